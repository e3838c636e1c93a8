/**
 * TRANSITIONAL seam for the display rules owned by @agora/core (shorten.ts, amounts.ts, dates.ts,
 * auction.ts, media.ts). Components import them only from here; when core lands this file becomes
 * re-exports. Kept minimal and faithful to spec 1 §9.
 */

/** First `n` characters plus an ellipsis when longer (8 in wallet menu/cards, 6 in notifications, 10 in lists). */
export function shorten(text: string, n: number): string {
  return text.length > n ? `${text.slice(0, n)}...` : text;
}

const SUFFIXES = ['', 'k', 'M', 'B', 'T'] as const;

/** Amount with k/M/B/T suffix; up to 4 decimals for the platform token, 5 for others. */
export function formatAmount(value: number, decimals: 4 | 5 = 5): string {
  if (!Number.isFinite(value)) return '0';
  let v = value;
  let i = 0;
  while (Math.abs(v) >= 1000 && i < SUFFIXES.length - 1) {
    v /= 1000;
    i++;
  }
  return `${Number(v.toFixed(decimals))}${SUFFIXES[i]}`;
}

export function formatUsd(value: number): string {
  return `$${formatAmount(value, 4)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
function clock(d: Date): string {
  const h = d.getHours() % 12 || 12;
  return `${h}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'am' : 'pm'}`;
}
/** DD/MM/YYYY, h:mm a (activity page). */
export const formatDateDMY = (iso: string) => {
  const d = new Date(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}, ${clock(d)}`;
};
/** MM/DD/YYYY, h:mm a (profile activity). */
export const formatDateMDY = (iso: string) => {
  const d = new Date(iso);
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}, ${clock(d)}`;
};

export type AuctionPhase =
  | { phase: 'upcoming'; days: number }
  | { phase: 'live'; days: number; hours: number; minutes: number; seconds: number }
  | { phase: 'ended' };

export function auctionPhase(startsAt: number, endsAt: number, now: number): AuctionPhase {
  if (now < startsAt) return { phase: 'upcoming', days: Math.ceil((startsAt - now) / 86_400_000) };
  if (now >= endsAt) return { phase: 'ended' };
  let s = Math.floor((endsAt - now) / 1000);
  const days = Math.floor(s / 86_400);
  s -= days * 86_400;
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const minutes = Math.floor(s / 60);
  return { phase: 'live', days, hours, minutes, seconds: s - minutes * 60 };
}

export type MediaKind = 'video' | 'audio' | 'image';
/** Media type by file extension, any case (spec 1 §1). */
export function mediaKind(path: string): MediaKind {
  const ext = path.split('?')[0]?.split('.').pop()?.toLowerCase() ?? '';
  if (['mp4', 'webm', 'ogv'].includes(ext)) return 'video';
  if (['mp3', 'aac', 'flac'].includes(ext)) return 'audio';
  return 'image';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Newsletter: 'Enter email' when empty, 'Enter valid email' when malformed, else null. */
export function newsletterError(
  email: string,
  msg: { enterEmail: string; enterValidEmail: string },
): string | null {
  if (!email.trim()) return msg.enterEmail;
  return EMAIL.test(email.trim()) ? null : msg.enterValidEmail;
}
