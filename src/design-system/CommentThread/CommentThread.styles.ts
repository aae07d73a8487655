import { Button } from 'react-aria-components';
import styled from 'styled-components';

export const StyledThread = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

/*
 * 1. Replies line up under the parent's text: the avatar's width (32 px) plus the comment's gap (12 px), with a
 *    hairline where the avatar column is, to tie them to the parent.
 */
export const Replies = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin-inline-start: calc(${({ theme }) => theme.space[800]} / 2);
  padding-inline-start: calc(
    ${({ theme }) => theme.space[800]} / 2 + ${({ theme }) => theme.space[300]} - 1px
  ); /* [1] */
  border-inline-start: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;

export const ReplyList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const MoreButton = styled(Button)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  height: ${({ theme }) => theme.space[800]};
  margin-inline-start: calc(-1 * ${({ theme }) => theme.space[200]});
  padding: 0 ${({ theme }) => theme.space[200]};
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.accentText};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.bgHover};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
