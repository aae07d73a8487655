import { memo, useCallback, useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { useTheme } from 'styled-components';
import {
  ChartFrame,
  ChartTooltipContent,
  valueAxisWidth,
  formatAxisValue,
  formatShare,
  formatValue,
  useChartStyle,
  type ChartDataTable,
} from '../ChartFrame/index.ts';
import type { HistogramBucket, HistogramProps } from './Histogram.types.ts';

const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };

/**
 * A distribution: one bar per range (bucket), nearly touching, e.g. posts by engagement rate. The tooltip gives
 * the count and its share of the total.
 */
export const Histogram = memo(function Histogram({
  buckets,
  countLabel,
  bucketLabel,
  shareLabel,
  summary,
  tableCaption,
  color,
  locale,
  height = 240,
  isSkeletonAnimated,
  ...state
}: HistogramProps) {
  const theme = useTheme();
  const style = useChartStyle();
  const fill = color ?? theme.color.dataViz[0] ?? theme.color.accent;
  const maxCount = useMemo(() => buckets.reduce((max, bucket) => Math.max(max, bucket.count), 0), [buckets]);
  const total = useMemo(() => buckets.reduce((sum, bucket) => sum + bucket.count, 0), [buckets]);
  const share = useCallback(
    (count: number) => formatShare(total > 0 ? count / total : 0, locale),
    [total, locale],
  );

  const dataTable = useMemo<ChartDataTable>(
    () => ({
      caption: tableCaption ?? summary,
      columns: [bucketLabel, countLabel, shareLabel],
      rows: buckets.map((bucket) => [
        bucket.label,
        formatValue(bucket.count, 'number', locale),
        share(bucket.count),
      ]),
    }),
    [buckets, bucketLabel, countLabel, shareLabel, tableCaption, summary, locale, share],
  );

  const renderTooltip = useCallback(
    ({ active, payload }: TooltipContentProps) => {
      const bucket = payload?.[0]?.payload as HistogramBucket | undefined;
      if (!active || !bucket) return null;
      return (
        <ChartTooltipContent
          title={bucket.label}
          items={[
            {
              id: 'count',
              name: countLabel,
              color: fill,
              value: formatValue(bucket.count, 'number', locale),
            },
            { id: 'share', name: shareLabel, color: 'transparent', value: share(bucket.count) },
          ]}
          locale={locale}
        />
      );
    },
    [countLabel, shareLabel, fill, locale, share],
  );

  const tickValue = useCallback((value: number) => formatAxisValue(value, 'number', locale), [locale]);

  return (
    <ChartFrame
      {...state}
      height={height}
      locale={locale}
      dataTable={dataTable}
      skeleton="bars"
      isSkeletonAnimated={isSkeletonAnimated}
    >
      <BarChart
        responsive
        style={{ width: '100%', height }}
        data={buckets}
        margin={MARGIN}
        barCategoryGap={2}
        role="img"
        aria-label={summary}
      >
        <CartesianGrid {...style.grid} />
        <XAxis {...style.axis} dataKey="label" interval={0} />
        <YAxis
          {...style.axis}
          tickFormatter={tickValue}
          allowDecimals={false}
          width={valueAxisWidth(maxCount, 'number', locale)}
        />
        <Tooltip
          content={renderTooltip}
          cursor={style.cursorBand}
          isAnimationActive={false}
          wrapperStyle={style.tooltipWrapper}
        />
        <Bar dataKey="count" name={countLabel} fill={fill} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartFrame>
  );
});
