// Harborline Merchant Partners: a typewriter-style questionnaire. Every label runs into a row of leader dots (printed
// as text) up to a tab stop, and the value follows the stop; two tab columns share some lines. Entity type and payment
// schedule are checkbox rows; page 2 holds owners, an existing-advances table and trade references.
import type { Form } from './draw.ts';
import type { Merchant } from './data.ts';
import { AUTH, FREQ_LABEL, fx, ox } from './fields.ts';

const SIZE = 8.5;

function leader(f: Form, label: string, x: number, stop: number, y: number): void {
  f.text(label, x, y, { size: SIZE });
  f.doc.font('Helvetica').fontSize(SIZE);
  const start = x + f.doc.widthOfString(label) + 3;
  const n = Math.max(2, Math.floor((stop - 4 - start) / f.doc.widthOfString('.')));
  f.text('.'.repeat(n), start, y, { size: SIZE, color: '#555' });
}

function row(f: Form, y: number, label: string, key: string, text: string, fields: Record<string, unknown> = {}, x = 54, stop = 220, end = 560): void {
  leader(f, label, x, stop, y);
  f.value(key, text, stop, y - 5, end - stop, 15, fields);
}

function heading(f: Form, t: string, y: number): void {
  f.text(t, 54, y, { size: 9.5, bold: true });
  f.line(54, y + 12, 560, y + 12, 0.5);
}

export function drawLeaders(f: Form, m: Merchant): void {
  f.text('HARBORLINE', 306, 30, { size: 18, bold: true, align: 'center' });
  f.text('M E R C H A N T   P A R T N E R S', 306, 50, { size: 8, align: 'center' });
  f.text('APPLICATION FOR PURCHASE OF FUTURE RECEIVABLES', 306, 66, { size: 9, bold: true, align: 'center' });
  f.line(54, 82, 560, 82, 1.2);
  f.line(54, 85, 560, 85, 0.4);
  let y = 96;
  heading(f, 'I.  THE BUSINESS', y);
  y += 22;
  row(f, y, 'Legal name of business', 'legal_name', m.legal, fx.legal(m)); y += 17;
  row(f, y, 'Doing business as', 'dba', m.dbaPrinted, fx.dba(m)); y += 17;
  row(f, y, 'Type of business', 'industry', m.industryPrinted, fx.industry(m), 54, 220, 400);
  row(f, y, 'Employees', 'employees', String(m.employees), {}, 405, 480); y += 17;
  row(f, y, 'Federal tax ID', 'tax_id', m.tax?.printed ?? '', fx.tax(m), 54, 220, 330);
  row(f, y, 'Business start date', 'start', m.start?.printed ?? '', fx.start(m), 340, 450); y += 17;
  row(f, y, 'Street address', 'street', m.street); y += 17;
  row(f, y, 'City', 'city', m.city, {}, 54, 220, 340);
  row(f, y, 'State', 'state', m.region, fx.region(m), 345, 390, 430);
  row(f, y, 'Zip', 'zip', m.postal, {}, 435, 470); y += 17;
  row(f, y, 'Telephone', 'phone', m.phone, {}, 54, 220, 330);
  row(f, y, 'E-mail', 'email', m.email, {}, 340, 385); y += 17;
  row(f, y, 'State of incorporation', 'inc_state', m.incState, {}, 54, 220, 330);
  row(f, y, 'Website', 'website', m.website ?? '', {}, 340, 385); y += 20;
  f.text('Entity type:', 54, y, { size: SIZE, bold: true });
  const opts: [string, string][] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'], ['Sole Prop.', 'sole_proprietorship']];
  let x = 120;
  let matched = false;
  for (const [label, id] of opts) {
    const on = id === m.entityId && (m.entityPrinted !== 'S-Corp' && m.entityPrinted !== 'PLLC');
    matched ||= on;
    x = f.check(`entity_${id}`, label, x, y, on, on ? fx.entity(m) : {});
  }
  x = f.check('entity_other', 'Other:', x, y, !matched, {});
  f.line(x - 6, y + 9, 560, y + 9, 0.4);
  if (!matched) f.value('entity_other_text', m.entityPrinted, x - 6, y - 5, 560 - x + 6, 15, fx.entity(m));
  y += 20;
  row(f, y, 'Premises', 'own_rent', m.ownRent, {}, 54, 220, 300);
  row(f, y, 'Landlord', 'landlord', m.decoys.landlord, {}, 305, 360); y += 26;

  heading(f, 'II.  THE REQUEST', y);
  y += 22;
  row(f, y, 'Amount requested', 'amount', m.amount.printed, fx.amount(m), 54, 220, 360);
  row(f, y, 'Avg. monthly sales', 'monthly_sales', m.monthlySales, {}, 365, 460); y += 17;
  row(f, y, 'Use of funds', 'use', m.use); y += 17;
  if (m.payment) {
    row(f, y, 'Requested payment', 'payment', m.payment.printed, fx.payment(m), 54, 220, 360);
    row(f, y, 'No. of payments', 'num_payments', String(m.numPayments), fx.count(m), 365, 460); y += 20;
  }
  f.text('Payment schedule:', 54, y, { size: SIZE, bold: true });
  x = 150;
  for (const fr of ['daily', 'weekly', 'biweekly', 'monthly']) {
    const on = fr === m.frequency;
    x = f.check(`freq_${fr}`, FREQ_LABEL[fr]!, x, y, on, on ? fx.freq(m) : {});
  }
  y += 26;
  heading(f, 'III.  BANKING', y);
  y += 22;
  row(f, y, 'Depository bank', 'bank', m.decoys.bank); y += 17;
  row(f, y, 'ABA routing no.', 'routing', m.decoys.routing, {}, 54, 220, 330);
  row(f, y, 'Account no.', 'account', m.decoys.account, {}, 340, 420);
  f.text('HMP-APP 2.1  •  continued on reverse', 560, 762, { size: 6.5, align: 'right' });

  f.addPage();
  y = 40;
  heading(f, 'IV.  OWNERS / OFFICERS', y);
  y += 22;
  m.owners.forEach((o, i) => {
    f.text(`Owner #${i + 1}`, 54, y, { size: SIZE, bold: true, oblique: true }); y += 15;
    row(f, y, 'Name', `owner${i + 1}_name`, o.printed, ox.name(o, i)); y += 17;
    row(f, y, 'Title', `owner${i + 1}_title`, o.title, ox.title(o, i), 54, 220, 360);
    row(f, y, 'Ownership', `owner${i + 1}_own`, o.ownershipPrinted, ox.own(o, i), 365, 440); y += 17;
    row(f, y, 'Social security no.', `owner${i + 1}_ssn`, o.tax?.printed ?? '', ox.tax(o, i), 54, 220, 360);
    row(f, y, 'Date of birth', `owner${i + 1}_dob`, o.dob?.printed ?? '', ox.dob(o, i), 365, 440); y += 17;
    row(f, y, 'Home address', `owner${i + 1}_home`, o.home, {}, 54, 220, 400);
    row(f, y, 'Credit score', `owner${i + 1}_fico`, o.credit ? String(o.credit) : '', ox.credit(o, i), 405, 480); y += 24;
  });
  heading(f, 'V.  EXISTING ADVANCES / LOANS', y);
  y += 20;
  const cols = [54, 250, 380, 560];
  ['Funder', 'Balance', 'Payment'].forEach((h, j) => f.text(h, cols[j]! + 3, y, { size: 7.5, bold: true }));
  y += 11;
  for (let k = 0; k < 2; k++) {
    const fu = m.decoys.funders[k];
    f.rect(54, y, 506, 16, { lw: 0.4 });
    for (const c of cols.slice(1, 3)) f.line(c, y, c, y + 16, 0.4);
    if (fu) {
      f.value(`funder${k + 1}`, fu.name, 54, y, 196, 16);
      f.value(`funder${k + 1}_balance`, fu.balance, 250, y, 130, 16);
      f.value(`funder${k + 1}_payment`, fu.payment, 380, y, 180, 16);
    }
    y += 16;
  }
  y += 16;
  heading(f, 'VI.  TRADE REFERENCES', y);
  y += 22;
  row(f, y, 'Reference 1', 'trade_ref1', m.decoys.refs[0]!); y += 17;
  row(f, y, 'Reference 2', 'trade_ref2', m.decoys.refs[1]!); y += 24;
  f.para(AUTH, 54, y, 506, 6.5);
  y += 50;
  row(f, y, 'Signature', 'signature_blank', '', {}, 54, 200, 380);
  row(f, y, 'Date', 'sign_date', '', {}, 390, 430);
}
