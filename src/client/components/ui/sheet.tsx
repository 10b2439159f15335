import { clsx } from 'clsx';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { UI_LIMITS } from '../../../shared/constants';
import { DialogBackdrop } from './dialog-backdrop';

export type SheetSize = 'narrow' | 'wide';

const LAYOUTS: Record<SheetSize, { content: string; header: string; title: string; close: string; body?: string }> = {
  // The mobile menu: its items bring their own spacing and pin the account links to the bottom, so the
  // sheet itself scrolls and adds no padding.
  narrow: {
    content: 'overflow-y-auto',
    header: 'items-center',
    title: 'text-base',
    close: '',
  },
  // Full width on phones; the header stays put while the body scrolls between it and the footer.
  wide: {
    content: 'w-full sm:max-w-xl',
    header: 'items-start gap-3 sm:px-6',
    title: 'text-lg',
    close: '-mr-2 shrink-0',
    body: 'flex-1 overflow-y-auto px-4 py-4 sm:px-6',
  },
};

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `narrow` is the UI_LIMITS.drawerWidthPx menu drawer, `wide` a detail panel. */
  size: SheetSize;
  title: ReactNode;
  /** A line under the title (company, place). */
  subtitle?: ReactNode;
  closeLabel: string;
  /** The element that opens the sheet (rendered as Dialog.Trigger with asChild), when it has one. */
  trigger?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Lets a caller keep focus where a navigation put it, or send it back where the sheet was opened from when there is no trigger. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A drawer that slides in from the right, built on Radix Dialog: focus is trapped, Escape and a click
 * outside close it, the rest of the page is hidden from assistive technology (backdrop: DialogBackdrop).
 */
export function Sheet({ open, onOpenChange, size, title, subtitle, closeLabel, trigger, children, footer, onCloseAutoFocus }: SheetProps) {
  const layout = LAYOUTS[size];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <DialogBackdrop open={open} />
        <Dialog.Content
          data-scroll-lock=""
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          // Set through the DOM by React, not as markup, so the CSP allows it; the width lives in UI_LIMITS.
          style={size === 'narrow' ? { width: UI_LIMITS.drawerWidthPx } : undefined}
          className={clsx(
            'fixed inset-y-0 right-0 z-50 flex flex-col bg-white shadow-xl outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in',
            layout.content,
          )}
        >
          <div className={clsx('flex justify-between border-b border-gray-200 px-4 py-3', layout.header)}>
            <div className="min-w-0">
              <Dialog.Title className={clsx('font-semibold text-gray-900', layout.title)}>{title}</Dialog.Title>
              {subtitle && <div className="mt-0.5 text-sm text-gray-700">{subtitle}</div>}
            </div>
            <Dialog.Close
              aria-label={closeLabel}
              className={clsx(
                'inline-flex size-10 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600',
                layout.close,
              )}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {layout.body ? <div className={layout.body}>{children}</div> : children}
          {footer && <div className="border-t border-gray-200 px-4 py-3 sm:px-6">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
