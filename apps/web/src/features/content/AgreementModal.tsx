import { MSG } from '@agora/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { StaticDialog } from '../../components/StaticDialog';

export const AGREEMENT_KEY = 'agora.agreement.accepted';

/** First-visit agreement: shown once per browser, remembered in localStorage. */
export function AgreementModal({ storage = globalThis.localStorage }: { storage?: Storage }) {
  const [open, setOpen] = useState(() => storage?.getItem(AGREEMENT_KEY) !== '1');
  const accept = () => {
    storage.setItem(AGREEMENT_KEY, '1');
    setOpen(false);
  };
  return (
    <StaticDialog
      open={open}
      title={MSG.agreement.title}
      description={
        <>
          {MSG.agreement.body}{' '}
          <Link to="/terms-and-conditions" className="text-brand-700 underline" onClick={accept}>
            {MSG.content.terms}
          </Link>{' '}
          ·{' '}
          <Link to="/privacy-policy" className="text-brand-700 underline" onClick={accept}>
            {MSG.content.privacy}
          </Link>
        </>
      }
    >
      <button type="button" className="btn-primary w-full" onClick={accept}>
        {MSG.agreement.accept}
      </button>
    </StaticDialog>
  );
}
