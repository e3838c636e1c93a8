export * from './abi/generated';
export { ANVIL_MNEMONIC, devAccount, LOCAL_CHAIN_ID } from './accounts';
export { digestFromCid, ipfsUriFromDigest } from './cid';
export { DeployError, type DeployOptions, deployAll } from './deploy';
export { type Deployment, readDeployment, writeDeployment } from './deployment';
export { type Bid, bidTypes, marketplaceDomain } from './eip712';
