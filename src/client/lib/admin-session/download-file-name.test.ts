import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition, fileNameFromUrl } from './download-file-name';

describe('fileNameFromDisposition', () => {
  it('reads a quoted and a bare file name', () => {
    expect(fileNameFromDisposition('attachment; filename="users-2026-06-18.csv"')).toBe('users-2026-06-18.csv');
    expect(fileNameFromDisposition('attachment; filename=payments.csv')).toBe('payments.csv');
    expect(fileNameFromDisposition('attachment; filename="a \\"quoted\\" name.csv"')).toBe('a "quoted" name.csv');
  });

  it('prefers the RFC 6266 filename* form, decoded, and falls back when it is broken', () => {
    expect(fileNameFromDisposition(`attachment; filename="plain.csv"; filename*=UTF-8''utilisateurs%C3%A9.csv`)).toBe('utilisateursé.csv');
    expect(fileNameFromDisposition(`attachment; filename="plain.csv"; filename*=UTF-8''%E0%A4%A.csv`)).toBe('plain.csv');
  });

  it('never names a folder, and has no name without one', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment; filename="C:\\\\temp\\\\users.csv"')).toBe('users.csv');
    expect(fileNameFromDisposition('attachment; filename=".."')).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('fileNameFromUrl', () => {
  it("is the path's last segment, without the query", () => {
    expect(fileNameFromUrl('/api/admin/users.csv?search=a&status=blocked')).toBe('users.csv');
    expect(fileNameFromUrl('/')).toBe('download');
  });
});
