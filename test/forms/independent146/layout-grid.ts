// Layout "grid": Keystone Harbor Capital (US). Every value sits in a boxed cell under a tiny caption at the cell's top
// left; teal section bars. One page for one or two owners, two for more. Landlord, state of incorporation, bank and
// existing advances share the grid with the real values.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import type { Box, FieldValue, Pen } from './pen.ts';
import { bizTax, dba, entityFields, entityWord, fmtDate, fmtMoney, industryFields, ownerBits, ownerName, region, regionName } from './print.ts';

const TEAL = '#0d6b6e';
const L = 36, W = 540;
type Fields = Record<string, FieldValue>;
interface Cell { cap: string; w: number; key: string; text: string; fields?: Fields; decoy?: boolean }

export function drawGrid(pen: Pen, m: Merchant, rng: Rng): void {
  let y = 36;
  const doc = pen.doc;
  const bar = (title: string): void => {
    if (y > 720) { pen.addPage(); y = 40; }
    doc.rect(L, y, W, 14).fill(TEAL);
    pen.label(title, L + 6, y + 3.5, 'Helvetica-Bold', 8, '#ffffff');
    y += 14;
  };
  const row = (cells: Cell[], h = 27): void => {
    if (y + h > 760) { pen.addPage(); y = 40; }
    const total = cells.reduce((s, c) => s + c.w, 0);
    let x = L;
    for (const c of cells) {
      const w = (c.w * W) / total;
      doc.lineWidth(0.5).strokeColor('#7a8b8c').rect(x, y, w, h).stroke();
      pen.label(c.cap, x + 2.5, y + 2, 'Helvetica', 5.8, '#4a5a5b');
      const b: Box = { x: x + 1, y: y + 8, w: w - 2, h: h - 9 };
      if (c.decoy) pen.decoy(c.key, c.text, b); else pen.value(c.key, c.text, c.fields ?? {}, b);
      x += w;
    }
    y += h;
  };

  doc.rect(L, y, W, 44).fill('#eef6f6');
  doc.rect(L, y, 6, 44).fill(TEAL);
  pen.label('KEYSTONE HARBOR CAPITAL', L + 16, y + 8, 'Helvetica-Bold', 16, TEAL);
  pen.label('Small Business Funding Application', L + 16, y + 28, 'Helvetica', 9, '#333333');
  pen.label('Fax / e-mail to: submissions@keystoneharborcap.com', L + 330, y + 10, 'Helvetica', 7, '#333333');
  pen.label('Tel 888-555-0142  ·  ISO Code KHC-2231', L + 330, y + 22, 'Helvetica', 7, '#333333');
  y += 54;

  const sole = m.entity === 'sole_proprietorship';
  const ent = rng.chance(0.06) ? '' : entityWord(rng, m.entity);
  const tax = rng.chance(0.05) ? { text: '', fields: {} } : bizTax(rng, m, null, false);
  const reg = rng.chance(0.05) ? null : region(rng, m, false);
  if (!reg && tax.text) tax.fields = { ...tax.fields, country: m.country === 'US' ? 'United States' : 'Canada' };
  const inc = sole ? '' : regionName(m, m.incRegion);
  const ind = rng.chance(0.06) ? '' : m.industryText;
  const own = rng.pick(['Own', 'Lease', 'Rent', 'Lease']);

  bar('BUSINESS INFORMATION');
  row([{ cap: "Company's Legal Name", w: 330, key: 'legal_name', text: m.legal, fields: { legal_name: m.legal } },
    { cap: 'DBA / Trade Name', w: 210, key: 'dba', ...dba(rng, m) }]);
  row([{ cap: 'Fed. Tax ID', w: 120, key: 'tax_id', ...tax },
    { cap: 'Entity Type', w: 120, key: 'entity', text: ent, fields: entityFields(ent, m.country) },
    { cap: 'Business Start Date', w: 110, key: 'start', text: fmtDate(rng, m.start, ['us', 'us2', 'long']), fields: { business_start_date: m.start } },
    { cap: 'State of Inc.', w: 90, key: 'inc_state', text: inc, decoy: true },
    { cap: '# of Employees', w: 80, key: 'employees', text: rng.chance(0.3) ? '' : String(m.employees) }]);
  row([{ cap: 'Business Street Address (no P.O. Box)', w: 250, key: 'street', text: m.street },
    { cap: 'City', w: 130, key: 'city', text: m.city },
    { cap: 'State', w: 60, key: 'state', text: reg?.text ?? '', fields: reg?.fields ?? {} },
    { cap: 'Zip', w: 80, key: 'zip', text: m.zip }]);
  row([{ cap: 'Business Phone', w: 120, key: 'phone', text: m.phone }, { cap: 'Business E-mail', w: 190, key: 'email', text: m.email },
    { cap: 'Website', w: 150, key: 'web', text: m.web }, { cap: 'Own / Lease', w: 80, key: 'own', text: own }]);
  row([{ cap: 'Type of Business / Industry', w: 200, key: 'industry', text: ind, fields: industryFields(ind) },
    { cap: 'Landlord / Mortgage Co.', w: 200, key: 'landlord', text: m.landlord, decoy: true },
    { cap: own === 'Own' ? 'Mortgage Pmt' : 'Monthly Rent', w: 100, key: 'rent', text: fmtMoney(rng, m.rent, m.country), decoy: true }]);

  bar('FUNDING REQUEST');
  const freqText = rng.chance(0.5) ? { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' }[m.freq] : '';
  row([{ cap: 'Amount Requested', w: 120, key: 'amount', text: fmtMoney(rng, m.amount, m.country), fields: { requested_amount: m.amount } },
    { cap: 'Use of Funds', w: 170, key: 'use', text: m.use },
    { cap: 'Avg. Monthly Sales', w: 120, key: 'monthly', text: fmtMoney(rng, m.monthly, m.country) },
    { cap: 'Preferred Remittance', w: 110, key: 'freq', text: freqText, fields: { payment_frequency: m.freq } }]);

  bar('OWNER / OFFICER INFORMATION  (all owners of 20% or more)');
  m.owners.forEach((o, i) => {
    const b = ownerBits(rng, i, o, ['us', 'us2'], 0.12);
    const n = ownerName(i, o);
    row([{ cap: `Owner ${i + 1} — Full Name`, w: 190, key: `owner${i + 1}_name`, ...n },
      { cap: 'Title', w: 100, key: `owner${i + 1}_title`, ...b.title },
      { cap: '% Owned', w: 55, key: `owner${i + 1}_pct`, ...b.pct },
      { cap: 'SSN', w: 95, key: `owner${i + 1}_ssn`, ...b.tax },
      { cap: 'Date of Birth', w: 80, key: `owner${i + 1}_dob`, ...b.dob }]);
    row([{ cap: 'Home Address (Street, City, State, Zip)', w: 300, key: `owner${i + 1}_home`, text: `${o.home}, ${o.homeCity}`, decoy: true },
      { cap: 'Cell Phone', w: 110, key: `owner${i + 1}_cell`, text: o.phone },
      { cap: 'Credit Score (est.)', w: 90, key: `owner${i + 1}_fico`, ...b.credit }]);
    y += 4;
  });
  if (sole && m.owners.length !== 1) throw new Error('sole proprietorship with more than one owner');

  bar('BANKING & EXISTING FINANCING');
  row([{ cap: 'Business Bank', w: 180, key: 'bank', text: m.bank.name, decoy: true },
    { cap: 'Routing #', w: 120, key: 'routing', text: m.bank.routing, decoy: true },
    { cap: 'Account #', w: 140, key: 'account', text: m.bank.account, decoy: true }]);
  const adv = m.advances.length ? m.advances : [null];
  adv.forEach((a, k) => row([
    { cap: `Current Funder ${k + 1}`, w: 200, key: `adv${k + 1}_funder`, text: a?.funder ?? (rng.chance(0.5) ? 'None' : ''), decoy: !!a },
    { cap: 'Balance', w: 110, key: `adv${k + 1}_balance`, text: a ? fmtMoney(rng, a.balance, m.country) : '', decoy: true },
    { cap: 'Payment', w: 110, key: `adv${k + 1}_payment`, text: a ? `${fmtMoney(rng, a.pay, m.country)}/${rng.pick(['day', 'wk'])}` : '', decoy: true }], 22));

  bar('AUTHORIZATION');
  if (y + 40 + m.owners.length * 30 > 770) { pen.addPage(); y = 40; }
  const auth = 'By signing below, each of the above owners certifies that the information provided is true and complete and authorizes ' +
    'Keystone Harbor Capital and its funding partners to obtain business and personal credit reports, bank and processing ' +
    'statements, and to verify any of the above with third parties. A photocopy or electronic copy of this authorization is valid.';
  doc.font('Helvetica').fontSize(6.8).fillColor('#333333').text(auth, L + 2, y + 4, { width: W - 4, lineGap: 1 });
  y += 36;
  m.owners.forEach((o, i) => {
    pen.sign(L + 10, y + 14, 150);
    doc.lineWidth(0.5).strokeColor('#555555').moveTo(L, y + 18).lineTo(L + 200, y + 18).stroke().moveTo(L + 380, y + 18).lineTo(L + 500, y + 18).stroke();
    pen.label(`Signature — Owner ${i + 1}`, L, y + 21, 'Helvetica', 6, '#4a5a5b');
    pen.label('Date', L + 380, y + 21, 'Helvetica', 6, '#4a5a5b');
    pen.value(`owner${i + 1}_signed`, fmtDate(rng, '2026-01-' + String(rng.int(5, 28)).padStart(2, '0'), ['us']), {}, { x: L + 380, y: y + 2, w: 120, h: 15 });
    y += 30;
  });
}
