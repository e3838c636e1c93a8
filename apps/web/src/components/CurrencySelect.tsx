import { MSG } from '@agora/core';
import { useAppConfig } from '../app/appConfig';

/** Currency selector over the configured currencies (tokens only where `tokensOnly`). */
export function CurrencySelect({
  value,
  onChange,
  tokensOnly = false,
  label = MSG.sale.currency,
}: {
  value: string;
  onChange: (symbol: string) => void;
  tokensOnly?: boolean;
  label?: string;
}) {
  const cfg = useAppConfig();
  const list = cfg.currencies.filter((c) => !tokensOnly || c.address !== null);
  return (
    <label className="block text-sm font-medium">
      {label}
      <select className="input mt-1" value={value} onChange={(e) => onChange(e.target.value)}>
        {list.map((c) => (
          <option key={c.symbol} value={c.symbol}>
            {c.symbol}
          </option>
        ))}
      </select>
    </label>
  );
}
