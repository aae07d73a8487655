import {
  Button as AriaButton,
  Select as AriaSelect,
  SelectValue as AriaSelectValue,
} from 'react-aria-components';
import styled from 'styled-components';
import { fieldControlStyles, fieldRootStyles } from '../Field/index.ts';

export const StyledSelect = styled(AriaSelect)`
  ${fieldRootStyles};
` as typeof AriaSelect;

export const SelectTrigger = styled(AriaButton)`
  ${fieldControlStyles};
  justify-content: space-between;
  cursor: pointer;

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    color: ${({ theme }) => theme.color.textSecondary};
    transition: transform ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};
  }
  [data-open] > & > svg {
    transform: rotate(180deg);
  }
`;

/*
 * 1. A long label ends in an ellipsis instead of growing the trigger.
 */
export const StyledSelectValue = styled(AriaSelectValue)`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden; /* [1] */
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  [data-disabled] > * > &[data-placeholder] {
    color: ${({ theme }) => theme.color.textDisabled};
  }
` as typeof AriaSelectValue;
