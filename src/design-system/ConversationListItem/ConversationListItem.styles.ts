import { GridList, GridListItem } from 'react-aria-components';
import styled from 'styled-components';

export const StyledList = styled(GridList)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[50]};
  min-width: 0;
  outline: none;

  &[data-focus-visible] {
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
` as typeof GridList;

/*
 * 1. The unread marker: a dot before the avatar, so unread rows are found without reading the weight.
 */
export const Row = styled(GridListItem)`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  outline: none;
  cursor: pointer;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bgHover};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.color.bgPressed};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.bgSelected};
  }
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

export const Main = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const Line = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
`;

export const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;

  [data-unread] & {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Time = styled.time`
  flex: none;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  font-variant-numeric: tabular-nums;

  [data-unread] & {
    color: ${({ theme }) => theme.color.accentText};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const Preview = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  text-overflow: ellipsis;
  white-space: nowrap;

  [data-unread] & {
    color: ${({ theme }) => theme.color.textPrimary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const UnreadCount = styled.span`
  flex: none;
  min-width: ${({ theme }) => theme.space[500]};
  height: ${({ theme }) => theme.space[500]};
  padding: 0 ${({ theme }) => theme.space[150]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.textOnAccent};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.space[500]};
  text-align: center;
  font-variant-numeric: tabular-nums;
`;
