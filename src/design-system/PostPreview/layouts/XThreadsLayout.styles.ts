import styled from 'styled-components';

/* ---------- X and Threads ---------- */

export const TextPost = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[400]};
`;

export const TextPostColumn = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
`;
