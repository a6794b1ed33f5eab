// BrightPath Funding Group (US): a Canva-made two-pager. Navy header band with a sun logo, teal pill-shaped section
// bands with icons, ALL-CAPS grey labels above underlines (no colons), the funding request FIRST, then business, then
// two owner columns side by side; page 2 holds the debt table, bank, references, signatures and a broker box.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Model } from './model.ts';
import type { Sheet } from './sheet.ts';
import { moneyText, type DateForm, type MoneyForm } from './people.ts';
import { dt, f, nameText, ownerTaxText, pctText, taxPrint } from './fields.ts';

const NAVY = '#14315c', TEAL = '#1f8a8a', GOLD = '#f5a623', GREY = '#6b7280';

function band(s: Sheet, title: string, icon: 'money' | 'building' | 'person' | 'doc' | 'bank' | 'pen', y: number): number {
  s.rect(36, y, 540, 18, { fill: TEAL, r: 9 });
  s.doc.save().circle(47, y + 9, 7).fill('#ffffff').restore();
  s.icon(icon, 42, y + 4, 10, TEAL);
  s.text(title, 60, y + 4.5, { font: 'gothic-demi', size: 9.5, color: '#ffffff' });
  return y + 26;
}

/** A caps label above an underline; returns the line's y, where the value sits. */
function fld(s: Sheet, label: string, x: number, y: number, w: number): number {
  s.text(label, x, y, { font: 'gothic', size: 6.3, color: GREY });
  s.hline(x, x + w, y + 21, '#9aa3ad', 0.6);
  return y + 21;
}

export function drawBrightPath(s: Sheet, m: Model, rng: Rng): void {
  const dateForm = rng.pick<DateForm>(['mdy', 'mdy_short', 'long']);
  const money = rng.pick<MoneyForm>(['dollar', 'dollar_cents', 'plain']);
  const pctSign = rng.chance(0.6);
  s.newPage();
  s.rect(0, 0, 612, 78, { fill: NAVY });
  s.doc.save().circle(40, 38, 15).fill(GOLD).restore();
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4;
    s.doc.save().moveTo(40 + Math.cos(a) * 18, 38 + Math.sin(a) * 18).lineTo(40 + Math.cos(a) * 23, 38 + Math.sin(a) * 23).lineWidth(1.6).stroke(GOLD).restore();
  }
  s.text('BrightPath', 70, 20, { font: 'gothic-demi', size: 22, color: '#ffffff' });
  s.text('F U N D I N G   G R O U P', 72, 48, { font: 'gothic', size: 7.5, color: GOLD });
  s.text('BUSINESS FUNDING APPLICATION', 330, 24, { font: 'gothic-demi', size: 13, color: '#ffffff', width: 246, align: 'right' });
  s.printed('broker_contact', '(888) 555-0142  |  apply@brightpathfunding.com', 395, 46, { font: 'gothic', size: 8, color: '#dbe4f0' });
  s.rect(0, 78, 612, 4, { fill: GOLD });
  s.text('Please complete every field. Incomplete applications may delay your funding decision.', 36, 89, { font: 'Helvetica-Oblique', size: 7, color: GREY });

  let y = band(s, 'FUNDING REQUEST', 'money', 102);
  s.value('amount', moneyText(m.amount, money), 36, fld(s, 'AMOUNT REQUESTED', 36, y, 150), 150, f.amount(m));
  s.value('use_of_funds', m.use, 200, fld(s, 'USE OF FUNDS', 200, y, 210), 210, null);
  s.value('how_soon', rng.pick(['ASAP', 'Within 1 week', '2-3 weeks', 'This month']), 424, fld(s, 'HOW SOON DO YOU NEED THE FUNDS?', 424, y, 152), 152, null);

  y = band(s, 'BUSINESS INFORMATION', 'building', y + 34);
  s.value('legal_name', m.legal, 36, fld(s, 'LEGAL / CORPORATE NAME', 36, y, 300), 300, f.legal(m));
  s.value('dba', m.dba.text, 350, fld(s, 'DBA', 350, y, 226), 226, f.dba(m));
  y += 30;
  s.text('ENTITY TYPE', 36, y + 1, { font: 'gothic', size: 6.3, color: GREY });
  const boxes: [string, string][] = [['CORPORATION', 'corp'], ['LLC', 'llc'], ['S-CORP', 'scorp'], ['PARTNERSHIP', 'partnership'], ['SOLE PROPRIETOR', 'sole']];
  const other = !boxes.some(([, k]) => k === m.entity.kind);
  const ox = s.checks('entity', [...boxes.map(([label, k]) => ({ label, on: k === m.entity.kind, fields: f.entity(m) })),
    { label: 'OTHER:', on: other, fields: {} }], 90, y, { font: 'gothic', size: 7, gap: 14 });
  s.hline(ox - 10, ox + 90, y + 9, '#9aa3ad');
  if (other) s.value('entity_other', m.entity.word, ox - 10, y + 9, 100, f.entity(m), { size: 8.5, h: 11 });
  else s.value('entity_other', null, ox - 10, y + 9, 100, null, { h: 11 });
  y += 18;
  const tax = taxPrint(m, 'dashed');
  s.value('tax_id', tax.text, 36, fld(s, m.tax.type === 'EIN' ? 'FEDERAL TAX ID (EIN)' : 'FEDERAL TAX ID / SSN', 36, y, 130), 130, tax.fields);
  s.value('start_date', dt(m.start, dateForm), 180, fld(s, 'BUSINESS START DATE', 180, y, 120), 120, f.start(m));
  s.value('inc_state', rng.chance(0.5) ? m.incRegion : m.incRegionName, 314, fld(s, 'STATE OF INCORPORATION', 314, y, 130), 130, null);
  s.value('employees', String(m.employees), 458, fld(s, '# OF EMPLOYEES', 458, y, 118), 118, null);
  y += 30;
  s.value('street', m.addr.street, 36, fld(s, 'PHYSICAL ADDRESS (NO P.O. BOXES)', 36, y, 250), 250, null);
  s.value('city', m.addr.city, 300, fld(s, 'CITY', 300, y, 130), 130, null);
  s.value('state', m.addr.region, 444, fld(s, 'STATE', 444, y, 50), 50, f.region(m));
  s.value('zip', m.addr.postal, 508, fld(s, 'ZIP', 508, y, 68), 68, null);
  y += 30;
  s.value('biz_phone', m.phone, 36, fld(s, 'BUSINESS PHONE', 36, y, 130), 130, null);
  s.value('biz_email', m.email, 180, fld(s, 'BUSINESS EMAIL', 180, y, 200), 200, null);
  s.value('website', m.web, 394, fld(s, 'WEBSITE', 394, y, 182), 182, null);
  y += 30;
  s.value('industry', m.industry.text, 36, fld(s, 'TYPE OF BUSINESS / INDUSTRY', 36, y, 250), 250, f.industry(m));
  s.value('monthly_sales', moneyText(m.monthlySales, money), 300, fld(s, 'AVG. MONTHLY SALES', 300, y, 130), 130, null);
  s.value('annual_revenue', moneyText(m.annualSales, money), 444, fld(s, 'ANNUAL REVENUE', 444, y, 132), 132, null);
  y += 30;
  s.text('PROPERTY', 36, y + 1, { font: 'gothic', size: 6.3, color: GREY });
  s.checks('property', [{ label: 'OWN', on: m.own, fields: null }, { label: 'RENT', on: !m.own, fields: null }], 80, y, { font: 'gothic', size: 7 });
  y += 12;
  s.value('landlord', m.own ? null : m.landlord.name, 36, fld(s, 'LANDLORD / MORTGAGE COMPANY', 36, y, 250), 250, null);
  s.value('landlord_phone', m.own ? null : m.landlord.phone, 300, fld(s, 'LANDLORD PHONE', 300, y, 130), 130, null);
  s.value('rent', m.own ? null : moneyText(m.landlord.rent, money), 444, fld(s, 'MONTHLY RENT / MORTGAGE', 444, y, 132), 132, null);

  y = band(s, 'OWNER INFORMATION', 'person', y + 34);
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i], x = i === 0 ? 36 : 320, w = 256;
    let yy = y;
    s.text(`OWNER ${i + 1}${i === 1 ? ' (IF APPLICABLE)' : ''}`, x, yy, { font: 'gothic-demi', size: 8, color: TEAL });
    yy += 11;
    s.value(`owner${i}_name`, o ? nameText(o.person, 'full') : null, x, fld(s, 'FULL NAME', x, yy, w), w, o ? f.name(i, o) : null);
    yy += 29;
    s.value(`owner${i}_title`, o?.role ?? null, x, fld(s, 'TITLE', x, yy, 150), 150, o ? f.role(i, o) : null);
    s.value(`owner${i}_pct`, o ? pctText(o, pctSign) : null, x + 164, fld(s, 'OWNERSHIP %', x + 164, yy, w - 164), w - 164, o ? f.pct(i, o) : null);
    yy += 29;
    s.value(`owner${i}_ssn`, o ? ownerTaxText(o, rng.int(0, 2)) : null, x, fld(s, o?.taxType === 'ITIN' ? 'SSN / ITIN' : 'SOCIAL SECURITY #', x, yy, 130), 130, o ? f.ownerTax(i, o, 'US') : null);
    s.value(`owner${i}_dob`, o ? dt(o.dob, 'mdy') : null, x + 144, fld(s, 'DATE OF BIRTH', x + 144, yy, w - 144), w - 144, o ? f.dob(i, o) : null);
    yy += 29;
    s.value(`owner${i}_home`, o?.home.street ?? null, x, fld(s, 'HOME ADDRESS', x, yy, w), w, null);
    yy += 29;
    s.value(`owner${i}_home_csz`, o ? `${o.home.city}, ${o.home.region} ${o.home.postal}` : null, x, fld(s, 'CITY, STATE, ZIP', x, yy, w), w, null);
    yy += 29;
    s.value(`owner${i}_cell`, o?.cell ?? null, x, fld(s, 'CELL PHONE', x, yy, 110), 110, null);
    s.value(`owner${i}_email`, o?.email ?? null, x + 124, fld(s, 'EMAIL', x + 124, yy, w - 124), w - 124, null);
  }
  s.text('* All owners with 20% or more must be listed. Attach a separate sheet for additional owners.', 36, y + 222, { font: 'Helvetica-Oblique', size: 7, color: GREY });
  s.text('Page 1 of 2', 36, 770, { font: 'gothic', size: 7, color: GREY });
  s.text('BrightPath Funding Group  ·  Confidential', 400, 770, { font: 'gothic', size: 7, color: GREY, width: 176, align: 'right' });
  page2(s, m, rng, dateForm, money);
}

function page2(s: Sheet, m: Model, rng: Rng, dateForm: DateForm, money: MoneyForm): void {
  s.newPage();
  s.rect(0, 0, 612, 40, { fill: NAVY });
  s.text('BrightPath', 36, 11, { font: 'gothic-demi', size: 15, color: '#ffffff' });
  s.text('Business Funding Application (continued)', 300, 15, { font: 'gothic', size: 9, color: '#ffffff', width: 276, align: 'right' });
  let y = band(s, 'CURRENT BUSINESS DEBT / CASH ADVANCES', 'doc', 56);
  const cols: [string, number, number][] = [['FUNDER / LENDER', 36, 170], ['ORIGINAL AMOUNT', 216, 90], ['CURRENT BALANCE', 316, 90], ['PAYMENT', 416, 80], ['FREQUENCY', 506, 70]];
  for (const [label, x] of cols) s.text(label, x, y, { font: 'gothic', size: 6.3, color: GREY });
  for (let r = 0; r < 3; r++) {
    const a = m.advances[r], ly = y + 22 + r * 20;
    for (const [, x, w] of cols) s.hline(x, x + w, ly, '#9aa3ad');
    const vals = a ? [a.funder, moneyText(a.original, money), moneyText(a.balance, 'dollar_cents'), moneyText(a.payment, 'dollar_cents'), a.freq]
      : [r === 0 ? 'None' : null, null, null, null, null];
    cols.forEach(([, x, w], c) => s.value(`advance${r}_${c}`, vals[c] ?? null, x, ly, w, null, { size: 8.5 }));
  }
  y = band(s, 'BANK INFORMATION', 'bank', y + 86);
  s.value('bank_name', m.bank.name, 36, fld(s, 'BANK NAME', 36, y, 200), 200, null);
  s.value('routing', m.bank.routing, 250, fld(s, 'ROUTING #', 250, y, 140), 140, null);
  s.value('account', m.bank.account, 404, fld(s, 'ACCOUNT #', 404, y, 172), 172, null);
  y = band(s, 'TRADE REFERENCES', 'doc', y + 34);
  m.refs.forEach((r, i) => {
    const yy = y + i * 28;
    s.value(`ref${i}_name`, r.name, 36, fld(s, 'COMPANY', 36, yy, 200), 200, null);
    s.value(`ref${i}_contact`, r.contact, 250, fld(s, 'CONTACT', 250, yy, 160), 160, null);
    s.value(`ref${i}_phone`, r.phone, 424, fld(s, 'PHONE', 424, yy, 152), 152, null);
  });
  y = band(s, 'ADDITIONAL QUESTIONS', 'doc', y + 64);
  const questions = ['Has the business or any owner ever filed for bankruptcy?', 'Are there any open tax liens or judgments against the business?',
    'Is the business currently in default on any loan or advance?'];
  questions.forEach((q, i) => {
    const yes = rng.chance(0.1);
    s.text(`${i + 1}.  ${q}`, 36, y + i * 15, { size: 7.5, color: '#374151' });
    s.checks(`question${i}`, [{ label: 'YES', on: yes, fields: null }, { label: 'NO', on: !yes, fields: null }], 470, y + i * 15 - 0.5, { font: 'gothic', size: 7 });
  });
  y = band(s, 'AUTHORIZATION & SIGNATURE', 'pen', y + 52);
  s.text('By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") certify that ' +
    'all information and documents submitted in connection with this application are true, correct and complete. You authorize ' +
    'BrightPath Funding Group, its assigns, agents, banks and financial institutions, and any funding partner to which this ' +
    'application is submitted, to obtain consumer and business credit reports, to contact your creditors, landlord and bank, and to ' +
    'verify the information above. You agree that a photocopy or electronic copy of this authorization is as valid as the original.',
  36, y, { size: 7, color: '#374151', width: 540 });
  y += 70;
  for (let i = 0; i < 2; i++) {
    const x = i === 0 ? 36 : 320;
    s.text(`OWNER ${i + 1} SIGNATURE`, x, y, { font: 'gothic', size: 6.3, color: GREY });
    s.hline(x, x + 160, y + 28, '#444444');
    if (m.owners[i]) s.signature(x + 8, y + 22, 120);
    s.value(`sign_date${i}`, m.owners[i] ? dt(m.signed, dateForm) : null, x + 172, fld(s, 'DATE', x + 172, y + 7, 84), 84, null);
  }
  y += 52;
  s.rect(36, y, 540, 44, { fill: '#eef2f6', r: 6 });
  s.text('FOR BROKER / ISO USE ONLY', 46, y + 6, { font: 'gothic-demi', size: 7, color: NAVY });
  s.value('iso_rep', m.iso.rep, 46, fld(s, 'ISO REP', 46, y + 14, 170) , 170, null);
  s.value('iso_code', m.iso.code, 230, fld(s, 'REP CODE', 230, y + 14, 110), 110, null);
  s.value('iso_phone', m.iso.phone, 354, fld(s, 'REP PHONE', 354, y + 14, 120), 120, null);
  s.text('Page 2 of 2', 36, 770, { font: 'gothic', size: 7, color: GREY });
}
