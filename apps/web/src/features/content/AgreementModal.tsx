import { SHELL_MSG } from '@agora/core';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';

/**
 * The first-visit agreement's dialog (its own chunk: most visits never show it). The browser's own modal
 * `<dialog>`: it makes the page behind it inert, traps the focus and draws the backdrop itself, so a first visit
 * loads no dialog library and the catalogue's first-load part only (shell texts). Radix's dialog here cost a
 * phone's first visit about 400 ms of blocked main thread (Lighthouse TBT, docs/performance.md). Escape does not
 * close it (spec 1 §2: a static backdrop): the visitor agrees, or follows a link to read the terms first.
 */
export default function AgreementModal({ onAccept }: { onAccept: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const text = SHELL_MSG.agreement;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => e.preventDefault()}
      className="fixed top-1/2 left-1/2 m-0 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/60"
    >
      <h2 id={titleId} className="mb-4 text-xl font-bold">
        {text.title}
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        {text.body}{' '}
        <Link to="/terms-and-conditions" className="text-brand-700 underline" onClick={onAccept}>
          {SHELL_MSG.content.terms}
        </Link>{' '}
        ·{' '}
        <Link to="/privacy-policy" className="text-brand-700 underline" onClick={onAccept}>
          {SHELL_MSG.content.privacy}
        </Link>
      </p>
      <button type="button" className="btn-primary w-full" onClick={onAccept}>
        {text.accept}
      </button>
    </dialog>
  );
}
