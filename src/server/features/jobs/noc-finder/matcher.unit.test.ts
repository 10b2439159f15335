import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../lib/project-root';
import { parseNocCsv } from '../import/noc';
import { kenyanTerms, loadNocIndex } from './index';
import { alternativesOf, buildNocIndex, firstSentence, normaliseText, searchNoc, tokenize, topAccuracy, type NocIndex } from './matcher';
import measurementSet from './measurement-set.json';
import holdoutSet from './holdout-set.json';

const unit = (code: string, title: string, teer = 2) => ({ code, title, teer, duties: `${title} do things.` });

describe('normalising a title', () => {
  it('folds case, accents and punctuation, and keeps abbreviations whole', () => {
    expect(normaliseText('Registered Nurse (R.N.)')).toBe('registered nurse rn');
    expect(normaliseText('  Café   M-Pesa attendant!')).toBe('cafe m pesa attendant');
  });

  it('uses the NOC words for Kenyan and British spellings, plurals and split words', () => {
    expect(tokenize('Lorry Drivers')).toEqual(['truck', 'driver']);
    expect(tokenize('Bar tender')).toEqual(['bartender']);
    expect(tokenize('Nannies and tyre fitters')).toEqual(['nanny', 'tire', 'fitter']);
    expect(tokenize('nanny cum house keeper')).toEqual(['nanny', 'housekeeper']);
  });

  it('splits the parts a person joins with "/", "cum", "or" and brackets', () => {
    expect(alternativesOf('welder/fabricator')).toEqual(['welder fabricator', 'welder', 'fabricator']);
    expect(alternativesOf('Nanny cum Housekeeper')).toEqual(['nanny housekeeper', 'nanny', 'housekeeper']);
    expect(alternativesOf('Nursing officer (RN/RM)')).toEqual(['nursing officer rn rm', 'nursing officer', 'rn', 'rm']);
  });

  it('keeps the first sentence of a description as the duties', () => {
    expect(firstSentence('Welders operate welding equipment. They are employed by shops.')).toBe('Welders operate welding equipment.');
    expect(firstSentence('Cooks prepare meals, e.g. stews')).toBe('Cooks prepare meals, e.g. stews');
  });
});

describe('scoring', () => {
  const index = buildNocIndex(
    [
      unit('72106', 'Welders and related machine operators'),
      unit('72104', 'Structural metal fabricators'),
      unit('73300', 'Transport truck drivers', 3),
      unit('75201', 'Delivery service drivers', 5),
      unit('73301', 'Bus drivers', 3),
      unit('43109', 'Driver trainers', 3),
    ],
    [
      { code: '72106', title: 'Welder' },
      { code: '72104', title: 'Metal fabricator' },
      { code: '73300', title: 'Truck driver' },
      { code: '73300', title: 'Long haul driver' },
      { code: '75201', title: 'Delivery driver' },
      { code: '73301', title: 'Bus driver' },
      { code: '43109', title: 'Driver trainer' },
    ],
    [{ term: 'jua kali welder', aliases: ['jua kali'], meaning: 'welder in an informal metal workshop', codes: ['72106'] }],
  );

  it('ranks an equal example title first with score 1 and says which title', () => {
    expect(searchNoc(index, 'welder')[0]).toMatchObject({ code: '72106', score: 1, reason: "matches the NOC example title 'Welder'" });
  });

  it('prefers the group whose title shares the rare words and the head noun', () => {
    const results = searchNoc(index, 'lorry driver');
    expect(results[0]!.code).toBe('73300');
    expect(results[0]!.reason).toBe("matches the NOC example title 'Truck driver'");
    expect(results[1]!.score).toBeLessThan(results[0]!.score);
  });

  it('finds a Kenyan term inside a longer title, scores it almost as equal and gives its meaning as the reason', () => {
    const [best] = searchNoc(index, 'Jua kali welder Kariobangi');
    expect(best).toMatchObject({ code: '72106', reason: "Kenyan term 'jua kali welder' = welder in an informal metal workshop" });
    expect(best!.score).toBeGreaterThanOrEqual(0.86);
  });

  it('among titles sharing the same word, prefers the one whose head noun is that word', () => {
    // "Bus driver" and "Driver trainer" each share "driver" with the query and weigh the same; only the head differs.
    const codes = searchNoc(index, 'school driver', 10).map((result) => result.code);
    expect(codes).toContain('43109');
    expect(codes.indexOf('73301')).toBeLessThan(codes.indexOf('43109'));
  });

  it('lets a second part of the title add to a group it also points to, and honours the limit', () => {
    const both = searchNoc(index, 'welder/fabricator');
    expect(both.map((result) => result.code)).toEqual(['72106', '72104']);
    expect(both[1]!.reason).toBe("close to the NOC example title 'Metal fabricator'");
    expect(searchNoc(index, 'welder/fabricator', 1)).toHaveLength(1);
  });

  it('returns nothing for words the vocabulary does not have', () => {
    expect(searchNoc(index, 'zzqx')).toEqual([]);
    expect(searchNoc(index, 'the of and')).toEqual([]);
  });
});

describe('the Kenyan term list', () => {
  const codes = new Set(
    parseNocCsv(fs.readFileSync(path.join(projectRoot(), 'data', 'reference', 'noc2021_unit_groups.csv'), 'utf8')).map(
      (group) => group.code,
    ),
  );

  it.each(kenyanTerms.map((term) => [term.term, term] as const))(
    'maps %s to existing NOC 2021 unit groups, with its meaning',
    (_name, term) => {
      expect(term.codes.length).toBeGreaterThan(0);
      for (const code of term.codes) expect(codes.has(code), `${term.term} → ${code}`).toBe(true);
      expect(term.meaning.length).toBeGreaterThan(3);
    },
  );

  it('has each phrase once, so a phrase never points two ways', () => {
    const phrases = kenyanTerms.flatMap((term) => [term.term, ...term.aliases].map((phrase) => tokenize(phrase).join(' ')));
    expect(phrases.filter((phrase, i) => phrases.indexOf(phrase) !== i)).toEqual([]);
  });
});

/** What the matcher reached when it was built (docs/decisions/033-noc-finder.md): a change that loses accuracy fails here. */
const FLOOR = {
  measurement: { top1: 0.9, top3: 0.95 },
  officialOnly: { top1: 0.6, top3: 0.7 },
  holdout: { top1: 0.5, top3: 0.7 },
};

describe('accuracy on Kenyan-written titles (the full vocabulary)', () => {
  let full: NocIndex;
  let officialOnly: NocIndex;
  beforeAll(async () => {
    [full, officialOnly] = await Promise.all([loadNocIndex(), loadNocIndex(undefined, [])]);
  });

  it('has at least 60 titles in the measurement set', () => {
    expect(measurementSet.cases.length).toBeGreaterThanOrEqual(60);
  });

  it('stays above its floor on the measurement set, with and without the Kenyan list, and on the held-out set', () => {
    const measured = topAccuracy(full, measurementSet.cases);
    expect(measured.top1).toBeGreaterThanOrEqual(FLOOR.measurement.top1);
    expect(measured.top3).toBeGreaterThanOrEqual(FLOOR.measurement.top3);
    const official = topAccuracy(officialOnly, measurementSet.cases);
    expect(official.top1).toBeGreaterThanOrEqual(FLOOR.officialOnly.top1);
    expect(official.top3).toBeGreaterThanOrEqual(FLOOR.officialOnly.top3);
    const holdout = topAccuracy(full, holdoutSet.cases);
    expect(holdout.top1).toBeGreaterThanOrEqual(FLOOR.holdout.top1);
    expect(holdout.top3).toBeGreaterThanOrEqual(FLOOR.holdout.top3);
  });
});
