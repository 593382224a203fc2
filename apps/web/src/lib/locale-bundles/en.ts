import type { Messages } from './messages';

/**
 * Every English namespace (`src/locales/en/<namespace>.json`), one chunk: a reader downloads only the
 * language they read (issue 28); the other one loads when they switch. A feature adds a namespace by adding
 * the file; nothing here changes.
 */
const files = import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', { eager: true, import: 'default' });

export const messages: Messages = Object.fromEntries(
  Object.entries(files).map(([path, namespace]) => [/([^/]+)\.json$/.exec(path)?.[1] ?? path, namespace]),
);
