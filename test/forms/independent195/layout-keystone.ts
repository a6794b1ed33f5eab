// Keystone Merchant Services (US): a one-page Word table. Dark grey section rows with white icons, shaded label cells
// with mixed-case labels ending in ':', values typed in Courier in the cells beside them. Business first, then the
// funding request (with payment, number of payments and a frequency checkbox row), then an owner table for up to four
// owners (name as "Last, First MI", SSN, DOB, FICO), their home addresses in a second table, references, current
// advances and a shaded "For Office Use Only" block. The broker's own Pennsylvania address is printed in the header.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Model } from './model.ts';
import type { Sheet } from './sheet.ts';
import { moneyText, type DateForm, type MoneyForm } from './people.ts';
import { dt, f, nameText, ownerTaxText, pctText, taxPrint } from './fields.ts';

const X0 = 30, W = 552, RH = 17, SHADE = '#e7e6e6', DARK = '#3f3f3f', GREEN = '#1e5631';

function sectionRow(s: Sheet, title: string, icon: 'building' | 'money' | 'person' | 'doc' | 'pen' | 'bank', y: number): number {
  s.rect(X0, y, W, 15, { fill: DARK });
  s.icon(icon, X0 + 5, y + 2.5, 10, '#ffffff');
  s.text(title, X0 + 20, y + 4, { font: 'Helvetica-Bold', size: 8, color: '#ffffff' });
  return y + 15;
}

/** A shaded label cell and its value cell; returns the value cell's x, its width and the line y for the value. */
function pair(s: Sheet, label: string, x: number, y: number, lw: number, vw: number): [number, number, number] {
  s.rect(x, y, lw, RH, { fill: SHADE, stroke: '#000000', lw: 0.5 });
  s.rect(x + lw, y, vw, RH, { stroke: '#000000', lw: 0.5 });
  s.text(label, x + 3, y + 5, { size: 7, color: '#000000' });
  return [x + lw + 1, vw - 2, y + RH - 1];
}

function put(s: Sheet, key: string, text: string | null, cell: [number, number, number], fields: Parameters<Sheet['value']>[5]): void {
  s.value(key, text, cell[0], cell[2], cell[1], fields, { h: RH - 2 });
}

export function drawKeystone(s: Sheet, m: Model, rng: Rng): void {
  const startForm = rng.pick<DateForm>(['m_d_yy', 'mdy', 'abbr']);
  const money = rng.pick<MoneyForm>(['plain', 'bare', 'dollar']);
  s.newPage();
  s.doc.save().moveTo(36, 30).lineTo(62, 30).lineTo(58, 60).lineTo(40, 60).closePath().fill(GREEN).restore();
  s.text('KEYSTONE', 68, 30, { font: 'Times-Bold', size: 18, color: GREEN });
  s.text('MERCHANT SERVICES', 69, 49, { font: 'Times-Roman', size: 8, color: '#333333' });
  s.text('Merchant Cash Advance Application', 300, 28, { font: 'Times-Bold', size: 14, width: 282, align: 'right' });
  s.printed('broker_address', 'Keystone Merchant Services, LLC  ·  1200 Liberty Ave, Pittsburgh, PA 15222', 302, 47, { size: 7 });
  s.printed('broker_phone', 'Tel 412-555-0177  ·  Fax 412-555-0178  ·  submissions@keystonems.com', 336, 56, { size: 7 });
  s.hline(X0, X0 + W, 70, GREEN, 1.5);

  let y = sectionRow(s, 'BUSINESS INFORMATION', 'building', 76);
  put(s, 'legal_name', m.legal, pair(s, 'Business Legal Name:', X0, y, 92, 300), f.legal(m));
  put(s, 'entity', m.entity.word, pair(s, 'Entity Type:', X0 + 392, y, 60, 100), f.entity(m));
  y += RH;
  put(s, 'dba', m.dba.text, pair(s, 'DBA:', X0, y, 92, 300), f.dba(m));
  const bare = m.tax.type === 'EIN' && rng.chance(0.5);
  const tax = taxPrint(m, bare ? 'bare' : 'dashed');
  put(s, 'tax_id', tax.text, pair(s, m.entity.kind === 'sole' ? 'Tax ID (EIN/SSN):' : 'Tax ID (EIN):', X0 + 392, y, 70, 90), tax.fields);
  y += RH;
  put(s, 'street', m.addr.street, pair(s, 'Business Address:', X0, y, 78, 178), null);
  put(s, 'city', m.addr.city, pair(s, 'City:', X0 + 256, y, 28, 100), null);
  put(s, 'state', m.addr.region, pair(s, 'State:', X0 + 384, y, 32, 40), f.region(m));
  put(s, 'zip', m.addr.postal, pair(s, 'Zip:', X0 + 456, y, 24, 72), null);
  y += RH;
  put(s, 'biz_phone', m.phone, pair(s, 'Phone:', X0, y, 40, 120), null);
  put(s, 'fax', rng.chance(0.5) ? m.fax : null, pair(s, 'Fax:', X0 + 160, y, 28, 110), null);
  put(s, 'biz_email', m.email, pair(s, 'Email:', X0 + 298, y, 32, 222), null);
  y += RH;
  put(s, 'start_date', dt(m.start, startForm), pair(s, 'Date Business Started:', X0, y, 96, 84), f.start(m));
  put(s, 'inc_state', m.incRegion, pair(s, 'State of Inc.:', X0 + 180, y, 56, 40), null);
  put(s, 'employees', String(m.employees), pair(s, '# Employees:', X0 + 276, y, 58, 36), null);
  put(s, 'website', m.web, pair(s, 'Website:', X0 + 370, y, 40, 142), null);
  y += RH;
  put(s, 'industry', m.industry.text, pair(s, 'Type of Business:', X0, y, 78, 180), f.industry(m));
  put(s, 'annual_sales', moneyText(m.annualSales, money), pair(s, 'Gross Annual Sales: $', X0 + 258, y, 88, 66), null);
  put(s, 'card_sales', moneyText(Math.round(m.monthlySales * 0.62), money), pair(s, 'Avg Mo. Card Sales: $', X0 + 412, y, 84, 56), null);
  y += RH;
  put(s, 'landlord', m.own ? 'Own' : m.landlord.name, pair(s, 'Landlord/Mortgage Co.:', X0, y, 96, 176), null);
  put(s, 'landlord_phone', m.own ? null : m.landlord.phone, pair(s, 'Phone:', X0 + 272, y, 34, 100), null);
  put(s, 'rent', moneyText(m.landlord.rent, money), pair(s, 'Monthly Rent/Mtg: $', X0 + 406, y, 80, 66), null);
  y += RH + 6;

  y = sectionRow(s, 'FUNDING REQUEST', 'money', y);
  const terms = rng.chance(0.7), freqShown = terms || rng.chance(0.3);
  put(s, 'amount', moneyText(m.amount, money), pair(s, 'Amount Requested: $', X0, y, 84, 100), f.amount(m));
  put(s, 'payment', terms ? moneyText(m.payment, money === 'bare' ? 'bare' : 'plain') : null, pair(s, 'Payment Amount: $', X0 + 184, y, 78, 90), f.payment(m));
  put(s, 'payments', terms ? String(m.payments) : null, pair(s, '# of Payments:', X0 + 352, y, 64, 40), f.payments(m));
  put(s, 'use', m.use, pair(s, 'Use:', X0 + 456, y, 24, 72), null);
  y += RH;
  s.rect(X0, y, 96, RH, { fill: SHADE, stroke: '#000000', lw: 0.5 });
  s.rect(X0 + 96, y, W - 96, RH, { stroke: '#000000', lw: 0.5 });
  s.text('Payment Frequency:', X0 + 3, y + 5, { size: 7 });
  const freqs: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];
  s.checks('frequency', freqs.map(([label, k]) => ({ label, on: freqShown && k === m.freq, fields: f.freq(m) })), X0 + 104, y + 4.5, { size: 7, box: 7.5, gap: 18 });
  y += RH + 6;

  y = sectionRow(s, 'OWNER / OFFICER INFORMATION  (all owners of 20% or more)', 'person', y);
  const cols: [string, number][] = [['Owner Name (Last, First MI)', 150], ['Title', 82], ['Own %', 38], ['SSN', 74], ['DOB', 62], ['FICO', 34], ['Cell Phone', 112]];
  let cx = X0;
  for (const [label, w] of cols) { s.rect(cx, y, w, 13, { fill: SHADE, stroke: '#000000', lw: 0.5 }); s.text(label, cx + 3, y + 3.5, { size: 6.5 }); cx += w; }
  y += 13;
  const withSign = rng.chance(0.5);
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    cx = X0;
    const vals: [string | null, ReturnType<typeof f.name> | null][] = o ? [
      [nameText(o.person, rng.chance(0.75) ? 'last_first' : 'full'), f.name(i, o)], [o.role, f.role(i, o)], [pctText(o, withSign), f.pct(i, o)],
      [ownerTaxText(o, rng.int(0, 2)), f.ownerTax(i, o, 'US')], [dt(o.dob, 'mdy'), f.dob(i, o)],
      ...(rng.chance(0.6) ? [[String(o.score), f.score(i, o)]] as [string, ReturnType<typeof f.name>][] : [[null, null]] as [null, null][]),
      [o.cell, null]] : cols.map(() => [null, null] as [null, null]);
    cols.forEach(([, w], c) => {
      s.rect(cx, y, w, RH, { stroke: '#000000', lw: 0.5 });
      s.value(`owner${i}_c${c}`, vals[c]![0], cx + 1, y + RH - 1, w - 2, vals[c]![1], { h: RH - 2, size: 8 });
      cx += w;
    });
    y += RH;
  }
  y += 4;
  const hcols: [string, number][] = [['Owner', 40], ['Home Address', 232], ['City', 130], ['State', 50], ['Zip', 100]];
  cx = X0;
  for (const [label, w] of hcols) { s.rect(cx, y, w, 13, { fill: SHADE, stroke: '#000000', lw: 0.5 }); s.text(label, cx + 3, y + 3.5, { size: 6.5 }); cx += w; }
  y += 13;
  for (let i = 0; i < Math.max(2, m.owners.length); i++) {
    const o = m.owners[i];
    const vals = [`#${i + 1}`, o?.home.street ?? null, o?.home.city ?? null, o?.home.region ?? null, o?.home.postal ?? null];
    cx = X0;
    hcols.forEach(([, w], c) => {
      s.rect(cx, y, w, 15, { stroke: '#000000', lw: 0.5 });
      if (c === 0) s.text(vals[0]!, cx + 3, y + 4.5, { size: 7 });
      else s.value(`home${i}_c${c}`, vals[c] ?? null, cx + 1, y + 14, w - 2, null, { h: 13, size: 8 });
      cx += w;
    });
    y += 15;
  }
  y += 6;
  bottom(s, m, rng, y, startForm, money);
}

function bottom(s: Sheet, m: Model, rng: Rng, y: number, dateForm: DateForm, money: MoneyForm): void {
  y = sectionRow(s, 'TRADE REFERENCES / CURRENT ADVANCES', 'doc', y);
  m.refs.forEach((r, i) => {
    put(s, `ref${i}_name`, r.name, pair(s, `Reference ${i + 1}:`, X0, y, 60, 180), null);
    put(s, `ref${i}_contact`, r.contact, pair(s, 'Contact:', X0 + 240, y, 40, 130), null);
    put(s, `ref${i}_phone`, r.phone, pair(s, 'Phone:', X0 + 410, y, 34, 108), null);
    y += RH;
  });
  s.rect(X0, y, W, RH, { stroke: '#000000', lw: 0.5 });
  s.text('Do you currently have any cash advances or business loans?', X0 + 3, y + 5, { size: 7 });
  s.checks('has_advances', [{ label: 'Yes', on: m.advances.length > 0, fields: null }, { label: 'No', on: m.advances.length === 0, fields: null }], X0 + 220, y + 4.5, { size: 7, box: 7.5 });
  y += RH;
  for (let r = 0; r < 2; r++) {
    const a = m.advances[r];
    put(s, `advance${r}_funder`, a?.funder ?? null, pair(s, 'Funder:', X0, y, 36, 190), null);
    put(s, `advance${r}_balance`, a ? moneyText(a.balance, 'dollar_cents') : null, pair(s, 'Balance:', X0 + 226, y, 40, 110), null);
    put(s, `advance${r}_payment`, a ? `${moneyText(a.payment, 'dollar_cents')} ${a.freq.toLowerCase()}` : null, pair(s, 'Payment:', X0 + 376, y, 40, 136), null);
    y += RH;
  }
  y += 4;
  s.text('The merchant and each owner identified above certify that the information provided is true and accurate and authorize Keystone ' +
    'Merchant Services, LLC and any funder it submits this application to, to obtain credit reports, bank and landlord references and ' +
    'any other information it deems necessary. This authorization extends to any renewal or future funding.', X0, y, { size: 6.5, width: W });
  y += 30;
  s.text('Merchant Signature:', X0, y + 12, { size: 7 });
  s.hline(X0 + 72, X0 + 250, y + 20, '#000000', 0.5);
  s.signature(X0 + 80, y + 15, 140);
  s.text('Date:', X0 + 262, y + 12, { size: 7 });
  s.hline(X0 + 282, X0 + 370, y + 20, '#000000', 0.5);
  s.value('sign_date', dt(m.signed, dateForm), X0 + 282, y + 20, 88, null, { size: 8 });
  y += 30;
  s.rect(X0, y, W, 34, { fill: '#f2f2f2', stroke: '#000000', lw: 0.5 });
  s.text('FOR OFFICE USE ONLY', X0 + 4, y + 3, { font: 'Helvetica-Bold', size: 6.5 });
  s.text('Rep:', X0 + 4, y + 18, { size: 7 });
  s.value('iso_rep', m.iso.rep, X0 + 24, y + 27, 130, null, { size: 8 });
  s.text('Rep ID:', X0 + 160, y + 18, { size: 7 });
  s.value('iso_code', m.iso.code, X0 + 190, y + 27, 70, null, { size: 8 });
  s.text('Date Rec\'d:', X0 + 266, y + 18, { size: 7 });
  s.value('received', dt({ ...m.signed, d: Math.min(28, m.signed.d + 1) }, dateForm), X0 + 306, y + 27, 80, null, { size: 8 });
  s.text('Requested Funder Tier:', X0 + 392, y + 18, { size: 7 });
  s.value('tier', rng.pick(['A', 'B', 'C']), X0 + 470, y + 27, 40, null, { size: 8 });
  void money;
}
