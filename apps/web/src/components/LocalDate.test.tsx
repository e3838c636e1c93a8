import type { DateZone } from '@agora/core';
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocalDate } from './LocalDate';

const AT = '2024-03-05T23:07:00.000Z';
const format = (d: string | number | Date, zone: DateZone = 'local') =>
  `${zone} ${new Date(d).toISOString()}`;

describe('LocalDate', () => {
  it("renders in the reader's zone in the browser", () => {
    const { container } = render(<LocalDate at={AT} format={format} />);
    expect(container.querySelector('time')?.textContent).toBe(`local ${AT}`);
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe(AT);
  });

  it('takes over server HTML in UTC without a mismatch, then shows the local zone', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LocalDate at={AT} format={format} />);
    expect(container.textContent).toBe(`utc ${AT}`);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <LocalDate at={AT} format={format} />, {
        onRecoverableError: (err) => errors.push(err),
      });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe(`local ${AT}`);
  });
});
