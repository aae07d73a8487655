import styled from 'styled-components';

/*
 * 1. Children stack with a gap that follows the padding, so a CardHeader needs no margin of its own.
 * 2. `min-width: 0` lets a card shrink inside grid and flex layouts instead of overflowing them.
 */
export const StyledCard = styled.section`
  --card-padding: ${({ theme }) => theme.space[600]};

  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]}; /* [1] */
  min-width: 0; /* [2] */
  padding: var(--card-padding);
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.textPrimary};

  &[data-padding='none'] {
    --card-padding: 0;
    gap: 0;
    overflow: hidden;
  }
  &[data-padding='sm'] {
    --card-padding: ${({ theme }) => theme.space[400]};
    gap: ${({ theme }) => theme.space[300]};
  }
  &[data-padding='lg'] {
    --card-padding: ${({ theme }) => theme.space[800]};
    gap: ${({ theme }) => theme.space[600]};
  }
`;

/*
 * 1. The text takes the room it needs (at least 240 px) and the actions wrap under it when the card is narrow.
 */
export const StyledCardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[400]};
`;

export const HeaderText = styled.div`
  display: grid;
  flex: 1 1 240px; /* [1] */
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

export const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.lg.fontSize};
  line-height: ${({ theme }) => theme.font.size.lg.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const Description = styled.div`
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
`;

export const Actions = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  max-width: 100%;
`;
