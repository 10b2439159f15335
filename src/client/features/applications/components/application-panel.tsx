import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from '../../../lib/router';
import { z } from 'zod';
import { updateApplicationRequestSchema, type Application } from '../../../../shared/schemas/applications';
import { APPLICATION_LIMITS, APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '../../../../shared/application-statuses';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Sheet } from '../../../components/ui/sheet';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toast } from '../../../components/ui/toast-store';
import { toUserMessage } from '../../../lib/api-client';
import { RichText } from '../../../lib/rich-text';
import { useDeleteApplication } from '../api/delete-application';
import { useApplication } from '../api/get-applications';
import { useSavedDocuments } from '../api/get-saved-documents';
import { useUpdateApplication } from '../api/update-application';
import { formatCount } from '../../../lib/format-number';
import { dateText, documentTitles, toggleDocument } from '../board';
import { CheckOfferLink } from './check-offer-link';
import { EmployerLmiaForm } from './employer-lmia-form';
import { ImmigrationTimeline } from './immigration-timeline';

interface ApplicationPanelProps {
  /** The application as the list has it; the panel follows the list as it refreshes. */
  application: Application | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** One application opened from the board: its history, a status change with a note and documents, deletion. */
export function ApplicationPanel({ application, onClose, onCloseAutoFocus }: ApplicationPanelProps) {
  return (
    <Sheet
      size="wide"
      open={application !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={application?.job.title ?? m.applications_panel_title_fallback()}
      subtitle={application ? `${application.job.company} · ${application.job.location}` : undefined}
      closeLabel={m.applications_panel_close()}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {application && <PanelBody key={application.id} application={application} onDeleted={onClose} />}
    </Sheet>
  );
}

function PanelBody({ application: listed, onDeleted }: { application: Application; onDeleted: () => void }) {
  const documents = useSavedDocuments(true);
  const saved = documents.data?.documents ?? [];
  // The list carries the latest changes only; the whole history (for the timeline too) comes with the
  // application alone, and the list's copy shows until it arrives (docs/product.md#applications-page).
  const application = useApplication(listed.id).data?.application ?? listed;
  return (
    <div className="grid gap-6">
      <p className="text-sm text-gray-700">
        <RichText
          text={m.applications_panel_status_line({
            status: APPLICATION_STATUS_LABELS[application.status],
            date: dateText(application.updatedAt),
          })}
          tags={{ status: (words) => <span className="font-semibold text-gray-900">{words}</span> }}
        />
      </p>
      <CheckOfferLink application={application} />
      <StatusForm application={application} documents={saved} documentsLoading={documents.isPending} />
      <EmployerLmiaForm application={application} />
      <ImmigrationTimeline application={application} />
      <section aria-labelledby="application-history-title" className="grid gap-3">
        <h3 id="application-history-title" className="text-base font-semibold text-gray-900">
          {m.applications_panel_history()}
        </h3>
        <ol className="grid gap-3 border-l-2 border-gray-200 pl-4">
          {application.history.map((event, index) => (
            <li key={`${event.at}-${index}`} className="grid gap-0.5 text-sm">
              <p>
                <span className="font-semibold text-gray-900">{APPLICATION_STATUS_LABELS[event.status]}</span>{' '}
                <time dateTime={event.at} className="text-gray-600">
                  {dateText(event.at)}
                </time>
              </p>
              {event.notes && <p className="whitespace-pre-line text-gray-800">{event.notes}</p>}
              {event.documentIds.length > 0 && (
                <p className="text-gray-700">
                  {m.applications_panel_attached({ titles: documentTitles(event.documentIds, saved).join(', ') })}
                </p>
              )}
            </li>
          ))}
        </ol>
      </section>
      <DeleteApplication application={application} onDeleted={onDeleted} />
    </div>
  );
}

const { status, notes, documentIds } = updateApplicationRequestSchema.shape;
/** The status form, read into the body the server checks with the same rules: a blank note and no documents are left out. */
const statusFormSchema = z.object({
  status: status.unwrap(),
  notes: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(notes),
  documentIds: z
    .array(z.string())
    .transform((ids) => (ids.length > 0 ? ids : undefined))
    .pipe(documentIds),
});

function StatusForm({
  application,
  documents,
  documentsLoading,
}: {
  application: Application;
  documents: readonly { id: string; title: string }[];
  documentsLoading: boolean;
}) {
  const update = useUpdateApplication();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(statusFormSchema),
    defaultValues: { status: application.status, notes: '', documentIds: [] as string[] },
  });
  const fields = { status: register('status'), notes: register('notes') };
  const attached = useWatch({ control, name: 'documentIds' });
  const refusal = errors.root?.server?.message;

  const submit = handleSubmit((body) =>
    update.mutate(
      { id: application.id, ...body },
      {
        onSuccess: () => {
          reset({ status: body.status, notes: '', documentIds: [] });
          toast({
            title: m.applications_panel_status_changed_toast({ status: APPLICATION_STATUS_LABELS[body.status] }),
            variant: 'success',
          });
        },
        onError: (failure) => setError('root.server', { message: toUserMessage(failure) }),
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={m.applications_panel_change_status()}
      className="grid gap-4 rounded-lg border border-gray-200 p-4"
    >
      <h3 className="text-base font-semibold text-gray-900">{m.applications_panel_change_status()}</h3>
      <div>
        <label htmlFor="application-status" className="mb-1 block text-sm font-medium text-gray-800">
          {m.applications_panel_new_status()}
        </label>
        <select
          id="application-status"
          {...fields.status}
          className="h-12 w-full rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-blue-600 focus:outline-2 focus:outline-blue-600/30"
        >
          {APPLICATION_STATUSES.map((choice) => (
            <option key={choice} value={choice}>
              {APPLICATION_STATUS_LABELS[choice]}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField
        label={m.applications_panel_note()}
        optional
        rows={3}
        maxLength={APPLICATION_LIMITS.notesMax}
        error={errors.notes?.message}
        {...fields.notes}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-800">
          {m.applications_panel_attach_documents()}{' '}
          <span className="font-normal text-gray-600">
            {m.applications_panel_attach_hint({ max: formatCount(APPLICATION_LIMITS.documentsPerEvent) })}
          </span>
        </legend>
        {documentsLoading ? (
          <p className="text-sm text-gray-600">{m.applications_panel_documents_loading()}</p>
        ) : documents.length === 0 ? (
          <p className="text-sm text-gray-700">
            <RichText
              text={m.applications_panel_no_documents()}
              tags={{
                write: (words) => (
                  <Link to="/ai-tools" className="font-medium text-blue-700 underline underline-offset-2">
                    {words}
                  </Link>
                ),
              }}
            />
          </p>
        ) : (
          <ul className="grid max-h-48 gap-1 overflow-y-auto">
            {documents.map((document) => {
              const checked = attached.includes(document.id);
              return (
                <li key={document.id}>
                  <label className="flex items-start gap-2 text-sm text-gray-800">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4"
                      checked={checked}
                      disabled={!checked && attached.length >= APPLICATION_LIMITS.documentsPerEvent}
                      onChange={() => setValue('documentIds', toggleDocument(attached, document.id))}
                    />
                    <span>{document.title}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      {(refusal ?? errors.documentIds?.message) && (
        <Notice tone="error" role="alert">
          {refusal ?? errors.documentIds?.message}
        </Notice>
      )}
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? m.applications_saving() : m.applications_panel_save_status()}
      </Button>
    </form>
  );
}

function DeleteApplication({ application, onDeleted }: { application: Application; onDeleted: () => void }) {
  const remove = useDeleteApplication();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <Button variant="outline" className="text-red-700" onClick={() => setConfirming(true)}>
        {m.applications_panel_delete()}
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-label={m.applications_panel_confirm_delete_label()}
      className="grid gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm"
    >
      <p className="text-red-950">{m.applications_panel_confirm_delete()}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="accent"
          autoFocus
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(application.id, {
              onSuccess: () => {
                toast({ title: m.applications_panel_deleted_toast() });
                onDeleted();
              },
              onError: (failure) =>
                toast({ title: m.applications_panel_delete_failed(), description: toUserMessage(failure), variant: 'destructive' }),
            })
          }
        >
          {remove.isPending ? m.applications_panel_deleting() : m.applications_panel_yes_delete()}
        </Button>
        <Button variant="outline" onClick={() => setConfirming(false)}>
          {m.applications_panel_cancel()}
        </Button>
      </div>
    </div>
  );
}
