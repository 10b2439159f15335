import type { TargetJob, UserProfile } from '../../../shared/schemas/documents';
import { leadingSkills, readMemberFacts } from './member-facts';
import { ECA_NOTE, REFERENCES_LINE, contactLine, profileSummary, roleHeading } from './document-pieces';
import { cleanInline } from './member-text';
import { bulletList, renderDocument, section } from './markdown';

/**
 * A Canadian-format resume from the member's profile, tailored to one job: contact line (international
 * phone), Profile, Skills (best matches first, plus up to three generic skills the posting asks for), Work
 * Experience (most recent first, action-verb bullets from the member's own sentences), Education with the
 * ECA note, Languages, References. No photo, birth date, age, gender, marital status, religion, tribe or
 * identity numbers, whatever the profile holds.
 */
export function generateResume(profile: UserProfile, job: TargetJob): string {
  const facts = readMemberFacts(profile, job.description);
  const targetTitle = cleanInline(job.title);

  const summary = profileSummary({
    roles: facts.roles,
    topSkills: leadingSkills(facts.skills),
    targetTitle,
    targetCompany: cleanInline(job.company),
    location: facts.location,
  });

  const experience = facts.roles.map((role) => [roleHeading(role), bulletList(role.achievements)].filter(Boolean).join('\n'));

  return renderDocument([
    `# ${facts.name || 'Resume'}`,
    contactLine([facts.location, facts.phone, facts.email]),
    section('Profile', summary),
    section('Skills', bulletList([...facts.skills.map(({ skill }) => skill), ...facts.skillsAskedFor])),
    section('Work Experience', ...experience),
    facts.education.length > 0 && section('Education', bulletList(facts.education), ECA_NOTE),
    section('Languages', bulletList(facts.languages)),
    section('References', REFERENCES_LINE),
  ]);
}
