import styled, { css } from 'styled-components';

/*
 * 1. The five steps mix the accent into its subtle tint (8% … 100%): one hue, readable on both canvases.
 * 2. No data: a hatch, so "empty" never reads as "low".
 * 3. The best slots: a ring in the primary text colour, inside the cell so neighbours keep their size.
 */
const stepColor = (percent: number) => css`
  background: color-mix(
    in srgb,
    ${({ theme }) => theme.color.accent} ${percent}%,
    ${({ theme }) => theme.color.accentSubtle}
  );
`;

const swatch = css`
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.accentSubtle};

  &[data-step='0'] {
    ${stepColor(8)}
  }
  &[data-step='1'] {
    ${stepColor(30)}
  }
  &[data-step='2'] {
    ${stepColor(52)}
  }
  &[data-step='3'] {
    ${stepColor(75)}
  }
  &[data-step='4'] {
    ${stepColor(100)}
  }
  /* [2] */
  &[data-empty] {
    background: repeating-linear-gradient(
      135deg,
      ${({ theme }) => theme.color.borderDefault} 0 1px,
      transparent 1px 4px
    );
  }
`;

export const Wrapper = styled.div`
  container-type: inline-size;
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-variant-numeric: tabular-nums;
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: auto repeat(24, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[50]};
  align-items: center;
  outline: none;
`;

export const Row = styled.div`
  display: contents;
`;

/* 1. A narrow chart writes every sixth hour: the others are still read out, but not shown. */
export const ColumnHeader = styled.div`
  overflow: visible;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.regular};

  @container (max-width: 560px) {
    &[data-minor] > span {
      position: absolute; /* [1] */
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
  }
`;

export const RowHeader = styled.div`
  padding-right: ${({ theme }) => theme.space[200]};
  white-space: nowrap;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Cell = styled.div`
  ${swatch};
  position: relative;
  height: ${({ theme }) => theme.space[600]};
  cursor: default;
  outline: none;

  /* [3] */
  &[data-best]::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.textPrimary};
  }
  &:focus-visible {
    z-index: 1;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

export const GridArea = styled.div`
  position: relative;
`;

/*
 * The tooltip sits above the hovered or focused cell (below it in the first two rows), centred, or aligned to
 * the cell's edge near the grid's sides. Left/top come from the cell's box; the transforms do the rest.
 */
export const Tip = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  transform: translate(-50%, calc(-100% - ${({ theme }) => theme.space[200]}));
  pointer-events: none;

  &[data-below] {
    transform: translate(-50%, ${({ theme }) => theme.space[200]});
  }
  &[data-align='start'] {
    transform: translate(-16px, calc(-100% - ${({ theme }) => theme.space[200]}));
  }
  &[data-align='start'][data-below] {
    transform: translate(-16px, ${({ theme }) => theme.space[200]});
  }
  &[data-align='end'] {
    transform: translate(calc(-100% + 16px), calc(-100% - ${({ theme }) => theme.space[200]}));
  }
  &[data-align='end'][data-below] {
    transform: translate(calc(-100% + 16px), ${({ theme }) => theme.space[200]});
  }
`;

export const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[100]};
  color: ${({ theme }) => theme.color.textSecondary};
`;

export const LegendSwatch = styled.span`
  ${swatch};
  display: inline-block;
  width: ${({ theme }) => theme.space[400]};
  height: ${({ theme }) => theme.space[300]};
`;

export const LegendGap = styled.span`
  width: ${({ theme }) => theme.space[300]};
`;
