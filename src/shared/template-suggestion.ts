import type { ResumeTemplate } from './schemas/documents';

/**
 * The resume template suggested for an occupation (docs/product.md#resume-templates). From a NOC 2021 code
 * when one is known (its first digit is the broad category, its second the TEER), else from words in the job
 * title (the target job's, or the member's latest). Trades, drivers, care and service work → professional;
 * IT → technical; managers → executive; design and media → creative; office, business and science work →
 * modern. Nothing recognised → no suggestion (the select keeps professional, and says nothing).
 */
export interface TemplateSuggestion {
  template: ResumeTemplate;
  /** Who it is suggested for, as the select says it: "Suggested for drivers". */
  reason: string;
}

type Rule = { template: ResumeTemplate; group: string; title?: RegExp; noc?: RegExp };

/**
 * First match wins, so the specific (drivers, IT, design) comes before the broad (trades, office work). NOC
 * codes: 0xxxx and x0xxx management (TEER 0); 212xx and 2222x computing; 21233 web designers and 51–53xxx art,
 * culture, media and design; 73xx drivers within 7 (trades, transport, operators); 3xxxx health, 4210x–4421x
 * care and education support; 6 sales and service, 7–9 trades, resources, manufacturing; 1 and 2 office,
 * business, science and engineering.
 */
const RULES: readonly Rule[] = [
  {
    template: 'creative',
    group: 'design and media',
    noc: /^(?:21233|5[123]\d{3})$/,
    title:
      /\b(?:designer|graphic|ux|ui|illustrat\w*|animat\w*|photograph\w*|videograph\w*|film|video|editor|journalist|reporter|copywriter|content creator|art director|artist|media|broadcast\w*|producer|fashion)\b/,
  },
  {
    template: 'executive',
    group: 'senior managers',
    noc: /^(?:0\d{4}|\d0\d{3})$/,
    title:
      /\b(?:chief|ceo|cfo|coo|cto|director|managing director|general manager|head of|vice[- ]president|vp|executive director|country manager|regional manager|operations manager|manager)\b/,
  },
  {
    template: 'professional',
    group: 'drivers',
    noc: /^(?:7320\d|7330\d|7331\d|7520\d)$/,
    title: /\b(?:driver|chauffeur|trucker|courier|forklift operator|matatu)\b/,
  },
  {
    template: 'technical',
    group: 'IT',
    noc: /^(?:212\d{2}|2222\d)$/,
    title:
      /\b(?:software|developer|programmer|devops|it|ict|network|system administrator|systems administrator|sysadmin|database|data scientist|data analyst|data engineer|cyber\s?security|cloud|web developer|full[- ]stack|front[- ]end|back[- ]end|qa engineer|tester|computer)\b/,
  },
  {
    template: 'professional',
    group: 'care work',
    noc: /^(?:3\d{4}|4210\d|4220\d|4410\d|4421\d)$/,
    title:
      /\b(?:nurse|nursing|caregiver|care ?giver|carer|care worker|personal support|nanny|house ?help|home support|clinical officer|midwife|pharmac\w*|health|patient|child ?care|ecde|early childhood)\b/,
  },
  {
    template: 'professional',
    group: 'trades',
    noc: /^[789]\d{4}$/,
    title:
      /\b(?:welder|mason|plumber|electrician|carpenter|mechanic|technician|fitter|machinist|painter|operator|labourer|laborer|builder|construction|farm\w*|agronomist|agricultur\w*|butcher|baker)\b/,
  },
  {
    template: 'professional',
    group: 'sales and service',
    noc: /^6\d{4}$/,
    title: /\b(?:chef|cook|waiter|waitress|security|guard|cleaner|housekeep\w*|cashier|sales|receptionist|hospitality|hotel|teller)\b/,
  },
  {
    template: 'modern',
    group: 'office, business and science work',
    noc: /^[12]\d{4}$/,
    title:
      /\b(?:accountant|accounting|finance|administrator|administrative|assistant|officer|analyst|clerk|secretary|human resources|hr|marketing|procurement|engineer|scientist|researcher|consultant|coordinator|banker|auditor)\b/,
  },
];

/** The suggestion for a NOC code (checked first) or a job title; undefined when neither says anything. */
export function suggestTemplate(occupation: { nocCode?: string | null; title?: string | null }): TemplateSuggestion | undefined {
  const code = occupation.nocCode?.trim() ?? '';
  const title = (occupation.title ?? '').toLowerCase();
  const rule =
    (/^\d{5}$/.test(code) ? RULES.find((candidate) => candidate.noc?.test(code)) : undefined) ??
    (title.trim() ? RULES.find((candidate) => candidate.title?.test(title)) : undefined);
  return rule && { template: rule.template, reason: `Suggested for ${rule.group}` };
}
