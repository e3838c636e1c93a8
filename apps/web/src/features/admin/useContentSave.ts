import { ADMIN_CONTENT_MSG } from '@agora/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../toast/toastStore';

/**
 * One content write of the admin area: 'Saved' (or the server's refusal) as a toast, then every query is
 * refetched, the public lists the change shows in included.
 */
export function useContentSave<A extends unknown[], R>(run: (...args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => run(...args),
    onSuccess: () => {
      toast.success(ADMIN_CONTENT_MSG.saved);
      void client.invalidateQueries();
    },
    onError: (error) => toast.error(error.message),
  });
}
