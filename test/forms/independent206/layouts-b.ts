// The other two application pages: Pinnacle's fill-in sentences with check-box rows, and Tri-State's owners table.
import { Rng } from '../../statements/generator/prng.ts';
import { type Deal, fmtDate, fmtEin, fmtMoney, fmtSsn, fullAddress } from './deal.ts';
import { entityRow, F, FREQ_BOXES, heading, row } from './fields.ts';
import { dobFields, ficoFields, type Look, nameFields, ownerGrid, pctFields, printedName, roleFields, ssnFields } from './pages.ts';
import type { Sheet } from './sheet.ts';

/** A blank in a printed sentence: the words, then an underlined gap holding the value. Returns the gap's end. */
function blank(s: Sheet, before: string, value: string, x: number, y: number, gap: number, key: string, fields = {}): number {
  const w = s.label(before, x, y, 8, 'mono');
  s.line(x + w + 3, y + 9, x + w + 3 + gap, y + 9, 0.5);
  s.value(key, value, x + w + 6, y - 2, gap - 4, fields, 9);
  return x + w + 3 + gap + 4;
}

/** Pinnacle Merchant Services: the business described in sentences, check-box rows, an advances table. */
export function pinnacle(s: Sheet, d: Deal, look: Look, r: Rng): number {
  s.newPage();
  s.label('PINNACLE MERCHANT SERVICES, INC.', 36, 30, 13);
  s.label('APPLICATION FOR PURCHASE OF FUTURE RECEIVABLES', 36, 47, 8);
  s.line(36, 60, 576, 60, 2);
  s.line(36, 63, 576, 63, 0.5);
  const x = 40;
  let y = 76;
  blank(s, 'THE UNDERSIGNED BUSINESS,', d.legal, x, y, 300, 'legal', F.legal(d));
  y += 18;
  let cx = blank(s, 'DOING BUSINESS AS', d.dbaPrinted, x, y, 210, 'dba', F.dba(d));
  blank(s, ', FED. I.D. #', d.taxKind === 'EIN' ? fmtEin(d.taxDigits) : fmtSsn(d.taxDigits), cx, y, 110, 'taxid', F.tax(d));
  y += 18;
  cx = blank(s, 'LOCATED AT', d.address.street, x, y, 170, 'street');
  cx = blank(s, ',', d.address.city, cx, y, 100, 'city');
  cx = blank(s, ', STATE', d.address.state, cx, y, 30, 'state', F.state(d));
  blank(s, 'ZIP', d.address.zip, cx, y, 50, 'zip');
  y += 18;
  cx = blank(s, 'IN BUSINESS SINCE (DATE EST.)', fmtDate(d.start, look.dates), x, y, 90, 'start', F.start(d));
  blank(s, ', ENGAGED IN', d.industryText, cx, y, 190, 'industry', F.industry(d));
  y += 18;
  cx = blank(s, 'INCORPORATED IN THE STATE OF', d.stateOfInc, x, y, 40, 'stateOfInc');
  cx = blank(s, ', PHONE', d.phone, cx, y, 110, 'phone');
  blank(s, ', EMPLOYEES', String(d.employees), cx, y, 40, 'employees');
  y += 22;
  s.label('ORGANIZED AS (CHECK ONE):', x, y, 7.5);
  entityRow(s, d, x + 125, y);
  y += 22;
  heading(s, 'FUNDING REQUESTED', 36, y, 540, '#cfcfcf');
  y += 18;
  cx = blank(s, 'REQUESTS AN ADVANCE OF (AMT. REQ.)', fmtMoney(d.amount, look.money), x, y, 100, 'amount', F.amount(d));
  blank(s, 'FOR', d.useOfFunds, cx, y, 160, 'use');
  y += 18;
  // Not every Pinnacle deal states its payment: the rep fills it when the merchant asked for terms.
  const terms = r.chance(0.65);
  cx = blank(s, 'REMITTED IN', terms ? String(d.nPayments) : '', x, y, 40, 'count', F.count(d));
  blank(s, 'PAYMENTS OF', terms ? fmtMoney(d.payment, 'cents') : '', cx, y, 90, 'payment', F.payment(d));
  y += 18;
  let fx = s.label('PAYMENT SCHEDULE:', x, y, 7.5) + x + 8;
  for (const [label, id] of FREQ_BOXES) fx = s.check('freq', label, fx, y, terms && id === d.freq, F.freq(d)) + 10;
  y += 24;
  heading(s, 'EXISTING ADVANCES / LOANS (LIST ALL)', 36, y, 540, '#cfcfcf');
  y += 14;
  const cols = [40, 230, 340, 450, 576];
  ['FUNDER', 'ORIG. AMT.', 'BALANCE', 'PAYMENT'].forEach((t, i) => s.label(t, cols[i]! + 2, y, 7));
  y += 11;
  for (let i = 0; i < 3; i++) {
    const f = d.funders[i];
    s.line(40, y + 12, 576, y + 12, 0.4);
    if (f) {
      s.value(`funder${i}.name`, f.name, cols[0]! + 2, y, 180, {}, 8.5);
      s.value(`funder${i}.orig`, fmtMoney(f.balance * 2, look.money), cols[1]! + 2, y, 100, {}, 8.5);
      s.value(`funder${i}.balance`, fmtMoney(f.balance, look.money), cols[2]! + 2, y, 100, {}, 8.5);
      s.value(`funder${i}.payment`, `${fmtMoney(f.payment, 'cents')}/${f.freq === 'DAILY' ? 'DAY' : 'WK'}`, cols[3]! + 2, y, 120, {}, 8.5);
    }
    y += 14;
  }
  y += 14;
  const onPage = Math.min(2, d.owners.length);
  for (let i = 0; i < onPage; i++) y = ownerGrid(s, d.owners[i]!, i, 36, y + 10, 540, look) + 4;
  y += 6;
  s.para('MERCHANT AND EACH OWNER AUTHORIZE PINNACLE MERCHANT SERVICES, INC. AND ANY FUNDER IT SUBMITS TO, TO VERIFY THE ABOVE AND TO PULL '
    + 'CREDIT. THIS IS NOT A LOAN APPLICATION; ANY FUNDING WILL BE A PURCHASE OF FUTURE RECEIVABLES.', 40, y, 532, 6.3);
  y += 34;
  s.line(40, y + 10, 250, y + 10);
  s.label('AUTHORIZED SIGNATURE', 40, y + 13, 6, 'mono');
  s.label('DATE:', 300, y + 2, 8);
  s.value('owner0.signdate', fmtDate(d.signed, look.dates), 330, y, 100);
  return onPage;
}

/** Tri-State ISO Network: two-column rows, then the owners as a ruled table with names written LAST, FIRST. */
export function triState(s: Sheet, d: Deal, look: Look, r: Rng): number {
  s.newPage();
  s.label('TRI-STATE ISO NETWORK', 36, 28, 16);
  s.label('CONFIDENTIAL MERCHANT PROFILE & FUNDING APP.', 36, 48, 8);
  s.rect(430, 24, 146, 30, 0.8);
  s.label('FILE #:', 436, 30, 7);
  s.value('file', `TS-${d.iso.isoNumber.slice(4)}-${d.signed.m}`, 470, 29, 100, {}, 8);
  const x = 40, x1 = 572, mid = 310;
  let y = 72;
  const step = 18;
  row(s, 'CORP. NAME:', d.legal, x, y, x1, 'legal', F.legal(d)); y += step;
  row(s, 'D/B/A:', d.dbaPrinted, x, y, mid - 8, 'dba', F.dba(d));
  row(s, 'TYPE OF ENTITY:', d.entityText, mid, y, x1, 'entity', F.entity(d.entityId)); y += step;
  row(s, 'FED. I.D. #:', d.taxKind === 'EIN' ? fmtEin(d.taxDigits) : fmtSsn(d.taxDigits), x, y, mid - 8, 'taxid', F.tax(d));
  // Tri-State asks years in business on some of its forms: a count, not a date, so no start date is printed.
  const years = r.chance(0.45);
  if (years) row(s, 'YRS. IN BUS.:', String(d.signed.y - d.start.y), mid, y, x1, 'years');
  else row(s, 'DATE EST.:', fmtDate(d.start, look.dates), mid, y, x1, 'start', F.start(d));
  y += step;
  row(s, 'ADDRESS:', `${d.address.street}, ${d.address.city}`, x, y, 400, 'street');
  row(s, 'ST.:', d.address.state, 410, y, 470, 'state', F.state(d));
  row(s, 'ZIP:', d.address.zip, 480, y, x1, 'zip'); y += step;
  row(s, 'PRODUCT / SERVICE:', d.industryText, x, y, mid - 8, 'industry', F.industry(d));
  row(s, 'PHONE:', d.phone, mid, y, x1, 'phone'); y += step;
  row(s, 'AMT. REQ.:', fmtMoney(d.amount, look.money), x, y, 200, 'amount', F.amount(d));
  row(s, 'MO. SALES:', fmtMoney(d.monthlySales, look.money), 210, y, 390, 'sales');
  row(s, 'RENT/MORT.:', fmtMoney(d.landlord.rent, look.money), 400, y, x1, 'rent'); y += step;
  row(s, 'LANDLORD:', `${d.landlord.name} ${d.landlord.phone}`, x, y, x1, 'landlord'); y += step;
  row(s, 'BANK:', d.bank.name, x, y, mid - 8, 'bank.name');
  row(s, 'ACCT. #:', d.bank.account, mid, y, x1, 'bank.account'); y += step + 10;
  heading(s, 'OWNERS (LAST, FIRST)', 36, y, 540);
  y += 13;
  const cols = [36, 196, 276, 316, 396, 466, 516, 576];
  const heads = ['NAME', 'TITLE', '% OWN', 'S.S. #', 'D.O.B.', 'F.I.C.O.', 'ST.'];
  s.rect(36, y, 540, 12, 0.5, '#e4e4e4');
  heads.forEach((t, i) => s.label(t, cols[i]! + 3, y + 3, 6.5));
  y += 12;
  const onPage = Math.min(3, d.owners.length);
  for (let i = 0; i < 3; i++) {
    s.rect(36, y, 540, 18, 0.5);
    for (const c of cols.slice(1, -1)) s.line(c, y, c, y + 18, 0.5);
    const o = d.owners[i];
    if (o && i < onPage) {
      const at = (k: number): number => cols[k]! + 3;
      const lastFirst = look.lastFirst || r.chance(0.7);
      s.value(`owner${i}.name`, printedName(o, lastFirst), at(0), y + 5, 154, nameFields(i, o), 8);
      s.value(`owner${i}.title`, o.title, at(1), y + 5, 74, roleFields(i, o), 8);
      s.value(`owner${i}.pct`, `${o.pct}%`, at(2), y + 5, 36, pctFields(i, o), 8);
      s.value(`owner${i}.ssn`, fmtSsn(o.ssn, o.masked), at(3), y + 5, 74, ssnFields(i, o), 8);
      s.value(`owner${i}.dob`, fmtDate(o.dob, 'mdy'), at(4), y + 5, 64, dobFields(i, o), 8);
      s.value(`owner${i}.fico`, o.fico ? String(o.fico) : '', at(5), y + 5, 44, o.fico ? ficoFields(i, o) : {}, 8);
      s.value(`owner${i}.homestate`, o.home.state, at(6), y + 5, 50, {}, 8);
    }
    y += 18;
  }
  y += 10;
  s.label('OWNERS\' HOME ADDRESSES:', x, y, 7.5);
  y += 12;
  for (let i = 0; i < onPage; i++) {
    s.value(`owner${i}.home`, `${i + 1}) ${fullAddress(d.owners[i]!.home)}`, x + 10, y, 500, {}, 8.5);
    y += 13;
  }
  y += 10;
  s.para('ALL OWNERS LISTED ABOVE AUTHORIZE TRI-STATE ISO NETWORK AND ITS FUNDING SOURCES TO REQUEST CREDIT REPORTS AND TO VERIFY BANK, '
    + 'LANDLORD AND TRADE INFORMATION. SUBMISSION DOES NOT GUARANTEE FUNDING.', x, y, 532, 6.5);
  y += 30;
  for (let i = 0; i < onPage; i++) {
    s.line(x, y + 10, 240, y + 10);
    s.label(`OWNER #${i + 1} SIGNATURE`, x, y + 13, 6, 'mono');
    s.label('DATE:', 300, y + 2, 7.5);
    s.value(`owner${i}.signdate`, fmtDate(d.signed, look.dates), 330, y, 110);
    y += 30;
  }
  return onPage;
}
