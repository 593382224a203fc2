/**
 * The API client clears a dead session on its own (failed refresh); the auth provider listens here so
 * that the screen follows without the client importing React state.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onAuthCleared(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitAuthCleared(): void {
  for (const listener of listeners) listener();
}
