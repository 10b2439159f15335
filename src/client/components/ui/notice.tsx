import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

const TONES: Record<NoticeTone, { box: string; icon: typeof Info; iconClass: string }> = {
  info: { box: 'border-blue-200 bg-blue-50 text-blue-950', icon: Info, iconClass: 'text-blue-600' },
  success: { box: 'border-green-200 bg-green-50 text-green-950', icon: CircleCheck, iconClass: 'text-green-600' },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-950', icon: TriangleAlert, iconClass: 'text-amber-600' },
  error: { box: 'border-red-200 bg-red-50 text-red-950', icon: CircleAlert, iconClass: 'text-red-600' },
};

/** A boxed message on the page itself (toasts vanish; these stay while they are true). */
export function Notice({
  tone = 'info',
  title,
  children,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'title'> & { tone?: NoticeTone; title?: ReactNode }) {
  const { box, icon: Icon, iconClass } = TONES[tone];
  return (
    <div className={clsx('flex gap-3 rounded-lg border p-4 text-sm', box, className)} {...props}>
      <Icon aria-hidden="true" className={clsx('mt-0.5 size-5 shrink-0', iconClass)} />
      <div className="grid gap-1">
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
