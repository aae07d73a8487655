import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { fieldControlStyles, fieldRootStyles } from '../Field/index.ts';

/* The field's column: label, description, trigger. */
export const Field = styled.div`
  ${fieldRootStyles};
`;

/*
 * 1. A little taller than a plain select, to fit the avatar and the handle under the name.
 */
export const Trigger = styled(AriaButton)`
  ${fieldControlStyles};
  height: ${({ theme }) => theme.size.controlLg}; /* [1] */

  &[data-has-avatar] {
    padding-inline-start: calc(${({ theme }) => theme.space[300]} * 2 + ${({ theme }) => theme.space[600]});
  }
  justify-content: space-between;
  cursor: pointer;

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

export const TriggerWrap = styled.div`
  position: relative;
  min-width: 0;
`;

/*
 * 1. Over the start of the trigger; clicks go through to it.
 */
export const TriggerAvatar = styled.span`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[300]};
  top: 50%;
  display: inline-flex;
  transform: translateY(-50%);
  pointer-events: none; /* [1] */

  [data-disabled] & {
    filter: grayscale(1); /* dimmed, keeping the contrast of the initials */
  }
`;

export const Value = styled.span`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;

  &[data-placeholder] {
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

/*
 * 1. Name and handle share a line when there is room; the handle gives way first.
 */
export const ProfileText = styled.span`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;
  text-align: start;
`;

export const ProfileName = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;

  [data-inactive] & {
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

export const ProfileMeta = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[150]};
  min-width: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  white-space: nowrap;
`;

export const Handle = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/*
 * 1. The dot echoes the status; its name is always written next to it, never colour alone.
 */
export const Status = styled.span`
  --status-color: ${({ theme }) => theme.color.warning};
  --status-text: ${({ theme }) => theme.color.warningText};

  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  color: var(--status-text);
  font-weight: ${({ theme }) => theme.font.weight.medium};

  &::before {
    content: '';
    width: ${({ theme }) => theme.space[150]};
    height: ${({ theme }) => theme.space[150]};
    border-radius: ${({ theme }) => theme.radius.full};
    background: var(--status-color); /* [1] */
  }

  &[data-tone='critical'] {
    --status-color: ${({ theme }) => theme.color.critical};
    --status-text: ${({ theme }) => theme.color.criticalText};
  }
  &[data-tone='neutral'] {
    --status-color: ${({ theme }) => theme.color.borderStrong};
    --status-text: ${({ theme }) => theme.color.textSecondary};
  }
`;
