import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link } from '../lib/router';
import type { ParsedResume } from '../../shared/schemas/documents';
import type { MemberProfile } from '../../shared/schemas/profile';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/layout/page-meta';
import { LoadingState } from '../components/ui/loading-state';
import { Notice } from '../components/ui/notice';
import { toast } from '../components/ui/toast-store';
import { AccessGate } from '../features/auth/components/access-gate';
import { discardDraft, importProfile, PROFILE_QUERY_KEY, saveProfile, useMemberProfile } from '../lib/member-profile';
import { AutosaveStatus } from '../components/ui/autosave-status';
import { useAutosave } from '../lib/autosave';
import { toUserMessage } from '../lib/api-client';
import { lazyComponent, preloadComponents } from '../lib/lazy-component';
import { RichText } from '../lib/rich-text';
import { m } from '../../shared/i18n/paraglide/messages.js';

// The editor and the file input (and the zod schemas they check with) are chunks of their own, fetched beside the
// member's profile (docs/decisions/054-member-pages-start-small.md).
const ProfileEditor = lazyComponent(() => import('../features/profile/components/profile-editor').then((module) => module.ProfileEditor));
const ResumeFileInput = lazyComponent(() =>
  import('../features/documents/components/resume-file-input').then((module) => module.ResumeFileInput),
);

/**
 * /profile, "My profile" (docs/product.md#my-profile): the member's master CV, started from an uploaded CV
 * or typed, edited here and saved on the server as they type; every writing tool starts from it.
 */
export function ProfilePage() {
  return (
    <>
      <PageMeta title={m.profile_page_title()} description={m.profile_page_description()} />
      <PageHeader title={m.profile_page_title()} subtitle={m.profile_page_subtitle()} />
      <AccessGate>
        <Suspense fallback={<LoadingState label={m.profile_loading()} />}>
          <LoadedProfile />
        </Suspense>
      </AccessGate>
    </>
  );
}

function LoadedProfile() {
  preloadComponents(ProfileEditor, ResumeFileInput);
  const query = useMemberProfile();
  if (query.isPending) return <LoadingState label={m.profile_loading()} />;
  if (query.isError) return <Notice tone="error">{toUserMessage(query.error)}</Notice>;
  return <ProfileWorkspace initial={query.data} />;
}

function ProfileWorkspace({ initial }: { initial: MemberProfile }) {
  const queryClient = useQueryClient();
  const [profile, setProfile] = useState<ParsedResume>(initial.profile);
  const [importing, setImporting] = useState(false);
  const autosave = useAutosave(profile, async (value) => {
    const answer = await saveProfile(value);
    queryClient.setQueryData(PROFILE_QUERY_KEY, answer);
  });

  const startFrom = async (resumeText: string) => {
    setImporting(true);
    try {
      const { draft } = await importProfile({ resumeText });
      // The CV becomes the profile (autosaved next); the converter's copy of it is not needed.
      setProfile(draft.profile);
      await discardDraft();
      toast({ title: m.profile_cv_read(), description: m.profile_cv_read_hint(), variant: 'success' });
    } catch (error) {
      toast({ title: m.profile_cv_read_failed(), description: toUserMessage(error), variant: 'destructive' });
    } finally {
      setImporting(false);
    }
  };

  return (
    <div className="grid gap-4">
      <section className="grid gap-2 rounded-xl border border-gray-200 bg-white p-3 sm:p-5">
        <h2 className="text-base font-semibold text-gray-900">{m.profile_start_title()}</h2>
        <p className="text-sm text-gray-700">
          {m.profile_start_text()} {initial.saved ? m.profile_start_replaces() : ''}
        </p>
        <ResumeFileInput accept={['pdf', 'docx', 'txt']} disabled={importing} onText={(text) => void startFrom(text)} />
        {importing && <p role="status">{m.profile_reading()}</p>}
      </section>
      <p className="text-sm text-gray-700">
        <RichText
          text={m.profile_matches_note()}
          tags={{
            matches: (words) => (
              <Link to="/matches" className="font-medium text-blue-700 underline underline-offset-2">
                {words}
              </Link>
            ),
          }}
        />
      </p>
      <AutosaveStatus state={autosave.state} onRetry={() => void autosave.flush()} />
      <ProfileEditor value={profile} onChange={setProfile} />
    </div>
  );
}
