import { useMemo } from 'react';
import { StyledSparkline } from './Sparkline.styles.ts';
import type { SparklineProps } from './Sparkline.types.ts';
import { sparklinePaths } from './Sparkline.utils.ts';

const STROKE = 1.5;

/**
 * A word-sized trend line for KPI tiles and tables: no axes, no tooltip, a dot on the latest value. Plain SVG
 * (no chart library), so a page of tiles stays cheap. Gaps stay gaps. `label` says what it shows.
 */
export function Sparkline({
  values,
  label,
  width = 96,
  height = 32,
  tone = 'accent',
  showArea = true,
  className,
}: SparklineProps) {
  const { line, area, last } = useMemo(
    () => sparklinePaths(values, width, height, STROKE),
    [values, width, height],
  );
  return (
    <StyledSparkline
      role="img"
      aria-label={label}
      className={className}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      data-tone={tone}
    >
      {showArea && area && <path data-part="area" d={area} />}
      {line && <path data-part="line" d={line} strokeWidth={STROKE} />}
      {last && <circle data-part="end" cx={last.x} cy={last.y} r={2.25} />}
    </StyledSparkline>
  );
}
