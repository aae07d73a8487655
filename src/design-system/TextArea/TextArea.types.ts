import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import type { FieldBaseProps } from '../Field/index.ts';

type OwnProps = FieldBaseProps & {
  /** The current text (controlled). Pair with `onChange`. */
  value?: string;
  /** The initial text (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onChange?: (value: string) => void;
  /** The visible height in lines of text; the user can drag it taller. @default 4 */
  rows?: number;
  /** An example of the expected text. Never a replacement for the label. @default undefined */
  placeholder?: string;
  /**
   * The character budget: shows a "used / max" counter under the field. Past it the counter turns critical and
   * the field is invalid, but typing goes on (a caption can be trimmed afterwards) unless `isHardLimit`.
   * @default undefined (no counter)
   */
  maxLength?: number;
  /** Stops typing at `maxLength` instead of letting the text run over. @default false */
  isHardLimit?: boolean;
  /**
   * What assistive technology reads for the counter, e.g. `(used, max) => \`${used} of ${max} characters\``.
   * Linked to the field with `aria-describedby`. Required with `maxLength` for the counter to be announced.
   * @default undefined
   */
  counterLabel?: (used: number, max: number) => string;
  /** The BCP 47 locale for the counter's numbers. @default the browser's */
  locale?: string;
};

export type TextAreaProps = OwnProps &
  Omit<
    AriaTextFieldProps,
    keyof OwnProps | 'children' | 'className' | 'style' | 'validationBehavior' | 'render' | 'type'
  >;
