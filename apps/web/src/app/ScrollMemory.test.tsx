import { act, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ScrollMemory } from './ScrollMemory';
import { scrollKeyFor } from './scrollKey';

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

function renderAt(path: string, documentId = 'doc1') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      <ScrollMemory getKey={scrollKeyFor(documentId)} />
    </MemoryRouter>,
  );
}

/** The reader scrolls: the browser moves the page, then tells the page so. */
function readerScrollsTo(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

describe('ScrollMemory', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.scrollTo(0, 0);
  });

  it('opens a new page at the top and brings the reader back to where they were on Back', async () => {
    renderAt('/explore');
    readerScrollsTo(640);
    await act(async () => navigate('/info/1'));
    expect(window.scrollY).toBe(0);
    readerScrollsTo(90);
    await act(async () => navigate(-1));
    expect(window.scrollY).toBe(640);
    await act(async () => navigate(1));
    expect(window.scrollY).toBe(90);
  });

  it('opens a link to #hash at that element', async () => {
    const target = document.createElement('div');
    target.id = 'bids';
    let scrolledTo: Element | null = null;
    target.scrollIntoView = function (this: Element) {
      scrolledTo = this;
    };
    document.body.append(target);
    renderAt('/');
    readerScrollsTo(300);
    await act(async () => navigate('/info/1#bids'));
    expect(scrolledTo).toBe(target);
    target.remove();
  });

  it('keeps positions for the tab across documents, but a full page load of another page starts at the top', async () => {
    const first = renderAt('/explore', 'doc1');
    readerScrollsTo(500);
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    // Another document of the same tab (a typed URL: React Router's 'default' entry) opens at the top.
    renderAt('/user/0xabc', 'doc2');
    expect(window.scrollY).toBe(0);
    expect(JSON.parse(sessionStorage.getItem('agora.scroll-positions') ?? '{}')).toMatchObject({
      'default:doc1': 500,
    });
  });
});
