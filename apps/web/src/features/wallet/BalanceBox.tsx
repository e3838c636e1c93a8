import { displayDecimals, formatMoney, MSG, PLATFORM_TOKEN } from '@agora/core';

/** The wallet menu's balance box: '…' while loading (also while WalletBalance's chunk loads). */
export function BalanceBox({ amount, usd }: { amount: number | null; usd: number | null }) {
  return (
    <div className="mx-3 mb-2 rounded-xl bg-slate-50 p-3">
      <p className="text-xs text-slate-500">{MSG.wallet.balance}</p>
      <p className="font-semibold">
        {/* A balance in full ('12,500 VSW'), as in the trade modals: suffixes are for counts. */}
        {amount === null ? '…' : `${formatMoney(amount, displayDecimals(PLATFORM_TOKEN))} ${PLATFORM_TOKEN}`}
        {usd !== null && (
          <span className="ml-2 text-sm font-normal text-slate-500">${formatMoney(usd, 2)}</span>
        )}
      </p>
    </div>
  );
}
