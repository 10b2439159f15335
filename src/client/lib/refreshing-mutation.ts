import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation that refreshes a family of queries (every key starting with `queryRoot`, docs/architecture.md#client-data-flow)
 * when it is done: the one helper for "a write changes a list" (docs/decisions/031-one-way-per-thing.md).
 * `refreshAfter: 'settled'` refreshes after a refusal too, for writes whose refusal means the list is stale
 * (a 409 because another tab already made the change); 'success' only after a write that went through.
 */
export function useRefreshingMutation<TInput, TResult>(
  call: (input: TInput) => Promise<TResult>,
  queryRoot: string,
  refreshAfter: 'success' | 'settled',
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [queryRoot] });
  return useMutation({
    mutationFn: call,
    ...(refreshAfter === 'settled' ? { onSettled: refresh } : { onSuccess: refresh }),
  });
}
