import { OPERATOR_FIELDS, OPERATOR_KEYS, OPERATOR_TOKENS, REFUND_WINDOW_FIELD, type OperatorIdentity } from '../../shared/operator';

/**
 * Who runs Maple Bridge, as the server wrote it into the page's <meta> tags (docs/product.md#operator-identity).
 * Read once, before the first render, so that a pre-rendered page hydrates with the values it was served with.
 * Without a document (the build's pre-rendering) the values are the tokens the server later fills in.
 */
// Typed by what it is used for: node-side unit tests import this module too, without the DOM's types.
const page = (globalThis as { document?: { querySelector(selector: string): { content?: string } | null } }).document;
const readMeta = (name: string, token: string) => page?.querySelector(`meta[name="${name}"]`)?.content ?? token;

function readOperator(): OperatorIdentity {
  const read = (key: keyof OperatorIdentity) => readMeta(OPERATOR_FIELDS[key].meta, OPERATOR_TOKENS[key]);
  return Object.fromEntries(OPERATOR_KEYS.map((key) => [key, read(key)])) as unknown as OperatorIdentity;
}

export const operator: OperatorIdentity = readOperator();

/** The refund window in days (REFUND_WINDOW_DAYS), as text: the refund policy and the account page state it. */
export const refundWindowDays: string = readMeta(REFUND_WINDOW_FIELD.meta, REFUND_WINDOW_FIELD.token);
