import styled from 'styled-components';

export const TooltipCard = styled.div`
  min-width: 160px;
  max-width: 320px;
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.textPrimary};
  font-family: ${({ theme }) => theme.font.family.sans};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-variant-numeric: tabular-nums;
  pointer-events: none;
`;

export const TooltipTitle = styled.div`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.textPrimary};
`;

export const TooltipSubtitle = styled.div`
  color: ${({ theme }) => theme.color.textSecondary};
`;

export const TooltipRows = styled.ul`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[200]};
  row-gap: ${({ theme }) => theme.space[100]};
  margin: ${({ theme }) => theme.space[200]} 0 0;
  padding: 0;
  list-style: none;

  &[data-comparison] {
    grid-template-columns: auto minmax(0, 1fr) auto auto auto;
  }
`;

export const TooltipRow = styled.li`
  display: contents;
`;

export const TooltipName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.textSecondary};
`;

export const TooltipValue = styled.span`
  justify-self: end;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

export const TooltipPrevious = styled.span`
  justify-self: end;
  color: ${({ theme }) => theme.color.textSecondary};
  white-space: nowrap;
`;

export const Delta = styled.span`
  justify-self: end;
  min-width: 44px;
  text-align: right;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  color: ${({ theme }) => theme.color.textSecondary};

  &[data-trend='up'] {
    color: ${({ theme }) => theme.color.successText};
  }
  &[data-trend='down'] {
    color: ${({ theme }) => theme.color.criticalText};
  }
`;

/*
 * A series sample: a rounded square for bars and areas, a short line (solid or dashed) for lines.
 * 1. The dash is drawn with a gradient so it reads at 12px without an svg.
 */
export const Swatch = styled.span<{ $color: string }>`
  flex: none;
  display: inline-block;
  width: ${({ theme }) => theme.space[200]};
  height: ${({ theme }) => theme.space[200]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $color }) => $color};

  &[data-shape='line'] {
    width: ${({ theme }) => theme.space[300]};
    height: ${({ theme }) => theme.space[50]};
    border-radius: ${({ theme }) => theme.radius.full};
  }
  &[data-shape='dashed'] {
    width: ${({ theme }) => theme.space[300]};
    height: ${({ theme }) => theme.space[50]};
    border-radius: 0;
    background: repeating-linear-gradient(
      90deg,
      ${({ $color }) => $color} 0 3px,
      transparent 3px 5px
    ); /* [1] */
  }
`;

export const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[400]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  color: ${({ theme }) => theme.color.textSecondary};

  &[data-position='right'] {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto auto;
    align-items: center;
    column-gap: ${({ theme }) => theme.space[200]};
    row-gap: ${({ theme }) => theme.space[200]};
    min-width: 200px;
    font-size: ${({ theme }) => theme.font.size.sm.fontSize};
    line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  }
`;

export const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[150]};
  font-variant-numeric: tabular-nums;

  [data-position='right'] > & {
    display: contents;
  }
`;

export const LegendName = styled.span`
  color: ${({ theme }) => theme.color.textSecondary};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const LegendValue = styled.span`
  justify-self: end;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.textPrimary};
`;

export const LegendShare = styled.span`
  justify-self: end;
  min-width: 40px;
  text-align: right;
  color: ${({ theme }) => theme.color.textSecondary};
`;
