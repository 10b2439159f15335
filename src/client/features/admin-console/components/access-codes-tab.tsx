import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, KeyRound, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ADMIN_CONSOLE_MESSAGES as M } from '../../../../shared/messages';
import { HUMANITARIAN_CODE_DAYS, HUMANITARIAN_NOTE_MAX, issueHumanitarianCodeRequestSchema } from '../../../../shared/schemas/payments';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { actionErrorMessage } from '../admin-errors';
import { useAccessCodes, useIssueAccessCode, type IssuedAccessCode } from '../api/access-codes';
import { CONSOLE_TEXTS as T } from '../console-texts';
import { EMPTY_CELL } from '../format';
import { formatDate } from '../../../lib/format-date';
import { CELL, DataTable, EmptyState, ListError, Panel } from './list-parts';

const { email, note } = issueHumanitarianCodeRequestSchema.shape;
const blankAsNone = (value: string) => value || undefined;
const days = { error: T.codes.validDaysError };
/** The form's text fields, read into the body the server checks with the same rules (blank e-mail or note: none). */
const issueCodeFormSchema = z.object({
  email: z.string().trim().transform(blankAsNone).pipe(email),
  note: z.string().trim().transform(blankAsNone).pipe(note),
  expiresInDays: z
    .string()
    .trim()
    .transform((value) => (value === '' ? Number.NaN : Number(value)))
    .pipe(z.number(days).int(days).min(HUMANITARIAN_CODE_DAYS.min, days).max(HUMANITARIAN_CODE_DAYS.max, days)),
});
const EMPTY_FORM = { email: '', note: '', expiresInDays: String(HUMANITARIAN_CODE_DAYS.default) };

/** "Access Codes": issue a humanitarian access code (shown once) and list those issued (docs/product.md#issuing-humanitarian-codes). */
export function AccessCodesTab() {
  const [issued, setIssued] = useState<(IssuedAccessCode & { email?: string }) | null>(null);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <IssueCodeForm onIssued={setIssued} />
      {issued && <NewCode issued={issued} />}
      <IssuedCodes />
    </div>
  );
}

function IssueCodeForm({ onIssued }: { onIssued: (issued: IssuedAccessCode & { email?: string }) => void }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(issueCodeFormSchema), defaultValues: EMPTY_FORM });
  const issue = useIssueAccessCode();

  const submit = handleSubmit((body) =>
    issue.mutate(body, {
      onSuccess: (answer) => {
        onIssued({ ...answer, email: body.email });
        toast({ title: M.codeIssuedTitle, description: M.codeIssued, variant: 'success' });
        reset(EMPTY_FORM);
      },
      onError: (error) => toast({ title: M.codeIssueErrorTitle, description: actionErrorMessage(error), variant: 'destructive' }),
    }),
  );

  return (
    <Panel title={T.codes.formTitle} hint={T.codes.formIntro}>
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextField
          label={T.codes.email}
          optional
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          hint={T.codes.emailHint}
          error={errors.email?.message}
          disabled={issue.isPending}
          {...register('email')}
        />
        <TextField
          label={T.codes.validDays}
          type="number"
          inputMode="numeric"
          min={HUMANITARIAN_CODE_DAYS.min}
          max={HUMANITARIAN_CODE_DAYS.max}
          step={1}
          hint={T.codes.validDaysHint}
          error={errors.expiresInDays?.message}
          disabled={issue.isPending}
          {...register('expiresInDays')}
        />
        <TextAreaField
          className="md:col-span-2"
          label={T.codes.note}
          optional
          rows={2}
          maxLength={HUMANITARIAN_NOTE_MAX}
          hint={T.codes.noteHint}
          error={errors.note?.message}
          disabled={issue.isPending}
          {...register('note')}
        />
        <div className="md:col-span-2">
          <Button type="submit" disabled={issue.isPending}>
            {issue.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <KeyRound aria-hidden="true" className="size-4" />
            )}
            {issue.isPending ? T.codes.issuing : T.codes.issue}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/** The code just issued, in large type with a Copy button: the server keeps only its hash, so this is the one chance. */
function NewCode({ issued }: { issued: IssuedAccessCode & { email?: string } }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.code);
      toast({ title: M.copiedTitle, description: issued.code, variant: 'success' });
    } catch {
      toast({ title: M.copyFailedTitle, description: M.copyFailed, variant: 'destructive' });
    }
  };
  return (
    <section
      aria-labelledby="new-access-code"
      role="status"
      className="min-w-0 rounded-xl border-2 border-green-600 bg-green-50 p-4 sm:p-5"
    >
      <h2 id="new-access-code" className="text-lg font-semibold text-green-950">
        {T.codes.newCode}
      </h2>
      <p className="mt-1 text-sm font-medium text-green-900">{M.codeIssued}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
        <code
          data-testid="issued-access-code"
          className="rounded-md border border-green-300 bg-white px-3 py-2 font-mono text-xl font-bold tracking-widest break-all text-gray-900 select-all sm:text-2xl"
        >
          {issued.code}
        </code>
        <Button variant="outline" onClick={() => void copy()} className="self-start sm:self-auto">
          <Copy aria-hidden="true" className="size-4" />
          {T.codes.copy}
        </Button>
      </div>
      <p className="mt-3 text-sm text-green-900">
        {T.codes.expires(formatDate(issued.expiresAt))}
        {issued.email ? ` · ${T.codes.boundTo(issued.email)}` : ''}
      </p>
    </section>
  );
}

function IssuedCodes() {
  const codes = useAccessCodes();
  return (
    <Panel title={T.codes.listTitle}>
      {codes.isPending ? (
        <LoadingState label={T.loading} />
      ) : codes.isError ? (
        <ListError error={codes.error} onRetry={() => void codes.refetch()} retrying={codes.isFetching} />
      ) : codes.data.codes.length === 0 ? (
        <EmptyState>{M.noCodes}</EmptyState>
      ) : (
        <DataTable label={T.codes.tableLabel} columns={T.codes.columns}>
          {codes.data.codes.map((code) => (
            <tr key={code.id}>
              <td className={`${CELL} whitespace-nowrap text-gray-900`}>{code.email ?? T.codes.anyEmail}</td>
              <td className={`${CELL} min-w-48`}>{code.note?.trim() || EMPTY_CELL}</td>
              <td className={`${CELL} whitespace-nowrap`}>{code.issuedBy}</td>
              <td className={`${CELL} whitespace-nowrap`}>{formatDate(code.createdAt)}</td>
              <td className={`${CELL} whitespace-nowrap`}>{formatDate(code.expiresAt)}</td>
              <td className={`${CELL} whitespace-nowrap`}>
                {code.redeemedAt
                  ? `${formatDate(code.redeemedAt)}${code.redeemedByEmail ? ` · ${code.redeemedByEmail}` : ''}`
                  : T.codes.notRedeemed}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </Panel>
  );
}
