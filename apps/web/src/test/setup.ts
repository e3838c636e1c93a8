import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait up to 10 s, not testing-library's 1 s: CI's two cores run two test files at once, and a
// modal's steps (a lazily imported module, transformed on first use) took 1.1 s there and over 5 s at load 11.
configure({ asyncUtilTimeout: 10_000 });

// A unit test never reaches a server: a fetch no test answered (mockApi, or seeded query data) fails at once and
// names its URL, instead of trying happy-dom's http://localhost:3000.
// Assigned, not stubbed: vi.unstubAllGlobals() in a test restores this guard, not the real fetch.
globalThis.fetch = async (input: RequestInfo | URL) => {
  throw new Error(
    `unit test fetched ${String(input instanceof Request ? input.url : input)} without an answer`,
  );
};

afterEach(() => cleanup());
