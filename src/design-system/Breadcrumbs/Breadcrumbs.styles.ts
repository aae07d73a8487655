import { Breadcrumb as AriaBreadcrumb, Breadcrumbs as AriaBreadcrumbs } from 'react-aria-components';
import styled from 'styled-components';

export const Nav = styled.nav`
  min-width: 0;
`;

export const StyledBreadcrumbs = styled(AriaBreadcrumbs)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
` as typeof AriaBreadcrumbs;

/*
 * 1. A crumb never grows past the width of the bar; long page names end in an ellipsis.
 */
export const StyledBreadcrumb = styled(AriaBreadcrumb)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
  max-width: 100%; /* [1] */

  & > a {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & > svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Current = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.textPrimary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
