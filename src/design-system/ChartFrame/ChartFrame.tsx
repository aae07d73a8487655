import { AlertCircle, BarChart3 } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { Button } from '../Button/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  HiddenTables,
  Plot,
  SkeletonBars,
  SkeletonCentre,
  SkeletonGrid,
  SkeletonList,
  StateBox,
  StateMessage,
  StyledChartFrame,
  Table,
  Tables,
  TableScroll,
} from './ChartFrame.styles.ts';
import type { ChartDataTable, ChartFrameProps, ChartSkeletonShape } from './ChartFrame.types.ts';
import { ChartLegend } from './chartParts.tsx';

/** Fixed bar heights (percent) for the loading skeleton: chart-like, and the same on every render. */
const SKELETON_BARS = [46, 58, 52, 70, 64, 78, 60, 72, 84, 68, 88, 76, 62, 80];

function LoadingShape({ shape, animated }: { shape: ChartSkeletonShape; animated: boolean }) {
  switch (shape) {
    case 'donut':
      return (
        <SkeletonCentre>
          <Skeleton width="160px" height="160px" radius="full" isAnimated={animated} />
          <Skeleton lines={5} height="12px" isAnimated={animated} />
        </SkeletonCentre>
      );
    case 'grid':
      return (
        <SkeletonGrid>
          {Array.from({ length: 7 * 24 }, (_, index) => (
            <Skeleton key={index} height="20px" radius="sm" isAnimated={animated} />
          ))}
        </SkeletonGrid>
      );
    case 'list':
      return (
        <SkeletonList>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height="100%" radius="md" isAnimated={animated} />
          ))}
        </SkeletonList>
      );
    default:
      return (
        <SkeletonBars>
          {SKELETON_BARS.map((height, index) => (
            <Skeleton key={index} height={`${height}%`} radius="sm" isAnimated={animated} />
          ))}
        </SkeletonBars>
      );
  }
}

function DataTable({ table }: { table: ChartDataTable }) {
  const [rowHeader, ...valueColumns] = table.columns;
  return (
    <Table>
      <caption>{table.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{rowHeader}</th>
          {valueColumns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">{row[0]}</th>
            {row.slice(1).map((cell, cellIndex) => (
              <td key={cellIndex}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * The frame every chart renders in: the plot at a fixed height, its legend, and the states around it —
 * a chart-shaped loading skeleton, an empty message, an error with an optional retry. It also carries the
 * screen-reader alternative, a data table that is visually hidden, or shown instead of the plot with
 * `showTable`. The plot itself (recharts' svg) carries `role="img"` and the chart's summary.
 */
export const ChartFrame = forwardRef<HTMLDivElement, ChartFrameProps>(function ChartFrame(
  {
    status = 'ready',
    emptyMessage,
    errorMessage,
    onRetry,
    retryLabel,
    loadingLabel,
    height = 280,
    showTable = false,
    children,
    legend,
    legendPosition = 'bottom',
    dataTable,
    skeleton = 'bars',
    isSkeletonAnimated = true,
    fixedHeight = true,
    className,
    style,
  },
  ref,
) {
  const tableId = useId();
  const tables = dataTable === undefined ? [] : Array.isArray(dataTable) ? dataTable : [dataTable];
  const fluid = fixedHeight ? undefined : true;
  const frameStyle = { ...style, '--chart-height': `${height}px` } as React.CSSProperties;

  if (status === 'loading') {
    return (
      <StyledChartFrame
        ref={ref}
        className={className}
        style={frameStyle}
        aria-busy="true"
        data-status={status}
      >
        {loadingLabel && <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>}
        <LoadingShape shape={skeleton} animated={isSkeletonAnimated} />
      </StyledChartFrame>
    );
  }

  if (status === 'empty' || status === 'error') {
    const isError = status === 'error';
    return (
      <StyledChartFrame ref={ref} className={className} style={frameStyle} data-status={status}>
        <StateBox data-status={status} data-fluid={fluid}>
          {isError ? <AlertCircle aria-hidden="true" /> : <BarChart3 aria-hidden="true" />}
          <StateMessage role={isError ? 'alert' : 'status'}>
            {isError ? errorMessage : emptyMessage}
          </StateMessage>
          {isError && onRetry && retryLabel && (
            <Button size="sm" onPress={onRetry}>
              {retryLabel}
            </Button>
          )}
        </StateBox>
      </StyledChartFrame>
    );
  }

  const tableContent =
    tables.length === 1 ? (
      <DataTable table={tables[0]!} />
    ) : (
      <Tables>
        {tables.map((table) => (
          <DataTable key={table.caption} table={table} />
        ))}
      </Tables>
    );

  if (showTable && tables.length > 0) {
    return (
      <StyledChartFrame ref={ref} className={className} style={frameStyle} data-status={status}>
        <TableScroll tabIndex={0} role="region" aria-labelledby={tableId}>
          <VisuallyHidden id={tableId}>{tables.map((table) => table.caption).join(', ')}</VisuallyHidden>
          {tableContent}
        </TableScroll>
      </StyledChartFrame>
    );
  }

  return (
    <StyledChartFrame
      ref={ref}
      className={className}
      style={frameStyle}
      data-status={status}
      data-legend={legend && legend.length > 0 && legendPosition === 'right' ? 'right' : undefined}
    >
      <Plot data-fluid={fluid}>{children}</Plot>
      {legend && legend.length > 0 && <ChartLegend items={legend} position={legendPosition} />}
      {tables.length > 0 && <HiddenTables>{tableContent}</HiddenTables>}
    </StyledChartFrame>
  );
});
