import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { STREAM_NOT_SPECIFIED } from './lmia-csv';
import {
  fillCopy,
  fillCopySql,
  LMIA_EXPLANATION,
  LMIA_JOB_COPY,
  lmiaJobDescription,
  lmiaJobDescriptionSql,
  lmiaUrgentReason,
  lmiaUrgentReasonSql,
  type LmiaJobCopyFields,
} from './lmia-job-copy';

/**
 * The words of an LMIA job, without a database. That the SQL twins build the same texts as the
 * TypeScript functions is checked on every imported job in import-service.test.ts.
 */
const genoa: LmiaJobCopyFields = {
  employer: 'Genoa Design International',
  occupationTitle: 'Other professional engineers, n.e.c.',
  approvedPositions: 4,
  stream: 'High Wage',
  city: 'Mt. Pearl',
  province: 'Newfoundland & Labrador',
  nocDescription: 'Other professional engineers include … occupations.',
  quarterLabel: 'Jan–Mar 2025',
};
const approval = (fields: Partial<LmiaJobCopyFields>) => lmiaJobDescription({ ...genoa, nocDescription: null, ...fields });
const render = (query: ReturnType<typeof sql>) => {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  return { sql: text, params };
};

describe('lmiaJobDescription', () => {
  it('is the NOC description, a blank line, then what the approval says and LMIA_EXPLANATION', () => {
    expect(lmiaJobDescription(genoa)).toBe(
      'Other professional engineers include … occupations.\n\n' +
        'Genoa Design International received a positive Labour Market Impact Assessment in Jan–Mar 2025 to hire 4 foreign workers as ' +
        `Other professional engineers, n.e.c. in Mt. Pearl, Newfoundland & Labrador under the High Wage stream. ${LMIA_EXPLANATION}`,
    );
  });

  it('starts with the approval when the NOC group has no description', () => {
    for (const nocDescription of [null, '']) {
      expect(lmiaJobDescription({ ...genoa, nocDescription })).toMatch(/^Genoa Design International received a positive /);
    }
  });

  it('says "foreign worker" for one position', () => {
    expect(approval({ approvedPositions: 1 })).toContain(' to hire 1 foreign worker as Other professional engineers');
    expect(approval({ approvedPositions: 2 })).toContain(' to hire 2 foreign workers as ');
  });

  it('names the province alone when the address gave no city', () => {
    expect(approval({ city: null, province: 'Manitoba' })).toContain(' n.e.c. in Manitoba under the High Wage stream. ');
  });

  it('says when the head office is outside Canada, with the city if there is one', () => {
    expect(approval({ city: 'Stavanger', province: null, stream: 'Low-wage' })).toContain(
      " as Other professional engineers, n.e.c. in Stavanger (the employer's head office is outside Canada) under the Low-wage stream. ",
    );
    expect(approval({ city: null, province: null })).toContain(
      " as Other professional engineers, n.e.c. (the employer's head office is outside Canada) under the High Wage stream. ",
    );
  });

  it('does not repeat "stream" after a stream named so, and names no stream when the layout had none', () => {
    expect(approval({ stream: 'Global Talent Stream' })).toContain(' Newfoundland & Labrador under the Global Talent Stream. ');
    expect(approval({ stream: 'Global talent STREAM' })).toContain(' under the Global talent STREAM. ');
    expect(approval({ stream: STREAM_NOT_SPECIFIED })).toContain(' in Mt. Pearl, Newfoundland & Labrador. A positive LMIA ');
  });

  it('copies names as they are, whatever characters they hold', () => {
    expect(approval({ employer: "Café O'Neil $& Sons {employer}" })).toMatch(/^Café O'Neil \$& Sons \{employer\} received /);
  });
});

describe('lmiaUrgentReason', () => {
  it('reads "<n> positions approved in <quarter>"', () => {
    expect(lmiaUrgentReason(12, 'Jan–Mar 2025')).toBe('12 positions approved in Jan–Mar 2025');
  });
});

describe('filling the templates', () => {
  it('fillCopy puts each value in its slot', () => {
    expect(fillCopy(LMIA_JOB_COPY.urgentReason, { positions: 5, quarter: 'Apr–Jun 2019' })).toBe('5 positions approved in Apr–Jun 2019');
    expect(fillCopy(LMIA_JOB_COPY.inPlace, { place: '$1 {place}' })).toBe(' in $1 {place}');
  });

  it('fillCopySql joins the words, bound as parameters, and the expressions with ||', () => {
    expect(render(fillCopySql(LMIA_JOB_COPY.underStream, { stream: sql.identifier('stream') }))).toEqual({
      sql: '($1::text || "stream" || $2::text)',
      params: [' under the ', ' stream'],
    });
    expect(render(lmiaUrgentReasonSql(sql`n`, sql`${'Jan–Mar 2025'}::text`))).toEqual({
      sql: '(n || $1::text || $2::text)',
      params: [' positions approved in ', 'Jan–Mar 2025'],
    });
    expect(render(fillCopySql(LMIA_JOB_COPY.noStream, {}))).toEqual({ sql: "''::text", params: [] });
  });

  it('lmiaJobDescriptionSql writes no words into the SQL text: every one arrives from LMIA_JOB_COPY as a parameter', () => {
    const columns = Object.fromEntries(Object.keys(genoa).map((key) => [key, sql.identifier(key)])) as Record<
      keyof LmiaJobCopyFields,
      ReturnType<typeof sql.identifier>
    >;
    const query = render(lmiaJobDescriptionSql(columns));
    expect(query.sql).not.toMatch(/received|Labour|foreign|head office|under the| as | in /);
    const words = Object.values(LMIA_JOB_COPY)
      .filter((template) => template !== LMIA_JOB_COPY.urgentReason)
      .flatMap((template) => template.split(/\{\w+\}/))
      .filter((word) => word !== '');
    for (const word of words) expect(query.params).toContain(word);
    expect(query.params).toContain(LMIA_EXPLANATION);
    expect(query.params).toContain(STREAM_NOT_SPECIFIED);
  });
});
