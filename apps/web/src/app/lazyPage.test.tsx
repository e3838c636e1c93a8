import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

const Hello = () => <p>hello page</p>;

describe('lazyPage', () => {
  it('suspends before its module has loaded', async () => {
    const Page = lazyPage(async () => ({ default: Hello }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('hello page')).toBeTruthy();
  });

  it('renders at once, without the fallback, once preloaded (the server HTML is replaced by the same page)', async () => {
    const Page = lazyPage(async () => ({ default: Hello }));
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('hello page')).toBeTruthy();
  });
});
