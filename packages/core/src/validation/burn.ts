import { readCount } from './fields';

export type BurnCheck = 'init' | 'empty' | 'zero' | 'errors';

/**
 * Burn quantity (spec 2 §5): the button shows "Qty can't be Empty", "Qty can't be Zero" or 'Check Balance'
 * (more than owned, or not a whole number) instead of 'Continue' (init).
 */
export function burnCheck(quantity: string, balance: number): BurnCheck {
  const q = readCount(quantity);
  if (q.kind === 'empty') return 'empty';
  if (q.kind === 'nan') return 'errors';
  if (q.n === 0) return 'zero';
  return q.n > balance ? 'errors' : 'init';
}
