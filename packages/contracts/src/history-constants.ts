import { BULLY_LABELS } from './constants';

// Without zod, so that the web app's History route can import them without bundling zod (decision 0040).
export const HISTORY_DEFAULT_PAGE_SIZE = 100;
export const HISTORY_MAX_PAGE_SIZE = 500;

/**
 * `type=bully` is the history page's "Bully" filter: any bullying class, i.e. every five-class
 * label except not_bully. Any other value must equal `detected_type` exactly.
 */
export const HISTORY_BULLY_FILTER = 'bully';
export const BULLYING_LABELS = BULLY_LABELS.filter((label) => label !== 'not_bully');
