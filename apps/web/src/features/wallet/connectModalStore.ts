import { useSyncExternalStore } from 'react';

/** Whether the Connect Your Wallet modal is open; any component (like heart, buy button) can open it. */
let open = false;
const listeners = new Set<() => void>();

export const connectModal = {
  open: () => {
    open = true;
    for (const l of listeners) l();
  },
  close: () => {
    open = false;
    for (const l of listeners) l();
  },
};

export function useConnectModalOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
}
