import { z } from 'zod';
import { parsedResumeSchema } from '../../../../shared/schemas/documents';

/**
 * The structured-output schemas the model must answer in, and the zod schemas its answers are checked with.
 *
 * OpenAI's strict mode accepts only a subset of JSON Schema: every object must list all of its properties in
 * `required` and set `additionalProperties: false` (an optional field is expressed as a value the model may
 * leave empty, not as a missing key). `z.toJSONSchema` (zod v4) produces the rest; `toStrictJsonSchema` checks
 * the result when this module loads, so a schema change that strict mode would reject fails at start-up and
 * in the tests instead of at the provider.
 */

/** A generated document: markdown-like text (`# Name`, `## Section`, `- ` bullets), no HTML. */
export const documentAnswerSchema = z.object({
  content: z
    .string()
    .describe('The whole document as plain text: "# " for the name, "## " for section headings, "- " for bullets. No HTML.'),
});

const { workExperience, education } = parsedResumeSchema.shape;

/**
 * The parser's answer as the model gives it: `parsedResumeSchema` with its optional fields required (strict
 * mode has no optional properties); an empty string or list means "none" and is dropped after validation.
 * The member's preferred provinces are My profile's own field, never read from a CV.
 */
export const parsedResumeAnswerSchema = parsedResumeSchema.omit({ preferredProvinces: true }).extend({
  personalInfo: parsedResumeSchema.shape.personalInfo.extend({
    linkedin: z.string().describe('The LinkedIn profile URL, or an empty string when the resume has none.'),
  }),
  workExperience: z.array(
    workExperience.element.extend({
      start: z.string().describe('When the role began as written ("Jan 2019"), or an empty string.'),
      end: z.string().describe('When it ended as written ("Present", "Mar 2023"), or an empty string.'),
    }),
  ),
  education: z.array(education.element.extend({ grade: z.string().describe('The grade given with it, or an empty string.') })),
  summary: z.string().describe("The CV's own profile or summary paragraph, or an empty string."),
  licences: z.array(z.string()).describe('Licences and certifications, one each; an empty list when none.'),
});

export type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema for `response_format: json_schema` with `strict: true`; throws if strict mode would reject it. */
export function toStrictJsonSchema(schema: z.ZodType): JsonSchema {
  const generated = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }) as JsonSchema;
  // The draft marker is not a keyword strict mode lists; the schema means the same without it.
  const { $schema: _draft, ...json } = generated;
  if (json.type !== 'object') throw new Error('Strict structured output needs an object at the root.');
  assertStrictCompatible(json, '#');
  return json;
}

const NESTED_SCHEMA_KEYS = ['items', 'anyOf', 'allOf', 'oneOf', 'not', 'prefixItems'] as const;

function assertStrictCompatible(node: unknown, path: string): void {
  if (Array.isArray(node)) {
    node.forEach((child, index) => assertStrictCompatible(child, `${path}/${index}`));
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  if (schema.type === 'object' || 'properties' in schema) {
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    const required = Array.isArray(schema.required) ? (schema.required as unknown[]) : [];
    const missing = Object.keys(properties).filter((key) => !required.includes(key));
    if (missing.length > 0) throw new Error(`Strict structured output: ${path} must require ${missing.join(', ')}.`);
    if (schema.additionalProperties !== false) throw new Error(`Strict structured output: ${path} must set additionalProperties: false.`);
    for (const [key, child] of Object.entries(properties)) assertStrictCompatible(child, `${path}/properties/${key}`);
  }
  for (const key of NESTED_SCHEMA_KEYS) if (key in schema) assertStrictCompatible(schema[key], `${path}/${key}`);
  for (const defsKey of ['$defs', 'definitions'] as const) {
    const defs = schema[defsKey];
    if (defs && typeof defs === 'object') {
      for (const [name, child] of Object.entries(defs)) assertStrictCompatible(child, `${path}/${defsKey}/${name}`);
    }
  }
}

export const DOCUMENT_JSON_SCHEMA = toStrictJsonSchema(documentAnswerSchema);
export const PARSED_RESUME_JSON_SCHEMA = toStrictJsonSchema(parsedResumeAnswerSchema);
