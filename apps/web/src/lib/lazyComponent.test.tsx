import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazyComponent';

const Hello = () => <p>hello page</p>;

describe('lazyComponent', () => {
  it('suspends before its module has loaded', async () => {
    const Page = lazyComponent(async () => ({ default: Hello }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('hello page')).toBeTruthy();
  });

  it('renders at once, without the fallback, once preloaded (the server HTML is replaced by the same page)', async () => {
    const Page = lazyComponent(async () => ({ default: Hello }));
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('hello page')).toBeTruthy();
  });

  it("loads the module's own lazy parts with it, and passes props", async () => {
    const Part = lazyComponent(async () => ({ default: Hello }));
    const Page = lazyComponent(async () => ({
      default: ({ name }: { name: string }) => (
        <div>
          {name} <Part />
        </div>
      ),
      preload: Part.preload,
    }));
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="token" />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('hello page')).toBeTruthy();
    expect(screen.getByText(/token/)).toBeTruthy();
  });
});
