import type { Db } from '../src/db/client';
import type { SaleType } from '../src/db/schema';
import { holdings, items, users } from '../src/db/schema';

/**
 * Items as the chain appliers (issue 5) will write them. The API core only reads these tables, so tests set
 * them up directly.
 */
let next = 1;
export const CONTRACT = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

export interface ItemFixture {
  creator: string;
  owner?: string;
  name?: string;
  categoryId?: number | null;
  collectionId?: number | null;
  saleType?: SaleType | null;
  priceUsd?: number | null;
  auctionEnd?: Date | null;
  type?: 721 | 1155;
  quantity?: number;
  /** Trait type → value, as the create form sets them. */
  properties?: Record<string, string>;
}

export async function addUser(db: Db, address: string, fields: Partial<typeof users.$inferInsert> = {}) {
  await db
    .insert(users)
    .values({ address: address.toLowerCase(), ...fields })
    .onConflictDoUpdate({ target: users.address, set: { ...fields } });
}

export async function addItem(db: Db, f: ItemFixture): Promise<{ id: number; tokenId: string }> {
  const tokenId = String(next++);
  const creator = f.creator.toLowerCase();
  const owner = (f.owner ?? f.creator).toLowerCase();
  const quantity = f.quantity ?? 1;
  const listed = f.saleType ? new Date(Date.now() - 1000 * (1000 - next)) : null;
  const [row] = await db
    .insert(items)
    .values({
      contract: CONTRACT,
      tokenId,
      type: f.type ?? 721,
      name: f.name ?? `Item ${tokenId}`,
      creator,
      categoryId: f.categoryId ?? null,
      collectionId: f.collectionId ?? null,
      quantity,
      supply: quantity,
      properties: f.properties ?? {},
      mediaCid: `bafy${tokenId}`,
      saleType: f.saleType ?? null,
      priceUsd: f.priceUsd ?? null,
      listedAt: listed,
      auctionStart: f.auctionEnd ? new Date(Date.now() - 3_600_000) : null,
      auctionEnd: f.auctionEnd ?? null,
    })
    .returning({ id: items.id });
  const id = row?.id ?? 0;
  await db.insert(holdings).values({
    itemId: id,
    owner,
    balance: quantity,
    saleType: f.saleType ?? null,
    price:
      f.saleType === 'FixedPrice' ? String(BigInt(Math.round((f.priceUsd ?? 1) * 1e6)) * 10n ** 12n) : null,
    currency: f.saleType ? 'BNB' : null,
    quantityOnSale: f.saleType ? quantity : 0,
    listedAt: listed,
    endsAt: f.auctionEnd ?? null,
  });
  return { id, tokenId };
}

/** A multipart body for inject: fields and files (Buffers). */
export async function multipart(fields: Record<string, string>, files: Record<string, Buffer> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [k, v] of Object.entries(files)) form.set(k, new Blob([new Uint8Array(v)]), `${k}.bin`);
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}
