import { describe, expect, it } from 'vitest';
import { estimateFromForm, INITIAL_CRS_FORM, withConvertedLevels, type CrsFormState } from './crs-form-state';

const nine = { listening: 9, reading: 9, writing: 9, speaking: 9 } as const;
const worked: CrsFormState = {
  ...INITIAL_CRS_FORM,
  age: '29',
  education: 'masters',
  firstLevels: { listening: '9', reading: '9', writing: '9', speaking: '9' },
  canadianExperienceYears: '1',
};

describe('the CRS form state', () => {
  it('waits for the age and the education before estimating', () => {
    expect(estimateFromForm(INITIAL_CRS_FORM)).toEqual({ state: 'incomplete' });
    expect(estimateFromForm({ ...INITIAL_CRS_FORM, age: '29' })).toEqual({ state: 'incomplete' });
  });

  it('estimates the worked example (459) and counts a language only with all four levels', () => {
    const ready = estimateFromForm(worked);
    expect(ready.state === 'ready' && ready.breakdown.total).toBe(459);
    const partial = estimateFromForm({ ...worked, firstLevels: { ...worked.firstLevels, speaking: '' } });
    // Without the language: 110 + 135 + 40 = 285, and transferability 25 from Canadian experience alone.
    expect(partial.state === 'ready' && [partial.breakdown.core.firstLanguage, partial.breakdown.total]).toEqual([0, 310]);
  });

  it('names the field of a wrong answer', () => {
    expect(estimateFromForm({ ...worked, age: '29.5' })).toEqual({
      state: 'invalid',
      field: 'age',
      message: 'Enter your age in whole years',
    });
    expect(estimateFromForm({ ...worked, age: 'abc' })).toMatchObject({ state: 'invalid', field: 'age' });
  });

  it("carries the converter's levels in, and keeps the old first language's as the second when the language changes", () => {
    const english = withConvertedLevels(INITIAL_CRS_FORM, 'english', nine, 'first');
    expect(english.firstLevels).toEqual(worked.firstLevels);
    const french = withConvertedLevels(english, 'french', { listening: 7, reading: 7, writing: 7, speaking: 7 }, 'first');
    expect([french.firstLanguage, french.firstLevels.reading, french.secondLevels.reading]).toEqual(['french', '7', '9']);
    const second = withConvertedLevels(english, 'french', { listening: 8, reading: 8, writing: 8, speaking: 8 }, 'second');
    expect([second.firstLanguage, second.firstLevels.reading, second.secondLevels.reading]).toEqual(['english', '9', '8']);
  });
});
