import type { ReactNode } from 'react';
import { localized } from '../../../../shared/i18n/localized';
import { CANADIAN_EDUCATION, EDUCATION_LABELS, EDUCATION_LEVELS, type CanadianEducation } from '../../../../shared/calculators/crs-rules';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { TextField } from '../../../components/ui/text-field';
import { otherLanguage, partlyChosen, type CrsEstimate, type CrsFormState, type OfficialLanguage } from '../crs-form-state';
import { CheckField, ChoiceField, type Choice } from './choice-field';
import { LevelFields } from './level-fields';

// Functions and getters: each label is read when the form renders, in the page's language of that moment.
const educationChoices = (): Choice[] => [
  { value: '', label: m.guidance_calc_choose() },
  ...EDUCATION_LEVELS.map((level) => ({ value: level, label: EDUCATION_LABELS[level] })),
];
const LEVELS_LEGEND = localized({ english: m.guidance_calc_english_levels, french: m.guidance_calc_french_levels });
const SECOND_LEVELS_LEGEND = localized({ english: m.guidance_calc_english_levels_second, french: m.guidance_calc_french_levels_second });
const years = (most: number): Choice[] =>
  Array.from({ length: most + 1 }, (_, n) => ({
    value: String(n),
    label:
      n === 0
        ? m.guidance_calc_years_none()
        : n === most
          ? m.guidance_calc_years_or_more({ count: n })
          : m.guidance_calc_years({ count: n }),
  }));
const CANADIAN_EDUCATION_LABELS = localized({
  none: m.guidance_calc_canadian_education_none,
  'one-or-two-years': m.guidance_calc_canadian_education_short,
  'three-years-or-more': m.guidance_calc_canadian_education_long,
}) satisfies Record<CanadianEducation, string>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-gray-200 p-4 sm:p-5">
      <legend className="px-1 text-base font-semibold text-gray-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The CRS calculator's questions (docs/product.md#calculators), in the grid's order. Later questions appear as
 * they apply: the spouse's only with an accompanying spouse, the second language once the first is given.
 */
export function CrsForm({
  form,
  onChange,
  estimate,
}: {
  form: CrsFormState;
  onChange: (next: CrsFormState) => void;
  estimate: CrsEstimate;
}) {
  const set = <Key extends keyof CrsFormState>(key: Key, value: CrsFormState[Key]) => onChange({ ...form, [key]: value });
  const errorFor = (field: string) => (estimate.state === 'invalid' && estimate.field === field ? estimate.message : undefined);
  const second = otherLanguage(form.firstLanguage);
  const firstGiven = Object.values(form.firstLevels).every((level) => level !== '');

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-label={m.guidance_calc_form_label()} className="grid gap-5">
      <Section title={m.guidance_calc_section_you()}>
        <TextField
          label={m.guidance_calc_row_age()}
          inputMode="numeric"
          autoComplete="off"
          value={form.age}
          onChange={(event) => set('age', event.target.value)}
          hint={m.guidance_calc_age_hint()}
          error={errorFor('age')}
        />
        <ChoiceField
          label={m.guidance_calc_spouse_label()}
          value={form.withSpouse ? 'with' : 'single'}
          choices={[
            { value: 'single', label: m.guidance_calc_spouse_single() },
            { value: 'with', label: m.guidance_calc_spouse_with() },
          ]}
          onChange={(value) => set('withSpouse', value === 'with')}
        />
        <ChoiceField
          label={m.guidance_calc_highest_education()}
          value={form.education}
          choices={educationChoices()}
          onChange={(value) => set('education', value as CrsFormState['education'])}
          hint={m.guidance_calc_education_hint()}
        />
        <ChoiceField
          label={m.guidance_calc_row_canadian_education()}
          value={form.canadianEducation}
          choices={CANADIAN_EDUCATION.map((value) => ({ value, label: CANADIAN_EDUCATION_LABELS[value] }))}
          onChange={(value) => set('canadianEducation', value as CanadianEducation)}
        />
      </Section>

      <Section title={m.guidance_calc_section_languages()}>
        <ChoiceField
          label={m.guidance_calc_first_language()}
          value={form.firstLanguage}
          choices={[
            { value: 'english', label: m.guidance_calc_english() },
            { value: 'french', label: m.guidance_calc_french() },
          ]}
          onChange={(value) => set('firstLanguage', value as OfficialLanguage)}
          hint={m.guidance_calc_first_language_hint()}
        />
        <LevelFields
          legend={LEVELS_LEGEND[form.firstLanguage]}
          language={form.firstLanguage}
          value={form.firstLevels}
          onChange={(levels) => set('firstLevels', levels)}
          hint={partlyChosen(form.firstLevels) ? m.guidance_calc_all_four_levels() : undefined}
        />
        {firstGiven && (
          <LevelFields
            legend={SECOND_LEVELS_LEGEND[second]}
            language={second}
            value={form.secondLevels}
            onChange={(levels) => set('secondLevels', levels)}
            hint={partlyChosen(form.secondLevels) ? m.guidance_calc_all_four_levels() : undefined}
          />
        )}
      </Section>

      <Section title={m.guidance_calc_section_work()}>
        <ChoiceField
          label={m.guidance_calc_canadian_experience()}
          value={form.canadianExperienceYears}
          choices={years(5)}
          onChange={(value) => set('canadianExperienceYears', value)}
          hint={m.guidance_calc_canadian_experience_hint()}
        />
        <ChoiceField
          label={m.guidance_calc_foreign_experience()}
          value={form.foreignExperienceYears}
          choices={years(3)}
          onChange={(value) => set('foreignExperienceYears', value)}
          hint={m.guidance_calc_foreign_experience_hint()}
        />
        <CheckField
          label={m.guidance_calc_certificate()}
          checked={form.certificateOfQualification}
          onChange={(checked) => set('certificateOfQualification', checked)}
        />
      </Section>

      {form.withSpouse && (
        <Section title={m.guidance_calc_section_spouse()}>
          <ChoiceField
            label={m.guidance_calc_spouse_education()}
            value={form.spouseEducation}
            choices={educationChoices()}
            onChange={(value) => set('spouseEducation', value as CrsFormState['spouseEducation'])}
          />
          <LevelFields
            legend={m.guidance_calc_spouse_levels()}
            language="english"
            value={form.spouseLevels}
            onChange={(levels) => set('spouseLevels', levels)}
            hint={m.guidance_calc_spouse_levels_hint()}
          />
          <ChoiceField
            label={m.guidance_calc_spouse_experience()}
            value={form.spouseCanadianExperienceYears}
            choices={years(5)}
            onChange={(value) => set('spouseCanadianExperienceYears', value)}
          />
        </Section>
      )}

      <Section title={m.guidance_calc_additional_title()}>
        <CheckField
          label={m.guidance_calc_nomination()}
          checked={form.provincialNomination}
          onChange={(checked) => set('provincialNomination', checked)}
        />
        <CheckField
          label={m.guidance_calc_sibling()}
          hint={m.guidance_calc_sibling_hint()}
          checked={form.siblingInCanada}
          onChange={(checked) => set('siblingInCanada', checked)}
        />
      </Section>
    </form>
  );
}
