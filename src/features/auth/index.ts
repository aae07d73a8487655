export { AuthFrame } from './AuthFrame.tsx';
export { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
export { RegisterForm } from './RegisterForm.tsx';
export { ResetPasswordForm } from './ResetPasswordForm.tsx';
export { SignInForm } from './SignInForm.tsx';
export { useSignOut } from './use-sign-out.ts';
