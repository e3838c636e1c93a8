import { PREFLIGHT_MSG } from '@agora/core';
import { createValueStore } from '../../hooks/valueStore';
import { toast } from '../toast/toastStore';

/** Whether the Connect Your Wallet modal is open; any component (like heart, buy button) can open it. */
const store = createValueStore(false);

export const connectModal = {
  open: () => store.set(true),
  close: () => store.set(false),
  /** A visitor tried an action that needs a wallet: spec 2's warning 'OOPS!..connect Your Wallet', then the modal. */
  ask: () => {
    toast.warning(PREFLIGHT_MSG.connect);
    connectModal.open();
  },
};

export const useConnectModalOpen = store.useValue;
