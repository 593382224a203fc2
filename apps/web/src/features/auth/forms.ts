export { LoginForm } from './components/login-form';
export { SignupForm } from './components/signup-form';
export { ProfileForm } from './components/profile-form';
export { ProfileSummary } from './components/profile-summary';
export { PasswordForm } from './components/password-form';
export { useCurrentUserQuery } from './api/get-current-user';
