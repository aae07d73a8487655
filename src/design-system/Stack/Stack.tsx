import { forwardRef } from 'react';
import { StyledStack } from './Stack.styles.ts';
import type { StackProps } from './Stack.types.ts';

/**
 * The layout primitive: lays its children out in a column or a row with a gap from the space scale. Use it
 * instead of margins between siblings; design-system components have no outer margin of their own.
 */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { direction = 'column', gap = 400, align, justify, wrap = false, as, children, ...rest },
  ref,
) {
  return (
    <StyledStack
      {...rest}
      ref={ref as React.Ref<HTMLDivElement>}
      as={as}
      $direction={direction}
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
    >
      {children}
    </StyledStack>
  );
});
