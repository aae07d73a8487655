import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTheme } from 'styled-components';
import type { ChartLegendItem } from './ChartFrame.types.ts';
import { formatDelta } from './ChartFrame.utils.ts';
import {
  Delta,
  LegendItem,
  LegendList,
  LegendName,
  LegendShare,
  LegendValue,
  Swatch,
  TooltipCard,
  TooltipName,
  TooltipPrevious,
  TooltipRow,
  TooltipRows,
  TooltipSubtitle,
  TooltipTitle,
  TooltipValue,
} from './chartParts.styles.ts';

/** One row of a chart tooltip: a series and its formatted value(s). */
export type ChartTooltipItem = {
  id: string;
  name: string;
  color: string;
  /** The formatted current value. */
  value: string;
  /** The formatted previous-period value (comparison charts). */
  previous?: string;
  /** The relative change from the previous period as a fraction (0.12 = +12%); null when it has no meaning. */
  delta?: number | null;
  /** The swatch shape. @default 'square' */
  shape?: 'square' | 'line' | 'dashed';
};

export type ChartTooltipContentProps = {
  /** The tooltip heading: the formatted date or category. */
  title: string;
  /** A second line, e.g. "Previous period: Oct 5, 2024". */
  subtitle?: string;
  items: ChartTooltipItem[];
  /** Shows the previous value and delta columns. @default false */
  comparison?: boolean;
  locale?: string;
};

/**
 * The tooltip card every chart shows on hover and keyboard focus: a heading (date or category), then one row
 * per series with its swatch, name and formatted value; with `comparison`, the previous value and the change.
 * It is hidden from assistive technology: the chart's summary and data table carry the same facts.
 */
export function ChartTooltipContent({
  title,
  subtitle,
  items,
  comparison = false,
  locale,
}: ChartTooltipContentProps) {
  return (
    <TooltipCard aria-hidden="true" data-chart-tooltip="">
      <TooltipTitle>{title}</TooltipTitle>
      {subtitle && <TooltipSubtitle>{subtitle}</TooltipSubtitle>}
      <TooltipRows data-comparison={comparison || undefined}>
        {items.map((item) => (
          <TooltipRow key={item.id}>
            <Swatch
              $color={item.color}
              data-shape={item.shape === 'square' ? undefined : item.shape}
              style={{ alignSelf: 'center' }}
            />
            <TooltipName>{item.name}</TooltipName>
            <TooltipValue>{item.value}</TooltipValue>
            {comparison && (
              <>
                <TooltipPrevious>{item.previous ?? ''}</TooltipPrevious>
                <Delta
                  data-trend={
                    item.delta === null || item.delta === undefined || item.delta === 0
                      ? undefined
                      : item.delta > 0
                        ? 'up'
                        : 'down'
                  }
                >
                  {item.delta === null || item.delta === undefined ? '–' : formatDelta(item.delta, locale)}
                </Delta>
              </>
            )}
          </TooltipRow>
        ))}
      </TooltipRows>
    </TooltipCard>
  );
}

export type ChartLegendProps = {
  items: ChartLegendItem[];
  /** `bottom`: a wrapping row; `right`: a column with values and shares. @default 'bottom' */
  position?: 'bottom' | 'right';
};

/**
 * The chart legend: swatch and name per series (and value and share when given). Hidden from assistive
 * technology: it repeats what the chart's data table already says, and would be announced twice.
 */
export function ChartLegend({ items, position = 'bottom' }: ChartLegendProps) {
  return (
    <LegendList data-position={position} aria-hidden="true">
      {items.map((item) => (
        <LegendItem key={item.id}>
          <Swatch
            $color={item.color}
            data-shape={item.dashed ? 'dashed' : item.line ? 'line' : undefined}
            aria-hidden="true"
          />
          <LegendName>{item.name}</LegendName>
          {position === 'right' && <LegendValue>{item.value ?? ''}</LegendValue>}
          {position === 'right' && <LegendShare>{item.share ?? ''}</LegendShare>}
          {position === 'bottom' && item.value !== undefined && <LegendValue>{item.value}</LegendValue>}
        </LegendItem>
      ))}
    </LegendList>
  );
}

/** The colour of series `index`: its own colour if given, else the theme's ordered data-viz colours. */
export function useSeriesColors(series: ReadonlyArray<{ name: string; color?: string }>): string[] {
  const theme = useTheme();
  return useMemo(
    () =>
      series.map(
        (item, index) =>
          item.color ?? theme.color.dataViz[index % theme.color.dataViz.length] ?? theme.color.accent,
      ),
    [series, theme],
  );
}

/**
 * Shared recharts styling from the theme: thin horizontal gridlines, muted tick labels without axis lines or
 * tick marks, a hairline cursor. Spread into `CartesianGrid`, `XAxis`/`YAxis` and `Tooltip`.
 */
export function useChartStyle() {
  const theme = useTheme();
  return useMemo(() => {
    const tick = {
      fill: theme.color.textMuted,
      fontSize: theme.font.size.xs.fontSize,
      fontFamily: theme.font.family.sans,
    };
    return {
      grid: { stroke: theme.color.borderSubtle, strokeDasharray: undefined, vertical: false },
      axis: { axisLine: false, tickLine: false, tick, tickMargin: 8, fontSize: 12 },
      cursorLine: { stroke: theme.color.borderStrong, strokeWidth: 1 },
      cursorBand: { fill: theme.color.bgHover },
      surface: theme.color.bgSurface,
      zeroLine: theme.color.borderDefault,
      tooltipWrapper: { zIndex: theme.zIndex.tooltip, outline: 'none' },
    } as const;
  }, [theme]);
}

/**
 * False until the chart has been painted once, then true. Heavy work nobody sees at first — the screen-reader
 * table of two years of daily rows — waits for it, so the plot appears without paying for thousands of cells.
 */
export function useAfterFirstPaint(): boolean {
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => startTransition(() => setPainted(true)));
    });

    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, []);

  return isPainted;
}
