export { MarketingPreference } from './MarketingPreference.tsx';
export { PasswordForm } from './PasswordForm.tsx';
export { ProfileForm } from './ProfileForm.tsx';
export { SessionsList } from './SessionsList.tsx';
export { SettingsPage, SettingsSection } from './SettingsPage.tsx';
export { ThemePreference } from './ThemePreference.tsx';
export { UnverifiedEmailBanner } from './UnverifiedEmailBanner.tsx';
