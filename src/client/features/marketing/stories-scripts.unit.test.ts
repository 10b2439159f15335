import { describe, expect, it } from 'vitest';
import { MEMBERSHIP } from '../../../shared/constants';
import { operator } from '../../lib/operator';
import { SCRIPT_FILES, TESTIMONIAL_TEMPLATES, scriptText, socialCopy } from './stories-scripts';

/**
 * The numbers the copy may say: the membership's price and months, the typical LMIA (2–6 months) and work-permit
 * (2–4 months) times, and the videos' lengths in seconds. Anything else would be a figure nobody measured.
 */
const ALLOWED_NUMBERS = new Set([MEMBERSHIP.priceCad, MEMBERSHIP.months, 2, 6, 4, 60, 30, 15]);
const WEBSITE = 'https://maplebridge.example';

const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).map(Number);

/** Every piece of copy a person reads, without the section timings (checked apart below). */
function allCopy(): string[] {
  const scripts = SCRIPT_FILES.flatMap((file) => [
    file.title,
    file.duration,
    file.preview,
    ...file.notes,
    ...file.videos.flatMap((video) => [video.name, ...video.sections.flatMap((part) => [part.scene, part.visual, part.voiceOver])]),
  ]);
  const testimonials = TESTIMONIAL_TEMPLATES.flatMap((template) => [template.title, template.text]);
  return [...scripts, ...testimonials, ...socialCopy(WEBSITE).map((copy) => copy.text.replace(WEBSITE, ''))];
}

describe('the Stories & Videos copy', () => {
  it('says no number beyond the price, the period, the typical timeline and the video lengths', () => {
    const unexpected = allCopy().flatMap((text) =>
      numbersIn(text)
        .filter((number) => !ALLOWED_NUMBERS.has(number))
        .map((n) => `${n} in "${text}"`),
    );
    expect(unexpected).toEqual([]);
  });

  it('gives each video timed sections from 0 s, without gaps, to its length', () => {
    for (const file of SCRIPT_FILES) {
      for (const video of file.videos) {
        let at = 0;
        for (const part of video.sections) {
          expect(part.from, `${file.title} / ${video.name}`).toBe(at);
          expect(part.to).toBeGreaterThan(part.from);
          at = part.to;
        }
        expect(at, `${file.title} / ${video.name}`).toBe(video.seconds);
      }
    }
  });

  it('has the three scripts with their lengths: two 60 s videos, and a 30 s reel, a 15 s clip and a 60 s video', () => {
    expect(SCRIPT_FILES.map((file) => [file.title, file.videos.map((video) => video.seconds)])).toEqual([
      ['Success Story Script (60 s)', [60]],
      ['Platform Demo Script (60 s)', [60]],
      ['Social Media Video Scripts', [30, 15, 60]],
    ]);
    expect(SCRIPT_FILES.map((file) => file.fileName)).toEqual([
      'maple-bridge-success-story-script.txt',
      'maple-bridge-platform-demo-script.txt',
      'maple-bridge-social-media-video-scripts.txt',
    ]);
  });

  it('tells the offer as it is: 300 CAD once for 12 months', () => {
    const offer = `${MEMBERSHIP.priceCad} CAD`;
    for (const file of SCRIPT_FILES) expect(scriptText(file)).toContain(offer);
    for (const copy of socialCopy(WEBSITE)) {
      expect(copy.text).toContain(offer);
      expect(copy.text).toContain(`${MEMBERSHIP.months} months`);
    }
  });

  it('writes each .txt with the brand, the timings, the scene, visual and voice-over lines and the support e-mail', () => {
    const text = scriptText(SCRIPT_FILES[1]!);
    expect(text.startsWith('Maple Bridge — Platform Demo Script (60 s)\n')).toBe(true);
    expect(text).toContain('[0–5 s] Hook\n  Visual: ');
    expect(text).toContain('[55–60 s] Call to action');
    expect(text).toMatch(/Voice-over: .*ESDC/);
    expect(text).toContain(operator.supportEmail);
    expect(scriptText(SCRIPT_FILES[2]!)).toContain('== Short clip (15 s) ==');
  });

  it('keeps member stories as templates: bracketed fields, never a named person', () => {
    const story = scriptText(SCRIPT_FILES[0]!);
    expect(story).toContain('TEMPLATE');
    for (const field of ['[Member name]', '[Job title]', '[Province]']) expect(story).toContain(field);
    expect(TESTIMONIAL_TEMPLATES.length).toBeGreaterThanOrEqual(2);
    for (const template of TESTIMONIAL_TEMPLATES) expect(template.text).toContain('[Member name]');
  });

  it('has copy for Facebook, Instagram, LinkedIn, WhatsApp and X, with the link where the network shows one', () => {
    const copies = socialCopy(WEBSITE);
    expect(copies.map((copy) => copy.network)).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'WhatsApp', 'X']);
    for (const copy of copies.filter((c) => c.network !== 'Instagram')) expect(copy.text).toContain(WEBSITE);
    // X counts a link as 23 characters whatever its length.
    const x = copies.find((copy) => copy.network === 'X')!;
    expect(x.text.replace(WEBSITE, 'x'.repeat(23)).length).toBeLessThanOrEqual(280);
  });
});
