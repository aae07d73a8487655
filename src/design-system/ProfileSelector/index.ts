export {
  ProfileSelector,
  ProfileStatus,
  ProfileSummary,
  type ProfileSummaryProps,
} from './ProfileSelector.tsx';
export {
  PROFILE_AUTH_STATUSES,
  type ProfileAuthProblem,
  type ProfileAuthStatus,
  type ProfileSelectorProps,
  type SelectorProfile,
} from './ProfileSelector.types.ts';
