import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithApp } from '../../test/render';
import FaqAdminPage from './FaqAdminPage';

describe('admin FAQ', () => {
  it('edits an entry in the rich-text editor and sends the question with the editor HTML', async () => {
    const entry = {
      id: 3,
      question: 'Fees?',
      answer: '<p>Two and a half <strong>percent</strong></p>',
      position: 0,
    };
    const { fetchMock } = mockApi({
      'GET /api/v1/admin/faq': [entry],
      'PUT /api/v1/admin/faq/3': { ...entry, question: 'What are the fees?' },
    });
    renderWithApp(<FaqAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    // TipTap parsed the stored HTML: the bold text is in the editor.
    const editor = await screen.findByRole('textbox', { name: 'Answer' });
    expect(editor.querySelector('strong')?.textContent).toBe('percent');
    // A toolbar button keeps the focus in the editor (a key typed right after "Bold" was lost when it moved).
    const bold = within(screen.getByRole('toolbar', { name: 'Answer' })).getByRole('button', {
      name: 'Bold',
    });
    expect(fireEvent.mouseDown(bold)).toBe(false);

    const question = screen.getByRole('textbox', { name: 'Question' });
    fireEvent.input(question, { target: { value: '' } });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.input(question, { target: { value: 'What are the fees?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({
        question: 'What are the fees?',
        answer: '<p>Two and a half <strong>percent</strong></p>',
        position: 0,
      });
    });
  });
});
