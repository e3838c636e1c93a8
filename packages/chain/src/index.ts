export { devAccount } from './accounts';
export * from './browser';
export { DeployError, type DeployOptions, deployAll } from './deploy';
export { readDeployment, writeDeployment } from './deployment';
export { BSC_MAINNET, BSC_TESTNET, type ChainPreset, chainPreset } from './presets';
