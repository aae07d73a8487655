import { memo, useCallback, useMemo } from 'react';
import {
  Bar,
  CartesianGrid,
  BarChart as RechartsBarChart,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import {
  ChartFrame,
  ChartTooltipContent,
  detailFormat,
  estimateAxisWidth,
  valueAxisWidth,
  formatAxisValue,
  formatValue,
  useChartStyle,
  useSeriesColors,
  type ChartDataTable,
  type ChartLegendItem,
} from '../ChartFrame/index.ts';
import type { BarChartProps } from './BarChart.types.ts';

const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };
type Row = { label: string } & Record<string, number | null | string>;

/**
 * Categories × series as columns or bars, grouped or stacked. Focus the chart and use the arrow keys to move the
 * tooltip from category to category; screen readers get the summary and a data table.
 */
export const BarChart = memo(function BarChart({
  data,
  series,
  layout = 'vertical',
  mode = 'grouped',
  valueFormat = 'number',
  summary,
  categoryLabel,
  tableCaption,
  locale,
  height = 280,
  isSkeletonAnimated,
  ...state
}: BarChartProps) {
  const style = useChartStyle();
  const colors = useSeriesColors(series);
  const exact = detailFormat(valueFormat);
  const horizontal = layout === 'horizontal';
  const stacked = mode === 'stacked';

  const rows = useMemo<Row[]>(
    () =>
      data.map((datum) => {
        const row: Row = { label: datum.label };
        series.forEach((item, index) => {
          row[`s${index}`] = datum.values[item.id] ?? null;
        });
        return row;
      }),
    [data, series],
  );

  const legend = useMemo<ChartLegendItem[]>(
    () => series.map((item, index) => ({ id: item.id, name: item.name, color: colors[index]! })),
    [series, colors],
  );

  const dataTable = useMemo<ChartDataTable>(
    () => ({
      caption: tableCaption ?? summary,
      columns: [categoryLabel, ...series.map((item) => item.name)],
      rows: rows.map((row) => [
        row.label,
        ...series.map((_, index) => formatValue(row[`s${index}`] as number | null, exact, locale)),
      ]),
    }),
    [rows, series, categoryLabel, tableCaption, summary, exact, locale],
  );

  const tickValue = useCallback(
    (value: number) => formatAxisValue(value, valueFormat, locale),
    [valueFormat, locale],
  );

  const renderTooltip = useCallback(
    ({ active, payload }: TooltipContentProps) => {
      const row = payload?.[0]?.payload as Row | undefined;
      if (!active || !row) return null;
      return (
        <ChartTooltipContent
          title={row.label}
          items={series.map((item, index) => ({
            id: item.id,
            name: item.name,
            color: colors[index]!,
            value: formatValue(row[`s${index}`] as number | null, exact, locale),
          }))}
          locale={locale}
        />
      );
    },
    [series, colors, exact, locale],
  );

  const valueWidth = useMemo(() => {
    let max = 0;
    rows.forEach((row) => {
      let sum = 0;
      series.forEach((_, index) => {
        const value = Math.abs(Number(row[`s${index}`] ?? 0));
        sum += value;
        max = Math.max(max, value);
      });
      if (stacked) max = Math.max(max, sum);
    });
    return valueAxisWidth(max, valueFormat, locale);
  }, [rows, series, stacked, valueFormat, locale]);
  const categoryWidth = useMemo(
    () => Math.min(160, estimateAxisWidth(data.map((datum) => datum.label))),
    [data],
  );

  // Bars name every category; columns name as many as fit without running together (a month of days: some).
  const categoryAxis = {
    ...style.axis,
    dataKey: 'label',
    type: 'category' as const,
    ...(horizontal ? { interval: 0 as const } : { interval: 'preserveStartEnd' as const, minTickGap: 12 }),
  };
  const valueAxis = { ...style.axis, type: 'number' as const, tickFormatter: tickValue };
  const radius = (index: number): [number, number, number, number] => {
    if (stacked && index !== series.length - 1) return [0, 0, 0, 0];
    return horizontal ? [0, 3, 3, 0] : [3, 3, 0, 0];
  };

  return (
    <ChartFrame
      {...state}
      height={height}
      locale={locale}
      legend={series.length > 1 ? legend : undefined}
      dataTable={dataTable}
      skeleton="bars"
      isSkeletonAnimated={isSkeletonAnimated}
    >
      <RechartsBarChart
        responsive
        style={{ width: '100%', height }}
        data={rows}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={MARGIN}
        barGap={2}
        barCategoryGap={horizontal ? '24%' : '20%'}
        role="img"
        aria-label={summary}
      >
        <CartesianGrid {...style.grid} vertical={horizontal} horizontal={!horizontal} />
        {horizontal ? (
          <>
            <XAxis {...valueAxis} />
            <YAxis {...categoryAxis} width={categoryWidth} />
          </>
        ) : (
          <>
            <XAxis {...categoryAxis} />
            <YAxis {...valueAxis} width={valueWidth} />
          </>
        )}
        <Tooltip
          content={renderTooltip}
          cursor={style.cursorBand}
          isAnimationActive={false}
          wrapperStyle={style.tooltipWrapper}
        />
        {series.map((item, index) => (
          <Bar
            key={item.id}
            dataKey={`s${index}`}
            name={item.name}
            fill={colors[index]}
            stackId={stacked ? 'stack' : undefined}
            radius={radius(index)}
            maxBarSize={stacked ? 40 : 24}
            isAnimationActive={false}
          />
        ))}
      </RechartsBarChart>
    </ChartFrame>
  );
});
