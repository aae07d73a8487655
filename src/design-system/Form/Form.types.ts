import type { FormProps as AriaFormProps } from 'react-aria-components';

export const FORM_ACTIONS_ALIGNS = ['start', 'end', 'between', 'stretch'] as const;
export type FormActionsAlign = (typeof FORM_ACTIONS_ALIGNS)[number];

export type FormProps = Omit<
  AriaFormProps,
  'className' | 'style' | 'children' | 'validationBehavior' | 'render'
> & {
  children: React.ReactNode;
  /** Called on submit (react-hook-form's `handleSubmit(...)`). */
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
  /** The form's accessible name, when no visible heading names it (else use `aria-labelledby`). */
  'aria-label'?: string;
  /** The id of the heading that names the form. */
  'aria-labelledby'?: string;
  /** Turns off the browser's own validation bubbles: the app validates with zod. @default true */
  noValidate?: boolean;
  className?: string;
};

export type FormActionsProps = React.HTMLAttributes<HTMLDivElement> & {
  children: React.ReactNode;
  /**
   * Where the buttons sit: at the start, at the end, split to both ends (`between`), or sharing the row
   * (`stretch`). Below the `sm` breakpoint they stack, full width, whatever this says. @default 'end'
   */
  align?: FormActionsAlign;
};
