import { fireEvent, waitFor } from '@testing-library/react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateInSlices } from '../lib/laterHydration';
import { HydrateLater } from './HydrateLater';

function Page({ onBuy }: { onBuy: () => void }) {
  return (
    <div>
      <p>first screen</p>
      <HydrateLater>
        <button type="button" onClick={onBuy}>
          Buy
        </button>
        <span>price</span>
      </HydrateLater>
    </div>
  );
}

/** The page with a way to render it again from outside. */
let renderAgain = () => {};
function Root({ onBuy }: { onBuy: () => void }) {
  const [, setCount] = useState(0);
  renderAgain = () => setCount((n) => n + 1);
  return <Page onBuy={onBuy} />;
}

/** The server's HTML of the page (no window there), in a fresh container. */
async function serverHtml(): Promise<HTMLElement> {
  vi.stubGlobal('window', undefined);
  const html = await renderToStringAsync((<Page onBuy={() => {}} />) as unknown as VNode);
  vi.unstubAllGlobals();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('HydrateLater on Preact', () => {
  it('marks its part in the server HTML, keeps it through hydration, and a press inside hydrates it before the click', async () => {
    const container = await serverHtml();
    expect(container.innerHTML).toContain('<!--$s--><button');
    const serverButton = container.querySelector('button');
    const onBuy = vi.fn();
    hydrateInSlices(() => hydrateRoot(container, <Page onBuy={onBuy} />));
    // Still the server's node, not hydrated yet: a click does nothing.
    expect(container.querySelector('button')).toBe(serverButton);
    expect(container.textContent).toBe('first screenBuyprice');
    fireEvent.click(serverButton as HTMLButtonElement);
    expect(onBuy).not.toHaveBeenCalled();
    // The press comes first (as from a pointer): the part hydrates in the microtasks after it.
    fireEvent.pointerDown(serverButton as HTMLButtonElement);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    fireEvent.click(serverButton as HTMLButtonElement);
    expect(onBuy).toHaveBeenCalledOnce();
    expect(container.querySelector('button')).toBe(serverButton);
    expect(container.textContent).toBe('first screenBuyprice');
  });

  it('stays as the server rendered it when the page renders again before its turn', async () => {
    const container = await serverHtml();
    const onBuy = vi.fn();
    hydrateInSlices(() => hydrateRoot(container, <Root onBuy={onBuy} />));
    const serverButton = container.querySelector('button') as HTMLButtonElement;
    renderAgain();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(container.querySelector('button')).toBe(serverButton);
    fireEvent.pointerDown(serverButton);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    fireEvent.click(serverButton);
    expect(onBuy).toHaveBeenCalledOnce();
    expect(container.textContent).toBe('first screenBuyprice');
  });

  it('hydrates a part by itself later when nobody touches it', async () => {
    const container = await serverHtml();
    const onBuy = vi.fn();
    hydrateInSlices(() => hydrateRoot(container, <Page onBuy={onBuy} />));
    await new Promise((settle) => setTimeout(settle, 20));
    container.querySelector('button')?.click();
    expect(onBuy).toHaveBeenCalledOnce();
    expect(container.querySelectorAll('button')).toHaveLength(1);
  });

  it('renders at once when the browser renders the page itself', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onBuy = vi.fn();
    createRoot(container).render(<Page onBuy={onBuy} />);
    return waitFor(() => {
      container.querySelector('button')?.click();
      expect(onBuy).toHaveBeenCalledOnce();
    });
  });
});
