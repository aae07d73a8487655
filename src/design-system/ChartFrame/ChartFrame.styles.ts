import styled from 'styled-components';

/*
 * 1. Every chart surface that takes keyboard focus (recharts' svg with its accessibility layer, our own grids)
 *    shows the design system's focus ring, only for keyboard focus.
 * 2. Recharts draws its own outline on focused sectors and bars: the ring on the surface is enough.
 */
export const StyledChartFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  color: ${({ theme }) => theme.color.textSecondary};

  &[data-legend='right'] {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${({ theme }) => theme.space[600]};
  }

  /* [1] */
  .recharts-surface {
    border-radius: ${({ theme }) => theme.radius.sm};
    outline: none;
  }
  .recharts-surface:focus-visible {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  /* [2] */
  .recharts-sector:focus,
  .recharts-rectangle:focus,
  .recharts-layer:focus {
    outline: none;
  }
  .recharts-text {
    font-variant-numeric: tabular-nums;
  }
`;

export const Plot = styled.div`
  position: relative;
  min-width: 0;
  height: var(--chart-height);

  &[data-fluid] {
    height: auto;
  }
`;

export const StateBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[300]};
  height: var(--chart-height);
  padding: ${({ theme }) => theme.space[400]};
  border: 1px dashed ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.md};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  color: ${({ theme }) => theme.color.textSecondary};

  &[data-fluid] {
    height: auto;
    min-height: ${({ theme }) => theme.space[1600]};
  }
  &[data-status='error'] {
    color: ${({ theme }) => theme.color.textPrimary};
  }

  svg {
    width: ${({ theme }) => theme.size.iconLg};
    height: ${({ theme }) => theme.size.iconLg};
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-status='error'] svg {
    color: ${({ theme }) => theme.color.criticalText};
  }
`;

export const StateMessage = styled.p`
  max-width: 360px;
  margin: 0;
`;

/* The loading skeleton: a chart-shaped placeholder that fills the plot height. */
export const SkeletonBars = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[200]};
  height: var(--chart-height);
  padding: ${({ theme }) => theme.space[400]} 0 0 ${({ theme }) => theme.space[800]};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};

  > * {
    flex: 1;
  }
`;

export const SkeletonCentre = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 200px);
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[800]};
  height: var(--chart-height);
`;

export const SkeletonGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(24, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[50]};
  align-content: center;
  height: var(--chart-height);
  padding-left: ${({ theme }) => theme.space[1000]};
`;

export const SkeletonList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[400]};
  height: var(--chart-height);
  overflow: hidden;
`;

/* The visible data table (showTable). */
export const TableScroll = styled.div`
  max-height: var(--chart-height);
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.textPrimary};

  caption {
    padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[150]} ${({ theme }) => theme.space[300]};
    border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.color.bgSubtle};
    color: ${({ theme }) => theme.color.textSecondary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

export const Tables = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[400]};
`;

/*
 * The screen-reader copy of the data: in the accessibility tree, out of sight.
 * 1. Off-screen rather than clipped in place, so that content-visibility can skip it: two years of daily rows
 *    would otherwise cost a full table layout whenever the page lays out (recharts measures its container on
 *    every mount). The browser lays it out when something reaches it: a screen reader, find in page.
 */
export const HiddenTables = styled.div`
  position: absolute;
  inset-inline-start: -100000px; /* [1] */
  top: 0;
  width: 1px;
  height: 1px;
  overflow: hidden;
  content-visibility: auto; /* [1] */
  contain-intrinsic-size: 1px 1px;
`;
