import { createValueStore } from '../../hooks/valueStore';

/** Which email-account modal is open (Login, Create Account, Forgot Password, link a wallet), if any. */
export type AccountModal = 'login' | 'register' | 'forgot' | 'link' | null;

const store = createValueStore<AccountModal>(null);

export const openAccountModal = store.set;
export const useAccountModal = store.useValue;
