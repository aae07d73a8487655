import { Menu as MenuIcon } from 'lucide-react';
import { forwardRef, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTheme } from 'styled-components';
import { IconButton } from '@/design-system/IconButton';
import { IntentBoundary, lazyPart, useHasOpened } from '../lazy/index.ts';
import {
  Column,
  Content,
  Main,
  Root,
  SidebarArea,
  SkipLink,
  ToggleCell,
  TopArea,
  TopBarCell,
} from './AppShellLayout.styles.ts';
import type { AppShellLayoutProps } from './AppShellLayout.types.ts';

const MAIN_ID = 'main-content';

// The small screens' drawer: React Aria's modal code loads when it first opens, not with every page.
const drawer = lazyPart(() => import('./AppShellDrawer.tsx'));
const Drawer = drawer.lazy((module) => module.AppShellDrawer);

/**
 * The frame of every signed-in page: the sidebar navigation, the top bar and the main content, with a skip
 * link. Below `theme.breakpoint.lg` the sidebar moves into a drawer opened from the start of the top bar.
 */
export const AppShellLayout = forwardRef<HTMLDivElement, AppShellLayoutProps>(function AppShellLayout(
  {
    sidebar,
    topBar,
    children,
    skipLinkLabel,
    navigationLabel,
    openNavigationLabel,
    closeNavigationLabel,
    isNavigationOpen,
    onNavigationOpenChange,
    isCompact = false,
    ...rest
  },
  ref,
) {
  const theme = useTheme();
  const mainRef = useRef<HTMLElement>(null);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const isOpen = isNavigationOpen ?? uncontrolledOpen;
  const hasOpened = useHasOpened(isOpen);

  const setOpen = (next: boolean) => {
    if (isNavigationOpen === undefined) setUncontrolledOpen(next);
    onNavigationOpenChange?.(next);
  };

  // The drawer only exists in the compact layout: widening the window past `lg` closes it.
  const close = useEffectEvent(() => setOpen(false));
  useEffect(() => {
    if (!isOpen || isCompact) return;
    const wide = window.matchMedia(`(min-width: ${theme.breakpoint.lg})`);
    const closeIfWide = () => {
      if (wide.matches) close();
    };
    closeIfWide();
    wide.addEventListener('change', closeIfWide);
    return () => wide.removeEventListener('change', closeIfWide);
  }, [isOpen, isCompact, theme.breakpoint.lg]);

  return (
    <Root {...rest} ref={ref} data-compact={isCompact || undefined}>
      {/* A plain anchor, not a router link: it moves focus within the page and leaves the URL alone. */}
      <SkipLink
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
          mainRef.current?.scrollIntoView({ block: 'start' });
        }}
      >
        {skipLinkLabel}
      </SkipLink>
      <SidebarArea>{sidebar}</SidebarArea>
      <Column>
        <TopArea>
          <ToggleCell>
            <IntentBoundary onIntent={drawer.preload}>
              <IconButton
                icon={<MenuIcon />}
                label={openNavigationLabel}
                aria-expanded={isOpen}
                onPress={() => setOpen(true)}
              />
            </IntentBoundary>
          </ToggleCell>
          <TopBarCell>{topBar}</TopBarCell>
        </TopArea>
        <Main ref={mainRef} id={MAIN_ID} tabIndex={-1}>
          <Content>{children}</Content>
        </Main>
      </Column>
      {hasOpened && (
        <Suspense fallback={null}>
          <Drawer
            isOpen={isOpen}
            onOpenChange={setOpen}
            navigationLabel={navigationLabel}
            closeNavigationLabel={closeNavigationLabel}
          >
            {sidebar}
          </Drawer>
        </Suspense>
      )}
    </Root>
  );
});
