import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

/** ERC-7572: the contractURI the deployment sets on each collection answers with its metadata. */
let t: TestApp;
const ERC721 = '0x00000000000000000000000000000000000007a1';
const ERC1155 = '0x0000000000000000000000000000000000001a55';
const other = '0x00000000000000000000000000000000000000ff';

const at = (n: number) => `0x${String(n).padStart(40, '0')}`;
const deploymentJson = JSON.stringify({
  chainId: 31337,
  marketplace: at(1),
  erc721: ERC721,
  erc1155: ERC1155,
  vsw: at(2),
  wbnb: at(3),
});

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://agora.example' });
  writeFileSync(path.join(t.dataDir, 'deployment.json'), deploymentJson);
});
afterAll(() => t.close());

const get = (address: string) => t.app.inject(`/api/v1/contract-metadata/${address}`);

describe('GET /contract-metadata/:address', () => {
  it("describes each of Agora's collections with name, description, image and external link", async () => {
    const single = await get(ERC721);
    expect(single.statusCode).toBe(200);
    expect(single.json()).toMatchObject({ name: 'Agora', external_link: 'https://agora.example/' });
    expect(single.json().description).toMatch(/Single-edition/);
    expect(single.json().image).toMatch(/^data:image\/svg\+xml;base64,/);
    // Any case of the address, as wallets send checksummed ones.
    const multiple = await get(ERC1155.toUpperCase().replace('0X', '0x'));
    expect(multiple.json()).toMatchObject({ name: 'Agora Editions' });
  });

  it('404 for any other contract, 400 for a non-address', async () => {
    const res = await get(other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
    expect((await get('nope')).statusCode).toBe(400);
  });

  it('builds its publicly cached body from configuration, never from the Host header (issue 32.14)', async () => {
    const res = await t.app.inject({
      url: `/api/v1/contract-metadata/${ERC721}`,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().external_link).toBe('https://agora.example/');
    expect(res.body).not.toContain('evil');
    const bare = await createTestApp({ HOST: '127.0.0.1', PORT: '8787' });
    try {
      writeFileSync(path.join(bare.dataDir, 'deployment.json'), deploymentJson);
      const local = await bare.app.inject({
        url: `/api/v1/contract-metadata/${ERC721}`,
        headers: { host: 'evil.example' },
      });
      expect(local.json().external_link).toBe('http://localhost:8787/');
    } finally {
      await bare.close();
    }
  }, 120_000);
});
