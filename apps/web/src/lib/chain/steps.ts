/**
 * The Follow Steps machine of spec 2 §4, shared by every modal: an ordered list of steps, each init →
 * processing → done, or processing → tryagain → processing. A step may begin only when every step before
 * it is done and it is itself init or tryagain; a failure changes nothing but its own status.
 */

export type StepStatus = 'init' | 'processing' | 'done' | 'tryagain';

export interface StepsState<K extends string> {
  order: readonly K[];
  status: Readonly<Record<K, StepStatus>>;
}

export type StepsAction<K extends string> =
  | { type: 'begin'; step: K }
  | { type: 'succeed'; step: K }
  | { type: 'fail'; step: K }
  | { type: 'reset' };

export function initSteps<K extends string>(order: readonly K[]): StepsState<K> {
  const status = Object.fromEntries(order.map((k) => [k, 'init'])) as Record<K, StepStatus>;
  return { order, status };
}

export function canBegin<K extends string>(state: StepsState<K>, step: K): boolean {
  const at = state.order.indexOf(step);
  if (at < 0) return false;
  const own = state.status[step];
  return (
    (own === 'init' || own === 'tryagain') &&
    state.order.slice(0, at).every((k) => state.status[k] === 'done')
  );
}

export const isBusy = <K extends string>(state: StepsState<K>) =>
  state.order.some((k) => state.status[k] === 'processing');

export const allDone = <K extends string>(state: StepsState<K>) =>
  state.order.every((k) => state.status[k] === 'done');

const set = <K extends string>(state: StepsState<K>, step: K, to: StepStatus): StepsState<K> => ({
  ...state,
  status: { ...state.status, [step]: to },
});

/** Illegal moves (beginning out of order, finishing a step that is not running) leave the state as it is. */
export function stepsReducer<K extends string>(state: StepsState<K>, action: StepsAction<K>): StepsState<K> {
  switch (action.type) {
    case 'begin':
      return canBegin(state, action.step) ? set(state, action.step, 'processing') : state;
    case 'succeed':
      return state.status[action.step] === 'processing' ? set(state, action.step, 'done') : state;
    case 'fail':
      return state.status[action.step] === 'processing' ? set(state, action.step, 'tryagain') : state;
    case 'reset':
      return isBusy(state) ? state : initSteps(state.order);
  }
}

/**
 * The one-button transaction modals (Put On Sale / Lower Price, Transfer, Cancel Order): 'init' until the
 * form is touched, 'error' while it has errors (after an attempt), then the transaction's own states.
 */
export type TxButtonState = 'init' | 'start' | 'error' | 'processing' | 'done' | 'try';

export function txButtonState(input: {
  status: StepStatus;
  touched: boolean;
  hasErrors: boolean;
}): TxButtonState {
  if (input.status === 'processing') return 'processing';
  if (input.status === 'done') return 'done';
  if (input.touched && input.hasErrors) return 'error';
  if (input.status === 'tryagain') return 'try';
  return input.touched ? 'start' : 'init';
}

/** A button can be pressed only from these states ('init' is the untouched form: disabled). */
export const txButtonEnabled = (s: TxButtonState) => s === 'start' || s === 'try';
