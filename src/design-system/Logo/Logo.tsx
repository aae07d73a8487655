import { forwardRef } from 'react';
import { Mark, StyledLogo, Wordmark } from './Logo.styles.ts';
import type { LogoProps } from './Logo.types.ts';

/**
 * The Kestrel brand: a swept kestrel wing in a rounded square, and the wordmark. Use `full` in the sidebar
 * header and on sign-in screens, `mark` where space is square. Give it a `label` when it is a link's only
 * content ("Kestrel home").
 */
export const Logo = forwardRef<HTMLSpanElement, LogoProps>(function Logo(
  { size = 'md', variant = 'full', wordmark = 'Kestrel', label, ...rest },
  ref,
) {
  const isDecorative = !label && variant === 'mark';

  return (
    <StyledLogo
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={isDecorative || undefined}
      {...rest}
      ref={ref}
      data-size={size}
      data-variant={variant}
    >
      <Mark viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" />
        <path
          d="M6.5 21.5Q14 9 26 7.5Q21.5 12 20.5 15.5Q23.5 15 25.5 15.5Q19 22 10.5 23.5Q12.5 21 13.5 19.5Z"
          strokeWidth="0.8"
          strokeLinejoin="round"
        />
      </Mark>
      {variant === 'full' && <Wordmark>{wordmark}</Wordmark>}
    </StyledLogo>
  );
});
