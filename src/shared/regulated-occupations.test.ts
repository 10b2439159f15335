import { describe, expect, it } from 'vitest';
import { IMMIGRATION_STEPS_WRITTEN } from './immigration-steps';
import { provinceCodeOf, REGULATED_OCCUPATIONS, regulatedGuidance, regulatedOccupation } from './regulated-occupations';

describe('regulated occupations data', () => {
  it('gives every entry NOC codes, needs, official https sources, the date written and a review note', () => {
    for (const occupation of REGULATED_OCCUPATIONS) {
      expect(
        occupation.nocCodes.every((code) => /^\d{5}$/.test(code)),
        occupation.key,
      ).toBe(true);
      expect(occupation.needs.length, occupation.key).toBeGreaterThan(0);
      expect(occupation.sources.length, occupation.key).toBeGreaterThan(0);
      for (const source of occupation.sources) expect(new URL(source.url).protocol, source.url).toBe('https:');
      expect(occupation.written).toBe(IMMIGRATION_STEPS_WRITTEN);
      expect(occupation.reviewNeeded).toMatch(/could not be opened online/);
      if (occupation.requiredIn !== 'all') expect(occupation.elsewhere, occupation.key).toBeTruthy();
    }
  });

  it('lists each NOC code once', () => {
    const codes = REGULATED_OCCUPATIONS.flatMap((occupation) => occupation.nocCodes);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('regulatedGuidance', () => {
  it('tells a registered nurse to register with the college, through NNAS and the NCLEX-RN, never "experience in TEER 2"', () => {
    const nurse = regulatedGuidance('31301', 'Ontario')!;
    expect(nurse.occupation.key).toBe('registered-nurses');
    expect(nurse.requiredHere).toBe(true);
    expect(nurse.body).toBe('College of Nurses of Ontario (CNO)');
    const text = nurse.requirements.join('\n');
    expect(text).toMatch(/NNAS/);
    expect(text).toMatch(/NCLEX-RN/);
    expect(text).toMatch(/In Ontario: College of Nurses of Ontario/);
    expect(text).not.toMatch(/TEER 2/);
    expect(regulatedGuidance('31301', 'Alberta')!.body).toMatch(/CRNA/);
    expect(regulatedGuidance('31301', 'British Columbia')!.body).toMatch(/BCCNM/);
    expect(regulatedGuidance('32101', 'Ontario')!.requirements.join(' ')).toMatch(/REx-PN/);
  });

  it('makes welding compulsory in Alberta and voluntary elsewhere', () => {
    const alberta = regulatedGuidance('72106', 'Alberta')!;
    expect(alberta.requiredHere).toBe(true);
    expect(alberta.requirements[0]).toMatch(/compulsory certification trade/);
    const ontario = regulatedGuidance('72106', 'Ontario')!;
    expect(ontario.requiredHere).toBe(false);
    expect(ontario.requirements).toHaveLength(1);
    expect(ontario.requirements[0]).toMatch(/not compulsory in Ontario/);
    // Province unknown: say where it is compulsory.
    const unknown = regulatedGuidance('72106', null)!;
    expect(unknown.requiredHere).toBe(null);
    expect(unknown.requirements.at(-1)).toMatch(/^Compulsory in Alberta\./);
  });

  it('asks a truck driver for Class 1 (AZ in Ontario) and mandatory entry-level training', () => {
    const driver = regulatedGuidance('73300', 'ON')!;
    expect(driver.occupation.key).toBe('truck-drivers');
    const text = driver.requirements.join('\n');
    expect(text).toMatch(/Class 1 \(Class AZ in Ontario\)/);
    expect(text).toMatch(/MELT/);
    expect(driver.body).toMatch(/AZ/);
  });

  it('knows no guidance for an occupation that is not listed, nor for no code', () => {
    expect(regulatedGuidance('65201', 'Ontario')).toBe(null);
    expect(regulatedOccupation(null)).toBe(null);
    expect(regulatedOccupation('')).toBe(null);
  });

  it('reads provinces by code or by name as the job list writes them', () => {
    expect(provinceCodeOf('Newfoundland & Labrador')).toBe('NL');
    expect(provinceCodeOf('newfoundland and labrador')).toBe('NL');
    expect(provinceCodeOf('AB')).toBe('AB');
    expect(provinceCodeOf('Atlantis')).toBe(null);
  });
});
