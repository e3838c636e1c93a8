import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenKey } from '../../api/lifecycle';
import { LiveStream } from './liveStream';
import { useLive } from './useLive';

/** A stand-in for the browser's EventSource: records its URL and lets the test send frames. */
class FakeSource {
  static opened: FakeSource[] = [];
  readyState = 1;
  closed = false;
  private readonly handlers = new Map<string, Array<(e: unknown) => void>>();
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(type: string, fn: (e: unknown) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown) {
    for (const fn of this.handlers.get(type) ?? []) fn({ data: JSON.stringify(data) });
  }
}

const tick = () => act(() => new Promise((r) => setTimeout(r, 5)));
const CONTRACT = '0x00000000000000000000000000000000000000aa';

function setup() {
  FakeSource.opened = [];
  const stream = new LiveStream((url) => new FakeSource(url) as unknown as EventSource);
  const qc = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  const stale = (key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated ?? null;
  const seed = (...keys: (readonly unknown[])[]) => {
    for (const k of keys) qc.setQueryData(k, 1);
  };
  return { stream, qc, wrapper, stale, seed };
}

describe('useLive', () => {
  // The stream loads its parser with the first frame; loaded here once, so that no test waits for its transform.
  beforeAll(() => import('./parseLiveEvent'));

  it('opens one stream for the channels of every mounted page, reopens without those unmounted, closes at none', async () => {
    const { stream, wrapper } = setup();
    const token = `token:${CONTRACT}:7`;
    const a = renderHook(() => useLive([token, 'notifications'], stream), { wrapper });
    const b = renderHook(() => useLive(['activity', token, null], stream), { wrapper });
    await tick();
    expect(FakeSource.opened.map((s) => decodeURIComponent(s.url))).toEqual([
      `/api/v1/events?channels=activity,${token}&notifications=1`,
    ]);
    a.unmount();
    await tick();
    expect(FakeSource.opened[0]?.closed).toBe(true);
    expect(decodeURIComponent(FakeSource.opened[1]?.url ?? '')).toBe(
      `/api/v1/events?channels=activity,${token}`,
    );
    b.unmount();
    await tick();
    expect(FakeSource.opened[1]?.closed).toBe(true);
    expect(FakeSource.opened).toHaveLength(2);
  });

  it('a sale refetches its token page and the lists, not another token; a notification only the notifications', async () => {
    const { stream, wrapper, stale, seed } = setup();
    const mine = tokenKey(CONTRACT, '7');
    const other = tokenKey(CONTRACT, '8');
    seed(mine, other, ['activity', 'all', null], ['public', 'explore', 'All'], ['notifications']);
    renderHook(() => useLive([`token:${CONTRACT}:7`], stream), { wrapper });
    await tick();
    const source = FakeSource.opened[0] as FakeSource;
    await act(async () =>
      source.emit('token', { type: 'token', change: 'sale', contract: CONTRACT, tokenId: '7', txHash: null }),
    );
    // The parser loads with the stream's first frames (parseLiveEvent.ts): delivery may take a moment.
    await vi.waitFor(() => expect(stale(mine)).toBe(true), { timeout: 10_000 });
    expect(stale(['activity', 'all', null])).toBe(true);
    expect(stale(['public', 'explore', 'All'])).toBe(true);
    expect(stale(other)).toBe(false);
    expect(stale(['notifications'])).toBe(false);
    await act(async () => source.emit('notification', { type: 'notification' }));
    await vi.waitFor(() => expect(stale(['notifications'])).toBe(true), { timeout: 10_000 });
    expect(stale(other)).toBe(false);
  });

  it('reset refetches everything; a malformed event changes nothing', async () => {
    const { stream, wrapper, stale, seed } = setup();
    const other = tokenKey(CONTRACT, '8');
    seed(other);
    renderHook(() => useLive(['explore'], stream), { wrapper });
    await tick();
    const source = FakeSource.opened[0] as FakeSource;
    seed(['notifications']);
    // Frames are delivered in order: once the notification after the malformed frame has arrived, so has it.
    await act(async () => source.emit('token', { type: 'token', change: 'nonsense' }));
    await act(async () => source.emit('notification', { type: 'notification' }));
    await vi.waitFor(() => expect(stale(['notifications'])).toBe(true), { timeout: 10_000 });
    expect(stale(other)).toBe(false);
    await act(async () => source.emit('reset', { type: 'reset' }));
    await vi.waitFor(() => expect(stale(other)).toBe(true), { timeout: 10_000 });
  });
});
