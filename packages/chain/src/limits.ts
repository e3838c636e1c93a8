// Apart from eip712.ts: the web app's cart imports this limit on the first load, which must not bring the
// order and bid types (and everything else the pages use from that module) along.

/** The most purchases one `sweep` takes (AgoraMarketplace.MAX_SWEEP). */
export const MAX_SWEEP = 50;
