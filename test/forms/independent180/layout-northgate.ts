// Northgate Commercial Funding: a two-page form for U.S. and Canadian merchants. Page 1: company profile with an
// entity checkbox row, a tax-ID type box beside a number that may be bare digits, a country cell, the funding request
// with payment terms typed as text, and a financial snapshot of traps. Page 2: up to four owner blocks in a 2 x 2 grid
// with first name, M.I. and last name in separate cells, authorization (plus PIPEDA consent in Canada), signatures.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './draw.ts';
import { AUTH_US, CONSENT_CA, boxCell, cellRow, paragraph, sectionBar, type CellLook } from './kit.ts';
import type { Merchant } from './model.ts';
import {
  A, P, FREQ_LABEL, businessTaxId, date, dbaText, entityChoice, money, ownerTax, pct, stateFields, type DateStyle, type MoneyStyle,
} from './print.ts';

export const NORTHGATE = 'Northgate Commercial Funding';
const SLATE = '#3b4f66', X = 36, WD = 540;

function header(s: Sheet, ca: boolean, page: number): void {
  s.rect(X, 28, 34, 34, { fill: SLATE });
  s.label('NG', X + 6, 38, 14, 'Helvetica-Bold', { color: '#fff' });
  s.label('NORTHGATE COMMERCIAL FUNDING', X + 42, 30, 13, 'Helvetica-Bold', { color: SLATE });
  s.label('Serving businesses across the U.S. and Canada', X + 42, 47, 7.5, 'Helvetica', { color: '#555' });
  s.label(ca ? 'BUSINESS FUNDING APPLICATION — CANADA' : 'BUSINESS FUNDING APPLICATION', 330, 31, 9, 'Helvetica-Bold', { width: 246, align: 'right' });
  s.label(`Page ${page} of 2`, 330, 45, 7, 'Helvetica', { width: 246, align: 'right', color: '#555' });
  s.line(X, 68, X + WD, 68, 0.8, SLATE);
}

export function drawNorthgate(s: Sheet, m: Merchant, c: Rng): void {
  const ca = m.country === 'CA';
  const ms: MoneyStyle = c.pick(['dollar', 'dollar_cents', 'plain']);
  const cad = ca && c.chance(0.5);
  const cash = (n: number): string => money(n, ms) + (cad ? ' CAD' : '');
  const ds: DateStyle = c.pick(ca ? ['mdy', 'long'] : ['mdy', 'short', 'long', 'dash']);
  const look: CellLook = { labelFont: 'Helvetica-Bold', labelSize: 5.6, labelColor: SLATE, border: '#8796a8', lw: 0.55 };
  const bar = { fill: '#dfe5ec', color: SLATE, font: 'Helvetica-Bold', size: 8, h: 14 };
  const H = 27;
  s.addPage();
  header(s, ca, 1);

  let y = sectionBar(s, '1.  COMPANY PROFILE', X, 76, WD, bar);
  const dba = dbaText(m, c);
  y = cellRow(s, look, X, y, H, [['LEGAL NAME OF BUSINESS', 'legal_name', m.legal, 330, { [A('legal_name')]: m.legal }],
    [ca ? 'OPERATING NAME (O/A)' : 'DBA', 'dba', dba.text, 210, dba.role]]);

  s.rect(X, y, WD, 20, { stroke: '#8796a8', lw: 0.55 });
  s.label('ENTITY TYPE', X + 3, y + 7, 5.8, 'Helvetica-Bold', { color: SLATE });
  const options = ca
    ? ([['Corporation', 'corp'], ['Partnership', 'partnership'], ['Sole Proprietorship', 'sole'], ['Other', null]] as const)
    : ([['C-Corp', 'corp'], ['S-Corp', 's_corp'], ['LLC', 'llc'], ['Partnership', 'partnership'], ['Sole Proprietor', 'sole'], ['Other', null]] as const);
  const ent = entityChoice(m, options, c);
  let cx = X + 52;
  for (const [label] of options) {
    const on = label === ent.checked;
    cx = s.check(`entity_${label}`, label, cx, y + 6.5, on, on && !ent.other ? { [A('type_of_entity')]: ent.id } : 'context', { labelSize: 7.5 }) + 13;
  }
  s.label('(specify)', cx - 8, y + 7.5, 6, 'Helvetica-Oblique', { color: '#777' });
  s.line(cx + 22, y + 15, X + WD - 6, y + 15, 0.4);
  s.value('entity_other', ent.other, { x: cx + 22, y: y + 2, w: X + WD - cx - 30, h: 13 }, ent.other ? { [A('type_of_entity')]: ent.id } : 'context');
  y += 20;

  // The tax-ID type is a checkbox beside the number; an EIN or BN may then be written as bare digits.
  const bare = c.chance(0.35);
  const tax = businessTaxId(m, bare ? 'bare' : ca ? c.pick(['dash', 'spaced'] as const) : 'dash');
  boxCell(s, look, ca ? 'CRA BUSINESS NUMBER' : 'TAX ID NUMBER', 'business_tax_id', null, X, y, 200, H, 'context');
  const types = ca ? ['BN', 'SIN'] : ['EIN', 'SSN'];
  let tx = X + 95;
  for (const t of types) tx = s.check(`taxtype_${t}`, t, tx, y + 2, t === (m.taxType === 'ITIN' ? 'SSN' : m.taxType), 'context', { size: 6.5, labelSize: 6.5 }) + 8;
  s.value('business_tax_id', tax.text, { x: X + 1, y: y + 9, w: 198, h: H - 9.5 }, tax.fields);
  cellRow(s, look, X + 200, y, H, [['DATE BUSINESS ESTABLISHED', 'start_date', date(m.start, ds), 130, { [A('business_start_date')]: m.start }],
    ['NATURE OF BUSINESS', 'industry', m.trade.text, 210, { [A('industry')]: m.trade.industry }]]);
  y += H;
  y = cellRow(s, look, X, y, H, [['STREET ADDRESS', 'street', m.address.street, 240, 'context'], ['CITY', 'city', m.address.city, 120, 'context'],
    [ca ? 'PROVINCE' : 'STATE', 'state', m.address.state, 70, stateFields(m)], [ca ? 'POSTAL CODE' : 'ZIP CODE', 'zip', m.address.zip, 110, 'context']]);
  const countryShown = ca || c.chance(0.4);
  const countryText = ca ? 'Canada' : c.pick(['United States', 'USA', 'U.S.A.']);
  y = cellRow(s, look, X, y, H, [['COUNTRY', 'country', countryShown ? countryText : null, 100, countryShown ? { [A('country')]: ca ? 'Canada' : 'United States' } : 'context'],
    ['BUSINESS PHONE', 'phone', m.phone, 110, 'context'], ['E-MAIL', 'email', m.email, 180, 'context'], ['WEBSITE', 'website', m.website, 150, 'context']]);

  y = sectionBar(s, '2.  FUNDING REQUEST', X, y + 6, WD, bar);
  const terms = c.chance(0.7);
  const freqText = terms ? c.pick([FREQ_LABEL[m.frequency], FREQ_LABEL[m.frequency].toUpperCase(), m.frequency === 'biweekly' ? 'Bi-weekly' : FREQ_LABEL[m.frequency]]) : null;
  y = cellRow(s, look, X, y, H, [['REQUESTED AMOUNT', 'requested_amount', cash(m.amount), 120, { [A('requested_amount')]: m.amount }],
    ['PROPOSED PAYMENT', 'requested_payment', terms ? cash(m.payment) : null, 110, terms ? { [A('requested_payment')]: m.payment } : 'context'],
    ['# OF PAYMENTS', 'number_of_payments', terms ? String(m.payments) : null, 75, terms ? { [A('number_of_payments')]: m.payments } : 'context'],
    ['PAYMENT FREQUENCY', 'payment_frequency', freqText, 95, terms ? { [A('payment_frequency')]: m.frequency } : 'context'],
    ['PURPOSE OF FUNDS', 'use', m.use, 140, 'context']]);
  s.rect(X, y, WD, 20, { stroke: '#8796a8', lw: 0.55 });
  s.label('ANY OPEN ADVANCES OR LOANS?', X + 3, y + 7, 5.8, 'Helvetica-Bold', { color: SLATE });
  const open = m.advances.length > 0;
  const ex = s.check('adv_yes', 'Yes', X + 110, y + 6, open, 'context');
  s.check('adv_no', 'No', ex + 8, y + 6, !open, 'context');
  s.label('If yes, funder & balance:', X + 185, y + 7, 6, 'Helvetica', { color: '#555' });
  const advText = open ? m.advances.map((a) => `${a.funder} - ${money(a.balance, 'dollar_cents')}`).join('; ') : null;
  s.value('advances', advText, { x: X + 265, y: y + 1, w: 270, h: 18 }, open ? 'decoy' : 'context');
  y += 20;

  y = sectionBar(s, '3.  FINANCIAL SNAPSHOT (for reference; statements will be verified)', X, y + 6, WD, bar);
  y = cellRow(s, look, X, y, H, [['AVG. MONTHLY DEPOSITS', 'monthly_sales', cash(m.monthlySales), 130, 'decoy'],
    ['ANNUAL REVENUE', 'annual_revenue', cash(Math.round(m.monthlySales * 11.6)), 120, 'decoy'], ['BANK', 'bank_name', m.bank.name, 120, 'decoy'],
    [ca ? 'TRANSIT / INSTITUTION' : 'ROUTING #', 'bank_routing', m.bank.routing, 80, 'decoy'], ['ACCOUNT #', 'bank_account', m.bank.account, 90, 'decoy']]);

  y = sectionBar(s, '4.  BUSINESS PREMISES', X, y + 6, WD, bar);
  s.rect(X, y, 120, H, { stroke: '#8796a8', lw: 0.55 });
  s.label('PREMISES', X + 3, y + 2, 5.6, 'Helvetica-Bold', { color: SLATE });
  const ox = s.check('premises_own', 'Owned', X + 6, y + 13, !m.rents, 'context');
  s.check('premises_rent', 'Leased', ox + 10, y + 13, m.rents, 'context');
  const lease = m.rents ? 'decoy' : 'context';
  cellRow(s, look, X + 120, y, H, [['LANDLORD / MORTGAGE HOLDER', 'landlord', m.rents ? m.landlord : null, 180, lease],
    ['LANDLORD PHONE', 'landlord_phone', m.rents ? m.landlordPhone : null, 120, lease],
    ['MONTHLY RENT', 'rent', m.rents ? cash(m.rent) : null, 120, lease]]);
  s.label('Northgate Commercial Funding  ·  NCF-APP-26  ·  Please complete both pages.', X, 766, 6, 'Helvetica', { color: '#777', width: WD, align: 'center' });

  s.addPage();
  header(s, ca, 2);
  y = sectionBar(s, '5.  OWNERSHIP (list every owner of 20% or more)', X, 76, WD, bar);
  const blockH = 14 + H * 5;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i], bx = X + (i % 2) * 276, by = y + 4 + Math.floor(i / 2) * (blockH + 8);
    s.label(`OWNER ${i + 1}${i > 0 ? ' (if applicable)' : ''}`, bx, by + 3, 7.5, 'Helvetica-Bold', { color: SLATE });
    let oy = by + 14;
    const cred = o?.credential && c.chance(0.6) ? `, ${o.credential}` : '';
    oy = cellRow(s, look, bx, oy, H, [['FIRST NAME', `owner${i + 1}_first`, o?.first ?? null, 110, o ? { [P(i, 'first_name')]: o.first } : 'context'],
      ['M.I.', `owner${i + 1}_mi`, o?.middle ?? null, 30, 'context'],
      ['LAST NAME', `owner${i + 1}_last`, o ? o.last + cred : null, 124, o ? { [P(i, 'last_name')]: o.last } : 'context']]);
    oy = cellRow(s, look, bx, oy, H, [['TITLE / POSITION', `owner${i + 1}_title`, o?.title ?? null, 150, o ? { [P(i, 'role')]: o.title } : 'context'],
      ['OWNERSHIP %', `owner${i + 1}_ownership`, o ? pct(o.ownership, true) : null, 114, o ? { [P(i, 'ownership')]: o.ownership } : 'context']]);
    const t = o ? ownerTax(i, o, c, c.chance(0.5)) : null;
    oy = cellRow(s, look, bx, oy, H, [[ca ? 'SIN' : 'SSN', `owner${i + 1}_ssn`, t?.text ?? null, 132, t?.role ?? 'context'],
      ['DATE OF BIRTH', `owner${i + 1}_dob`, o ? date(o.dob, 'mdy') : null, 132, o ? { [P(i, 'date_of_birth')]: o.dob } : 'context']]);
    const fico = o?.credit != null && c.chance(0.75) ? String(o.credit) : null;
    oy = cellRow(s, look, bx, oy, H, [['CREDIT SCORE (APPROX.)', `owner${i + 1}_credit`, fico, 132, fico ? { [P(i, 'credit_score')]: o!.credit } : 'context'],
      ['MOBILE', `owner${i + 1}_cell`, o?.cell ?? null, 132, o ? 'decoy' : 'context']]);
    cellRow(s, look, bx, oy, H, [['HOME ADDRESS', `owner${i + 1}_home`, o ? `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}` : null, 264, o ? 'decoy' : 'context']]);
  }
  y += 4 + 2 * (blockH + 8);

  y = sectionBar(s, '6.  AUTHORIZATION', X, y + 2, WD, bar);
  y = paragraph(s, c.pick(AUTH_US), NORTHGATE, X, y + 5, WD, 6.6) + 4;
  if (ca) y = paragraph(s, CONSENT_CA, NORTHGATE, X, y, WD, 6.6) + 4;
  y += 6;
  for (const i of [0, 1]) {
    const o = m.owners[i], bx = X + i * 276;
    boxCell(s, look, `SIGNATURE — OWNER ${i + 1}`, `sig${i + 1}`, null, bx, y, 170, 32, 'context');
    if (o) s.signature(bx + 12, y + 24, 150);
    boxCell(s, look, 'DATE', `sig${i + 1}_date`, o ? date(m.signed, ds) : null, bx + 170, y, 94, 32, o ? 'decoy' : 'context');
  }
  s.label('Northgate Commercial Funding  ·  NCF-APP-26  ·  Please complete both pages.', X, 766, 6, 'Helvetica', { color: '#777', width: WD, align: 'center' });
}
