import {
  acceptsPriceInput,
  bpsToScaled,
  formatMoney,
  formatUnits,
  formatWeiMoney,
  type ItemType,
  readCount,
  usdValue,
} from '@agora/core';
import { useAppConfig } from '../../app/appConfig';
import { Field } from '../../components/Field';

/** Shared pieces of the trade modals: amounts with their dollar value, fees, balances. */

/** Money about to change hands, in full ('9,999.48 BNB $2,999,844'): compact suffixes are for lists. */
export function Amount({ wei, symbol }: { wei: bigint; symbol: string }) {
  const cfg = useAppConfig();
  const usd = usdValue(formatUnits(wei), symbol, cfg.currencies);
  return (
    <span>
      <span className="font-semibold">
        {formatWeiMoney(wei, symbol)} {symbol}
      </span>
      {usd !== null && <span className="ml-1 text-slate-500">${formatMoney(usd, 2)}</span>}
    </span>
  );
}

export function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-1 text-sm">
      <span className="text-slate-600">{label}</span>
      <span className="text-right">{children}</span>
    </div>
  );
}

/** Buyer and seller fees of the configuration as spec 2's scaled integers. */
export function useFees() {
  const cfg = useAppConfig();
  return { buyer: bpsToScaled(cfg.fees.buyerBps), seller: bpsToScaled(cfg.fees.sellerBps) };
}

/**
 * Editions the figures (you will pay, receive, get) count: 1 for a single edition, else the quantity typed,
 * 0 while it is not a whole number (the field shows why; "1.5" would break the bigint arithmetic).
 */
export function editionsOf(type: ItemType, quantity: string): number {
  if (type === 721) return 1;
  const read = readCount(quantity);
  return read.kind === 'ok' ? read.n : 0;
}

interface NumberFieldProps {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A number as typed; `accept` refuses keystrokes that could never become a valid one. */
function NumberField({
  inputMode,
  accept,
  onChange,
  ...field
}: NumberFieldProps & { inputMode: 'decimal' | 'numeric'; accept?: (text: string) => boolean }) {
  return (
    <Field
      {...field}
      inputMode={inputMode}
      // Refused typing changes no state, and React puts the controlled field's value back.
      onChange={(e) => {
        if (!accept || accept(e.target.value)) onChange(e.target.value);
      }}
    />
  );
}

/** A price: typing that cannot become one (letters, a second point, too many decimals) is refused. */
export const PriceField = (props: NumberFieldProps) => (
  <NumberField {...props} inputMode="decimal" accept={acceptsPriceInput} />
);

/** A number of editions (or tokens): the form's check says what is wrong with it. */
export const QuantityField = (props: NumberFieldProps) => <NumberField {...props} inputMode="numeric" />;
