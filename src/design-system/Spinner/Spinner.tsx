import { forwardRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { Ring, StyledSpinner } from './Spinner.styles.ts';
import type { SpinnerProps } from './Spinner.types.ts';

/**
 * An indeterminate wait of unknown length: a page or panel that is loading. Use Skeleton instead where the
 * shape of the coming content is known, and Button's `isLoading` for an action in progress.
 */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label, size = 'md', isDecorative = false, ...rest },
  ref,
) {
  // A status region is announced from its text content; the aria-label names it for queries and navigation.
  const a11y = isDecorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'status', 'aria-label': label } as const);

  return (
    <StyledSpinner {...rest} {...a11y} ref={ref} data-size={size}>
      <Ring aria-hidden="true" />
      {!isDecorative && <VisuallyHidden>{label}</VisuallyHidden>}
    </StyledSpinner>
  );
});
