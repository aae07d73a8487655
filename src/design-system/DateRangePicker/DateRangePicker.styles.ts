import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { fieldControlStyles, fieldRootStyles } from '../Field/index.ts';

export const Root = styled.div`
  ${fieldRootStyles};
`;

export const Label = styled.span`
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.textPrimary};
`;

export const Description = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  color: ${({ theme }) => theme.color.textSecondary};
`;

/*
 * 1. As wide as its text by default; a long comparison ends in an ellipsis instead of growing past its column.
 */
export const Trigger = styled(AriaButton)`
  ${fieldControlStyles};
  width: auto; /* [1] */
  max-width: 100%;
  align-self: flex-start;
  cursor: pointer;

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    color: ${({ theme }) => theme.color.textSecondary};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.color.bgHover};
  }
`;

export const TriggerText = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export const TriggerRange = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};

  &[data-placeholder] {
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const TriggerComparison = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
`;
