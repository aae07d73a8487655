import { forwardRef } from 'react';
import { StyledColumns } from './Columns.styles.ts';
import type { ColumnsProps } from './Columns.types.ts';

/**
 * Equal columns that stack when there is no room, with no media query: first and last name side by side on a
 * wide form, one under the other on a phone.
 */
export const Columns = forwardRef<HTMLDivElement, ColumnsProps>(function Columns(
  { minColumnWidth = '180px', gap = 400, children, ...rest },
  ref,
) {
  return (
    <StyledColumns {...rest} ref={ref} $minColumnWidth={minColumnWidth} $gap={gap}>
      {children}
    </StyledColumns>
  );
});
