// Cedar & Pine Business Capital (US or Canada by seed): one dense page. Sections are only a bold heading with a rule
// under it; the business is a two-column `Label  value` list and every other section is a ruled table whose column
// headers are the same few words (Name, Address, Phone, Tax ID, Date ...). Owners are rows of one table, often
// written `Last, First`. Up to four owners; only the first two sign.
import type { Rng } from '../../statements/generator/prng.ts';
import { AUTH_CA, AUTH_US, box, hline, para, ruleHeading, signature, txt } from './furniture.ts';
import type { Merchant, Traits, Val } from './model.ts';
import type { Pen } from './pen.ts';

const INK = '#2e4a2e';

export const traits = (rng: Rng): Traits => ({ country: rng.chance(0.35) ? 'CA' : 'US', maxOwners: 4, einLabelled: false });

/** `Label   value` with a dotted rule under the value. */
function pair(pen: Pen, label: string, v: Val | null, x: number, y: number, w: number, lw = 78, name = label): void {
  txt(pen.doc, label, x, y + 5, 7.5, 'Helvetica', '#333');
  pen.doc.save().dash(1, { space: 1.5 });
  hline(pen.doc, x + lw, x + w - 8, y + 14, 0.4, '#777');
  pen.doc.undash().restore();
  pen.put(v, x + lw, y, w - lw - 8, 14, name, 8.5);
}

type Col = [label: string, width: number, field: string];

/** A ruled table: a shaded header row of labels, then one row per entry (blank rows stay blank). */
function table(pen: Pen, y: number, cols: Col[], rows: (Val | null)[][], rowH = 17): number {
  const doc = pen.doc;
  const w = cols.reduce((s, c) => s + c[1], 0);
  doc.save().rect(36, y, w, 12).fill('#e4ebe1').restore();
  let x = 36;
  for (const [label, cw] of cols) {
    txt(doc, label, x + 3, y + 3, 6.8, 'Helvetica-Bold', INK);
    x += cw;
  }
  box(doc, 36, y, w, 12 + rows.length * rowH, 0.6, '#555');
  rows.forEach((row, r) => {
    const ry = y + 12 + r * rowH;
    hline(doc, 36, 36 + w, ry, 0.4, '#888');
    let cx = 36;
    cols.forEach(([, cw, field], c) => {
      doc.save().lineWidth(0.4).strokeColor('#888').moveTo(cx, ry - (r === 0 ? 12 : 0)).lineTo(cx, ry + rowH).stroke().restore();
      pen.put(row[c] ?? null, cx, ry + 1, cw, rowH - 2, field, 8);
      cx += cw;
    });
  });
  return y + 12 + rows.length * rowH;
}

function checks(pen: Pen, options: string[], chosen: string | null, v: Val | null, x: number, y: number, name: string): void {
  let cx = x;
  for (const opt of options) {
    pen.mark(opt === chosen ? v : null, opt, opt === chosen, cx, y, 7.5, `${name} ${opt}`);
    txt(pen.doc, opt, cx + 10, y + 1, 7.5);
    pen.doc.font('Helvetica').fontSize(7.5);
    cx += 10 + pen.doc.widthOfString(opt) + 10;
  }
}

export function draw(pen: Pen, m: Merchant, rng: Rng): void {
  const doc = pen.doc;
  const ca = m.country === 'CA';
  txt(doc, 'Cedar & Pine', 36, 28, 20, 'Helvetica-Bold', INK);
  txt(doc, 'BUSINESS CAPITAL', 37, 50, 7.5, 'Helvetica', INK, { characterSpacing: 1.5 });
  txt(doc, 'Application for Business Funding', 356, 28, 11, 'Helvetica-Bold');
  pair(pen, 'Agent', m.iso.name, 356, 40, 220, 40, 'Agent');
  pair(pen, 'Phone', m.iso.phone, 356, 54, 220, 40, 'Agent Phone');

  let y = 76;
  ruleHeading(doc, 'Business', 36, y, 540);
  y += 16;
  const L = 36, R = 311, W = 265;
  pair(pen, 'Name', m.legal, L, y, W, 78, 'Business Name');
  pair(pen, ca ? 'Operating Name' : 'DBA', m.dba, L, y + 15, W, 78, 'DBA');
  pair(pen, 'Address', m.address.street, L, y + 30, W, 78, 'Address');
  pair(pen, 'City', m.address.city, L, y + 45, W, 78, 'City');
  pair(pen, ca ? 'Province' : 'State', m.address.state, L, y + 60, W, 78, 'State');
  pair(pen, ca ? 'Postal Code' : 'Zip', m.address.zip, L, y + 75, W, 78, 'Zip');
  pair(pen, 'Phone', m.phone, R, y, W, 88, 'Phone');
  pair(pen, 'Tax ID', m.taxId, R, y + 15, W, 88, 'Tax ID');
  if (m.start) pair(pen, 'Date Started', m.start, R, y + 30, W, 88, 'Date');
  else pair(pen, 'Years in Business', m.years, R, y + 30, W, 88, 'Years');
  pair(pen, 'Entity', m.entityText, R, y + 45, W, 88, 'Entity');
  pair(pen, 'Type of Business', m.industry, R, y + 60, W, 88, 'Industry');
  pair(pen, 'Website', m.website, R, y + 75, W, 88, 'Website');

  y += 96;
  ruleHeading(doc, 'Funding Request', 36, y, 540);
  y += 16;
  pair(pen, 'Amount', m.amount, L, y, 180, 50, 'Amount');
  pair(pen, 'Payment', m.payment, L + 180, y, 180, 50, 'Payment');
  pair(pen, '# of Payments', m.count, L + 360, y, 180, 70, 'Payments');
  txt(doc, 'Frequency', L, y + 20, 7.5, 'Helvetica', '#333');
  checks(pen, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], m.frequency?.option ?? null, m.frequency?.val ?? null, L + 50, y + 19, 'Freq');
  pair(pen, 'Use of Funds', m.use, L + 300, y + 15, 240, 60, 'Use');

  y += 38;
  ruleHeading(doc, 'Owners', 36, y, 540);
  y += 16;
  const owners = [0, 1, 2, 3].map((i) => m.owners[i]);
  y = table(pen, y, [['#', 16, 'No'], ['Name', 134, 'Owner'], ['Title', 76, 'Title'], ['%', 34, 'Pct'], [ca ? 'SIN' : 'Tax ID', 86, 'SSN'],
    ['DOB', 76, 'DOB'], ['Credit', 38, 'Score'], ['Phone', 80, 'Owner Phone']],
  owners.map((o) => [null, o?.name ?? null, o?.title ?? null, o?.pct ?? null, o?.taxId ?? null, o?.dob ?? null, o?.credit ?? null, o?.phone ?? null]));
  owners.forEach((_, i) => txt(doc, String(i + 1), 40, y - (4 - i) * 17 + 5, 7.5));

  // The middle sections come in the order of the form's revision (per seed): the same Name / Address / Phone
  // columns in each, so position says nothing about which is which.
  const landlord = (y0: number) => {
    ruleHeading(doc, 'Landlord / Mortgage Holder', 36, y0, 540);
    const premises = { key: 'business.premises', text: m.own ? 'Own' : 'Rent', fields: {} };
    checks(pen, ['Own', 'Rent'], premises.text, premises, 470, y0 + 1, 'Premises');
    return table(pen, y0 + 16, [['Name', 170, 'Landlord'], ['Address', 200, 'Landlord Address'], ['Phone', 90, 'Landlord Phone'], ['Monthly', 80, 'Rent']],
      [[m.landlord.name, m.landlord.address, m.landlord.phone, m.landlord.amount]]);
  };
  const references = (y0: number) => {
    ruleHeading(doc, 'Trade References', 36, y0, 540);
    return table(pen, y0 + 16, [['Name', 170, 'Reference'], ['Address', 230, 'Reference Address'], ['Phone', 140, 'Reference Phone']],
      m.references.map((r) => [r.name, r.address, r.phone]));
  };
  const bank = (y0: number) => {
    ruleHeading(doc, 'Bank', 36, y0, 540);
    return table(pen, y0 + 16, [['Name', 170, 'Bank'], ['Phone', 110, 'Bank Phone'], [ca ? 'Transit / Inst.' : 'Routing', 120, 'Routing'], ['Account', 140, 'Account']],
      [[m.bank.name, m.bank.phone, m.bank.routing, m.bank.account]]);
  };
  for (const section of rng.pick([[landlord, references, bank], [references, landlord, bank], [bank, landlord, references]])) y = section(y + 10);

  y += 10;
  ruleHeading(doc, 'Current Lenders', 36, y, 540);
  // With no advance outstanding, some merchants write "None" in the first row (a printed value, not a field).
  const none = !m.lenders.length && rng.chance(0.5) ? { key: 'lender1.name', text: 'None', fields: {} } : null;
  y = table(pen, y + 16, [['Name', 170, 'Lender'], ['Balance', 120, 'Balance'], ['Payment', 120, 'Lender Payment'], ['Date', 130, 'Funded']],
    [0, 1].map((i) => { const l = m.lenders[i]; return [l?.name ?? (i === 0 ? none : null), l?.balance ?? null, l?.payment ?? null, l?.date ?? null]; }));

  y += 8;
  txt(doc, ca ? 'Authorization and Consent' : 'Authorization', 36, y, 8.5, 'Helvetica-Bold');
  y = para(doc, ca ? AUTH_CA : AUTH_US, 36, y + 11, 540, 6.3) + 4;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i], x = i === 0 ? 36 : 311;
    signature(pen, x, y + 16, 110, !!o);
    txt(doc, 'Signature', x, y + 18, 6, 'Helvetica', '#555');
    pair(pen, 'Name', o?.sigName ?? null, x + 112, y + 2, 153, 24, 'Signer');
    pair(pen, 'Date', m.signDate[i] ?? null, x + 112, y + 17, 153, 24, 'Signed');
  }
}
