import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A change on the server after whose success the queries it changes (`queryKeys`, as prefixes) are read again. */
export function useInvalidatingMutation<Result, Variables>(
  mutationFn: (variables: Variables) => Promise<Result>,
  queryKeys: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
