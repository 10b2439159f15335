/**
 * Matching the member's skills against a job description: word stems shared by a skill and the
 * description (plus the whole skill phrase appearing in it) rank the skills; a short list of generic
 * skills the description asks for may be added; skills are sorted into technical and interpersonal.
 */

const STOPWORDS = new Set(
  `a an and are as at be by for from in into is it of on or our the their this to we will with you your
  able ability skill skills experience experienced excellent good strong great knowledge proven including
  must should work working job role position candidate candidates team's years year plus etc`.split(/\s+/),
);

/** A light stem, enough to meet "medication"/"medications", "nurse"/"nursing", "administer"/"administration". */
export function stem(word: string): string {
  let result = word.toLowerCase();
  if (result.length > 4 && result.endsWith('ies')) result = `${result.slice(0, -3)}y`;
  else if (result.length > 3 && result.endsWith('s') && !result.endsWith('ss')) result = result.slice(0, -1);
  if (result.length > 5 && result.endsWith('ing')) result = result.slice(0, -3);
  else if (result.length > 4 && result.endsWith('ed')) result = result.slice(0, -2);
  else if (result.length > 4 && result.endsWith('e')) result = result.slice(0, -1);
  return result.length > 6 ? result.slice(0, 6) : result;
}

/** The stems of the meaningful words of a text. */
export function stemsOf(text: string): Set<string> {
  const stems = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}+#]+/u)) {
    if (word.length < 2 || STOPWORDS.has(word)) continue;
    stems.add(stem(word));
  }
  return stems;
}

export interface RankedSkill {
  skill: string;
  /** 0 when nothing in the description matches; higher is a closer match. */
  score: number;
}

export function matchScore(skill: string, descriptionStems: ReadonlySet<string>, descriptionLower: string): number {
  const stems = stemsOf(skill);
  if (stems.size === 0 || descriptionStems.size === 0) return 0;
  let shared = 0;
  for (const value of stems) if (descriptionStems.has(value)) shared += 1;
  const phrase = skill.trim().toLowerCase();
  const wholePhrase = phrase.length > 2 && descriptionLower.includes(phrase) ? 1 : 0;
  return shared / stems.size + wholePhrase;
}

/** The skills ordered by match with the description, best first; equal matches keep the member's order. */
export function rankSkills(skills: readonly string[], description: string | undefined): RankedSkill[] {
  const text = description ?? '';
  const descriptionStems = stemsOf(text);
  const lower = text.toLowerCase();
  return skills
    .map((skill, index) => ({ skill, score: matchScore(skill, descriptionStems, lower), index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ skill, score }) => ({ skill, score }));
}

/**
 * Generic skills a description may ask for, and how to recognise them. Deliberately short and limited to
 * transferable skills: a certification, licence or tool ("CPR", "forklift", "WHMIS") is a claim only the
 * member can make, so none is ever added.
 */
const GENERIC_SKILLS: ReadonlyArray<{ label: string; pattern: RegExp }> = [
  { label: 'Communication', pattern: /\bcommunicat/ },
  { label: 'Teamwork', pattern: /\bteam ?work|\bteam player/ },
  { label: 'Customer service', pattern: /\bcustomer service|\bclient service/ },
  { label: 'Time management', pattern: /\btime management/ },
  { label: 'Problem solving', pattern: /\bproblem[- ]solving/ },
  { label: 'Attention to detail', pattern: /\battention to detail|\bdetail[- ]oriented/ },
  { label: 'Organizational skills', pattern: /\borgani[sz]ational skills|\bwell[- ]organi[sz]ed/ },
  { label: 'Multitasking', pattern: /\bmulti-?task/ },
  { label: 'Adaptability', pattern: /\badaptab/ },
  { label: 'Interpersonal skills', pattern: /\binterpersonal/ },
  { label: 'Critical thinking', pattern: /\bcritical thinking/ },
  { label: 'Collaboration', pattern: /\bcollaborat/ },
  { label: 'Leadership', pattern: /\bleadership/ },
];

/**
 * Up to `limit` generic skills the description asks for that the member's skills do not already cover,
 * in the order the description mentions them.
 */
export function genericSkillsAskedFor(description: string | undefined, memberSkills: readonly string[], limit = 3): string[] {
  if (!description) return [];
  const lower = description.toLowerCase();
  const memberText = memberSkills.join(' ').toLowerCase();
  const memberStems = stemsOf(memberText);
  return GENERIC_SKILLS.map(({ label, pattern }) => ({ label, at: lower.search(pattern), pattern }))
    .filter(({ label, at, pattern }) => {
      if (at < 0) return false;
      // Already there in the member's own words ("Excellent communication", "team work").
      if (pattern.test(memberText)) return false;
      return [...stemsOf(label)].every((value) => !memberStems.has(value));
    })
    .sort((a, b) => a.at - b.at)
    .slice(0, limit)
    .map(({ label }) => label);
}

/** Interpersonal and work-habit skills; everything else counts as technical (tools, trade, clinical). */
const INTERPERSONAL =
  /\b(?:communicat|team|leader|customer|client|interpersonal|time management|problem|adapt|organi[sz]|empath|compassion|patien(?:ce|t-centred|t-centered)|attention to detail|multi-?task|critical thinking|negotiat|conflict|work ethic|reliab|punctual|flexib|collaborat|motivat|creativ|initiative|listening|decision|public speaking|mentor|coach|supervis|manage(?:ment)? of people|people management|cultural|hospitality|friendly|courteous|honest|integrity|self-?driven|hard-?working|fast learner|english|french|kiswahili|swahili)/i;

export function isInterpersonalSkill(skill: string): boolean {
  return INTERPERSONAL.test(skill);
}

/**
 * Whether the posting names the skill: every meaningful word of it is among the posting's stems
 * (`stemsOf(description)`, computed once by the caller) — "defensive driving" needs both words.
 */
export function namedInPosting(skill: string, postingStems: ReadonlySet<string>): boolean {
  const wanted = stemsOf(skill);
  return wanted.size > 0 && [...wanted].every((value) => postingStems.has(value));
}
