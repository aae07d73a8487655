import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import styled from 'styled-components';
import { fieldControlStyles, fieldRootStyles } from '../Field/index.ts';

export const StyledTextField = styled(AriaTextField)`
  ${fieldRootStyles};
`;

/*
 * 1. The field box styles, but growing with its rows instead of the 40 px control height.
 * 2. Resizes only vertically, so it never breaks the column it sits in.
 * 3. A text area shows the focus ring on any focus, like a text input (see fieldControlStyles).
 */
export const StyledTextArea = styled(AriaTextArea)`
  ${fieldControlStyles};
  display: block;
  height: auto; /* [1] */
  min-height: ${({ theme }) => theme.size.controlLg};
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  resize: vertical; /* [2] */

  &[data-focused] {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus}; /* [3] */
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }
  &[data-disabled] {
    resize: none;
  }
  &[data-disabled]::placeholder {
    color: ${({ theme }) => theme.color.textDisabled};
  }
`;

/*
 * 1. The error (left) and the counter (right) share one line under the field.
 */
export const Footer = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};

  & > :not([data-counter]) {
    flex: 1 1 auto; /* [1] */
  }
`;

export const Counter = styled.span`
  flex: none;
  margin-inline-start: auto;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-over] {
    color: ${({ theme }) => theme.color.criticalText};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
