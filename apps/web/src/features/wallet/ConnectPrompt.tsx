import { MSG } from '@agora/core';
import { Empty } from '../../components/States';
import { connectModal } from './connectModalStore';

/** Shown where a page needs a signed-in wallet. */
export function ConnectPrompt({ title = MSG.wallet.needed }: { title?: string }) {
  return (
    <Empty title={title}>
      <button type="button" className="btn-primary" onClick={connectModal.open}>
        {MSG.wallet.connect}
      </button>
    </Empty>
  );
}
