import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

/** The two dropdown looks: the header's account menus, and the pickers of a page (filters, sort). */
const LOOKS = {
  account: { sideOffset: 8, className: 'rounded-2xl p-2 shadow-xl' },
  picker: { sideOffset: 6, className: 'rounded-xl p-1 shadow-lg' },
} as const;

/** A dropdown menu's floating panel, portalled above the page; `className` adds its size. */
export function MenuPanel({
  look,
  align,
  className = '',
  children,
}: {
  look: keyof typeof LOOKS;
  align?: 'start' | 'center' | 'end';
  className?: string;
  children: ReactNode;
}) {
  const { sideOffset, className: lookClass } = LOOKS[look];
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align={align}
        sideOffset={sideOffset}
        className={`z-50 border border-slate-200 bg-white ${lookClass} ${className}`}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
