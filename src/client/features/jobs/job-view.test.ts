import { describe, expect, it } from 'vitest';
import { jobPageUrl, nocText, whatsAppShareUrl } from './job-view';

describe('sharing a job', () => {
  it('links to wa.me with the title and the job page address, encoded', () => {
    const url = jobPageUrl('https://maplebridge.example', 42);
    expect(url).toBe('https://maplebridge.example/jobs/42');
    const link = whatsAppShareUrl('Cooks & helpers', url);
    expect(link).toBe('https://wa.me/?text=Cooks%20%26%20helpers%20%E2%80%94%20https%3A%2F%2Fmaplebridge.example%2Fjobs%2F42');
    expect(new URL(link).searchParams.get('text')).toBe('Cooks & helpers — https://maplebridge.example/jobs/42');
  });
});

describe('nocText', () => {
  it('names the TEER when known', () => {
    expect(nocText({ nocCode: '63200', teer: 3 })).toBe('63200 (TEER 3)');
    expect(nocText({ nocCode: '63200', teer: null })).toBe('63200');
    expect(nocText({ nocCode: null, teer: null })).toBeNull();
  });
});
