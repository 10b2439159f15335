import type { ReactNode } from 'react';
import { CANADIAN_EDUCATION, EDUCATION_LABELS, EDUCATION_LEVELS, type CanadianEducation } from '../../../../shared/calculators/crs-rules';
import { TextField } from '../../../components/ui/text-field';
import { otherLanguage, partlyChosen, type CrsEstimate, type CrsFormState, type OfficialLanguage } from '../crs-form-state';
import { CheckField, ChoiceField, type Choice } from './choice-field';
import { LevelFields } from './level-fields';

const EDUCATION_CHOICES: Choice[] = [
  { value: '', label: 'Choose…' },
  ...EDUCATION_LEVELS.map((level) => ({ value: level, label: EDUCATION_LABELS[level] })),
];
const LANGUAGE_NAMES: Record<OfficialLanguage, string> = { english: 'English', french: 'French' };
const years = (most: number): Choice[] =>
  Array.from({ length: most + 1 }, (_, n) => ({
    value: String(n),
    label: n === 0 ? 'None, or less than a year' : n === most ? `${n} years or more` : n === 1 ? '1 year' : `${n} years`,
  }));
const CANADIAN_EDUCATION_LABELS: Record<CanadianEducation, string> = {
  none: 'None',
  'one-or-two-years': 'A credential of one or two years',
  'three-years-or-more': "A credential of three years or more, a master's or a doctorate",
};

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
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-label="CRS calculator" className="grid gap-5">
      <Section title="You">
        <TextField
          label="Age"
          inputMode="numeric"
          autoComplete="off"
          value={form.age}
          onChange={(event) => set('age', event.target.value)}
          hint="Your age in whole years on the day you would enter the pool."
          error={errorFor('age')}
        />
        <ChoiceField
          label="Spouse or common-law partner"
          value={form.withSpouse ? 'with' : 'single'}
          choices={[
            { value: 'single', label: 'None, or not coming to Canada, or a Canadian citizen or permanent resident' },
            { value: 'with', label: 'Coming with me to Canada' },
          ]}
          onChange={(value) => set('withSpouse', value === 'with')}
        />
        <ChoiceField
          label="Highest education"
          value={form.education}
          choices={EDUCATION_CHOICES}
          onChange={(value) => set('education', value as CrsFormState['education'])}
          hint="A credential from outside Canada needs an Educational Credential Assessment (ECA) to count."
        />
        <ChoiceField
          label="Education in Canada"
          value={form.canadianEducation}
          choices={CANADIAN_EDUCATION.map((value) => ({ value, label: CANADIAN_EDUCATION_LABELS[value] }))}
          onChange={(value) => set('canadianEducation', value as CanadianEducation)}
        />
      </Section>

      <Section title="Languages">
        <ChoiceField
          label="First official language"
          value={form.firstLanguage}
          choices={[
            { value: 'english', label: 'English' },
            { value: 'french', label: 'French' },
          ]}
          onChange={(value) => set('firstLanguage', value as OfficialLanguage)}
          hint="The language of your best test result. The converter above fills the levels for you."
        />
        <LevelFields
          legend={`${LANGUAGE_NAMES[form.firstLanguage]} levels`}
          language={form.firstLanguage}
          value={form.firstLevels}
          onChange={(levels) => set('firstLevels', levels)}
          hint={partlyChosen(form.firstLevels) ? 'Choose all four levels: a result counts only with every ability.' : undefined}
        />
        {firstGiven && (
          <LevelFields
            legend={`${LANGUAGE_NAMES[second]} levels (second official language, optional)`}
            language={second}
            value={form.secondLevels}
            onChange={(levels) => set('secondLevels', levels)}
            hint={partlyChosen(form.secondLevels) ? 'Choose all four levels: a result counts only with every ability.' : undefined}
          />
        )}
      </Section>

      <Section title="Work">
        <ChoiceField
          label="Skilled work experience in Canada"
          value={form.canadianExperienceYears}
          choices={years(5)}
          onChange={(value) => set('canadianExperienceYears', value)}
          hint="Paid, full-time (or the same hours part-time), in a TEER 0, 1, 2 or 3 occupation, in the last 10 years."
        />
        <ChoiceField
          label="Skilled work experience outside Canada"
          value={form.foreignExperienceYears}
          choices={years(3)}
          onChange={(value) => set('foreignExperienceYears', value)}
          hint="In Kenya or elsewhere, in the last 10 years."
        />
        <CheckField
          label="I hold a certificate of qualification in a trade from a Canadian province or territory"
          checked={form.certificateOfQualification}
          onChange={(checked) => set('certificateOfQualification', checked)}
        />
      </Section>

      {form.withSpouse && (
        <Section title="Your spouse or partner">
          <ChoiceField
            label="Their highest education"
            value={form.spouseEducation}
            choices={EDUCATION_CHOICES}
            onChange={(value) => set('spouseEducation', value as CrsFormState['spouseEducation'])}
          />
          <LevelFields
            legend="Their language levels (optional)"
            language="english"
            value={form.spouseLevels}
            onChange={(levels) => set('spouseLevels', levels)}
            hint="From their English or French test."
          />
          <ChoiceField
            label="Their skilled work experience in Canada"
            value={form.spouseCanadianExperienceYears}
            choices={years(5)}
            onChange={(value) => set('spouseCanadianExperienceYears', value)}
          />
        </Section>
      )}

      <Section title="Additional points">
        <CheckField
          label="I have a provincial or territorial nomination"
          checked={form.provincialNomination}
          onChange={(checked) => set('provincialNomination', checked)}
        />
        <CheckField
          label="My brother or sister lives in Canada"
          hint="Aged 18 or more, a Canadian citizen or permanent resident (yours or your spouse's)."
          checked={form.siblingInCanada}
          onChange={(checked) => set('siblingInCanada', checked)}
        />
      </Section>
    </form>
  );
}
