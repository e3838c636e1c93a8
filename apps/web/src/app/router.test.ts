import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

const match = (path: string) => {
  const m = matchRoutes(routes, path);
  const leaf = m?.[m.length - 1];
  return { pattern: leaf?.route.path, params: leaf?.params };
};

describe('route table (spec 1 §2)', () => {
  it('ranks fixed routes above the single-segment custom-url catch-all', () => {
    for (const p of [
      '/activity',
      '/about',
      '/create',
      '/edit-profile',
      '/Following',
      '/collectionlist',
      '/comingsoon',
    ]) {
      expect(match(p).pattern).not.toBe('/:paramUsername');
    }
    expect(match('/alice')).toMatchObject({ pattern: '/:paramUsername', params: { paramUsername: 'alice' } });
  });

  it('matches the parameterised screens with the spec parameter names', () => {
    expect(match('/explore/Art').params).toMatchObject({ Param_category: 'Art' });
    expect(match('/info/0xa/0xb/7').params).toMatchObject({
      owneraddress: '0xa',
      collectionaddress: '0xb',
      tokenidval: '7',
    });
    expect(match('/addCollectionss/Cats/usercollection').params).toMatchObject({
      name: 'Cats',
      form: 'usercollection',
    });
    expect(match('/my-items').pattern).toBe('/my-items/:activity?');
    expect(match('/my-items/activity').params).toMatchObject({ activity: 'activity' });
  });

  it('sends unknown multi-segment paths to the redirect', () => {
    expect(match('/no/such/page').pattern).toBe('*');
  });
});
