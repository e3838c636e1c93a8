import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { MediaStorage } from '../media/storage';
import { storeAvatar, storeCover } from '../users/service';
import { parseProfile } from '../users/validation';
import { demoArt, demoCover } from './market/images';
import { type DemoAccount, demoAddress } from './market/plan';

/** The demo market's creators and collectors as the edit-profile form would have saved them. */
const DEMO_PROFILES: { account: DemoAccount; hue: number; fields: Record<string, string> }[] = [
  {
    account: 5,
    hue: 205,
    fields: {
      name: 'Ava Lumen',
      customUrl: 'avalumen',
      email: 'ava@demo.agora.test',
      bio: 'Generative painter. Light, gradients and the occasional timed auction.',
      twitter: 'https://twitter.com/avalumen',
      twitterEnabled: 'true',
    },
  },
  {
    account: 6,
    hue: 95,
    fields: {
      name: 'Bruno Tide',
      customUrl: 'brunotide',
      email: 'bruno@demo.agora.test',
      bio: 'Seascapes in five colours. Open to offers on everything I make.',
      youtube: 'https://youtube.com/@brunotide',
      youtubeEnabled: 'true',
    },
  },
  {
    account: 7,
    hue: 320,
    fields: {
      name: 'Chiara Prism',
      customUrl: 'chiaraprism',
      email: 'chiara@demo.agora.test',
      bio: 'Collector of multiple editions and maker of small geometric studies.',
    },
  },
  {
    account: 8,
    hue: 40,
    fields: {
      name: 'Dev Quartz',
      customUrl: 'devquartz',
      email: 'dev@demo.agora.test',
      bio: 'Bidding on what glows. Curating the Agora demo market since block one.',
      facebook: 'https://facebook.com/devquartz',
      facebookEnabled: 'true',
    },
  },
];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('');

/**
 * Names, custom urls, bios, avatars and covers for dev accounts 5–8, checked by the profile form's own rules
 * and stored through the avatar and cover upload's media code. A profile that already has a name (seeded or
 * edited by its owner) is left alone, so a second start changes nothing. Returns how many profiles it filled.
 */
export async function seedDemoProfiles(db: Db, storage: MediaStorage): Promise<number> {
  let filled = 0;
  for (const p of DEMO_PROFILES) {
    const address = demoAddress(p.account);
    const [row] = await db.select({ name: users.name }).from(users).where(eq(users.address, address));
    if (row?.name) continue;
    const { input, errors } = parseProfile(p.fields);
    if (Object.keys(errors).length) throw new Error(`demo profile ${address}: ${JSON.stringify(errors)}`);
    const avatar = await demoArt({ title: initials(input.name), hue: p.hue, shape: 'circle' });
    const image = await storeAvatar(storage, address, avatar);
    const cover = await storeCover(storage, address, await demoCover(p.hue));
    const profile = { ...input, bio: input.bio || null, image, cover, updatedAt: new Date() };
    // The name check again inside the write: a sign-in or an edit between the read and here wins.
    const written = await db
      .insert(users)
      .values({ address, ...profile })
      .onConflictDoUpdate({ target: users.address, set: profile, setWhere: isNull(users.name) })
      .returning({ address: users.address });
    filled += written.length;
  }
  return filled;
}
