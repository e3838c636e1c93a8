import {
  type EndChoice,
  EXPIRY_PRESET_DAYS,
  expiryBound,
  formatBidDate,
  PICKER_MSG,
  type PickBound,
  resolveStart,
  type StartChoice,
  startBound,
} from '@agora/core';
import { useId, useRef, useState } from 'react';
import { AuctionHowItWorks } from './AuctionHowItWorks';
import { DatePickerModal } from './DatePickerModal';

const M = PICKER_MSG.dates;
const START_DAYS = [1, 3] as const;
const PICK = 'date';

type Option<C> = { key: string; label: string; choice: C };

const startOptions: Option<StartChoice>[] = [
  { key: 'now', label: M.rightAfterListing, choice: { kind: 'now' } },
  ...START_DAYS.map((days) => ({
    key: `d${days}`,
    label: M.days(days),
    choice: { kind: 'days', days } as const,
  })),
];
const endOptions: Option<EndChoice>[] = EXPIRY_PRESET_DAYS.map((days) => ({
  key: `d${days}`,
  label: M.days(days),
  choice: { kind: 'days', days },
}));
/** What names each date and what it offers; the values, bounds and errors come from the form. */
const START = { label: M.startingDate, title: M.startTitle, options: startOptions };
const END = { label: M.expirationDate, title: M.expiryTitle, options: endOptions };
const keyOf = (c: StartChoice | EndChoice | null) =>
  !c ? '' : c.kind === 'now' ? 'now' : c.kind === 'days' ? `d${c.days}` : PICK;

/**
 * One date choice: the presets and 'Pick specific date', which opens the Choose-date calendar; the
 * choice changes only on Done, so Cancel keeps the previous one.
 */
function DateChoice<C extends StartChoice | EndChoice>({
  label,
  title,
  options,
  value,
  onChange,
  bound,
  error,
}: {
  label: string;
  /** The calendar's title. */
  title: string;
  options: Option<C>[];
  value: C | null;
  onChange: (c: C) => void;
  bound: PickBound;
  error?: string;
}) {
  const id = useId();
  const [picking, setPicking] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const picked = value?.kind === 'date' ? value.at : null;
  return (
    <div className="text-sm font-medium">
      <label htmlFor={id}>{label}</label>
      <select
        ref={select}
        id={id}
        className="input mt-1"
        value={keyOf(value)}
        onChange={(e) => {
          const option = options.find((o) => o.key === e.target.value);
          if (option) onChange(option.choice);
          else setPicking(true);
        }}
      >
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
        <option value={PICK}>{M.pickDate}</option>
      </select>
      {picked !== null && (
        <p className="mt-1 flex items-center justify-between gap-2 font-normal">
          <span>{formatBidDate(picked)}</span>
          <button type="button" className="btn-ghost" onClick={() => setPicking(true)}>
            {M.change}
          </button>
        </p>
      )}
      {error && <span className="mt-1 block text-rose-700">{error}</span>}
      {picking && (
        <DatePickerModal
          title={title}
          bound={bound}
          value={picked}
          onDone={(at) => {
            setPicking(false);
            onChange({ kind: 'date', at } as C);
          }}
          onCancel={() => setPicking(false)}
          opener={select}
        />
      )}
    </div>
  );
}

/**
 * Starting Date (right after listing, N days, or a picked date: today or later, from the current hour) and
 * Expiration Date (1 day, 3 days, or a picked date after the start) of a timed auction.
 */
export function AuctionTimes({
  start,
  end,
  onStart,
  onEnd,
  errors,
  now,
}: {
  start: StartChoice | null;
  end: EndChoice | null;
  onStart: (c: StartChoice) => void;
  onEnd: (c: EndChoice) => void;
  errors: { startsAt?: string; endsAt?: string };
  now: number;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <DateChoice
        {...START}
        value={start}
        onChange={onStart}
        bound={startBound(now)}
        error={errors.startsAt}
      />
      <DateChoice
        {...END}
        value={end}
        onChange={onEnd}
        bound={expiryBound(resolveStart(start ?? { kind: 'now' }, now))}
        error={errors.endsAt}
      />
      <AuctionHowItWorks />
    </div>
  );
}
