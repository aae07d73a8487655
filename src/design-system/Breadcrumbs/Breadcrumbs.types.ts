export type BreadcrumbItem = {
  /** A stable key. */
  id: string;
  /** The visible text of the crumb. */
  label: string;
  /** Where the crumb goes. The last item is the current page and is never a link. @default undefined */
  href?: string;
};

export type BreadcrumbsProps = {
  /** The path from the top level down to the current page, which comes last. */
  items: ReadonlyArray<BreadcrumbItem>;
  /** The accessible name of the navigation landmark, e.g. "Breadcrumb". */
  navLabel: string;
  /** Called with the id of the crumb the user follows (client-side routing goes through RouterProvider). */
  onAction?: (id: string) => void;
  className?: string;
};
