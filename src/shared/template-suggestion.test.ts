import { describe, expect, it } from 'vitest';
import { suggestTemplate } from './template-suggestion';

describe('suggestTemplate (docs/product.md#resume-templates)', () => {
  it.each([
    // NOC 2021 codes: the broad category and TEER decide.
    ['73300', 'professional', 'Suggested for drivers'], // transport truck drivers
    ['75201', 'professional', 'Suggested for drivers'], // delivery service drivers
    ['72106', 'professional', 'Suggested for trades'], // welders
    ['44101', 'professional', 'Suggested for care work'], // home support workers
    ['31301', 'professional', 'Suggested for care work'], // registered nurses
    ['65310', 'professional', 'Suggested for sales and service'], // light duty cleaners
    ['21232', 'technical', 'Suggested for IT'], // software developers
    ['22220', 'technical', 'Suggested for IT'], // computer network technicians
    ['00012', 'executive', 'Suggested for senior managers'], // senior managers – finance
    ['20012', 'executive', 'Suggested for senior managers'], // computer and information systems managers (TEER 0)
    ['52120', 'creative', 'Suggested for design and media'], // graphic designers
    ['21233', 'creative', 'Suggested for design and media'], // web designers
    ['11100', 'modern', 'Suggested for office, business and science work'], // financial auditors
    ['21300', 'modern', 'Suggested for office, business and science work'], // civil engineers
  ] as const)('NOC %s → %s', (nocCode, template, reason) => {
    expect(suggestTemplate({ nocCode })).toEqual({ template, reason });
  });

  it.each([
    ['Truck Driver (Class CE)', 'professional', 'drivers'],
    ['Senior Welder', 'professional', 'trades'],
    ['Caregiver', 'professional', 'care work'],
    ['ECDE Teacher', 'professional', 'care work'],
    ['Security Guard', 'professional', 'sales and service'],
    ['Full-stack Developer', 'technical', 'IT'],
    ['IT Support Officer', 'technical', 'IT'],
    ['Managing Director', 'executive', 'senior managers'],
    ['Graphic Designer', 'creative', 'design and media'],
    ['Bank Teller', 'professional', 'sales and service'],
    ['Accountant', 'modern', 'office, business and science work'],
  ] as const)('"%s" → %s', (title, template, group) => {
    expect(suggestTemplate({ title })).toEqual({ template, reason: `Suggested for ${group}` });
  });

  it('reads the NOC code before the title, and the title when the code is not a NOC code', () => {
    expect(suggestTemplate({ nocCode: '73300', title: 'Graphic Designer' })?.template).toBe('professional');
    expect(suggestTemplate({ nocCode: 'abc', title: 'Graphic Designer' })?.template).toBe('creative');
  });

  it('suggests nothing for an unknown or empty occupation, and does not match words inside words', () => {
    expect(suggestTemplate({})).toBeUndefined();
    expect(suggestTemplate({ title: '   ' })).toBeUndefined();
    expect(suggestTemplate({ title: 'Volunteer' })).toBeUndefined();
    // "it" is IT only as a word: "Kitchen" is not IT.
    expect(suggestTemplate({ title: 'Kitchen porter' })).toBeUndefined();
  });
});
