import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import type { FieldBaseProps } from '../Field/index.ts';

export const TEXT_FIELD_TYPES = ['text', 'email', 'url', 'tel', 'search', 'password'] as const;
export type TextFieldType = (typeof TEXT_FIELD_TYPES)[number];

type OwnProps = FieldBaseProps & {
  /** The current value (controlled). Pair with `onChange`. */
  value?: string;
  /** The initial value (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** The input type: picks the mobile keyboard and the browser's autofill. @default 'text' */
  type?: TextFieldType;
  /** The autofill hint, e.g. 'email', 'name', 'one-time-code'. @default undefined */
  autoComplete?: string;
  /** A keyboard hint for touch devices when `type` is not enough, e.g. 'numeric'. @default undefined */
  inputMode?: 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';
  /** An example of the expected input. Never a replacement for the label. @default undefined */
  placeholder?: string;
  /** @default undefined */
  maxLength?: number;
  /** Automatic capitalisation on touch keyboards, e.g. 'none' for handles and codes. @default the browser's */
  autoCapitalize?: 'off' | 'none' | 'on' | 'sentences' | 'words' | 'characters';
  /** Inside the box, before the input: usually a decorative icon (give it `aria-hidden`). */
  prefix?: React.ReactNode;
  /** Inside the box, after the input: an icon, a unit, or a small button with its own accessible name. */
  suffix?: React.ReactNode;
};

export type TextFieldProps = OwnProps &
  Omit<
    AriaTextFieldProps,
    keyof OwnProps | 'children' | 'className' | 'style' | 'validationBehavior' | 'render'
  >;
