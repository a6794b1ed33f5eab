// The truth of one form, built from what the sheet placed: only printed values are non-null (applications.md).
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import type { Placed } from './draw.ts';

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from what was placed: every value printed gives its fields; everything else stays null. */
export function truthFrom(placed: readonly Placed[]): TruthApplication {
  const out: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (out.applicants.length <= i) out.applicants.push({ ...EMPTY_APPLICANT });
        (out.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        const k = path.slice('application.'.length);
        if (!(k in out)) throw new Error(`unknown truth path ${path}`);
        (out as unknown as Record<string, unknown>)[k] = v;
      }
    }
  }
  return out;
}

