// Where each application value of the deal page came from (issue 36 item 3): the application form (its file, page,
// label and how sure the reading is) or the statements (the account holder, the bank's address); a value that is no
// longer the one read (changed through the API or the page) has no source shown. Beside the legal name, the holders
// the statements print, so the form's declared name and the bank's evidence are read side by side.
import type { FormReading, FormValue, ParseResult } from '../../statements/index.ts';
import { html, type Html } from '../html.ts';

export type Evidence =
  | { from: 'form'; file: string; page: number; label: string; confidence: number }
  | { from: 'statements'; detail: string };

const STATEMENT_FIELDS: Record<string, string> = {
  legal_name: 'the account holder', trade_name: 'the account holder (its DBA)', state_region: 'the holder\'s address',
  country: 'the holder\'s address', type_of_entity: 'the account holder\'s legal suffix',
};

/** Each application field's source, and the applicants' (the form that gave the owners) under `applicants`. */
export function evidenceOf(app: Record<string, unknown>, result: ParseResult | null): Record<string, Evidence | undefined> & { applicants?: Evidence } {
  const out: Record<string, Evidence | undefined> & { applicants?: Evidence } = {};
  if (!result) return out;
  const docs = result.parsing_details.documents;
  const forms = docs.flatMap((d) => (d.form ? [{ file: d.file_name, form: d.form as FormReading }] : []));
  const fromForm = (file: string, v: FormValue): Evidence => ({ from: 'form', file, page: v.page, label: v.label, confidence: v.confidence });
  for (const [name, value] of Object.entries(app)) {
    if (value === null || value === undefined || name === 'applicants') continue;
    // The first form that printed the field gave it (analyze/application-form.ts).
    const f = forms.find((x) => x.form.fields[name as keyof FormReading['fields']]);
    const read = f?.form.fields[name as keyof FormReading['fields']];
    const parsed = (result.application as unknown as Record<string, unknown>)[name];
    if (read && f && parsed === value) out[name] = fromForm(f.file, read);
    else if (!read && parsed === value && STATEMENT_FIELDS[name] && result.parsing_details.statements.length) {
      out[name] = { from: 'statements', detail: STATEMENT_FIELDS[name]! };
    }
  }
  const owners = forms.find((x) => x.form.applicants.length);
  const first = owners?.form.applicants[0];
  const at = first && (first.last_name ?? first.first_name ?? first.tax_id);
  if (owners && at && Array.isArray(app.applicants) && app.applicants.length) out.applicants = fromForm(owners.file, at);
  return out;
}

/** The account holders the statements print, with their bank and period: the evidence beside the form's name. */
export function holdersNote(result: ParseResult): Html | string {
  const seen = new Map<string, string[]>();
  for (const s of result.parsing_details.statements) {
    if (!s.account_holder) continue;
    const where = [s.bank_name, s.period_end?.slice(0, 7)].filter(Boolean).join(' ');
    seen.set(s.account_holder, [...(seen.get(s.account_holder) ?? []), where]);
  }
  if (!seen.size) return '';
  return html`<br><span class="muted">On the statements: ${[...seen].map(([holder, at], i) => html`${i ? '; ' : ''}“${holder}” (${[...new Set(at)].join(', ')})`)}</span>`;
}
