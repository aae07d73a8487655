import type { ProfileAuthProblem, SelectorProfile } from '../ProfileSelector/index.ts';

export type MultiProfileSelectorProps = {
  /** The profiles to choose from, in display order. */
  profiles: ReadonlyArray<SelectorProfile>;
  /** The chosen profiles' ids. */
  selectedIds: ReadonlyArray<string>;
  /** Called with the new list of chosen ids, in the order of `profiles`. */
  onChange: (ids: string[]) => void;
  /** The visible label, also the accessible name, e.g. "Profiles". */
  label: string;
  /** Shown in the trigger while none is chosen, e.g. "Choose profiles". */
  placeholder: string;
  /** The trigger's summary, given the count, e.g. (3) => "3 profiles". */
  summaryLabel: (count: number) => string;
  /** The most profiles that can be chosen; the others are disabled once it is reached. @default no limit */
  maxSelected?: number;
  /** Says why the others are disabled at the limit, e.g. (5) => "Up to 5 profiles". Shown at the limit only. */
  maxSelectedLabel?: (max: number) => string;
  /** The "select all" button, e.g. "Select all" (with `maxSelected`, the first ones up to the limit). */
  selectAllLabel: string;
  /** The "select none" button, e.g. "Clear". */
  selectNoneLabel: string;
  /** The search field's accessible name and placeholder, e.g. "Search profiles". */
  searchLabel: string;
  /** Shown when the search matches nothing, e.g. "No profile matches". */
  emptyLabel: string;
  /** The names of connection problems. */
  statusLabels: Record<ProfileAuthProblem, string>;
  /** Shown on paused profiles, e.g. "Paused". @default undefined */
  inactiveLabel?: string;
  /** Avatars shown in the trigger before the summary, 0 to 3. @default 3 */
  maxAvatars?: number;
  /** Help text under the label. @default undefined */
  description?: React.ReactNode;
  /** @default false */
  isDisabled?: boolean;
  /** Whether the popover is open (controlled). @default undefined */
  isOpen?: boolean;
  /** Called when the popover opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
};
