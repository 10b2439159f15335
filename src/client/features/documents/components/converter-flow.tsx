import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, ArrowRightLeft, RotateCcw, Save, ScanText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { DOCUMENT_MESSAGES } from '../../../../shared/messages';
import { DOCUMENT_LIMITS, type ParsedResume, type ResumeTemplate } from '../../../../shared/schemas/documents';
import type { ConverterDraft, MemberProfile } from '../../../../shared/schemas/profile';
import { AutosaveStatus } from '../../../components/ui/autosave-status';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { Notice } from '../../../components/ui/notice';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toast } from '../../../components/ui/toast-store';
import { toUserMessage } from '../../../lib/api-client';
import { useAutosave } from '../../../lib/autosave';
import { discardDraft, importProfile, PROFILE_QUERY_KEY, saveDraft, saveProfile, useMemberProfile } from '../../../lib/member-profile';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';
import { convertResume } from '../api/document-calls';
import { DOCUMENTS_QUERY_ROOT } from '../api/get-documents';
import type { DocumentOutput } from '../document-output';
import { ActionButton } from './generate-button';
import { OutputPanel } from './output-panel';
import { ResumeFileInput } from './resume-file-input';
import { TemplateSelect } from './template-select';
import { suggestTemplate } from '../../../../shared/template-suggestion';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/** The structured editor, given by the page (it belongs to My profile: docs/architecture.md#feature-boundaries). */
export type ProfileEditorSlot = (props: { value: ParsedResume; onChange: (next: ParsedResume) => void }) => ReactNode;

/**
 * The one resume converter (docs/product.md#resume-converter), on /resume-converter and the /ai-tools tab:
 * a CV in (PDF, Word or text, or My profile) → review and edit it → choose a template → Word, PDF or text out.
 * The CV being converted is the converter's draft on the server (POST /api/profile/import, then autosaved),
 * so a reload returns the member to it; nothing is kept in the browser (docs/decisions/038).
 * `onResult` sends the converted resume to the page's own output panel; without it the flow shows its own.
 */
export function ConverterFlow({ editor, onResult }: { editor: ProfileEditorSlot; onResult?: (output: DocumentOutput) => void }) {
  const query = useMemberProfile();
  if (query.isPending) return <LoadingState label={m.documents_converter_loading()} />;
  if (query.isError) return <Notice tone="error">{toUserMessage(query.error)}</Notice>;
  return query.data.draft ? (
    <DraftSteps key="draft" member={query.data} draft={query.data.draft} editor={editor} onResult={onResult} />
  ) : (
    <CvInput member={query.data} />
  );
}

function useStoreAnswer() {
  const queryClient = useQueryClient();
  return (answer: MemberProfile) => queryClient.setQueryData(PROFILE_QUERY_KEY, answer);
}

/** Step 1: a CV read from a file or pasted, or My profile as it is. */
function CvInput({ member }: { member: MemberProfile }) {
  const store = useStoreAnswer();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const read = useMutation({
    mutationFn: importProfile,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
    onError: (error) => toast({ title: m.documents_cv_read_failed(), description: toUserMessage(error), variant: 'destructive' }),
  });
  const fromProfile = useMutation({ mutationFn: () => saveDraft({ draft: member.profile, step: 'review' }), onSuccess: store });
  return (
    <div className="grid gap-4 rounded-xl border border-gray-200 bg-white p-3 sm:p-5">
      <h2 className="text-base font-semibold text-gray-900">{m.documents_step_cv()}</h2>
      <ResumeFileInput accept={['pdf', 'docx', 'txt']} disabled={read.isPending} onText={(fileText) => setText(fileText)} />
      <TextAreaField
        label={m.documents_resume_text()}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={DOCUMENT_LIMITS.resumeText}
        counter
        rows={10}
        spellCheck={false}
        placeholder={m.documents_resume_text_placeholder()}
        hint={m.documents_resume_text_hint()}
      />
      <div className="flex flex-wrap gap-2">
        <ActionButton
          pending={read.isPending}
          disabled={!text.trim() || read.isPending}
          icon={ScanText}
          pendingLabel={m.documents_reading()}
          onClick={() => read.mutate({ resumeText: text })}
        >
          {m.documents_read_cv()}
        </ActionButton>
        {member.saved && (
          <Button type="button" variant="outline" disabled={fromProfile.isPending} onClick={() => fromProfile.mutate()}>
            {m.documents_use_profile()}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Steps 2 and 3: review the draft, then choose a template and convert; the draft and the step are autosaved. */
function DraftSteps({
  member,
  draft,
  editor: Editor,
  onResult,
}: {
  member: MemberProfile;
  draft: ConverterDraft;
  editor: ProfileEditorSlot;
  onResult?: (output: DocumentOutput) => void;
}) {
  const store = useStoreAnswer();
  // `picked` is the member's own choice; until they make one, the template follows the one suggested for their
  // latest position (docs/product.md#resume-templates).
  const [state, setState] = useState<{ profile: ParsedResume; step: ConverterDraft['step']; picked: ResumeTemplate | null }>({
    profile: draft.profile,
    step: draft.step,
    picked: draft.template ?? null,
  });
  const suggestion = suggestTemplate({ title: state.profile.workExperience.find((role) => role.position.trim())?.position });
  const template = state.picked ?? suggestion?.template ?? 'professional';
  const autosave = useAutosave(state, async (value) =>
    store(await saveDraft({ draft: value.profile, step: value.step, ...(value.picked ? { template: value.picked } : {}) })),
  );
  const [output, setOutput] = useState<DocumentOutput | null>(null);
  const convert = useRefreshingMutation(convertResume, DOCUMENTS_QUERY_ROOT, 'success');
  // The last edits are saved first, so the unmounting steps have nothing left to send back after the discard.
  const startOver = useMutation({
    mutationFn: async () => {
      await autosave.flush();
      return discardDraft();
    },
    onSuccess: store,
  });
  const keep = useMutation({
    mutationFn: () => saveProfile(state.profile),
    onSuccess: (answer) => {
      store(answer);
      toast({ title: m.documents_saved_as_profile(), variant: 'success' });
    },
  });

  const runConvert = () =>
    convert.mutate(
      { parsedData: state.profile, template },
      {
        onSuccess: (answer) => {
          const result: DocumentOutput = {
            content: answer.convertedResume,
            title: DOCUMENT_MESSAGES.convertedResumeTitle(template),
            kind: 'converted_resume',
            documentId: answer.documentId,
            template,
            notice: answer.notice,
            advice: answer.advice,
            qualityScore: answer.qualityScore,
            createdAt: new Date().toISOString(),
          };
          if (onResult) onResult(result);
          else setOutput(result);
          toast({ title: m.documents_converted(), variant: 'success' });
        },
        onError: (error) => toast({ title: m.documents_conversion_failed(), description: toUserMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AutosaveStatus state={autosave.state} onRetry={() => void autosave.flush()} />
        <Button type="button" variant="ghost" size="sm" disabled={startOver.isPending} onClick={() => startOver.mutate()}>
          <RotateCcw aria-hidden="true" className="size-4" /> {m.documents_start_over()}
        </Button>
      </div>
      {state.step === 'review' ? (
        <>
          <h2 className="text-base font-semibold text-gray-900">{m.documents_step_review()}</h2>
          <Editor value={state.profile} onChange={(profile) => setState((current) => ({ ...current, profile }))} />
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => setState((current) => ({ ...current, step: 'template' }))}>
              {m.documents_next_template()} <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
            <Button type="button" variant="outline" disabled={keep.isPending} onClick={() => keep.mutate()}>
              <Save aria-hidden="true" className="size-4" /> {member.saved ? m.documents_replace_profile() : m.documents_save_as_profile()}
            </Button>
          </div>
        </>
      ) : (
        <div className="grid gap-4 rounded-xl border border-gray-200 bg-white p-3 sm:p-5">
          <h2 className="text-base font-semibold text-gray-900">{m.documents_step_template()}</h2>
          <TemplateSelect value={template} suggestion={suggestion} onChange={(picked) => setState((current) => ({ ...current, picked }))} />
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => setState((current) => ({ ...current, step: 'review' }))}>
              <ArrowLeft aria-hidden="true" className="size-4" /> {m.documents_back_to_cv()}
            </Button>
            <ActionButton
              pending={convert.isPending}
              disabled={convert.isPending}
              icon={ArrowRightLeft}
              pendingLabel={m.documents_converting()}
              onClick={runConvert}
            >
              {m.documents_convert()}
            </ActionButton>
          </div>
        </div>
      )}
      {!onResult && output && <OutputPanel output={output} onOutput={setOutput} onClear={() => setOutput(null)} />}
    </div>
  );
}
