import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { UI_LIMITS } from '../../../shared/constants';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that opens the sheet (rendered as Dialog.Trigger with asChild). */
  trigger: ReactNode;
  title: string;
  children: ReactNode;
  /** Lets a caller keep focus where a navigation put it instead of returning it to the trigger. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A drawer that slides in from the right, built on Radix Dialog: focus is trapped, Escape and a click
 * outside close it, the rest of the page is hidden from assistive technology.
 *
 * Dialog.Overlay is deliberately not used: its scroll lock injects a <style> element, which the CSP
 * (style-src 'self') refuses. The plain backdrop below plus the rule on [data-scroll-lock] in
 * styles.css do the same job.
 */
export function Sheet({ open, onOpenChange, trigger, title, children, onCloseAutoFocus }: SheetProps) {
  const state = open ? 'open' : 'closed';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <div
          data-state={state}
          aria-hidden="true"
          className="pointer-events-auto fixed inset-0 z-40 bg-gray-900/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <Dialog.Content
          data-scroll-lock=""
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          style={{ width: UI_LIMITS.drawerWidthPx }}
          className="fixed inset-y-0 right-0 z-50 flex flex-col overflow-y-auto bg-white shadow-xl outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in"
        >
          <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
            <Dialog.Title className="text-base font-semibold text-gray-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-10 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
