import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useForm } from 'react-hook-form';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { ADMIN_REASON_MAX, blockUserRequestSchema } from '../../../../shared/schemas/admin';
import { CONSOLE_TEXTS as T } from '../console-texts';
import { DialogBackdrop } from '../../../components/ui/dialog-backdrop';

export interface ReasonDialogTexts {
  title: string;
  description: string;
  reasonLabel: string;
  reasonHint: string;
  confirm: string;
  pending: string;
}

interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  texts: ReasonDialogTexts;
  /** What the reason field starts with (the grant's default reason); empty for a block. */
  initialReason?: string;
  pending: boolean;
  confirmVariant?: ButtonVariant;
  onConfirm: (reason: string) => void;
}

/**
 * A centred dialog that asks for a reason before an action (Radix Dialog: focus trapped, Escape closes,
 * the page behind is hidden from assistive technology). The reason is checked by the schema the server
 * checks the body with: a blank one is refused beside the field; the form is locked while the request is under way. As in Sheet, Dialog.Overlay is not used: its scroll lock
 * injects a <style> element the CSP refuses; a plain backdrop and [data-scroll-lock] do the same.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  texts,
  initialReason = '',
  pending,
  confirmVariant = 'primary',
  onConfirm,
}: ReasonDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogBackdrop open={open} />
        <Dialog.Content
          data-scroll-lock=""
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-gray-900">{texts.title}</Dialog.Title>
            <Dialog.Close
              aria-label={T.close}
              className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm break-words text-gray-700">{texts.description}</Dialog.Description>
          {/* Mounted only while open, so every opening starts from the initial reason. */}
          <ReasonForm
            texts={texts}
            initialReason={initialReason}
            pending={pending}
            confirmVariant={confirmVariant}
            onConfirm={onConfirm}
            onCancel={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ReasonForm({
  texts,
  initialReason,
  pending,
  confirmVariant,
  onConfirm,
  onCancel,
}: Pick<ReasonDialogProps, 'texts' | 'pending' | 'onConfirm'> & {
  initialReason: string;
  confirmVariant: ButtonVariant;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(blockUserRequestSchema), defaultValues: { reason: initialReason } });
  return (
    <form noValidate onSubmit={handleSubmit(({ reason }) => !pending && onConfirm(reason))} className="mt-4 grid gap-4">
      <TextAreaField
        label={texts.reasonLabel}
        hint={texts.reasonHint}
        error={errors.reason?.message}
        maxLength={ADMIN_REASON_MAX}
        rows={3}
        required
        disabled={pending}
        {...register('reason')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {T.cancel}
        </Button>
        <Button type="submit" variant={confirmVariant} disabled={pending}>
          {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {pending ? texts.pending : texts.confirm}
        </Button>
      </div>
    </form>
  );
}
