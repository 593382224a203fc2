import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client. Requests go out even when the browser says it is offline (`networkMode: 'always'`): React
 * Query's default pauses them until the connection returns, so a phone that lost its signal showed "Analyzing..."
 * for as long as it stayed offline, without a word. Sent, a request fails at once with the spec's "Network error.
 * Please check your connection." and the page offers to try again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already refreshes once on 401; a blind retry would only repeat a failure.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
