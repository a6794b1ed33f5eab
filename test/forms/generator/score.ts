// Scoring a reader's application against a form's truth, field by field: the issue's measure ("fields right at
// least 95%, and every masked or absent value null"). Applicants are compared in printed order.
import type { TruthApplicant, TruthApplication } from './truth.ts';

export interface FieldScore { field: string; truth: unknown; read: unknown; verdict: 'right' | 'wrong' | 'missed' | 'invented' }
export interface Score {
  /** Fields where the truth or the reading has a value. */
  fields: number;
  right: number;
  wrong: number;
  /** Truth has a value, the reading none. */
  missed: number;
  /** Truth is null (not printed, masked), the reading has a value: never acceptable. */
  invented: number;
  details: FieldScore[];
}

const APP_FIELDS = ['trade_name', 'legal_name', 'type_of_entity', 'industry', 'business_tax_id', 'business_tax_id_country',
  'business_tax_id_type', 'state_region', 'country', 'requested_amount', 'requested_payment', 'number_of_payments',
  'payment_frequency', 'business_start_date'] as const;
const APPLICANT_FIELDS = ['first_name', 'last_name', 'role', 'ownership', 'credit_score', 'tax_id', 'tax_id_type', 'tax_id_country',
  'date_of_birth'] as const;

const blank = (v: unknown) => v === null || v === undefined || v === '';
function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' || typeof b === 'number') return Math.abs(Number(a) - Number(b)) < 0.005;
  return String(a) === String(b);
}

/** `read` is what a reader produced (the brief's application shape; unknown fields ignored, missing ones null).
 *  `skip`: field names not scored (e.g. `date_of_birth` for a reader that does not return it). */
export function scoreApplication(truth: TruthApplication, read: Partial<Record<string, unknown>> | null, skip: readonly string[] = []): Score {
  const s: Score = { fields: 0, right: 0, wrong: 0, missed: 0, invented: 0, details: [] };
  const one = (field: string, t: unknown, r: unknown) => {
    if ((blank(t) && blank(r)) || skip.includes(field.replace(/^applicants\[\d+\]\./, ''))) return;
    s.fields++;
    const verdict = blank(t) ? 'invented' : blank(r) ? 'missed' : same(t, r) ? 'right' : 'wrong';
    s[verdict]++;
    s.details.push({ field, truth: t ?? null, read: r ?? null, verdict });
  };
  for (const f of APP_FIELDS) one(f, truth[f], read?.[f]);
  const readApplicants = (Array.isArray(read?.applicants) ? read.applicants : []) as Partial<Record<string, unknown>>[];
  const n = Math.max(truth.applicants.length, readApplicants.length);
  for (let i = 0; i < n; i++) {
    const t: Partial<TruthApplicant> = truth.applicants[i] ?? {};
    for (const f of APPLICANT_FIELDS) one(`applicants[${i}].${f}`, t[f], readApplicants[i]?.[f]);
  }
  return s;
}
