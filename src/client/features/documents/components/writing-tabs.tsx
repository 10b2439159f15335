import { FileText, Mail, PenLine } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { DOCUMENT_MESSAGES, DOCUMENT_UI_MESSAGES } from '../../../../shared/messages';
import { DOCUMENT_LIMITS, type PersonalStatementPurpose } from '../../../../shared/schemas/documents';
import { localized } from '../../../../shared/i18n/localized';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { readDocumentProfile, toUserProfile } from '../../../lib/document-profile';
import { generateCoverLetter, generatePersonalStatement, generateResume } from '../api/document-calls';
import type { DocumentOutput, TargetJobPrefill } from '../document-output';
import { useGenerateDocument } from '../hooks/use-generate-document';
import { checkRequired } from '../required-fields';
import { ActionButton } from './generate-button';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/**
 * The three writing tabs of /ai-tools (docs/product.md#document-pages). Each checks its required
 * fields and the two required names of the shared personal information before calling; the server
 * checks them again.
 */
interface WritingTabProps {
  onResult: (output: DocumentOutput) => void;
  /** Marks the missing names in the personal information after a refused submit. */
  onProfileChecked: (complete: boolean) => void;
  job?: TargetJobPrefill;
}

function profileComplete(onProfileChecked: (complete: boolean) => void) {
  const profile = readDocumentProfile();
  const complete = Boolean(profile.firstName.trim() && profile.lastName.trim());
  onProfileChecked(complete);
  return { profile, complete };
}

const formClass = 'grid gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-5';

/** A required field's error once the form was sent: the same word under every empty one. */
const requiredError = (submitted: boolean, value: string) => (submitted && !value.trim() ? m.documents_required() : undefined);

/** The posting's text, which the resume and the cover letter both match their words to. */
function JobDescriptionField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <TextAreaField
      label={m.documents_job_description()}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxLength={DOCUMENT_LIMITS.longText}
      rows={6}
      hint={hint}
      error={error}
    />
  );
}

export function ResumeTab({ onResult, onProfileChecked, job }: WritingTabProps) {
  const [jobTitle, setJobTitle] = useState(job?.title ?? '');
  const [jobDescription, setJobDescription] = useState(job?.description ?? '');
  const [submitted, setSubmitted] = useState(false);
  const { generate, pending } = useGenerateDocument({
    call: generateResume,
    kind: 'resume',
    title: (body) => DOCUMENT_MESSAGES.resumeTitle(body.jobTitle),
    failure: DOCUMENT_UI_MESSAGES.resumeFailed,
    onResult,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { profile, complete } = profileComplete(onProfileChecked);
    if (!checkRequired([jobTitle, jobDescription, complete ? 'ok' : ''])) return;
    generate({ jobTitle: jobTitle.trim(), jobDescription: jobDescription.trim(), userProfile: toUserProfile(profile) });
  };

  return (
    <form onSubmit={submit} noValidate className={formClass} aria-label={m.documents_tab_resume()}>
      <TextField
        label={m.documents_job_title()}
        value={jobTitle}
        onChange={(event) => setJobTitle(event.target.value)}
        maxLength={DOCUMENT_LIMITS.shortText}
        placeholder={m.documents_job_title_example()}
        error={requiredError(submitted, jobTitle)}
      />
      <JobDescriptionField
        value={jobDescription}
        onChange={setJobDescription}
        hint={m.documents_resume_description_hint()}
        error={requiredError(submitted, jobDescription)}
      />
      <div>
        <ActionButton type="submit" pending={pending} icon={FileText} pendingLabel={m.documents_resume_generating()}>
          {m.documents_resume_generate()}
        </ActionButton>
      </div>
    </form>
  );
}

export function CoverLetterTab({ onResult, onProfileChecked, job }: WritingTabProps) {
  const [jobTitle, setJobTitle] = useState(job?.title ?? '');
  const [company, setCompany] = useState(job?.company ?? '');
  const [jobDescription, setJobDescription] = useState(job?.description ?? '');
  const [submitted, setSubmitted] = useState(false);
  const { generate, pending } = useGenerateDocument({
    call: generateCoverLetter,
    kind: 'cover_letter',
    title: (body) => DOCUMENT_MESSAGES.coverLetterTitle(body.company),
    failure: DOCUMENT_UI_MESSAGES.coverLetterFailed,
    onResult,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { profile, complete } = profileComplete(onProfileChecked);
    if (!checkRequired([jobTitle, company, jobDescription, complete ? 'ok' : ''])) return;
    generate({
      jobTitle: jobTitle.trim(),
      company: company.trim(),
      jobDescription: jobDescription.trim(),
      userProfile: toUserProfile(profile),
    });
  };

  const missing = (value: string) => requiredError(submitted, value);
  return (
    <form onSubmit={submit} noValidate className={formClass} aria-label={m.documents_tab_cover_letter()}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={m.documents_job_title()}
          value={jobTitle}
          onChange={(event) => setJobTitle(event.target.value)}
          maxLength={DOCUMENT_LIMITS.shortText}
          error={missing(jobTitle)}
        />
        <TextField
          label={m.documents_company_name()}
          value={company}
          onChange={(event) => setCompany(event.target.value)}
          maxLength={DOCUMENT_LIMITS.shortText}
          error={missing(company)}
        />
      </div>
      <JobDescriptionField value={jobDescription} onChange={setJobDescription} error={missing(jobDescription)} />
      <div>
        <ActionButton type="submit" pending={pending} icon={Mail} pendingLabel={m.documents_cover_writing()}>
          {m.documents_cover_generate()}
        </ActionButton>
      </div>
    </form>
  );
}

const PURPOSE_LABELS = localized<Record<PersonalStatementPurpose, () => string>>({
  immigration: m.documents_purpose_immigration,
  employer: m.documents_purpose_employer,
});

export function PersonalStatementTab({ onResult, onProfileChecked, job }: WritingTabProps) {
  const [purpose, setPurpose] = useState<PersonalStatementPurpose>('immigration');
  const [targetRole, setTargetRole] = useState(job?.title ?? '');
  const { generate, pending } = useGenerateDocument({
    call: generatePersonalStatement,
    kind: 'personal_statement',
    title: (body) => DOCUMENT_MESSAGES.personalStatementTitle(body.purpose),
    failure: DOCUMENT_UI_MESSAGES.personalStatementFailed,
    onResult,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { profile, complete } = profileComplete(onProfileChecked);
    if (!checkRequired([complete ? 'ok' : ''])) return;
    generate({ purpose, targetRole: targetRole.trim() || undefined, userProfile: toUserProfile(profile) });
  };

  return (
    <form onSubmit={submit} noValidate className={formClass} aria-label={m.documents_tab_personal_statement()}>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-800">{m.documents_purpose()}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(Object.keys(PURPOSE_LABELS) as PersonalStatementPurpose[]).map((value) => (
            <label
              key={value}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border border-gray-300 px-3 py-2 text-sm has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50"
            >
              <input
                type="radio"
                name="purpose"
                value={value}
                checked={purpose === value}
                onChange={() => setPurpose(value)}
                className="size-4"
              />
              {PURPOSE_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={m.documents_target_role()}
        optional
        value={targetRole}
        onChange={(event) => setTargetRole(event.target.value)}
        maxLength={DOCUMENT_LIMITS.shortText}
        placeholder={m.documents_target_role_example()}
      />
      <div>
        <ActionButton type="submit" pending={pending} icon={PenLine} pendingLabel={m.documents_statement_writing()}>
          {m.documents_statement_generate()}
        </ActionButton>
      </div>
    </form>
  );
}
