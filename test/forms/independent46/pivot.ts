// Layout pivotdesk_deal_summary: an Excel "Deal Summary" tab built from pivot tables, printed with headings: a report
// filter naming the merchant, tabular pivots whose row fields are the application's columns (with subtotal and grand
// total rows repeating the amount), the owners as their own pivot (Sum of Own %, a Grand Total of the shares), and
// the broker's pivots of existing positions and monthly deposits. A date row field left to Excel's auto-grouping
// prints only a year: no readable date.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, fmtPct, type Deal } from './data.ts';
import { gridChrome, printFrame, type Box, type Sheet } from './draw.ts';
import { amountPatch, dateCell, dbaCell, entityPatch, FREQ_LABEL, industryPatch, legalPatch, nameCell, ownerTaxCell, placePatch, taxCell } from './pieces.ts';

const COLS = [118, 96, 84, 84, 78, 76];
const X0 = 52, Y0 = 48, RH = 14;

export function drawPivot(s: Sheet, d: Deal, rng: Rng): void {
  const doc = s.doc;
  const xs = COLS.reduce<number[]>((a, w) => [...a, a[a.length - 1]! + w], [X0]);
  gridChrome(s, X0, Y0, COLS, 46, RH);
  printFrame(s, `\\\\fs01\\pipeline\\${d.broker.replace(/ /g, '_')}_Pipeline_${d.submitted.y}.xlsx`, 'Deal Summary', 'Page 1', `Printed ${fmtDate(d.submitted, 'mdy')}`);
  const cell = (c: number, r: number, span = 1): Box => ({ x: xs[c]!, y: Y0 + r * RH, w: xs[c + span]! - xs[c]!, h: RH });
  const lab = (c: number, r: number, t: string, o: { bold?: boolean; fill?: string; color?: string; span?: number } = {}) => {
    const b = cell(c, r, o.span ?? 1);
    if (o.fill) doc.rect(b.x, b.y, b.w, b.h).fill(o.fill);
    s.label(t, b.x + 2, b.y + 4, { size: 7.3, bold: o.bold ?? false, color: o.color ?? '#000' });
  };
  const head = (r: number, hs: string[]) => hs.forEach((h, i) => lab(i, r, h, { bold: true, fill: '#dde8f7' }));
  const v = { size: 7.3 };
  const R = { size: 7.3, align: 'right' as const };
  s.app.country = d.country === 'US' ? 'United States' : 'Canada';

  lab(0, 0, 'Merchant', { bold: true });
  s.value(d.legal, cell(1, 0, 2), 'Filter_Merchant', legalPatch(d), v);
  lab(3, 0, '(Single Item)', { color: '#777' });
  lab(0, 1, 'Stage', { bold: true }); lab(1, 1, '(All)');
  lab(0, 2, 'Rep', { bold: true }); s.value(d.rep, cell(1, 2), 'Filter_Rep', undefined, v);

  // Pivot 1, tabular form: the business's row fields, the requested amount as the value.
  const [dba, dbaP] = dbaCell(d, rng);
  const [tax, taxP] = taxCell(d, rng.chance(0.5));
  head(4, ['DBA', 'Entity Type', d.taxType === 'EIN' ? 'EIN' : d.taxType === 'BN' ? 'BN' : 'Tax ID', d.country === 'US' ? 'State' : 'Province', 'City', 'Sum of Req Amt']);
  const amtF = rng.pick(['plain', 'dollars', 'comma'] as const);
  s.value(dba || '(blank)', cell(0, 5), 'P1_DBA', dba ? dbaP : { trade_name: null }, v);
  s.value(d.entityText, cell(1, 5), 'P1_Entity', entityPatch(d.entityText, d), v);
  s.value(tax, cell(2, 5), 'P1_TaxID', taxP, /^\d+$/.test(tax) ? R : v);
  s.value(d.addr.state, cell(3, 5), 'P1_State', placePatch(d), v);
  s.value(d.addr.city, cell(4, 5), 'P1_City', undefined, v);
  s.value(fmtMoney(d.requested, amtF), cell(5, 5), 'P1_Amt', amountPatch(d), R);
  lab(0, 6, `${dba || '(blank)'} Total`, { bold: true, span: 3 });
  s.value(fmtMoney(d.requested, amtF), cell(5, 6), 'P1_Sub', undefined, R);
  lab(0, 7, 'Grand Total', { bold: true, fill: '#dde8f7', span: 5 }); doc.rect(cell(5, 7).x, cell(5, 7).y, COLS[5]!, RH).fill('#dde8f7');
  s.value(fmtMoney(d.requested, amtF), cell(5, 7), 'P1_Total', undefined, { ...R, bold: true });

  // Pivot 2: industry, start date (maybe grouped to a year), terms.
  const grouped = rng.chance(0.3);
  const [start, startIso] = grouped ? [String(d.start.y), null] : dateCell(d.start, rng.pick(['mdy', 'dmmmyy', 'mmddyyyy'] as const));
  const terms = rng.chance(0.65);
  head(9, ['Industry', grouped ? 'Years (Biz Start)' : 'Biz Start', 'Pay Freq', 'Sum of # Pmts', 'Sum of Pmt Amt', 'Sum of Mo Sales']);
  s.value(d.industryText, cell(0, 10), 'P2_Industry', industryPatch(d.industryText), v);
  s.value(start, cell(1, 10), 'P2_Start', { business_start_date: startIso }, R);
  s.value(terms ? FREQ_LABEL[d.freq]! : '(blank)', cell(2, 10), 'P2_Freq', terms ? { payment_frequency: d.freq } : undefined, v);
  if (terms) {
    s.value(String(d.nPayments), cell(3, 10), 'P2_N', { number_of_payments: d.nPayments }, R);
    s.value(fmtMoney(d.payment, 'comma'), cell(4, 10), 'P2_Pmt', { requested_payment: d.payment }, R);
  }
  s.value(fmtMoney(d.monthlySales, 'comma'), cell(5, 10), 'P2_Sales', undefined, R);
  lab(0, 11, 'Grand Total', { bold: true, fill: '#dde8f7', span: 6 });
  if (terms) s.value(String(d.nPayments), cell(3, 11), 'P2_TotN', undefined, R);
  s.value(fmtMoney(d.monthlySales, 'comma'), cell(5, 11), 'P2_TotSales', undefined, R);

  // Pivot 3: owners.
  head(13, ['Row Labels', 'Title', 'Sum of Own %', 'SSN', 'DOB', 'Max of FICO']);
  const pf = rng.pick(['frac', 'pct2', 'pct'] as const);
  const nf = rng.pick(['last-first', 'full'] as const);
  const mask = rng.pick(['x', 'stars']);
  const owners = d.owners.map((o, i) => ({ o, i }));
  if (nf === 'last-first') owners.sort((a, b) => a.o.last.localeCompare(b.o.last)); // a pivot sorts its row labels
  owners.forEach(({ o }, k) => {
    const r = 14 + k;
    const [nm, nmP] = nameCell(o, nf);
    const [t, tP] = ownerTaxCell(o, d, mask);
    const [dob, dobIso] = dateCell(o.dob, rng.pick(['mdy', 'serial', 'mmddyyyy'] as const));
    const dobOk = s.style === 'handwritten' && dobIso === null ? dateCell(o.dob, 'mdy') : [dob, dobIso] as const;
    s.owner(k, nm, cell(0, r), `P3_Name_${k}`, { ...nmP, role: o.role }, v);
    s.owner(k, o.role, cell(1, r), `P3_Title_${k}`, null, v);
    s.owner(k, fmtPct(o.pct, pf), cell(2, r), `P3_Own_${k}`, { ownership: o.pct }, R);
    s.owner(k, t, cell(3, r), `P3_SSN_${k}`, tP, v);
    s.owner(k, dobOk[0], cell(4, r), `P3_DOB_${k}`, { date_of_birth: dobOk[1] }, R);
    s.owner(k, o.credit ? String(o.credit) : '', cell(5, r), `P3_FICO_${k}`, { credit_score: o.credit }, R);
  });
  const gr = 14 + d.owners.length;
  lab(0, gr, 'Grand Total', { bold: true, fill: '#dde8f7', span: 6 });
  s.value(fmtPct(d.owners.reduce((a, o) => a + o.pct, 0), pf), cell(2, gr), 'P3_TotOwn', undefined, R);
  const fico = Math.max(0, ...d.owners.map((o) => o.credit ?? 0));
  if (fico) s.value(String(fico), cell(5, gr), 'P3_TotFico', undefined, R);

  // Pivot 4 and 5: the broker's own analysis (positions, deposits by month): context and decoys only.
  const p4 = gr + 2;
  head(p4, ['Funder (Open Positions)', 'Sum of Balance', 'Sum of Pmt', 'Funder Sent To', 'Decision', 'Max of Factor']);
  const funders = Math.max(d.positions.length, d.sentTo.length);
  for (let k = 0; k < funders; k++) {
    const p = d.positions[k];
    if (p) { s.value(p.funder, cell(0, p4 + 1 + k), `P4_F_${k}`, undefined, v); s.value(fmtMoney(p.balance, 'comma'), cell(1, p4 + 1 + k), `P4_B_${k}`, undefined, R); s.value(fmtMoney(p.payment, 'comma'), cell(2, p4 + 1 + k), `P4_P_${k}`, undefined, R); }
    s.value(d.sentTo[k] ?? '', cell(3, p4 + 1 + k), `P4_S_${k}`, undefined, v);
    if (d.sentTo[k]) s.value(k === 0 ? d.decision : rng.pick(['Pending', 'Declined', 'Countered']), cell(4, p4 + 1 + k), `P4_D_${k}`, undefined, v);
    if (k === 0) s.value(d.factor.toFixed(2), cell(5, p4 + 1), 'P4_Factor', undefined, R);
  }
  const p5 = p4 + funders + 2;
  head(p5, ['Month (Deposits)', 'Sum of Deposits', 'Count of NSF', 'Sum of Approved', '', '']);
  for (let k = 0; k < 4; k++) {
    const m = ((d.submitted.m - 5 + k + 12) % 12) + 1;
    s.value(`${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m - 1]}`, cell(0, p5 + 1 + k), `P5_M_${k}`, undefined, v);
    s.value(fmtMoney(Math.round(d.monthlySales * rng.float(0.8, 1.2)), 'comma'), cell(1, p5 + 1 + k), `P5_D_${k}`, undefined, R);
    s.value(String(rng.int(0, 3)), cell(2, p5 + 1 + k), `P5_N_${k}`, undefined, R);
  }
  s.value(fmtMoney(d.approved, 'comma'), cell(3, p5 + 1), 'P5_Appr', undefined, R);
  // The workbook's tabs, as a screenshot-like strip the broker pasted under the print area.
  const ty = Y0 + 46 * RH + 6;
  ['Pipeline', 'Deal Summary', 'Bank Analysis', 'Funders', 'Comp'].forEach((t, i) => {
    doc.rect(X0 + i * 74, ty, 72, 13).lineWidth(0.4).fillAndStroke(i === 1 ? '#fff' : '#ececec', '#999');
    s.label(t, X0 + i * 74 + 4, ty + 3.5, { size: 7, bold: i === 1, color: i === 1 ? '#217346' : '#333' });
  });
}
