export { ProfileSelector } from './ProfileSelector.tsx';
export { ProfileStatus, ProfileSummary, type ProfileSummaryProps } from './ProfileSummary.tsx';
export {
  PROFILE_AUTH_STATUSES,
  type ProfileAuthProblem,
  type ProfileAuthStatus,
  type ProfileSelectorProps,
  type SelectorProfile,
} from './ProfileSelector.types.ts';
