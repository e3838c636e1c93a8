import { CARD_MSG, SHELL_MSG } from '@agora/core';

export function LoadMore({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <div className="mt-8 text-center">
      <button type="button" className="btn-ghost" onClick={onClick} disabled={busy} aria-busy={busy}>
        {busy ? SHELL_MSG.loadingTitle : CARD_MSG.loadMore}
      </button>
    </div>
  );
}
