import { forwardRef } from 'react';
import { StyledText } from './Text.styles.ts';
import type { TextProps } from './Text.types.ts';

/**
 * Body text with a size from the type scale and a colour by meaning. Use it for every run of copy that is not
 * a heading, a label of a field or the text of a control.
 */
export const Text = forwardRef<HTMLElement, TextProps>(function Text(
  { as = 'p', size = 'md', tone = 'primary', weight, align, children, ...rest },
  ref,
) {
  return (
    <StyledText
      {...rest}
      ref={ref as React.Ref<HTMLParagraphElement>}
      as={as}
      data-size={size}
      data-tone={tone}
      data-weight={weight}
      data-align={align}
    >
      {children}
    </StyledText>
  );
});
