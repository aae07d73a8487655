import styled from 'styled-components';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[800]};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

export const Places = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[600]};
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.textPrimary};
`;

export const RankList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RankItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  column-gap: ${({ theme }) => theme.space[300]};
  row-gap: ${({ theme }) => theme.space[100]};
  align-items: baseline;
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  color: ${({ theme }) => theme.color.textPrimary};
`;

export const PlaceName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const PlaceShareText = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
`;

/* The bar under each place: its share relative to the first (largest) place. */
export const Track = styled.span`
  grid-column: 1 / -1;
  display: block;
  height: ${({ theme }) => theme.space[150]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bgSubtle};
  overflow: hidden;
`;

export const Fill = styled.span`
  display: block;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.dataViz[0]};
`;
