import { lazy, Suspense, useState } from 'react';
import { useToast } from './toast-store';

const Toaster = lazy(() => import('./toast').then((module) => ({ default: module.Toaster })));

/**
 * Where toasts appear (docs/product.md#toasts). Radix Toast is loaded with the first toast, not with every
 * page: most visits never see one (docs/decisions/018-fast-first-paint.md). Once loaded it stays.
 */
export function ToastOutlet() {
  const hasToast = useToast().toasts.length > 0;
  const [needed, setNeeded] = useState(false);
  // Remembered during render (React's pattern for state derived from a change), so the first toast's
  // render already starts loading the chunk.
  if (hasToast && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
