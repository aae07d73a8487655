import { Menu as MenuIcon, X } from 'lucide-react';
import { forwardRef, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTheme } from 'styled-components';
import { IconButton } from '@/design-system/IconButton';
import {
  Column,
  Content,
  DrawerClose,
  DrawerDialog,
  DrawerModal,
  DrawerOverlay,
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
            <IconButton
              icon={<MenuIcon />}
              label={openNavigationLabel}
              aria-expanded={isOpen}
              onPress={() => setOpen(true)}
            />
          </ToggleCell>
          <TopBarCell>{topBar}</TopBarCell>
        </TopArea>
        <Main ref={mainRef} id={MAIN_ID} tabIndex={-1}>
          <Content>{children}</Content>
        </Main>
      </Column>
      <DrawerOverlay isDismissable isOpen={isOpen} onOpenChange={setOpen}>
        <DrawerModal>
          <DrawerDialog aria-label={navigationLabel}>
            {closeNavigationLabel && (
              <DrawerClose>
                <IconButton icon={<X />} label={closeNavigationLabel} size="sm" slot="close" />
              </DrawerClose>
            )}
            {sidebar}
          </DrawerDialog>
        </DrawerModal>
      </DrawerOverlay>
    </Root>
  );
});
