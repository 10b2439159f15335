import { LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';

/** An action button that shows a spinner and is disabled while its call is pending. */
export function ActionButton({
  pending,
  disabled,
  icon: Icon,
  pendingLabel,
  children,
  onClick,
  variant = 'primary',
  type = 'button',
  size = 'md',
}: {
  pending: boolean;
  disabled?: boolean;
  icon?: LucideIcon;
  /** Said while pending, e.g. "Generating…". */
  pendingLabel?: string;
  children: ReactNode;
  onClick?: () => void;
  variant?: ButtonVariant;
  type?: 'button' | 'submit';
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Button type={type} variant={variant} size={size} disabled={pending || disabled} aria-busy={pending || undefined} onClick={onClick}>
      {pending ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        Icon && <Icon aria-hidden="true" className="size-4" />
      )}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
