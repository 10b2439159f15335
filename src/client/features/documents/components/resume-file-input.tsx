import { clsx } from 'clsx';
import { CircleCheck, LoaderCircle, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent, type MouseEvent } from 'react';
import { DOCUMENT_UI_MESSAGES } from '../../../../shared/messages';
import { toast } from '../../../components/ui/toast-store';
import { acceptAttribute, extensionList, readResumeFile, RESUME_FILE_MAX_BYTES, type ResumeFileKind } from '../upload/read-resume-file';
import { ResumeFileError } from '../upload/resume-file-error';
import { RichText } from '../../../lib/rich-text';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

export interface ResumeFileInfo {
  fileName: string;
  kind: ResumeFileKind;
  pages?: number;
  /** The text was cut to the server's limit (DOCUMENT_LIMITS.resumeText), or only the first pages of a long PDF were read. */
  truncated: boolean;
}

type Status =
  { state: 'idle' } | { state: 'reading'; message: string } | { state: 'read'; fileName: string; pages?: number; truncated: boolean };

/**
 * "Upload your resume": reads a .pdf, .txt or .docx in the browser and hands its text over
 * (docs/product.md#uploads). The native file input stays in the page, visually hidden, so the keyboard and
 * screen readers use it as they would any file input; the label is what is seen and clicked. pdf.js and
 * mammoth load only once a file of theirs is chosen.
 */
export function ResumeFileInput({
  accept,
  onText,
  disabled = false,
  id,
}: {
  accept: readonly ResumeFileKind[];
  onText: (text: string, info: ResumeFileInfo) => void;
  disabled?: boolean;
  id?: string;
}) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const statusId = `${inputId}-status`;
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const reading = status.state === 'reading';

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Emptied at once, so that choosing the same file again (after a refusal, or to start over) reads it again.
    input.value = '';
    if (!file || reading) return;
    const before = status;
    setStatus({ state: 'reading', message: DOCUMENT_UI_MESSAGES.reading.file });
    try {
      const result = await readResumeFile(file, { accept, onProgress: (message) => setStatus({ state: 'reading', message }) });
      const info: ResumeFileInfo = { fileName: file.name, kind: result.kind, truncated: result.truncated };
      if (result.pages !== undefined) info.pages = result.pages;
      onText(result.text, info);
      setStatus({ state: 'read', fileName: file.name, pages: result.pages, truncated: result.truncated });
      toast(
        result.kind === 'pdf'
          ? {
              title: DOCUMENT_UI_MESSAGES.pdfParsed.title,
              description: DOCUMENT_UI_MESSAGES.pdfParsed.description(result.pages ?? 1),
              variant: 'success',
            }
          : {
              title: DOCUMENT_UI_MESSAGES.fileRead.title,
              description: DOCUMENT_UI_MESSAGES.fileRead.description(file.name),
              variant: 'success',
            },
      );
    } catch (error) {
      // readResumeFile turns every failure into a ResumeFileError; anything else is a bug worth seeing.
      if (!(error instanceof ResumeFileError)) console.error(error);
      const { title, description } = error instanceof ResumeFileError ? error : DOCUMENT_UI_MESSAGES.fileReadFailed;
      toast({ title, description, variant: 'destructive' });
      // The text from an earlier file, if any, is still in the box: keep saying where it came from.
      setStatus(before);
    }
  };

  // While a file is read the input stays focusable (disabling it would throw keyboard focus away) but opens no picker.
  const holdWhileReading = (event: MouseEvent<HTMLInputElement>) => {
    if (reading) event.preventDefault();
  };

  return (
    <div className="grid gap-1.5">
      <input
        id={inputId}
        type="file"
        accept={acceptAttribute(accept)}
        disabled={disabled}
        aria-busy={reading || undefined}
        aria-describedby={statusId}
        onClick={holdWhileReading}
        onChange={(event) => void choose(event)}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className={clsx(
          'inline-flex min-h-10 w-fit max-w-full cursor-pointer items-center gap-2 rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 transition-colors hover:bg-gray-50',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600',
          'peer-disabled:pointer-events-none peer-disabled:opacity-50',
          reading && 'cursor-progress',
        )}
      >
        {reading ? (
          <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-blue-600" />
        ) : (
          <Upload aria-hidden="true" className="size-4 shrink-0 text-gray-600" />
        )}
        <span>{m.documents_upload({ extensions: extensionList(accept) })}</span>
      </label>
      <p id={statusId} role="status" className="text-sm text-gray-600">
        <StatusText status={status} />
      </p>
    </div>
  );
}

function StatusText({ status }: { status: Status }) {
  switch (status.state) {
    case 'idle':
      return <>{m.documents_upload_limit({ size: RESUME_FILE_MAX_BYTES / (1024 * 1024) })}</>;
    case 'reading':
      return <>{status.message}</>;
    case 'read':
      return (
        <span className="inline-flex items-start gap-1.5">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
          <span>
            <RichText
              // The name is put back by the tag, not parsed from the text: a "<" in a file name cannot break the sentence.
              text={m.documents_upload_read_from({ fileName: status.fileName.replaceAll('<', '‹') })}
              tags={{ file: () => <span className="font-medium break-all text-gray-800">{status.fileName}</span> }}
            />
            {status.pages !== undefined && ` (${m.documents_upload_pages({ count: status.pages })})`}
            {status.truncated && <span className="text-amber-800"> {m.documents_upload_truncated()}</span>}
          </span>
        </span>
      );
  }
}
