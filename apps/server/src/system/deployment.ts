import { readFile } from 'node:fs/promises';
import { z } from 'zod';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

/** The deployment file written by `@agora/chain`'s deploy CLI. Read here so the server works before it lands. */
const deploymentSchema = z.object({
  chainId: z.number().int(),
  marketplace: address,
  erc721: address,
  erc1155: address,
  vsw: address,
  wbnb: address,
  deployBlock: z.union([z.number(), z.string()]).optional(),
  buyerFeeBps: z.number().int().optional(),
  sellerFeeBps: z.number().int().optional(),
});

export type DeploymentInfo = z.infer<typeof deploymentSchema>;

/** The recorded deployment, or null when the file is missing or unreadable (API still serves). */
export async function loadDeployment(file: string): Promise<DeploymentInfo | null> {
  try {
    const parsed = deploymentSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
