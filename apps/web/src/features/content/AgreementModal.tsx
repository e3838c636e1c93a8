import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { MSG } from '../../app/messages';

export const AGREEMENT_KEY = 'agora.agreement.accepted';

/** First-visit agreement: shown once per browser, remembered in localStorage. */
export function AgreementModal({ storage = globalThis.localStorage }: { storage?: Storage }) {
  const [open, setOpen] = useState(() => storage?.getItem(AGREEMENT_KEY) !== '1');
  const accept = () => {
    storage.setItem(AGREEMENT_KEY, '1');
    setOpen(false);
  };
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          onEscapeKeyDown={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="mb-3 text-xl font-bold">{MSG.agreement.title}</Dialog.Title>
          <Dialog.Description className="mb-5 text-sm text-slate-600">
            {MSG.agreement.body}{' '}
            <Link to="/terms-and-conditions" className="text-brand-700 underline" onClick={accept}>
              {MSG.content.terms}
            </Link>{' '}
            ·{' '}
            <Link to="/privacy-policy" className="text-brand-700 underline" onClick={accept}>
              {MSG.content.privacy}
            </Link>
          </Dialog.Description>
          <button type="button" className="btn-primary w-full" onClick={accept}>
            {MSG.agreement.accept}
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
