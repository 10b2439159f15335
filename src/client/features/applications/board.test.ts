import { describe, expect, it } from 'vitest';
import type { Application } from '../../../shared/schemas/applications';
import type { ApplicationStatus } from '../../../shared/application-statuses';
import { applicationListUrl, documentTitles, groupByStatus, parseStatus, statusByJob, toggleDocument } from './board';

function application(id: string, jobId: number, status: ApplicationStatus): Application {
  return {
    id,
    jobId,
    job: { title: `Job ${jobId}`, company: 'Acme', location: 'Toronto', province: 'Ontario', nocCode: null },
    employerHoldsLmia: null,
    status,
    notes: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    history: [{ status, notes: null, at: '2026-01-01T00:00:00.000Z', documentIds: [] }],
    historyTotal: 1,
  };
}

describe('applicationListUrl', () => {
  it('sends only the filters that are set, encoded', () => {
    expect(applicationListUrl()).toBe('/api/applications');
    expect(applicationListUrl({ search: '   ' })).toBe('/api/applications');
    expect(applicationListUrl({ status: 'Interview Scheduled', search: ' nurse & care ' })).toBe(
      '/api/applications?status=Interview+Scheduled&search=nurse+%26+care',
    );
  });

  it('cuts a search to the server’s limit', () => {
    const url = new URL(applicationListUrl({ search: 'x'.repeat(150) }), 'https://example.invalid');
    expect(url.searchParams.get('search')).toHaveLength(100);
  });
});

describe('parseStatus', () => {
  it('accepts only known statuses', () => {
    expect(parseStatus('Offer Received')).toBe('Offer Received');
    expect(parseStatus('offer received')).toBeUndefined();
    expect(parseStatus(null)).toBeUndefined();
  });
});

describe('groupByStatus', () => {
  const list = [
    application('a', 1, 'Applied'),
    application('b', 2, 'Saved'),
    application('c', 3, 'Applied'),
    application('d', 4, 'Rejected'),
  ];

  it('groups in the statuses’ order and keeps the list order inside a group', () => {
    const groups = groupByStatus(list);
    expect(groups.map((group) => group.status)).toEqual(['Saved', 'Applied', 'Rejected']);
    expect(groups[1]!.applications.map((item) => item.id)).toEqual(['a', 'c']);
  });

  it('keeps every column for the board', () => {
    const groups = groupByStatus(list, { keepEmpty: true });
    expect(groups).toHaveLength(12);
    expect(groups[0]!.status).toBe('Saved');
    expect(groups.at(-1)!.status).toBe('Withdrawn');
  });
});

describe('statusByJob', () => {
  it('maps each tracked job to its status', () => {
    const map = statusByJob([application('a', 7, 'Applied'), application('b', 9, 'Offer Received')]);
    expect(map.get(7)).toBe('Applied');
    expect(map.get(9)).toBe('Offer Received');
    expect(map.has(8)).toBe(false);
  });
});

describe('toggleDocument', () => {
  it('ticks and unticks', () => {
    expect(toggleDocument([], 'x')).toEqual(['x']);
    expect(toggleDocument(['x', 'y'], 'x')).toEqual(['y']);
  });

  it('never ticks more than five', () => {
    const five = ['1', '2', '3', '4', '5'];
    expect(toggleDocument(five, '6')).toEqual(five);
    expect(toggleDocument(five, '3')).toEqual(['1', '2', '4', '5']);
  });
});

describe('documentTitles', () => {
  it('names each attached document, and one deleted since', () => {
    expect(documentTitles(['a', 'gone'], [{ id: 'a', title: 'Resume — Cook' }])).toEqual(['Resume — Cook', 'A document since deleted']);
  });
});
