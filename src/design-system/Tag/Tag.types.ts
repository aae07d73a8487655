import type { TagGroupProps as AriaTagGroupProps } from 'react-aria-components';

export const TAG_TONES = ['neutral', 'accent'] as const;
export type TagTone = (typeof TAG_TONES)[number];

export type TagProps = {
  /** The text of the chip. */
  children: string;
  /** Shown before the text, e.g. '#' for hashtags; hidden from assistive technology. @default undefined */
  prefix?: string;
  /** @default 'neutral' */
  tone?: TagTone;
  /** Adds a remove button (×) that calls this. Pair with `removeLabel`. @default undefined */
  onRemove?: () => void;
  /** The accessible name of the remove button, e.g. "Remove #summer". Required with `onRemove`. */
  removeLabel?: string;
  className?: string;
};

export type TagItem = {
  /** A stable key, reported by `onRemove`. */
  id: string;
  /** The visible text of the tag. */
  label: string;
};

type OwnProps = {
  /** The group's name, e.g. "Hashtags"; shown above the tags unless `hideLabel`. */
  label: string;
  /** Keeps the label for assistive technology only. @default false */
  hideLabel?: boolean;
  /** The tags, in display order. */
  items: ReadonlyArray<TagItem>;
  /** Shown before every tag's text, e.g. '#'. @default undefined */
  prefix?: string;
  /** @default 'neutral' */
  tone?: TagTone;
  /**
   * Makes the tags removable, with their × button or Delete / Backspace on the focused tag; called with the ids.
   * @default undefined
   */
  onRemove?: (ids: string[]) => void;
  /**
   * The verb of a tag's remove button, e.g. "Remove": React Aria names the button with it and the tag's text
   * ("Remove summer"). @default React Aria's localized "Remove"
   */
  removeLabel?: string;
  className?: string;
};

export type TagGroupProps = OwnProps &
  Omit<AriaTagGroupProps, keyof OwnProps | 'children' | 'style' | 'render' | 'aria-label'>;
