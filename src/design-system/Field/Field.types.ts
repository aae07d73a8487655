import type { ReactNode } from 'react';

/**
 * Props every form field shares (TextField, PasswordField, Select, ComboBox, RadioGroup). Each field adds its own
 * value API on top. Copy always comes in through props: the components hold no strings of their own.
 */
export type FieldBaseProps = {
  /** The visible label above the control; also its accessible name. */
  label: string;
  /** Help text between the label and the control, linked to it with `aria-describedby`. @default undefined */
  description?: ReactNode;
  /**
   * The validation message. When set, the field is invalid: red border, `aria-invalid`, and this text below the
   * control, linked with `aria-describedby`. @default undefined
   */
  errorMessage?: string;
  /** Marks the field invalid without a message (for example when a sibling field carries it). @default false */
  isInvalid?: boolean;
  /** Marks the field required for assistive technology; submit is never blocked natively. @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** The name submitted with the form. @default undefined */
  name?: string;
  /** Focuses the control on mount. @default false */
  autoFocus?: boolean;
  /** Called when the control loses focus (react-hook-form marks the field touched here). */
  onBlur?: (event: React.FocusEvent<Element>) => void;
  className?: string;
};

export type FieldErrorTextProps = {
  /** The message. Renders nothing when empty, or when the surrounding field is not invalid. */
  children?: ReactNode;
  className?: string;
};

export type FieldListItem = {
  /** The key reported on selection and submitted with the form. */
  id: string;
  /** The visible text, also used for type-ahead and filtering. */
  label: string;
  /** A second, quieter line under the label. */
  description?: string;
};
