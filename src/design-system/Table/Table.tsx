import { ArrowDown, ArrowUp, ArrowUpDown, Check, Minus } from 'lucide-react';
import { useMemo } from 'react';
import {
  Cell as AriaCell,
  Collection,
  Column as AriaColumn,
  Row as AriaRow,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  useTableOptions,
  Virtualizer,
  type SortDescriptor as AriaSortDescriptor,
} from 'react-aria-components';
import { Skeleton } from '../Skeleton/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  CellText,
  ColumnLabel,
  EmptyCell,
  Frame,
  SelectionCheckbox,
  SortIcon,
  StyledTable,
} from './Table.styles.ts';
import type { TableColumn, TableProps, TableRow } from './Table.types.ts';
import { WindowedTableLayout } from './WindowedTableLayout.ts';

const HEADING_HEIGHT = 40;
const LOADING_PREFIX = '__table-loading-';

function Checkbox() {
  return (
    <SelectionCheckbox slot="selection">
      {({ isSelected, isIndeterminate }) => (
        <span aria-hidden="true">{isIndeterminate ? <Minus /> : isSelected ? <Check /> : null}</span>
      )}
    </SelectionCheckbox>
  );
}

type HeaderProps = { columns: ReadonlyArray<TableColumn>; rowHeaderId?: string; isVirtualized: boolean };

function Header({ columns, rowHeaderId, isVirtualized }: HeaderProps) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  const hasCheckbox = selectionBehavior === 'toggle' && selectionMode === 'multiple';

  return (
    <AriaTableHeader columns={columns}>
      {hasCheckbox && (
        <AriaColumn data-selection width={40} minWidth={40}>
          <Checkbox />
        </AriaColumn>
      )}
      <Collection items={columns}>
        {(column) => (
          <AriaColumn
            id={column.id}
            isRowHeader={column.id === rowHeaderId}
            allowsSorting={column.allowsSorting}
            width={column.width}
            minWidth={column.minWidth ?? 80}
            maxWidth={column.maxWidth}
            textValue={column.name}
            // A plain <table> ignores the layout widths: fixed widths go on the header cells instead.
            style={
              isVirtualized
                ? undefined
                : {
                    width: typeof column.width === 'number' ? column.width : undefined,
                    minWidth: column.minWidth,
                    maxWidth: column.maxWidth,
                  }
            }
            data-align={column.align ?? 'start'}
          >
            {({ sortDirection, allowsSorting }) => (
              <ColumnLabel>
                <span>{column.name}</span>
                {allowsSorting && (
                  <SortIcon data-sorted={sortDirection ? true : undefined}>
                    {sortDirection === 'ascending' ? (
                      <ArrowUp />
                    ) : sortDirection === 'descending' ? (
                      <ArrowDown />
                    ) : (
                      <ArrowUpDown />
                    )}
                  </SortIcon>
                )}
              </ColumnLabel>
            )}
          </AriaColumn>
        )}
      </Collection>
    </AriaTableHeader>
  );
}

/**
 * The data table: posts, profiles, top hashtags. Sorting is controlled (`sortDescriptor` + `onSortChange`,
 * sort with `sortRows`), selection optional; keyboard navigation by row and cell comes from React Aria's
 * grid. With a `height` it scrolls inside a fixed box with a sticky header and renders only the visible rows,
 * so ten thousand rows stay fast. Numbers: align their columns `end`; every cell uses tabular figures.
 */
export function Table<T extends TableRow>({
  columns,
  rows,
  renderCell,
  sortDescriptor,
  onSortChange,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  onRowAction,
  emptyState,
  isLoading = false,
  loadingLabel,
  loadingRowCount = 5,
  isSkeletonAnimated = true,
  height,
  rowHeight = 44,
  className,
  'aria-label': ariaLabel,
}: TableProps<T>) {
  const isVirtualized = height !== undefined;
  const loadingRows = useMemo(
    () => Array.from({ length: loadingRowCount }, (_, index) => ({ id: `${LOADING_PREFIX}${index}` })),
    [loadingRowCount],
  );
  const items: ReadonlyArray<TableRow> = isLoading ? loadingRows : rows;
  const rowHeaderId = (columns.find((column) => column.isRowHeader) ?? columns[0])?.id;
  const layoutOptions = useMemo(() => ({ rowHeight, headingHeight: HEADING_HEIGHT }), [rowHeight]);

  const table = (
    <StyledTable
      aria-label={ariaLabel}
      data-virtualized={isVirtualized || undefined}
      sortDescriptor={sortDescriptor}
      onSortChange={(descriptor: AriaSortDescriptor) =>
        onSortChange?.({ column: String(descriptor.column), direction: descriptor.direction })
      }
      selectionMode={isLoading ? 'none' : selectionMode}
      selectionBehavior="toggle"
      selectedKeys={selectedKeys}
      defaultSelectedKeys={defaultSelectedKeys}
      onSelectionChange={onSelectionChange}
      onRowAction={isLoading ? undefined : onRowAction}
    >
      <Header columns={columns} rowHeaderId={rowHeaderId} isVirtualized={isVirtualized} />
      <AriaTableBody
        items={items}
        dependencies={[columns, renderCell, isLoading]}
        renderEmptyState={emptyState ? () => <EmptyCell>{emptyState}</EmptyCell> : undefined}
      >
        {(row) => (
          <AriaRow id={row.id} columns={columns} data-action={onRowAction ? true : undefined}>
            {selectionMode === 'multiple' && !isLoading && (
              <AriaCell>
                <Checkbox />
              </AriaCell>
            )}
            {columns.map((column) => (
              <AriaCell key={column.id} data-align={column.align ?? 'start'}>
                {isLoading ? (
                  <>
                    <Skeleton
                      width={column.align === 'end' ? '40%' : '60%'}
                      height="12px"
                      isAnimated={isSkeletonAnimated}
                    />
                    {column.id === rowHeaderId && <VisuallyHidden>{loadingLabel}</VisuallyHidden>}
                  </>
                ) : (
                  <CellContent maxWidth={column.maxWidth}>{renderCell(row as T, column.id)}</CellContent>
                )}
              </AriaCell>
            ))}
          </AriaRow>
        )}
      </AriaTableBody>
    </StyledTable>
  );

  return (
    <Frame
      className={className}
      aria-busy={isLoading || undefined}
      data-virtualized={isVirtualized || undefined}
      style={
        {
          '--table-height': isVirtualized ? `${height}px` : undefined,
          '--table-row-height': `${rowHeight}px`,
          '--table-heading-height': `${HEADING_HEIGHT}px`,
        } as React.CSSProperties
      }
    >
      {isVirtualized ? (
        <Virtualizer layout={WindowedTableLayout} layoutOptions={layoutOptions}>
          {table}
        </Virtualizer>
      ) : (
        table
      )}
    </Frame>
  );
}

/**
 * Plain text truncates (at the column's `maxWidth`: a plain table's cells grow with their content, so the limit
 * is on the text); anything else (a badge, an avatar with a name) is placed as it is.
 */
function CellContent({ children, maxWidth }: { children: React.ReactNode; maxWidth: number | undefined }) {
  return typeof children === 'string' || typeof children === 'number' ? (
    <CellText style={maxWidth === undefined ? undefined : { maxWidth }}>{children}</CellText>
  ) : (
    <>{children}</>
  );
}
