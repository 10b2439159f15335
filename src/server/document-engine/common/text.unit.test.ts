import { describe, expect, it } from 'vitest';
import { BARE_PERSONAL_VALUES, personalLabelKind } from './personal-detail-labels';
import { collapseWhitespace, splitLines, trimCharacters, withinLength, wordCount } from './text';

// No database here: a `.unit.test.ts` file runs once, in the PGlite project (vitest.config.ts).

describe('shared text helpers', () => {
  it('collapses whitespace, whatever kind, to single spaces', () => {
    expect(collapseWhitespace('  Cook \t at\u00a0 Serena\u2003Hotel ')).toBe('Cook at Serena Hotel');
    expect(collapseWhitespace('already single spaced')).toBe('already single spaced');
    expect(collapseWhitespace(undefined)).toBe('');
  });

  it('counts words between any whitespace', () => {
    expect(wordCount('  Cook at\tSerena\u00a0Hotel ')).toBe(4);
    expect(wordCount('')).toBe(0);
    expect(wordCount('   ')).toBe(0);
  });

  it('trims characters from both ends or one', () => {
    expect(trimCharacters(' – Cook, ', ' ,–')).toBe('Cook');
    expect(trimCharacters(' – Cook, ', ' ,–', 'start')).toBe('Cook, ');
    expect(trimCharacters(' – Cook, ', ' ,–', 'end')).toBe(' – Cook');
  });

  it('cuts text short without splitting an emoji, and splits lines at every kind of break', () => {
    expect(withinLength('ab😀', 3)).toBe('ab');
    expect(withinLength('abc', 5)).toBe('abc');
    expect(splitLines('a\r\nb\rc\nd\u2028e')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(splitLines('a\nb\nc', 2)).toEqual(['a', 'b']);
  });
});

describe('personal-detail words', () => {
  it('knows a label, with or without a final full stop, and the values that need none', () => {
    expect(personalLabelKind('Date of Birth')).toBe('dateOfBirth');
    expect(personalLabelKind('ID No.')).toBe('nationalId');
    expect(personalLabelKind('D.O.B.')).toBe('dateOfBirth');
    expect(personalLabelKind('Nationality')).toBeNull();
    expect(personalLabelKind('Work experience')).toBeUndefined();
    expect(BARE_PERSONAL_VALUES.get('female')).toBe('gender');
    expect(BARE_PERSONAL_VALUES.get('adventist')).toBe('religion');
  });
});
