// `npm run copy-to-s3 -w @agora/server`: copies DATA_DIR's media and IPFS blocks into S3_BUCKET (same
// environment as the server). Run it before starting the servers with S3_BUCKET set; see docs/operations.md,
// "Moving an existing site to S3".
import { ConfigError, loadConfig } from '../src/config';
import { copyLocalToS3 } from '../src/media/copy-to-s3';
import { createObjectClient } from '../src/media/s3-client';
import { s3Settings } from '../src/media/stores';

const config = loadConfig();
const s3 = s3Settings(config);
if (!s3) throw new ConfigError('S3_BUCKET is not set');
await copyLocalToS3(config.DATA_DIR, createObjectClient(s3), (line) => process.stdout.write(`${line}\n`));
