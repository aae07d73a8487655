import { forwardRef } from 'react';
import { Label, SpinnerOverlay, StyledButton } from './Button.styles.ts';
import type { ButtonProps } from './Button.types.ts';

/**
 * The action button. Behaviour (press, keyboard, focus, pending) comes from React Aria; this component only
 * styles it. While `isLoading` it keeps its width, shows a spinner and announces `loadingLabel`.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    children,
    variant = 'secondary',
    size = 'md',
    isLoading = false,
    loadingLabel,
    isFullWidth = false,
    iconStart,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      {...rest}
      ref={ref}
      isPending={isLoading}
      data-variant={variant}
      data-size={size}
      data-full-width={isFullWidth || undefined}
      aria-label={isLoading && loadingLabel ? loadingLabel : rest['aria-label']}
    >
      <Label data-part="label">
        {iconStart}
        {children}
      </Label>
      {isLoading && <SpinnerOverlay aria-hidden="true" />}
    </StyledButton>
  );
});
