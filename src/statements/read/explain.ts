// `mca parse --explain`: the resolved settings the documents were read with (one line per stage), then per document how
// the verified readings did and what was returned; per section, every reading tried with its verification and the one
// chosen; per statement returned, whether it verified.
import type { ExtractedDocument, FormReading, FormValue } from '../types.ts';
import { fromCents } from '../money.ts';
import type { ParseSettings } from '../settings.ts';

const money = (c: number | null) => (c === null ? 'none' : fromCents(c).toFixed(2));

export function formatExplain(docs: ExtractedDocument[], settings: ParseSettings): string {
  const out: string[] = ['settings:', ...Object.entries(settings).map(([part, values]) => `  ${part}: ${JSON.stringify(values)}`)];
  for (const d of docs) {
    out.push('', `Document: ${d.file_name} (${d.pages} pages)${d.warnings.length ? ` [${d.warnings.join(', ')}]` : ''}`);
    if (d.kind) out.push(`  kind: ${d.kind} (confidence ${d.kind_confidence}): ${d.kind_reason}`);
    for (const p of d.parts ?? []) out.push(`  part: pages ${p.pages[0]}-${p.pages[1]}: ${p.kind} (confidence ${p.kind_confidence}): ${p.kind_reason}`);
    if (d.form) out.push(...formLines(d.form));
    const e = d.explain;
    if (!e) { out.push('  not read (see warnings)'); continue; }
    out.push(`  dated lines with amounts: ${e.dated_money_lines}`);
    if (e.date_order) out.push(`  dates: ${e.date_order}`);
    for (const r of e.readers) {
      out.push(`  verified readings: ${r.statements} statements, ${r.reconciled} reconcile, ${r.verified_transactions}/${r.transactions} transactions verified`);
    }
    out.push(`  result: ${e.winner}`);
    e.sections.forEach((s, k) => {
      out.push(`  section ${k + 1}: lines ${s.lines[0]}-${s.lines[1]}, ${s.records} records, opening ${money(s.opening)}, closing ${money(s.closing)}`);
      for (const t of s.tried) out.push(`    tried ${t}`);
      out.push(`    chosen ${s.winner}`);
      if (s.figures?.length) out.push('    printed figures, judged on the chosen reading:', ...s.figures.map((f) => `      ${f}`));
    });
    d.statements.forEach((st, k) => out.push(`  statement ${k + 1}: ${st.account_number_last4 ?? '????'} ${st.period_start} to ${st.period_end}, ${st.transactions.length} transactions${st.unverified ? ' (returned unverified)' : ''}`));
  }
  return out.join('\n');
}

/** What a diagnostic shows of an owner's personal tax ID (SSN, SIN, ITIN): its last 4 digits. The API returns it whole,
 *  as the contract says; `--explain` is read over shoulders and pasted into tickets (issue 36 item 4). */
const lastFour = (value: string): string => `*****${value.length > 4 ? value.slice(-4) : ''}`;

/** An application form's values, each with where it was read; an owner's tax ID masked and date of birth hidden. */
function formLines(form: FormReading): string[] {
  const at = (v: FormValue) => `p${v.page} [${v.box.join(', ')}] ${v.source} under "${v.label}", confidence ${v.confidence}`;
  const out = ['  application form:'];
  for (const [k, v] of Object.entries(form.fields)) if (v) out.push(`    ${k}: ${JSON.stringify(v.value)}  (${at(v)})`);
  const d = form.declared;
  if (d?.monthly_sales) out.push(`    declared monthly sales: ${d.monthly_sales.value}  (${at(d.monthly_sales)})`);
  if (d?.existing_advances?.length) out.push(`    declared existing advances: ${d.existing_advances.map((v) => v.value).join(', ')}  (${at(d.existing_advances[0]!)})`);
  if (d?.existing_advances_count) out.push(`    declared number of existing advances: ${d.existing_advances_count.value}  (${at(d.existing_advances_count)})`);
  form.applicants.forEach((a, i) => {
    const name = [a.first_name?.value, a.last_name?.value].filter(Boolean).join(' ') || '(no name)';
    const tax = `${a.tax_id ? `${a.tax_id_type ?? 'tax id'} ${lastFour(a.tax_id.value)}` : 'tax id: none or masked'}${a.date_of_birth ? ', date of birth read (hidden)' : ''}`;
    out.push(`    owner ${i + 1}: ${name}, ${a.role?.value ?? 'no title'}, ${a.ownership ? `${a.ownership.value}%` : 'ownership not printed'}, ${tax}${a.credit_score ? `, credit score ${a.credit_score.value}` : ''}${a.first_name ? `  (${at(a.first_name)})` : ''}`);
  });
  return out;
}