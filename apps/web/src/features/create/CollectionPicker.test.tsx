import { MSG, PICKER_MSG } from '@agora/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import { CollectionPicker } from './CollectionPicker';

const me = '0x00000000000000000000000000000000000000cc';
const collection = (id: string, name: string, type: 'SINGLE' | 'MULTIPLE') => ({
  id,
  name,
  customUrl: name.toLowerCase(),
  type,
  category: null,
  owner: me,
  logo: null,
  cover: null,
  itemCount: 0,
});

function Harness({ type }: { type: 721 | 1155 }) {
  const [id, setId] = useState<string | null>(null);
  return (
    <>
      <CollectionPicker type={type} value={id} onChange={setId} />
      <output data-testid="picked">{String(id)}</output>
    </>
  );
}

describe('CollectionPicker', () => {
  it("offers the default and the creator's collections of the item's kind; picking sets the id", async () => {
    const api = mockApi({
      'GET /api/v1/auth/session': { address: me },
      [`GET /api/v1/users/${me}/collections`]: [
        collection('4', 'Sunsets', 'SINGLE'),
        collection('5', 'Editions', 'MULTIPLE'),
        collection('6', 'Portraits', 'SINGLE'),
      ],
    });
    renderWithApp(<Harness type={721} />);
    const group = screen.getByRole('group', { name: PICKER_MSG.collection.legend });
    expect(group).toBeTruthy();
    const byDefault = screen.getByRole('radio', {
      name: PICKER_MSG.collection.byDefault(721),
    }) as HTMLInputElement;
    expect(byDefault.checked).toBe(true);
    await userEvent.click(await screen.findByRole('radio', { name: 'Portraits' }));
    expect(screen.getByTestId('picked').textContent).toBe('6');
    expect(screen.getByRole('radio', { name: 'Sunsets' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Editions' })).toBeNull();
    await userEvent.click(byDefault);
    expect(screen.getByTestId('picked').textContent).toBe('null');
    expect(screen.getByRole('link', { name: MSG.collectionForm.addTitle }).getAttribute('target')).toBe(
      '_blank',
    );
    expect(api.calls).toContain(`GET /api/v1/users/${me}/collections`);
  });

  it('keys through the choices with the arrow keys like any radio group', async () => {
    mockApi({
      'GET /api/v1/auth/session': { address: me },
      [`GET /api/v1/users/${me}/collections`]: [collection('5', 'Editions', 'MULTIPLE')],
    });
    renderWithApp(<Harness type={1155} />);
    await screen.findByRole('radio', { name: 'Editions' });
    await userEvent.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('radio', { name: PICKER_MSG.collection.byDefault(1155) }),
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('picked').textContent).toBe('5');
  });

  it('offers only the default without a session, and asks for no collections', () => {
    const api = mockApi({ 'GET /api/v1/auth/session': null });
    renderWithApp(<Harness type={721} />);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.queryByRole('link')).toBeNull();
    expect(api.calls.some((c) => c.includes('/collections'))).toBe(false);
  });
});
