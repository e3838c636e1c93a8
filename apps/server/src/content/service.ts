import type { AdminFaqEntry, AdminPromotion } from '@agora/core';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { faqEntries, socialLinks as links, promotions, shareTags } from '../db/schema';
import { cleanHtml } from './sanitize';

/** One reader per content table for the public pages and the admin panel; stored HTML is cleaned again here. */

export async function listFaq(db: Db): Promise<AdminFaqEntry[]> {
  const list = await db.select().from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.id));
  return list.map((f) => ({ ...f, answer: cleanHtml(f.answer) }));
}

export async function socialLinkMap(db: Db): Promise<Record<string, string>> {
  const list = await db.select().from(links);
  return Object.fromEntries(list.map((l) => [l.key, l.url]));
}

/** Promotions in panel order; `kind` narrows, `activeOnly` is what visitors see. */
export async function listPromotions(
  db: Db,
  o: { kind?: 'promotion' | 'banner'; activeOnly: boolean },
): Promise<AdminPromotion[]> {
  const kind = o.kind ?? null;
  const list = await db
    .select()
    .from(promotions)
    .where(
      sql`(${!o.activeOnly} or ${promotions.active}) and (${kind}::text is null or ${promotions.kind} = ${kind})`,
    )
    .orderBy(asc(promotions.position), asc(promotions.id));
  return list.map((p) => ({ ...p, html: cleanHtml(p.html) }));
}

export function createContentService(db: Db) {
  return {
    async shareTags(): Promise<string[]> {
      const rows = await db.select({ tag: shareTags.tag }).from(shareTags).orderBy(asc(shareTags.id));
      return rows.map((r) => r.tag);
    },
  };
}
