import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '@/features/auth';
import { onAuthCleared } from '@/lib/auth-events';
import { i18n } from '@/lib/i18n';
import { QUERY_KEYS } from '@/lib/query-keys';
import { createQueryClient } from './query-client';

export { useAuth } from '@/lib/auth-context';
export type { AuthContextValue } from '@/lib/auth-context';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Logout clears the current analysis (docs/product/screens.md#across-pages): the next person at this
  // browser does not find the last one's results in the cache.
  useEffect(() => onAuthCleared(() => queryClient.removeQueries({ queryKey: QUERY_KEYS.analysis })), [queryClient]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
