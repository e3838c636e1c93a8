import { lazy, Suspense, useEffect, useState } from 'react';

const AgreementModal = lazy(() => import('./AgreementModal'));

export const AGREEMENT_KEY = 'agora.agreement.accepted';

/**
 * First-visit agreement: shown once per browser, remembered in localStorage. Read after the first render (the
 * server cannot know it) and loaded only when it is to be shown, so the page paints without the dialog's code.
 */
export function FirstVisitAgreement({ storage = globalThis.localStorage }: { storage?: Storage }) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(storage.getItem(AGREEMENT_KEY) !== '1'), [storage]);
  if (!open) return null;
  const accept = () => {
    storage.setItem(AGREEMENT_KEY, '1');
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <AgreementModal onAccept={accept} />
    </Suspense>
  );
}
