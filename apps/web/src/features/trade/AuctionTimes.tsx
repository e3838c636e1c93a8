import { type EndChoice, EXPIRY_PRESET_DAYS, MSG, type StartChoice } from '@agora/core';

const M = MSG.create;
const START_DAYS = [1, 3] as const;

const toLocalInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

function startKey(c: StartChoice | null) {
  return !c ? '' : c.kind === 'now' ? 'now' : c.kind === 'days' ? `d${c.days}` : 'date';
}
function endKey(c: EndChoice | null) {
  return !c ? '' : c.kind === 'days' ? `d${c.days}` : 'date';
}

/**
 * Starting Date (right after listing, N days, or a picked date: today or later) and Expiration Date
 * (1 day, 3 days, or a picked date after the start) of a timed auction.
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
  const pickedStart = start?.kind === 'date' ? start.at : now;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <label className="block text-sm font-medium">
        {M.startingDate}
        <select
          className="input mt-1"
          value={startKey(start)}
          onChange={(e) => {
            const v = e.target.value;
            onStart(
              v === 'now'
                ? { kind: 'now' }
                : v === 'date'
                  ? { kind: 'date', at: now }
                  : { kind: 'days', days: Number(v.slice(1)) },
            );
          }}
        >
          <option value="now">{M.rightAfterListing}</option>
          {START_DAYS.map((d) => (
            <option key={d} value={`d${d}`}>
              {M.days(d)}
            </option>
          ))}
          <option value="date">{M.pickDate}</option>
        </select>
        {start?.kind === 'date' && (
          <input
            type="datetime-local"
            aria-label={M.chooseDate}
            className="input mt-1"
            min={toLocalInput(now)}
            value={toLocalInput(start.at)}
            onChange={(e) => onStart({ kind: 'date', at: new Date(e.target.value).getTime() })}
          />
        )}
        {errors.startsAt && <span className="mt-1 block text-rose-700">{errors.startsAt}</span>}
      </label>
      <label className="block text-sm font-medium">
        {M.expirationDate}
        <select
          className="input mt-1"
          value={endKey(end)}
          onChange={(e) => {
            const v = e.target.value;
            onEnd(
              v === 'date'
                ? { kind: 'date', at: pickedStart + 86_400_000 }
                : { kind: 'days', days: Number(v.slice(1)) },
            );
          }}
        >
          {EXPIRY_PRESET_DAYS.map((d) => (
            <option key={d} value={`d${d}`}>
              {M.days(d)}
            </option>
          ))}
          <option value="date">{M.pickDate}</option>
        </select>
        {end?.kind === 'date' && (
          <input
            type="datetime-local"
            aria-label={M.chooseDate}
            className="input mt-1"
            min={toLocalInput(pickedStart)}
            value={toLocalInput(end.at)}
            onChange={(e) => onEnd({ kind: 'date', at: new Date(e.target.value).getTime() })}
          />
        )}
        {errors.endsAt && <span className="mt-1 block text-rose-700">{errors.endsAt}</span>}
      </label>
      <details className="text-xs text-slate-600 sm:col-span-2">
        <summary className="cursor-pointer text-brand-700">{MSG.auction.learnMore}</summary>
        <p className="mt-1 font-semibold">{MSG.auction.howItWorksTitle}</p>
        <ul className="list-disc pl-4">
          {MSG.auction.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
