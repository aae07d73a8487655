import { TimeField as AriaTimeField } from 'react-aria-components';
import styled from 'styled-components';
import { fieldRootStyles } from '../Field/index.ts';

export const StyledTimeField = styled(AriaTimeField)`
  ${fieldRootStyles};
`;

/*
 * 1. The field keeps to the width of its segments; the zone takes the rest of the row and wraps under it
 *    when the row is too narrow.
 */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};

  & > :first-child {
    flex: 0 0 auto; /* [1] */
    width: auto;
    min-width: calc(${({ theme }) => theme.space[1600]} * 2);
  }
`;

export const Zone = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[150]};
  min-width: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  font-variant-numeric: tabular-nums;

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;
