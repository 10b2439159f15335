import { useState } from 'react';
import { clbFor, levelLabel, scoreProblem, type SkillLevels } from '../../../../shared/calculators/clb';
import {
  LANGUAGE_SKILLS,
  LANGUAGE_TEST_IDS,
  LANGUAGE_TESTS,
  SKILL_LABELS,
  type LanguageSkill,
  type LanguageTestId,
} from '../../../../shared/calculators/language-tests';
import { m } from '../../../../shared/i18n/paraglide/messages.js';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { OfficialLanguage } from '../crs-form-state';
import { ChoiceField } from './choice-field';

type Scores = Record<LanguageSkill, string>;
const EMPTY: Scores = { listening: '', reading: '', writing: '', speaking: '' };

/** A typed score as a number ("6,5" as 6.5), or NaN when it is not one. */
const parseScore = (text: string) => (/^\d+([.,]\d+)?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN);

/**
 * The language-score converter (docs/product.md#calculators): a test, its four scores, the CLB level of each
 * from IRCC's chart; the levels can be carried into the CRS calculator.
 */
export function ClbConverter({
  firstLanguage,
  onUse,
}: {
  firstLanguage: OfficialLanguage;
  onUse: (language: OfficialLanguage, levels: SkillLevels, as: 'first' | 'second') => void;
}) {
  const [testId, setTestId] = useState<LanguageTestId>('ielts-general');
  const [scores, setScores] = useState<Scores>(EMPTY);
  // Which language the levels were last copied as; the sentence is read when it shows.
  const [copied, setCopied] = useState<'first' | 'second' | null>(null);
  const test = LANGUAGE_TESTS[testId];

  const problems = Object.fromEntries(
    LANGUAGE_SKILLS.map((skill) => [
      skill,
      scores[skill].trim() === '' ? null : scoreProblem(test.scales[skill], parseScore(scores[skill])),
    ]),
  ) as Record<LanguageSkill, string | null>;
  const complete = LANGUAGE_SKILLS.every((skill) => scores[skill].trim() !== '' && !problems[skill]);
  const levels = complete
    ? clbFor(
        testId,
        Object.fromEntries(LANGUAGE_SKILLS.map((skill) => [skill, parseScore(scores[skill])])) as Record<LanguageSkill, number>,
      )
    : null;

  const use = (as: 'first' | 'second') => {
    if (!levels) return;
    onUse(test.language, levels, as);
    setCopied(as);
  };

  return (
    <div className="grid gap-4">
      <ChoiceField
        label={m.guidance_calc_language_test()}
        value={testId}
        choices={LANGUAGE_TEST_IDS.map((id) => ({ value: id, label: LANGUAGE_TESTS[id].name }))}
        onChange={(next) => {
          setTestId(next as LanguageTestId);
          setCopied(null);
        }}
        hint={test.note}
      />
      <div className="grid grid-cols-2 gap-3">
        {LANGUAGE_SKILLS.map((skill) => (
          <TextField
            key={skill}
            label={SKILL_LABELS[skill]}
            inputMode="decimal"
            autoComplete="off"
            value={scores[skill]}
            onChange={(event) => {
              setScores({ ...scores, [skill]: event.target.value });
              setCopied(null);
            }}
            hint={`${test.scales[skill].min}–${test.scales[skill].max}`}
            error={problems[skill] ?? undefined}
          />
        ))}
      </div>

      <div role="status" aria-live="polite" className="grid gap-3">
        {levels ? (
          <>
            <p className="text-sm font-semibold text-gray-900">
              {m.guidance_calc_your_levels_heading({ scale: test.language === 'french' ? 'NCLC' : 'CLB' })}
            </p>
            <ul className="grid grid-cols-2 gap-2" aria-label={m.guidance_calc_your_levels()}>
              {LANGUAGE_SKILLS.map((skill) => (
                <li key={skill} className="rounded-md bg-blue-50 px-3 py-2 text-sm text-blue-950">
                  {SKILL_LABELS[skill]}: <strong>{levelLabel(levels[skill], test.language)}</strong>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-sm text-gray-700">{m.guidance_calc_enter_scores()}</p>
        )}
        {copied && (
          <p className="text-sm font-medium text-green-800">
            {copied === 'first' ? m.guidance_calc_copied_first() : m.guidance_calc_copied_second()}
          </p>
        )}
      </div>

      {levels && (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button onClick={() => use('first')}>{m.guidance_calc_use_first()}</Button>
          {test.language !== firstLanguage && (
            <Button variant="outline" onClick={() => use('second')}>
              {m.guidance_calc_use_second()}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
