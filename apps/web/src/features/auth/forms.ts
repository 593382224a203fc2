export { LoginForm } from './components/login-form';
export { SignupForm } from './components/signup-form';
