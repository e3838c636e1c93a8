import { MSG } from '@agora/core';
import { Link } from 'react-router';
import { StaticDialog } from '../../components/StaticDialog';

/** The first-visit agreement's dialog (its own chunk: most visits never show it). */
export default function AgreementModal({ onAccept }: { onAccept: () => void }) {
  return (
    <StaticDialog
      open
      title={MSG.agreement.title}
      description={
        <>
          {MSG.agreement.body}{' '}
          <Link to="/terms-and-conditions" className="text-brand-700 underline" onClick={onAccept}>
            {MSG.content.terms}
          </Link>{' '}
          ·{' '}
          <Link to="/privacy-policy" className="text-brand-700 underline" onClick={onAccept}>
            {MSG.content.privacy}
          </Link>
        </>
      }
    >
      <button type="button" className="btn-primary w-full" onClick={onAccept}>
        {MSG.agreement.accept}
      </button>
    </StaticDialog>
  );
}
