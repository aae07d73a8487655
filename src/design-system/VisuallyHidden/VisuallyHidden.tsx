import { forwardRef } from 'react';
import { StyledVisuallyHidden } from './VisuallyHidden.styles.ts';
import type { VisuallyHiddenProps } from './VisuallyHidden.types.ts';

/**
 * Content for screen readers only: a heading that sighted users get from the layout, the "(opens in a new
 * tab)" of an external link. With `isFocusable` it appears while focused, for skip links.
 */
export const VisuallyHidden = forwardRef<HTMLElement, VisuallyHiddenProps>(function VisuallyHidden(
  { as = 'span', isFocusable = false, children, ...rest },
  ref,
) {
  return (
    <StyledVisuallyHidden {...rest} ref={ref} as={as} data-focusable={isFocusable || undefined}>
      {children}
    </StyledVisuallyHidden>
  );
});
