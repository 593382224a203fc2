import { NON_FIELD_KEY } from './validation-details';

export const NUL_MESSAGE = 'Must not contain the NUL character (U+0000).';

/** At most this many fields are named; one is enough to refuse the request. */
const MAX_FIELDS = 20;

interface Node {
  value: unknown;
  key: string | null;
  parent: Node | null;
}

function fieldName(node: Node | null): string {
  const path: string[] = [];
  for (let n = node; n && n.key !== null; n = n.parent) path.push(n.key);
  return path.length > 0 ? path.reverse().join('.') : NON_FIELD_KEY;
}

/**
 * The fields of a parsed body or query that hold U+0000 in a string or in a key, as details keys
 * (`full_name`, `metadata.tags.0`; the value itself is `non_field_errors`). Top-level fields named
 * in `accepted` are skipped. Walks with an explicit stack and parent links, so a deeply nested body
 * costs linear time and cannot overflow the call stack.
 */
export function findNulFields(value: unknown, accepted: readonly string[] = []): string[] {
  const found = new Set<string>();
  const root: Node = { value, key: null, parent: null };
  const stack: Node[] = [root];
  while (stack.length > 0 && found.size < MAX_FIELDS) {
    const node = stack.pop()!;
    const current = node.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.add(fieldName(node));
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: String(i), parent: node });
      continue;
    }
    for (const key of Object.keys(current)) {
      if (node === root && accepted.includes(key)) continue;
      if (key.includes('\u0000')) found.add(fieldName(node));
      else stack.push({ value: (current as Record<string, unknown>)[key], key, parent: node });
    }
  }
  return [...found];
}
