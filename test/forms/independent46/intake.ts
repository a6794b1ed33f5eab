// Layout ledgerline_excel_intake: a broker's Excel intake sheet printed to PDF with gridlines and headings: labels in
// column A, values in B (merged B:D for long text), merged section bars, checkbox cells, an owner sub-table and the
// broker's own block at the bottom. Typed prints show Excel's faults: "#######" in a number cell too narrow for its
// value, a date cell left General that prints its serial number (both: no truth).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, fmtPct, type Deal } from './data.ts';
import { gridChrome, printFrame, type Box, type Sheet } from './draw.ts';
import { amountPatch, dateCell, dbaCell, entityPatch, FREQ_LABEL, industryPatch, legalPatch, nameCell, ownerTaxCell, pickDateFmt, placePatch, taxCell, taxLabel } from './pieces.ts';

const COLS = [150, 112, 70, 70, 70, 70];
const X0 = 40, Y0 = 52, RH = 15.5;

export function drawIntake(s: Sheet, d: Deal, rng: Rng): void {
  const xs = COLS.reduce<number[]>((a, w) => [...a, a[a.length - 1]! + w], [X0]);
  const rows = 40;
  gridChrome(s, X0 + 22, Y0, COLS, rows, RH);
  const cell = (c: number, r: number, span = 1): Box => ({ x: xs[c]! + 22, y: Y0 + r * RH, w: xs[c + span]! - xs[c]!, h: RH });
  const doc = s.doc;
  const bar = (r: number, text: string, fill: string) => {
    const b = cell(0, r, 6);
    doc.rect(b.x, b.y, b.w, b.h).fill(fill);
    s.label(text, b.x + 3, b.y + 4, { bold: true, size: 8.5, color: fill === '#1f4e79' ? '#fff' : '#000' });
  };
  const lab = (c: number, r: number, t: string, bold = false) => s.label(t, cell(c, r).x + 2, cell(c, r).y + 4.5, { size: 8, bold });
  const typed = s.style === 'typed';
  const hashes = (b: Box) => s.label('#'.repeat(Math.floor(b.w / 5.2)), b.x + 2, b.y + 4.5, { size: 8 });
  printFrame(s, `C:\\Users\\${d.rep.split(' ')[0]!.toLowerCase()}\\OneDrive - ${d.broker}\\Deals\\Intake_${d.legal.replace(/[^A-Za-z]+/g, '_')}.xlsx`, 'Intake',
    'Page 1 of 1', `Printed ${fmtDate(d.submitted, 'mdy')} 4:${rng.int(10, 59)} PM`);

  bar(0, `${d.broker.toUpperCase()}  -  MERCHANT INTAKE SHEET`, '#1f4e79');
  lab(0, 1, 'Deal #'); s.value(`D-${rng.digits(5)}`, cell(1, 1), 'B2');
  lab(2, 1, 'ISO Rep'); s.value(d.rep, cell(3, 1, 2), 'D2');
  bar(3, 'BUSINESS INFORMATION', '#d9e1f2');
  s.app.country = d.country === 'US' ? 'United States' : 'Canada';
  lab(0, 4, 'Legal Business Name'); s.value(d.legal, cell(1, 4, 3), 'B5', legalPatch(d));
  const [dba, dbaP] = dbaCell(d, rng);
  lab(0, 5, 'DBA'); s.value(dba, cell(1, 5, 3), 'B6', dbaP);
  lab(0, 6, 'Entity Type');
  const OPTS = d.country === 'US' ? ['LLC', 'Corporation', 'S Corp', 'Partnership', 'Sole Prop'] : ['Corporation', 'Ltd.', 'Partnership', 'Sole Prop', 'Other'];
  const asBoxes = rng.chance(0.55) && OPTS.some((o) => o === d.entityText || (o === 'Sole Prop' && /^Sole/.test(d.entityText)));
  if (asBoxes) OPTS.forEach((o, i) => {
    const b = cell(1 + i, 6);
    const on = o === d.entityText || (o === 'Sole Prop' && /^Sole/.test(d.entityText));
    s.check({ x: b.x + 3, y: b.y + 3.5, w: 8.5, h: 8.5 }, `Entity_${o}`, on, on ? entityPatch(o, d) : undefined);
    s.label(o, b.x + 15, b.y + 4.5, { size: 7.5 });
  });
  else s.value(d.entityText, cell(1, 6), 'B7', entityPatch(d.entityText, d));
  const [tax, taxP] = taxCell(d, rng.chance(0.4));
  lab(0, 7, taxLabel(d)); s.value(tax, cell(1, 7), 'B8', taxP, { align: /^\d+$/.test(tax) ? 'right' : 'left' });
  const df = pickDateFmt(rng, s.style !== 'handwritten');
  const [start, startIso] = dateCell(d.start, df);
  lab(0, 8, 'Business Start Date');
  s.value(start, cell(1, 8), 'B9', { business_start_date: startIso }, { align: 'right' });
  lab(2, 8, 'State of Inc.'); s.value(d.stateOfInc, cell(3, 8), 'D9');
  lab(0, 9, 'Physical Address'); s.value(d.addr.street, cell(1, 9, 3), 'B10');
  lab(0, 10, 'City'); s.value(d.addr.city, cell(1, 10), 'B11');
  lab(2, 10, d.country === 'US' ? 'State' : 'Province'); s.value(d.addr.state, cell(3, 10), 'D11', placePatch(d));
  lab(4, 10, d.country === 'US' ? 'Zip' : 'Postal'); s.value(d.addr.zip, cell(5, 10), 'F11', undefined, { align: 'right' });
  lab(0, 11, 'Business Phone'); s.value(d.phone, cell(1, 11), 'B12');
  lab(2, 11, 'Employees'); s.value(String(d.employees), cell(3, 11), 'D12', undefined, { align: 'right' });
  lab(0, 12, 'Email'); s.value(d.email, cell(1, 12, 3), 'B13');
  lab(0, 13, 'Website'); s.value(d.website ?? '', cell(1, 13, 3), 'B14');
  lab(0, 14, 'Type of Business'); s.value(d.industryText, cell(1, 14, 3), 'B15', industryPatch(d.industryText));
  lab(0, 15, 'Own / Rent');
  (['Own', 'Rent'] as const).forEach((o, i) => {
    const b = cell(1 + i, 15);
    s.check({ x: b.x + 3, y: b.y + 3.5, w: 8.5, h: 8.5 }, `Premises_${o}`, (o === 'Rent') === d.rent);
    s.label(o, b.x + 15, b.y + 4.5, { size: 7.5 });
  });
  lab(0, 16, 'Landlord / Mortgage Co.'); s.value(d.landlord, cell(1, 16, 2), 'B17');
  lab(3, 16, 'Monthly Rent'); s.value(fmtMoney(d.monthlyRent, 'dollars'), cell(4, 16), 'E17', undefined, { align: 'right' });

  bar(18, 'FUNDING REQUEST', '#d9e1f2');
  lab(0, 19, 'Amount Requested');
  const amt = cell(1, 19);
  if (typed && rng.chance(0.18)) hashes(amt); // too narrow at print zoom: Excel prints hashes, the amount is not printed
  else s.value(fmtMoney(d.requested, rng.pick(['plain', 'dollars', 'dollars0'] as const)), amt, 'B20', amountPatch(d), { align: 'right' });
  lab(2, 19, 'Use of Funds'); s.value(d.useOfFunds, cell(3, 19, 2), 'D20');
  if (rng.chance(0.6)) {
    lab(0, 20, 'Desired Payment'); s.value(fmtMoney(d.payment, 'dollars'), cell(1, 20), 'B21', { requested_payment: d.payment }, { align: 'right' });
    lab(2, 20, '# of Payments'); s.value(String(d.nPayments), cell(3, 20), 'D21', { number_of_payments: d.nPayments }, { align: 'right' });
  }
  lab(0, 21, 'Payment Frequency');
  const freqShown = rng.chance(0.7);
  (['daily', 'weekly', 'biweekly', 'monthly'] as const).forEach((f, i) => {
    const b = cell(1 + i, 21);
    const on = freqShown && f === d.freq;
    s.check({ x: b.x + 3, y: b.y + 3.5, w: 8.5, h: 8.5 }, `Freq_${f}`, on, on ? { payment_frequency: f } : undefined);
    s.label(FREQ_LABEL[f]!, b.x + 15, b.y + 4.5, { size: 7.5 });
  });
  lab(0, 22, 'Avg Monthly Sales'); s.value(fmtMoney(d.monthlySales, 'dollars0'), cell(1, 22), 'B23', undefined, { align: 'right' });
  lab(2, 22, 'Processor'); s.value(d.processor, cell(3, 22, 2), 'D23');
  lab(0, 23, 'Bank'); s.value(d.bank, cell(1, 23), 'B24');
  lab(2, 23, 'Routing #'); s.value(d.routing, cell(3, 23), 'D24', undefined, { align: 'right' });
  lab(4, 23, 'Acct #'); s.value(d.account, cell(5, 23), 'F24', undefined, { align: 'right' });
  if (d.positions[0]) {
    lab(0, 24, 'Open Advance (Funder)'); s.value(d.positions[0].funder, cell(1, 24), 'B25');
    lab(2, 24, 'Balance'); s.value(fmtMoney(d.positions[0].balance, 'dollars0'), cell(3, 24), 'D25', undefined, { align: 'right' });
    lab(4, 24, 'Daily Pmt'); s.value(fmtMoney(d.positions[0].payment, 'dollars0'), cell(5, 24), 'F25', undefined, { align: 'right' });
  }

  bar(26, 'OWNERSHIP (all owners 20% or more)', '#d9e1f2');
  ['Owner Name', 'Title', 'Own %', 'SSN', 'DOB', 'Credit Score'].forEach((h, i) => lab(i, 27, h, true));
  const mask = rng.pick(['x', 'stars']);
  const pctF = rng.pick(['pct', 'pct2', 'num'] as const);
  const dobF = pickDateFmt(rng, s.style !== 'handwritten');
  d.owners.forEach((o, i) => {
    const r = 28 + i;
    const [nm, nmP] = nameCell(o, rng.pick(['first-last', 'full'] as const));
    s.owner(i, nm, cell(0, r), `A${r + 1}`, { ...nmP, role: o.role });
    s.owner(i, o.role, cell(1, r), `B${r + 1}`, null);
    s.owner(i, fmtPct(o.pct, pctF), cell(2, r), `C${r + 1}`, { ownership: o.pct }, { align: 'right' });
    const [t, tP] = ownerTaxCell(o, d, mask);
    s.owner(i, t, cell(3, r), `D${r + 1}`, tP);
    const b = cell(4, r);
    if (typed && dobF === 'long') hashes(b);
    else { const [dob, dobIso] = dateCell(o.dob, dobF); s.owner(i, dob, b, `E${r + 1}`, { date_of_birth: dobIso }, { align: 'right' }); }
    s.owner(i, o.credit === null ? '' : String(o.credit), cell(5, r), `F${r + 1}`, { credit_score: o.credit }, { align: 'right' });
  });

  bar(33, 'BROKER USE ONLY - DO NOT SEND TO MERCHANT', '#bfbfbf');
  lab(0, 34, 'Lead Source'); s.value(d.leadSource, cell(1, 34), 'B35');
  lab(2, 34, 'Status'); s.value(d.status, cell(3, 34), 'D35');
  lab(4, 34, 'Comm %'); s.value(fmtPct(d.commission, 'pct'), cell(5, 34), 'F35', undefined, { align: 'right' });
  lab(0, 35, 'Submitted To'); s.value(d.sentTo.join(', '), cell(1, 35, 5), 'B36');
  lab(0, 36, 'Date Submitted'); s.value(fmtDate(d.submitted, 'mdy'), cell(1, 36), 'B37', undefined, { align: 'right' });
  lab(2, 36, 'Decision'); s.value(d.decision, cell(3, 36), 'D37');
  lab(4, 36, 'Factor'); s.value(d.factor.toFixed(2), cell(5, 36), 'F37', undefined, { align: 'right' });
  lab(0, 37, 'Approval Amount'); s.value(fmtMoney(d.approved, 'dollars'), cell(1, 37), 'B38', undefined, { align: 'right' });
  lab(2, 37, 'Accountant'); s.value(d.accountant, cell(3, 37, 2), 'D38');
}
