import { forwardRef } from 'react';
import { Line, StyledLabeledDivider, StyledSeparator } from './Divider.styles.ts';
import type { DividerProps } from './Divider.types.ts';

/**
 * A thin line that separates groups of content: horizontal between stacked sections, vertical between items in
 * a row, or with a label in the middle ("or"). Prefer space (a Stack gap) when space alone reads clearly.
 */
export const Divider = forwardRef<HTMLElement, DividerProps>(function Divider(
  { orientation = 'horizontal', label, ...rest },
  ref,
) {
  if (!label) return <StyledSeparator {...rest} ref={ref} orientation={orientation} />;

  // A separator's children are presentational, so the label is its accessible name; the visible copy is hidden
  // from assistive technology to keep it from being read twice.
  return (
    <StyledLabeledDivider
      {...rest}
      ref={ref as React.Ref<HTMLDivElement>}
      role="separator"
      aria-orientation={orientation}
      aria-label={label}
    >
      <Line />
      <span aria-hidden="true">{label}</span>
      <Line />
    </StyledLabeledDivider>
  );
});
