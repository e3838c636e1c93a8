import { useSyncExternalStore } from 'react';
import { type ToastKind, toastStore } from './toastStore';

const tone: Record<ToastKind, string> = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  error: 'border-rose-200 bg-rose-50 text-rose-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  info: 'border-slate-200 bg-white text-slate-900',
};

export function Toaster() {
  const current = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <div aria-live="polite" className="pointer-events-none fixed top-4 right-4 z-[100] flex w-72 flex-col">
      {current && (
        <div
          key={current.id}
          role={current.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto rounded-xl border px-4 py-3 text-sm font-medium shadow-lg ${tone[current.kind]}`}
        >
          {current.text}
        </div>
      )}
    </div>
  );
}
