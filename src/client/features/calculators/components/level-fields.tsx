import { CLB_LEVELS, LANGUAGE_SKILLS, SKILL_LABELS } from '../../../../shared/calculators/language-tests';
import { levelLabel } from '../../../../shared/calculators/clb';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import type { LevelChoices } from '../crs-form-state';
import { ChoiceField, type Choice } from './choice-field';

/** The four CLB (NCLC) levels of one official language, as selects: "Not given", then 10 or more … below 4. */
export function LevelFields({
  legend,
  hint,
  language,
  value,
  onChange,
}: {
  legend: string;
  hint?: string;
  language: 'english' | 'french';
  value: LevelChoices;
  onChange: (next: LevelChoices) => void;
}) {
  const choices: Choice[] = [
    { value: '', label: m.guidance_calc_not_given() },
    ...CLB_LEVELS.map((level) => ({ value: String(level), label: levelLabel(level, language) })),
    { value: '0', label: levelLabel(0, language) },
  ];
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-semibold text-gray-900">{legend}</legend>
      {hint && <p className="-mt-1 text-sm text-gray-600">{hint}</p>}
      <div className="grid grid-cols-2 gap-3">
        {LANGUAGE_SKILLS.map((skill) => (
          <ChoiceField
            key={skill}
            label={SKILL_LABELS[skill]}
            value={value[skill]}
            choices={choices}
            onChange={(level) => onChange({ ...value, [skill]: level })}
          />
        ))}
      </div>
    </fieldset>
  );
}
