import type { User } from '@shobdo/contracts';

/**
 * The home page's text, kept in the history entry of the page it was typed on (decision 0087): the browser's Back
 * from the results, or Back to Input, finds the text as the user left it, ready to edit and analyse again. It is kept
 * with the account it was typed by, so the next person at a browser after a logout does not find it.
 */
export interface InputDraft {
  draft: string;
  owner: User['id'] | null;
}

export function inputDraft(text: string, user: User | null): InputDraft {
  return { draft: text, owner: user?.id ?? null };
}

/** The text a history entry keeps for this user, or '' (another account's, none, or not a draft). */
export function readInputDraft(state: unknown, user: User | null): string {
  if (typeof state !== 'object' || state === null) return '';
  const { draft, owner } = state as Partial<InputDraft>;
  return typeof draft === 'string' && owner === (user?.id ?? null) ? draft : '';
}
