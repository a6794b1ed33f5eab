// The truth of a generated form, assembled from the values the sheet recorded as printed.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import type { Placed } from './sheet.ts';

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as the printed values give it: every field no printed value gives stays null. */
export function truthFrom(placed: readonly Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
  const seen = new Map<string, string | number | null>();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      // A field printed twice (a name in the owner block and under the signature) must read the same both times.
      if (seen.has(path) && seen.get(path) !== v) throw new Error(`${path} printed as ${String(seen.get(path))} and ${String(v)}`);
      seen.set(path, v);
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}
