import { lazy, Suspense, useEffect, useState } from 'react';

const loadModal = () => import('./AgreementModal');
const AgreementModal = lazy(loadModal);

export const AGREEMENT_KEY = 'agora.agreement.accepted';

/** Loads the dialog's code ahead of hydration when this browser has not agreed yet (main.tsx). */
export async function preloadAgreement(storage: Storage = globalThis.localStorage): Promise<void> {
  if (storage.getItem(AGREEMENT_KEY) !== '1') await loadModal();
}

/**
 * First-visit agreement: shown once per browser, remembered in localStorage. Read after the first render (the
 * server cannot know it) and loaded only when it is to be shown, so the page paints without the dialog's code.
 * Part of the page's shell (Layout), its code preloaded: it opens as the header becomes pressable, not seconds
 * later over a press meant for the header.
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
