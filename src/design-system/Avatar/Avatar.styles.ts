import styled, { css } from 'styled-components';
import { palette } from '@/design-system/theme';

/**
 * One background per `theme.color.dataViz` slot, in the same hue family, deepened to a fixed palette step.
 * The dataViz series are tuned for chart strokes on the canvas and give white text only 1.9–6.5:1; these give
 * at least 4.5:1 (WCAG AA) with white in both themes (the avatar does not change with the theme).
 */
export const AVATAR_BACKGROUNDS = [
  palette.indigo[600], // dataViz 0 indigo: 6.5:1
  palette.amber[700], //  dataViz 1 orange: 6.0:1
  palette.green[700], //  dataViz 2 teal: 6.8:1
  palette.red[700], //    dataViz 3 pink: 7.9:1
  palette.blue[600], //   dataViz 4 blue: 5.8:1
  palette.gray[600], //   dataViz 5 olive: 7.1:1
  palette.indigo[800], // dataViz 6 violet: 10.3:1
  palette.green[600], //  dataViz 7 brown: 4.8:1
] as const;

/*
 * 1. The colour travels as data-color (an index), so the rules are written once, not per render.
 * 2. The picture covers the initials once it loads; while loading the initials show through.
 */
const colorRules = AVATAR_BACKGROUNDS.map(
  (background, index) => css`
    &[data-color='${index}'] {
      --avatar-bg: ${background};
    }
  `,
);

export const StyledAvatar = styled.span`
  --avatar-size: ${({ theme }) => theme.space[800]};

  position: relative;
  display: inline-grid;
  flex: none;
  place-items: center;
  width: var(--avatar-size);
  height: var(--avatar-size);
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  background: var(--avatar-bg);
  color: ${({ theme }) => theme.color.textOnAccent};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1;
  letter-spacing: 0.01em;
  user-select: none;
  vertical-align: middle;

  &[data-size='sm'] {
    --avatar-size: ${({ theme }) => theme.space[600]};
    font-size: ${({ theme }) => theme.font.size.xs.fontSize};
    letter-spacing: 0;
  }
  &[data-size='lg'] {
    --avatar-size: ${({ theme }) => theme.space[1000]};
    font-size: ${({ theme }) => theme.font.size.lg.fontSize};
  }

  ${colorRules}/* [1] */
`;

export const AvatarImage = styled.img`
  position: absolute; /* [2] */
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** Holds the picture and the network mark, which sits on the edge and must not be clipped by the circle. */
export const AvatarFrame = styled.span`
  --badge-size: 14px;

  position: relative;
  display: inline-flex;
  flex: none;
  vertical-align: middle;

  &[data-size='sm'] {
    --badge-size: 12px;
  }
  &[data-size='lg'] {
    --badge-size: 16px;
  }
`;

export const NetworkBadge = styled.span`
  position: absolute;
  right: -3px;
  bottom: -3px;
  display: grid;
  place-items: center;
  width: calc(var(--badge-size) + 4px);
  height: calc(var(--badge-size) + 4px);
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgSurface};
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.borderSubtle};

  & > svg {
    width: var(--badge-size);
    height: var(--badge-size);
  }
`;
