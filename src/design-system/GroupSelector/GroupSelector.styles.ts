import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { fieldControlStyles, fieldRootStyles } from '../Field/index.ts';

/*
 * 1. The clear button sits over the end of the trigger (a button cannot hold another), so the root is the
 *    positioning context and the trigger leaves room for it.
 */
export const Root = styled.div`
  position: relative; /* [1] */
  min-width: 0;
`;

/* The field's column: label, description, trigger. */
export const Field = styled.div`
  ${fieldRootStyles};
`;

export const Trigger = styled(AriaButton)`
  ${fieldControlStyles};
  justify-content: space-between;
  cursor: pointer;

  &[data-clearable] > :first-child {
    padding-inline-end: ${({ theme }) => theme.space[800]}; /* [1] */
  }

  & > svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

export const Value = styled.span`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

export const ValueName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const ValueMeta = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  font-variant-numeric: tabular-nums;
`;

export const GroupIcon = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.space[600]};
  height: ${({ theme }) => theme.space[600]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.accentSubtle};
  color: ${({ theme }) => theme.color.accentText};

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

export const Networks = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[50]};
`;

/*
 * 1. Centred on the 40 px trigger at its bottom edge, before the chevron.
 */
export const ClearButton = styled(AriaButton)`
  position: absolute;
  inset-inline-end: calc(
    ${({ theme }) => theme.space[300]} + ${({ theme }) => theme.size.icon} +
      ${({ theme }) => theme.space[100]}
  );
  bottom: ${({ theme }) => theme.space[150]}; /* [1] */
  display: inline-grid;
  place-items: center;
  width: calc(${({ theme }) => theme.space[600]} + ${({ theme }) => theme.space[100]});
  height: calc(${({ theme }) => theme.space[600]} + ${({ theme }) => theme.space[100]});
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  cursor: pointer;
  outline: none;

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.bgHover};
    color: ${({ theme }) => theme.color.textPrimary};
  }
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;
