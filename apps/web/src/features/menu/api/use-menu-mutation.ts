import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuQueryKey } from './keys';

/** A menu write: whatever it answers, every menu read (week, headcount, times, passes) is read again. */
export function useMenuMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuQueryKey }),
  });
}
