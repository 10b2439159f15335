import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { APPLICATION_MESSAGES as M } from '../../../../shared/messages';
import type { Application } from '../../../../shared/schemas/applications';
import { EMPLOYER_LMIA_ANSWERS, EMPLOYER_LMIA_LABELS } from '../../../../shared/application-statuses';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { toast } from '../../../components/ui/toast-store';
import { toUserMessage } from '../../../lib/api-client';
import { useUpdateApplication } from '../api/update-application';

const answerField = z.enum(EMPLOYER_LMIA_ANSWERS, { error: M.employerLmiaInvalid });
/** Nothing chosen yet is a form value, not an answer: the submit asks for one. */
const employerLmiaFormSchema = z.object({ answer: answerField.optional().pipe(answerField) });

/**
 * "Does the employer already hold a positive LMIA for this job?" (docs/product.md#immigration-timeline): the answer
 * decides whether the timeline shows the LMIA step. Saved with its own button, so moving through the choices with
 * the arrow keys saves nothing until the member decides.
 */
export function EmployerLmiaForm({ application }: { application: Application }) {
  const update = useUpdateApplication();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(employerLmiaFormSchema),
    defaultValues: { answer: application.employerHoldsLmia ?? undefined },
  });
  const answerProps = register('answer');
  const chosen = useWatch({ control, name: 'answer' });
  const problem = errors.root?.server?.message ?? errors.answer?.message;

  const submit = handleSubmit(({ answer }) =>
    update.mutate(
      { id: application.id, employerHoldsLmia: answer },
      {
        onSuccess: () => toast({ title: m.applications_lmia_saved_toast({ answer: EMPLOYER_LMIA_LABELS[answer] }), variant: 'success' }),
        onError: (failure) => setError('root.server', { message: toUserMessage(failure) }),
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={m.applications_lmia_form_label()}
      className="grid gap-3 rounded-lg border border-gray-200 p-4"
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-base font-semibold text-gray-900">{m.applications_lmia_question()}</legend>
        <p className="text-sm text-gray-700">{m.applications_lmia_explanation()}</p>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          {EMPLOYER_LMIA_ANSWERS.map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2 text-base text-gray-900">
              <input type="radio" value={choice} className="size-5" {...answerProps} />
              {EMPLOYER_LMIA_LABELS[choice]}
            </label>
          ))}
        </div>
      </fieldset>
      {problem && (
        <Notice tone="error" role="alert">
          {problem}
        </Notice>
      )}
      <Button type="submit" variant="outline" disabled={update.isPending || chosen === application.employerHoldsLmia}>
        {update.isPending ? m.applications_saving() : m.applications_lmia_save()}
      </Button>
    </form>
  );
}
