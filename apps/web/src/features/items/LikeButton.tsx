import type { TokenCard } from '@agora/core';
import { CARD_MSG } from '@agora/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { likesApi } from '../../api/endpoints';
import { toast } from '../toast/toastStore';
import { connectModal } from '../wallet/connectModalStore';
import { useCurrentAddress } from '../wallet/useWallet';

/** Heart toggle; a visitor without a wallet gets the Connect Your Wallet modal instead. */
export function LikeButton({ token }: { token: TokenCard }) {
  const address = useCurrentAddress();
  const [state, setState] = useState({ liked: !!token.liked, count: token.likeCount });
  const toggle = useMutation({
    mutationFn: () =>
      state.liked
        ? likesApi.unlike(token.contract, token.tokenId)
        : likesApi.like(token.contract, token.tokenId),
    onSuccess: (r) => setState({ liked: r.liked, count: r.likeCount }),
    onError: (err) => toast.error(err.message),
  });
  return (
    <button
      type="button"
      aria-pressed={state.liked}
      aria-label={state.liked ? CARD_MSG.unlike : CARD_MSG.like}
      disabled={toggle.isPending}
      onClick={() => (address ? toggle.mutate() : connectModal.ask())}
      className="inline-flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-slate-700 shadow-sm"
    >
      <span aria-hidden className={state.liked ? 'text-rose-500' : 'text-slate-400'}>
        {state.liked ? '♥' : '♡'}
      </span>
      {state.count}
    </button>
  );
}
