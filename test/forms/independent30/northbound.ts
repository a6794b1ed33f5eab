// Northbound Capital Advisors (Mississauga): a national ISO's quick application for a cross-border funder program.
// US-style wording (DBA / Operating Name, MM/DD/YYYY printed beside every date), BN15 written together
// (`123456782RC0001`), entity and payment frequency as radio groups and the province as a drop-down when fillable,
// owners side by side in four columns with "SIN / SSN", existing positions table, CAD $ amounts. Check-glyph ticks.
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplication } from '../generator/truth.ts';
import type { Deal, Freq, Owner } from './deal.ts';
import { fmtDate } from './ids.ts';
import { cell, fine, gridRow, moneyFor, options, type CellOpts } from './kit.ts';
import type { Paper } from './paper.ts';
import { businessTax, ownerTax, truthOf } from './truthkit.ts';
import type { Layout } from './types.ts';

const GOLD = '#b8892b', INK = '#111111', X0 = 28, W = 556, RH = 21;
const BASE: CellOpts = { caps: false, labelSize: 5.8, labelFont: 'Helvetica-Bold', labelColor: '#555555', border: '#444444' };
const PROVS = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'];

function header(p: Paper): void {
  p.doc.save().rect(0, 0, 612, 52).fill(INK).rect(0, 52, 612, 3).fill(GOLD).restore();
  p.doc.save().moveTo(X0 + 14, 10).lineTo(X0 + 26, 42).lineTo(X0 + 14, 35).lineTo(X0 + 2, 42).closePath().fill(GOLD).restore();
  p.text('NORTHBOUND', X0 + 36, 12, { size: 15, font: 'Helvetica-Bold', color: '#ffffff', spacing: 1.5 });
  p.text('CAPITAL ADVISORS', X0 + 36, 30, { size: 7.5, color: GOLD, spacing: 2.6 });
  p.text('QUICK FUNDING APPLICATION \u2014 CANADA', 300, 12, { size: 10, font: 'Helvetica-Bold', color: '#ffffff', width: 284, align: 'right' });
  p.text('5025 Orbitor Dr, Bldg 4, Mississauga, ON  L4W 4Y5  |  905-555-0148  |  apps@northboundcapital.ca', 260, 28, { size: 6, color: '#cccccc', width: 324, align: 'right' });
  p.text('Working capital for Canadian businesses \u2014 all provinces and territories', 260, 37, { size: 6, color: '#cccccc', width: 324, align: 'right' });
}

function title(p: Paper, t: string, y: number): number {
  p.text(t, X0, y, { size: 8, font: 'Helvetica-Bold', color: INK });
  p.doc.save().rect(X0, y + 10, W, 1.2).fill(GOLD).restore();
  return y + 14;
}

const ENTITIES: [string, string, (d: Deal) => boolean][] = [['Corporation', 'Corporation', (d) => d.kind === 'corp' || d.kind === 'numbered'],
  ['Sole Proprietorship', 'SoleProprietorship', (d) => d.kind === 'sole'], ['Partnership', 'Partnership', (d) => d.kind === 'gp'],
  ['Limited Partnership', 'LimitedPartnership', (d) => d.kind === 'lp'], ['ULC', 'ULC', (d) => d.kind === 'ulc']];

function business(p: Paper, d: Deal, r: Rng, y: number): { y: number; tax: ReturnType<typeof businessTax> } {
  y = title(p, 'BUSINESS INFORMATION', y);
  gridRow(p, X0, y, RH, [{ label: 'Legal Name', name: 'LegalName', v: d.legal, w: 320 }, { label: 'DBA / Operating Name', name: 'DBA', v: d.operating, w: 236 }], BASE);
  y += RH;
  cell(p, 'Entity Type', '', null, X0, y, W, RH - 3, BASE);
  options(p, 'EntityType', ENTITIES.map(([label, state, f]) => ({ label, state, on: f(d) })), X0 + 60, y + 6, { size: 7, radio: true, gap: 16 });
  y += RH - 3;
  const tax = businessTax(d, r.pick(['compact', 'spaced'] as const));
  cell(p, 'Tax ID Type', '', null, X0, y, 130, RH, BASE);
  options(p, 'TaxIDType', [{ label: 'BN', state: 'BN', on: tax.type === 'BN' }, { label: 'SIN (sole prop.)', state: 'SIN', on: tax.type === 'SIN' }], X0 + 5, y + 10, { size: 6.5, radio: true, box: 6.5 });
  const jur = d.jurisdiction;
  gridRow(p, X0 + 130, y, RH, [{ label: 'Business Number (BN15) / SIN', name: 'TaxID', v: tax.text, w: 150 },
    { label: 'Date Business Started (MM/DD/YYYY)', name: 'StartDate', v: fmtDate(d.start, 'mdy'), w: 146 },
    { label: 'Incorporated in', name: 'IncorporatedIn', v: jur ? (jur === 'CA' ? 'Canada (federal)' : jur) : null, w: 130, o: { decoy: jur !== null && jur !== d.prov } }], BASE);
  y += RH;
  gridRow(p, X0, y, RH, [{ label: 'Street Address', name: 'Street', v: [d.address.unit, d.address.street].filter(Boolean).join(' - '), w: 220 },
    { label: 'City', name: 'City', v: d.address.city, w: 120 }], BASE);
  cell(p, 'Province', '', null, X0 + 340, y, 60, RH, BASE);
  p.combo('Province', d.prov, PROVS, X0 + 341, y + 7, 58, RH - 8);
  gridRow(p, X0 + 400, y, RH, [{ label: 'Postal Code', name: 'PostalCode', v: d.address.postal, w: 70 }, { label: 'Country', name: 'Country', v: 'Canada', w: 86 }], BASE);
  y += RH;
  gridRow(p, X0, y, RH, [{ label: 'Business Phone', name: 'Phone', v: d.phone, w: 110 }, { label: 'Email', name: 'Email', v: d.email, w: 170 },
    { label: 'Industry / Type of Business', name: 'Industry', v: d.industry.en, w: 170 }, { label: 'Employees', name: 'Employees', v: String(d.employees), w: 106 }], BASE);
  y += RH;
  cell(p, 'Location', '', null, X0, y, 110, RH, BASE);
  options(p, 'Location', [{ label: 'Own', state: 'Own', on: !d.rent }, { label: 'Rent', state: 'Rent', on: d.rent }], X0 + 5, y + 10, { size: 6.5, radio: true, box: 6.5 });
  const l = d.rent ? d.landlord : null;
  gridRow(p, X0 + 110, y, RH, [{ label: 'Landlord / Mortgage Holder', name: 'Landlord', v: l?.name ?? null, w: 190, o: { decoy: true } },
    { label: 'Landlord Phone', name: 'LandlordPhone', v: l?.phone ?? null, w: 120, o: { decoy: true } },
    { label: 'Monthly Rent', name: 'MonthlyRent', v: l ? moneyFor(p, l.rent, 'en-cad') : null, w: 136, o: { decoy: true } }], BASE);
  return { y: y + RH, tax };
}

const FREQS: [Freq, string, string][] = [['daily', 'Daily', 'Daily'], ['weekly', 'Weekly', 'Weekly'], ['biweekly', 'Bi-Weekly', 'BiWeekly'], ['monthly', 'Monthly', 'Monthly']];

function funding(p: Paper, d: Deal, y: number, terms: boolean): number {
  y = title(p, 'FUNDING REQUEST', y + 5);
  gridRow(p, X0, y, RH, [{ label: 'Amount Requested', name: 'AmountRequested', v: moneyFor(p, d.amount, 'en-cad'), w: 140 },
    { label: 'Use of Funds', name: 'UseOfFunds', v: d.use.en, w: 150 }, { label: 'Monthly Gross Revenue', name: 'MonthlyRevenue', v: moneyFor(p, d.monthlySales, 'en-cad'), w: 140, o: { decoy: true } },
    { label: 'Monthly Card Volume', name: 'CardVolume', v: moneyFor(p, Math.round(d.monthlySales * 0.55), 'en-cad'), w: 126, o: { decoy: true } }], BASE);
  y += RH;
  cell(p, 'Payment Frequency', '', null, X0, y, 236, RH, BASE);
  options(p, 'PaymentFrequency', FREQS.map(([f, label, state]) => ({ label, state, on: terms && f === d.freq })), X0 + 5, y + 10, { size: 6.5, radio: true, box: 6.5, gap: 12 });
  gridRow(p, X0 + 236, y, RH, [{ label: 'Payment Amount', name: 'PaymentAmount', v: terms ? moneyFor(p, d.payment, 'en-cad') : null, w: 160 },
    { label: 'Number of Payments', name: 'NumberOfPayments', v: terms ? String(d.nPayments) : null, w: 160 }], BASE);
  return y + RH;
}

const ROWS: [string, string, (o: Owner) => string | null, boolean][] = [
  ['First Name', 'First', (o) => o.first, false], ['Last Name', 'Last', (o) => o.last, false], ['Title', 'Title', (o) => o.title, false],
  ['Ownership %', 'Ownership', (o) => `${o.pct}%`, false], ['SIN / SSN', 'TaxID', (o) => ownerTax(o, true).text, false],
  ['Date of Birth (MM/DD/YYYY)', 'DOB', (o) => fmtDate(o.dob, 'mdy'), false], ['Credit Score', 'CreditScore', (o) => (o.credit != null ? String(o.credit) : null), false],
  ['Home Address', 'HomeAddress', (o) => o.home.street, true], ['City', 'HomeCity', (o) => o.home.city, true], ['Province / State', 'HomeProvince', (o) => o.home.prov, false],
  ['Postal / ZIP Code', 'HomePostal', (o) => o.home.postal, true], ['Mobile Phone', 'Mobile', (o) => o.cell, false]];

function owners(p: Paper, d: Deal, y: number): number {
  y = title(p, 'OWNERS / GUARANTORS', y + 5);
  const lw = 108, cw = (W - lw) / 4, h = 16;
  for (let c = 0; c < 4; c++) {
    p.doc.save().rect(X0 + lw + c * cw, y, cw, 12).fill(c % 2 ? '#3a3a3a' : INK).restore();
    p.text(`OWNER ${c + 1}`, X0 + lw + c * cw, y + 3, { size: 6.5, font: 'Helvetica-Bold', color: '#ffffff', width: cw, align: 'center' });
  }
  y += 12;
  for (const [label, key, get, decoy] of ROWS) {
    p.doc.save().rect(X0, y, lw, h).fill('#f2efe6').restore();
    p.doc.save().lineWidth(0.5).strokeColor('#444444').rect(X0, y, lw, h).stroke().restore();
    p.text(label, X0 + 4, y + 5, { size: 6.2, font: 'Helvetica-Bold', color: '#333333' });
    for (let c = 0; c < 4; c++) {
      const o = d.owners[c];
      p.doc.save().lineWidth(0.5).strokeColor('#444444').rect(X0 + lw + c * cw, y, cw, h).stroke().restore();
      const homeDecoy = key === 'HomeProvince' ? o !== undefined && o.home.prov !== d.prov : decoy;
      p.value(`Owner${c + 1}${key}`, o ? get(o) : null, X0 + lw + c * cw + 1, y + 1, cw - 2, h - 2, { size: 7.5, decoy: homeDecoy });
    }
    y += h;
  }
  return y;
}

function positions(p: Paper, d: Deal, y: number): number {
  y = title(p, 'BANK, EXISTING POSITIONS AND ISO', y + 5);
  gridRow(p, X0, y, RH, [{ label: 'Bank Name', name: 'BankName', v: d.bank.name, w: 170 }, { label: 'Transit #', name: 'Transit', v: d.bank.transit, w: 90, o: { decoy: true } },
    { label: 'Institution #', name: 'Institution', v: d.bank.inst, w: 80, o: { decoy: true } }, { label: 'Account #', name: 'Account', v: d.bank.account, w: 216, o: { decoy: true } }], BASE);
  y += RH;
  for (let i = 0; i < 2; i++) {
    const a = d.advances[i];
    gridRow(p, X0, y, 18, [{ label: `Position ${i + 1} \u2014 Funder`, name: `Position${i + 1}Funder`, v: a?.funder ?? null, w: 216, o: { decoy: true } },
      { label: 'Balance', name: `Position${i + 1}Balance`, v: a ? moneyFor(p, a.balance, 'en-cad') : null, w: 170, o: { decoy: true } },
      { label: 'Payment', name: `Position${i + 1}Payment`, v: a ? moneyFor(p, a.payment, 'en-cad') : null, w: 170, o: { decoy: true } }], BASE);
    y += 18;
  }
  gridRow(p, X0, y, RH, [{ label: 'ISO Representative', name: 'ISORep', v: d.iso.rep, w: 170, o: { decoy: true } },
    { label: 'ISO Rep Phone', name: 'ISORepPhone', v: d.iso.phone, w: 120, o: { decoy: true } },
    { label: 'ISO Rep Email', name: 'ISORepEmail', v: d.iso.email, w: 150 }, { label: 'Referral Source', name: 'ReferralSource', v: d.iso.company, w: 116, o: { decoy: true } }], { ...BASE, shade: '#f7f4ec' });
  return y + RH;
}

function draw(p: Paper, d: Deal, r: Rng): TruthApplication {
  header(p);
  const { y: y1, tax } = business(p, d, r, 62);
  const terms = r.chance(0.8);
  let y = positions(p, d, owners(p, d, funding(p, d, y1, terms)));
  y = fine(p, 'By signing below, each owner certifies that the information above is true and complete and authorizes Northbound Capital Advisors Inc. and its '
    + 'funding partners, in Canada and the United States, to obtain credit reports (Equifax, TransUnion, Experian where applicable), to verify the information '
    + 'provided and to share it with funders for the purpose of this request, in accordance with PIPEDA. A fax, scan or electronic copy of this signature is as valid as the original.',
  X0, y + 4, W, 5.8) + 6;
  d.owners.forEach((o, i) => {
    const x = X0 + i * 139;
    p.doc.save().lineWidth(0.5).moveTo(x, y + 16).lineTo(x + 130, y + 16).moveTo(x, y + 36).lineTo(x + 130, y + 36).stroke().restore();
    p.signature(x + 6, y + 12, 110);
    p.value(`Owner${i + 1}SignDate`, fmtDate(d.signed, 'mdy'), x, y + 22, 130, 13, { size: 7, decoy: true });
    p.text(`Owner ${i + 1} Signature`, x, y + 18, { size: 5.5 }); p.text('Date (MM/DD/YYYY)', x, y + 38, { size: 5.5 });
  });
  return truthOf(d, { tax, payment: terms, start: true, credit: true, role: (o) => o.title, ownerTax: (o) => ownerTax(o, true) });
}

export const NORTHBOUND: Layout = {
  name: 'northbound-capital',
  profile: { provinces: [['ON', 0.3], ['QC', 0.08], ['BC', 0.12], ['AB', 0.12], ['MB', 0.1], ['SK', 0.1], ['NS', 0.06], ['NB', 0.04], ['NL', 0.04],
    ['PE', 0.01], ['YT', 0.015], ['NT', 0.015]], french: 0.08, ssn: 0.12,
    entities: [['corp', 0.45], ['numbered', 0.22], ['sole', 0.15], ['gp', 0.08], ['lp', 0.05], ['ulc', 0.05]] },
  mark: 'check',
  draw,
};
