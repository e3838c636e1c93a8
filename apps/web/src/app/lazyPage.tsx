import { type ComponentType, lazy } from 'react';

type PageModule = { default: ComponentType };

/** A route's page component, loaded on first use, that can also be loaded ahead (`preload`). */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * Like React.lazy, but once the module has loaded the page renders at once instead of suspending first. The
 * first page of a visit is preloaded before React renders (and on the server before it renders HTML), so the
 * page's HTML is replaced by the same page, never by the loading fallback.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m.default;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per route at module level, like React.lazy
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Page, { preload });
}
