import { TOAST } from '@agora/core';

/** One toast at a time, top-right, closing itself after 1200 ms (spec 1 §9). */

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

type Listener = () => void;

export function createToastStore(durationMs: number = TOAST.autoCloseMs) {
  let current: Toast | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const l of listeners) l();
  };

  const dismiss = () => {
    clearTimeout(timer);
    current = null;
    emit();
  };

  const show = (kind: ToastKind, text: string) => {
    clearTimeout(timer);
    // A new toast replaces the one on screen: never a stack.
    current = { id: nextId++, kind, text };
    timer = setTimeout(dismiss, durationMs);
    emit();
  };

  return {
    show,
    dismiss,
    getSnapshot: () => current,
    subscribe: (l: Listener) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

export const toastStore = createToastStore();

export const toast = {
  success: (text: string) => toastStore.show('success', text),
  error: (text: string) => toastStore.show('error', text),
  warning: (text: string) => toastStore.show('warning', text),
  info: (text: string) => toastStore.show('info', text),
};
