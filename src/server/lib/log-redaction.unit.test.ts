import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-redaction';

describe('serializeError', () => {
  it("keeps a failed query's statement and cause but none of its parameters, in the message, the stack or a field", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'Key (content)=(My whole CV) already exists.',
    });
    const error = new DrizzleQueryError('insert into "documents" ("content") values ($1)', ['My whole CV, every line of it'], cause);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('My whole CV');
    expect(logged).toContain('insert into \\"documents\\"');
    expect(logged).toContain('[params redacted]');
    expect(serializeError(error)).toMatchObject({
      type: 'DrizzleQueryError',
      cause: { code: '22021', message: expect.stringContaining('0x00') },
    });
  });

  it('bounds the message and follows only a few causes', () => {
    let error = new Error('x'.repeat(10_000));
    for (let i = 0; i < 10; i += 1) error = new Error(`level ${i}`, { cause: error });
    const logged = serializeError(error);
    expect(JSON.stringify(logged).length).toBeLessThan(10_000);
    expect(serializeError('a string thrown')).toEqual({ type: 'string', message: '', stack: '' });
  });
});
