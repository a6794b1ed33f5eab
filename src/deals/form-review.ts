// What the merchant declared on the application form against what the bank printed (issue 36 item 3): each
// disagreement is a review flag of the deal (the same `review_flags` as a reference value that matches nothing), with
// both values: the form's as `value`, the statements' as `statements_value`. Pure; written on the deal when an upload
// completes into it, and again, from scratch, by every later upload (docs/forms.md "Statements and forms together").
import type { FormReading, FormValue, ParseResult } from '../statements/index.ts';
import { isCardStatement, sameBusiness } from '../statements/figures.ts';

export { comparableName } from '../statements/figures.ts';

/** The reason of a flag for a form's value the statements contradict. */
export const DIFFERS = 'differs_from_statements';

/**
 * Declared monthly sales within this share of the statements' average monthly revenue (deposits) agree: a merchant
 * declares a round figure from memory, often gross card sales of a busy month, and a month's deposits move with
 * payment timing; a 25% gap is beyond that noise and is what underwriters question (docs/forms.md).
 */
export const SALES_TOLERANCE = 0.25;

export interface FormReviewFlag { field: string; value: string; reason: typeof DIFFERS; statements_value: string }

/** The first form of the upload that printed the value (the rule that fills the application: analyze/application-form.ts). */
function first<T>(forms: FormReading[], pick: (f: FormReading) => T | null | undefined): T | null {
  for (const f of forms) { const v = pick(f); if (v !== null && v !== undefined) return v; }
  return null;
}

const money = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

export function formReviewFlags(result: ParseResult): FormReviewFlag[] {
  const { documents, statements } = result.parsing_details;
  const forms = documents.map((d) => d.form).filter((f): f is FormReading => !!f);
  if (!forms.length || !statements.length) return [];
  const flags: FormReviewFlag[] = [];
  const legal = first(forms, (f) => f.fields.legal_name);
  const trade = first(forms, (f) => f.fields.trade_name);
  const names = [legal, trade].filter((v): v is FormValue => !!v).map((v) => String(v.value));
  if (names.length) {
    // A card is often in an owner's own name: only bank statements say whose business the account is.
    const holders = [...new Set(statements.filter((s) => !isCardStatement(s)).map((s) => s.account_holder?.replace(/\s+/g, ' ').trim()).filter((h): h is string => !!h))];
    const others = holders.filter((h) => !sameBusiness(h, names));
    // The flag is on the legal name (the DBA's when no legal name was printed), with that field's value: a person who
    // settles it types the right one in its place.
    if (others.length) flags.push({ field: legal ? 'application.legal_name' : 'application.trade_name', value: names[0]!, reason: DIFFERS, statements_value: others.join('; ') });
  }
  const sales = first(forms, (f) => f.declared?.monthly_sales);
  const revenue = result.financials.avg_monthly_revenue;
  const counted = result.financials.months.some((m) => !m.partial);
  if (sales && counted && revenue > 0 && Math.abs(Number(sales.value) - revenue) > SALES_TOLERANCE * revenue) {
    flags.push({ field: 'financials.avg_monthly_revenue', value: money(Number(sales.value)), reason: DIFFERS, statements_value: money(revenue) });
  }
  const listed = first(forms, (f) => (f.declared?.existing_advances?.length ? f.declared.existing_advances : null));
  const printed = first(forms, (f) => f.declared?.existing_advances_count);
  if (listed || printed) {
    const declared = listed ? listed.length : Number(printed!.value);
    const found = result.financials.positions.filter((p) => p.active);
    if (declared !== found.length) {
      const list = (n: number, names: string[]) => `${n}${names.length ? `: ${names.join(', ')}` : ''}`;
      flags.push({ field: 'financials.total_positions_count', value: list(declared, (listed ?? []).map((v) => v.value)), reason: DIFFERS,
        statements_value: list(found.length, found.map((p) => p.name)) });
    }
  }
  return flags;
}
