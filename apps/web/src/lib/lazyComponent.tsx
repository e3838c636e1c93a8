import { type ComponentType, lazy } from 'react';

/** A lazily loaded module; its own `preload`, when it has one, loads the lazy parts it renders at once. */
type LazyModule<P> = { default: ComponentType<P>; preload?: () => Promise<void> };

/** A component loaded on first use that can also be loaded ahead (`preload`). */
export type LazyComponent<P = object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * Like React.lazy, but once the module has loaded the component renders at once instead of suspending first.
 * The first page of a visit is preloaded before React renders (and on the server before it renders HTML), so
 * the page's HTML is replaced by the same page, never by the loading fallback; and a server-rendered part
 * that hydrates later (HydrateOnIdle) never waits on a chunk, so a click in it hydrates it at once instead of
 * being dropped while its chunk loads.
 */
export function lazyComponent<P extends object = object>(
  load: () => Promise<LazyModule<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then(async (m) => {
      await m.preload?.();
      loaded = m.default;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per component at module level, like React.lazy
  const Component = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return Object.assign(Component, { preload });
}
