import { Separator as AriaSeparator } from 'react-aria-components';
import styled, { css } from 'styled-components';

const line = css`
  flex: 1 1 auto;
  background: ${({ theme }) => theme.color.borderDefault};
`;

/*
 * 1. An <hr> brings a border, a margin and an inset of its own: all reset, the line is the background.
 * 2. A vertical divider takes the height of the row it sits in.
 */
export const StyledSeparator = styled(AriaSeparator)`
  flex: none;
  margin: 0; /* [1] */
  border: 0;
  background: ${({ theme }) => theme.color.borderDefault};

  &[aria-orientation='vertical'] {
    align-self: stretch; /* [2] */
    width: 1px;
    min-height: ${({ theme }) => theme.size.icon};
  }
  &:not([aria-orientation='vertical']) {
    width: 100%;
    height: 1px;
  }
`;

export const StyledLabeledDivider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};

  &[aria-orientation='horizontal'] {
    width: 100%;
  }
  &[aria-orientation='vertical'] {
    flex-direction: column;
    align-self: stretch;
    gap: ${({ theme }) => theme.space[200]};
  }
`;

export const Line = styled.span`
  ${line};

  [aria-orientation='horizontal'] > & {
    height: 1px;
  }
  [aria-orientation='vertical'] > & {
    width: 1px;
    min-height: ${({ theme }) => theme.space[400]};
  }
`;
