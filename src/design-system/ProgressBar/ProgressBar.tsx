import { forwardRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { Fill, ProgressLabel, ProgressValue, StyledProgressBar, Track } from './ProgressBar.styles.ts';
import type { ProgressBarProps } from './ProgressBar.types.ts';

/** The share of the way from `min` to `max`, between 0 and 1. */
function ratio(value: number, min: number, max: number) {
  if (max <= min) return 0;

  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/**
 * How far a task has got: an upload, an import, a quota used. Determinate with a value, or indeterminate while
 * the amount is unknown. The value text is a percentage formatted with `Intl`, or your own `valueLabel`.
 */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  {
    label,
    hideLabel = false,
    value = 0,
    minValue = 0,
    maxValue = 100,
    isIndeterminate = false,
    valueLabel,
    hideValue = false,
    size = 'md',
    tone = 'accent',
    locale,
    ...rest
  },
  ref,
) {
  const share = ratio(value, minValue, maxValue);
  const text =
    valueLabel ?? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);

  return (
    <StyledProgressBar
      {...rest}
      ref={ref}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      isIndeterminate={isIndeterminate}
      valueLabel={isIndeterminate ? undefined : text}
      data-size={size}
      data-tone={tone}
    >
      {hideLabel ? (
        <VisuallyHidden>
          <ProgressLabel>{label}</ProgressLabel>
        </VisuallyHidden>
      ) : (
        <ProgressLabel>{label}</ProgressLabel>
      )}
      {!isIndeterminate && !hideValue && <ProgressValue aria-hidden="true">{text}</ProgressValue>}
      <Track>
        <Fill
          data-indeterminate={isIndeterminate || undefined}
          style={isIndeterminate ? undefined : { width: `${share * 100}%` }}
        />
      </Track>
    </StyledProgressBar>
  );
});
