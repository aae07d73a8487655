import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';

export const Nav = styled.nav`
  min-width: 0;
`;

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/*
 * 1. Square at the control height, wider only for long numbers.
 */
export const PageButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.size.controlSm}; /* [1] */
  height: ${({ theme }) => theme.size.controlSm};
  padding: 0 ${({ theme }) => theme.space[200]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textPrimary};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};
  -webkit-tap-highlight-color: transparent;

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    flex: none;
  }

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bgHover};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.color.bgPressed};
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentSubtle};
    color: ${({ theme }) => theme.color.accentText};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textDisabled};
    background: transparent;
  }
`;

export const Gap = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.size.controlSm};
  height: ${({ theme }) => theme.size.controlSm};
  color: ${({ theme }) => theme.color.textSecondary};
`;
