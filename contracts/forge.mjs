// Runs the platform forge binary with the given arguments and exits with its real exit code (the npm wrapper
// of forge always exits 0, see ../shared/STACK.md).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const forge = createRequire(import.meta.url).resolve('@foundry-rs/forge-linux-amd64/bin/forge');
const run = spawnSync(forge, process.argv.slice(2), { cwd: import.meta.dirname, stdio: 'inherit' });
process.exit(run.status ?? 1);
