// The pages every package of this set shares around the application: the ISO's cover sheet, the continuation page
// for extra owners and the bank or landlord verification form, plus the owner block and the truth paths of owners.
import { type Deal, type Owner, fmtDate, fmtMoney, fmtSsn, fullAddress, iso } from './deal.ts';
import type { Fields, Sheet } from './sheet.ts';

export interface Look { dates: 'mdy' | 'mdy2' | 'long' | 'short'; money: 'dollar' | 'cents' | 'bare' | 'spaced'; lastFirst: boolean }

const A = (i: number, f: string): string => `application.applicants[${i}].${f}`;

export function printedName(o: Owner, lastFirst: boolean): string {
  const mid = o.middle ? ` ${o.middle}` : '';
  return lastFirst ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}${o.credential ?? ''}`;
}
export const nameFields = (i: number, o: Owner): Fields => ({ [A(i, 'first_name')]: o.first, [A(i, 'last_name')]: o.last });
/** A masked number gives no digits; its kind then comes from the label (S.S. #), so SSN. */
export const ssnFields = (i: number, o: Owner): Fields => ({ [A(i, 'tax_id')]: o.masked ? null : o.ssn,
  [A(i, 'tax_id_type')]: o.masked ? 'SSN' : o.ssnType, [A(i, 'tax_id_country')]: 'US' });
export const roleFields = (i: number, o: Owner): Fields => ({ [A(i, 'role')]: o.title });
export const pctFields = (i: number, o: Owner): Fields => ({ [A(i, 'ownership')]: o.pct });
export const ficoFields = (i: number, o: Owner): Fields => ({ [A(i, 'credit_score')]: o.fico });
export const dobFields = (i: number, o: Owner): Fields => ({ [A(i, 'date_of_birth')]: iso(o.dob) });

/** A boxed cell: the label small in its top-left corner, the value typed under it. */
export function cell(s: Sheet, label: string, value: string, x: number, y: number, w: number, h: number, key: string, fields: Fields = {}): void {
  s.rect(x, y, w, h, 0.5);
  s.label(label, x + 2, y + 2, 6);
  s.value(key, value, x + 4, y + h - 11, w - 8, fields, 8.5);
}

/** An owner as a dense grid of cells (two rows), used by the boxed layouts and the continuation page. */
export function ownerGrid(s: Sheet, o: Owner, i: number, x: number, y: number, w: number, look: Look): number {
  const h = 22, c = w / 12;
  s.rect(x, y - 10, w, 10, 0.5, '#d8d8d8');
  s.label(`OWNER / OFFICER #${i + 1}`, x + 3, y - 8.5, 6.5);
  cell(s, 'NAME (FIRST, M.I., LAST):', printedName(o, false), x, y, c * 5, h, `owner${i}.name`, nameFields(i, o));
  cell(s, 'TITLE:', o.title, x + c * 5, y, c * 2.5, h, `owner${i}.title`, roleFields(i, o));
  cell(s, '% OWN:', `${o.pct}%`, x + c * 7.5, y, c * 1.5, h, `owner${i}.pct`, pctFields(i, o));
  cell(s, 'F.I.C.O.:', o.fico ? String(o.fico) : '', x + c * 9, y, c * 1.3, h, `owner${i}.fico`, o.fico ? ficoFields(i, o) : {});
  cell(s, 'CELL #:', o.cell, x + c * 10.3, y, c * 1.7, h, `owner${i}.cell`);
  const y2 = y + h;
  cell(s, 'S.S. #:', fmtSsn(o.ssn, o.masked), x, y2, c * 2.4, h, `owner${i}.ssn`, ssnFields(i, o));
  cell(s, 'D.O.B.:', fmtDate(o.dob, look.dates), x + c * 2.4, y2, c * 2.1, h, `owner${i}.dob`, dobFields(i, o));
  cell(s, 'HOME ADDRESS:', fullAddress(o.home), x + c * 4.5, y2, c * 7.5, h, `owner${i}.home`);
  return y2 + h;
}

/** Page 1: the ISO's own submission sheet; everything on it is the ISO's, nothing is the merchant's application. */
export function coverSheet(s: Sheet, d: Deal, look: Look, funderName: string): void {
  s.newPage();
  s.label(d.iso.company, 50, 48, 16);
  s.label('ISO SUBMISSION COVER SHEET', 50, 70, 10);
  s.line(50, 84, 562, 84, 1.5);
  const rows: [string, string, string][] = [
    ['SUBMITTED TO:', funderName, 'cover.funder'], ['ISO / BROKER:', d.iso.company, 'iso.company'], ['ISO #:', d.iso.isoNumber, 'iso.number'],
    ['REP NAME:', d.iso.rep, 'iso.rep'], ['REP PHONE:', d.iso.phone, 'iso.phone'], ['REP E-MAIL:', d.iso.email.toUpperCase(), 'iso.email'],
    ['DATE SUBMITTED:', fmtDate(d.signed, look.dates), 'cover.date'], ['PACKAGE:', 'APP + 4 MOS. BANK STMTS + VERIFICATION', 'cover.package'],
  ];
  let y = 100;
  for (const [label, value, key] of rows) {
    s.label(label, 60, y, 8);
    s.leader(170, 540, y + 1);
    s.value(key, value, 175, y - 2, 360);
    y += 22;
  }
  s.label('NOTES ON MERCHANT:', 60, y + 8, 8);
  s.rect(60, y + 22, 492, 70, 0.6);
  s.value('iso.note', d.iso.note, 68, y + 32, 470);
  s.value('iso.note2', 'ALL CORRESPONDENCE THROUGH THE REP. DO NOT CONTACT MERCHANT DIRECTLY.', 68, y + 50, 470);
  s.para('THIS COVER SHEET IS THE PROPERTY OF THE ISO NAMED ABOVE. THE INFORMATION BELOW IT WAS PROVIDED BY THE MERCHANT AND HAS NOT BEEN '
    + 'INDEPENDENTLY VERIFIED BY THE ISO. FUNDER AGREES NOT TO CIRCUMVENT THE ISO.', 60, y + 110, 492);
}

/** The continuation page for owners that did not fit on the application. */
export function continuation(s: Sheet, d: Deal, from: number, look: Look, broker: string): void {
  s.newPage();
  s.label(`${broker} -- MERCHANT APPLICATION (CONT.)`, 40, 40, 11);
  s.label('ADDITIONAL OWNERS / GUARANTORS -- ATTACH TO PAGE 1', 40, 58, 8);
  s.label('CORP. NAME:', 40, 78, 8);
  s.leader(110, 560, 79);
  s.value('cont.legal', d.legal, 114, 76, 440, { 'application.legal_name': d.legal });
  let y = 115;
  for (let i = from; i < d.owners.length; i++) {
    y = ownerGrid(s, d.owners[i]!, i, 40, y, 532, look) + 28;
    s.label('SIGNATURE:', 40, y - 20, 7);
    s.line(95, y - 12, 330, y - 12);
    s.label('DATE:', 345, y - 20, 7);
    s.value(`owner${i}.signdate`, fmtDate(d.signed, look.dates), 375, y - 22, 120);
    y += 10;
  }
}

/** The last page: a verification form the bank or the landlord fills, beside the merchant's name. */
export function verification(s: Sheet, d: Deal, look: Look, kind: 'bank' | 'landlord'): void {
  s.newPage();
  const bank = kind === 'bank';
  s.label(bank ? 'BANK VERIFICATION / AUTHORIZATION' : 'LANDLORD VERIFICATION OF RENT', 40, 42, 13);
  s.line(40, 60, 572, 60, 1.2);
  s.para(bank ? 'THE UNDERSIGNED AUTHORIZES THE BANK NAMED BELOW TO RELEASE DEPOSIT HISTORY AND BALANCE INFORMATION TO THE FUNDER OR ITS AGENT.'
    : 'PLEASE COMPLETE AND RETURN. THE TENANT NAMED BELOW HAS APPLIED FOR BUSINESS FINANCING AND AUTHORIZES YOU TO VERIFY ITS TENANCY.', 40, 70, 530, 7.5);
  s.label('BUSINESS NAME:', 40, 100, 8);
  s.leader(120, 560, 101);
  s.value('verif.legal', d.legal, 124, 98, 430, { 'application.legal_name': d.legal });
  const rows: [string, string, string][] = bank ? [
    ['BANK NAME:', d.bank.name, 'bank.name'], ['BANK OFFICER:', d.bank.officer, 'bank.officer'], ['BANK PHONE:', d.bank.phone, 'bank.phone'],
    ['ABA / ROUTING #:', d.bank.routing, 'bank.routing'], ['ACCOUNT #:', d.bank.account, 'bank.account'],
    ['DATE OPENED:', fmtDate(d.bank.opened, look.dates), 'bank.opened'], ['AVG. DAILY BAL.:', fmtMoney(d.bank.avgBalance, 'cents'), 'bank.avg'],
  ] : [
    ['LANDLORD / MGMT CO.:', d.landlord.name, 'landlord.name'], ['CONTACT:', d.landlord.contact, 'landlord.contact'],
    ['PHONE:', d.landlord.phone, 'landlord.phone'], ['PREMISES:', fullAddress(d.landlord.address), 'landlord.address'],
    ['MONTHLY RENT:', fmtMoney(d.landlord.rent, look.money), 'landlord.rent'], ['LEASE EXPIRES:', fmtDate({ ...d.bank.opened, y: 2027 }, look.dates), 'landlord.lease'],
    ['RENT PAID ON TIME?', 'YES', 'landlord.ontime'],
  ];
  let y = 126;
  for (const [label, value, key] of rows) {
    s.label(label, 40, y, 8);
    s.leader(150, 560, y + 1);
    s.value(key, value, 154, y - 2, 400);
    y += 22;
  }
  s.label('COMPLETED BY (PRINT):', 40, y + 14, 8);
  s.leader(160, 380, y + 15);
  s.value('verif.by', bank ? d.bank.officer : d.landlord.contact, 164, y + 12, 210);
  s.label('DATE:', 400, y + 14, 8);
  s.value('verif.date', fmtDate(d.signed, look.dates), 430, y + 12, 120);
  s.label('MERCHANT AUTHORIZATION:', 40, y + 50, 8);
  s.value('verif.owner', printedName(d.owners[0]!, false), 170, y + 48, 250, nameFields(0, d.owners[0]!));
  s.line(40, y + 90, 300, y + 90);
  s.label('SIGNATURE OF OWNER', 40, y + 94, 6.5, 'mono');
}
