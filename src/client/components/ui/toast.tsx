import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { UI_LIMITS } from '../../../shared/constants';
import { dismissToast, useToast, type ToastVariant } from './toast-store';
import { m } from '../../../shared/i18n/paraglide/messages.js';

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-gray-200 bg-white text-gray-900',
  destructive: 'border-red-700 bg-red-600 text-white',
  success: 'border-green-200 bg-green-50 text-green-900',
};

/** Renders the toast store (through ToastOutlet, which loads this module with the first toast) with Radix Toast: 5 s, swipe right past 50 px, F8 focuses the region (docs/product.md#toasts). */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <Toast.Provider duration={UI_LIMITS.toastDurationMs} swipeDirection="right" swipeThreshold={UI_LIMITS.toastSwipeThresholdPx}>
      {toasts.map(({ id, title, description, variant = 'default' }) => (
        <Toast.Root
          key={id}
          // Failures interrupt the screen reader; other news waits its turn.
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(id);
          }}
          className={clsx(
            'toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[state=open]:animate-toast-in',
            VARIANT_CLASSES[variant],
          )}
        >
          {variant === 'success' && <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-600" />}
          {variant === 'destructive' && <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>
            {description && <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label={m.shell_close()}
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        style={{ maxWidth: UI_LIMITS.toastMaxWidthPx }}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
