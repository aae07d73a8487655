import type { NetworkKey } from '../theme/tokens.ts';

export type SelectorGroup = {
  id: string;
  /** The group's name, e.g. "EMEA brands". */
  name: string;
  /** How many profiles it holds. */
  profileCount: number;
  /** The networks of its profiles, shown as marks. */
  networks: ReadonlyArray<NetworkKey>;
};

export type GroupSelectorProps = {
  /** The groups, in display order. */
  groups: ReadonlyArray<SelectorGroup>;
  /** The chosen group's id, or `null` for none. */
  selectedId: string | null;
  /** Called with the id of the group the user picks. */
  onSelect: (id: string) => void;
  /** The visible label, also the accessible name, e.g. "Group". */
  label: string;
  /** Shown in the trigger while no group is chosen, e.g. "All profiles". */
  placeholder: string;
  /** The profile count under a group's name, e.g. (12) => "12 profiles". */
  profileCountLabel: (count: number) => string;
  /** Shown in the list when there are no groups, e.g. "No groups yet". */
  emptyLabel: string;
  /** Whether the list is open (controlled), so the product can open it (onboarding). @default undefined */
  isOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Called by the clear button, shown while a group is chosen. Without it there is no clear button. */
  onClear?: () => void;
  /** The clear button's accessible name, e.g. "Clear group". Required with `onClear`. */
  clearLabel?: string;
  /** Help text under the label. @default undefined */
  description?: React.ReactNode;
  /** @default false */
  isDisabled?: boolean;
  className?: string;
};
