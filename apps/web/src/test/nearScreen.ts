import { vi } from 'vitest';

/**
 * Replaces IntersectionObserver: an observed element is reported near the screen only when the test calls
 * `reportNear` (the last observer created).
 */
export function stubNearScreen(): { reportNear: () => void } {
  const near = { reportNear: () => {} };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly cb: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        near.reportNear = () => this.cb([{ isIntersecting: true }]);
      }
      disconnect() {}
    },
  );
  return near;
}
