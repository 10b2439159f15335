import { LoaderCircle, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { LMIA_UPLOAD_MAX_BYTES } from '../../../../shared/schemas/admin';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { formatDate } from '../../../lib/format-date';
import { actionErrorMessage } from '../admin-errors';
import { useLmiaQuarters, useUploadLmiaQuarter } from '../api/lmia-quarters';
import { CONSOLE_TEXTS as T } from '../console-texts';
import { CELL, DataTable, EmptyState, ListError, Panel } from './list-parts';

type Outcome = { tone: 'success' | 'error'; title: string; text: string };

/** "LMIA data": load an ESDC quarter's file and see the quarters the data holds (docs/product.md#lmia-data). */
export function LmiaDataTab() {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <UploadForm />
      <QuarterList />
    </div>
  );
}

function UploadForm() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const upload = useUploadLmiaQuarter({
    onSuccess: (answer) => {
      setOutcome({ tone: 'success', title: T.lmia.doneTitle, text: answer.message });
      setFile(null);
      if (input.current) input.current.value = '';
    },
    onError: (error) => setOutcome({ tone: 'error', title: T.lmia.failedTitle, text: actionErrorMessage(error) }),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    // The server refuses it too (413); saying so here spares sending 20 MB for nothing.
    if (file.size > LMIA_UPLOAD_MAX_BYTES) {
      setOutcome({ tone: 'error', title: T.lmia.failedTitle, text: T.lmia.tooLarge });
      return;
    }
    setOutcome(null);
    upload.mutate(file);
  };

  return (
    <Panel title={T.lmia.uploadTitle} hint={T.lmia.uploadIntro}>
      <form onSubmit={submit} className="grid grid-cols-1 gap-4">
        <div className="grid gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-gray-900">
            {T.lmia.file}
          </label>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={upload.isPending}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="block w-full text-sm text-gray-800 file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
        </div>
        <div>
          <Button type="submit" disabled={!file || upload.isPending}>
            {upload.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Upload aria-hidden="true" className="size-4" />
            )}
            {upload.isPending ? T.lmia.uploading : T.lmia.upload}
          </Button>
        </div>
        {outcome && (
          <div
            role={outcome.tone === 'error' ? 'alert' : 'status'}
            data-testid="lmia-upload-outcome"
            className={`rounded-md border p-3 text-sm ${outcome.tone === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-green-300 bg-green-50 text-green-900'}`}
          >
            <p className="font-semibold">{outcome.title}</p>
            <p className="mt-1">{outcome.text}</p>
          </div>
        )}
      </form>
    </Panel>
  );
}

function QuarterList() {
  const quarters = useLmiaQuarters();
  return (
    <Panel title={T.lmia.listTitle}>
      {quarters.isPending ? (
        <LoadingState label={T.loading} />
      ) : quarters.isError ? (
        <ListError error={quarters.error} onRetry={() => void quarters.refetch()} retrying={quarters.isFetching} />
      ) : quarters.data.length === 0 ? (
        <EmptyState>{T.lmia.none}</EmptyState>
      ) : (
        <DataTable label={T.lmia.tableLabel} columns={T.lmia.columns}>
          {quarters.data.map((quarter) => (
            <tr key={quarter.quarter}>
              <td className={`${CELL} whitespace-nowrap text-gray-900`}>
                {quarter.label} <span className="text-gray-500">({quarter.quarter})</span>
              </td>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>{quarter.rows.toLocaleString('en-CA')}</td>
              <td className={`${CELL} whitespace-nowrap`}>{formatDate(quarter.loadedAt)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Panel>
  );
}
