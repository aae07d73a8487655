import styled from 'styled-components';

/* ---------- YouTube ---------- */

export const VideoRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[300]};
`;
