import { describe, expect, it } from 'vitest';
import { ApiError, buildUrl, retryTransient } from './client';

describe('retryTransient', () => {
  it('tries once more after a network or server failure', () => {
    expect(retryTransient(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryTransient(0, new ApiError(503, 'down'))).toBe(true);
    expect(retryTransient(1, new ApiError(500, 'boom'))).toBe(false);
  });

  it('takes a 4xx as the answer', () => {
    for (const status of [400, 401, 403, 404, 413, 422, 429]) {
      expect(retryTransient(0, new ApiError(status, 'no'))).toBe(false);
    }
  });
});

describe('buildUrl', () => {
  it('repeats a list parameter once per element and leaves out empty values', () => {
    expect(buildUrl('/tokens', { filter: 'All', trait: ['Color:Blue', 'Hat:Cap'], cursor: '' })).toBe(
      '/api/v1/tokens?filter=All&trait=Color%3ABlue&trait=Hat%3ACap',
    );
    expect(buildUrl('/tokens', { trait: [] })).toBe('/api/v1/tokens');
  });
});
