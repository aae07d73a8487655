export const TABS_VARIANTS = ['underline', 'segmented'] as const;
export type TabsVariant = (typeof TABS_VARIANTS)[number];

export type TabItem = {
  /** Stable key, reported to `onSelectionChange` and passed to the panel render function. */
  id: string;
  /** The visible tab text; also its accessible name. */
  label: string;
  /** A count shown in a small badge after the label (formatted with `Intl.NumberFormat`), e.g. posts in a section. */
  count?: number;
  /** The tab cannot be chosen. @default false */
  isDisabled?: boolean;
};

export type TabsProps = {
  /** The tabs, in display order. */
  items: ReadonlyArray<TabItem>;
  /**
   * Renders the panel of a tab, called with the selected tab's item. Only the selected panel is mounted. Every
   * tab list controls a panel: for a segmented view switch (month, week, list) render the view here too.
   */
  children: (item: TabItem) => React.ReactNode;
  /** Names the tab list, e.g. "Analytics sections". Required: a tab list has no visible name of its own. */
  'aria-label': string;
  /** The selected tab's id (controlled). Pair with `onSelectionChange`. */
  selectedKey?: string;
  /** The tab selected at first (uncontrolled). @default the first enabled tab */
  defaultSelectedKey?: string;
  /** Called with the id of the tab the user picks. */
  onSelectionChange?: (key: string) => void;
  /**
   * `underline` is the section bar over a page or card (analytics sections); `segmented` is a compact pill
   * toggle for switching views of the same content (month / week / list). @default 'underline'
   */
  variant?: TabsVariant;
  /**
   * `automatic` selects a tab as the arrow keys reach it; `manual` waits for Enter or Space (use it when a
   * panel is slow to render). @default 'automatic'
   */
  keyboardActivation?: 'automatic' | 'manual';
  /** Disables every tab. @default false */
  isDisabled?: boolean;
  /** Locale for formatting counts. @default the app's locale (React Aria's I18nProvider) */
  locale?: string;
  className?: string;
};
