import { forwardRef } from 'react';
import { StyledHeading } from './Heading.styles.ts';
import type { HeadingLevel, HeadingProps, HeadingSize } from './Heading.types.ts';

const SIZE_BY_LEVEL: Record<HeadingLevel, HeadingSize> = { 1: '2xl', 2: 'xl', 3: 'lg', 4: 'md' };

/**
 * A section title. `level` sets the outline (one h1 per page, no skipped levels); `size` only changes the look,
 * for example an h2 in a card that should read small.
 */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, children, ...rest },
  ref,
) {
  return (
    <StyledHeading {...rest} ref={ref} as={`h${level}`} data-size={size ?? SIZE_BY_LEVEL[level]}>
      {children}
    </StyledHeading>
  );
});
