/**
 * The local development chain (anvil): its chain id and its well-known mnemonic, whose accounts are funded on
 * every local chain. Kept free of imports so the web's test wallet can read them without the deployment code.
 */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
export const LOCAL_CHAIN_ID = 31337;
