import { SHELL_MSG } from '@agora/core';
import type { ReactNode } from 'react';

/** 'Loading / Please wait a moment' (spec 1 §2). */
export function Loading() {
  return (
    <div role="status" aria-live="polite" className="py-16 text-center">
      <span
        aria-hidden
        className="mx-auto mb-3 block size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      <p className="font-semibold">{SHELL_MSG.loadingTitle}</p>
      <p className="text-sm text-slate-500">{SHELL_MSG.loadingHint}</p>
    </div>
  );
}

export function Empty({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {hint && <p className="mt-1 text-sm text-slate-500">{hint}</p>}
      {children && <div className="mt-5">{children}</div>}
    </div>
  );
}

export function ErrorNote({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-lg bg-rose-50 p-4 text-sm text-rose-900">
      {error instanceof Error ? error.message : String(error)}
    </p>
  );
}
