import { Link as AriaLink } from 'react-aria-components';
import styled from 'styled-components';

/*
 * 1. Header and footer stay put; only the sections scroll when the nav is taller than its container.
 * 2. Uppercase is presentation only: screen readers read the title as written.
 * 3. The accent bar sits in the nav's padding, at the very left edge of the item.
 */
export const StyledSidebarNav = styled.nav`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  min-height: 0;
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
`;

export const Header = styled.div`
  flex: none; /* [1] */
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.topBar};
  padding: ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[500]};
`;

export const Sections = styled.div`
  display: flex;
  flex: 1 1 auto; /* [1] */
  flex-direction: column;
  gap: ${({ theme }) => theme.space[500]};
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[300]};
`;

export const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[100]};
`;

export const SectionTitle = styled.div`
  padding: 0 ${({ theme }) => theme.space[300]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase; /* [2] */
`;

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[50]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const NavLink = styled(AriaLink)`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  min-height: ${({ theme }) => theme.size.controlSm};
  padding: ${({ theme }) => theme.space[150]} ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textSecondary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  transition:
    background ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  -webkit-tap-highlight-color: transparent;

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    flex: none;
  }

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bgHover};
    color: ${({ theme }) => theme.color.textPrimary};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.color.bgPressed};
  }
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }

  &[data-current] {
    background: ${({ theme }) => theme.color.bgSelected};
    color: ${({ theme }) => theme.color.accentText};
    font-weight: ${({ theme }) => theme.font.weight.semibold};

    &::before {
      content: '';
      position: absolute;
      top: ${({ theme }) => theme.space[150]};
      bottom: ${({ theme }) => theme.space[150]};
      left: calc(-1 * ${({ theme }) => theme.space[300]}); /* [3] */
      width: 3px;
      border-radius: 0 ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm} 0;
      background: ${({ theme }) => theme.color.accent};
    }
  }
`;

export const ItemIcon = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-flex;
  flex: none;
`;

export const ItemLabel = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const ItemBadge = styled.span`
  display: inline-flex;
  flex: none;
`;

export const Footer = styled.div`
  flex: none; /* [1] */
  padding: ${({ theme }) => theme.space[300]};
  border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;
