import { memo, useCallback, useMemo } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type BarProps,
} from 'recharts';
import { useTheme } from 'styled-components';
import {
  ChartFrame,
  ChartTooltipContent,
  dayTicks,
  daySpan,
  valueAxisWidth,
  maxAbs,
  formatAxisValue,
  formatDay,
  formatValue,
  useChartStyle,
  type ChartDataTable,
  type ChartLegendItem,
} from '../ChartFrame/index.ts';
import type { GrowthChartProps } from './GrowthChart.types.ts';
import { buildGrowthRows, type GrowthRow } from './GrowthChart.utils.ts';

/** Gained and lost stack on one bar per day. */
const GROWTH_BAR: Pick<BarProps, 'stackId' | 'radius' | 'maxBarSize' | 'isAnimationActive'> = {
  stackId: 'growth',
  radius: [2, 2, 0, 0],
  maxBarSize: 16,
  isAnimationActive: false,
};

const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };

/** "+1,234" / "−56": signed, for gains, losses and net change. */
function signed(value: number | null, locale?: string): string {
  if (value === null) return formatValue(null);
  const text = formatValue(Math.abs(value), 'number', locale);
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

/**
 * Follower growth per day: gains rise above zero (success colour), losses fall below it (critical colour) and a
 * line draws the net change. Arrow keys move the tooltip from day to day.
 */
export const GrowthChart = memo(function GrowthChart({
  points,
  gainedLabel,
  lostLabel,
  netLabel,
  dateLabel,
  summary,
  tableCaption,
  locale,
  height = 280,
  isSkeletonAnimated,
  ...state
}: GrowthChartProps) {
  const theme = useTheme();
  const style = useChartStyle();
  const rows = useMemo(() => buildGrowthRows(points), [points]);
  const colors = { gained: theme.color.success, lost: theme.color.critical, net: theme.color.textPrimary };

  const legend = useMemo<ChartLegendItem[]>(
    () => [
      { id: 'gained', name: gainedLabel, color: theme.color.success },
      { id: 'lost', name: lostLabel, color: theme.color.critical },
      { id: 'net', name: netLabel, color: theme.color.textPrimary, line: true },
    ],
    [gainedLabel, lostLabel, netLabel, theme],
  );

  const dataTable = useMemo<ChartDataTable>(
    () => ({
      caption: tableCaption ?? summary,
      columns: [dateLabel, gainedLabel, lostLabel, netLabel],
      rows: rows.map((row) => [
        formatDay(row.date, 'long', locale),
        signed(row.gained, locale),
        signed(row.lost, locale),
        signed(row.net, locale),
      ]),
    }),
    [rows, dateLabel, gainedLabel, lostLabel, netLabel, tableCaption, summary, locale],
  );

  const yWidth = useMemo(
    () =>
      valueAxisWidth(maxAbs(rows.flatMap((row) => [row.gained, row.lost, row.net])), 'number', locale, true),
    [rows, locale],
  );
  const days = useMemo(() => points.map((point) => point.date), [points]);
  const dateStyle = daySpan(days) > 120 ? 'month' : 'tick';
  const ticks = useMemo(() => dayTicks(days, dateStyle), [days, dateStyle]);
  const tickDate = useCallback((value: string) => formatDay(value, dateStyle, locale), [dateStyle, locale]);
  const tickValue = useCallback((value: number) => formatAxisValue(value, 'number', locale), [locale]);

  const renderTooltip = useCallback(
    ({ active, payload }: TooltipContentProps) => {
      const row = payload?.[0]?.payload as GrowthRow | undefined;
      if (!active || !row) return null;
      return (
        <ChartTooltipContent
          title={formatDay(row.date, 'long', locale)}
          items={[
            {
              id: 'gained',
              name: gainedLabel,
              color: theme.color.success,
              value: signed(row.gained, locale),
            },
            { id: 'lost', name: lostLabel, color: theme.color.critical, value: signed(row.lost, locale) },
            {
              id: 'net',
              name: netLabel,
              color: theme.color.textPrimary,
              value: signed(row.net, locale),
              shape: 'line',
            },
          ]}
          locale={locale}
        />
      );
    },
    [gainedLabel, lostLabel, netLabel, theme, locale],
  );

  return (
    <ChartFrame
      {...state}
      height={height}
      locale={locale}
      legend={legend}
      dataTable={dataTable}
      skeleton="bars"
      isSkeletonAnimated={isSkeletonAnimated}
    >
      <ComposedChart
        responsive
        style={{ width: '100%', height }}
        data={rows}
        margin={MARGIN}
        stackOffset="sign"
        barCategoryGap="20%"
        role="img"
        aria-label={summary}
      >
        <CartesianGrid {...style.grid} />
        <XAxis
          {...style.axis}
          dataKey="date"
          ticks={ticks}
          tickFormatter={tickDate}
          minTickGap={32}
          interval="preserveStartEnd"
        />
        <YAxis {...style.axis} tickFormatter={tickValue} width={yWidth} />
        <ReferenceLine y={0} stroke={style.zeroLine} />
        <Tooltip
          content={renderTooltip}
          cursor={style.cursorBand}
          isAnimationActive={false}
          wrapperStyle={style.tooltipWrapper}
        />
        <Bar dataKey="gained" name={gainedLabel} fill={colors.gained} {...GROWTH_BAR} />
        <Bar dataKey="lost" name={lostLabel} fill={colors.lost} {...GROWTH_BAR} />
        <Line
          dataKey="net"
          name={netLabel}
          type="monotone"
          stroke={colors.net}
          strokeWidth={1.5}
          dot={false}
          activeDot={{ r: 3.5, strokeWidth: 2, stroke: style.surface }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartFrame>
  );
});
