// Writes docs/product/messages.md from the web app's message files (apps/web/src/locales/{en,bn}), so the
// page lists every string a person reads with its Bengali, and cannot drift: `node docs/product/build-messages.mjs`.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const localeDir = (lang) => join(root, 'apps/web/src/locales', lang);

function flatten(value, prefix, out) {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

const cell = (text) => (text ?? '(missing)').replace(/\|/g, '\\|').replace(/\n/g, ' ');

const lines = [
  '# Messages',
  '',
  'Every string a person reads in the web app, in English and Bengali, by screen (message file) and key.',
  'Generated from `apps/web/src/locales/{en,bn}/*.json` by `node docs/product/build-messages.mjs`; edit the',
  'message files, not this page. `{{name}}` is filled in at run time. Server error messages are listed in',
  '[api.md](api.md#errors).',
];
for (const file of readdirSync(localeDir('en'))
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const en = flatten(JSON.parse(readFileSync(join(localeDir('en'), file), 'utf8')), '', new Map());
  const bn = flatten(JSON.parse(readFileSync(join(localeDir('bn'), file), 'utf8')), '', new Map());
  lines.push('', `## ${file.replace(/\.json$/, '')}`, '', '| Key | English | বাংলা |', '|---|---|---|');
  for (const [key, text] of en) lines.push(`| \`${key}\` | ${cell(text)} | ${cell(bn.get(key))} |`);
}
writeFileSync(join(root, 'docs/product/messages.md'), `${lines.join('\n')}\n`);
