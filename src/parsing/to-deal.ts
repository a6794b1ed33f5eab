// What a completed parsing writes onto its deal: the application fields read from the statements (only those found)
// and the financials in the brief's shape (extension fields of the engine are left on the parsing).
import type { PatchDealInput } from '../deals/schemas.ts';
import type { ParseResult } from '../statements/index.ts';

export function dealPatchFromParse(result: ParseResult): PatchDealInput {
  const application: Record<string, string> = {};
  for (const [k, v] of Object.entries(result.application)) if (typeof v === 'string' && v) application[k] = v;
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
