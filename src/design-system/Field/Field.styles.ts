import {
  FieldError as AriaFieldError,
  Group as AriaGroup,
  Input as AriaInput,
  Label as AriaLabel,
  Text as AriaText,
} from 'react-aria-components';
import styled, { css } from 'styled-components';

/** The column every field stacks in: label, description, control, error. */
export const fieldRootStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[150]};
  min-width: 0;
`;

/*
 * The box of a field control: the input group of a text field, the trigger of a select.
 * 1. `[data-invalid] > &` and `[data-disabled] > &` pick up the state of the React Aria field root around the
 *    box, for controls (a select's button) that do not carry the state themselves.
 * 2. A text input shows the ring on any focus, pointer included, as `:focus-visible` does for text inputs: the
 *    caret alone is too faint to show where typing goes. A button inside the box (a password toggle) rings
 *    itself, not the box.
 */
export const fieldControlStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  width: 100%;
  min-width: 0;
  height: ${({ theme }) => theme.size.controlMd};
  padding: 0 ${({ theme }) => theme.space[300]};
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
  font: inherit;
  text-align: start;
  transition:
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    box-shadow ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  /* [2] */
  &[data-focus-visible],
  &:has(input:focus-visible) {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  /* [1] */
  &[data-invalid],
  [data-invalid] > & {
    border-color: ${({ theme }) => theme.color.critical};
  }
  &[data-disabled],
  [data-disabled] > & {
    cursor: not-allowed;
    border-color: ${({ theme }) => theme.color.borderSubtle};
    background: ${({ theme }) => theme.color.bgSubtle};
    color: ${({ theme }) => theme.color.textDisabled};
  }
`;

export const FieldLabel = styled(AriaLabel)`
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.textPrimary};
`;

/** Help text; the `description` slot makes React Aria link it to the control with `aria-describedby`. */
export const FieldDescription = styled(AriaText).attrs({ slot: 'description' })`
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  color: ${({ theme }) => theme.color.textSecondary};
`;

/*
 * 1. Centres the 16px icon on the first 20px line, and keeps it there when the message wraps.
 * 2. An invalid field with no message renders an empty error element: it must not add a gap to the column.
 */
export const StyledFieldError = styled(AriaFieldError)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[100]};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  color: ${({ theme }) => theme.color.criticalText};

  svg {
    flex: none;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    margin-top: ${({ theme }) => theme.space[50]}; /* [1] */
  }

  &:empty {
    display: none; /* [2] */
  }
`;

/** The bare input inside a field box: the box draws border, background and focus. */
export const FieldInput = styled(AriaInput)`
  flex: 1 1 auto;
  align-self: stretch;
  min-width: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
  &[data-disabled]::placeholder {
    color: ${({ theme }) => theme.color.textDisabled};
  }
`;

/*
 * 1. A group is focus-visible while anything inside has keyboard focus; a button in the box (a password toggle)
 *    draws its own ring, so the box rings only for its input.
 */
export const FieldBox = styled(AriaGroup)`
  ${fieldControlStyles};

  &[data-focus-visible]:not(:has(input:focus-visible)) {
    box-shadow: none; /* [1] */
  }
`;

/** Icons and buttons inside the box, before or after the input. */
export const FieldAffix = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  color: ${({ theme }) => theme.color.textSecondary};

  & > svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

export const FieldListEmpty = styled.div`
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[300]};
  color: ${({ theme }) => theme.color.textSecondary};
`;

/** A row of a list box: hover, press, selection, keyboard focus and disabled, for every list that offers options. */
export const listItemStyles = css`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  min-height: ${({ theme }) => theme.size.controlSm};
  padding: ${({ theme }) => theme.space[150]} ${({ theme }) => theme.space[200]};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.textPrimary};
  cursor: pointer;
  outline: none;

  &[data-hovered],
  &[data-focused] {
    background: ${({ theme }) => theme.color.bgHover};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.color.bgPressed};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.bgSelected};
  }
  &[data-selected][data-focused] {
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.borderFocus};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.borderFocus};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textDisabled};
  }
`;

export const ListItemText = styled.span`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;

  [slot='description'] {
    font-size: ${({ theme }) => theme.font.size.sm.fontSize};
    line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;

/*
 * 1. Always takes its place, so rows do not shift when the selection moves.
 */
export const ListItemCheck = styled.span`
  display: inline-flex;
  flex: none;
  width: ${({ theme }) => theme.size.icon}; /* [1] */
  height: ${({ theme }) => theme.font.size.md.lineHeight};
  align-items: center;
  color: ${({ theme }) => theme.color.accentText};

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

/**
 * The quiet icon button inside a field's box: show the password, open the list, open the calendar. The caller
 * sets its size and placement.
 */
export const fieldIconButtonStyles = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  cursor: pointer;

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.bgHover};
    color: ${({ theme }) => theme.color.textPrimary};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.color.bgPressed};
  }
  &[data-focus-visible] {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textDisabled};
    background: transparent;
  }
`;
