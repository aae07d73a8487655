import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell as AriaCalendarCell,
  CalendarGrid as AriaCalendarGrid,
  CalendarHeaderCell as AriaCalendarHeaderCell,
  DateInput as AriaDateInput,
  DatePicker as AriaDatePicker,
  DateSegment as AriaDateSegment,
  Dialog as AriaDialog,
  Group as AriaGroup,
  Heading as AriaHeading,
  Popover as AriaPopover,
  RangeCalendar as AriaRangeCalendar,
} from 'react-aria-components';
import styled, { css } from 'styled-components';
import { fieldControlStyles, fieldIconButtonStyles, fieldRootStyles } from '../Field/index.ts';

export const StyledDatePicker = styled(AriaDatePicker)`
  ${fieldRootStyles};
`;

/*
 * 1. Segments are focused as a text input is, pointer included: the box shows the ring (see fieldControlStyles).
 * 2. The calendar button sits flush with the end of the box.
 */
export const dateBoxStyles = css`
  ${fieldControlStyles};
  gap: ${({ theme }) => theme.space[100]};

  &:has([role='spinbutton']:focus) {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadow.focus}; /* [1] */
  }
`;

export const DateBox = styled(AriaGroup)`
  ${dateBoxStyles};
  padding-inline-end: ${({ theme }) => theme.space[100]}; /* [2] */
`;

/** The date or time segments when the input itself is the box (TimePicker). */
export const DateInputBox = styled(AriaDateInput)`
  ${dateBoxStyles};
  font-variant-numeric: tabular-nums;
`;

/** The segments inside a box that also holds a button (DatePicker). */
export const InlineDateInput = styled(AriaDateInput)`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  min-width: 0;
  font-variant-numeric: tabular-nums;
`;

/*
 * 1. Literals (the "/" and ":") are quieter than the figures around them.
 */
export const Segment = styled(AriaDateSegment)`
  padding: 0 ${({ theme }) => theme.space[50]};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.textPrimary};
  text-align: end;
  outline: none;
  caret-color: transparent;

  &[data-type='literal'] {
    padding: 0;
    color: ${({ theme }) => theme.color.textSecondary}; /* [1] */
  }
  &[data-placeholder] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[data-focused] {
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.textOnAccent};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.textDisabled};
  }
`;

export const CalendarButton = styled(AriaButton)`
  ${fieldIconButtonStyles};
  width: ${({ theme }) => theme.size.controlSm};
  height: ${({ theme }) => theme.size.controlSm};
  margin-inline-start: auto;
`;

export const PickerPopover = styled(AriaPopover)`
  max-width: calc(100vw - ${({ theme }) => theme.space[400]});
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.textPrimary};
  z-index: ${({ theme }) => theme.zIndex.popover};
  outline: none;
`;

export const PickerDialog = styled(AriaDialog)`
  padding: ${({ theme }) => theme.space[300]};
  outline: none;
`;

const calendarRootStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  width: max-content;
`;

export const StyledCalendar = styled(AriaCalendar)`
  ${calendarRootStyles};
` as typeof AriaCalendar;

export const StyledRangeCalendar = styled(AriaRangeCalendar)`
  ${calendarRootStyles};
` as typeof AriaRangeCalendar;

export const CalendarHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
`;

export const CalendarHeading = styled(AriaHeading)`
  flex: 1 1 auto;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
`;

export const NavButton = styled(CalendarButton)`
  margin: 0;
`;

export const CalendarMonths = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[600]};
`;

/*
 * 1. No spacing between cells, so a selected range reads as one continuous band.
 */
export const CalendarGrid = styled(AriaCalendarGrid)`
  border-collapse: collapse; /* [1] */
  border-spacing: 0;

  td {
    padding: ${({ theme }) => theme.space[25]} 0;
  }
`;

export const CalendarHeaderCell = styled(AriaCalendarHeaderCell)`
  width: ${({ theme }) => theme.size.controlSm};
  height: ${({ theme }) => theme.size.controlSm};
  padding: 0;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: center;
`;

/*
 * 1. Days of the neighbouring months keep their place in the grid but are not shown.
 * 2. Inside a range, the days between the ends form a light band; the ends are solid accent, rounded on
 *    their outer side.
 * 3. An unavailable day (outside min/max) is struck through: more than a colour tells it apart.
 */
export const CalendarCell = styled(AriaCalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.controlSm};
  height: ${({ theme }) => theme.size.controlSm};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;
  -webkit-tap-highlight-color: transparent;

  &[data-outside-month] {
    visibility: hidden; /* [1] */
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.bgHover};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.color.bgPressed};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.textOnAccent};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  /* [2] */
  [data-range] &[data-selected] {
    border-radius: 0;
    background: ${({ theme }) => theme.color.accentSubtle};
    color: ${({ theme }) => theme.color.accentText};
  }
  [data-range] &[data-selection-start],
  [data-range] &[data-selection-end] {
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.textOnAccent};
  }
  [data-range] &[data-selection-start] {
    border-start-start-radius: ${({ theme }) => theme.radius.md};
    border-end-start-radius: ${({ theme }) => theme.radius.md};
  }
  [data-range] &[data-selection-end] {
    border-start-end-radius: ${({ theme }) => theme.radius.md};
    border-end-end-radius: ${({ theme }) => theme.radius.md};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.borderFocus};
  }
  &[data-selected][data-focus-visible] {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &[data-disabled],
  &[data-unavailable] {
    cursor: not-allowed;
    background: transparent;
    color: ${({ theme }) => theme.color.textDisabled};
  }
  &[data-unavailable] {
    text-decoration: line-through; /* [3] */
  }
`;
