import type { FieldBaseProps } from '../Field/index.ts';

export type TagInputProps = Omit<FieldBaseProps, 'name' | 'onBlur'> & {
  /** The tags (controlled), normalised, without the prefix. Pair with `onChange`. */
  value?: string[];
  /** The initial tags (uncontrolled). @default [] */
  defaultValue?: string[];
  /** Called with the whole new list whenever a tag is added or removed. */
  onChange?: (tags: string[]) => void;
  /**
   * Turns what was typed into a tag, or rejects it with `null`. Enter, comma, space and paste run it on every
   * piece. @default normalizeHashtag (strips '#', keeps letters, digits and '_')
   */
  normalize?: (raw: string) => string | null;
  /** Shown before every tag, e.g. '#'. @default undefined */
  prefix?: string;
  /** The most tags allowed; shows a "used / max" counter and ignores further tags. @default undefined */
  maxTags?: number;
  /** What assistive technology reads for the counter, e.g. `(used, max) => \`${used} of ${max} hashtags\``. */
  counterLabel?: (used: number, max: number) => string;
  /** The verb of a tag's remove button, e.g. "Remove": the button is named with it and the tag ("Remove summer"). */
  removeLabel: string;
  /** An example in the empty input, e.g. "Add a hashtag". @default undefined */
  placeholder?: string;
  /** The BCP 47 locale for the counter and case-insensitive matching. @default the browser's */
  locale?: string;
};
