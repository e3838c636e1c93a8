import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StaticDialog } from './StaticDialog';

describe('StaticDialog', () => {
  it('stays open on Escape and closes only through its labelled close button', () => {
    const onClose = vi.fn();
    render(
      <StaticDialog open title="Connect Your Wallet" onClose={onClose}>
        <p>body</p>
      </StaticDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Connect Your Wallet' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
