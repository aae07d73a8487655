export type AppShellLayoutProps = Omit<React.ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** The navigation, usually a `SidebarNav`: fixed at the left on wide screens, in a drawer below `lg`. */
  sidebar: React.ReactNode;
  /** The bar above the content, usually a `TopBar`; the drawer's toggle is placed before it below `lg`. */
  topBar: React.ReactNode;
  /** The page content; it sits in `<main id="main-content">`, at most 1200 px wide. */
  children: React.ReactNode;
  /** The skip link's text, e.g. "Skip to content": the first focusable element, shown only when focused. */
  skipLinkLabel: string;
  /** The accessible name of the navigation drawer (small screens), e.g. "Navigation". */
  navigationLabel: string;
  /** The accessible name of the button that opens the drawer, e.g. "Open navigation". */
  openNavigationLabel: string;
  /** Adds a close button inside the drawer with this accessible name, e.g. "Close navigation". Escape and
   * a press outside close it either way. @default undefined (no close button) */
  closeNavigationLabel?: string;
  /** Whether the drawer is open (controlled). Leave undefined to let the layout manage it. @default undefined */
  isNavigationOpen?: boolean;
  /** Called when the drawer opens or closes, e.g. to close it after navigating. */
  onNavigationOpenChange?: (isOpen: boolean) => void;
  /** Forces the small-screen layout (drawer, compact padding) at any width: for stories, tests and
   * embedded previews. @default false */
  isCompact?: boolean;
};
