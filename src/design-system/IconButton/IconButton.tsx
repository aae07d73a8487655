import { forwardRef } from 'react';
import { IconSlot, StyledIconButton } from './IconButton.styles.ts';
import type { IconButtonProps } from './IconButton.types.ts';

/**
 * A square button that shows only an icon: toolbar actions, "close", "more", the mobile menu toggle. Use it
 * only where the icon is unambiguous; `label` is its accessible name. Prefer `Button` with text otherwise.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'ghost', size = 'md', ...rest },
  ref,
) {
  return (
    <StyledIconButton {...rest} ref={ref} aria-label={label} data-variant={variant} data-size={size}>
      <IconSlot>{icon}</IconSlot>
    </StyledIconButton>
  );
});
