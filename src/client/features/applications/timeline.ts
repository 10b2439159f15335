import {
  ARRIVAL_ITEMS,
  IMMIGRATION_SOURCES,
  IMMIGRATION_STEPS_WRITTEN,
  LMIA_ITEMS,
  PERMANENT_RESIDENCE_ITEMS,
  WORK_PERMIT_ITEMS,
  type GuidanceItem,
} from '../../../shared/immigration-steps';
import { localized } from '../../../shared/i18n/localized';
import { m } from '../../../shared/i18n/paraglide/messages.js';
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
export const LMIA_ANSWER_NOTES = localized({
  yes: m.applications_timeline_lmia_skipped,
  'not-sure': m.applications_timeline_lmia_not_sure,
  unanswered: m.applications_timeline_lmia_unanswered,
});

/** The LMIA step's word to the member for an answer; "no" needs none (the employer applies, as the step says). */
const lmiaAnswerNote = (answer: EmployerLmia | null): string | null => (answer === 'no' ? null : LMIA_ANSWER_NOTES[answer ?? 'unanswered']);

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
        title: m.applications_timeline_lmia_title(),
        duration: m.applications_timeline_lmia_duration(),
        summary: m.applications_timeline_lmia_summary(),
        estimate: lmia,
        done: lmiaDone,
        started: null,
        items: LMIA_ITEMS,
        link: OFFICIAL_LINKS.lmia,
        skipped: lmiaSkipped ? LMIA_ANSWER_NOTES.yes : null,
        note: lmiaDone || lmiaSkipped ? null : lmiaAnswerNote(answer),
      },
      {
        key: 'workPermit',
        title: m.applications_timeline_permit_title(),
        duration: m.applications_timeline_permit_duration(),
        summary: m.applications_timeline_permit_summary(),
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
        title: m.applications_timeline_arrival_title(),
        duration: m.applications_timeline_arrival_duration(),
        summary: m.applications_timeline_arrival_summary(),
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
        title: m.applications_timeline_residence_title(),
        duration: m.applications_timeline_residence_duration(),
        summary: m.applications_timeline_residence_summary(),
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

// Functions: each label is read when the guidance is built, in the language of that moment.
const pnpLink = () => ({ label: m.applications_province_pnp_link(), url: OFFICIAL_LINKS.provincialNominees });
const atlanticLink = () => ({ label: m.applications_province_atlantic_link(), url: OFFICIAL_LINKS.atlantic });
const expressEntryLink = () => ({ label: m.applications_province_express_entry_link(), url: OFFICIAL_LINKS.expressEntry });

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
      province: province.trim() || m.applications_province_unknown_name(),
      nomineeProgram: null,
      text: m.applications_province_unknown_text(),
      links: [pnpLink(), expressEntryLink()],
    };
  }
  if (entry.quebec) {
    return {
      province: entry.name,
      nomineeProgram: null,
      text: m.applications_province_quebec_text(),
      links: [{ label: m.applications_province_quebec_link(), url: OFFICIAL_LINKS.quebec }],
    };
  }
  if (!entry.program) {
    return {
      province: entry.name,
      nomineeProgram: null,
      text: m.applications_province_no_program_text({ province: entry.name }),
      links: [expressEntryLink()],
    };
  }
  if (entry.atlantic) {
    return {
      province: entry.name,
      nomineeProgram: entry.program,
      text: m.applications_province_atlantic_text({ province: entry.name, program: entry.program }),
      links: [atlanticLink(), pnpLink()],
    };
  }
  return {
    province: entry.name,
    nomineeProgram: entry.program,
    text: m.applications_province_nominee_text({ province: entry.name, program: entry.program }),
    links: [pnpLink(), expressEntryLink()],
  };
}
