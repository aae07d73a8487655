export { AccountSetupForm } from './AccountSetupForm.tsx';
export { ConnectProfilesPanel } from './ConnectProfilesPanel.tsx';
export { EmailVerificationPanel } from './EmailVerificationPanel.tsx';
export { SignUpFrame } from './SignUpFrame.tsx';
export { UserInfosForm } from './UserInfosForm.tsx';
