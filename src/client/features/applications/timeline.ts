import {
  ARRIVAL_ITEMS,
  IMMIGRATION_SOURCES,
  IMMIGRATION_STEPS_WRITTEN,
  LMIA_ITEMS,
  PERMANENT_RESIDENCE_ITEMS,
  WORK_PERMIT_ITEMS,
  type GuidanceItem,
} from '../../../shared/immigration-steps';
import { regulatedGuidance, type RegulatedGuidance } from '../../../shared/regulated-occupations';
import type { Application } from '../../../shared/schemas/applications';
import { isOfferOrLater, type ApplicationStatus, type EmployerLmia } from '../../../shared/application-statuses';

/**
 * The immigration path after a job offer (docs/product.md#immigration-timeline): general estimates drawn from
 * the date the application reached Offer Received, replaced by the member's own dates as the history records them.
 * The LMIA step depends on the member's answer about the employer's LMIA; the texts are dated data with sources
 * (src/shared/immigration-steps.ts, src/shared/regulated-occupations.ts).
 */

export const OFFICIAL_LINKS = {
  lmia: IMMIGRATION_SOURCES.lmiaEmployers,
  workPermit: IMMIGRATION_SOURCES.workPermit,
  provincialNominees: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/provincial-nominees.html',
  atlantic: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/atlantic-immigration.html',
  quebec: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/quebec-skilled-workers.html',
  expressEntry: IMMIGRATION_SOURCES.expressEntry,
} as const;

export type StepKey = 'lmia' | 'workPermit' | 'arrival' | 'permanentResidence';

export interface DateRange {
  from: Date;
  to: Date;
}

export interface TimelineStep {
  key: StepKey;
  title: string;
  /** How long the step usually takes, as the member reads it. */
  duration: string;
  summary: string;
  /** When it should be done, counted from the previous step (its actual date when there is one). */
  estimate: DateRange;
  /** When the history says it happened. */
  done: Date | null;
  /** A dated milestone inside the step (the work permit application). */
  started: Date | null;
  /** What to do or gather in this step, each with its official page (src/shared/immigration-steps.ts). */
  items: readonly GuidanceItem[];
  link: string;
  /** Why the step is not needed (the employer already holds an LMIA); a skipped step has no estimate to meet. */
  skipped: string | null;
  /** A word to the member about the step (ask the employer whether they hold an LMIA). */
  note: string | null;
}

export interface Timeline {
  offerDate: Date;
  steps: TimelineStep[];
  /** The licence or certificate the job's occupation needs before working there, when it is regulated. */
  regulated: RegulatedGuidance | null;
  /** The day the step texts were written (shown under the steps). */
  written: string;
}

/** What the LMIA step says for each answer to "Does the employer already hold a positive LMIA for this job?". */
export const LMIA_ANSWER_NOTES = {
  yes: 'Skipped: you said your employer already holds a positive LMIA for this job. Ask them for its number and a copy of the approval letter: your work permit application needs them.',
  no: null,
  'not-sure':
    'Ask your employer whether they already hold a positive LMIA for this position. If they do, this step is skipped; if not, they apply for one.',
  unanswered: 'Does your employer already hold a positive LMIA for this job? Answer on the application: if they do, this step is skipped.',
} as const satisfies Record<EmployerLmia | 'unanswered', string | null>;

/** Adds whole calendar months in UTC; a day the target month lacks becomes its last day (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

const rangeAfter = (start: DateRange, minMonths: number, maxMonths: number): DateRange => ({
  from: addMonths(start.from, minMonths),
  to: addMonths(start.to, maxMonths),
});

const point = (date: Date): DateRange => ({ from: date, to: date });

function validDate(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The first time the history reached `status`. */
export function firstReached(history: Application['history'], status: ApplicationStatus): Date | null {
  const event = history.find((entry) => entry.status === status);
  return event ? validDate(event.at) : null;
}

/**
 * When the offer came: the first Offer Received event, or, for an application tracked straight at a later
 * status, the first event at Offer Received or later.
 */
export function offerDateOf(history: Application['history']): Date | null {
  return firstReached(history, 'Offer Received') ?? validDate(history.find((entry) => isOfferOrLater(entry.status))?.at ?? '');
}

export type TimelineInput = Pick<Application, 'status' | 'history'> & {
  employerHoldsLmia?: EmployerLmia | null;
  job?: { province?: string; nocCode?: string | null };
};

/** The path for an application at Offer Received or later; null before the offer (or once it was closed). */
export function buildTimeline(application: TimelineInput): Timeline | null {
  if (!isOfferOrLater(application.status)) return null;
  const offerDate = offerDateOf(application.history);
  if (!offerDate) return null;

  const lmiaDone = firstReached(application.history, 'LMIA Approved');
  const permitStarted = firstReached(application.history, 'Work Permit Applied');
  const permitDone = firstReached(application.history, 'Work Permit Approved');
  const arrived = firstReached(application.history, 'Arrived in Canada');
  const answer = application.employerHoldsLmia ?? null;
  // An LMIA the employer already holds takes no time; one the history records as approved is done anyway.
  const lmiaSkipped = answer === 'yes' && !lmiaDone;

  const lmia = rangeAfter(point(offerDate), 2, 6);
  const permit = rangeAfter(lmiaDone ? point(lmiaDone) : lmiaSkipped ? point(offerDate) : lmia, 2, 4);
  // Arrival follows the permit within about a month (travel, the port of entry).
  const arrival = rangeAfter(permitDone ? point(permitDone) : permit, 0, 1);
  const residence = rangeAfter(arrived ? point(arrived) : arrival, 12, 24);

  return {
    offerDate,
    written: IMMIGRATION_STEPS_WRITTEN,
    regulated: regulatedGuidance(application.job?.nocCode, application.job?.province),
    steps: [
      {
        key: 'lmia',
        title: 'Labour Market Impact Assessment (LMIA)',
        duration: '2–6 months',
        summary: 'Your employer applies to Employment and Social Development Canada for an LMIA for your position.',
        estimate: lmia,
        done: lmiaDone,
        started: null,
        items: LMIA_ITEMS,
        link: OFFICIAL_LINKS.lmia,
        skipped: lmiaSkipped ? LMIA_ANSWER_NOTES.yes : null,
        note: lmiaDone || lmiaSkipped ? null : LMIA_ANSWER_NOTES[answer ?? 'unanswered'],
      },
      {
        key: 'workPermit',
        title: 'Work permit',
        duration: '2–4 months',
        summary: 'With the positive LMIA and your job offer, you apply from Kenya to IRCC for an employer-specific work permit.',
        estimate: permit,
        done: permitDone,
        started: permitStarted,
        items: WORK_PERMIT_ITEMS,
        link: OFFICIAL_LINKS.workPermit,
        skipped: null,
        note: null,
      },
      {
        key: 'arrival',
        title: 'Arrival in Canada',
        duration: 'about a month after the permit',
        summary: 'You travel with your approval letter; the border officer issues the work permit at the port of entry.',
        estimate: arrival,
        done: arrived,
        started: null,
        items: ARRIVAL_ITEMS,
        link: IMMIGRATION_SOURCES.portOfEntry,
        skipped: null,
        note: null,
      },
      {
        key: 'permanentResidence',
        title: 'Permanent residence',
        duration: '1–2 years',
        summary: 'Canadian work experience can lead to permanent residence through your province’s programme or Express Entry.',
        estimate: residence,
        done: null,
        started: null,
        items: PERMANENT_RESIDENCE_ITEMS,
        link: OFFICIAL_LINKS.expressEntry,
        skipped: null,
        note: null,
      },
    ],
  };
}

export interface ProvinceGuidance {
  province: string;
  /** The province's own nominee programme, by name; null where there is none. */
  nomineeProgram: string | null;
  text: string;
  links: readonly { label: string; url: string }[];
}

const PNP_LINK = { label: 'Provincial Nominee Program (IRCC)', url: OFFICIAL_LINKS.provincialNominees };
const ATLANTIC_LINK = { label: 'Atlantic Immigration Program (IRCC)', url: OFFICIAL_LINKS.atlantic };
const EXPRESS_ENTRY_LINK = { label: 'Express Entry (IRCC)', url: OFFICIAL_LINKS.expressEntry };

interface ProvinceEntry {
  name: string;
  codes: readonly string[];
  program: string | null;
  atlantic?: boolean;
  quebec?: boolean;
}

const PROVINCE_PROGRAMS: readonly ProvinceEntry[] = [
  { name: 'Ontario', codes: ['ON'], program: 'Ontario Immigrant Nominee Program (OINP)' },
  { name: 'British Columbia', codes: ['BC'], program: 'BC Provincial Nominee Program (BC PNP)' },
  { name: 'Alberta', codes: ['AB'], program: 'Alberta Advantage Immigration Program (AAIP)' },
  { name: 'Saskatchewan', codes: ['SK'], program: 'Saskatchewan Immigrant Nominee Program (SINP)' },
  { name: 'Manitoba', codes: ['MB'], program: 'Manitoba Provincial Nominee Program (MPNP)' },
  { name: 'Nova Scotia', codes: ['NS'], program: 'Nova Scotia Nominee Program (NSNP)', atlantic: true },
  { name: 'New Brunswick', codes: ['NB'], program: 'New Brunswick Provincial Nominee Program (NBPNP)', atlantic: true },
  {
    name: 'Prince Edward Island',
    codes: ['PE', 'PEI'],
    program: 'Prince Edward Island Provincial Nominee Program (PEI PNP)',
    atlantic: true,
  },
  {
    name: 'Newfoundland and Labrador',
    codes: ['NL', 'Newfoundland & Labrador', 'Newfoundland'],
    program: 'Newfoundland and Labrador Provincial Nominee Program (NLPNP)',
    atlantic: true,
  },
  { name: 'Quebec', codes: ['QC', 'Québec'], program: null, quebec: true },
  { name: 'Yukon', codes: ['YT'], program: 'Yukon Nominee Program (YNP)' },
  { name: 'Northwest Territories', codes: ['NT', 'NWT'], program: 'Northwest Territories Nominee Program (NTNP)' },
  { name: 'Nunavut', codes: ['NU'], program: null },
];

const normalise = (value: string) => value.trim().toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ');

function findProvince(province: string): ProvinceEntry | undefined {
  const wanted = normalise(province);
  if (!wanted) return undefined;
  return PROVINCE_PROGRAMS.find((entry) => [entry.name, ...entry.codes].some((name) => normalise(name) === wanted));
}

/** The province's route to staying: its nominee programme, the Atlantic Immigration Program, Quebec's own selection. */
export function provinceGuidance(province: string): ProvinceGuidance {
  const entry = findProvince(province);
  if (!entry) {
    return {
      province: province.trim() || 'Canada',
      nomineeProgram: null,
      text: 'Most provinces and territories run a nominee programme; federal programmes such as Express Entry are open in every province.',
      links: [PNP_LINK, EXPRESS_ENTRY_LINK],
    };
  }
  if (entry.quebec) {
    return {
      province: entry.name,
      nomineeProgram: null,
      text: 'Quebec selects its own skilled workers (it takes part in no Provincial Nominee Program): you apply to Quebec first for a selection certificate (CSQ), then to IRCC for permanent residence.',
      links: [{ label: 'Quebec-selected skilled workers (IRCC)', url: OFFICIAL_LINKS.quebec }],
    };
  }
  if (!entry.program) {
    return {
      province: entry.name,
      nomineeProgram: null,
      text: `${entry.name} has no nominee programme: permanent residence goes through federal programmes such as Express Entry.`,
      links: [EXPRESS_ENTRY_LINK],
    };
  }
  if (entry.atlantic) {
    return {
      province: entry.name,
      nomineeProgram: entry.program,
      text: `${entry.name} takes part in the Atlantic Immigration Program, where a designated employer's offer leads to permanent residence, and runs the ${entry.program}.`,
      links: [ATLANTIC_LINK, PNP_LINK],
    };
  }
  return {
    province: entry.name,
    nomineeProgram: entry.program,
    text: `${entry.name} can nominate workers for permanent residence through the ${entry.program}.`,
    links: [PNP_LINK, EXPRESS_ENTRY_LINK],
  };
}
