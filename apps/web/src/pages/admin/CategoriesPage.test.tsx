import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import CategoriesPage from './CategoriesPage';

const bodyOf = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], method: string, path: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => init?.method === method && String(url).endsWith(path),
  );
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('admin categories', () => {
  it('adds a category at the end and renames one, sending the shared body shapes', async () => {
    const art = { id: 1, name: 'Art', position: 0 };
    const { fetchMock } = mockApi({
      'GET /api/v1/admin/categories': [art],
      'POST /api/v1/admin/categories': [art, { id: 2, name: 'Sport', position: 1 }],
      'PUT /api/v1/admin/categories/1': [{ ...art, name: 'Arts' }],
    });
    renderWithApp(<CategoriesPage />);
    const add = await screen.findByRole('button', { name: 'Add' });
    expect(add).toHaveProperty('disabled', true);
    fireEvent.input(screen.getByRole('textbox', { name: 'Category name' }), { target: { value: 'Sport' } });
    fireEvent.click(add);
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', '/admin/categories')).toEqual({ name: 'Sport', position: 1 }),
    );

    const row = screen.getByRole('textbox', { name: 'Category name Art' });
    const save = screen.getAllByRole('button', { name: 'Save' })[0] as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.input(row, { target: { value: 'Arts' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT', '/admin/categories/1')).toEqual({ name: 'Arts', position: 0 }),
    );
  });

  it('shows the server refusal of a used category', async () => {
    mockApi({
      'GET /api/v1/admin/categories': [{ id: 1, name: 'Art', position: 0 }],
      'DELETE /api/v1/admin/categories/1': new Response(
        JSON.stringify({ message: 'This category is used by items or collections; rename it instead' }),
        { status: 409 },
      ),
    });
    const { Toaster } = await import('../../features/toast/Toaster');
    renderWithApp(
      <>
        <CategoriesPage />
        <Toaster />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('This category is used by items or collections; rename it instead'),
    ).toBeTruthy();
  });
});
