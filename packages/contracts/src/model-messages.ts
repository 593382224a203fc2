/**
 * The server's refusals of an analyse request's model. They carry values, so each is a template with
 * `{name}` slots: the server fills one with `formatModelMessage`, and the web app recognises the filled
 * text with `matchModelMessage` to show its translation with the same values. The English here is the
 * only copy of these words.
 */
export const MODEL_MESSAGES = {
  unavailable: 'Model "{model}" is not available.',
  wrongTask: 'Model "{model}" does not support analysis type "{type}"; it performs "{task}".',
} as const;

export type ModelMessageKey = keyof typeof MODEL_MESSAGES;

const SLOT = /\{(\w+)\}/g;

export function formatModelMessage(key: ModelMessageKey, values: Record<string, string>): string {
  return MODEL_MESSAGES[key].replace(SLOT, (slot, name: string) => values[name] ?? slot);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Each template as a pattern whose groups capture its slots, built once.
const MATCHERS = (Object.keys(MODEL_MESSAGES) as ModelMessageKey[]).map((key) => {
  const names: string[] = [];
  // split() with a capture group alternates literal text and slot names.
  const pattern = MODEL_MESSAGES[key]
    .split(SLOT)
    .map((part, index) => (index % 2 === 1 ? (names.push(part), '(.*?)') : escapeRegExp(part)))
    .join('');
  return { key, names, pattern: new RegExp(`^${pattern}$`, 's') };
});

/** Which template produced `message`, and the values in its slots; null for any other text. */
export function matchModelMessage(message: string): { key: ModelMessageKey; values: Record<string, string> } | null {
  for (const { key, names, pattern } of MATCHERS) {
    const match = pattern.exec(message);
    if (match) return { key, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return null;
}
