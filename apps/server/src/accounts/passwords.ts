import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt with N = 2^15, r = 8, p = 1 (32 MiB and ~50-100 ms per hash on one core: OWASP's scrypt minimum is
 * N = 2^17 with r = 8, p = 1 or the memory-equivalent; we take 2^15 to keep a 2-core server responsive under a
 * login burst, which the per-client and per-account limits cap), a 16-byte random salt and a 64-byte key.
 * The parameters are stored with each hash, so raising them later leaves old hashes verifiable.
 */
const PARAMS = { logN: 15, r: 8, p: 1 };
const KEY_BYTES = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  // Node refuses above 32 MiB by default; 128·N·r is what scrypt needs, and twice that bounds it.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$logN$r$p$salt$key`, salt and key in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { logN, r, p } = PARAMS;
  const key = await derive(password, salt, logN, r, p);
  return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Whether `password` matches `stored`. With no stored hash (unknown email, or an account without a password)
 * it still spends one hash, so that a login takes as long whether or not the email has an account.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await derive(password, randomBytes(SALT_BYTES), PARAMS.logN, PARAMS.r, PARAMS.p);
    return false;
  }
  const [, logN, r, p, salt, key] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
