// The truth from what a layout placed: every field a printed value gives, null for every value not printed. A value
// printed twice (the header's business name, a signature block's printed name) must give the same truth each time.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import type { Mark } from './sheet.ts';

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

export function truthOf(marks: readonly Mark[]): TruthApplication {
  const app = emptyApplication();
  const seen = new Map<string, string | number | null>();
  for (const m of marks) {
    for (const [path, v] of Object.entries(m.fields)) {
      if (seen.has(path) && seen.get(path) !== v) throw new Error(`${path} printed as ${String(seen.get(path))} and ${String(v)} (${m.key})`);
      seen.set(path, v);
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        const k = path.slice('application.'.length);
        if (!(k in app)) throw new Error(`unknown truth path ${path}`);
        (app as unknown as Record<string, unknown>)[k] = v;
      }
    }
  }
  return app;
}
