import { Checkbox as AriaCheckbox, Table as AriaTable } from 'react-aria-components';
import styled, { css } from 'styled-components';

/*
 * The frame: a bordered surface. Without a fixed height it scrolls sideways when the columns do not fit.
 */
export const Frame = styled.div`
  position: relative;
  min-width: 0;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSurface};

  &[data-virtualized] {
    overflow: hidden;
  }
`;

/*
 * The parts are React Aria's own elements styled through their default class names, not one styled wrapper
 * each: a virtualised table builds a collection node for every row and cell (60,000 for 10,000 rows), and a
 * wrapper per cell would multiply the cost of that build.
 * 1. The header row's fill and rule are on the cells, so the sticky header keeps them.
 * 2. A hairline between rows, none after the last (the frame's border closes the table).
 * 3. React Aria moves keyboard focus onto rows and cells: an inset ring, which scrolling never clips.
 * 4. One line per row: long text ends in an ellipsis (rows have a fixed height when virtualised).
 */
export const tablePartStyles = css`
  .react-aria-TableHeader {
    position: sticky; /* [3] */
    top: 0;
    z-index: 1;
  }

  .react-aria-Column {
    height: var(--table-heading-height);
    padding: 0 ${({ theme }) => theme.space[300]};
    border-bottom: 1px solid ${({ theme }) => theme.color.borderDefault};
    background: ${({ theme }) => theme.color.bgSubtle}; /* [1] */
    color: ${({ theme }) => theme.color.textSecondary};
    font-size: ${({ theme }) => theme.font.size.xs.fontSize};
    line-height: ${({ theme }) => theme.font.size.xs.lineHeight};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-align: start;
    white-space: normal; /* a long name goes on two lines rather than widening a column of short figures */
    vertical-align: middle;
    outline: none;

    &[data-allows-sorting] {
      cursor: pointer;
    }
    &[data-allows-sorting][data-hovered] {
      color: ${({ theme }) => theme.color.textPrimary};
    }
    &[data-focus-visible] {
      box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.borderFocus};
    }
    &[data-selection] {
      width: calc(${({ theme }) => theme.size.icon} + ${({ theme }) => theme.space[300]} * 2);
    }
  }

  .react-aria-Row {
    background: ${({ theme }) => theme.color.bgSurface};
    outline: none;

    & > .react-aria-Cell {
      border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle}; /* [2] */
    }
    &:last-child > .react-aria-Cell {
      border-bottom-color: transparent;
    }
    &[data-action] {
      cursor: pointer;
    }
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
      box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.borderFocus}; /* [3] */
    }
  }

  .react-aria-Cell {
    height: var(--table-row-height);
    padding: 0 ${({ theme }) => theme.space[300]};
    text-align: start;
    vertical-align: middle;
    white-space: nowrap; /* [4] */
    overflow: hidden;
    text-overflow: ellipsis;
    outline: none;

    &[data-focus-visible] {
      box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.borderFocus};
    }
  }

  .react-aria-Column[data-align='end'],
  .react-aria-Cell[data-align='end'] {
    text-align: end;
    justify-content: flex-end;
  }
  .react-aria-Cell[data-align='end'] > [aria-hidden] {
    margin-inline-start: auto; /* a skeleton bar sits where the figure will */
  }

  /* Virtualised: every part is an absolutely placed box, so content is centred with flex. */
  &[data-virtualized] {
    .react-aria-Column,
    .react-aria-Cell {
      display: flex;
      align-items: center;
    }
    .react-aria-Row:last-child > .react-aria-Cell {
      border-bottom-color: ${({ theme }) => theme.color.borderSubtle};
    }
  }
`;

/*
 * React Aria renders a <table> normally and <div role="grid"> rows with inline positions when virtualised;
 * roles select the parts in both cases.
 * 1. Every figure in the table lines up: tabular numbers everywhere.
 * 2. Virtualised: the table is the scroll container, `--table-height` tall.
 * 3. The parts, below.
 */
export const StyledTable = styled(AriaTable)`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  color: ${({ theme }) => theme.color.textPrimary};
  font-size: ${({ theme }) => theme.font.size.md.fontSize};
  line-height: ${({ theme }) => theme.font.size.md.lineHeight};
  font-variant-numeric: tabular-nums; /* [1] */
  outline: none;

  [data-virtualized] > & {
    display: block;
    height: var(--table-height); /* [2] */
    overflow: auto;
    overscroll-behavior: contain;
  }

  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.borderFocus};
  }

  ${tablePartStyles};
` as typeof AriaTable;

export const ColumnLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  max-width: 100%;
  vertical-align: middle;

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

export const SortIcon = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.color.textSecondary};

  &[data-sorted] {
    color: ${({ theme }) => theme.color.textPrimary};
  }
  &:not([data-sorted]) {
    opacity: 0.6;
  }
  svg {
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
  }
`;

/** Truncates text inside a flex cell (virtualised cells are flex boxes). */
export const CellText = styled.span`
  display: block;
  min-width: 0;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const EmptyCell = styled.div`
  padding: ${({ theme }) => theme.space[600]} ${({ theme }) => theme.space[400]};
  white-space: normal;
`;

/*
 * The selection checkbox: a 16px box (the row or header is the larger target).
 */
export const SelectionCheckbox = styled(AriaCheckbox)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
  cursor: pointer;
  outline: none;

  & > span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.size.icon};
    height: ${({ theme }) => theme.size.icon};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bgSurface};
    color: ${({ theme }) => theme.color.textOnAccent};
  }
  & svg {
    width: ${({ theme }) => theme.space[300]};
    height: ${({ theme }) => theme.space[300]};
  }
  &[data-selected] > span,
  &[data-indeterminate] > span {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accent};
  }
  &[data-focus-visible] > span {
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;
