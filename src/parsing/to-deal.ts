// What a completed parsing writes onto its deal: the application fields read from the statements (only those found)
// and the financials in the brief's shape (extension fields of the engine are left on the parsing).
import type { PatchDealInput } from '../deals/schemas.ts';
import type { ParsedApplicant, ParseResult } from '../statements/index.ts';
import { validateTaxId } from '../taxids/index.ts';
import { isRealDate } from '../deals/application.ts';

const pastDate = (d: string) => isRealDate(d) && d <= new Date().toISOString().slice(0, 10);

/** An owner read from a form as the deal's applicant: the values the deal's rules accept (docs/forms.md). */
function dealApplicant(a: ParsedApplicant): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const k of ['first_name', 'last_name', 'role'] as const) if (a[k]) out[k] = a[k].slice(0, 100);
  if (a.ownership !== null && a.ownership >= 0 && a.ownership <= 100) out.ownership = a.ownership;
  if (a.credit_score !== null && a.credit_score >= 300 && a.credit_score <= 850) out.credit_score = a.credit_score;
  if (a.tax_id) {
    const t = validateTaxId({ value: a.tax_id, country: a.tax_id_country, type: a.tax_id_type }, 'personal');
    if (t.ok) Object.assign(out, { tax_id: t.value, tax_id_country: t.country, tax_id_type: t.type });
  }
  if (a.date_of_birth && pastDate(a.date_of_birth)) out.date_of_birth = a.date_of_birth;
  return out;
}

export function dealPatchFromParse(result: ParseResult): PatchDealInput {
  const application: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(result.application)) {
    if ((typeof v === 'string' && v) || (typeof v === 'number' && Number.isFinite(v) && v >= 0)) application[k] = v;
  }
  // A form's value the deal would refuse (a tax ID that does not validate, a date that is no calendar date) stays on
  // the parsing for a person to read, and never fails the upload: the deal takes what it accepts.
  if (application.business_tax_id !== undefined && !validateTaxId({ value: String(application.business_tax_id),
    country: (application.business_tax_id_country as string | undefined) ?? null, type: (application.business_tax_id_type as string | undefined) ?? null }, 'business').ok) {
    delete application.business_tax_id; delete application.business_tax_id_type; delete application.business_tax_id_country;
  }
  if (typeof application.business_start_date === 'string' && !pastDate(application.business_start_date)) delete application.business_start_date;
  // The owners read from a form (issue 36): the deal takes them (they replace the deal's applicants, as a PATCH's do),
  // each value the deal accepts; a statement-only upload has none and leaves the deal's applicants alone.
  const owners = (result.application.applicants ?? []).map(dealApplicant).filter((a) => Object.keys(a).length > 0);
  if (owners.length) {
    // Ownerships that add up to over 100% are a misread: kept on the parsing, not put on the deal.
    if (owners.reduce((sum, a) => sum + (typeof a.ownership === 'number' ? a.ownership : 0), 0) > 100) for (const a of owners) delete a.ownership;
    (application as Record<string, unknown>).applicants = owners;
  }
  const f = result.financials;
  return {
    application,
    financials: {
      avg_monthly_revenue: f.avg_monthly_revenue, avg_monthly_true_revenue: f.avg_monthly_true_revenue,
      avg_daily_balance: f.avg_daily_balance, avg_negative_days_count: f.avg_negative_days_count,
      avg_nsf_count: f.avg_nsf_count, total_positions_count: f.total_positions_count, remit_percentage: f.remit_percentage,
      months: f.months.map((m) => ({ date: m.date, total_credits: m.total_credits, total_true_credits: m.total_true_credits,
        negative_days_count: m.negative_days_count, nsf_count: m.nsf_count, deposit_count: m.deposit_count,
        days_covered: m.days_covered, partial: m.partial })),
      positions: f.positions.map((p) => ({ name: p.name, active: p.active, payment_frequency: p.payment_frequency,
        remit_percentage: p.remit_percentage })),
    },
  };
}
