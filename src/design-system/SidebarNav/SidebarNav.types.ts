export type SidebarNavItem = {
  /** Stable key of the item. */
  id: string;
  /** The visible name of the destination. */
  label: string;
  /** Where it goes; client-side routing comes from React Aria's RouterProvider in the app. */
  href: string;
  /** An icon before the label (decorative). */
  icon?: React.ReactNode;
  /** Marks the page the user is on (`aria-current="page"`). */
  isCurrent?: boolean;
  /** Something small after the label, usually a count `Badge`. */
  badge?: React.ReactNode;
};

export type SidebarNavSection = {
  /** Stable key of the section. */
  id: string;
  /** A small heading over the section's items; it also names the list. */
  title?: string;
  items: ReadonlyArray<SidebarNavItem>;
};

export type SidebarNavProps = Omit<React.ComponentPropsWithoutRef<'nav'>, 'aria-label'> & {
  /** Names the navigation landmark, e.g. "Main". */
  'aria-label': string;
  /** The groups of links, in order. */
  sections: ReadonlyArray<SidebarNavSection>;
  /** Pinned at the top: the logo, a workspace switcher. */
  header?: React.ReactNode;
  /** Pinned at the bottom: help, settings, the account. */
  footer?: React.ReactNode;
};
