// Human-readable summary of a ParseResult for `mca parse` without --json.
import type { ParseResult } from '../types.ts';

const money = (v: number | null): string =>
  v === null ? 'n/a' : v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatSummary(result: ParseResult): string {
  const out: string[] = [];
  const { documents, statements } = result.parsing_details;
  for (const [i, d] of documents.entries()) {
    const notes = [...d.warnings, ...d.tamper_signals.map((t) => `tamper:${t.code}`)];
    out.push(`Document ${i + 1}: ${d.file_name} (${d.pages} pages${d.text_layer === 'replaced_by_ocr' ? ', text layer replaced by OCR' : d.text_layer ? '' : ', no text layer'})` +
      (notes.length ? ` [${notes.join(', ')}]` : ''));
  }
  if (documents.length) out.push('');
  for (const [i, s] of statements.entries()) {
    const acct = s.account_number_last4 ? ` ...${s.account_number_last4}` : '';
    out.push(`Statement ${i + 1}: ${s.bank_name ?? 'unknown bank'}${acct} - ${s.account_holder ?? 'unknown holder'}`);
    out.push(`  period      ${s.period_start ?? '?'} to ${s.period_end ?? '?'} (${s.month ?? '?'})`);
    out.push(`  balances    begin ${money(s.beginning_balance)}  end ${money(s.ending_balance)}`);
    out.push(`  activity    credits ${money(s.total_credits)}  debits ${money(s.total_debits)}  ` +
      `${s.transactions.length} transactions`);
    out.push(`  reconciled  ${s.reconciled ? 'yes' : `no (difference ${money(s.reconciliation_difference)})`}`);
    for (const w of s.warnings ?? []) out.push(`  warning     ${w.code}: ${w.message}`);
  }
  const f = result.financials;
  const a = result.application;
  out.push('');
  out.push(`Business: ${a.legal_name ?? 'n/a'}${a.trade_name ? ` DBA ${a.trade_name}` : ''}` +
    `${a.type_of_entity ? ` (${a.type_of_entity})` : ''}${a.state_region ? `, ${a.state_region}` : ''}` +
    `${a.country ? `, ${a.country}` : ''}`);
  out.push('Financials:');
  out.push(`  avg monthly revenue       ${money(f.avg_monthly_revenue)}`);
  out.push(`  avg monthly true revenue  ${money(f.avg_monthly_true_revenue)}`);
  out.push(`  avg daily balance         ${money(f.avg_daily_balance)}`);
  out.push(`  avg negative days         ${f.avg_negative_days_count}`);
  out.push(`  avg NSF count             ${f.avg_nsf_count}`);
  out.push(`  active positions          ${f.total_positions_count} (remit ${f.remit_percentage}%)`);
  for (const m of f.months) {
    out.push(`  ${m.date}  credits ${money(m.total_credits)}  true ${money(m.total_true_credits)}  ` +
      `negative days ${m.negative_days_count}  NSF ${m.nsf_count}`);
  }
  if (f.positions.length) out.push('Positions:');
  for (const p of f.positions) {
    out.push(`  ${p.name}: ${p.payment_frequency}, ${p.active ? 'active' : 'inactive'}, remit ${p.remit_percentage}%`);
  }
  return out.join('\n');
}
