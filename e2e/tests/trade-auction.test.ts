import { describe, it } from 'vitest';

// Issue 7: A puts a single item on timed auction; B approves and places a signed bid; the chain's clock moves
// past the end (evm_increaseTime + evm_mine); A accepts; the item is B's. Timed auctions and bids take an
// ERC-20 only, and GET /api/v1/config lists VSW and WBNB with `address: null` (the server's seed inserts them
// without the deployed addresses), so the web app offers no currency for an auction or a bid.
describe('timed auction in Chromium', () => {
  it.todo(
    'A auctions a single item, B bids, the clock passes the end, A accepts (needs GET /config currencies with the deployed VSW/WBNB addresses)',
  );
});
