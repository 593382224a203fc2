/**
 * The API client clears a dead session on its own (failed refresh); the auth provider listens here so
 * that the screen follows without the client importing React state. The reason tells a logout, which
 * lands on / (docs/product/screens.md#navigation), from a session that expired, which sends a guarded page to /login.
 */
export type SessionEnd = 'logout' | 'expired';
type Listener = (reason: SessionEnd) => void;
const listeners = new Set<Listener>();

export function onAuthCleared(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitAuthCleared(reason: SessionEnd): void {
  for (const listener of listeners) listener(reason);
}
