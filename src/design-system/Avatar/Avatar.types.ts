import type { NetworkKey } from '../theme/tokens.ts';

export const AVATAR_SIZES = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];

export type AvatarProps = Omit<React.ComponentPropsWithoutRef<'span'>, 'children'> & {
  /** The person's or account's name: gives the initials, the colour and the accessible name. */
  name: string;
  /** A picture URL. When absent, null or failing to load, the initials show instead. @default undefined */
  src?: string | null;
  /** 24, 32 or 40 px. @default 'md' */
  size?: AvatarSize;
  /** Hides the avatar from assistive technology, for when the name is printed next to it. @default false */
  isDecorative?: boolean;
  /**
   * The network of a social profile: adds its mark at the bottom right, and its name to the accessible name
   * ("Acme Coffee, Instagram"). @default undefined
   */
  network?: NetworkKey;
};
