import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PriceField } from './ui';

function Price() {
  const [value, setValue] = useState('');
  return <PriceField label="Price" value={value} onChange={setValue} />;
}

describe('PriceField', () => {
  it('takes typing that can become a price and puts the field back on typing that cannot', () => {
    render(<Price />);
    const field = screen.getByLabelText('Price') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '1.5' } });
    expect(field.value).toBe('1.5');
    for (const refused of ['1.5.', '1.5a', 'x']) {
      fireEvent.change(field, { target: { value: refused } });
      expect(field.value).toBe('1.5');
    }
  });
});
