import { describe, expect, it } from 'vitest';
import { pickSamples, utcDayNumber, type SampleCandidate } from './sample-picks';

const job = (id: number, occupation: string, province: string | null, category: string | null = null): SampleCandidate => ({
  id,
  occupation,
  province,
  category,
});

/** What the landing page saw: one occupation in one province, newest first, with variety further down. */
const CANDIDATES = [
  job(1, '85100', 'Quebec'),
  job(2, '85100', 'Quebec'),
  job(3, '85100', 'Quebec'),
  job(4, '63200', 'Quebec'),
  job(5, '31301', 'Ontario'),
  job(6, '85100', 'Alberta'),
  job(7, '73300', 'Alberta'),
  job(8, '65201', 'British Columbia'),
  job(9, '21232', 'Nova Scotia'),
];

describe('pickSamples', () => {
  it('gives three different occupations in three different provinces, whatever the day', () => {
    for (let day = 20_000; day < 20_400; day += 1) {
      const picked = pickSamples(CANDIDATES, day);
      expect(picked).toHaveLength(3);
      expect(new Set(picked.map((p) => p.occupation)).size, `day ${day}`).toBe(3);
      expect(new Set(picked.map((p) => p.province)).size, `day ${day}`).toBe(3);
    }
  });

  it('gives the same three all day, and another three on another day', () => {
    const today = utcDayNumber(new Date('2026-11-24T00:00:01Z'));
    expect(utcDayNumber(new Date('2026-11-24T23:59:59Z'))).toBe(today);
    expect(pickSamples(CANDIDATES, today)).toEqual(pickSamples(CANDIDATES, today));
    const days = Array.from({ length: 9 }, (_, i) =>
      pickSamples(CANDIDATES, today + i)
        .map((p) => p.id)
        .join(','),
    );
    expect(new Set(days).size).toBeGreaterThan(3);
  });

  it('prefers three fields of work when the candidates have them', () => {
    const farmHeavy = [
      job(1, '85100', 'Quebec', 'Agriculture'),
      job(2, '85101', 'Ontario', 'Agriculture'),
      job(3, '82030', 'Alberta', 'Agriculture'),
      job(4, '63200', 'Manitoba', 'Hospitality'),
      job(5, '33102', 'Yukon', 'Healthcare'),
    ];
    for (let day = 0; day < 50; day += 1) expect(new Set(pickSamples(farmHeavy, day).map((p) => p.category)).size, `day ${day}`).toBe(3);
  });

  it('repeats a province, then anything, only when the candidates leave no choice', () => {
    const fewProvinces = [job(1, 'a', 'Quebec'), job(2, 'b', 'Quebec'), job(3, 'c', 'Ontario')];
    const picked = pickSamples(fewProvinces, 0);
    expect(new Set(picked.map((p) => p.occupation)).size).toBe(3);
    expect(
      pickSamples([job(1, 'a', 'Quebec'), job(2, 'a', 'Quebec')], 5)
        .map((p) => p.id)
        .sort(),
    ).toEqual([1, 2]);
    expect(pickSamples([], 5)).toEqual([]);
  });
});
