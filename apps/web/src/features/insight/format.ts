import { formatUsd, MSG } from '@agora/core';

/** A USD amount of the stats: '$1.2k'; a missing floor reads as a dash. */
export const usdText = (value: number | null): string =>
  value === null ? MSG.insight.noFloor : formatUsd(value, 2);

/** Colour of a change: up green, down red, none grey. */
export const changeClass = (pct: number | null): string =>
  pct === null || pct === 0 ? 'text-slate-400' : pct > 0 ? 'text-emerald-600' : 'text-rose-600';
