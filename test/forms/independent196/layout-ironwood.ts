// Ironwood Business Capital: a table form, gray label column on the left and values on the right, two label/value
// pairs per row; owners in a grid with one column per owner (up to 4), rows for name, title, %, SSN, DOB, home
// address and credit score. Hard: owner values read down columns with empty columns for absent owners, home
// addresses wrapping in the same grid, the EIN printed without its dash under "Federal Tax ID (EIN)", a two-line
// "Date Business Started" label, the state of incorporation on the row next to the business state, and the
// existing-funder and bank rows under the funding request. Two pages (signatures on page 2).
import { Rng } from '../../statements/generator/prng.ts';
import { A, FREQ, P, dobField, nameFields, pctText, ssnFields, ssnText, taxFields, taxText, tradeName } from './fields.ts';
import { iso, money, ownerName, printDate, type Merchant } from './model.ts';
import type { FieldValue, Sheet } from './sheet.ts';

const X0 = 40, W = 532, LW = 96, RH = 17;

/** One row of up to two label/value pairs in the table; labels may hold a \n. */
function row(s: Sheet, y: number, pairs: [string, string, string, Record<string, FieldValue>?][], h = RH): number {
  const pw = W / pairs.length;
  pairs.forEach(([key, label, text, fields], k) => {
    const x = X0 + k * pw;
    s.rect(x, y, LW, h, '#d9d9d9');
    s.rect(x + LW, y, pw - LW, h);
    const lines = label.split('\n');
    lines.forEach((l, i) => s.label(l, x + 3, y + (h - lines.length * 7.5) / 2 + 1 + i * 7.5, 6.8, 'Helvetica-Bold'));
    s.value(key, text, x + LW + 4, y + (h - 9) / 2, pw - LW - 8, fields ? { fields, size: 8.5 } : { size: 8.5 });
  });
  return y + h;
}

export function drawIronwood(s: Sheet, m: Merchant, seed: number): void {
  const r = new Rng(`independent196:ironwood:${seed}`);
  s.rect(X0, 30, W, 44, '#2e4a2e', false);
  s.doc.fillColor('white');
  s.label('IRONWOOD', X0 + 10, 38, 20, 'Helvetica-Bold', { characterSpacing: 3 });
  s.label('BUSINESS CAPITAL', X0 + 12, 60, 8, 'Helvetica', { characterSpacing: 2 });
  s.label('MERCHANT CASH ADVANCE APPLICATION', X0 + 300, 46, 10, 'Helvetica-Bold');
  s.doc.fillColor('black');
  s.label('Please complete all fields. Incomplete applications will delay your funding decision.', X0, 80, 7, 'Helvetica-Oblique');
  let y = 92;
  s.bar('COMPANY INFORMATION', X0, y, W, '#2e4a2e'); y += 13;
  y = row(s, y, [['legal_name', 'Legal Business Name', m.legal, { [A('legal_name')]: m.legal }]]);
  y = row(s, y, [['trade_name', 'D/B/A', m.dbaPrinted, tradeName(m)]]);
  y = row(s, y, [['biz_street', 'Business Address', `${m.address.street}, ${m.address.city}`], ['biz_zip', 'Zip Code', m.address.zip]]);
  y = row(s, y, [['state', 'State', m.address.state, { [A('state_region')]: m.address.state }], ['inc_state', 'State of\nIncorporation', m.incState]], 20);
  const bare = r.chance(0.6);
  y = row(s, y, [['tax_id', m.taxIdType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Federal Tax ID', taxText(m, bare), taxFields(m)],
    ['start', 'Date Business\nStarted', printDate(m.start, r.int(0, 4)), { [A('business_start_date')]: iso(m.start) }]], 20);
  y = row(s, y, [['entity', 'Legal Entity', m.entity.text, { [A('type_of_entity')]: m.entity.id }],
    ['industry', 'Industry', m.industryText, { [A('industry')]: m.industryId }]]);
  y = row(s, y, [['biz_phone', 'Business Phone', m.phone], ['biz_email', 'Email', m.email]]);
  y = row(s, y, [['landlord', 'Landlord Name', m.landlord.name], ['landlord_phone', 'Landlord Phone', m.landlord.phone]]);
  y += 8;
  s.bar('FUNDING REQUEST', X0, y, W, '#2e4a2e'); y += 13;
  const cents = r.chance(0.5);
  y = row(s, y, [['amount', 'Requested Amount', money(m.amount, cents), { [A('requested_amount')]: m.amount }],
    ['use', 'Use of Proceeds', m.use]]);
  // The payment terms row is printed only on some seeds (the broker's older revision had no such row).
  if (r.chance(0.6)) {
    y = row(s, y, [
      ['payment', 'Est. Payment', m.payment === null ? '' : money(m.payment, true), m.payment === null ? undefined : { [A('requested_payment')]: m.payment }],
      ['count', 'No. of Payments', m.count === null ? '' : String(m.count), m.count === null ? undefined : { [A('number_of_payments')]: m.count }],
      ['frequency', 'Frequency', m.frequency ?? '', m.frequency ? { [A('payment_frequency')]: FREQ[m.frequency]! } : undefined]]);
  }
  y = row(s, y, [['sales', 'Gross Monthly\nSales', money(m.monthlySales, false)], ['employees', 'Employees', String(m.employees)]], 20);
  y = row(s, y, [['bank', 'Bank Name', m.bank.name], ['account', 'Account No.', m.bank.account]]);
  y = row(s, y, [['routing', 'Routing No.', m.bank.routing], ['adv0_funder', 'Open Advances\n(Funder)', m.advances.map((a) => a.funder).join(', ')]], 20);
  y += 8;
  s.bar('OWNER INFORMATION', X0, y, W, '#2e4a2e'); y += 13;
  owners(s, m, y, r);
  s.label('Ironwood Business Capital  ·  ISO Application v3.2', X0, 770, 6, 'Helvetica-Oblique');
  s.newPage();
  signatures(s, m);
}

function owners(s: Sheet, m: Merchant, y: number, r: Rng): void {
  const cw = (W - LW) / 4, sign = r.chance(0.5), dobStyle = r.pick([0, 3, 2]);
  s.rect(X0, y, LW, RH, '#d9d9d9');
  for (let c = 0; c < 4; c++) {
    s.rect(X0 + LW + c * cw, y, cw, RH, '#efefef');
    s.label(`Owner ${c + 1}`, X0 + LW + c * cw + 4, y + 5, 7.5, 'Helvetica-Bold');
  }
  y += RH;
  const rows: [string, number, (i: number) => [string, Record<string, FieldValue> | undefined]][] = [
    ['Full Name', RH, (i) => [ownerName(m.owners[i]!, false), nameFields(i, m.owners[i]!)]],
    ['Title', RH, (i) => [m.owners[i]!.title, { [P(i, 'role')]: m.owners[i]!.title }]],
    ['% Ownership', RH, (i) => [pctText(m.owners[i]!, sign), { [P(i, 'ownership')]: m.owners[i]!.pct }]],
    ['SSN', RH, (i) => [ssnText(m.owners[i]!, i + 1), ssnFields(i, m.owners[i]!)]],
    ['Date of Birth', RH, (i) => [printDate(m.owners[i]!.dob, dobStyle), dobField(i, m.owners[i]!)]],
    ['Home Street', RH, (i) => [m.owners[i]!.home.street, undefined]],
    ['City, State, Zip', RH, (i) => [`${m.owners[i]!.home.city}, ${m.owners[i]!.home.state} ${m.owners[i]!.home.zip}`, undefined]],
    ['Credit Score\n(self-reported)', 20, (i) => {
      const c = m.owners[i]!.credit;
      return c === null ? ['', undefined] : [String(c), { [P(i, 'credit_score')]: c }];
    }],
  ];
  for (const [label, h, get] of rows) {
    s.rect(X0, y, LW, h, '#d9d9d9');
    const lines = label.split('\n');
    lines.forEach((l, k) => s.label(l, X0 + 3, y + (h - lines.length * 7.5) / 2 + 1 + k * 7.5, 6.8, 'Helvetica-Bold'));
    for (let c = 0; c < 4; c++) {
      s.rect(X0 + LW + c * cw, y, cw, h);
      if (c >= m.owners.length) continue;
      const [text, fields] = get(c);
      const key = `o${c}_${label.split('\n')[0]!.toLowerCase().replace(/[^a-z]+/g, '_')}`;
      s.value(key, text, X0 + LW + c * cw + 3, y + (h - 8.5) / 2, cw - 6, fields ? { fields, size: 7.5 } : { size: 7.5 });
    }
    y += h;
  }
}

function signatures(s: Sheet, m: Merchant): void {
  let y = 50;
  s.bar('AUTHORIZATION AND SIGNATURES', X0, y, W, '#2e4a2e'); y += 20;
  y = s.para('Each undersigned owner represents that the information above is true and complete and authorizes Ironwood Business '
    + 'Capital and its funding partners to obtain business and personal credit reports and to verify all information, including '
    + 'by contacting the bank, landlord and trade creditors listed. Each undersigned agrees that this authorization extends to any '
    + 'renewal and that a copy of this form is as valid as the original.', X0, y, W, 7.5) + 20;
  m.owners.forEach((o, i) => {
    s.scribble(X0 + 10, y + 14, 150);
    s.rule(X0, y + 18, X0 + 220, y + 18);
    s.label(`Owner ${i + 1} Signature`, X0, y + 21, 6.5);
    s.rule(X0 + 240, y + 18, X0 + 420, y + 18);
    s.label('Print Name', X0 + 240, y + 21, 6.5);
    s.rule(X0 + 440, y + 18, X0 + W, y + 18);
    s.label('Date', X0 + 440, y + 21, 6.5);
    s.value(`o${i}_signed`, printDate(m.signed, 3), X0 + 444, y + 6, 80);
    y += 40;
  });
  y += 20;
  s.label('FOR OFFICE USE ONLY', X0, y, 7, 'Helvetica-Bold');
  s.rect(X0, y + 10, W, 30);
  s.label('ISO Rep:', X0 + 4, y + 14, 7);
  s.value('iso_rep', m.rep.name, X0 + 40, y + 13, 150, { size: 8 });
  s.label('ISO #:', X0 + 260, y + 14, 7);
  s.value('iso_id', m.rep.isoId, X0 + 290, y + 13, 100, { size: 8 });
}
