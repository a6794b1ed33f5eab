// The Summary sheet of a deal's export (issue 34, item 5): what the top of the deal page says, as rows of a table:
// the figures an underwriter decides on (and which a person corrected), the review of the statements and the
// application, the positions, and the funder outcome. One row per fact: section, item, value, detail.
import type { DealView } from './schemas.ts';
import { STATEMENTS_CHECK } from '../matching/statement-note.ts';

type Cell = string | number | boolean | Date | null;
type Row = [section: string, item: string, value: Cell, detail: string | null];

const FIGURES: Array<[field: string, label: string]> = [
  ['avg_monthly_revenue', 'Avg monthly revenue'], ['avg_monthly_true_revenue', 'Avg monthly true revenue'],
  ['avg_daily_balance', 'Avg daily balance'], ['avg_nsf_count', 'NSFs a month'], ['avg_negative_days_count', 'Negative days a month'],
  ['total_positions_count', 'Open positions'], ['remit_percentage', 'Holdback % (all active positions)'],
];

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

function dealRows(deal: DealView, today: string): Row[] {
  const a = deal.application;
  return [
    ['Deal', 'Business', a.legal_name ?? a.trade_name ?? null, a.trade_name && a.legal_name && a.trade_name !== a.legal_name ? `dba ${a.trade_name}` : null],
    ['Deal', 'External id', deal.external_id, null],
    ['Deal', 'Stage', deal.stage, null],
    ['Deal', 'Exported', new Date(`${today}T00:00:00Z`), deal.dashboard_url],
  ];
}

function figureRows(deal: DealView): Row[] {
  const f = deal.financials as Record<string, unknown>;
  const corrected = new Set(deal.corrected_fields);
  const rows: Row[] = FIGURES.map(([field, label]) => ['Figures', label, num(f[field]), corrected.has(field) ? 'corrected by a person' : null]);
  const months = (deal.financials.months ?? []) as Array<{ partial?: boolean }>;
  rows.push(['Figures', 'Months of statements', months.length, months.some((m) => m.partial) ? `${months.filter((m) => m.partial).length} partial (not averaged)` : null]);
  return rows;
}

function reviewRows(deal: DealView): Row[] {
  const r = deal.statement_review;
  const rows: Row[] = [['Review', 'Things to review', deal.review_count, null]];
  if (r) {
    rows.push(['Review', 'Statements verified', `${r.verified} of ${r.statements}`, r.verified === r.statements ? 'every statement reconciles' : 'figures not verified']);
    for (const u of r.unreconciled) {
      rows.push(['Review', `Statement ${u.statement + 1} does not reconcile`, u.reconciliation_difference,
        [u.file_name, u.period_start && u.period_end ? `${u.period_start} to ${u.period_end}` : null].filter(Boolean).join(', ') || null]);
    }
    for (const t of r.tamper_signals) rows.push(['Review', `Sign of editing (${t.code})`, t.file_name, t.message]);
    if (r.partial_months.length) rows.push(['Review', 'Partial months (fewer than 25 days)', r.partial_months.join(', '), 'not averaged']);
    for (const d of r.unread_documents) rows.push(['Review', 'No statement read from', d.file_name, d.warnings.join(', ') || null]);
  }
  for (const f of deal.review_flags) rows.push(['Review', `Application value not recognised: ${f.field}`, f.value, f.reason]);
  if (deal.corrected_fields.length) rows.push(['Review', 'Figures corrected by a person', deal.corrected_fields.join(', '), null]);
  return rows;
}

function positionRows(deal: DealView, parsed: Array<Record<string, any>> | undefined): Row[] {
  const positions = (parsed ?? deal.financials.positions ?? []) as Array<Record<string, any>>;
  return positions.map((p): Row => ['Positions', String(p.name), num(p.remit_percentage),
    [p.active === false ? 'paid off or stopped' : 'active', p.payment_frequency, typeof p.payment_amount === 'number' ? `payment ${p.payment_amount.toFixed(2)}` : null]
      .filter(Boolean).join(', ')]);
}

function funderRows(deal: DealView): Row[] {
  const results = deal.funder_results;
  if (results.length === 0) return [['Funders', 'Matched', null, 'not matched yet']];
  const note = results[0]!.matching_breakdown.find((c) => c.check === STATEMENTS_CHECK);
  return [['Funders', 'Matched', `${results.filter((r) => r.matched).length} of ${results.length}`,
    note ? `on unverified figures: ${String(note.deal_value)}` : null]];
}

/** The Summary sheet's rows. `parsed`: the parsed positions (with their payments), when the deal has statements. */
export function summaryRows(deal: DealView, parsed: Array<Record<string, any>> | undefined, today: string): Cell[][] {
  return [...dealRows(deal, today), ...figureRows(deal), ...reviewRows(deal), ...positionRows(deal, parsed), ...funderRows(deal)];
}
