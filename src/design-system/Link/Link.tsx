import { ArrowUpRight } from 'lucide-react';
import { forwardRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { StyledLink } from './Link.styles.ts';
import type { LinkProps } from './Link.types.ts';

/** Adds `noreferrer` (which implies `noopener`) to whatever `rel` the caller gave. */
function externalRel(rel: string | undefined) {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noreferrer');

  return [...tokens].join(' ');
}

/**
 * Navigation to a page, in the app or outside it. Use a Button for actions. A link that opens a new tab
 * (`target="_blank"`) gets `rel="noreferrer"`, an arrow icon and, through `externalLabel`, the words that tell
 * screen-reader users about the new tab.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { variant = 'inline', externalLabel, children, target, rel, ...rest },
  ref,
) {
  const isExternal = target === '_blank';

  return (
    <StyledLink
      {...rest}
      ref={ref}
      target={target}
      rel={isExternal ? externalRel(rel) : rel}
      data-variant={variant}
      data-external={isExternal || undefined}
    >
      {children}
      {isExternal && <ArrowUpRight aria-hidden="true" />}
      {isExternal && externalLabel && <VisuallyHidden> {externalLabel}</VisuallyHidden>}
    </StyledLink>
  );
});
