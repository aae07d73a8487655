export const HEADING_LEVELS = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];
export const HEADING_SIZES = ['sm', 'md', 'lg', 'xl', '2xl'] as const;
export type HeadingSize = (typeof HEADING_SIZES)[number];

export type HeadingProps = React.HTMLAttributes<HTMLHeadingElement> & {
  children: React.ReactNode;
  /** The document outline level: renders h1 to h4. Pick it for the outline, not for the look. */
  level: HeadingLevel;
  /** The visual size, when it should differ from the level's. @default by level: 1 '2xl', 2 'xl', 3 'lg', 4 'md' */
  size?: HeadingSize;
};
