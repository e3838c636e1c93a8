import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqColumns } from './FaqPage';

const entries = ['Q0', 'Q1', 'Q2', 'Q3'].map((q) => ({ question: q, answer: `<b>A${q}</b>` }));

describe('FAQ accordion', () => {
  it('puts even entries left and odd right, none open at first, one open at a time', () => {
    const { container } = render(<FaqColumns entries={entries} />);
    const columns = container.firstElementChild?.children;
    expect(columns?.[0]?.textContent).toContain('Q0');
    expect(columns?.[0]?.textContent).toContain('Q2');
    expect(columns?.[1]?.textContent).toContain('Q1');
    const triggers = screen.getAllByRole('button');
    expect(triggers.every((t) => t.getAttribute('aria-expanded') === 'false')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Q0/ }));
    expect(screen.getByRole('button', { name: /Q0/ }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Q3/ }));
    expect(screen.getByRole('button', { name: /Q3/ }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: /Q0/ }).getAttribute('aria-expanded')).toBe('false');
  });
});
