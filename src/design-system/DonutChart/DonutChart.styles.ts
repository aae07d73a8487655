import styled from 'styled-components';

export const DonutPlot = styled.div`
  position: relative;
  width: var(--chart-height);
  height: var(--chart-height);
  margin-inline: auto;
`;

/* The centre: the total, or the hovered/focused part. Clicks go through to the slices. */
export const Centre = styled.div`
  position: absolute;
  inset: 22%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  pointer-events: none;
  font-variant-numeric: tabular-nums;
`;

export const CentreValue = styled.span`
  font-size: ${({ theme }) => theme.font.size['2xl'].fontSize};
  line-height: ${({ theme }) => theme.font.size['2xl'].lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.textPrimary};
`;

export const CentreLabel = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  color: ${({ theme }) => theme.color.textSecondary};
`;
