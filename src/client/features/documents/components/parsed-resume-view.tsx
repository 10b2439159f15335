import { BriefcaseBusiness, GraduationCap, Languages, ShieldCheck, Sparkles, UserRound, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DOCUMENT_UI_MESSAGES } from '../../../../shared/messages';
import type { ParsedResume } from '../../../../shared/schemas/documents';
import { EXCLUDED_DETAIL_LABELS } from '../../../lib/excluded-details';
import { listWords } from '../../../../shared/i18n/list-words';
import { Notice } from '../../../components/ui/notice';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

/**
 * What the parser read from the member's CV (docs/product.md#resume-converter), shown before anything is
 * written from it so the member can check it. Every value is rendered as text.
 */

const fullName = (data: ParsedResume) => [data.personalInfo.firstName, data.personalInfo.lastName].filter((part) => part.trim()).join(' ');

/** The personal details the CV had and no output carries; nothing when there were none. */
export function ExcludedDetailsNotice({ details }: { details: ParsedResume['excludedDetails'] }) {
  if (details.length === 0) return null;
  return (
    <Notice tone="info" title={m.documents_left_out_title()}>
      {DOCUMENT_UI_MESSAGES.excludedDetails(listWords(details.map((detail) => EXCLUDED_DETAIL_LABELS[detail])))}
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
    [m.documents_parsed_name(), fullName(data)],
    [m.documents_email(), info.email],
    [m.documents_phone(), info.phone],
    [m.documents_location(), info.location],
    // A name, the same in every language.
    ['LinkedIn', info.linkedin],
  ];
  return (
    <div className="grid gap-4">
      <ExcludedDetailsNotice details={data.excludedDetails} />

      <Section icon={UserRound} title={m.documents_personal_info()}>
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          {contact.map(([label, value]) => (
            <div key={label} className="grid gap-0.5 sm:contents">
              <dt className="font-medium text-gray-700">{label}</dt>
              <dd className="break-words text-gray-900">
                {value?.trim() ? value : <span className="text-gray-500">{m.documents_not_found()}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section icon={Sparkles} title={m.documents_parsed_skills({ count: data.skills.length })}>
        {data.skills.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {data.skills.map((skill, index) => (
              <li key={`${index}-${skill}`} className="rounded-full bg-blue-50 px-3 py-1 text-sm text-blue-900 ring-1 ring-blue-200">
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{m.documents_no_skills()}</Empty>
        )}
      </Section>

      <Section icon={Languages} title={m.documents_languages()}>
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
          <Empty>{m.documents_no_languages()}</Empty>
        )}
      </Section>

      <Section
        icon={BriefcaseBusiness}
        title={m.documents_work_experience_count({ positions: m.documents_positions({ count: data.workExperience.length }) })}
      >
        {data.workExperience.length > 0 ? (
          <ol className="grid gap-4">
            {data.workExperience.map((job, index) => (
              <li key={`${index}-${job.position}-${job.company}`} className="border-l-2 border-blue-200 pl-3">
                <p className="font-semibold text-gray-900">{job.position || m.documents_position_not_found()}</p>
                <p className="text-sm text-gray-700">{[job.company, job.location].filter((part) => part.trim()).join(' · ')}</p>
                <p className="text-sm text-gray-600">{job.duration.trim() || m.documents_no_dates()}</p>
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
          <Empty>{m.documents_no_work()}</Empty>
        )}
      </Section>

      <Section
        icon={GraduationCap}
        title={m.documents_education_count({ qualifications: m.documents_qualifications({ count: data.education.length }) })}
      >
        {data.education.length > 0 ? (
          <ul className="grid gap-3">
            {data.education.map((entry, index) => (
              <li key={`${index}-${entry.degree}`} className="text-sm">
                <p className="font-semibold text-gray-900">{entry.degree || m.documents_qualification()}</p>
                <p className="text-gray-700">{[entry.institution, entry.year].filter((part) => part.trim()).join(' · ')}</p>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{m.documents_no_education()}</Empty>
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
        <ShieldCheck aria-hidden="true" className="size-5 text-green-600" /> {m.documents_parsed_resume()}
      </p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        <dt className="font-medium text-gray-700">{m.documents_parsed_name()}</dt>
        <dd className="break-words text-gray-900">{name || m.documents_not_found()}</dd>
        <dt className="font-medium text-gray-700">{m.documents_skills()}</dt>
        <dd className="text-gray-900">
          {firstSkills.length > 0
            ? more > 0
              ? m.documents_skills_more({ skills: firstSkills.join(', '), more })
              : firstSkills.join(', ')
            : m.documents_none_found()}
        </dd>
        <dt className="font-medium text-gray-700">{m.documents_experience()}</dt>
        <dd className="text-gray-900">{m.documents_positions({ count: data.workExperience.length })}</dd>
        <dt className="font-medium text-gray-700">{m.documents_education()}</dt>
        <dd className="text-gray-900">{m.documents_qualifications({ count: data.education.length })}</dd>
      </dl>
      <ExcludedDetailsNotice details={data.excludedDetails} />
    </div>
  );
}
