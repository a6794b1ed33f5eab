// What a completed parsing writes onto its deal: the application fields read from the statements (only those found)
// and the financials in the brief's shape (extension fields of the engine are left on the parsing).
import type { PatchDealInput } from '../deals/schemas.ts';
import type { ParseResult } from '../statements/index.ts';
import { validateTaxId } from '../taxids/index.ts';
import { isRealDate } from '../deals/application.ts';

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
  if (typeof application.business_start_date === 'string' && (!isRealDate(application.business_start_date) || application.business_start_date > new Date().toISOString().slice(0, 10))) delete application.business_start_date;
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
