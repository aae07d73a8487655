import styled from 'styled-components';

export const StyledPageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[400]};
`;

/* Grows to the room left by the actions, and goes on its own line under 320px. */
export const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  flex: 1 1 320px;
  min-width: 0;

  h1 {
    outline: none;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[300]};
`;
