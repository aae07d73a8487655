import { memo, useMemo, useState } from 'react';
import { Cell, Pie, PieChart } from 'recharts';
import { useTheme } from 'styled-components';
import {
  ChartFrame,
  detailFormat,
  formatShare,
  formatValue,
  type ChartDataTable,
  type ChartLegendItem,
} from '../ChartFrame/index.ts';
import { Centre, CentreLabel, CentreValue, DonutPlot } from './DonutChart.styles.ts';
import type { DonutChartProps } from './DonutChart.types.ts';
import { groupDonutParts } from './DonutChart.utils.ts';

/**
 * Parts of a whole as a donut, largest first, with the total in the centre and a legend of values and shares.
 * More than `maxSlices` parts are grouped into one "other" slice. Hovering a slice, or focusing the chart and
 * using the arrow keys, puts that part's value and share in the centre.
 */
export const DonutChart = memo(function DonutChart({
  parts,
  totalLabel,
  otherLabel,
  maxSlices = 8,
  valueFormat = 'number',
  summary,
  tableColumns,
  tableCaption,
  locale,
  height = 240,
  isSkeletonAnimated,
  ...state
}: DonutChartProps) {
  const theme = useTheme();
  const [active, setActive] = useState<number | null>(null);
  const slices = useMemo(() => groupDonutParts(parts, maxSlices, otherLabel), [parts, maxSlices, otherLabel]);
  const total = useMemo(() => slices.reduce((sum, slice) => sum + slice.value, 0), [slices]);
  const exact = detailFormat(valueFormat);
  const colors = useMemo(
    () =>
      slices.map((slice, index) =>
        slice.isOther
          ? theme.color.borderStrong
          : (slice.color ?? theme.color.dataViz[index % theme.color.dataViz.length] ?? theme.color.accent),
      ),
    [slices, theme],
  );

  const legend = useMemo<ChartLegendItem[]>(
    () =>
      slices.map((slice, index) => ({
        id: slice.id,
        name: slice.name,
        color: colors[index]!,
        value: formatValue(slice.value, valueFormat, locale),
        share: formatShare(slice.share, locale),
      })),
    [slices, colors, valueFormat, locale],
  );

  const dataTable = useMemo<ChartDataTable>(
    () => ({
      caption: tableCaption ?? summary,
      columns: tableColumns,
      rows: slices.map((slice) => [
        slice.name,
        formatValue(slice.value, exact, locale),
        formatShare(slice.share, locale),
      ]),
    }),
    [slices, tableColumns, tableCaption, summary, exact, locale],
  );

  const current = active === null ? undefined : slices[active];

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (slices.length === 0) return;
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (step !== 0) {
      event.preventDefault();
      setActive((index) => (index === null ? 0 : (index + step + slices.length) % slices.length));
    } else if (event.key === 'Escape') {
      setActive(null);
    }
  };

  return (
    <ChartFrame
      {...state}
      height={height}
      locale={locale}
      legend={legend}
      legendPosition="right"
      dataTable={dataTable}
      skeleton="donut"
      isSkeletonAnimated={isSkeletonAnimated}
    >
      <DonutPlot
        onKeyDown={onKeyDown}
        onFocus={() => setActive((index) => index ?? 0)}
        onBlur={() => setActive(null)}
      >
        <PieChart
          width={height}
          height={height}
          margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
          accessibilityLayer={false}
          role="img"
          aria-label={summary}
          tabIndex={0}
        >
          <Pie
            data={slices}
            dataKey="value"
            nameKey="name"
            innerRadius="72%"
            outerRadius="100%"
            startAngle={90}
            endAngle={-270}
            paddingAngle={slices.length > 1 ? 1 : 0}
            stroke={theme.color.bgSurface}
            strokeWidth={1}
            isAnimationActive={false}
            onMouseEnter={(_, index) => setActive(index)}
            onMouseLeave={() => setActive(null)}
          >
            {slices.map((slice, index) => (
              <Cell
                key={slice.id}
                fill={colors[index]}
                fillOpacity={active === null || active === index ? 1 : 0.35}
              />
            ))}
          </Pie>
        </PieChart>
        <Centre aria-hidden="true" data-chart-tooltip={current ? '' : undefined}>
          <CentreValue>{formatValue(current ? current.value : total, valueFormat, locale)}</CentreValue>
          <CentreLabel>{current ? current.name : totalLabel}</CentreLabel>
          {current && <CentreLabel>{formatShare(current.share, locale)}</CentreLabel>}
        </Centre>
      </DonutPlot>
    </ChartFrame>
  );
});
