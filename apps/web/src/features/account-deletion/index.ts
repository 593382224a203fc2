export { DeleteAccountCard } from './components/delete-account-card';
