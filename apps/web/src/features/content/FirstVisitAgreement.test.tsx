import { MSG } from '@agora/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AGREEMENT_KEY, FirstVisitAgreement } from './FirstVisitAgreement';

const memoryStorage = (entries: Record<string, string> = {}) => {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  } as unknown as Storage;
};

const show = (storage: Storage) =>
  render(
    <MemoryRouter>
      <FirstVisitAgreement storage={storage} />
    </MemoryRouter>,
  );

describe('FirstVisitAgreement', () => {
  it('asks a first-time visitor and remembers the answer', async () => {
    const storage = memoryStorage();
    show(storage);
    await userEvent.click(await screen.findByRole('button', { name: MSG.agreement.accept }));
    expect(storage.getItem(AGREEMENT_KEY)).toBe('1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask again once accepted', async () => {
    show(memoryStorage({ [AGREEMENT_KEY]: '1' }));
    // The dialog's chunk would have loaded by now had it been asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
