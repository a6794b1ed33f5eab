// Sunrise Business Lending (US): a friendly two-page Word form. Orange header band, numbered section headings, a text
// bullet before every label (Title Case, some with ':' and some without), values in pale rounded boxes under their
// labels, check-box rows for the business structure (with "Other: ___"), use of funds and payment schedule. Sole
// proprietors are common here: the legal name is the owner's own name and the tax ID is the owner's SSN. Some seeds
// ask "Years in Business" instead of a start date. Owners on page 2 in cards with First / M.I. / Last boxes,
// ownership written without a % sign, SSN or ITIN, and an estimated credit score.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Model } from './model.ts';
import type { Fields, Sheet } from './sheet.ts';
import { moneyText, type DateForm, type MoneyForm } from './people.ts';
import { dt, f, ownerTaxText, pctText, taxPrint } from './fields.ts';

const ORANGE = '#ea580c', PALE = '#fff7ed', EDGE = '#fdba74', TEXT = '#27272a';

function heading(s: Sheet, n: number, title: string, y: number): number {
  s.text(`${n}  |  ${title}`, 36, y, { font: 'Helvetica-Bold', size: 12.5, color: ORANGE });
  s.hline(36, 576, y + 17, ORANGE, 1);
  return y + 24;
}

/** "• Label" above a pale rounded box; returns the y the value sits on. */
function fld(s: Sheet, label: string, x: number, y: number, w: number): number {
  s.text(`\u2022 ${label}`, x, y, { size: 7.8, color: TEXT });
  s.rect(x, y + 10, w, 19, { fill: PALE, stroke: EDGE, r: 4, lw: 0.8 });
  return y + 26;
}

const fv = (s: Sheet, key: string, text: string | null, label: string, x: number, y: number, w: number, fields: Fields | null) =>
  s.value(key, text, x + 2, fld(s, label, x, y, w), w - 4, fields, { h: 15 });

export function drawSunrise(s: Sheet, m: Model, rng: Rng): void {
  const startForm = rng.pick<DateForm>(['long', 'mdy', 'abbr']);
  const money = rng.pick<MoneyForm>(['dollar', 'plain', 'dollar_cents']);
  const years = rng.chance(0.3);
  s.newPage();
  s.rect(0, 0, 612, 66, { fill: ORANGE });
  s.rect(0, 66, 612, 5, { fill: '#fb923c' });
  s.doc.save().moveTo(26, 56).bezierCurveTo(26, 22, 74, 22, 74, 56).closePath().fill('#fde68a').restore();
  s.text('Sunrise', 84, 16, { font: 'Helvetica-Bold', size: 24, color: '#ffffff' });
  s.text('BUSINESS LENDING', 86, 44, { font: 'Helvetica', size: 8, color: '#ffedd5' });
  s.text('Small Business Funding Application', 300, 18, { font: 'Helvetica-Bold', size: 13, color: '#ffffff', width: 276, align: 'right' });
  s.text('Fast decisions  ·  Funding in as little as 24-48 hours', 300, 38, { size: 8, color: '#ffedd5', width: 276, align: 'right' });
  s.text('Thank you for choosing Sunrise! Please fill out every section. Missing information is the #1 reason for funding delays.', 36, 82, { font: 'Helvetica-Oblique', size: 7.5, color: '#52525b' });

  let y = heading(s, 1, 'Business Information', 98);
  fv(s, 'legal_name', m.legal, 'Business Legal Name', 36, y, 300, f.legal(m));
  fv(s, 'dba', m.dba.text, 'DBA / Trade Name:', 346, y, 230, f.dba(m));
  y += 36;
  s.text('\u2022 Business Structure', 36, y, { size: 7.8, color: TEXT });
  const boxes: [string, string][] = [['LLC', 'llc'], ['Corporation', 'corp'], ['S Corporation', 'scorp'], ['Partnership', 'partnership'], ['Sole Proprietorship', 'sole']];
  const other = !boxes.some(([, k]) => k === m.entity.kind);
  const ox = s.checks('entity', [...boxes.map(([label, k]) => ({ label, on: k === m.entity.kind, fields: f.entity(m) })),
    { label: 'Other:', on: other, fields: {} }], 36, y + 12, { size: 8, gap: 13 });
  s.hline(ox - 8, 576, y + 21, '#a1a1aa');
  s.value('entity_other', other ? m.entity.word : null, ox - 8, y + 21, 576 - ox + 8, other ? f.entity(m) : null, { h: 11, size: 9 });
  y += 30;
  const tax = taxPrint(m, 'dashed');
  fv(s, 'tax_id', tax.text, 'Federal Tax ID (EIN or SSN)', 36, y, 150, tax.fields);
  if (years) fv(s, 'years', rng.pick([`${m.years}`, `${m.years} yrs`, `${m.years} years`]), 'Years in Business:', 196, y, 100, null);
  else fv(s, 'start_date', dt(m.start, startForm), 'Business Start Date:', 196, y, 100, f.start(m));
  fv(s, 'inc_state', m.incRegionName, 'State of Formation', 306, y, 90, null);
  fv(s, 'industry', m.industry.text, 'Industry / Type of Business', 406, y, 170, f.industry(m));
  y += 36;
  fv(s, 'street', m.addr.street, 'Business Address', 36, y, 250, null);
  fv(s, 'city', m.addr.city, 'City', 296, y, 120, null);
  fv(s, 'state', rng.chance(0.8) ? m.addr.region : m.addr.regionName, 'State', 426, y, 60, f.region(m));
  fv(s, 'zip', m.addr.postal, 'Zip Code:', 496, y, 80, null);
  y += 36;
  fv(s, 'biz_phone', m.phone, 'Business Phone', 36, y, 150, null);
  fv(s, 'biz_email', m.email, 'Email Address:', 196, y, 200, null);
  fv(s, 'website', m.web, 'Website', 406, y, 170, null);
  y += 36;
  fv(s, 'monthly_sales', moneyText(m.monthlySales, money), 'Average Monthly Revenue', 36, y, 150, null);
  fv(s, 'employees', String(m.employees), 'Number of Employees', 196, y, 100, null);
  s.text('\u2022 Own or lease?', 306, y, { size: 7.8, color: TEXT });
  s.checks('premises', [{ label: 'Own', on: m.own, fields: null }, { label: 'Lease', on: !m.own, fields: null }], 306, y + 14, { size: 8 });
  fv(s, 'rent', m.own ? null : moneyText(m.landlord.rent, money), 'Monthly Rent', 426, y, 150, null);
  y += 36;
  fv(s, 'landlord', m.own ? null : m.landlord.name, 'Landlord Name', 36, y, 260, null);
  fv(s, 'landlord_phone', m.own ? null : m.landlord.phone, 'Landlord Phone', 306, y, 150, null);

  y = heading(s, 2, 'Funding Request', y + 44);
  fv(s, 'amount', moneyText(m.amount, money), 'How much funding do you need?', 36, y, 170, f.amount(m));
  s.text('\u2022 What will you use the funds for?', 216, y, { size: 7.8, color: TEXT });
  const uses = ['Inventory', 'Payroll', 'Equipment', 'Expansion', 'Marketing'];
  const useOther = !uses.some((u) => m.use.startsWith(u));
  const ux = s.checks('use', [...uses.map((u) => ({ label: u, on: m.use.startsWith(u), fields: null })), { label: 'Other:', on: useOther, fields: null }], 216, y + 14, { size: 7.5, gap: 9 });
  s.value('use_other', useOther ? m.use : null, ux - 6, y + 23, 576 - ux + 6, null, { h: 11, size: 8 });
  y += 36;
  s.text('\u2022 Preferred Payment Schedule', 36, y, { size: 7.8, color: TEXT });
  const shown = rng.chance(0.65);
  s.checks('frequency', [['Daily', 'daily'], ['Weekly', 'weekly'], ['Monthly', 'monthly']].map(([label, k]) => ({ label: label!, on: shown && k === m.freq, fields: f.freq(m) })), 36, y + 14, { size: 8, gap: 14 });
  s.text('\u2022 Have you ever received a merchant cash advance?', 216, y, { size: 7.8, color: TEXT });
  s.checks('had_mca', [{ label: 'Yes', on: m.advances.length > 0, fields: null }, { label: 'No', on: m.advances.length === 0, fields: null }], 216, y + 14, { size: 8 });
  fv(s, 'cur_funder', m.advances[0]?.funder ?? null, 'Current Funder', 406, y, 170, null);
  y += 36;
  fv(s, 'cur_balance', m.advances[0] ? moneyText(m.advances[0].balance, 'dollar_cents') : null, 'Remaining Balance:', 406, y, 170, null);
  fv(s, 'cur_payment', m.advances[0] ? `${moneyText(m.advances[0].payment, 'dollar_cents')} / ${m.advances[0].freq === 'Daily' ? 'day' : 'week'}` : null, 'Current Payment', 216, y, 180, null);
  s.text('Page 1 of 2', 36, 770, { size: 7, color: '#71717a' });
  s.printed('broker_nmls', 'Sunrise Business Lending  ·  CA DFPI Lic. 60DBO-104417  ·  www.sunrisebizlending.com', 260, 770, { size: 7, color: '#71717a' });
  page2(s, m, rng, startForm);
}

function page2(s: Sheet, m: Model, rng: Rng, dateForm: DateForm): void {
  s.newPage();
  s.rect(0, 0, 612, 26, { fill: ORANGE });
  s.text('Sunrise Business Lending  —  Small Business Funding Application (page 2)', 36, 9, { font: 'Helvetica-Bold', size: 9, color: '#ffffff' });
  let y = heading(s, 3, 'Owner Information', 40);
  const dobForm = rng.pick<DateForm>(['abbr', 'mdy']);
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    s.rect(30, y - 4, 552, 126, { stroke: '#e4e4e7', r: 8, lw: 1 });
    s.text(i === 0 ? 'Owner #1 (Primary)' : 'Owner #2', 40, y, { font: 'Helvetica-Bold', size: 9, color: TEXT });
    y += 14;
    const p = o?.person;
    fv(s, `owner${i}_first`, p?.first ?? null, 'First Name', 40, y, 170, o ? f.first(i, o) : null);
    fv(s, `owner${i}_mi`, p?.middle ?? null, 'M.I.', 218, y, 36, null);
    fv(s, `owner${i}_last`, p ? `${p.last}${p.cred ? `, ${p.cred}` : ''}` : null, 'Last Name', 262, y, 180, o ? f.last(i, o) : null);
    fv(s, `owner${i}_title`, o?.role ?? null, 'Title:', 450, y, 122, o ? f.role(i, o) : null);
    y += 36;
    fv(s, `owner${i}_pct`, o ? pctText(o, false) : null, 'Ownership', 40, y, 70, o ? f.pct(i, o) : null);
    fv(s, `owner${i}_ssn`, o ? ownerTaxText(o, rng.int(0, 2)) : null, 'SSN / ITIN:', 118, y, 120, o ? f.ownerTax(i, o, 'US') : null);
    fv(s, `owner${i}_dob`, o ? dt(o.dob, dobForm) : null, 'Date of Birth', 246, y, 110, o ? f.dob(i, o) : null);
    const score = o && rng.chance(0.7);
    fv(s, `owner${i}_score`, score ? String(o.score) : null, 'Credit Score (est.)', 364, y, 90, score ? f.score(i, o) : null);
    fv(s, `owner${i}_cell`, o?.cell ?? null, 'Cell Phone', 462, y, 110, null);
    y += 36;
    fv(s, `owner${i}_home`, o?.home.street ?? null, 'Home Address', 40, y, 250, null);
    fv(s, `owner${i}_home_csz`, o ? `${o.home.city}, ${o.home.region} ${o.home.postal}` : null, 'City / State / Zip', 298, y, 274, null);
    y += 48;
  }
  y = heading(s, 4, 'Bank & Business References', y + 2);
  fv(s, 'bank_name', m.bank.name, 'Business Bank', 36, y, 200, null);
  fv(s, 'routing', m.bank.routing, 'Routing Number', 246, y, 150, null);
  fv(s, 'account', m.bank.account, 'Account Number:', 406, y, 170, null);
  y += 36;
  m.refs.forEach((r, i) => {
    fv(s, `ref${i}_name`, r.name, `Business Reference ${i + 1}`, 36, y, 260, null);
    fv(s, `ref${i}_phone`, r.phone, 'Phone', 306, y, 130, null);
    y += 36;
  });
  y = heading(s, 5, 'Authorization', y + 4);
  s.text('By signing below, I/we certify that I/we am/are an owner or officer of the business named above, that all information in ' +
    'this application is true and complete, and I/we authorize Sunrise Business Lending and its lending partners to obtain business and ' +
    'personal credit reports, verify bank accounts and references, and share this application with funding sources. I/we understand ' +
    'that this is an application for a purchase of future receivables and not a loan.', 36, y, { size: 7, color: '#3f3f46', width: 540 });
  y += 48;
  m.owners.forEach((_, i) => {
    const x = 36 + i * 280;
    s.text(`\u2022 Owner #${i + 1} Signature`, x, y, { size: 7.8, color: TEXT });
    s.hline(x, x + 170, y + 28, '#52525b');
    s.signature(x + 10, y + 22, 130);
    fv(s, `sign_date${i}`, dt(m.signed, dateForm), 'Date', x + 180, y, 80, null);
  });
}
