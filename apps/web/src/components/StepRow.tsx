import { MSG } from '@agora/core';
import type { StepStatus } from '../lib/chain/steps';

export interface StepLabels {
  init: string;
  processing: string;
  done: string;
  tryagain: string;
}

/** One Follow Steps row: title, hint and the button whose label follows the step's status. */
export function StepRow({
  title,
  hint,
  status,
  enabled,
  labels = MSG.sale.stepLabels,
  onRun,
}: {
  title: string;
  hint?: string;
  status: StepStatus;
  enabled: boolean;
  labels?: StepLabels;
  onRun: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-slate-100 py-3 last:border-0">
      <div>
        <p className="font-semibold">{title}</p>
        {hint && <p className="text-xs text-slate-500">{hint}</p>}
      </div>
      <button type="button" className="btn-primary min-w-28" disabled={!enabled} onClick={onRun}>
        {labels[status]}
      </button>
    </div>
  );
}
