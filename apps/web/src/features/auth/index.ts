// Entry points are split so that the forms (and the country list) load only with their routes.
export { AuthProvider } from './auth-provider';
