import { describe, expect, it } from 'vitest';
import { adminListPath, clampPage, pageCount, readTotal } from './list-query';

describe('adminListPath', () => {
  it('keeps the filters that are set, trimmed and encoded, in the order given', () => {
    expect(adminListPath('/api/admin/users', { search: '  amani@example.com ', page: 2, pageSize: 25, status: 'blocked' })).toBe(
      '/api/admin/users?search=amani%40example.com&page=2&pageSize=25&status=blocked',
    );
  });

  it('leaves out empty and missing filters, and the question mark when nothing is left', () => {
    expect(adminListPath('/api/admin/users.csv', { search: '   ', status: undefined })).toBe('/api/admin/users.csv');
    expect(adminListPath('/api/admin/audit', { admin: '', action: null, page: 1 })).toBe('/api/admin/audit?page=1');
  });
});

describe('readTotal', () => {
  it('reads X-Total-Count', () => {
    expect(readTotal('120', 1, 25, 25)).toBe(120);
    expect(readTotal('0', 1, 25, 0)).toBe(0);
  });

  it('counts the rows seen so far when the header is missing or not a count', () => {
    expect(readTotal(null, 3, 25, 7)).toBe(57);
    expect(readTotal('', 1, 25, 4)).toBe(4);
    expect(readTotal('-1', 1, 25, 4)).toBe(4);
    expect(readTotal('12.5', 1, 25, 4)).toBe(4);
  });
});

describe('paging', () => {
  it('counts pages, never fewer than one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(101, 50)).toBe(3);
  });

  it('steps back to the last page when the list shrank under the one shown', () => {
    expect(clampPage(3, 50)).toBe(2);
    expect(clampPage(2, 0)).toBe(1);
    expect(clampPage(2, 26)).toBe(2);
    expect(clampPage(0, 26)).toBe(1);
  });
});
