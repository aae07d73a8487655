import type { NetworkKey } from '../theme/tokens.ts';

export type { NetworkKey };

export const NETWORK_ICON_SIZES = ['sm', 'md', 'lg'] as const;
export type NetworkIconSize = (typeof NETWORK_ICON_SIZES)[number];
export const NETWORK_ICON_TONES = ['brand', 'current'] as const;
export type NetworkIconTone = (typeof NETWORK_ICON_TONES)[number];

export type NetworkIconProps = Omit<React.SVGProps<SVGSVGElement>, 'ref' | 'children'> & {
  /** Which network. */
  network: NetworkKey;
  /** 16, 20 or 24 px. @default 'md' */
  size?: NetworkIconSize;
  /**
   * Names the icon for assistive technology (e.g. "Instagram"). Without it the icon is decorative and hidden,
   * which is right whenever the network's name is printed next to it. @default undefined
   */
  label?: string;
  /** `brand` uses the network's colour (adjusted per theme); `current` follows the text colour. @default 'brand' */
  tone?: NetworkIconTone;
};
