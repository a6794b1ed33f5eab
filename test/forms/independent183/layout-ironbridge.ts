// Ironbridge Funding Partners: a one-page boxed grid, four or five narrow cells per row, 5.8 pt labels at each cell's
// top-left and the value at its bottom, so a value sits 1 pt under its own label and just above the next row's.
// Hard: the dense grid, fine print between sections, a years-in-business cell instead of a date on some seeds, an
// "Other:" entity line, owner 2 and the open-advances table often left blank, signature block repeating names.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import { cells, inCell, bar, entityBoxes, tradePrint, industryPrint, moneyPrint, decoyMoney, datePrint, pickDateFormat, namePrint,
  rolePrint, pctPrint, ficoPrint, taxIdPrint, taxIdMode, app, type NameFormat, type Print } from './parts.ts';
import * as T from './fineprint.ts';
import { businessTaxIdFields, regionFields, formatDate } from './rules.ts';
import type { Sheet } from './sheet.ts';

export const IRONBRIDGE = { broker: 'Ironbridge Funding Partners', country: 'US' as const, maxOwners: 2, typedFont: 'Courier', typedSize: 7.6 };

const blank: Print = { text: '', fields: null };
const d = (text: string): Print => ({ text, fields: null });

export function drawIronbridge(s: Sheet, m: Merchant, rng: Rng): void {
  const X = 22, W = 568, B = IRONBRIDGE.broker, H = 21;
  const dateFmt = pickDateFormat(rng);
  const nameFmt = rng.pick<NameFormat>(['full', 'first-last', 'last-first']);
  const startAsYears = rng.chance(0.2);

  s.label(X, 18, 'IRONBRIDGE', 16, { bold: true, color: '#6d1b1b' });
  s.label(X + 1, 35, 'F U N D I N G   P A R T N E R S', 6.2, { color: '#6d1b1b' });
  s.label(X, 18, 'MERCHANT CASH ADVANCE  |  BUSINESS UNDERWRITING INTAKE', 8.2, { bold: true, width: W, align: 'right' });
  s.label(X, 29, 'Form IFP-UW-07  rev. 03/24   Submit with statements to deals@ironbridgefp.com  Fax (646) 555-0199', 5.5, { width: W, align: 'right' });
  let y = 46 + s.fine(X, 46, W, T.attachUS(B), 5.8) + 3;

  y = bar(s, X, y, W, 'SECTION 1  -  BUSINESS INFORMATION') + 1;
  let c = cells(s, X, y, H, [[206, '* LEGAL / CORPORATE NAME (as shown on tax return)'], [150, 'DBA / TRADE NAME'], [106, '* FED. TAX ID (EIN / SSN*)'],
    [106, startAsYears ? '* YEARS IN BUSINESS' : '* DATE BUSINESS STARTED']]);
  inCell(s, 'legal_name', c[0]!, y, H, { text: m.legal, fields: { [app('legal_name')]: m.legal } });
  inCell(s, 'dba', c[1]!, y, H, tradePrint(m, rng));
  inCell(s, 'tax_id', c[2]!, y, H, { text: m.taxId, fields: businessTaxIdFields(m.taxId, null) });
  inCell(s, 'start', c[3]!, y, H, startAsYears ? d(String(2025 - m.start.y)) : datePrint(app('business_start_date'), m.start, dateFmt));
  y += H;
  c = cells(s, X, y, H, [[214, '* PHYSICAL ADDRESS (no P.O. Box)'], [128, 'CITY'], [36, 'STATE'], [56, 'ZIP'], [134, 'BUSINESS PHONE']]);
  inCell(s, 'street', c[0]!, y, H, d(`${m.address.street}${m.address.unit ? ` ${m.address.unit}` : ''}`));
  inCell(s, 'city', c[1]!, y, H, d(m.address.city));
  inCell(s, 'state', c[2]!, y, H, { text: m.address.region, fields: regionFields(m.address.region, 'US') });
  inCell(s, 'zip', c[3]!, y, H, d(m.address.postal));
  inCell(s, 'biz_phone', c[4]!, y, H, d(m.phone));
  y += H;
  c = cells(s, X, y, H, [[150, 'BUSINESS EMAIL'], [128, 'WEBSITE'], [176, '* TYPE OF BUSINESS / PRODUCTS SOLD'], [50, '# EMPLOYEES'], [64, 'OWN / RENT']]);
  inCell(s, 'email', c[0]!, y, H, rng.chance(0.85) ? d(m.email) : blank, 6.6);
  inCell(s, 'website', c[1]!, y, H, m.website ? d(m.website) : blank, 6.6);
  inCell(s, 'industry', c[2]!, y, H, industryPrint(m));
  inCell(s, 'employees', c[3]!, y, H, d(String(m.employees)));
  s.check('own_box', c[4]!.x + 3, y + 8.5, 'Own', m.ownRent === 'Own', null, { size: 5.5, labelSize: 5.5 });
  s.check('rent_box', c[4]!.x + 30, y + 8.5, 'Rent', m.ownRent === 'Rent', null, { size: 5.5, labelSize: 5.5 });
  y += H;
  s.rect(X, y, W, 13, { lw: 0.45 });
  s.label(X + 2, y + 3.6, '* LEGAL ENTITY:', 6, { bold: true });
  entityBoxes(s, m, rng, X + 58, y + 3, [['Corp', 'corp'], ['S-Corp', 'scorp'], ['LLC', 'llc'], ['Partnership', 'partnership'], ['Sole Prop', 'sole'],
    ['Other:', 'other']], 110, rng.chance(0.05));
  c = cells(s, X + W - 96, y, 13, [[96, '']]);
  s.label(c[0]!.x + 2, y + 4, 'STATE OF INC.', 5.6);
  s.value('state_of_inc', c[0]!.x + 46, y + 3, 46, m.kind.id === 'sole_proprietorship' ? '' : m.stateOfInc, null, { size: 7 });
  y += 13 + 1.5;
  y += s.fine(X, y, W, T.footnoteTaxId, 5.6) + 2;
  c = cells(s, X, y, H, [[214, 'LANDLORD / MORTGAGE HOLDER'], [128, 'LANDLORD PHONE'], [110, 'MONTHLY RENT / MORTGAGE'], [116, 'TIME AT THIS LOCATION']]);
  const renting = m.ownRent === 'Rent' && rng.chance(0.8);
  inCell(s, 'landlord', c[0]!, y, H, renting ? d(m.landlord) : blank);
  inCell(s, 'landlord_phone', c[1]!, y, H, renting ? d(m.landlordPhone) : blank);
  inCell(s, 'rent', c[2]!, y, H, rng.chance(0.7) ? decoyMoney(m, m.rent, rng) : blank);
  inCell(s, 'time_at_location', c[3]!, y, H, rng.chance(0.6) ? d(`${rng.int(1, 12)} yrs`) : blank);
  y += H + 3;

  y = bar(s, X, y, W, 'SECTION 2  -  FUNDING REQUEST & FINANCIAL SUMMARY') + 1;
  c = cells(s, X, y, H, [[120, '* AMOUNT REQUESTED'], [170, 'USE OF FUNDS'], [140, 'AVG. MONTHLY GROSS SALES'], [138, 'ANNUAL GROSS REVENUE']]);
  inCell(s, 'requested', c[0]!, y, H, moneyPrint(app('requested_amount'), m.requested, rng, 'US'));
  inCell(s, 'use_of_funds', c[1]!, y, H, rng.chance(0.85) ? d(m.useOfFunds) : blank);
  inCell(s, 'avg_monthly', c[2]!, y, H, decoyMoney(m, m.avgMonthly, rng));
  inCell(s, 'annual', c[3]!, y, H, rng.chance(0.7) ? decoyMoney(m, m.annual, rng) : blank);
  y += H + 2;
  s.label(X, y, 'OPEN ADVANCES / BUSINESS LOANS  (list all open positions; leave blank if none)', 6, { bold: true });
  y += 8;
  const cols: [number, string][] = [[220, 'FUNDER / LENDER'], [116, 'CURRENT BALANCE'], [116, 'PAYMENT AMOUNT'], [116, 'FREQUENCY']];
  s.rect(X, y, W, 8, { fill: '#e4e4e4' });
  cells(s, X, y, 8, cols, 5.4);
  y += 8;
  for (let r = 0; r < 3; r++) {
    const e = m.existing[r];
    c = cells(s, X, y, 11, cols.map(([w]) => [w, ''] as [number, string]));
    if (e) {
      s.value(`pos${r + 1}_funder`, c[0]!.x + 2, y + 2, c[0]!.w - 4, e.funder, null, { size: 7 });
      s.value(`pos${r + 1}_balance`, c[1]!.x + 2, y + 2, c[1]!.w - 4, decoyMoney(m, e.balance, rng).text, null, { size: 7 });
      s.value(`pos${r + 1}_payment`, c[2]!.x + 2, y + 2, c[2]!.w - 4, decoyMoney(m, e.payment, rng).text, null, { size: 7 });
      s.value(`pos${r + 1}_freq`, c[3]!.x + 2, y + 2, c[3]!.w - 4, rng.pick(['Daily', 'Weekly']), null, { size: 7 });
    }
    y += 11;
  }
  y += 1.5;
  y += s.fine(X, y, W, T.stacking(B), 5.6) + 3;

  y = bar(s, X, y, W, 'SECTION 3  -  OWNERS / GUARANTORS  (every owner of 20% or more)') + 1;
  const signDate = { y: 2025, m: rng.int(1, 6), d: rng.int(1, 28) };
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    s.label(X, y + 0.5, i === 0 ? 'OWNER 1' : 'OWNER 2 (if applicable)', 5.8, { bold: true, color: '#6d1b1b' });
    y += 7.5;
    c = cells(s, X, y, H, [[196, nameFmt === 'last-first' ? '* NAME (Last, First M.I.)' : '* FULL NAME (First, M.I., Last)'], [104, 'TITLE'], [52, '% OWNED'],
      [110, '* SOCIAL SECURITY #'], [106, '* DATE OF BIRTH']]);
    inCell(s, `o${i + 1}_name`, c[0]!, y, H, o ? namePrint(o, i, nameFmt) : blank);
    inCell(s, `o${i + 1}_title`, c[1]!, y, H, o ? rolePrint(o, i) : blank);
    inCell(s, `o${i + 1}_pct`, c[2]!, y, H, o ? pctPrint(o, i, rng.chance(0.6)) : blank);
    inCell(s, `o${i + 1}_ssn`, c[3]!, y, H, o ? taxIdPrint(o, i, taxIdMode(rng, 0.08), rng) : blank);
    inCell(s, `o${i + 1}_dob`, c[4]!, y, H, o && rng.chance(0.9) ? datePrint(`application.applicants[${i}].date_of_birth`, o.dob, dateFmt) : blank);
    y += H;
    c = cells(s, X, y, H, [[210, 'HOME ADDRESS'], [120, 'CITY'], [36, 'STATE'], [56, 'ZIP'], [90, 'CELL PHONE'], [56, 'CREDIT SCORE (est.)']]);
    inCell(s, `o${i + 1}_home`, c[0]!, y, H, o ? d(o.home.street) : blank);
    inCell(s, `o${i + 1}_city`, c[1]!, y, H, o ? d(o.home.city) : blank);
    inCell(s, `o${i + 1}_state`, c[2]!, y, H, o ? d(o.home.region) : blank);
    inCell(s, `o${i + 1}_zip`, c[3]!, y, H, o ? d(o.home.postal) : blank);
    inCell(s, `o${i + 1}_cell`, c[4]!, y, H, o ? d(o.cell) : blank, 6.6);
    inCell(s, `o${i + 1}_fico`, c[5]!, y, H, o && rng.chance(0.45) ? ficoPrint(o, i) : blank);
    y += H + 1.5;
  }
  y += s.fine(X, y, W, T.patriotAct, 5.6) + 3;

  y = bar(s, X, y, W, 'SECTION 4  -  HISTORY & TRADE REFERENCES') + 1;
  const questions = ['Bankruptcy by the business or an owner in the last 7 years?', 'Open tax liens or judgments?', 'Is the business for sale?'];
  s.rect(X, y, W, 12, { lw: 0.45 });
  questions.forEach((q, k) => {
    const qx = X + 3 + k * 190;
    s.label(qx, y + 3.5, q, 5.4);
    const yes = rng.chance(0.08);
    const bx = qx + (k === 0 ? 160 : k === 1 ? 84 : 74);
    s.check(`q${k + 1}_yes`, bx, y + 3, 'Y', yes, null, { size: 5.5, labelSize: 5.5 });
    s.check(`q${k + 1}_no`, bx + 16, y + 3, 'N', !yes && rng.chance(0.85), null, { size: 5.5, labelSize: 5.5 });
  });
  y += 12;
  const refCols: [number, string][] = [[230, 'TRADE REFERENCE / SUPPLIER'], [170, 'CONTACT NAME'], [168, 'PHONE']];
  for (let r = 0; r < 2; r++) {
    c = cells(s, X, y, H, refCols.map(([w, l]) => [w, `${l} ${r + 1}`] as [number, string]));
    const ref = m.references[r]!, shown = rng.chance(0.65);
    inCell(s, `ref${r + 1}_name`, c[0]!, y, H, shown ? d(ref.name) : blank);
    inCell(s, `ref${r + 1}_contact`, c[1]!, y, H, shown ? d(ref.contact) : blank);
    inCell(s, `ref${r + 1}_phone`, c[2]!, y, H, shown ? d(ref.phone) : blank);
    y += H;
  }
  y += 3;

  y = bar(s, X, y, W, 'SECTION 5  -  BUSINESS BANK ACCOUNT (deposits and remittances)') + 1;
  c = cells(s, X, y, H, [[180, 'BANK NAME'], [120, 'ROUTING / ABA #'], [150, 'ACCOUNT #'], [118, 'ACCOUNT OPENED (year)']]);
  inCell(s, 'bank', c[0]!, y, H, d(m.bank.name));
  inCell(s, 'routing', c[1]!, y, H, rng.chance(0.8) ? d(m.bank.routing) : blank);
  inCell(s, 'account', c[2]!, y, H, rng.chance(0.8) ? d(m.bank.account) : blank);
  inCell(s, 'acct_opened', c[3]!, y, H, rng.chance(0.5) ? d(String(Math.max(m.start.y, 2000) + rng.int(0, 2))) : blank);
  y += H + 3;
  y += s.fine(X, y, W, `${T.authorizationUS(B)} ${T.esign}`, 5.6) + 4;

  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    c = cells(s, X, y, H + 2, [[200, `SIGNATURE (Owner ${i + 1})`], [170, 'PRINT NAME'], [100, 'TITLE'], [98, 'DATE']]);
    if (o) s.signature(c[0]!.x + 6, y + 6, 150);
    inCell(s, `sig${i + 1}_name`, c[1]!, y, H + 2, o ? namePrint(o, i, 'first-last') : blank);
    inCell(s, `sig${i + 1}_title`, c[2]!, y, H + 2, o ? rolePrint(o, i) : blank);
    inCell(s, `sig${i + 1}_date`, c[3]!, y, H + 2, o ? d(formatDate(signDate, dateFmt)) : blank);
    y += H + 2;
  }
  y += 4;
  s.line(X, y, X + W, y, 0.3, '#666');
  s.label(X, y + 3, 'Submitted by ISO:', 5.6);
  s.value('iso_company', X + 50, y + 2, 120, m.iso.company, null, { size: 6.8 });
  s.label(X + 180, y + 3, 'ISO Rep:', 5.6);
  s.value('iso_rep', X + 204, y + 2, 110, m.iso.rep, null, { size: 6.8 });
  s.label(X + 322, y + 3, 'ISO #:', 5.6);
  s.value('iso_code', X + 340, y + 2, 70, m.iso.code, null, { size: 6.8 });
  s.label(X, y + 3, 'IFP-UW-07  Page 1 of 1', 5.4, { width: W, align: 'right', color: '#555' });
  y += 12;
  s.rect(X, y, W, 22, { fill: '#efefef', stroke: '#999' });
  s.label(X + 3, y + 2.5, T.officeUse, 5.4, { bold: true, color: '#444' });
  ['Rec\'d', 'UW', 'Paper', 'Max Approval', 'Decision'].forEach((l, k) => s.label(X + 3 + k * 113, y + 12, `${l}: ________________`, 5.6, { color: '#444' }));
}
