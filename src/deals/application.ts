// Validation and normalisation of an application, shared by every endpoint that takes one (deals, matching,
// parsing results): tax IDs validated and normalised (422 on any invalid or ambiguous one), reference aliases
// mapped to ids, unknown reference values kept as sent and flagged for review.
import { validationFailed, type FieldIssue } from '../platform/errors.ts';
import { normalizeApplication } from '../reference/normalize.ts';
import { validateTaxId } from '../taxids/index.ts';
import type { ApplicationInput, ReviewFlagView } from './schemas.ts';

type App = Record<string, unknown> & ApplicationInput;

function checkTaxId(target: Record<string, unknown>, fields: { value: string; country: string; type: string },
  role: 'business' | 'personal', path: string, issues: FieldIssue[]) {
  const value = target[fields.value];
  if (value === undefined || value === null) return;
  const result = validateTaxId({ value: String(value), country: (target[fields.country] as string | null) ?? null,
    type: (target[fields.type] as string | null) ?? null }, role);
  if (!result.ok) {
    const field = result.field === 'value' ? fields.value : result.field === 'country' ? fields.country : fields.type;
    issues.push({ field: `${path}.${field}`, issue: result.issue });
    return;
  }
  target[fields.value] = result.value;
  target[fields.country] = result.country;
  target[fields.type] = result.type;
}

/** Returns the application to store and its review flags; throws validation_failed for bad tax IDs or dates. */
export function prepareApplication(input: ApplicationInput, path = 'application'): { application: App; review_flags: ReviewFlagView[] } {
  const app: App = structuredClone(input) as App;
  const issues: FieldIssue[] = [];
  checkTaxId(app, { value: 'business_tax_id', country: 'business_tax_id_country', type: 'business_tax_id_type' }, 'business', path, issues);
  (app.applicants ?? []).forEach((applicant, i) => {
    checkTaxId(applicant as Record<string, unknown>, { value: 'tax_id', country: 'tax_id_country', type: 'tax_id_type' },
      'personal', `${path}.applicants[${i}]`, issues);
  });
  (app.applicants ?? []).forEach((a, i) => {
    if (typeof a.date_of_birth === 'string' && !isRealDate(a.date_of_birth)) issues.push({ field: `${path}.applicants[${i}].date_of_birth`, issue: 'is not a calendar date' });
  });
  if (typeof app.business_start_date === 'string' && !isRealDate(app.business_start_date)) {
    issues.push({ field: `${path}.business_start_date`, issue: 'is not a calendar date' });
  }
  if (issues.length) throw validationFailed(issues, 'invalid application');
  const normalized = normalizeApplication(app, path);
  return { application: normalized.application as App, review_flags: normalized.review_flags };
}

export function isRealDate(value: string): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Merge-patch: a key set to null is removed; collections (arrays) replace; absent keys stay. */
export function mergePatch<T extends Record<string, unknown>>(stored: T, patch: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) delete out[key];
    else out[key] = value;
  }
  return out as T;
}

/** Drops null fields (null means "not supplied" on create). */
export function withoutNulls<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as T;
}
