import type { JobCategory } from '../../../../shared/constants';
import { lmiaUrgentReason } from './lmia-job-copy';

/** The rules that turn a positive-LMIA row into a job (docs/decisions/010-lmia-jobs.md). */

/**
 * NOC 2021 code prefixes → the nine job categories (docs/product.md#categories). A prefix of 1 digit is a broad category, 2 a major
 * group, 4 a minor group, 5 a unit group; the longest matching prefix wins, and null means "none fits".
 */
export const CATEGORY_BY_NOC_PREFIX: Readonly<Record<string, JobCategory | null>> = {
  // 0 legislative and senior management, 1 business/finance/admin, 5 art/culture/sport: none fits.
  '0': null,
  '1': null,
  '1440': 'Transportation', // supply chain logistics: shippers, dispatchers, schedulers
  '2': 'Technology', // natural and applied sciences: engineering, IT, science
  '3': 'Healthcare',
  '4': null, // law, social, community and government services
  '4002': 'Education', // school and post-secondary administrators
  '4120': 'Education', // university professors and assistants
  '4121': 'Education', // college and vocational instructors
  '4122': 'Education', // school teachers
  '4132': 'Education', // educational and employment counsellors
  '42202': 'Education', // early childhood educators and assistants
  '42203': 'Education', // instructors of persons with disabilities
  '4310': 'Education', // teacher assistants, other instructors
  '44100': 'Education', // home child care providers
  '44101': 'Healthcare', // home support workers, caregivers
  '5': null,
  '6': null, // sales and service not listed below (cleaners, security, personal services)
  '6002': 'Retail',
  '6201': 'Retail',
  '6210': 'Retail',
  '6410': 'Retail',
  '6510': 'Retail',
  '63201': 'Retail', // butchers - retail and wholesale
  '65202': 'Retail', // meat cutters and fishmongers - retail
  '6003': 'Hospitality', // restaurant and accommodation managers
  '62020': 'Hospitality', // food service supervisors
  '62021': 'Hospitality', // executive housekeepers
  '62022': 'Hospitality', // accommodation, travel and tourism supervisors
  '62200': 'Hospitality', // chefs
  '63200': 'Hospitality', // cooks
  '63202': 'Hospitality', // bakers
  '6430': 'Hospitality', // food and beverage service
  '6431': 'Hospitality', // travel and accommodation
  '64311': 'Transportation', // pursers and flight attendants
  '64312': 'Transportation', // airline ticket and service agents
  '64313': 'Transportation', // ground and water transport ticket agents
  '6432': 'Hospitality', // tourism and amusement
  '6520': 'Hospitality', // food and beverage servers, kitchen helpers
  '6521': 'Hospitality', // accommodation, travel, tourism support
  '7': 'Construction', // trades
  '7002': 'Transportation', // transportation and postal managers
  '72023': 'Transportation', // railway transport supervisors
  '72024': 'Transportation', // motor transport supervisors
  '72025': 'Transportation', // mail and message distribution supervisors
  '7210': 'Manufacturing', // machining, metal forming, welding
  '7241': 'Transportation', // automotive service technicians
  '7260': 'Transportation', // pilots, deck officers, controllers
  '7330': 'Transportation', // truck and transit drivers
  '7331': 'Transportation', // train crews
  '73401': 'Manufacturing', // printing press operators
  '74': 'Transportation', // mail, transport equipment operators and related maintenance
  '7510': 'Transportation', // longshore workers and material handlers
  '7520': 'Transportation', // taxi, delivery drivers
  '7521': 'Transportation', // water and rail transport operators and labourers
  '8': null, // mining, oil and gas, logging
  '8002': 'Agriculture', // managers in agriculture, horticulture, aquaculture
  '8203': 'Agriculture', // agricultural and landscaping contractors
  '8312': 'Agriculture', // fishing masters and fishermen/women
  '8412': 'Agriculture', // livestock workers, fishing deckhands
  '8510': 'Agriculture', // harvesting, livestock, nursery and greenhouse labourers
  '85121': 'Agriculture', // landscaping and grounds maintenance labourers
  '9': 'Manufacturing', // manufacturing and utilities
};

export function categoryForNoc(code: string): JobCategory | null {
  for (let length = code.length; length > 0; length -= 1) {
    const prefix = code.slice(0, length);
    if (prefix in CATEGORY_BY_NOC_PREFIX) return CATEGORY_BY_NOC_PREFIX[prefix]!;
  }
  return null;
}

/**
 * What each NOC 2021 TEER level typically asks for, after Statistics Canada's TEER definitions. Shown as
 * a job's requirements, since the LMIA list publishes none, except for a regulated occupation: its licence or
 * certificate comes from src/shared/regulated-occupations.ts when the job is served (jobs/service.ts requirementsOf).
 */
export const REQUIREMENTS_BY_TEER: Readonly<Record<number, readonly string[]>> = {
  0: ['Management occupation (TEER 0)', 'Experience in the field, usually with a university degree or college diploma'],
  1: [
    'University degree (bachelor’s, master’s or doctorate) (TEER 1)',
    'Or several years of experience in a related TEER 2 occupation, where the occupation is not regulated',
  ],
  2: [
    'College diploma of two years or more, or an apprenticeship of two to five years (TEER 2)',
    'Or a supervisory or safety-related role, or several years of experience in a related TEER 3 occupation',
  ],
  3: [
    'College diploma of less than two years, or an apprenticeship of less than two years (TEER 3)',
    'Or more than six months of on-the-job training',
  ],
  4: ['High school diploma (TEER 4)', 'Several weeks of on-the-job training'],
  5: ['No formal education required (TEER 5)', 'A short work demonstration'],
};

export function requirementsForTeer(teer: number | null | undefined): string[] {
  return teer === null || teer === undefined ? [] : [...(REQUIREMENTS_BY_TEER[teer] ?? [])];
}

/** An LMIA job is urgent when it is in the newest quarter in the database and approves at least this many positions. */
export const URGENT_MIN_POSITIONS = 5;

export function urgency(row: { quarter: string; approvedPositions: number }, newestQuarter: string, label: string) {
  const isUrgent = row.quarter === newestQuarter && row.approvedPositions >= URGENT_MIN_POSITIONS;
  return { isUrgent, urgentReason: isUrgent ? lmiaUrgentReason(row.approvedPositions, label) : null };
}

export const LMIA_SOURCE = 'esdc-lmia';
