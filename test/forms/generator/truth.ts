// The truth of one generated document (schema application-truth/1, described in docs/forms-generator.md): the
// application exactly as applications.md's rules read the printed form, null for every value not printed, and where
// each value is printed.
import type { Box, Placed } from './canvas.ts';

export type DocKind = 'application_form' | 'voided_check' | 'identity_document' | 'tax_form' | 'other';

export interface TruthApplicant {
  first_name: string | null;
  last_name: string | null;
  role: string | null;
  ownership: number | null;
  credit_score: number | null;
  tax_id: string | null;
  tax_id_type: string | null;
  tax_id_country: string | null;
  /** Not a field of the brief's applicant: kept so a reader's date of birth (a sensitive value) can be scored. */
  date_of_birth: string | null;
}

export interface TruthApplication {
  trade_name: string | null;
  legal_name: string | null;
  type_of_entity: string | null;
  industry: string | null;
  business_tax_id: string | null;
  business_tax_id_country: string | null;
  business_tax_id_type: string | null;
  state_region: string | null;
  country: string | null;
  requested_amount: number | null;
  requested_payment: number | null;
  number_of_payments: number | null;
  payment_frequency: string | null;
  business_start_date: string | null;
  applicants: TruthApplicant[];
}

export interface Location {
  /** Truth paths this printed value gives (`application.legal_name`, `application.applicants[0].first_name` ...). */
  fields: string[];
  page: number;
  /** [x0, y0, x1, y1] in PDF points, origin at the page's bottom left. */
  box: Box;
  /** The text as printed (for a checkbox: the checked option's label). */
  text: string;
  via: Placed['via'];
  acroform_field?: string;
  /** A checked AcroForm checkbox's on-state when it is not `Yes`. */
  acroform_value?: string;
}

export interface Decoy { key: string; text: string; page: number; box: Box; acroform_field?: string }

export interface FormTruth {
  schema: 'application-truth/1';
  file: string;
  kind: DocKind;
  generator: { layout: string; seed: number; style: string | null; scan: boolean; broker: string | null; country: string | null; mark?: string };
  pages: number;
  /** Null for documents that are not application forms. */
  application: TruthApplication | null;
  locations: Location[];
  /** Printed values that are not the application's (routing and account numbers, landlord, references, ISO rep,
   *  existing funders, state of incorporation, owners' home addresses ...): a reader must not take them. */
  decoys: Decoy[];
  /** What a non-form document shows (holder, numbers, totals), for classification tests. */
  facts: Record<string, string | number> | null;
  scan?: { dpi: number; skews: number[] };
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

export function emptyApplication(): TruthApplication {
  return { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null, business_tax_id_country: null,
    business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null, number_of_payments: null,
    payment_frequency: null, business_start_date: null, applicants: [] };
}

/** The application built from what the canvas placed: only printed values are non-null. */
export function applicationFrom(placed: Placed[]): { application: TruthApplication; locations: Location[]; decoys: Decoy[] } {
  const app = emptyApplication();
  const locations: Location[] = [];
  const decoys: Decoy[] = [];
  for (const p of placed) {
    const paths = Object.keys(p.fields);
    if (!paths.length) {
      if (p.text) decoys.push({ key: p.key, text: p.text, page: p.page, box: p.box, ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}) });
      continue;
    }
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
    locations.push({ fields: paths, page: p.page, box: p.box, text: p.text, via: p.via, ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}),
      ...(p.acroform_value ? { acroform_value: p.acroform_value } : {}) });
  }
  return { application: app, locations, decoys };
}
