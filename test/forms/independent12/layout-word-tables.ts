// Halcyon Advance Partners: a two-page Word form built of bordered two-column tables (label cell | value cell).
// The business address is one line with the state inside it, owners are on page 2 in one table each with the name
// written "Last, First", and the existing advances, bank and trade references are tables of their own.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import type { Pen } from './pen.ts';
import { date, F, FREQ_LABEL, homeLine, money, ownerName, pctText } from './fmt.ts';

const L = 60, R = 552, RH = 17;
type Cell = [label: string, name: string, text: string | null, fields: Record<string, unknown>, decoy?: boolean];

export function wordTables(pen: Pen, m: Merchant, r: Rng): void {
  const doc = pen.doc;
  /** A bordered table of label | value rows, the label cell shaded. */
  const table = (title: string, rows: Cell[], x: number, y: number, w: number, lw: number): number => {
    pen.label(title, x, y, { font: 'Times-Bold', size: 10 });
    y += 14;
    for (const [label, name, text, fields, decoy] of rows) {
      doc.lineWidth(0.6).rect(x, y, lw, RH).fillAndStroke('#eeeeee', 'black');
      doc.rect(x + lw, y, w - lw, RH).stroke();
      pen.label(label, x + 4, y + 5, { font: 'Times-Roman', size: 8.5 });
      if (decoy) pen.decoy(name, text, { x: x + lw + 2, y: y + 1, w: w - lw - 4, h: RH - 2 }, { size: 9 });
      else pen.put(name, text, { x: x + lw + 2, y: y + 1, w: w - lw - 4, h: RH - 2 }, fields, { size: 9 });
      y += RH;
    }
    return y + 12;
  };
  const footer = (p: number): void => {
    pen.label(`Halcyon Advance Partners LLC  |  Merchant Application  |  Page ${p} of 2`, L, 760, { font: 'Times-Italic', size: 7.5, width: R - L, align: 'center' });
  };
  const mf = r.pick(['dollar', 'cents'] as const);
  pen.label('HALCYON ADVANCE PARTNERS', L, 40, { font: 'Times-Bold', size: 16, width: R - L, align: 'center' });
  pen.label('Merchant Application for Purchase of Future Receivables', L, 60, { font: 'Times-Italic', size: 10, width: R - L, align: 'center' });
  pen.label('Application Date:', L, 82, { font: 'Times-Roman', size: 9 });
  pen.decoy('application_date', '01/05/2026', { x: L + 75, y: 78, w: 80, h: 15 }, { size: 9 });
  const addr = `${m.address.street}, ${m.address.city}, ${m.address.state.code} ${m.address.zip}`;
  const owns = m.landlord ? 'Rent' : 'Own';
  let y = table('1. Business Information', [
    ['Legal Business Name', 'legal_name', m.legal, F.legal(m)],
    ['DBA (if any)', 'dba', m.dba, F.dba(m)],
    ['Type of Entity', 'entity', m.entityText, F.entity(m)],
    [m.taxType === 'EIN' ? 'Federal Tax ID # (EIN)' : 'Federal Tax ID # (EIN/SSN)', 'tax_id', m.taxPrinted, F.tax(m)],
    ['Business Start Date', 'start_date', m.start ? date(m.start, m.dateFmt) : null, F.start(m)],
    ['State of Incorporation', 'inc_state', m.incorporation?.name ?? null, {}, true],
    ['Business Address', 'address', addr, F.state(m)],
    ['Business Phone', 'phone', m.phone, {}],
    ['Business Email', 'email', m.email, {}],
    ['Website', 'website', m.website, {}],
    ['Industry / Type of Business', 'industry', m.industryText, F.industry(m)],
    ['Own or Rent Premises', 'own_rent', owns, {}, true],
    ['Landlord Name & Phone', 'landlord', m.landlord ? `${m.landlord.name}  ${m.landlord.phone}` : null, {}, true],
  ], L, 104, R - L, 170);
  y = table('2. Funding Request', [
    ['Amount Requested', 'amount', money(m.amount, mf), F.amount(m)],
    ['Payment Frequency', 'freq', m.freq ? FREQ_LABEL[m.freq] : null, F.freq(m)],
    ['Number of Payments', 'num_payments', m.payments !== null ? String(m.payments) : null, F.payments(m)],
    ['Estimated Payment', 'payment', m.payment !== null ? money(m.payment, 'cents') : null, F.payment(m)],
    ['Use of Proceeds', 'use', m.use, {}, true],
    ['Average Monthly Gross Sales', 'sales', money(m.monthlySales, mf), {}, true],
  ], L, y, R - L, 170);
  pen.label('3. Existing Cash Advances / Business Loans', L, y, { font: 'Times-Bold', size: 10 });
  y += 14;
  const cw = [(R - L) * 0.5, (R - L) * 0.25, (R - L) * 0.25];
  ['Funder / Lender', 'Remaining Balance', 'Payment Amount'].forEach((h, k) => {
    const x = L + cw.slice(0, k).reduce((a, b) => a + b, 0);
    doc.rect(x, y, cw[k]!, RH).fillAndStroke('#eeeeee', 'black');
    pen.label(h, x + 4, y + 5, { font: 'Times-Bold', size: 8.5 });
  });
  y += RH;
  for (let i = 0; i < 3; i++, y += RH) {
    const f = m.funders[i];
    const vals = [f?.name ?? null, f ? money(f.balance, 'dollar') : null, f ? money(f.payment, 'cents') : null];
    vals.forEach((t, k) => {
      const x = L + cw.slice(0, k).reduce((a, b) => a + b, 0);
      doc.rect(x, y, cw[k]!, RH).stroke();
      pen.decoy(`existing${i + 1}_${['funder', 'balance', 'payment'][k]}`, t, { x: x + 2, y: y + 1, w: cw[k]! - 4, h: RH - 2 }, { size: 9 });
    });
  }
  footer(1);

  pen.newPage();
  pen.label('4. Owner / Guarantor Information (list every owner of 20% or more)', L, 40, { font: 'Times-Bold', size: 10 });
  const half = (R - L - 16) / 2;
  y = 58;
  let rowEnd = y;
  for (let i = 0; i < Math.max(2, m.owners.length); i++) {
    const o = m.owners[i];
    const x = i % 2 === 0 ? L : L + half + 16;
    if (i % 2 === 0) y = rowEnd;
    const cells: Cell[] = [
      ['Name (Last, First)', `owner${i + 1}_name`, o ? ownerName(o, 'last-first') : null, o ? F.name(i, o) : {}],
      ['Title', `owner${i + 1}_title`, o?.title ?? null, o ? F.title(i, o) : {}],
      ['Ownership %', `owner${i + 1}_pct`, o ? pctText(o) : null, o ? F.pct(i, o) : {}],
      ['SSN', `owner${i + 1}_ssn`, o?.taxPrinted ?? null, o ? F.ssn(i, o, false) : {}],
      ['Date of Birth', `owner${i + 1}_dob`, o?.dob ? date(o.dob, 'mdy4') : null, o ? F.dob(i, o) : {}],
      ['Credit Score (est.)', `owner${i + 1}_fico`, o && o.credit !== null ? String(o.credit) : null, o ? F.credit(i, o) : {}],
      ['Home Address', `owner${i + 1}_home`, o ? homeLine(o, false) : null, {}, true],
      ['Cell Phone', `owner${i + 1}_cell`, o?.phone ?? null, {}, true],
    ];
    rowEnd = Math.max(rowEnd, table(`Owner ${i + 1}`, cells, x, y, half, 92));
  }
  y = rowEnd;
  y = table('5. Business Bank Account', [
    ['Bank Name', 'bank', m.bank.name, {}, true], ['Routing Number', 'routing', m.bank.routing, {}, true], ['Account Number', 'account', m.bank.account, {}, true],
  ], L, y, half, 92);
  table('6. Trade References', [
    ['Reference 1', 'ref1', m.refs[0]!.name, {}, true], ['Phone', 'ref1_phone', m.refs[0]!.phone, {}, true],
    ['Reference 2', 'ref2', m.refs[1]!.name, {}, true], ['Phone', 'ref2_phone', m.refs[1]!.phone, {}, true],
  ], L + half + 16, y - 12 - 14 - 3 * RH, half, 92);
  y += 16;
  y = table('7. Broker / ISO', [['Submitting Rep', 'iso_rep', `${m.rep.name}, ${m.rep.email}`, {}, true]], L, y, R - L, 170);
  pen.label('The merchant and each owner signing below represent that the information in this application is true and correct, and authorize '
    + 'Halcyon Advance Partners and its assigns to request credit reports and to verify the bank account, landlord and trade references given.', L, y, { font: 'Times-Roman', size: 8, width: R - L });
  y += 36;
  doc.lineWidth(0.5).moveTo(L, y).lineTo(L + 220, y).stroke().moveTo(L + 260, y).lineTo(L + 360, y).stroke();
  pen.label('Owner Signature', L, y + 3, { size: 7 });
  pen.label('Date', L + 260, y + 3, { size: 7 });
  footer(2);
}
