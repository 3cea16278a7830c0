import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A mutation that refetches `queryKey` once it settles, whether it worked or not. */
export function useInvalidatingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
