import styled from 'styled-components';

/*
 * 1. Tones only swap custom properties (data-tone): the rule set never changes per render.
 * 2. The 20 px height matches the line box of 14 px body text, so a badge never grows a table row.
 * 3. The hairline border keeps the neutral pill visible where its fill is close to the surface (dark theme).
 * 4. Icons follow the font size, so they shrink with the `sm` badge.
 */
export const StyledBadge = styled.span`
  --badge-bg: ${({ theme }) => theme.color.bgSubtle};
  --badge-fg: ${({ theme }) => theme.color.textSecondary};
  --badge-border: ${({ theme }) => theme.color.borderSubtle};

  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  max-width: 100%;
  height: ${({ theme }) => theme.space[600]};
  padding: 0 ${({ theme }) => theme.space[200]};
  border: 1px solid var(--badge-border); /* [3] */
  border-radius: ${({ theme }) => theme.radius.full};
  background: var(--badge-bg);
  color: var(--badge-fg);
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  vertical-align: middle;

  /* [4] */
  svg {
    width: 1em;
    height: 1em;
    flex: none;
  }

  &[data-size='sm'] {
    height: ${({ theme }) => theme.space[500]}; /* [2] */
    padding: 0 ${({ theme }) => theme.space[150]};
    font-size: ${({ theme }) => theme.font.size.xs.fontSize};
    line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  }

  /* [1] */
  &[data-tone='accent'] {
    --badge-bg: ${({ theme }) => theme.color.accentSubtle};
    --badge-fg: ${({ theme }) => theme.color.accentText};
    --badge-border: transparent;
  }
  &[data-tone='success'] {
    --badge-bg: ${({ theme }) => theme.color.successSubtle};
    --badge-fg: ${({ theme }) => theme.color.successText};
    --badge-border: transparent;
  }
  &[data-tone='warning'] {
    --badge-bg: ${({ theme }) => theme.color.warningSubtle};
    --badge-fg: ${({ theme }) => theme.color.warningText};
    --badge-border: transparent;
  }
  &[data-tone='critical'] {
    --badge-bg: ${({ theme }) => theme.color.criticalSubtle};
    --badge-fg: ${({ theme }) => theme.color.criticalText};
    --badge-border: transparent;
  }
  &[data-tone='info'] {
    --badge-bg: ${({ theme }) => theme.color.infoSubtle};
    --badge-fg: ${({ theme }) => theme.color.infoText};
    --badge-border: transparent;
  }
`;

export const BadgeLabel = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const BadgeIcon = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-flex;
  flex: none;
`;
