// The application from the upload's application forms over the one read from statements (issue 36): what the
// merchant declared wins over what the bank printed; a field no form printed keeps the statements' value.
import { sameBusiness } from './same-business.ts';
import type { ExtractedDocument, FormReading, ParsedApplicant, ParsedApplication } from '../types.ts';

export function withForms(fromStatements: ParsedApplication, documents: ExtractedDocument[]): ParsedApplication {
  const forms = documents.map((d) => d.form).filter((f): f is FormReading => !!f);
  if (!forms.length) return fromStatements;
  const app: ParsedApplication = { ...fromStatements };
  // Statements of another business than the form's (the holder is neither its legal name nor its DBA: a review flag of
  // the deal) say nothing of the form's business: its DBA, address and entity type are not taken from them.
  const named = forms.flatMap((f) => [f.fields.legal_name, f.fields.trade_name]).filter((v) => !!v).map((v) => String(v!.value));
  if (named.length && fromStatements.legal_name && !sameBusiness(fromStatements.legal_name, named)) {
    Object.assign(app, { trade_name: null, state_region: null, country: null, type_of_entity: null });
  }
  const out = app as unknown as Record<string, unknown>;
  // The first form that prints a field gives it (forms in upload order): the later ones are written first.
  for (const form of [...forms].reverse()) {
    for (const [k, v] of Object.entries(form.fields)) if (v) out[k] = v.value;
  }
  // No entity type printed on a form: none is guessed from the form's legal name ("Silver Oak Boutique Group LLC"
  // printed, no entity asked: applications.md reads the entity from its printed field, and a value not printed is
  // null); the statements' holder's, when the holder is the form's business, stays.
  const owners = forms.find((f) => f.applicants.length)?.applicants ?? [];
  if (owners.length) app.applicants = owners.map(applicant);
  return app;
}

function applicant(a: FormReading['applicants'][number]): ParsedApplicant {
  return {
    first_name: a.first_name?.value ?? null, last_name: a.last_name?.value ?? null, role: a.role?.value ?? null,
    ownership: a.ownership?.value ?? null, credit_score: a.credit_score?.value ?? null, tax_id: a.tax_id?.value ?? null,
    tax_id_type: a.tax_id ? a.tax_id_type : null, tax_id_country: a.tax_id ? a.tax_id_country : null,
    ...(a.date_of_birth ? { date_of_birth: a.date_of_birth.value } : {}),
  };
}
