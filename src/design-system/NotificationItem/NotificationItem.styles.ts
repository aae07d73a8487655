import styled from 'styled-components';

/*
 * 1. Icon, text, and the end column (unread dot, mark-as-read) on one row; the text column shrinks.
 * 2. Tones only swap custom properties (data-tone), so the rule set never changes per render.
 */
export const StyledNotification = styled.article`
  --notification-icon-bg: ${({ theme }) => theme.color.bgSubtle};
  --notification-icon-fg: ${({ theme }) => theme.color.textSecondary};

  display: flex; /* [1] */
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[400]};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};

  /* [2] */
  &[data-tone='critical'] {
    --notification-icon-bg: ${({ theme }) => theme.color.criticalSubtle};
    --notification-icon-fg: ${({ theme }) => theme.color.criticalText};
  }
  &[data-tone='success'] {
    --notification-icon-bg: ${({ theme }) => theme.color.successSubtle};
    --notification-icon-fg: ${({ theme }) => theme.color.successText};
  }
  &[data-tone='warning'] {
    --notification-icon-bg: ${({ theme }) => theme.color.warningSubtle};
    --notification-icon-fg: ${({ theme }) => theme.color.warningText};
  }
  &[data-tone='accent'] {
    --notification-icon-bg: ${({ theme }) => theme.color.accentSubtle};
    --notification-icon-fg: ${({ theme }) => theme.color.accentText};
  }
  &[data-tone='info'] {
    --notification-icon-bg: ${({ theme }) => theme.color.infoSubtle};
    --notification-icon-fg: ${({ theme }) => theme.color.infoText};
  }
`;

export const KindIcon = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.space[800]};
  height: ${({ theme }) => theme.space[800]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: var(--notification-icon-bg);
  color: var(--notification-icon-fg);

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

export const Content = styled.div`
  display: grid;
  flex: 1 1 auto;
  gap: ${({ theme }) => theme.space[50]};
  min-width: 0;
`;

/*
 * 1. The time keeps to its own width at the end of the first line; a long title wraps before it.
 */
export const TitleRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
`;

export const Title = styled.h3`
  flex: 1 1 auto;
  min-width: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;

  [data-unread] & {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const Time = styled.time`
  flex: none; /* [1] */
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Body = styled.div`
  display: -webkit-box;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

export const ActionRow = styled.div`
  display: flex;
  padding-top: ${({ theme }) => theme.space[100]};
`;

/*
 * 1. The column keeps its width whether or not the item is unread, so titles line up down a list.
 */
export const EndColumn = styled.div`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  min-width: ${({ theme }) => theme.size.controlSm}; /* [1] */
`;

export const UnreadDot = styled.span`
  display: inline-grid;
  place-items: center;
  height: ${({ theme }) => theme.font.size.md.lineHeight};

  &::before {
    content: '';
    width: ${({ theme }) => theme.space[200]};
    height: ${({ theme }) => theme.space[200]};
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.accent};
  }
`;

export const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
  }
`;
