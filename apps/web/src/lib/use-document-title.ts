import { useEffect } from 'react';

/** Page titles follow the visible heading so that tabs and history read well in both languages. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Shobdo` : 'Shobdo';
  }, [title]);
}
