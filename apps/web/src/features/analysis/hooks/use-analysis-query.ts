import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth-context';
import { analysisQueryOptions } from '../api/get-analysis';

/**
 * The result with this id: from the cache when this tab made or opened it, else read from the server
 * once the session is known (a signed-in user's own analysis is not readable as a guest).
 */
export function useAnalysisQuery(id: string | null) {
  const { isAuthenticated, isLoading } = useAuth();
  return useQuery({ ...analysisQueryOptions(id ?? '', isAuthenticated), enabled: id !== null && !isLoading });
}
