import { TextField as AriaTextField } from 'react-aria-components';
import styled from 'styled-components';
import { FieldBox, fieldRootStyles } from '../Field/index.ts';

export const StyledTagInput = styled(AriaTextField)`
  ${fieldRootStyles};
`;

/*
 * 1. The box grows with its rows of tags; with one row it keeps the 40 px control height: 4 px padding, a 1 px
 *    border each side, and a 30 px input row that the 24 px tags centre on.
 * 2. The input takes the rest of the row after the tags, and a row of its own when too little is left.
 */
export const TagBox = styled(FieldBox)`
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[100]};
  height: auto; /* [1] */
  min-height: ${({ theme }) => theme.size.controlMd};
  padding: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[200]};
  cursor: text;

  & > input {
    flex: 1 0 ${({ theme }) => theme.space[1600]}; /* [2] */
    height: calc(${({ theme }) => theme.size.controlMd} - ${({ theme }) => theme.space[200]} - 2px);
    padding: 0 ${({ theme }) => theme.space[100]};
  }
  & > [data-tags] {
    flex: 0 1 auto;
    min-width: 0;
  }
`;

export const Footer = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
`;

export const Counter = styled.span`
  flex: none;
  margin-inline-start: auto;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  &[data-full] {
    color: ${({ theme }) => theme.color.textPrimary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;
