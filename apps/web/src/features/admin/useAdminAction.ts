import type { MessageReply } from '@agora/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../toast/toastStore';

/**
 * One admin write: toasts the server's sentence and refetches the admin area's lists (and the public ones the
 * action changes: hiding, banning and verifying show in every list).
 */
export function useAdminAction<A extends unknown[]>(run: (...args: A) => Promise<MessageReply>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => run(...args),
    onSuccess: (reply) => {
      toast.success(reply.message);
      void client.invalidateQueries();
    },
    onError: (error) => toast.error(error.message),
  });
}
