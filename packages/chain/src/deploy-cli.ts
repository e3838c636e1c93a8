// Deploys Agora's contracts to a chain and writes the deployment file; does nothing when the file already
// names live contracts deployed from this build (same bytecode hash; an older build is deployed again).
// Usage: tsx packages/chain/src/deploy-cli.ts --rpc <url> --out <file>
// Off the local chain the deployer key comes from DEPLOYER_PRIVATE_KEY.
import { parseArgs } from 'node:util';
import type { Hex } from 'viem';
import { deployAll } from './deploy';

const { values } = parseArgs({
  options: { rpc: { type: 'string' }, out: { type: 'string' } },
});
if (!values.rpc || !values.out) {
  console.error('usage: deploy-cli --rpc <url> --out <deployment file>');
  process.exit(2);
}
try {
  const { deployment, deployed } = await deployAll({
    rpcUrl: values.rpc,
    deploymentFile: values.out,
    deployerKey: process.env.DEPLOYER_PRIVATE_KEY as Hex | undefined,
    // The server's public origin, where each collection's ERC-7572 metadata is served.
    metadataOrigin: process.env.PUBLIC_URL || undefined,
  });
  console.log(
    deployed
      ? `agora: contracts deployed on chain ${deployment.chainId} (marketplace ${deployment.marketplace})`
      : `agora: contracts already deployed on chain ${deployment.chainId}`,
  );
} catch (err) {
  console.error(`agora: deployment failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
