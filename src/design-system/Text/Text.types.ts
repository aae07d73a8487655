export const TEXT_ELEMENTS = ['p', 'span', 'div', 'label', 'strong'] as const;
export type TextElement = (typeof TEXT_ELEMENTS)[number];
export const TEXT_SIZES = ['xs', 'sm', 'md', 'lg'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const TEXT_TONES = ['primary', 'secondary', 'muted', 'critical', 'success', 'warning'] as const;
export type TextTone = (typeof TEXT_TONES)[number];
export const TEXT_WEIGHTS = ['regular', 'medium', 'semibold'] as const;
export type TextWeight = (typeof TEXT_WEIGHTS)[number];
export const TEXT_ALIGNS = ['start', 'center', 'end'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

export type TextProps = React.HTMLAttributes<HTMLElement> & {
  children?: React.ReactNode;
  /** The element to render. `label` needs `htmlFor` from the caller. @default 'p' */
  as?: TextElement;
  /** @default 'md' */
  size?: TextSize;
  /** The colour by meaning. Never the only signal: say it in the words too. @default 'primary' */
  tone?: TextTone;
  /** @default the element's own weight (regular; bold for 'strong') */
  weight?: TextWeight;
  /** @default 'start' */
  align?: TextAlign;
  /** For `as="label"`: the id of the control it names. */
  htmlFor?: string;
};
