import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSteps } from './useTrade';

describe('useSteps', () => {
  it('runs the work of a step once when it is pressed twice before React renders again', async () => {
    const { result } = renderHook(() => useSteps(['purchase'] as const));
    let calls = 0;
    let finish = () => {};
    const work = () => {
      calls += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    };
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = result.current.run('purchase', work, 'failed');
      second = result.current.run('purchase', work, 'failed');
    });
    expect(await second).toBe(false);
    expect(result.current.state.status.purchase).toBe('processing');
    await act(async () => {
      finish();
      expect(await first).toBe(true);
    });
    expect(calls).toBe(1);
    expect(result.current.state.status.purchase).toBe('done');
  });

  it('lets a failed step be tried again, and a later step begin only after the one before it is done', async () => {
    const { result } = renderHook(() => useSteps(['approve', 'purchase'] as const));
    await act(async () => {
      expect(await result.current.run('purchase', async () => {}, 'failed')).toBe(false);
      expect(await result.current.run('approve', () => Promise.reject(new Error('no')), 'failed')).toBe(
        false,
      );
    });
    expect(result.current.state.status.approve).toBe('tryagain');
    await act(async () => {
      expect(await result.current.run('approve', async () => {}, 'failed')).toBe(true);
      expect(await result.current.run('purchase', async () => {}, 'failed')).toBe(true);
    });
    expect(result.current.state.status).toEqual({ approve: 'done', purchase: 'done' });
  });
});
