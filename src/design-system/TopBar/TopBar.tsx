import { forwardRef } from 'react';
import { Center, End, Start, StyledTopBar } from './TopBar.styles.ts';
import type { TopBarProps } from './TopBar.types.ts';

/**
 * The bar across the top of a signed-in page: page title or breadcrumbs at the start, search in the middle,
 * actions and the account menu at the end. `AppShellLayout` puts the mobile navigation toggle before it.
 */
export const TopBar = forwardRef<HTMLElement, TopBarProps>(function TopBar(
  { start, end, children, ...rest },
  ref,
) {
  return (
    <StyledTopBar {...rest} ref={ref}>
      {start && <Start>{start}</Start>}
      {children && <Center>{children}</Center>}
      {end && <End>{end}</End>}
    </StyledTopBar>
  );
});
