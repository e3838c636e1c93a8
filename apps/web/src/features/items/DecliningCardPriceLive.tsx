import type { TokenCard } from '@agora/core';
import { formatUnits } from '@agora/core';
import { useClock } from '../../lib/clock';
import { DecliningNote, priceAt } from '../trade/declining';
import { CardAmount } from './CardPrice';

/** A Dutch card's price at this second, as the marketplace would charge it, and when it reaches its end price. */
export default function DecliningCardPriceLive({ listing }: { listing: NonNullable<TokenCard['listing']> }) {
  const now = useClock(true);
  const unit = priceAt(listing, now) ?? 0n;
  return (
    <div>
      <CardAmount amount={Number(formatUnits(unit))} currency={listing.currency} testId="card-price" />
      <DecliningNote sale={listing} now={now} />
    </div>
  );
}
