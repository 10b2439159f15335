import { ProvinceCheckboxes } from '../../../components/forms/province-checkboxes';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { PARSED_RESUME_LIMITS as L, type ParsedResume } from '../../../../shared/schemas/documents';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { EXCLUDED_DETAIL_LABELS } from '../../../lib/excluded-details';
import { listWords } from '../../../../shared/i18n/list-words';
import { m } from '../../../../shared/i18n/paraglide/messages.js';

type Role = ParsedResume['workExperience'][number];
type School = ParsedResume['education'][number];
type Language = ParsedResume['languages'][number];

const NEW_ROLE: Role = { position: '', company: '', location: '', duration: '', achievements: [] };
const NEW_SCHOOL: School = { degree: '', institution: '', year: '' };
const NEW_LANGUAGE: Language = { language: '', proficiency: '' };
/** A name, the same in every language. */
const LINKEDIN = 'LinkedIn';

/** `list` with `index` moved by `by` (−1 up, +1 down); unchanged at the ends. */
function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

/** A role's dates as the writers read them: "Jan 2019 – Present". */
const durationOf = (start: string, end: string) => [start.trim(), end.trim()].filter(Boolean).join(' – ');

/**
 * The structured editor of a member's CV (docs/product.md#my-profile), on /profile and in the converter's
 * review step: contact, summary, roles with their bullets, schools, licences, languages and skills, each
 * list with add, move up, move down and delete (plain buttons, so the keyboard reaches them all). It is
 * controlled: the page keeps the value and autosaves it.
 */
export function ProfileEditor({ value, onChange }: { value: ParsedResume; onChange: (next: ParsedResume) => void }) {
  const set = (patch: Partial<ParsedResume>) => onChange({ ...value, ...patch });
  const contact = value.personalInfo;
  const setContact = (patch: Partial<ParsedResume['personalInfo']>) => set({ personalInfo: { ...contact, ...patch } });

  return (
    <div className="grid gap-6">
      <LeftOut details={value.excludedDetails} />
      <Section title={m.profile_section_contact()}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={m.profile_first_name()}
            value={contact.firstName}
            maxLength={L.field}
            onChange={(e) => setContact({ firstName: e.target.value })}
          />
          <TextField
            label={m.profile_last_name()}
            value={contact.lastName}
            maxLength={L.field}
            onChange={(e) => setContact({ lastName: e.target.value })}
          />
          <TextField
            label={m.profile_email()}
            type="email"
            value={contact.email}
            maxLength={L.field}
            onChange={(e) => setContact({ email: e.target.value })}
          />
          <TextField
            label={m.profile_phone()}
            type="tel"
            value={contact.phone}
            maxLength={L.field}
            onChange={(e) => setContact({ phone: e.target.value })}
          />
          <TextField
            label={m.profile_location()}
            value={contact.location}
            maxLength={L.field}
            onChange={(e) => setContact({ location: e.target.value })}
          />
          <TextField
            label={LINKEDIN}
            optional
            value={contact.linkedin ?? ''}
            maxLength={L.field}
            onChange={(e) => setContact({ linkedin: e.target.value })}
          />
        </div>
      </Section>

      <Section title={m.profile_section_summary()}>
        <TextAreaField
          label={m.profile_summary()}
          value={value.summary ?? ''}
          maxLength={L.summary}
          rows={4}
          onChange={(e) => set({ summary: e.target.value })}
        />
      </Section>

      <Section title={m.profile_section_work()}>
        <ListEditor
          items={value.workExperience}
          onChange={(workExperience) => set({ workExperience })}
          newItem={() => ({ ...NEW_ROLE, achievements: [] })}
          max={L.workExperience}
          addLabel={m.profile_add_role()}
          describe={(role, i) => role.position || m.profile_role_n({ number: i + 1 })}
          render={(role, update) => (
            <div className="grid gap-3">
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={m.profile_position()}
                  value={role.position}
                  maxLength={L.field}
                  onChange={(e) => update({ position: e.target.value })}
                />
                <TextField
                  label={m.profile_employer()}
                  value={role.company}
                  maxLength={L.field}
                  onChange={(e) => update({ company: e.target.value })}
                />
                <TextField
                  label={m.profile_place()}
                  value={role.location}
                  maxLength={L.field}
                  onChange={(e) => update({ location: e.target.value })}
                />
                <div className="grid grid-cols-2 gap-3">
                  <TextField
                    label={m.profile_from()}
                    value={role.start ?? ''}
                    placeholder={role.start === undefined ? role.duration : undefined}
                    maxLength={L.field}
                    onChange={(e) => update({ start: e.target.value, duration: durationOf(e.target.value, role.end ?? '') })}
                  />
                  <TextField
                    label={m.profile_to()}
                    value={role.end ?? ''}
                    maxLength={L.field}
                    onChange={(e) => update({ end: e.target.value, duration: durationOf(role.start ?? '', e.target.value) })}
                  />
                </div>
              </div>
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium text-gray-800">{m.profile_achievements()}</legend>
                <ListEditor
                  items={role.achievements}
                  onChange={(achievements) => update({ achievements })}
                  newItem={() => ''}
                  max={L.achievementsPerRole}
                  addLabel={m.profile_add_bullet()}
                  describe={(line, i) =>
                    line ? m.profile_bullet_named({ number: i + 1, text: line.slice(0, 40) }) : m.profile_bullet_n({ number: i + 1 })
                  }
                  compact
                  render={(line, _update, replace, i) => (
                    <TextAreaField
                      label={m.profile_bullet_n({ number: i + 1 })}
                      value={line}
                      rows={2}
                      maxLength={L.achievement}
                      onChange={(e) => replace(e.target.value)}
                    />
                  )}
                />
              </fieldset>
            </div>
          )}
        />
      </Section>

      <Section title={m.profile_section_education()}>
        <ListEditor
          items={value.education}
          onChange={(education) => set({ education })}
          newItem={() => ({ ...NEW_SCHOOL })}
          max={L.education}
          addLabel={m.profile_add_school()}
          describe={(school, i) => school.institution || school.degree || m.profile_school_n({ number: i + 1 })}
          render={(school, update) => (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={m.profile_qualification()}
                value={school.degree}
                maxLength={L.field}
                onChange={(e) => update({ degree: e.target.value })}
              />
              <TextField
                label={m.profile_school()}
                value={school.institution}
                maxLength={L.field}
                onChange={(e) => update({ institution: e.target.value })}
              />
              <TextField
                label={m.profile_years()}
                value={school.year}
                maxLength={L.field}
                onChange={(e) => update({ year: e.target.value })}
              />
              <TextField
                label={m.profile_grade()}
                optional
                value={school.grade ?? ''}
                maxLength={L.field}
                onChange={(e) => update({ grade: e.target.value })}
              />
            </div>
          )}
        />
      </Section>

      <Section title={m.profile_section_licences()}>
        <ListEditor
          items={value.licences ?? []}
          onChange={(licences) => set({ licences })}
          newItem={() => ''}
          max={L.licences}
          addLabel={m.profile_add_licence()}
          describe={(licence, i) => licence || m.profile_licence_n({ number: i + 1 })}
          compact
          render={(licence, _update, replace, i) => (
            <TextField
              label={m.profile_licence_n({ number: i + 1 })}
              value={licence}
              maxLength={L.field}
              onChange={(e) => replace(e.target.value)}
            />
          )}
        />
      </Section>

      <Section title={m.profile_section_languages()}>
        <ListEditor
          items={value.languages}
          onChange={(languages) => set({ languages })}
          newItem={() => ({ ...NEW_LANGUAGE })}
          max={L.languages}
          addLabel={m.profile_add_language()}
          describe={(entry, i) => entry.language || m.profile_language_n({ number: i + 1 })}
          render={(entry, update) => (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={m.profile_language()}
                value={entry.language}
                maxLength={L.field}
                onChange={(e) => update({ language: e.target.value })}
              />
              <TextField
                label={m.profile_level()}
                value={entry.proficiency}
                maxLength={L.field}
                onChange={(e) => update({ proficiency: e.target.value })}
              />
            </div>
          )}
        />
      </Section>

      <Section title={m.profile_section_provinces()}>
        <ProvinceCheckboxes
          legend={m.profile_provinces_legend()}
          hint={m.profile_provinces_hint()}
          value={value.preferredProvinces ?? []}
          onChange={(preferredProvinces) => set({ preferredProvinces })}
        />
      </Section>

      <Section title={m.profile_section_skills()}>
        <ListEditor
          items={value.skills}
          onChange={(skills) => set({ skills })}
          newItem={() => ''}
          max={L.skills}
          addLabel={m.profile_add_skill()}
          describe={(skill, i) => skill || m.profile_skill_n({ number: i + 1 })}
          compact
          render={(skill, _update, replace, i) => (
            <TextField
              label={m.profile_skill_n({ number: i + 1 })}
              value={skill}
              maxLength={L.skillLength}
              onChange={(e) => replace(e.target.value)}
            />
          )}
        />
      </Section>
    </div>
  );
}

/** "What we left out": the personal details the parser found in the CV and keeps out of every document. */
function LeftOut({ details }: { details: ParsedResume['excludedDetails'] }) {
  return (
    <section aria-labelledby="profile-left-out" className="rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-gray-800 sm:p-4">
      <h3 id="profile-left-out" className="font-semibold text-gray-900">
        {m.profile_left_out_title()}
      </h3>
      <p className="mt-1">
        {details.length === 0
          ? m.profile_left_out_none()
          : m.profile_left_out_some({ details: listWords(details.map((detail) => EXCLUDED_DETAIL_LABELS[detail])) })}
      </p>
    </section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:p-5">
      <h3 className="text-base font-semibold text-gray-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * One list of the profile: each item with its fields and Move up, Move down and Delete, then Add (`addLabel`). `render`
 * gets the item, a patch for object items, and a replacement for string items.
 */
function ListEditor<T>({
  items,
  onChange,
  newItem,
  max,
  addLabel,
  describe,
  render,
  compact = false,
}: {
  items: readonly T[];
  onChange: (next: T[]) => void;
  newItem: () => T;
  max: number;
  /** The Add button's words ("Add role"): each list says its own, as the languages form them differently. */
  addLabel: string;
  describe: (item: T, index: number) => string;
  render: (item: T, update: (patch: Partial<T>) => void, replace: (next: T) => void, index: number) => ReactNode;
  compact?: boolean;
}) {
  const replaceAt = (index: number, next: T) => onChange(items.map((item, i) => (i === index ? next : item)));
  return (
    <div className="grid gap-3">
      {items.length > 0 && (
        <ol className="grid gap-3">
          {items.map((item, index) => {
            const name = describe(item, index);
            return (
              <li key={index} className={compact ? 'flex flex-wrap items-end gap-2' : 'grid gap-2 rounded-lg border border-gray-200 p-3'}>
                <div className={compact ? 'min-w-0 flex-1 basis-56' : ''}>
                  {render(
                    item,
                    (patch) => replaceAt(index, { ...item, ...patch }),
                    (next) => replaceAt(index, next),
                    index,
                  )}
                </div>
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={m.profile_move_up({ name })}
                    disabled={index === 0}
                    onClick={() => onChange(moved(items, index, -1))}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={m.profile_move_down({ name })}
                    disabled={index === items.length - 1}
                    onClick={() => onChange(moved(items, index, 1))}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={m.profile_delete({ name })}
                    onClick={() => onChange(items.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" className="size-4 text-red-700" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={items.length >= max}
        onClick={() => onChange([...items, newItem()])}
      >
        <Plus aria-hidden="true" className="size-4" /> {addLabel}
      </Button>
    </div>
  );
}
