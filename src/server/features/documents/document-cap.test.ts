import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '../../../shared/messages';
import { DOCUMENTS_SAVED_MAX } from '../../../shared/schemas/documents';
import { errorEnvelopeSchema } from '../../../shared/schemas/envelope';
import { signUpMember } from '../../test-support/members';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** A member's saved documents have a ceiling (docs/product.md#documents, docs/decisions/025-bounded-member-writes.md). */
describe('saved documents per member', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const resume = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ai/resume',
      headers: { cookie, origin: new URL(t.config.publicUrl).origin },
      payload: {
        jobTitle: 'Cook',
        jobDescription: 'Prepare meals for 200 guests a day.',
        userProfile: { firstName: 'Achieng', lastName: 'Otieno', skills: ['Food safety'] },
      },
    });
  const saved = async (userId: string) =>
    (await t.app.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM documents WHERE user_id = $1', [userId])).rows[0]!.n;

  it('keeps at most 200 per member: the next is 409 DOCUMENT_LIMIT and nothing is saved; deleting one makes room', async () => {
    const { user, cookie } = await signUpMember(t.app);
    await t.app.database.pool.query(
      `INSERT INTO documents (user_id, kind, title, content, written_by)
       SELECT $1, 'resume', 'Resume ' || n, 'Text', 'builtin' FROM generate_series(1, $2::int) AS n`,
      [user.id, DOCUMENTS_SAVED_MAX - 1],
    );
    expect((await resume(cookie)).statusCode).toBe(200);
    const refused = await resume(cookie);
    expect(refused.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(refused.json())).toMatchObject({
      success: false,
      errorCode: 'DOCUMENT_LIMIT',
      message: DOCUMENT_MESSAGES.limitReached,
    });
    expect(await saved(user.id)).toBe(DOCUMENTS_SAVED_MAX);
    await t.app.database.pool.query('DELETE FROM documents WHERE id = (SELECT id FROM documents WHERE user_id = $1 LIMIT 1)', [user.id]);
    expect((await resume(cookie)).statusCode).toBe(200);
    expect(await saved(user.id)).toBe(DOCUMENTS_SAVED_MAX);
  });
});
