import { Button as AriaButton, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import styled, { css } from 'styled-components';

export const StyledCalendar = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgSurface};
  color: ${({ theme }) => theme.color.textPrimary};
`;

/*
 * 1. Navigation and title on the left, time zone and views on the right; the right part wraps under on a
 *    narrow calendar.
 */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap; /* [1] */
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[300]} ${({ theme }) => theme.space[400]};
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
`;

export const ToolbarGroup = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
`;

export const Title = styled.h2`
  margin: 0 0 0 ${({ theme }) => theme.space[100]};
  font-size: ${({ theme }) => theme.font.size.lg.fontSize};
  line-height: ${({ theme }) => theme.font.size.lg.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

export const TimeZone = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

export const ViewSwitcher = styled(ToggleButtonGroup)`
  display: inline-flex;
  padding: ${({ theme }) => theme.space[50]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSubtle};
`;

/** A toggle of a segmented control: the calendar's views, the range picker's comparison. */
export const segmentButtonStyles = css`
  padding: 0 ${({ theme }) => theme.space[300]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;

  &[data-hovered] {
    color: ${({ theme }) => theme.color.textPrimary};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.bgSurface};
    color: ${({ theme }) => theme.color.textPrimary};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

export const ViewButton = styled(ToggleButton)`
  height: calc(${({ theme }) => theme.size.controlSm} - ${({ theme }) => theme.space[100]});
  outline: none;
  ${segmentButtonStyles}
`;

/* ---------- Month and week tables ---------- */

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;

  th,
  td {
    padding: 0;
    border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  }
  tr > :first-child {
    border-inline-start: 0;
  }
  tr > :last-child {
    border-inline-end: 0;
  }
  thead th {
    border-top: 0;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

export const WeekdayHeader = styled.th`
  height: ${({ theme }) => theme.size.controlSm};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: start;
  text-transform: uppercase;
  letter-spacing: 0.04em;

  && {
    padding: 0 ${({ theme }) => theme.space[200]};
  }
`;

/*
 * 1. Days of the neighbouring months sit on the canvas colour, so the month stands out.
 * 2. The create button shows on hover and keyboard focus only; it stays in the tab order.
 */
export const DayCell = styled.td`
  height: calc(${({ theme }) => theme.space[1600]} * 2 - ${({ theme }) => theme.space[400]});
  vertical-align: top;

  &[data-outside] {
    background: ${({ theme }) => theme.color.bgCanvas}; /* [1] */
  }
  &[data-creatable] {
    cursor: copy;
  }
`;

export const DayInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[50]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[100]};
`;

export const DayHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[100]};
  min-height: ${({ theme }) => theme.space[600]};
`;

export const DayNumber = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: ${({ theme }) => theme.space[600]};
  height: ${({ theme }) => theme.space[600]};
  padding: 0 ${({ theme }) => theme.space[100]};
  border-radius: ${({ theme }) => theme.radius.full};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-variant-numeric: tabular-nums;

  [data-outside] & {
    color: ${({ theme }) => theme.color.textSecondary};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  &[data-today] {
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.textOnAccent};
  }
`;

export const CreateButton = styled(AriaButton)`
  display: inline-grid;
  flex: none;
  margin-inline-start: auto;
  place-items: center;
  width: ${({ theme }) => theme.space[600]};
  height: ${({ theme }) => theme.space[600]};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textSecondary};
  cursor: pointer;
  opacity: 0; /* [2] */
  outline: none;

  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }

  td:hover &,
  th:hover &,
  &[data-focus-visible] {
    opacity: 1;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.bgHover};
    color: ${({ theme }) => theme.color.textPrimary};
  }
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

export const ChipList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[50]};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const statusColors = css`
  &[data-status='draft'] {
    --chip-status: ${({ theme }) => theme.color.borderStrong};
  }
  &[data-status='awaiting-approval'] {
    --chip-status: ${({ theme }) => theme.color.warning};
  }
  &[data-status='approved'],
  &[data-status='publishing'] {
    --chip-status: ${({ theme }) => theme.color.info};
  }
  &[data-status='scheduled'] {
    --chip-status: ${({ theme }) => theme.color.accent};
  }
  &[data-status='published'] {
    --chip-status: ${({ theme }) => theme.color.success};
  }
  &[data-status='failed'] {
    --chip-status: ${({ theme }) => theme.color.critical};
  }
`;

/*
 * 1. The status shows as the colour of the left edge; its name is in the accessible name. A failed post adds
 *    an icon and a tint, a draft a dashed outline, so the two that need attention do not rely on colour.
 */
export const Chip = styled(AriaButton)`
  --chip-status: ${({ theme }) => theme.color.accent};

  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  width: 100%;
  min-width: 0;
  height: ${({ theme }) => theme.space[600]};
  padding: 0 ${({ theme }) => theme.space[150]} 0 ${({ theme }) => theme.space[100]};
  border: 1px solid transparent;
  border-inline-start: 3px solid var(--chip-status); /* [1] */
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textPrimary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  text-align: start;
  cursor: pointer;
  outline: none;

  ${statusColors}

  &[data-status='failed'] {
    background: ${({ theme }) => theme.color.criticalSubtle};
  }
  &[data-status='draft'] {
    border-style: dashed;
    border-color: ${({ theme }) => theme.color.borderStrong};
    border-inline-start-style: solid;
    background: ${({ theme }) => theme.color.bgSurface};
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.bgHover};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.color.bgPressed};
  }
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }

  & > svg {
    flex: none;
  }
`;

export const ChipTime = styled.span`
  flex: none;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const ChipCaption = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textSecondary};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const FailedIcon = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.color.criticalText};

  svg {
    width: ${({ theme }) => theme.space[300]};
    height: ${({ theme }) => theme.space[300]};
  }
`;

export const MoreButton = styled(AriaButton)`
  align-self: flex-start;
  height: ${({ theme }) => theme.space[500]};
  padding: 0 ${({ theme }) => theme.space[100]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textLink};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bgHover};
  }
  &[data-focus-visible] {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
`;

export const PopoverChips = styled(ChipList)`
  gap: ${({ theme }) => theme.space[100]};
  min-width: calc(${({ theme }) => theme.space[1600]} * 3);
`;

/* ---------- Week ---------- */

export const HourHeader = styled.th`
  width: ${({ theme }) => theme.space[1600]};
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  font-variant-numeric: tabular-nums;
  text-align: end;
  vertical-align: top;
  white-space: nowrap;

  && {
    padding: ${({ theme }) => theme.space[50]} ${({ theme }) => theme.space[200]};
  }
`;

export const WeekDayHeader = styled.th`
  text-align: start;
  font-weight: ${({ theme }) => theme.font.weight.regular};

  && {
    padding: ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[100]}
      ${({ theme }) => theme.space[100]} ${({ theme }) => theme.space[200]};
  }
`;

export const WeekDayHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

export const WeekdayName = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.xs.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const SlotCell = styled.td`
  height: ${({ theme }) => theme.size.controlSm};
  vertical-align: top;
  &[data-creatable] {
    cursor: copy;
  }
  &[data-creatable]:hover {
    background: ${({ theme }) => theme.color.bgHover};
  }
`;

export const SlotInner = styled.div`
  padding: ${({ theme }) => theme.space[50]};
`;

/* ---------- List ---------- */

export const ListBody = styled.div`
  display: flex;
  flex-direction: column;
`;

export const ListDay = styled.section`
  display: flex;
  flex-direction: column;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
  }
`;

export const ListDayTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[400]};
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export const ListRows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    border-top: 1px solid ${({ theme }) => theme.color.borderSubtle};
  }
`;

export const ListRow = styled(AriaButton)`
  ${statusColors}

  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  width: 100%;
  min-height: ${({ theme }) => theme.size.controlLg};
  padding: ${({ theme }) => theme.space[200]} ${({ theme }) => theme.space[400]};
  border: 0;
  border-inline-start: 3px solid var(--chip-status);
  background: transparent;
  color: ${({ theme }) => theme.color.textPrimary};
  font: inherit;
  text-align: start;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.bgHover};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.borderFocus};
  }
`;

export const ListTime = styled.span`
  flex: none;
  width: ${({ theme }) => theme.space[1600]};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

export const Thumbnail = styled.img`
  flex: none;
  width: ${({ theme }) => theme.space[1000]};
  height: ${({ theme }) => theme.space[1000]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSubtle};
  object-fit: cover;
`;

export const ThumbnailPlaceholder = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.space[1000]};
  height: ${({ theme }) => theme.space[1000]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bgSubtle};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const ListText = styled.span`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;
`;

export const ListProfile = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const ListCaption = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.color.textSecondary};
  font-size: ${({ theme }) => theme.font.size.sm.fontSize};
  line-height: ${({ theme }) => theme.font.size.sm.lineHeight};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[1000]} ${({ theme }) => theme.space[400]};
  color: ${({ theme }) => theme.color.textSecondary};
  text-align: center;
`;
