import styled from 'styled-components';

/*
 * 1. `header` outside main/article/section is the page's banner landmark; the bar sticks to the top while
 *    the page scrolls under it.
 * 2. The start slot may shrink (long titles ellipsize); the end slot never does, so actions stay reachable.
 */
export const StyledTopBar = styled.header`
  position: sticky; /* [1] */
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[400]};
  height: ${({ theme }) => theme.size.topBar};
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space[600]};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};

  @media (width < ${({ theme }) => theme.breakpoint.sm}) {
    gap: ${({ theme }) => theme.space[200]};
    padding: 0 ${({ theme }) => theme.space[400]};
  }
`;

export const Start = styled.div`
  display: flex;
  flex: 0 1 auto; /* [2] */
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

export const Center = styled.div`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  justify-content: center;
  min-width: 0;
`;

export const End = styled.div`
  display: flex;
  flex: none; /* [2] */
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  margin-inline-start: auto;
`;
