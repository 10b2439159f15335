import { OPERATOR_FIELDS, OPERATOR_KEYS, OPERATOR_TOKENS, type OperatorIdentity } from '../../shared/operator';

/**
 * Who runs Maple Bridge, as the server wrote it into the page's <meta> tags (docs/product.md#operator-identity).
 * Read once, before the first render, so that a pre-rendered page hydrates with the values it was served with.
 * Without a document (the build's pre-rendering) the values are the tokens the server later fills in.
 */
function readOperator(): OperatorIdentity {
  // Typed by what it is used for: node-side unit tests import this module too, without the DOM's types.
  const page = (globalThis as { document?: { querySelector(selector: string): { content?: string } | null } }).document;
  if (!page) return OPERATOR_TOKENS;
  const read = (key: keyof OperatorIdentity) =>
    page.querySelector(`meta[name="${OPERATOR_FIELDS[key].meta}"]`)?.content ?? OPERATOR_TOKENS[key];
  return Object.fromEntries(OPERATOR_KEYS.map((key) => [key, read(key)])) as unknown as OperatorIdentity;
}

export const operator: OperatorIdentity = readOperator();
