import { useCallback, useState } from 'react';

/** The outcome of a list's last action (bulk change, export): a done line or a failure, never both. */
export function useActionOutcome() {
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const succeed = useCallback((text: string) => {
    setNotice(text);
    setFailure(null);
  }, []);
  const fail = useCallback((text: string) => {
    setNotice(null);
    setFailure(text);
  }, []);
  return { notice, failure, succeed, fail };
}
