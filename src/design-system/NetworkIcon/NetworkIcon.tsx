import { forwardRef } from 'react';
import { useTheme } from 'styled-components';
import { NETWORK_NAMES, PROFILE_NETWORKS } from '@contracts/networks.ts';
import { StyledNetworkIcon } from './NetworkIcon.styles.ts';
import type { NetworkIconProps, NetworkKey } from './NetworkIcon.types.ts';

/**
 * Simplified marks of the eight networks on a 24 × 24 grid, drawn for legibility at 16 px. `tile` marks fill a
 * shape in the network colour and cut the glyph out in `--network-icon-contrast`; the others are the glyph alone.
 */
type Glyph = { tile: boolean; draw: React.ReactNode };

const contrast = 'var(--network-icon-contrast)';

const GLYPHS: Record<NetworkKey, Glyph> = {
  instagram: {
    tile: false,
    draw: (
      <g fill="none" stroke="currentColor" strokeWidth="2.2">
        <rect x="3" y="3" width="18" height="18" rx="5.2" />
        <circle cx="12" cy="12" r="4.2" />
        <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" strokeWidth="1.2" />
      </g>
    ),
  },
  facebook: {
    tile: true,
    draw: (
      <>
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path
          fill={contrast}
          d="M13.4 22v-7.1h2.4l.4-2.8h-2.8v-1.8c0-.8.3-1.4 1.4-1.4h1.5V6.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.6 1.3-3.6 3.7v2.1H8.1v2.8h2.4V22h2.9z"
        />
      </>
    ),
  },
  x: {
    tile: false,
    draw: (
      <path
        fill="currentColor"
        d="M17.6 3h3.1l-6.8 7.7L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.3-8.3L1.7 3h6.4l4.4 5.9L17.6 3zm-1.1 16.2h1.7L7.1 4.7H5.3l11.2 14.5z"
      />
    ),
  },
  threads: {
    tile: false,
    draw: (
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M17.2 8.6C16.3 5.9 14.4 4.5 12 4.5c-3.9 0-6.2 2.9-6.2 7.5s2.3 7.5 6.2 7.5c3.1 0 5.4-1.7 5.4-4.2 0-2.3-1.9-3.6-4.6-3.6-2 0-3.3 1-3.3 2.3 0 1.2 1.1 2 2.4 2 2 0 3.3-1.6 3.3-4.6 0-1.8-.6-3-2-3.4"
      />
    ),
  },
  linkedin: {
    tile: true,
    draw: (
      <>
        <rect x="2" y="2" width="20" height="20" rx="3.5" fill="currentColor" />
        <g fill={contrast}>
          <circle cx="7.4" cy="7.3" r="1.6" />
          <rect x="6" y="9.8" width="2.8" height="8.2" />
          <path d="M10.7 9.8h2.7v1.2c.4-.7 1.3-1.4 2.8-1.4 2.6 0 3.1 1.7 3.1 3.9V18h-2.8v-4c0-1 0-2.2-1.3-2.2-1.4 0-1.6 1-1.6 2.1V18h-2.8V9.8z" />
        </g>
      </>
    ),
  },
  tiktok: {
    tile: false,
    draw: (
      <path
        fill="currentColor"
        d="M16.4 2.5c.3 2.3 1.7 3.8 4.1 4v3.2c-1.5.1-2.9-.4-4.1-1.2v6.6c0 3.3-2.7 6-6.1 6s-6.1-2.7-6.1-6 2.7-6 6.1-6c.3 0 .6 0 .9.1v3.3c-.3-.1-.6-.2-.9-.2-1.5 0-2.8 1.2-2.8 2.8s1.3 2.8 2.8 2.8 2.8-1.3 2.8-2.8V2.5h3.3z"
      />
    ),
  },
  youtube: {
    tile: true,
    draw: (
      <>
        <rect x="1.5" y="4.5" width="21" height="15" rx="4.5" fill="currentColor" />
        <path fill={contrast} d="M10 8.8v6.4l5.6-3.2L10 8.8z" />
      </>
    ),
  },
  pinterest: {
    tile: true,
    draw: (
      <>
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path
          fill={contrast}
          d="M12.3 5.8c-3.6 0-5.5 2.4-5.5 4.7 0 1.3.5 2.5 1.6 2.9.2.1.3 0 .4-.2l.2-.7c.1-.2 0-.3-.1-.5-.3-.4-.6-.9-.6-1.7 0-2.2 1.7-4.2 4.3-4.2 2.4 0 3.6 1.4 3.6 3.3 0 2.5-1.1 4.6-2.7 4.6-.9 0-1.6-.8-1.4-1.7.3-1.1.8-2.3.8-3.1 0-.7-.4-1.3-1.2-1.3-.9 0-1.7 1-1.7 2.3 0 .8.3 1.4.3 1.4l-1.1 4.6c-.3 1.3-.1 3 .1 3.7.1.1.2.1.3 0 .2-.3 1.1-1.5 1.5-2.8l.6-2.2c.3.6 1.2 1.1 2.1 1.1 2.8 0 4.6-2.5 4.6-5.8 0-2.5-2.1-4.9-5.1-4.9z"
        />
      </>
    ),
  },
};

/** The eight networks in the order the product lists them (the contract's one table, ADR 0017). */
export const NETWORKS: readonly NetworkKey[] = PROFILE_NETWORKS;

/** The network's own name (a proper noun, the same in every language). */
export const networkName = (network: NetworkKey): string => NETWORK_NAMES[network];

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
