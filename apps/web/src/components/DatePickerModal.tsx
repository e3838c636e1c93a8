import {
  allowedHours,
  allows,
  atHour,
  type CalendarDay,
  dayAllowed,
  dayOf,
  firstAllowed,
  formatBidDate,
  formatDayLabel,
  formatHour,
  formatMonth,
  monthWeeks,
  moveToDay,
  PICKER_MSG,
  type PickBound,
  sameDay,
  shiftDay,
  shiftMonth,
  WEEKDAYS,
} from '@agora/core';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { StaticDialog } from './StaticDialog';

const M = PICKER_MSG.dates;
const dayKey = (d: CalendarDay) => `${d.year}-${d.month}-${d.day}`;
const ARROWS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * Choose date (spec 2): a month calendar and a whole-hour choice, with Done. Only what `bound` allows can
 * be picked (the rules are in @agora/core). The day grid is one tab stop; arrow keys move between the
 * allowed days (across months), Enter or Space picks the focused one.
 */
export function DatePickerModal({
  title,
  bound,
  value,
  onDone,
  onCancel,
  opener,
}: {
  title: string;
  bound: PickBound;
  /** The time chosen before, kept when the bound still allows it. */
  value: number | null;
  onDone: (at: number) => void;
  onCancel: () => void;
  /** The control that opened the calendar; it gets the focus back when the calendar closes. */
  opener: RefObject<HTMLElement | null>;
}) {
  const [picked, setPicked] = useState(() =>
    value !== null && allows(bound, value) ? value : firstAllowed(bound),
  );
  const pickedDay = dayOf(picked);
  const [view, setView] = useState({ year: pickedDay.year, month: pickedDay.month });
  const [focused, setFocused] = useState(pickedDay);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  // Arrow keys move the focus to a day that may only exist once the month has re-rendered. A layout effect, so
  // the focus has moved before the next key (a plain effect may run a frame later: Enter would pick the day
  // the focus left).
  useLayoutEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${dayKey(focused)}"]`)?.focus();
  }, [focused]);

  const previous = shiftMonth(view.year, view.month, -1);
  const lastOfPrevious = { ...previous, day: new Date(view.year, view.month, 0).getDate() };
  const pick = (d: CalendarDay) => {
    const at = moveToDay(bound, picked, d);
    if (at === null) return;
    setPicked(at);
    setFocused(d);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const step = ARROWS[e.key];
    if (!step) return;
    e.preventDefault();
    const next = shiftDay(focused, step);
    if (!dayAllowed(bound, next)) return;
    moved.current = true;
    setFocused(next);
    setView({ year: next.year, month: next.month });
  };
  const hours = allowedHours(bound, pickedDay);
  // The roving tab stop: the focused day when it is in view, else the first allowed day of the month.
  const visible = monthWeeks(view.year, view.month)
    .flat()
    .filter((d): d is CalendarDay => d !== null && dayAllowed(bound, d));
  const tabStop = visible.find((d) => sameDay(d, focused)) ?? visible[0];

  return (
    <StaticDialog
      open
      title={title}
      onClose={onCancel}
      onCloseAutoFocus={(e) => {
        // The calendar may sit on another modal (Put On Sale), where Radix would drop the focus on the body.
        e.preventDefault();
        opener.current?.focus();
      }}
    >
      <div className="mb-2 flex items-center justify-between">
        <button
          type="button"
          className="btn-ghost"
          aria-label={M.previousMonth}
          disabled={!dayAllowed(bound, lastOfPrevious)}
          onClick={() => setView(previous)}
        >
          ‹
        </button>
        <p aria-live="polite" className="font-semibold">
          {formatMonth(view.year, view.month)}
        </p>
        <button
          type="button"
          className="btn-ghost"
          aria-label={M.nextMonth}
          onClick={() => setView(shiftMonth(view.year, view.month, 1))}
        >
          ›
        </button>
      </div>
      <table ref={grid} className="w-full table-fixed text-center text-sm" onKeyDown={onKeyDown}>
        <caption className="sr-only">{formatMonth(view.year, view.month)}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((w) => (
              <th key={w} scope="col" className="py-1 font-medium text-slate-500">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(view.year, view.month).map((week) => (
            <tr key={week.map((d) => (d ? dayKey(d) : '')).join()}>
              {week.map((d, col) =>
                d ? (
                  <td key={dayKey(d)} className="p-0.5">
                    <button
                      type="button"
                      data-day={dayKey(d)}
                      aria-label={formatDayLabel(d)}
                      aria-pressed={sameDay(d, pickedDay)}
                      disabled={!dayAllowed(bound, d)}
                      tabIndex={tabStop && sameDay(d, tabStop) ? 0 : -1}
                      onClick={() => pick(d)}
                      onFocus={() => setFocused(d)}
                      className="size-9 rounded-full hover:bg-brand-100 disabled:cursor-not-allowed disabled:text-slate-300 aria-pressed:bg-brand-600 aria-pressed:text-white"
                    >
                      {d.day}
                    </button>
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have nothing but their column
                  <td key={`empty-${col}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <label className="mt-3 block text-sm font-medium">
        {M.hour}
        <select
          className="input mt-1"
          // A string like the options' values, whatever the renderer does with a number.
          value={String(new Date(picked).getHours())}
          onChange={(e) => setPicked(atHour(pickedDay, Number(e.target.value)))}
        >
          {hours.map((h) => (
            <option key={h} value={h}>
              {formatHour(h)}
            </option>
          ))}
        </select>
      </label>
      <p className="mt-3 text-sm text-slate-600" aria-live="polite">
        {formatBidDate(picked)}
      </p>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={onCancel}>
          {M.cancel}
        </button>
        <button type="button" className="btn-primary" onClick={() => onDone(picked)}>
          {M.done}
        </button>
      </div>
    </StaticDialog>
  );
}
