import { ToggleButton as AriaToggleButton } from 'react-aria-components';
import styled from 'styled-components';

/*
 * 1. Pulls the button towards the box's edge so its icon lines up where a suffix icon would sit.
 */
export const VisibilityToggle = styled(AriaToggleButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[800]};
  height: ${({ theme }) => theme.space[800]};
  margin-inline-end: calc(-1 * ${({ theme }) => theme.space[200]}); /* [1] */
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  cursor: pointer;

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bgHover};
    color: ${({ theme }) => theme.color.textPrimary};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.color.bgPressed};
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
