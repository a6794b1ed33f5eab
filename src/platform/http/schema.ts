// Schema building blocks shared by every route. Limits are documented in docs/api.md.
import { Type, type TSchema } from 'typebox';

// No C0 control characters or DEL in single-line text; unicode letters are welcome.
const SINGLE_LINE = '^[^\\u0000-\\u001F\\u007F]*$';
const MULTI_LINE = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

export const Text = (maxLength = 200) => Type.String({ maxLength, pattern: SINGLE_LINE });
export const LongText = (maxLength = 5000) => Type.String({ maxLength, pattern: MULTI_LINE });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const Money = () => Type.Number({ minimum: -1e12, maximum: 1e12 });
export const Amount = () => Type.Number({ minimum: 0, maximum: 1e12 });
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const MONTH = '^\\d{4}-(0[1-9]|1[0-2])$';
// `format: date` also refuses dates no calendar has (2024-02-30).
export const IsoDate = () => Type.String({ pattern: DATE, format: 'date', maxLength: 10, examples: ['2018-04-02'] });
export const IsoMonth = () => Type.String({ pattern: MONTH, maxLength: 7, examples: ['2026-07'] });
export const Uuid = () => Type.String({ format: 'uuid', maxLength: 36 });

/** What a validation error says a text field must look like, by its schema's pattern or format (errors.ts). */
const FORMS: Record<string, string> = {
  [SINGLE_LINE]: 'must be a single line of text without control characters',
  [MULTI_LINE]: 'must be text without control characters other than line breaks and tabs',
  [DATE]: 'must be a date in the form YYYY-MM-DD',
  [MONTH]: 'must be a month in the form YYYY-MM',
  date: 'must be a date in the form YYYY-MM-DD',
  uuid: 'must be a UUID',
};

export function expectedForm(schema: Record<string, unknown> | undefined): string | undefined {
  if (!schema) return undefined;
  const pattern = typeof schema.pattern === 'string' ? FORMS[schema.pattern] : undefined;
  const format = typeof schema.format === 'string' ? FORMS[schema.format] : undefined;
  return pattern ?? format;
}
export const Timestamp = () => Type.String();
/** A job's status (parsing and matching). */
export const JobStatus = () => Type.Union([Type.Literal('queued'), Type.Literal('processing'), Type.Literal('completed'), Type.Literal('failed')]);

export const FieldIssueSchema = Type.Object({ field: Type.String(), issue: Type.String() });
export const ErrorSchema = Type.Object({
  error: Type.Object({
    code: Type.String(), message: Type.String(),
    details: Type.Optional(Type.Array(FieldIssueSchema)), request_id: Type.String(),
  }),
}, { $id: 'Error' });

/** The error answers a route can give, for the OpenAPI document. */
export function errorResponses(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries(statuses.map((s) => [s, Type.Ref('Error')]));
}

/**
 * The response form of a request schema: `anyOf [T, null]` becomes T. Stored documents never hold nulls (null
 * means "clear" on the way in), and unions make the serializer validate every field to pick a branch.
 */
export function responseForm<T extends TSchema>(schema: T): T {
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (node === null || typeof node !== 'object') return node;
    const obj = node as Record<string, unknown>;
    const anyOf = obj.anyOf as Array<Record<string, unknown>> | undefined;
    if (anyOf && anyOf.length === 2 && anyOf.some((s) => s.type === 'null')) {
      return strip(anyOf.find((s) => s.type !== 'null'));
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) {
      // Patterns and limits are for input; the serializer does not need them.
      if (k === 'pattern' || k === 'maxLength' || k === 'maxItems' || k === 'minimum' || k === 'maximum') continue;
      out[k] = strip(v);
    }
    return out;
  };
  return strip(schema) as T;
}
