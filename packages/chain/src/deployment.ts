import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Address, Hex } from 'viem';

/** Where Agora's contracts live on one chain; written by the deploy CLI, read by the server and the app. */
export interface Deployment {
  chainId: number;
  marketplace: Address;
  erc721: Address;
  erc1155: Address;
  vsw: Address;
  wbnb: Address;
  /** The block of the first deployment transaction: where the indexer starts. */
  deployBlock: number;
  buyerFeeBps: number;
  sellerFeeBps: number;
  /** Mint fee in wei, as a decimal string. */
  mintFee: string;
  /**
   * keccak256 of the creation bytecodes this deployment was made from (see deploy.ts). Missing in files
   * written before it existed; a missing or different value makes the deploy CLI deploy again.
   */
  bytecodeHash?: Hex;
}

/** The recorded deployment, or null when the file does not exist. */
export async function readDeployment(file: string): Promise<Deployment | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Deployment;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

export async function writeDeployment(file: string, deployment: Deployment): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(deployment, null, 2)}\n`);
}
