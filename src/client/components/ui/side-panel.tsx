import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

interface SidePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title (company, place). */
  subtitle?: ReactNode;
  closeLabel?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Where focus goes when the panel closes; the panel has no Dialog.Trigger of its own to return to. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A wide panel from the right (full width on phones), opened from anywhere on the page. Same CSP rules
 * as sheet.tsx: no Dialog.Overlay (its scroll lock injects a <style>), a plain backdrop and the
 * [data-scroll-lock] rule of styles.css instead. Radix keeps focus inside and closes on Escape.
 */
export function SidePanel({ open, onOpenChange, title, subtitle, closeLabel = 'Close', children, footer, onCloseAutoFocus }: SidePanelProps) {
  const state = open ? 'open' : 'closed';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col bg-white shadow-xl outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in sm:max-w-xl"
        >
          <div className="flex items-start justify-between gap-3 border-b border-gray-200 px-4 py-3 sm:px-6">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-gray-900">{title}</Dialog.Title>
              {subtitle && <div className="mt-0.5 text-sm text-gray-700">{subtitle}</div>}
            </div>
            <Dialog.Close
              aria-label={closeLabel}
              className="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4 sm:px-6">{children}</div>
          {footer && <div className="border-t border-gray-200 px-4 py-3 sm:px-6">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
