import pg from 'pg';

/**
 * `count` signed-in readers for the `(signed in)` lines: sessions of the bench users 1..count (the token
 * `bench-session-<n>`, stored as its SHA-256 as the server stores them), each of whom likes three of the
 * newest items, so the viewer's facts laid over explore's first page are not all empty. Returns their cookies.
 */
export async function benchSessions(databaseUrl: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const user = `'0x' || lpad(to_hex(g), 40, '0')`;
    await client.query(
      `insert into sessions (token_hash, address, expires_at)
       select encode(sha256(convert_to('bench-session-' || g, 'UTF8')), 'hex'), ${user}, now() + interval '30 days'
       from generate_series(1, $1::int) g
       on conflict (token_hash) do update set expires_at = excluded.expires_at`,
      [count],
    );
    await client.query(
      `insert into likes (item_id, address)
       select i.id, ${user} from generate_series(1, $1::int) g,
         lateral (select id from items order by id desc limit 3 offset g % 10) i
       on conflict do nothing`,
      [count],
    );
  } finally {
    await client.end();
  }
  return Array.from({ length: count }, (_, k) => `agora_session=bench-session-${k + 1}`);
}
