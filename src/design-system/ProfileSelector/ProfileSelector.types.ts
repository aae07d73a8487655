import type { NetworkKey } from '../theme/tokens.ts';

export const PROFILE_AUTH_STATUSES = [
  'ok',
  'expiring',
  'expired',
  'reconnect',
  'permission-missing',
] as const;
export type ProfileAuthStatus = (typeof PROFILE_AUTH_STATUSES)[number];
/** The statuses that need attention, each with a label. */
export type ProfileAuthProblem = Exclude<ProfileAuthStatus, 'ok'>;

export type SelectorProfile = {
  id: string;
  /** The profile's display name, e.g. "Kestrel Coffee". */
  name: string;
  /** Its handle on the network, e.g. "@kestrel.coffee". @default undefined */
  handle?: string;
  network: NetworkKey;
  /** Its picture; initials show without it. @default undefined */
  avatarUrl?: string | null;
  /** `false` for a profile that is paused (no analytics collected); shown muted with `inactiveLabel`. @default true */
  isActive?: boolean;
  /** The state of its connection to the network. @default 'ok' */
  authStatus?: ProfileAuthStatus;
};

export type ProfileSelectorProps = {
  /** The profiles to choose from, in display order (within each network when grouped). */
  profiles: ReadonlyArray<SelectorProfile>;
  /** The chosen profile's id, or `null` for none. */
  selectedId: string | null;
  /** Called with the id of the profile the user picks. */
  onSelect: (id: string) => void;
  /** The visible label, also the accessible name, e.g. "Profile". */
  label: string;
  /** Shown in the trigger while none is chosen, e.g. "Choose a profile". */
  placeholder: string;
  /** The names of connection problems, e.g. { expired: 'Connection expired', … }. */
  statusLabels: Record<ProfileAuthProblem, string>;
  /** Shown on paused profiles, e.g. "Paused". @default undefined (nothing shown) */
  inactiveLabel?: string;
  /** Shows a search field above the list when there are more profiles than this. @default 8 */
  searchThreshold?: number;
  /** The search field's accessible name and placeholder, e.g. "Search profiles". */
  searchLabel: string;
  /** Shown when the search matches nothing, e.g. "No profile matches". */
  emptyLabel: string;
  /** Groups the list by network, under each network's name. @default false */
  groupByNetwork?: boolean;
  /** Help text under the label. @default undefined */
  description?: React.ReactNode;
  /** @default false */
  isDisabled?: boolean;
  /** Whether the list is open (controlled). @default undefined */
  isOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
};
