import type { CheckboxFieldProps as AriaCheckboxFieldProps } from 'react-aria-components';

type OwnProps = {
  /** The label, right of the box. Clicking it toggles the checkbox. */
  children: React.ReactNode;
  /** Help text under the label, linked with `aria-describedby`. @default undefined */
  description?: React.ReactNode;
  /** A validation message under the label; when set the checkbox is invalid. @default undefined */
  errorMessage?: string;
  /** Whether it is checked (controlled). Pair with `onChange`. */
  isSelected?: boolean;
  /** Whether it starts checked (uncontrolled). @default false */
  defaultSelected?: boolean;
  /** Called with the new checked state. */
  onChange?: (isSelected: boolean) => void;
  /** Shows a dash: some, not all, of a group are checked (a "select all" box). @default false */
  isIndeterminate?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Red box; pair with `errorMessage` to say why. @default false */
  isInvalid?: boolean;
  /** The name submitted with the form. @default undefined */
  name?: string;
  className?: string;
};

export type CheckboxProps = OwnProps &
  Omit<AriaCheckboxFieldProps, keyof OwnProps | 'style' | 'validationBehavior' | 'inputRef' | 'render'>;
