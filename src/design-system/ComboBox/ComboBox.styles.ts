import { Button as AriaButton, ComboBox as AriaComboBox } from 'react-aria-components';
import styled from 'styled-components';
import { fieldIconButtonStyles, fieldRootStyles } from '../Field/index.ts';

export const StyledComboBox = styled(AriaComboBox)`
  ${fieldRootStyles};
` as typeof AriaComboBox;

/*
 * 1. Pulls the button towards the box's edge so the chevron sits where Select's does.
 */
export const ComboBoxButton = styled(AriaButton)`
  ${fieldIconButtonStyles};
  width: ${({ theme }) => theme.space[800]};
  height: ${({ theme }) => theme.space[800]};
  margin-inline-end: calc(-1 * ${({ theme }) => theme.space[200]}); /* [1] */

  svg {
    transition: transform ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};
  }
  [data-open] & svg {
    transform: rotate(180deg);
  }
`;
