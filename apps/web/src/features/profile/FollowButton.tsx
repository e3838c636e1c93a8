import { MSG } from '@agora/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { followsApi } from '../../api/endpoints';
import { toast } from '../toast/toastStore';
import { connectModal } from '../wallet/connectModalStore';
import { useCurrentAddress } from '../wallet/useWallet';

/** Follow / Unfollow; the status is reloaded from the server after each action. */
export function FollowButton({ address }: { address: string }) {
  const me = useCurrentAddress();
  const qc = useQueryClient();
  const key = ['follow-status', me, address.toLowerCase()];
  const { data } = useQuery({ queryKey: key, queryFn: () => followsApi.status(address), enabled: !!me });
  const toggle = useMutation({
    mutationFn: () => (data?.following ? followsApi.unfollow(address) : followsApi.follow(address)),
    onSuccess: (r) => toast.success(r.message),
    onError: (err) => toast.error(err.message),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: key });
      void qc.invalidateQueries({ queryKey: ['public', 'profile'] });
    },
  });
  const following = !!data?.following;
  return (
    <button
      type="button"
      aria-pressed={following}
      disabled={toggle.isPending}
      onClick={() => (me ? toggle.mutate() : connectModal.ask())}
      className={following ? 'btn-ghost' : 'btn-primary'}
    >
      {following ? MSG.profile.unfollow : MSG.profile.follow}
    </button>
  );
}
