import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { fieldControlStyles, fieldRootStyles } from '../Field/index.ts';

export const Root = styled.div`
  ${fieldRootStyles};
`;

export const TriggerWrap = styled.div`
  position: relative;
  min-width: 0;
`;

/*
 * 1. Room for the avatar stack drawn over the start: 24 px for the first avatar, 16 px for each other one.
 */
export const Trigger = styled(AriaButton)`
  ${fieldControlStyles};
  cursor: pointer;

  &[data-avatars='1'] {
    padding-inline-start: calc(
      ${({ theme }) => theme.space[300]} * 2 + ${({ theme }) => theme.space[600]}
    ); /* [1] */
  }
  &[data-avatars='2'] {
    padding-inline-start: calc(${({ theme }) => theme.space[300]} * 2 + ${({ theme }) => theme.space[1000]});
  }
  &[data-avatars='3'] {
    padding-inline-start: calc(
      ${({ theme }) => theme.space[300]} * 2 + ${({ theme }) => theme.space[1200]} +
        ${({ theme }) => theme.space[200]}
    );
  }

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

/*
 * 1. Each avatar overlaps the previous one, ringed in the trigger's colour so the edges stay readable.
 */
export const AvatarStack = styled.span`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[300]};
  top: 50%;
  display: inline-flex;
  align-items: center;
  transform: translateY(-50%);
  pointer-events: none;

  &[data-disabled] {
    filter: grayscale(1); /* dimmed, keeping the contrast of the initials */
  }

  & > * + * {
    margin-inline-start: calc(-1 * ${({ theme }) => theme.space[200]}); /* [1] */
  }
  & > * {
    border-radius: ${({ theme }) => theme.radius.full};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.bgSurface};
  }
`;

export const TriggerText = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;
