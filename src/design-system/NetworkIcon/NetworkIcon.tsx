import { forwardRef } from 'react';
import { useTheme } from 'styled-components';
import { GLYPHS } from './NetworkIcon.glyphs.tsx';
import { StyledNetworkIcon } from './NetworkIcon.styles.ts';
import type { NetworkIconProps, NetworkKey } from './NetworkIcon.types.ts';

/** The eight networks in the order the product lists them. */
export const NETWORKS = [
  'instagram',
  'facebook',
  'x',
  'threads',
  'linkedin',
  'tiktok',
  'youtube',
  'pinterest',
] as const satisfies readonly NetworkKey[];

const NAMES: Record<NetworkKey, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  threads: 'Threads',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  pinterest: 'Pinterest',
};

/** The network's own name (a proper noun, the same in every language). */
export const networkName = (network: NetworkKey): string => NAMES[network];

/**
 * A network's mark, in its brand colour (the dark theme lightens X and Threads, whose marks are black) or in
 * the current text colour. Decorative unless `label` names it.
 */
export const NetworkIcon = forwardRef<SVGSVGElement, NetworkIconProps>(function NetworkIcon(
  { network, size = 'md', label, tone = 'brand', style, ...rest },
  ref,
) {
  const theme = useTheme();
  const glyph = GLYPHS[network];
  return (
    <StyledNetworkIcon
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...rest}
      ref={ref}
      data-size={size}
      data-tone={tone}
      data-network={network}
      style={{ color: tone === 'brand' ? theme.color.network[network] : undefined, ...style }}
    >
      {glyph.draw}
    </StyledNetworkIcon>
  );
});
