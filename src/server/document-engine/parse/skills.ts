import { collapseWhitespace, wordCount } from '../common/text';
import { splitOutsideBrackets, stripBullet, trimSeparators } from './line-text';

/** Skills as a list: one per bullet line, or separated by commas, semicolons, pipes or bullets. */

export const MAX_SKILLS = 30;
/** Longer than this, a "skill" is a sentence about the member rather than a skill. */
const MAX_SKILL_WORDS = 12;

function cleanSkill(text: string): string {
  let skill = trimSeparators(collapseWhitespace(text));
  if (skill.endsWith('.')) skill = skill.slice(0, -1).trimEnd();
  if (/^and\s/i.test(skill)) skill = skill.slice(4).trimStart();
  return skill;
}

/** The skills in the lines of a Skills section, trimmed, without duplicates (ignoring case), at most 30. */
export function parseSkills(lines: string[]): string[] {
  const skills: string[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    if (skills.length >= MAX_SKILLS) break;
    if (line.length === 0) continue;
    const { isBullet, text } = stripBullet(line);
    // A bullet holds one skill, which may itself contain commas ("MIG, TIG and arc welding").
    const pieces = splitOutsideBrackets(text, isBullet ? ';|•·' : ',;|•·');
    for (const piece of pieces) {
      const skill = cleanSkill(piece);
      if (skill.length < 2 || wordCount(skill) > MAX_SKILL_WORDS || !/\p{L}/u.test(skill)) continue;
      const key = skill.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      skills.push(skill);
      if (skills.length >= MAX_SKILLS) break;
    }
  }
  return skills;
}
