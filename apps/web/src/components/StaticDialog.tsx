import { MSG } from '@agora/core';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * A modal with a static backdrop that Escape does not close (spec 1 §2); `onClose` adds a labelled close
 * button, otherwise the content must offer its own way out.
 */
export function StaticDialog({
  open,
  title,
  description,
  onClose,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  onClose?: () => void;
  /** Where the focus goes once the dialog closes (Radix's default: what had it before, else the body). */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
            {onClose && (
              <button
                type="button"
                onClick={onClose}
                aria-label={MSG.close}
                className="rounded-full px-2 py-1 text-slate-500 hover:bg-slate-100"
              >
                ✕
              </button>
            )}
          </div>
          {description ? (
            <Dialog.Description className="mb-4 text-sm text-slate-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
