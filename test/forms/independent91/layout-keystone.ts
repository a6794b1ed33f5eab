// Keystone Advance Brokers: a two-column table of shaded label cells and value cells, two pages (the business and
// the request, then one table per owner). Amounts in words and figures ("Seventy-five thousand dollars ($75,000)"),
// payments with their schedule ("$6,250 weekly"), "fifty percent (50%)", dates as "4 March 2015", the tax id with its
// prefix ("EIN# 12-3456789"), SSNs without separators, phones as "+1 555 123 4567".
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './draw.ts';
import * as F from './formats.ts';
import { decoy, finePrint, homeLine, put, signature, type LayoutDef } from './kit.ts';
import type { Merchant } from './model.ts';
import * as V from './values.ts';

const SLATE = '#2c3e50';
const SHADE = '#e6ebf1';
const L = 48, LW = 170, W = 516, RH = 19;

type Row = [label: string, fill: (x: number, y: number, w: number) => void];

function table(s: Sheet, title: string, rows: Row[], y: number): number {
  s.box(L, y, W, 16, { fill: SLATE });
  s.text(title, L + 6, y + 4, { size: 8.5, bold: true, color: '#fff' });
  y += 16;
  for (const [label, fill] of rows) {
    s.box(L, y, LW, RH, { fill: SHADE, stroke: '#9aa5b1' });
    s.box(L + LW, y, W - LW, RH, { stroke: '#9aa5b1' });
    s.text(label, L + 6, y + 6, { size: 7.5, bold: true, color: SLATE });
    fill(L + LW + 6, y + 5, W - LW - 12);
    y += RH;
  }
  return y + 12;
}

function businessRows(s: Sheet, m: Merchant, rng: Rng): Row[] {
  const rows: Row[] = [
    ['Registered Business Name', (x, y, w) => put(s, 'legal_name', V.legal(m), x, y, w)],
    ['Trade Name (DBA)', (x, y, w) => put(s, 'dba', V.dba(m, rng.pick<V.DbaFmt>(['name', 'name', 'na', 'blank'])), x, y, w)],
    ['Legal Structure', (x, y, w) => put(s, 'entity', V.entityText(rng, m), x, y, w)],
    ['Tax Identification', (x, y, w) => put(s, 'tax_id', V.businessTaxId(m, m.ein ? 'hashPrefix' : 'dash', null), x, y, w)],
    ['Line of Business', (x, y, w) => put(s, 'industry', V.industry(m), x, y, w)],
    ['Business Address', (x, y, w) => decoy(s, 'street', m.address.street, x, y, w)],
    ['City / State / Postal Code', (x, y, w) => put(s, 'city_line', V.region(m, 'cityLine'), x, y, w)],
    ['Business Established', (x, y, w) => put(s, 'start_date', V.startDate(m.start, 'dmy'), x, y, w)],
    ['Business Telephone', (x, y, w) => decoy(s, 'phone', F.phone(m.phone, 'intl'), x, y, w)],
    ['Website / E-mail', (x, y, w) => decoy(s, 'web', `${m.website}  /  ${m.email}`, x, y, w, 8)],
  ];
  return rows;
}

function requestRows(s: Sheet, m: Merchant, rng: Rng): Row[] {
  const wordsFmt: F.MoneyFmt = rng.chance(0.75) ? 'words' : 'dollar';
  const unit = m.frequency === 'daily' || m.frequency === 'weekly';
  const rows: Row[] = [
    ['Capital Requested', (x, y, w) => put(s, 'amount', V.amount(m.amount, wordsFmt), x, y, w, 8.5)],
    ['Proposed Remittance', (x, y, w) => { if (rng.chance(0.8)) put(s, 'payment', V.payment(Math.round(m.payment), m.frequency, unit ? 'unitWord' : 'plain'), x, y, w); }],
    ['Number of Remittances', (x, y, w) => { if (rng.chance(0.5)) put(s, 'n_payments', V.payments(m.nPayments, false), x, y, w); }],
    ['Average Monthly Deposits', (x, y, w) => decoy(s, 'deposits', F.money(m.monthlySales, 'dollar'), x, y, w)],
    ['Outstanding Advances', (x, y, w) => decoy(s, 'funders', m.funders.map((f) => `${f.name}: ${F.money(f.balance, 'dollar')} bal., ${F.money(f.payment, 'dollar')} ${f.frequency}`).join('; ') || 'None', x, y, w, 7.5)],
    ['Operating Bank / Routing / Acct', (x, y, w) => decoy(s, 'bank', `${m.bank.name} / ${m.bank.routing} / ${m.bank.account}`, x, y, w, 8)],
  ];
  return rows;
}

function ownerRows(s: Sheet, m: Merchant, rng: Rng, i: number): Row[] {
  const o = m.owners[i]!;
  return [
    ['Full Legal Name', (x, y, w) => put(s, `o${i}_name`, V.ownerName(i, o.person, 'firstLast'), x, y, w)],
    ['Position', (x, y, w) => put(s, `o${i}_title`, V.role(i, o.title), x, y, w)],
    ['Equity Held', (x, y, w) => put(s, `o${i}_own`, V.ownership(i, o.ownership, rng.chance(0.8) ? 'words' : 'pct'), x, y, w)],
    ['SSN / ITIN', (x, y, w) => put(s, `o${i}_ssn`, V.ownerTaxId(i, o, V.ownerTaxFmt(rng, m, i, ['bare', 'bare', 'maskStar'] as const)), x, y, w)],
    ['Date of Birth', (x, y, w) => put(s, `o${i}_dob`, V.dob(i, o.dob, 'dmy'), x, y, w)],
    ['Home Address', (x, y, w) => decoy(s, `o${i}_home`, homeLine(o), x, y, w)],
    ['Mobile Telephone', (x, y, w) => decoy(s, `o${i}_cell`, F.phone(o.cell, 'intl'), x, y, w)],
  ];
}

export const keystone: LayoutDef = {
  name: 'keystone-table',
  broker: 'Keystone Advance Brokers',
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', typed: 'Times-Roman', hand: 'kalam', ink: '#1d2f7a', accent: SLATE, typedMark: 'X' },
  merchant: { country: 'US', maxOwners: 3 },
  draw(s, m, rng) {
    s.box(L, 30, 26, 26, { fill: SLATE });
    s.text('K', L + 7, 35, { size: 18, bold: true, color: '#fff' });
    s.text('KEYSTONE ADVANCE BROKERS', L + 34, 32, { size: 14, bold: true, color: SLATE });
    s.text('Revenue-Based Funding  ·  Application for Business Capital  ·  Page 1 of 2', L + 34, 49, { size: 7.5, color: '#667' });
    let y = table(s, 'SECTION A  —  THE BUSINESS', businessRows(s, m, rng), 72);
    y = table(s, 'SECTION B  —  THE REQUEST', requestRows(s, m, rng), y);
    y = table(s, 'SECTION C  —  LANDLORD AND REFERENCES', [
      ['Landlord / Phone', (x, yy, w) => decoy(s, 'landlord', `${m.landlord.name}, ${F.phone(m.landlord.phone, 'intl')}`, x, yy, w)],
      ...m.refs.map((r, i): Row => [`Trade Reference ${i + 1}`, (x, yy, w) => decoy(s, `ref${i}`, `${r.name}, ${r.contact}, ${F.phone(r.phone, 'intl')}`, x, yy, w)]),
    ], y);
    s.text('Submitted by (ISO):', L, y + 4, { size: 7.5, bold: true });
    decoy(s, 'iso', `${m.isoRep.name} · ${m.isoRep.shop} · ${F.phone(m.isoRep.phone, 'intl')}`, L + 82, y + 3, 400, 8);
    s.addPage();
    s.text('KEYSTONE ADVANCE BROKERS  ·  Page 2 of 2', L, 30, { size: 9, bold: true, color: SLATE });
    y = 50;
    m.owners.forEach((_, i) => { y = table(s, `SECTION D${i + 1}  —  OWNER ${i + 1}`, ownerRows(s, m, rng, i), y); });
    s.text('AUTHORIZATION AND CONSENT', L, y, { size: 8.5, bold: true, color: SLATE });
    y = finePrint(s, L, y + 13, W, undefined, 6.5) + 10;
    m.owners.forEach((o, i) => signature(s, rng, o, L + (i % 2) * 265, y + Math.floor(i / 2) * 34, 245, i));
  },
};
