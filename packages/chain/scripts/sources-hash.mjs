import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** sha256 over contracts/foundry.toml and every .sol file under contracts/src, in path order. */
export function sourcesHash(contractsDir) {
  const files = [join(contractsDir, 'foundry.toml')];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.sol')) files.push(path);
    }
  };
  walk(join(contractsDir, 'src'));
  const hash = createHash('sha256');
  for (const file of files.sort()) hash.update(relative(contractsDir, file)).update(readFileSync(file));
  return hash.digest('hex');
}
