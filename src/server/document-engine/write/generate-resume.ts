import type { TargetJob, UserProfile } from '../../../shared/schemas/documents';
import { leadingSkills, readMemberFacts } from './member-facts';
import { contactLine, jobTitleToUse, profileSummary, roleHeading } from './document-pieces';
import { withFieldsInPlace } from './sure-facts';
import { cleanInline } from './member-text';
import { bulletList, renderDocument, section } from './markdown';

/**
 * A Canadian-format resume from the member's profile, tailored to one job: contact line (international
 * phone), Profile, Skills (best matches first, plus up to three generic skills the posting asks for), Work
 * Experience (most recent first, action-verb bullets from the member's own sentences), Education in Canadian
 * terms, Licences and Certifications, Languages (only those the member gave). No references line and no ECA
 * advice: that is shown beside the document (docs/product.md#documents). No photo, birth date, age, gender, marital status, religion, tribe or
 * identity numbers, whatever the profile holds.
 */
export function generateResume(profile: UserProfile, job: TargetJob): string {
  const facts = readMemberFacts(profile, job.description);
  const targetTitle = jobTitleToUse(cleanInline(job.title), facts.roles);

  const summary =
    facts.summary ||
    profileSummary({
      roles: facts.roles,
      topSkills: leadingSkills(facts.skills),
      targetTitle,
      targetCompany: cleanInline(job.company),
      location: facts.location,
    });

  const experience = facts.roles.map((role) =>
    [roleHeading(withFieldsInPlace(role)), bulletList(role.achievements)].filter(Boolean).join('\n'),
  );

  return renderDocument([
    `# ${facts.name || 'Resume'}`,
    contactLine([facts.location, facts.phone, facts.email]),
    section('Profile', summary),
    section('Skills', bulletList([...facts.skills.map(({ skill }) => skill), ...facts.skillsAskedFor])),
    section('Work Experience', ...experience),
    section('Education', bulletList(facts.education)),
    section('Licences and Certifications', bulletList(facts.licences)),
    section('Languages', bulletList(facts.languages)),
  ]);
}
