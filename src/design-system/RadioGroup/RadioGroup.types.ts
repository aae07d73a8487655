import type { ReactNode } from 'react';
import type { RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import type { FieldBaseProps } from '../Field/index.ts';

export const RADIO_GROUP_ORIENTATIONS = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof RADIO_GROUP_ORIENTATIONS)[number];
export const RADIO_GROUP_VARIANTS = ['default', 'cards'] as const;
export type RadioGroupVariant = (typeof RADIO_GROUP_VARIANTS)[number];

export type RadioOption = {
  /** Submitted with the form and reported by `onChange`. */
  value: string;
  /** The visible text; clicking it selects the option. */
  label: string;
  /** A second, quieter line, linked to the option with `aria-describedby`. */
  description?: string;
  /** Shows the option but does not let it be picked. @default false */
  isDisabled?: boolean;
  /**
   * A picture above the label, in the `cards` variant only (a theme preview, a layout). Decorative: the label
   * and description must say everything, as it is hidden from screen readers.
   */
  media?: ReactNode;
};

type OwnProps = FieldBaseProps & {
  /** The options, in display order. */
  options: ReadonlyArray<RadioOption>;
  /** The selected option's value (controlled); '' for none. Pair with `onChange`. */
  value?: string;
  /** The option selected at first (uncontrolled). @default none */
  defaultValue?: string;
  /** Called with the value of the option the user picks. */
  onChange?: (value: string) => void;
  /** Options stacked, or side by side (wrapping when they run out of room). @default 'vertical' */
  orientation?: RadioGroupOrientation;
  /**
   * `default`: a circle and its label. `cards`: each option is a bordered tile with its description, for choices
   * that need explaining (a plan, an account type). @default 'default'
   */
  variant?: RadioGroupVariant;
};

export type RadioGroupProps = OwnProps &
  Omit<AriaRadioGroupProps, keyof OwnProps | 'children' | 'style' | 'validationBehavior' | 'render'>;
