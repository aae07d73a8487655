export type TopBarProps = React.ComponentPropsWithoutRef<'header'> & {
  /** Content at the start: a page title, breadcrumbs, a workspace switcher. */
  start?: React.ReactNode;
  /** Content at the end: actions, notifications, the account menu. */
  end?: React.ReactNode;
  /** Content in the middle, e.g. a search field; it takes the free space. */
  children?: React.ReactNode;
};
