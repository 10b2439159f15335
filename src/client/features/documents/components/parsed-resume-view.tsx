import { BriefcaseBusiness, GraduationCap, Languages, ShieldCheck, Sparkles, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DOCUMENT_UI_MESSAGES } from '../../../../shared/messages';
import type { ParsedResume } from '../../../../shared/schemas/documents';
import { EXCLUDED_DETAIL_LABELS, joinWords } from '../../../lib/excluded-details';
import { Notice } from '../../../components/ui/notice';

/**
 * What the parser read from the member's CV (docs/product.md#resume-converter), shown before anything is
 * written from it so the member can check it. Every value is rendered as text.
 */

const fullName = (data: ParsedResume) => [data.personalInfo.firstName, data.personalInfo.lastName].filter((part) => part.trim()).join(' ');

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The personal details the CV had and no output carries; nothing when there were none. */
export function ExcludedDetailsNotice({ details }: { details: ParsedResume['excludedDetails'] }) {
  if (details.length === 0) return null;
  return (
    <Notice tone="info" title="Personal details left out">
      {DOCUMENT_UI_MESSAGES.excludedDetails(joinWords(details.map((detail) => EXCLUDED_DETAIL_LABELS[detail])))}
    </Notice>
  );
}

function Section({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-4">
      <h3 className="mb-3 flex items-center gap-2 text-base font-semibold text-gray-900">
        <Icon aria-hidden="true" className="size-5 text-red-600" /> {title}
      </h3>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-gray-600">{children}</p>;

/** Everything parsed: personal information, skills, languages, work experience, education and what was left out. */
export function ParsedResumeView({ data }: { data: ParsedResume }) {
  const info = data.personalInfo;
  const contact: [string, string | undefined][] = [
    ['Name', fullName(data)],
    ['Email', info.email],
    ['Phone', info.phone],
    ['Location', info.location],
    ['LinkedIn', info.linkedin],
  ];
  return (
    <div className="grid gap-4">
      <ExcludedDetailsNotice details={data.excludedDetails} />

      <Section icon={UserRound} title="Personal information">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          {contact.map(([label, value]) => (
            <div key={label} className="grid gap-0.5 sm:contents">
              <dt className="font-medium text-gray-700">{label}</dt>
              <dd className="break-words text-gray-900">{value?.trim() ? value : <span className="text-gray-500">Not found</span>}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section icon={Sparkles} title={`Skills (${data.skills.length})`}>
        {data.skills.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {data.skills.map((skill, index) => (
              <li key={`${index}-${skill}`} className="rounded-full bg-blue-50 px-3 py-1 text-sm text-blue-900 ring-1 ring-blue-200">
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No skills were found. Add a "Skills" section to your resume text.</Empty>
        )}
      </Section>

      <Section icon={Languages} title="Languages">
        {data.languages.length > 0 ? (
          <ul className="grid gap-1 text-sm text-gray-900">
            {data.languages.map((entry, index) => (
              <li key={`${index}-${entry.language}`}>
                <span className="font-medium">{entry.language}</span>
                {entry.proficiency.trim() && <> — {entry.proficiency}</>}
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No languages were found.</Empty>
        )}
      </Section>

      <Section icon={BriefcaseBusiness} title={`Work experience (${count(data.workExperience.length, 'position', 'positions')})`}>
        {data.workExperience.length > 0 ? (
          <ol className="grid gap-4">
            {data.workExperience.map((job, index) => (
              <li key={`${index}-${job.position}-${job.company}`} className="border-l-2 border-blue-200 pl-3">
                <p className="font-semibold text-gray-900">{job.position || 'Position not found'}</p>
                <p className="text-sm text-gray-700">{[job.company, job.location].filter((part) => part.trim()).join(' · ')}</p>
                <p className="text-sm text-gray-600">{job.duration.trim() || 'No dates found'}</p>
                {job.achievements.length > 0 && (
                  <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-900">
                    {job.achievements.map((achievement, i) => (
                      <li key={`${i}-${achievement}`}>{achievement}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        ) : (
          <Empty>No work experience was found.</Empty>
        )}
      </Section>

      <Section icon={GraduationCap} title={`Education (${count(data.education.length, 'qualification', 'qualifications')})`}>
        {data.education.length > 0 ? (
          <ul className="grid gap-3">
            {data.education.map((entry, index) => (
              <li key={`${index}-${entry.degree}`} className="text-sm">
                <p className="font-semibold text-gray-900">{entry.degree || 'Qualification'}</p>
                <p className="text-gray-700">{[entry.institution, entry.year].filter((part) => part.trim()).join(' · ')}</p>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No education was found.</Empty>
        )}
      </Section>
    </div>
  );
}

/** The /ai-tools converter tab's preview: the name, the first three skills and how many jobs and qualifications were read. */
export function ParsedResumeSummary({ data }: { data: ParsedResume }) {
  const name = fullName(data);
  const firstSkills = data.skills.slice(0, 3);
  const more = data.skills.length - firstSkills.length;
  return (
    <div className="grid gap-3 rounded-lg border border-gray-200 bg-gray-50 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-gray-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-green-600" /> Parsed resume
      </p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        <dt className="font-medium text-gray-700">Name</dt>
        <dd className="break-words text-gray-900">{name || 'Not found'}</dd>
        <dt className="font-medium text-gray-700">Skills</dt>
        <dd className="text-gray-900">
          {firstSkills.length > 0 ? `${firstSkills.join(', ')}${more > 0 ? ` and ${more} more` : ''}` : 'None found'}
        </dd>
        <dt className="font-medium text-gray-700">Experience</dt>
        <dd className="text-gray-900">{count(data.workExperience.length, 'position', 'positions')}</dd>
        <dt className="font-medium text-gray-700">Education</dt>
        <dd className="text-gray-900">{count(data.education.length, 'qualification', 'qualifications')}</dd>
      </dl>
      <ExcludedDetailsNotice details={data.excludedDetails} />
    </div>
  );
}
