import styled from 'styled-components';

/*
 * 1. `min-width: 0` lets the card shrink inside grid and flex layouts instead of overflowing them.
 */
export const StyledChartCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  min-width: 0; /* [1] */
  padding: ${({ theme }) => theme.space[500]};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.textPrimary};
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

export const HeaderText = styled.div`
  display: grid;
  flex: 1 1 auto;
  gap: ${({ theme }) => theme.space[50]};
  min-width: 0;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const Period = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-variant-numeric: tabular-nums;
`;

export const Description = styled.div`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
`;

/*
 * 1. Pulls the row up by the difference between a 32 px control and the 20 px title line, so the title and
 *    the buttons share a centre line without growing the header.
 */
export const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  margin-block: calc(
    (${({ theme }) => theme.font.size.md.lineHeight} - ${({ theme }) => theme.size.controlSm}) / 2
  ); /* [1] */
`;

export const Body = styled.div`
  position: relative;
  min-width: 0;
`;

/** An export that failed, in plain words, under the header (empty, and taking no room, until one does). */
export const ExportError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.criticalText};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};

  /* Empty, it stays a live region (screen readers follow it) but leaves the layout: no gap under the header. */
  &:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;
