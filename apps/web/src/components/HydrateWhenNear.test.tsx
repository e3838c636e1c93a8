import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNearScreen } from '../test/nearScreen';
import { HydrateWhenNear } from './HydrateWhenNear';

let near = { reportNear: () => {} };
let pressed = 0;

/** A card: marks itself once hydrated (its effect ran) and counts presses of its button. */
function Card() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <button type="button" data-hydrated={hydrated} onClick={() => pressed++}>
      card
    </button>
  );
}

const tree = (
  <HydrateWhenNear as="li">
    <Card />
  </HydrateWhenNear>
);

/** The server's HTML (rendered where there is no document, as on the server), hydrated in the page. */
function hydrateServerHtml(): void {
  vi.stubGlobal('document', undefined);
  const html = renderToString(<ul>{tree}</ul>);
  vi.unstubAllGlobals();
  near = stubNearScreen();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const list = container.firstChild as HTMLElement;
  hydrateRoot(list, tree, { onRecoverableError: (e) => expect.fail(String(e)) });
}

// React's scheduler runs as in a browser: a hydration that waits is retried when what it waits for resolves.
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  pressed = 0;
  // Far below the screen.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 5000, width: 300, height: 400 }),
  );
});
afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** A page's data as a store, updated synchronously as TanStack Query's are. */
const likedStore = (() => {
  let liked = false;
  const listeners = new Set<() => void>();
  return {
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    get: () => liked,
    set(value: boolean) {
      liked = value;
      for (const l of listeners) l();
    },
  };
})();

/** A page whose one card waits to hydrate and shows the store's data. */
function LikedPage() {
  const liked = useSyncExternalStore(likedStore.subscribe, likedStore.get, likedStore.get);
  return (
    <ul>
      <HydrateWhenNear as="li">
        <button type="button">{liked ? 'liked' : 'like'}</button>
      </HydrateWhenNear>
    </ul>
  );
}

const card = () => screen.getByRole('button', { name: 'card' });
const settle = () => new Promise((r) => setTimeout(r, 100));

describe('HydrateWhenNear', () => {
  it('keeps the server HTML of a part below the screen unhydrated until it comes near', async () => {
    hydrateServerHtml();
    await settle();
    expect(card().dataset.hydrated).toBe('false');
    near.reportNear();
    await waitFor(() => expect(card().dataset.hydrated).toBe('true'));
  });

  it('hydrates a part on the screen at once', async () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 100, width: 300, height: 400 }),
    );
    hydrateServerHtml();
    await waitFor(() => expect(card().dataset.hydrated).toBe('true'));
  });

  it('loses no press: a click on a part still waiting hydrates it and reaches its handler', async () => {
    hydrateServerHtml();
    await settle();
    expect(card().dataset.hydrated).toBe('false');
    fireEvent.pointerDown(card());
    fireEvent.click(card());
    expect(pressed).toBe(1);
    expect(card().dataset.hydrated).toBe('true');
  });

  it("keeps a waiting part's server HTML through a parent's render with new data, and shows the data once near", async () => {
    vi.stubGlobal('document', undefined);
    const html = renderToString(<LikedPage />);
    vi.unstubAllGlobals();
    near = stubNearScreen();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    hydrateRoot(container, <LikedPage />, { onRecoverableError: (e) => errors.push(e) });
    await settle();
    const served = screen.getByRole('button');
    // A signed-in reader's facts arrive while the card is still far below the screen.
    likedStore.set(true);
    await settle();
    // React did not render the waiting part afresh: the server's button is still in the page, unhydrated.
    expect(screen.getByRole('button')).toBe(served);
    expect(served.textContent).toBe('like');
    near.reportNear();
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('liked'));
    expect(screen.getByRole('button')).toBe(served);
    expect(errors).toEqual([]);
  });

  it('renders at once when rendered in the browser (a list loaded after the page)', () => {
    near = stubNearScreen();
    render(<ul>{tree}</ul>);
    expect(card()).toBeTruthy();
    fireEvent.click(card());
    expect(pressed).toBe(1);
  });
});
