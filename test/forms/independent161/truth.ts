// The truth of a set-161 form: the application as the placed values give it, null for everything not printed.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import type { Placed } from './draw.ts';

export function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };
}
export function emptyApp(): TruthApplication {
  return { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null, business_tax_id_country: null,
    business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null, number_of_payments: null,
    payment_frequency: null, business_start_date: null, applicants: [] };
}

/** Sets `application.x` / `application.applicants[i].x` paths on an application; a later non-null value must agree. */
export function setPath(app: TruthApplication, path: string, v: unknown): void {
  const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
  const target = a ? ((): Record<string, unknown> => {
    while (app.applicants.length <= Number(a[1])) app.applicants.push(emptyApplicant());
    return app.applicants[Number(a[1])] as unknown as Record<string, unknown>;
  })() : (app as unknown as Record<string, unknown>);
  const k = a ? a[2]! : path.slice('application.'.length);
  if (!(k in target)) throw new Error(`unknown truth path ${path}`);
  if (target[k] !== null && v !== null && target[k] !== v) throw new Error(`conflicting values for ${path}: ${String(target[k])} / ${String(v)}`);
  if (v !== null || target[k] === undefined) target[k] = v;
}

export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApp();
  for (const p of placed) for (const [path, v] of Object.entries(p.fields)) setPath(app, path, v);
  return app;
}
