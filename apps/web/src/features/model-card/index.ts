export { ModelCardPage } from './components/model-card-page';
