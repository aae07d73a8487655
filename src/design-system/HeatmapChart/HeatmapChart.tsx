import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { useTheme } from 'styled-components';
import { ChartFrame, ChartTooltipContent } from '../ChartFrame/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import {
  Cell,
  ColumnHeader,
  Grid,
  GridArea,
  Legend,
  LegendGap,
  LegendSwatch,
  Row,
  RowHeader,
  Tip,
  Wrapper,
} from './HeatmapChart.styles.ts';
import type { HeatmapChartProps } from './HeatmapChart.types.ts';
import { HEATMAP_STEPS, heatmapStep, moveSlot, toMatrix, topSlots } from './HeatmapChart.utils.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
type Slot = { day: number; hour: number };
/** A slot with its cell's box inside the grid, where the tooltip goes. */
type PlacedSlot = Slot & { x: number; y: number; width: number; height: number };

const place = (cell: HTMLElement) => ({
  x: cell.offsetLeft,
  y: cell.offsetTop,
  width: cell.offsetWidth,
  height: cell.offsetHeight,
});

/**
 * Best time to post: a week (rows, Monday first) × 24 hours (columns) grid, coloured on a five-step scale from
 * the subtle accent to the accent; empty slots are hatched; the best slots get a ring. It is an ARIA grid: one
 * cell is in the tab order, arrow keys (Home/End, PageUp/PageDown) move between cells, and every cell is named
 * with its day, hour and value. Hover or focus shows a tooltip.
 */
export const HeatmapChart = memo(function HeatmapChart({
  cells,
  dayLabels,
  hourLabel,
  valueLabel,
  highlightTop = 0,
  bestSlots,
  bestLabel,
  summary,
  dayColumnLabel,
  lowLabel,
  highLabel,
  noDataLabel,
  locale,
  isSkeletonAnimated,
  ...state
}: HeatmapChartProps) {
  const theme = useTheme();
  const matrix = useMemo(() => toMatrix(cells), [cells]);
  const max = useMemo(() => Math.max(0, ...matrix.flat().map((value) => value ?? 0)), [matrix]);
  const best = useMemo(
    () =>
      bestSlots
        ? new Set(bestSlots.map((slot) => `${slot.day}-${slot.hour}`))
        : topSlots(matrix, highlightTop),
    [bestSlots, matrix, highlightTop],
  );
  const firstBest = useMemo(() => {
    const key = [...best][0];
    if (!key) return { day: 0, hour: 0 };
    const [day, hour] = key.split('-').map(Number);
    return { day: day ?? 0, hour: hour ?? 0 };
  }, [best]);

  const [focused, setFocused] = useState<PlacedSlot | null>(null);
  const [hovered, setHovered] = useState<PlacedSlot | null>(null);
  const [hasFocus, setHasFocus] = useState(false);
  const tabStop = focused ?? firstBest;
  const shown = hovered ?? (hasFocus ? focused : null);
  const refs = useRef(new Map<string, HTMLDivElement>());

  const labelFor = useCallback(
    (day: number, hour: number) => {
      const value = matrix[day]?.[hour] ?? null;
      const isBest = best.has(`${day}-${hour}`);
      return `${dayLabels[day] ?? ''}, ${hourLabel(hour)}: ${valueLabel(value)}${isBest && bestLabel ? ` (${bestLabel})` : ''}`;
    },
    [matrix, best, dayLabels, hourLabel, valueLabel, bestLabel],
  );

  const onKeyDown = (event: React.KeyboardEvent, day: number, hour: number) => {
    const next = moveSlot(day, hour, event.key);
    if (!next) {
      if (event.key === 'Escape') setHasFocus(false);
      return;
    }
    event.preventDefault();
    // Focusing the next cell runs its onFocus, which records the slot and its place.
    refs.current.get(`${next.day}-${next.hour}`)?.focus();
  };

  return (
    <ChartFrame
      {...state}
      locale={locale}
      height={state.showTable ? 280 : 240}
      fixedHeight={false}
      skeleton="grid"
      isSkeletonAnimated={isSkeletonAnimated}
      dataTable={
        state.showTable
          ? {
              caption: summary,
              columns: [dayColumnLabel, ...HOURS.map((hour) => hourLabel(hour))],
              rows: matrix.map((row, day) => [
                dayLabels[day] ?? '',
                ...row.map((value) => valueLabel(value)),
              ]),
            }
          : undefined
      }
    >
      <Wrapper>
        <GridArea>
          <Grid role="grid" aria-label={summary} onMouseLeave={() => setHovered(null)}>
            <Row role="row">
              <ColumnHeader role="columnheader">
                <VisuallyHidden>{dayColumnLabel}</VisuallyHidden>
              </ColumnHeader>
              {HOURS.map((hour) => (
                // Every third hour is written (every sixth in a narrow chart, where they would run together).
                <ColumnHeader key={hour} role="columnheader" data-minor={hour % 6 !== 0 || undefined}>
                  {hour % 3 === 0 ? (
                    <span>{hourLabel(hour)}</span>
                  ) : (
                    <VisuallyHidden>{hourLabel(hour)}</VisuallyHidden>
                  )}
                </ColumnHeader>
              ))}
            </Row>
            {matrix.map((row, day) => (
              <Row key={day} role="row">
                <RowHeader role="rowheader">{dayLabels[day]}</RowHeader>
                {row.map((value, hour) => {
                  const key = `${day}-${hour}`;
                  const step = heatmapStep(value, max);
                  const isTabStop = tabStop.day === day && tabStop.hour === hour;
                  return (
                    <Cell
                      key={hour}
                      ref={(node) => {
                        if (node) refs.current.set(key, node);
                        else refs.current.delete(key);
                      }}
                      role="gridcell"
                      tabIndex={isTabStop ? 0 : -1}
                      aria-label={labelFor(day, hour)}
                      data-step={step ?? undefined}
                      data-empty={step === null || undefined}
                      data-best={best.has(key) || undefined}
                      onKeyDown={(event) => onKeyDown(event, day, hour)}
                      onFocus={(event) => {
                        setFocused({ day, hour, ...place(event.currentTarget) });
                        setHasFocus(true);
                      }}
                      onBlur={() => setHasFocus(false)}
                      onMouseEnter={(event) => setHovered({ day, hour, ...place(event.currentTarget) })}
                    />
                  );
                })}
              </Row>
            ))}
          </Grid>
          {shown && (
            <Tip
              style={{
                left: shown.x + shown.width / 2,
                top: shown.day < 2 ? shown.y + shown.height : shown.y,
              }}
              data-below={shown.day < 2 || undefined}
              data-align={shown.hour < 3 ? 'start' : shown.hour > 20 ? 'end' : undefined}
            >
              <ChartTooltipContent
                title={`${dayLabels[shown.day] ?? ''} · ${hourLabel(shown.hour)}`}
                subtitle={best.has(`${shown.day}-${shown.hour}`) ? bestLabel : undefined}
                items={[
                  {
                    id: 'value',
                    name: valueLabel(matrix[shown.day]?.[shown.hour] ?? null),
                    color:
                      (matrix[shown.day]?.[shown.hour] ?? null) === null
                        ? theme.color.borderDefault
                        : theme.color.accent,
                    value: '',
                  },
                ]}
                locale={locale}
              />
            </Tip>
          )}
        </GridArea>
        <Legend aria-hidden="true">
          <span>{lowLabel}</span>
          {Array.from({ length: HEATMAP_STEPS }, (_, step) => (
            <LegendSwatch key={step} data-step={step} />
          ))}
          <span>{highLabel}</span>
          <LegendGap />
          <LegendSwatch data-empty="" />
          <span>{noDataLabel}</span>
        </Legend>
      </Wrapper>
    </ChartFrame>
  );
});
