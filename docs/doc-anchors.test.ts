import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const SCANNED = ['apps', 'packages', 'e2e', 'bench', 'docs', 'ops', 'README.md'];
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'data', '.git']);
const EXTENSIONS = /\.(ts|tsx|js|mjs|md)$/;
// A citation of a heading: docs/<path>.md#<anchor>, as comments and documents write them.
const CITATION = /docs\/[\w./-]+?\.md#[\p{L}\p{N}_-]+/gu;

function sourceFiles(path: string): string[] {
  const full = join(root, path);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (statSync(full).isFile()) return EXTENSIONS.test(path) ? [path] : [];
  return readdirSync(full).flatMap((name) => (SKIPPED.has(name) ? [] : sourceFiles(join(path, name))));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!.replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function citations() {
  const found: { file: string; target: string; anchor: string }[] = [];
  for (const file of SCANNED.flatMap(sourceFiles)) {
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(CITATION)) {
      const [target, anchor] = match[0].split('#') as [string, string];
      found.push({ file, target, anchor });
    }
  }
  return found;
}

describe('citations of the docs', () => {
  it('slugs headings as GitHub does', () => {
    const anchors = headingAnchors(
      '# API\n## Batch (issue 19)\n## Login and sign-up\n```\n## not a heading\n```\n## Login and sign-up',
    );
    expect([...anchors]).toEqual(['api', 'batch-issue-19', 'login-and-sign-up', 'login-and-sign-up-1']);
  });

  it('name a file and a heading that exist (docs/<file>.md#<anchor>)', () => {
    const found = citations();
    // The code cites the product docs by heading in well over a hundred places; none found means a broken scan.
    expect(found.length).toBeGreaterThan(100);
    const anchorsOf = new Map<string, Set<string>>();
    const dead = found.filter(({ target, anchor }) => {
      if (!anchorsOf.has(target)) {
        const path = join(root, target);
        anchorsOf.set(
          target,
          statSync(path, { throwIfNoEntry: false }) ? headingAnchors(readFileSync(path, 'utf8')) : new Set(),
        );
      }
      return !anchorsOf.get(target)!.has(anchor);
    });
    expect(dead.map(({ file, target, anchor }) => `${file}: ${target}#${anchor}`)).toEqual([]);
  });
});
