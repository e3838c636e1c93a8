import { formatTokenAmount, formatUsd, usdValue } from '@agora/core';
import { useAppConfig } from '../../app/appConfig';

/** Dollar value of an amount in a configured currency. */
export function useUsdValue(amount: number, symbol: string | null): number | null {
  const cfg = useAppConfig();
  return usdValue(amount, symbol, cfg.currencies);
}

/** An item card's amount in whole coins with its dollar value: a price, or (with `label`) a bid. */
export function CardAmount({
  amount,
  currency,
  label,
  testId,
}: {
  amount: number;
  currency: string | null;
  label?: string;
  testId: string;
}) {
  const usd = useUsdValue(amount, currency);
  return (
    <p data-testid={testId}>
      {label && <span className="text-slate-500">{label} </span>}
      <span className="font-semibold">
        {formatTokenAmount(amount, currency)} {currency}
      </span>
      {usd !== null && <span className="ml-1 text-slate-500">{formatUsd(usd)}</span>}
    </p>
  );
}
