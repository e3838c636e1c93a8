import { createValueStore } from '../../hooks/valueStore';

/** Whether the Connect Your Wallet modal is open; any component (like heart, buy button) can open it. */
const store = createValueStore(false);

export const connectModal = {
  open: () => store.set(true),
  close: () => store.set(false),
};

export const useConnectModalOpen = store.useValue;
