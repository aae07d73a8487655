import { Button as AriaButton, ComboBox as AriaComboBox } from 'react-aria-components';
import styled from 'styled-components';
import { fieldRootStyles } from '../Field/index.ts';

export const StyledComboBox = styled(AriaComboBox)`
  ${fieldRootStyles};
` as typeof AriaComboBox;

/*
 * 1. Pulls the button towards the box's edge so the chevron sits where Select's does.
 */
export const ComboBoxButton = styled(AriaButton)`
  display: inline-flex;
  flex: none;
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
    transition: transform ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};
  }
  [data-open] & svg {
    transform: rotate(180deg);
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.bgHover};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textDisabled};
    background: transparent;
  }
`;
