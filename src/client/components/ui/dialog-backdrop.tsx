/**
 * The dimmed page behind a Radix dialog (the sheets, the admin console's dialogs). Dialog.Overlay is
 * deliberately not used: its scroll lock injects a <style> element, which the CSP (style-src 'self')
 * refuses. This plain backdrop plus the rule on [data-scroll-lock] in styles.css do the same job; render
 * it inside Dialog.Portal, before Dialog.Content.
 */
export function DialogBackdrop({ open }: { open: boolean }) {
  return (
    <div
      data-state={open ? 'open' : 'closed'}
      aria-hidden="true"
      className="pointer-events-auto fixed inset-0 z-40 bg-gray-900/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
    />
  );
}
