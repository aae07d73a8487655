import styled from 'styled-components';

/*
 * 1. A sticky column rather than `position: fixed`: it stays in flow, so documentation pages and embedded
 *    previews are not covered, and the content column needs no matching margin.
 * 2. The toggle cell continues the top bar's surface and hairline, so toggle and bar read as one bar.
 * 3. Programmatic focus from the skip link must not draw a ring around the whole page.
 * 4. The skip link stays in the tab order, clipped to nothing until it receives focus.
 * 5. Below `lg`, and whenever `data-compact` is set (`isCompact`), the sidebar gives way to the drawer.
 */
export const Root = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: ${({ theme }) => theme.size.sidebar} minmax(0, 1fr);
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.bgCanvas};
  color: ${({ theme }) => theme.color.textPrimary};

  /* [5] */
  @media (width < ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr);
  }
  &[data-compact] {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const SkipLink = styled.a`
  position: absolute; /* [4] */
  top: ${({ theme }) => theme.space[300]};
  left: ${({ theme }) => theme.space[300]};
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[400]};
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.md};
  color: ${({ theme }) => theme.color.textLink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;

  &:not(:focus) {
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    border: 0;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  &:focus {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

export const SidebarArea = styled.div`
  position: sticky; /* [1] */
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sidebar};
  display: flex;
  height: 100dvh;
  min-height: 0;
  border-right: 1px solid ${({ theme }) => theme.color.borderSubtle};
  background: ${({ theme }) => theme.color.bgSurface};

  @media (width < ${({ theme }) => theme.breakpoint.lg}) {
    display: none;
  }
  [data-compact] > & {
    display: none;
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const TopArea = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  align-items: stretch;
`;

export const ToggleCell = styled.div`
  display: none;
  flex: none;
  align-items: center;
  height: ${({ theme }) => theme.size.topBar};
  padding-left: ${({ theme }) => theme.space[300]};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle}; /* [2] */
  background: ${({ theme }) => theme.color.bgSurface};

  @media (width < ${({ theme }) => theme.breakpoint.lg}) {
    display: flex;
  }
  [data-compact] & {
    display: flex;
  }
`;

export const TopBarCell = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

export const Main = styled.main`
  flex: 1 1 auto;
  min-width: 0;

  &:focus {
    outline: none; /* [3] */
  }
`;

export const Content = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[800]};

  @media (width < ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space[400]};
  }
  [data-compact] & {
    padding: ${({ theme }) => theme.space[400]};
  }
`;
