import type { TextFieldProps } from '../TextField/index.ts';

type OwnProps = {
  /** Which password the browser should fill: the saved one, or a new one it may suggest. @default 'current-password' */
  autoComplete?: 'current-password' | 'new-password';
  /** Accessible name of the toggle while the password is hidden, e.g. "Show password". */
  showPasswordLabel: string;
  /** Accessible name of the toggle while the password is shown, e.g. "Hide password". */
  hidePasswordLabel: string;
};

export type PasswordFieldProps = OwnProps &
  Omit<TextFieldProps, keyof OwnProps | 'type' | 'suffix' | 'inputMode'>;
