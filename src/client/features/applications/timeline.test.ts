import { describe, expect, it } from 'vitest';
import type { Application } from '../../../shared/schemas/applications';
import type { ApplicationStatus, EmployerLmia } from '../../../shared/application-statuses';
import { addMonths, buildTimeline, offerDateOf, provinceGuidance } from './timeline';

const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`);
const event = (status: ApplicationStatus, iso: string) => ({ status, notes: null, at: `${iso}T12:00:00.000Z`, documentIds: [] });
const ymd = (date: Date) => date.toISOString().slice(0, 10);

function application(status: ApplicationStatus, history: Application['history']) {
  return { status, history };
}

describe('addMonths', () => {
  it('adds calendar months and keeps the day', () => {
    expect(ymd(addMonths(day('2026-03-15'), 2))).toBe('2026-05-15');
    expect(ymd(addMonths(day('2026-11-15'), 4))).toBe('2027-03-15');
    expect(ymd(addMonths(day('2026-03-15'), 24))).toBe('2028-03-15');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(ymd(addMonths(day('2026-01-31'), 1))).toBe('2026-02-28');
    expect(ymd(addMonths(day('2028-01-31'), 1))).toBe('2028-02-29');
    expect(ymd(addMonths(day('2026-08-31'), 6))).toBe('2027-02-28');
  });

  it('does not change the date it was given', () => {
    const start = day('2026-01-31');
    addMonths(start, 1);
    expect(ymd(start)).toBe('2026-01-31');
  });
});

describe('buildTimeline', () => {
  it('has no timeline before an offer, nor once closed', () => {
    expect(
      buildTimeline(application('Interview Scheduled', [event('Saved', '2026-01-01'), event('Interview Scheduled', '2026-02-01')])),
    ).toBe(null);
    expect(buildTimeline(application('Rejected', [event('Offer Received', '2026-01-01'), event('Rejected', '2026-02-01')]))).toBe(null);
  });

  it('estimates every step from the offer date', () => {
    const timeline = buildTimeline(application('Offer Received', [event('Saved', '2026-01-10'), event('Offer Received', '2026-03-15')]));
    expect(timeline).not.toBeNull();
    const steps = Object.fromEntries(timeline!.steps.map((step) => [step.key, step]));
    expect(ymd(timeline!.offerDate)).toBe('2026-03-15');
    // LMIA 2–6 months after the offer.
    expect([ymd(steps.lmia!.estimate.from), ymd(steps.lmia!.estimate.to)]).toEqual(['2026-05-15', '2026-09-15']);
    // Work permit 2–4 months after the LMIA range.
    expect([ymd(steps.workPermit!.estimate.from), ymd(steps.workPermit!.estimate.to)]).toEqual(['2026-07-15', '2027-01-15']);
    // Arrival within a month of the permit.
    expect([ymd(steps.arrival!.estimate.from), ymd(steps.arrival!.estimate.to)]).toEqual(['2026-07-15', '2027-02-15']);
    // Permanent residence 1–2 years after arrival.
    expect([ymd(steps.permanentResidence!.estimate.from), ymd(steps.permanentResidence!.estimate.to)]).toEqual([
      '2027-07-15',
      '2029-02-15',
    ]);
    expect(timeline!.steps.every((step) => step.done === null)).toBe(true);
  });

  it('counts later steps from the actual dates the history records', () => {
    const timeline = buildTimeline(
      application('Work Permit Approved', [
        event('Saved', '2026-01-10'),
        event('Offer Received', '2026-03-15'),
        event('LMIA Approved', '2026-04-20'),
        event('Work Permit Applied', '2026-05-01'),
        event('Work Permit Approved', '2026-06-10'),
      ]),
    )!;
    const [lmia, permit, arrival] = timeline.steps;
    expect(ymd(lmia!.done!)).toBe('2026-04-20');
    expect([ymd(permit!.estimate.from), ymd(permit!.estimate.to)]).toEqual(['2026-06-20', '2026-08-20']);
    expect(ymd(permit!.started!)).toBe('2026-05-01');
    expect(ymd(permit!.done!)).toBe('2026-06-10');
    expect([ymd(arrival!.estimate.from), ymd(arrival!.estimate.to)]).toEqual(['2026-06-10', '2026-07-10']);
    expect(arrival!.done).toBeNull();
  });

  it('uses the first offer-or-later event when the application was tracked straight at a later status', () => {
    expect(ymd(offerDateOf([event('LMIA Approved', '2026-02-02'), event('Arrived in Canada', '2026-09-01')])!)).toBe('2026-02-02');
    const timeline = buildTimeline(
      application('Arrived in Canada', [event('LMIA Approved', '2026-02-02'), event('Arrived in Canada', '2026-09-01')]),
    )!;
    const residence = timeline.steps.find((step) => step.key === 'permanentResidence')!;
    expect([ymd(residence.estimate.from), ymd(residence.estimate.to)]).toEqual(['2027-09-01', '2028-09-01']);
  });

  it('shows the LMIA step when the employer holds none, asks the employer when not sure, and skips it, saying why, on yes', () => {
    const history = [event('Offer Received', '2026-03-15')];
    const lmiaStep = (employerHoldsLmia: EmployerLmia | null) =>
      buildTimeline({ ...application('Offer Received', history), employerHoldsLmia })!.steps.find((step) => step.key === 'lmia')!;
    expect(lmiaStep('no')).toMatchObject({ skipped: null, note: null });
    expect(lmiaStep('not-sure').skipped).toBe(null);
    expect(lmiaStep('not-sure').note).toMatch(/^Ask your employer whether they already hold a positive LMIA/);
    expect(lmiaStep(null).note).toMatch(/Answer on the application/);
    const yes = lmiaStep('yes');
    expect(yes.skipped).toMatch(/^Skipped: you said your employer already holds a positive LMIA/);
    expect(yes.note).toBe(null);
  });

  it('counts the work permit from the offer when the employer already holds an LMIA', () => {
    const timeline = buildTimeline({
      ...application('Offer Received', [event('Offer Received', '2026-03-15')]),
      employerHoldsLmia: 'yes',
    })!;
    const permit = timeline.steps.find((step) => step.key === 'workPermit')!;
    expect([ymd(permit.estimate.from), ymd(permit.estimate.to)]).toEqual(['2026-05-15', '2026-07-15']);
    // An LMIA the history records as approved is done, whatever the answer says.
    const approved = buildTimeline({
      ...application('LMIA Approved', [event('Offer Received', '2026-03-15'), event('LMIA Approved', '2026-04-01')]),
      employerHoldsLmia: 'yes',
    })!;
    expect(approved.steps[0]).toMatchObject({ skipped: null, note: null });
    expect(ymd(approved.steps[0]!.done!)).toBe('2026-04-01');
  });

  it('asks for no educational credential assessment before permanent residence', () => {
    const timeline = buildTimeline(application('Offer Received', [event('Offer Received', '2026-03-15')]))!;
    for (const step of timeline.steps.filter((step) => step.key !== 'permanentResidence')) {
      const text = step.items.map((item) => `${item.title} ${item.text} ${item.source}`).join('\n');
      expect(text, step.key).not.toMatch(/credential assessment \(ECA\)|education-assessed/i);
      expect(
        step.items.some((item) => item.key === 'credential-assessment'),
        step.key,
      ).toBe(false);
    }
    const residence = timeline.steps.find((step) => step.key === 'permanentResidence')!;
    expect(residence.items.map((item) => item.key)).toContain('credential-assessment');
  });

  it('lists what a Kenyan needs for a work permit from outside Canada, each with its official page, date and review note', () => {
    const timeline = buildTimeline(application('Offer Received', [event('Offer Received', '2026-03-15')]))!;
    const items = new Map(timeline.steps.flatMap((step) => step.items.map((item) => [item.key, { ...item, step: step.key }] as const)));
    const expected = {
      'online-application': ['workPermit', /IRCC secure account/],
      biometrics: ['workPermit', /Nairobi/],
      'visitor-visa': ['workPermit', /visitor visa \(temporary resident visa\)/],
      'medical-exam': ['workPermit', /panel physician/],
      'police-certificate': ['workPermit', /Directorate of Criminal Investigations/],
      'port-of-entry': ['arrival', /issues the work permit/],
    } as const;
    for (const [key, [step, text]] of Object.entries(expected)) {
      const item = items.get(key);
      expect(item, key).toBeDefined();
      expect(item!.step, key).toBe(step);
      expect(`${item!.title} ${item!.text}`, key).toMatch(text);
      expect(new URL(item!.source).protocol, key).toBe('https:');
      expect(item!.written, key).toBe('2026-11-27');
      expect(item!.reviewNeeded, key).toMatch(/could not be opened online/);
    }
    expect(timeline.written).toBe('2026-11-27');
    expect(timeline.steps.every((step) => step.link.startsWith('https://www.canada.ca/'))).toBe(true);
  });

  it('adds the regulated-occupation guidance for the job’s NOC and province, and none for an unregulated job', () => {
    const history = [event('Offer Received', '2026-03-15')];
    const nurse = buildTimeline({ ...application('Offer Received', history), job: { nocCode: '31301', province: 'Alberta' } })!;
    expect(nurse.regulated?.occupation.key).toBe('registered-nurses');
    expect(nurse.regulated?.body).toMatch(/CRNA/);
    const cook = buildTimeline({ ...application('Offer Received', history), job: { nocCode: '63200', province: 'Alberta' } })!;
    expect(cook.regulated).toBe(null);
  });
});

describe('provinceGuidance', () => {
  it('names each province’s nominee programme, by full name or code', () => {
    expect(provinceGuidance('Ontario').nomineeProgram).toContain('OINP');
    expect(provinceGuidance('ON').nomineeProgram).toContain('OINP');
    expect(provinceGuidance('British Columbia').nomineeProgram).toContain('BC PNP');
    expect(provinceGuidance('Alberta').nomineeProgram).toContain('AAIP');
    expect(provinceGuidance('Saskatchewan').nomineeProgram).toContain('SINP');
    expect(provinceGuidance('Manitoba').nomineeProgram).toContain('MPNP');
    expect(provinceGuidance('Yukon').nomineeProgram).toContain('Yukon Nominee Program');
    expect(provinceGuidance('Northwest Territories').nomineeProgram).toContain('Northwest Territories Nominee Program');
  });

  it('points the Atlantic provinces to the Atlantic Immigration Program as well as their own programme', () => {
    for (const province of ['Nova Scotia', 'New Brunswick', 'Prince Edward Island', 'Newfoundland & Labrador', 'NL']) {
      const guidance = provinceGuidance(province);
      expect(guidance.text).toContain('Atlantic Immigration Program');
      expect(guidance.nomineeProgram).not.toBeNull();
      expect(guidance.links.map((link) => link.url)).toContain(
        'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/atlantic-immigration.html',
      );
    }
  });

  it('tells Quebec apart (its own selection, not a PNP) and Nunavut (no nominee programme)', () => {
    const quebec = provinceGuidance('Quebec');
    expect(quebec.nomineeProgram).toBeNull();
    expect(quebec.text).toContain('selects its own');
    expect(provinceGuidance('QC').province).toBe('Quebec');
    const nunavut = provinceGuidance('Nunavut');
    expect(nunavut.nomineeProgram).toBeNull();
    expect(nunavut.text).toContain('no nominee programme');
  });

  it('falls back to the general programmes for an unknown or empty province', () => {
    expect(provinceGuidance('').province).toBe('Canada');
    expect(provinceGuidance('Atlantis').nomineeProgram).toBeNull();
    expect(provinceGuidance('Atlantis').links.length).toBeGreaterThan(0);
  });
});
