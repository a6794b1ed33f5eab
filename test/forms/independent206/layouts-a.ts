// Two of the four application pages: Keystone's dense boxed grid and Blue Harbor's dotted-leader rows.
// Each returns how many owners it printed; the rest go to the continuation page.
import { Rng } from '../../statements/generator/prng.ts';
import { type Deal, fmtDate, fmtEin, fmtMoney, fmtSsn, fullAddress } from './deal.ts';
import { entityRow, F, heading, row } from './fields.ts';
import { cell, dobFields, ficoFields, type Look, nameFields, ownerGrid, pctFields, printedName, roleFields, ssnFields } from './pages.ts';
import type { Sheet } from './sheet.ts';

/** Keystone Capital Partners: every value in a boxed cell, black bands, entity check boxes, two owners on the page. */
export function keystone(s: Sheet, d: Deal, look: Look, r: Rng): number {
  s.newPage();
  s.label('KEYSTONE CAPITAL PARTNERS', 36, 30, 15);
  s.label('MERCHANT CASH ADVANCE APPLICATION', 36, 50, 9);
  s.label(`FORM KCP-7 REV. 03/19`, 470, 34, 7, 'mono');
  const x = 36, w = 540;
  heading(s, 'SECTION 1 -- BUSINESS INFORMATION', x, 66, w);
  let y = 77;
  const h = 24;
  cell(s, 'CORP. NAME (LEGAL):', d.legal, x, y, w * 0.6, h, 'legal', F.legal(d));
  cell(s, 'D/B/A:', d.dbaPrinted, x + w * 0.6, y, w * 0.4, h, 'dba', F.dba(d));
  y += h;
  cell(s, 'PHYSICAL ADDRESS (NO P.O. BOX):', d.address.street, x, y, w * 0.45, h, 'street');
  cell(s, 'CITY:', d.address.city, x + w * 0.45, y, w * 0.25, h, 'city');
  cell(s, 'STATE:', d.address.state, x + w * 0.7, y, w * 0.12, h, 'state', F.state(d));
  cell(s, 'ZIP:', d.address.zip, x + w * 0.82, y, w * 0.18, h, 'zip');
  y += h;
  const taxText = d.taxKind === 'EIN' ? fmtEin(d.taxDigits) : fmtSsn(d.taxDigits);
  cell(s, 'FED. I.D. #:', taxText, x, y, w * 0.22, h, 'taxid', F.tax(d));
  cell(s, 'DATE EST.:', fmtDate(d.start, look.dates), x + w * 0.22, y, w * 0.18, h, 'start', F.start(d));
  cell(s, 'STATE OF INC.:', d.stateOfInc, x + w * 0.4, y, w * 0.14, h, 'stateOfInc');
  cell(s, 'BUS. PHONE:', d.phone, x + w * 0.54, y, w * 0.22, h, 'phone');
  cell(s, 'FAX:', d.fax, x + w * 0.76, y, w * 0.24, h, 'fax');
  y += h;
  cell(s, 'TYPE OF BUS. / PRODUCT SOLD:', d.industryText, x, y, w * 0.5, h, 'industry', F.industry(d));
  cell(s, 'E-MAIL:', d.email.toUpperCase(), x + w * 0.5, y, w * 0.5, h, 'email');
  y += h;
  s.rect(x, y, w, 20, 0.5);
  s.label('ENTITY:', x + 3, y + 6, 7);
  entityRow(s, d, x + 42, y + 6);
  y += 20;
  cell(s, '# EMPLOYEES:', String(d.employees), x, y, w * 0.15, h, 'employees');
  s.rect(x + w * 0.15, y, w * 0.3, h, 0.5);
  s.label('PREMISES:', x + w * 0.15 + 3, y + 3, 6);
  const rx = s.check('premises', 'OWN', x + w * 0.15 + 8, y + 12, !d.rents) + 10;
  s.check('premises', 'RENT', rx, y + 12, d.rents);
  cell(s, 'LANDLORD / MORTGAGE CO.:', d.landlord.name, x + w * 0.45, y, w * 0.35, h, 'landlord.name');
  cell(s, 'MO. RENT:', fmtMoney(d.landlord.rent, look.money), x + w * 0.8, y, w * 0.2, h, 'landlord.rent');
  y += h + 8;
  heading(s, 'SECTION 2 -- FUNDING REQUEST', x, y, w);
  y += 11;
  cell(s, 'AMT. REQ.:', fmtMoney(d.amount, look.money), x, y, w * 0.22, h, 'amount', F.amount(d));
  cell(s, 'USE OF FUNDS:', d.useOfFunds, x + w * 0.22, y, w * 0.38, h, 'use');
  cell(s, 'AVG. MO. SALES:', fmtMoney(d.monthlySales, look.money), x + w * 0.6, y, w * 0.2, h, 'sales');
  cell(s, 'GROSS ANNUAL:', fmtMoney(d.annualRevenue, look.money), x + w * 0.8, y, w * 0.2, h, 'annual');
  y += h;
  const open = d.funders[0];
  cell(s, 'CURRENT ADVANCE W/ (FUNDER):', open ? open.name : 'NONE', x, y, w * 0.45, h, 'funder.name');
  cell(s, 'BALANCE:', open ? fmtMoney(open.balance, look.money) : '', x + w * 0.45, y, w * 0.27, h, 'funder.balance');
  cell(s, 'PMT.:', open ? `${fmtMoney(open.payment, 'cents')} ${open.freq}` : '', x + w * 0.72, y, w * 0.28, h, 'funder.payment');
  y += h + 22;
  heading(s, 'SECTION 3 -- OWNERSHIP (ALL OWNERS OF 20% OR MORE)', x, y - 11, w);
  const onPage = Math.min(2, d.owners.length);
  for (let i = 0; i < onPage; i++) y = ownerGrid(s, d.owners[i]!, i, x, y + 10, w, look) + 4;
  y += 6;
  s.para('BY SIGNING BELOW, EACH OF THE ABOVE OWNERS CERTIFIES THAT THE INFORMATION ON THIS APPLICATION IS TRUE AND COMPLETE AND AUTHORIZES '
    + 'KEYSTONE CAPITAL PARTNERS, ITS ASSIGNS AND FUNDERS TO OBTAIN CONSUMER AND BUSINESS CREDIT REPORTS, TO VERIFY THE INFORMATION ABOVE '
    + 'WITH ANY BANK, LANDLORD OR CREDITOR, AND TO SHARE THIS APPLICATION WITH ITS FUNDING PARTNERS.', x, y, w, 6.3);
  y += 44;
  for (let i = 0; i < onPage; i++) {
    const sx = x + i * 275;
    s.line(sx, y + 10, sx + 160, y + 10);
    s.label(`SIGNATURE OWNER #${i + 1}`, sx, y + 13, 6, 'mono');
    s.label('DATE:', sx + 170, y + 2, 7);
    s.value(`owner${i}.signdate`, fmtDate(d.signed, look.dates), sx + 195, y, 75);
  }
  void r;
  return onPage;
}

/** Blue Harbor Funding Group: ruled rows, labels with colons and dotted leaders, one owner per page in rows. */
export function blueHarbor(s: Sheet, d: Deal, look: Look, r: Rng): number {
  s.newPage();
  s.rect(36, 28, 540, 40, 1.2);
  s.label('BLUE HARBOR FUNDING GROUP', 48, 36, 14);
  s.label('BUSINESS FUNDING APPLICATION -- PLEASE TYPE OR PRINT', 48, 54, 7.5, 'mono');
  s.label('ISO CODE:', 430, 36, 7);
  s.value('iso.code', d.iso.isoNumber, 475, 34, 90, {}, 8);
  const x = 40, x1 = 572, mid = 306;
  let y = 86;
  const step = 19;
  s.label('I. BUSINESS', x, y, 9);
  y += 16;
  row(s, 'CORP. NAME:', d.legal, x, y, x1, 'legal', F.legal(d)); y += step;
  row(s, 'D/B/A:', d.dbaPrinted, x, y, x1, 'dba', F.dba(d)); y += step;
  row(s, 'ENTITY TYPE:', d.entityText, x, y, mid - 8, 'entity', F.entity(d.entityId));
  // A bare nine-digit EIN, read from its label, on half of this broker's forms.
  const bare = d.taxKind === 'EIN' && r.chance(0.5);
  const taxText = d.taxKind === 'EIN' ? (bare ? d.taxDigits : fmtEin(d.taxDigits)) : fmtSsn(d.taxDigits);
  row(s, bare ? 'FED. TAX I.D. (EIN):' : 'FED. I.D. #:', taxText, mid, y, x1, 'taxid', F.tax(d)); y += step;
  row(s, 'BUS. ADDRESS:', d.address.street, x, y, x1, 'street'); y += step;
  row(s, 'CITY:', d.address.city, x, y, 250, 'city');
  row(s, 'ST:', d.address.state, 262, y, 340, 'state', F.state(d));
  row(s, 'ZIP:', d.address.zip, 352, y, 440, 'zip');
  row(s, 'STATE INC.:', d.stateOfInc, 450, y, x1, 'stateOfInc'); y += step;
  row(s, 'DATE EST.:', fmtDate(d.start, look.dates), x, y, mid - 8, 'start', F.start(d));
  row(s, 'TEL.:', d.phone, mid, y, x1, 'phone'); y += step;
  row(s, 'NATURE OF BUS.:', d.industryText, x, y, mid - 8, 'industry', F.industry(d));
  row(s, 'WEB:', d.website, mid, y, x1, 'web'); y += step + 6;
  s.label('II. FUNDING REQUEST', x, y, 9); y += 16;
  row(s, 'AMT. REQ.:', fmtMoney(d.amount, look.money), x, y, 200, 'amount', F.amount(d));
  row(s, 'PROPOSED PMT.:', fmtMoney(d.payment, 'cents'), 210, y, 390, 'payment', F.payment(d));
  row(s, '# OF PMTS.:', String(d.nPayments), 400, y, x1, 'count', F.count(d)); y += step;
  const freqText = { daily: 'DAILY', weekly: 'WEEKLY', biweekly: 'BI-WEEKLY', monthly: 'MONTHLY' }[d.freq];
  row(s, 'PMT. FREQ.:', freqText, x, y, 200, 'freq', F.freq(d));
  row(s, 'USE OF PROCEEDS:', d.useOfFunds, 210, y, x1, 'use'); y += step;
  row(s, 'AVG. MO. DEPOSITS:', fmtMoney(d.monthlySales, look.money), x, y, mid - 8, 'sales');
  row(s, 'ANNUAL REV.:', fmtMoney(d.annualRevenue, look.money), mid, y, x1, 'annual'); y += step;
  row(s, 'OPEN ADVANCES (FUNDER / BAL.):', d.funders.map((f) => `${f.name} ${fmtMoney(f.balance, look.money)}`).join('; ') || 'NONE', x, y, x1, 'funders');
  y += step + 6;
  s.label('III. PRINCIPAL OWNER', x, y, 9); y += 16;
  const o = d.owners[0]!;
  row(s, 'NAME:', printedName(o, look.lastFirst), x, y, mid - 8, 'owner0.name', nameFields(0, o));
  row(s, 'TITLE:', o.title, mid, y, 460, 'owner0.title', roleFields(0, o));
  row(s, '% OWN:', String(o.pct), 470, y, x1, 'owner0.pct', pctFields(0, o)); y += step;
  row(s, 'S.S. #:', fmtSsn(o.ssn, o.masked), x, y, 200, 'owner0.ssn', ssnFields(0, o));
  row(s, 'D.O.B.:', fmtDate(o.dob, look.dates), 210, y, 400, 'owner0.dob', dobFields(0, o));
  row(s, 'F.I.C.O.:', o.fico ? String(o.fico) : '', 410, y, x1, 'owner0.fico', o.fico ? ficoFields(0, o) : {}); y += step;
  row(s, 'HOME ADDR.:', fullAddress(o.home), x, y, x1, 'owner0.home'); y += step;
  row(s, 'CELL:', o.cell, x, y, mid - 8, 'owner0.cell');
  row(s, 'E-MAIL:', o.email.toUpperCase(), mid, y, x1, 'owner0.email'); y += step + 4;
  s.label(d.owners.length > 1 ? `ADDITIONAL OWNERS: SEE CONTINUATION PAGE (${d.owners.length - 1})` : 'ADDITIONAL OWNERS: NONE', x, y, 7.5);
  y += 16;
  s.para('THE MERCHANT AND OWNER(S) CERTIFY THAT ALL INFORMATION IS TRUE AND AUTHORIZE BLUE HARBOR FUNDING GROUP AND ITS PARTNERS TO OBTAIN '
    + 'CREDIT REPORTS AND BANK STATEMENTS AND TO CONTACT ANY REFERENCE LISTED. A PHOTOCOPY OR FAX OF THIS AUTHORIZATION IS AS VALID AS THE ORIGINAL.',
  x, y, 532, 6.5);
  y += 40;
  s.line(x, y + 10, 280, y + 10);
  s.label('OWNER SIGNATURE', x, y + 13, 6, 'mono');
  s.label('DATE:', 320, y + 2, 8);
  s.value('owner0.signdate', fmtDate(d.signed, look.dates), 350, y, 120);
  return 1;
}
