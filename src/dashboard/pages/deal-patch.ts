// The deal page's application forms as PATCH bodies. A browser form sends text, so its values are first read into
// the types the API takes, then the body is checked against PatchDealBody, the schema PATCH /v1/deals/:id validates
// with (lengths, ranges, integers, dates, control characters), before the deals service applies it with the same
// merge and the same normalisation and review flags. Nothing here decides a rule of its own.
import { Compile } from 'typebox/compile';
import { PatchDealBody, type DealView, type PatchDealInput } from '../../deals/schemas.ts';
import { validationFailed, type FieldIssue } from '../../platform/errors.ts';
import { expectedForm } from '../../platform/http/schema.ts';
import { field, type Form } from '../form.ts';
import { countryOf, isReferenceField, isSupported } from './deal-options.ts';

export interface Scalar { name: string; kind: 'text' | 'reference' | 'money' | 'integer' | 'frequency' | 'date' }

/** The main fields of the "Edit application" form, in its order. */
export const SCALARS: readonly Scalar[] = [
  { name: 'legal_name', kind: 'text' }, { name: 'trade_name', kind: 'text' },
  { name: 'type_of_entity', kind: 'reference' }, { name: 'industry', kind: 'reference' },
  { name: 'country', kind: 'reference' }, { name: 'state_region', kind: 'reference' },
  { name: 'requested_amount', kind: 'money' }, { name: 'requested_payment', kind: 'money' },
  { name: 'number_of_payments', kind: 'integer' }, { name: 'payment_frequency', kind: 'frequency' },
  { name: 'business_start_date', kind: 'date' },
];

/** payment_frequency's values as deals/schemas.ts lists them (the schema check below refuses any other). */
export const FREQUENCIES: readonly string[] = ['daily', 'weekly', 'biweekly', 'semimonthly', 'monthly'];

const patchSchema = Compile(PatchDealBody);

interface SchemaError { keyword: string; instancePath: string; params: Record<string, unknown>; message?: string }

/** "/application/applicants/0/role" -> "application.applicants[0].role" (the API's field names in its 422s). */
function fieldPath(pointer: string): string {
  return pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

/** Throws validation_failed, with the API's field names, when PATCH /v1/deals/:id would refuse the body. */
export function checkPatch(body: PatchDealInput): PatchDealInput {
  if (patchSchema.Check(body)) return body;
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const e of patchSchema.Errors(body) as Iterable<SchemaError>) {
    // Union wrappers and the `null` branch of every nullable field repeat what the leaf error says better.
    if (e.keyword === 'anyOf' || e.keyword === 'boolean' || (e.keyword === 'type' && e.params.type === 'null')) continue;
    const issue = e.keyword === 'additionalProperties'
      ? { field: fieldPath(e.instancePath), issue: 'has an unknown field' }
      : e.keyword === 'pattern'
        ? { field: fieldPath(e.instancePath), issue: 'has an invalid format or forbidden characters' }
        : e.keyword === 'format' // a date no calendar has: said as the API says it
        ? { field: fieldPath(e.instancePath), issue: expectedForm({ format: e.params.format }) ?? 'has an invalid format' }
        : { field: fieldPath(e.instancePath) || '(form)', issue: e.message ?? 'is invalid' };
    const key = `${issue.field}|${issue.issue}`;
    if (!seen.has(key)) { seen.add(key); issues.push(issue); }
  }
  throw validationFailed(issues.length ? issues : [{ field: '(form)', issue: 'is invalid' }]);
}

/** A number typed in a form ("50,000", "$1200.50"), or undefined when it is not one. */
function readNumber(text: string): number | undefined {
  const n = Number(text.replace(/[\s,$]/g, ''));
  return text.trim() !== '' && Number.isFinite(n) ? n : undefined;
}

/**
 * The "Edit application" form as a PATCH body: only the fields whose value differs from the one the form was
 * rendered with (`was_<name>`), an emptied field as null (cleared). Null when nothing changed.
 */
export function editPatch(form: Form): PatchDealInput | null {
  const application: Record<string, unknown> = {};
  const issues: FieldIssue[] = [];
  for (const s of SCALARS) {
    if (!(s.name in form)) continue;
    const now = field(form, s.name);
    if (now === field(form, `was_${s.name}`)) continue;
    const text = now.trim();
    if (text === '') { application[s.name] = null; continue; }
    if (s.kind === 'money' || s.kind === 'integer') {
      const n = readNumber(text);
      if (n === undefined) issues.push({ field: `application.${s.name}`, issue: 'must be a number' });
      else application[s.name] = n;
    } else application[s.name] = text;
  }
  if (issues.length) throw validationFailed(issues);
  if (Object.keys(application).length === 0) return null;
  return checkPatch({ application } as PatchDealInput);
}

/**
 * A review flag's fix as a PATCH body: the chosen value for the flagged field. A reference field takes only a
 * supported value (the form offers nothing else). An applicant's field is sent as the whole applicants list with
 * that one value changed, since PATCH replaces the list. 'resolved' when the deal no longer has the flag (someone
 * fixed it meanwhile): nothing is sent, so a stale form never overwrites a newer value.
 */
export function flagPatch(deal: DealView, flagField: string, value: string): PatchDealInput | 'resolved' {
  if (!deal.review_flags.some((f) => f.field === flagField)) return 'resolved';
  const chosen = value.trim();
  if (chosen === '') throw validationFailed([{ field: flagField, issue: 'choose a value' }]);
  const app = deal.application as Record<string, unknown>;
  const top = /^application\.(\w+)$/.exec(flagField);
  if (top) {
    const name = top[1]!;
    if (isReferenceField(name) && !isSupported(name, chosen, name === 'country' ? null : countryOf(app))) {
      throw validationFailed([{ field: flagField, issue: 'is not one of the supported values; choose one from the list' }]);
    }
    return checkPatch({ application: { [name]: chosen } } as PatchDealInput);
  }
  const applicant = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(flagField);
  const list = Array.isArray(app.applicants) ? (app.applicants as Array<Record<string, unknown>>) : [];
  const index = applicant ? Number(applicant[1]) : -1;
  if (!applicant || index >= list.length) throw validationFailed([{ field: flagField, issue: 'cannot be changed here' }]);
  const name = applicant[2]!;
  const current = list[index]![name];
  const typed = typeof current === 'number' ? readNumber(chosen) : chosen;
  if (typed === undefined) throw validationFailed([{ field: flagField, issue: 'must be a number' }]);
  const applicants = list.map((a, i) => (i === index ? { ...a, [name]: typed } : a));
  return checkPatch({ application: { applicants } } as PatchDealInput);
}
