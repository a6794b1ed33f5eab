// A deal's data as tables for underwriters' spreadsheets: a summary (what the deal page's top says: figures, review,
// positions, funder outcome), transactions (with corrections applied, categories in words), months (with average
// daily and ending balance, as the page's table), daily balances, positions and funder results; as CSV (one table a
// file) or one Excel workbook (one sheet each, typed cells: numbers as numbers, dates as dates; the header row
// frozen), written by exceljs rather than by hand. Files are named after the business and the day (exportName).
import type { ParseResult } from '../statements/index.ts';
import { monthBalances } from '../statements/figures.ts';
import { CATEGORY_LABEL } from './category-labels.ts';
import { summaryRows } from './export-summary.ts';
import type { DealView } from './schemas.ts';

export const EXPORT_TABLES = ['summary', 'transactions', 'months', 'daily_balances', 'positions', 'funders'] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

type Cell = string | number | boolean | Date | null;
interface Column { header: string; kind: 'text' | 'money' | 'number' | 'date' | 'percent' | 'bool' | 'value' }
export interface Table { name: string; columns: Column[]; rows: Cell[][] }

const day = (iso: string | null | undefined): Date | null => (iso ? new Date(`${iso.slice(0, 10)}T00:00:00Z`) : null);
const month = (ym: string): Date => new Date(`${ym}-01T00:00:00Z`);
const account = (last4: string | null) => (last4 ? `...${last4}` : null);

/**
 * The export's file name: the business's name and the day, `acme-trucking-llc-2026-11-29` (ASCII letters and digits
 * joined by hyphens, at most 60 characters), or `deal-<first 8 of its id>` for a deal without a name.
 */
export function exportName(deal: DealView, today: string): string {
  const name = deal.application.legal_name ?? deal.application.trade_name ?? '';
  const slug = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
    .slice(0, 60).replace(/-+$/, '');
  return `${slug || `deal-${deal.deal_id.slice(0, 8)}`}-${today}`;
}

function monthsTable(deal: DealView, result: ParseResult | null): Table {
  // Balances as the deal page's months table shows them (each month's statements), and the parsed months' coverage.
  const parsed = new Map((result?.financials.months ?? []).map((m) => [m.date, m as { days_covered?: number; partial?: boolean }]));
  return {
    name: 'Months',
    columns: [{ header: 'Month', kind: 'date' }, { header: 'Deposits', kind: 'number' }, { header: 'Revenue', kind: 'money' },
      { header: 'True revenue', kind: 'money' }, { header: 'NSF fees', kind: 'number' }, { header: 'Negative days', kind: 'number' },
      { header: 'Avg daily balance', kind: 'money' }, { header: 'Ending balance', kind: 'money' },
      { header: 'Days covered', kind: 'number' }, { header: 'Partial', kind: 'bool' }],
    rows: (deal.financials.months ?? []).map((m): Cell[] => {
      const b = result ? monthBalances(result, m.date) : null;
      const p = parsed.get(m.date);
      return [month(m.date), m.deposit_count ?? null, m.total_credits ?? null, m.total_true_credits ?? null, m.nsf_count ?? null,
        m.negative_days_count ?? null, b?.avg_daily_balance ?? null, b?.ending_balance ?? null, p?.days_covered ?? null, p?.partial ?? null];
    }),
  };
}

export function exportTables(deal: DealView, result: ParseResult | null, today = new Date().toISOString().slice(0, 10)): Record<ExportTable, Table> {
  const statements = result?.parsing_details.statements ?? [];
  const f = deal.financials;
  const parsedPositions = result?.financials.positions;
  return {
    summary: {
      name: 'Summary',
      columns: [{ header: 'Section', kind: 'text' }, { header: 'Item', kind: 'text' }, { header: 'Value', kind: 'value' }, { header: 'Detail', kind: 'text' }],
      rows: summaryRows(deal, parsedPositions as Array<Record<string, any>> | undefined, today),
    },
    transactions: {
      name: 'Transactions',
      columns: [{ header: 'Statement', kind: 'number' }, { header: 'Account', kind: 'text' }, { header: 'Date', kind: 'date' },
        { header: 'Description', kind: 'text' }, { header: 'Category', kind: 'text' }, { header: 'Debit', kind: 'money' },
        { header: 'Credit', kind: 'money' }, { header: 'Printed balance', kind: 'money' }, { header: 'Category code', kind: 'text' }],
      rows: statements.flatMap((s, i) => s.transactions.map((t): Cell[] => [i + 1, account(s.account_number_last4),
        day(t.date), t.description, CATEGORY_LABEL[t.category] ?? t.category, t.direction === 'debit' ? t.amount : null,
        t.direction === 'credit' ? t.amount : null, t.balance, t.category])),
    },
    months: monthsTable(deal, result),
    daily_balances: {
      name: 'Daily balances',
      columns: [{ header: 'Statement', kind: 'number' }, { header: 'Account', kind: 'text' }, { header: 'Date', kind: 'date' },
        { header: 'End-of-day balance', kind: 'money' }, { header: 'Below zero', kind: 'bool' }],
      rows: statements.flatMap((s, i) => s.daily_balances.map((d): Cell[] => [i + 1, account(s.account_number_last4), day(d.date), d.balance, d.balance < 0])),
    },
    positions: {
      name: 'Positions',
      columns: [{ header: 'Funder', kind: 'text' }, { header: 'Active', kind: 'bool' }, { header: 'Frequency', kind: 'text' },
        { header: 'Payment', kind: 'money' }, { header: 'Debits', kind: 'number' }, { header: 'First debit', kind: 'date' },
        { header: 'Last debit', kind: 'date' }, { header: 'Remit %', kind: 'percent' }],
      rows: (parsedPositions ?? f.positions ?? []).map((p: Record<string, any>): Cell[] => [p.name, p.active ?? null, p.payment_frequency ?? null,
        p.payment_amount ?? null, p.debit_count ?? null, day(p.first_debit), day(p.last_debit), p.remit_percentage ?? null]),
    },
    funders: {
      name: 'Funder results',
      columns: [{ header: 'Funder', kind: 'text' }, { header: 'Matched', kind: 'bool' }, { header: 'Hard decline', kind: 'bool' },
        { header: 'Score', kind: 'number' }, { header: 'Failed checks', kind: 'text' }, { header: 'Note', kind: 'text' }],
      rows: deal.funder_results.map((r): Cell[] => [r.funder_name, r.matched, r.hard_decline, r.match_score,
        r.matching_breakdown.filter((c) => c.outcome === 'fail').map((c) => c.label).join('; '),
        r.matching_breakdown.filter((c) => c.check === 'statements_verified').map((c) => `Unverified figures: ${String(c.deal_value)}`).join('; ') || null]),
    },
  };
}

/** A CSV cell: quoted when needed; a text starting like a formula is prefixed with ' so a spreadsheet does not run it. */
function csvCell(v: Cell): string {
  if (v === null) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v !== 'string') return String(v);
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(table: Table): string {
  return [table.columns.map((c) => csvCell(c.header)), ...table.rows.map((r) => r.map(csvCell))].map((r) => r.join(',')).join('\r\n') + '\r\n';
}

const FORMAT: Partial<Record<Column['kind'], string>> = { money: '#,##0.00', date: 'yyyy-mm-dd', percent: '0.00' };

export async function toXlsx(deal: DealView, tables: Record<ExportTable, Table>): Promise<Buffer> {
  // Loaded on the first export, not when the API starts: importing exceljs took 0.5-0.8 s here (3 runs, loaded machine).
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'MCA dashboard';
  wb.title = deal.application.legal_name ?? deal.application.trade_name ?? deal.deal_id;
  for (const key of EXPORT_TABLES) {
    const t = tables[key];
    const ws = wb.addWorksheet(t.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = t.columns.map((c) => ({ header: c.header, width: c.kind === 'text' || c.kind === 'value' ? 36 : 16, style: FORMAT[c.kind] ? { numFmt: FORMAT[c.kind] } : {} }));
    ws.getRow(1).font = { bold: true };
    for (const r of t.rows) ws.addRow(r);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
