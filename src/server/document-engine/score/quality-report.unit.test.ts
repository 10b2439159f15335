import { describe, expect, it } from 'vitest';
import { convertResume } from '../write/convert-resume';
import { WELDER_JOB, WELDER_RESUME } from '../write/test-fixtures';
import { qualityReport, sentencesAndBullets } from './quality-report';

/** The quality score measures the produced resume (docs/quality-score.md). */

const converted = convertResume(WELDER_RESUME, 'professional', WELDER_JOB);
const byId = (report: ReturnType<typeof qualityReport>) => Object.fromEntries(report.checks.map((check) => [check.id, check]));

describe('qualityReport', () => {
  it('gives a byte-identical resume the same score whether or not the CV had personal details', () => {
    const withDetails = { ...WELDER_RESUME, excludedDetails: ['dateOfBirth', 'maritalStatus', 'religion'] as const };
    const clean = { ...WELDER_RESUME, excludedDetails: [] };
    const a = qualityReport({
      parsed: { ...withDetails, excludedDetails: [...withDetails.excludedDetails] },
      converted,
      jobDescription: WELDER_JOB.description,
    });
    const b = qualityReport({ parsed: clean, converted, jobDescription: WELDER_JOB.description });
    expect(a.overallScore).toBe(b.overallScore);
    expect(a.checks.map((check) => check.score)).toEqual(b.checks.map((check) => check.score));
  });

  it('checks Canadian norms on the resume itself', () => {
    const withBirthDate = converted.replace('## Work Experience', 'Date of Birth: 1 May 1990\n\n## Work Experience');
    expect(byId(qualityReport({ parsed: WELDER_RESUME, converted: withBirthDate })).canadianNorms!.score).toBeLessThan(100);
    expect(byId(qualityReport({ parsed: WELDER_RESUME, converted })).canadianNorms!.score).toBe(100);
  });

  it('looks for job terms: no NOC codes, place names or posting filler', () => {
    const description =
      'NOC 72106 welder wanted in Winnipeg, Manitoba. Ensure 40 hours per week. Hour after hour you will weld, weld and weld; blueprint reading; welding inspection.';
    const report = qualityReport({ parsed: WELDER_RESUME, converted, jobDescription: description });
    const reasons = byId(report).keywordMatch!.reasons.join(' ');
    for (const word of ['72106', 'winnipeg', 'manitoba', 'ensure', 'hour', 'hours', 'week']) {
      expect(report.missingKeywords).not.toContain(word);
      expect(reasons).not.toMatch(new RegExp(`\\b${word}\\b`));
    }
    expect(report.missingKeywords).toEqual([]);
  });

  it('does not raise the score for one bare line of keywords', () => {
    const description = 'Licensed practical nurse: medication administration, wound care, vital signs, charting, infection control.';
    const before = qualityReport({ parsed: WELDER_RESUME, converted, jobDescription: description });
    const stuffed = converted.replace(
      '## Work Experience',
      'licensed practical nurse medication administration wound care vital signs charting infection control\n\n## Work Experience',
    );
    const after = qualityReport({ parsed: WELDER_RESUME, converted: stuffed, jobDescription: description });
    expect(after.overallScore).toBeLessThanOrEqual(before.overallScore);
    expect(byId(after).keywordMatch!.score).toBe(byId(before).keywordMatch!.score);
    // The same words inside a real sentence do count.
    const inSentence = converted.replace(
      '## Work Experience',
      'I administered medication and gave wound care while charting vital signs and infection control.\n\n## Work Experience',
    );
    expect(
      byId(qualityReport({ parsed: WELDER_RESUME, converted: inSentence, jobDescription: description })).keywordMatch!.score,
    ).toBeGreaterThan(byId(before).keywordMatch!.score);
    expect(sentencesAndBullets('welding blueprint teamwork\n- Welded frames for 40 buildings')).toBe('- Welded frames for 40 buildings');
  });

  it("weighs the sanity check most and reports its failures as the parser's", () => {
    const report = qualityReport({ parsed: WELDER_RESUME, converted });
    const weights = report.checks.map((check) => check.weight);
    expect(byId(report).sanity!.weight).toBe(Math.max(...weights));
    expect(byId(report).sanity!.score).toBe(100);
    const misread = converted
      .replace('# Otieno Ochieng', '# Resume')
      .replace('## Work Experience', '- YEAR INSTITUTION QUALIFICATION\n\n## Work Experience');
    const bad = qualityReport({
      parsed: {
        ...WELDER_RESUME,
        workExperience: [...WELDER_RESUME.workExperience, { position: 'Git', company: '', location: '', duration: '', achievements: [] }],
      },
      converted: misread,
    });
    const sanity = byId(bad).sanity!;
    expect(sanity.score).toBeLessThan(50);
    expect(sanity.reasons.length).toBe(3);
    for (const reason of sanity.reasons) expect(reason).toMatch(/^We may have misread your CV: /);
    expect(bad.overallScore).toBeLessThan(report.overallScore - 15);
  });

  it("finds a referee named in the resume from the CV's REFEREES lines", () => {
    const named = converted.concat('\nMr. Evans Wekesa recommends me.\n');
    const sanity = byId(
      qualityReport({ parsed: WELDER_RESUME, converted: named, refereeLines: ['Mr. Evans Wekesa', 'Tel: 0722 111 222'] }),
    ).sanity!;
    expect(sanity.reasons.join(' ')).toContain("a referee's name");
  });
});
