import { MSG } from '@agora/core';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';

/**
 * The header's navigation as a drawer on small screens. A chunk of its own, loaded on the first tap of the menu
 * button: Radix Dialog and its scroll lock and focus trap (about 10 KB gzip) stay out of the first page's
 * JavaScript. Closing gives the focus back to that button (there is no Dialog.Trigger to return it to).
 */
export default function MobileDrawer({
  open,
  onOpenChange,
  returnFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 xl:hidden" />
        <Dialog.Content
          className="fixed top-0 right-0 z-50 flex h-full w-[260px] flex-col gap-2 bg-white p-5 shadow-xl xl:hidden"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <Dialog.Title className="mb-2 text-lg font-bold">{MSG.nav.menu}</Dialog.Title>
          <nav aria-label="Mobile" className="flex flex-col items-start gap-1">
            {children}
          </nav>
          <Dialog.Close className="mt-auto btn-ghost" aria-label={MSG.close}>
            {MSG.close}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
