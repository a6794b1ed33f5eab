// Lone Star Working Capital (San Antonio, TX): an Excel workbook printed landscape with its gridlines. Page 1 has
// two label/value blocks (labels in column A and D, values in B and E), section titles in merged filled rows;
// page 2 has the owners as rows of a table with one column per attribute, the positions table, references and the
// authorisation in a merged wrapped cell. Numbers right-aligned as Excel shows them; the file name in the header.
import type { Rng } from '../../statements/generator/prng.ts';
import { Canvas, FONT, type ValueOpts } from './canvas.ts';
import { commas } from './format.ts';
import type { Merchant } from './merchant.ts';
import * as V from './values.ts';
import type { Val } from './values.ts';

export const LONESTAR = { name: 'Lone Star Working Capital', country: 'US' as const, pages: 2 };
const X0 = 50.4, TOP = 54, RH = 15, FS = 9;
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A cell: a label, a value, or nothing; spans columns from `col`. */
interface Cell { col: number; span?: number; l?: string; bold?: boolean; fill?: string; color?: string; k?: string; v?: Val; o?: ValueOpts; decoy?: boolean }

export function drawLoneStar(c: Canvas, m: Merchant, rng: Rng): void {
  const doc = c.doc;
  const accent = rng.pick([['#4472C4', 'white'], ['#D9E1F2', 'black'], ['#C6E0B4', 'black'], ['#FCE4D6', 'black']] as const);
  const file = rng.pick(['Lone Star WC - Merchant App.xlsx', 'LSWC_Application_v4.xlsx', 'New Deal Intake (2).xlsx']);
  let widths: number[] = [];
  let y = TOP;
  const ctx = (text: string, o: ValueOpts = {}): { v: Val; o: ValueOpts } => ({ v: { text, fields: {} }, o });
  const num: ValueOpts = { align: 'right' };
  /** Excel's date formats: m/d/yyyy, d-mmm-yy, mm/dd/yyyy. */
  const xdate = (iso: string, field: string): Val => {
    const [yy, mm, dd] = iso.split('-').map(Number) as [number, number, number];
    const text = rng.pick([`${mm}/${dd}/${yy}`, `${dd}-${MON[mm - 1]}-${String(yy).slice(2)}`, `${String(mm).padStart(2, '0')}/${String(dd).padStart(2, '0')}/${yy}`]);
    return { text, fields: { [field]: iso } };
  };
  const xmoney = (n: number): string => rng.pick([`$${commas(n, 2)}`, `$${commas(n, 2)}`, `${commas(n, 2)}`, `${Math.round(n * 100) / 100}`]);

  const row = (cells: Cell[], h = RH): void => {
    const xs = widths.reduce<number[]>((a, w) => [...a, a[a.length - 1]! + w], [X0]);
    const taken = new Set<number>();
    for (const cell of cells) for (let i = 0; i < (cell.span ?? 1); i++) taken.add(cell.col + i);
    const all: Cell[] = [...cells, ...widths.map((_, i) => ({ col: i })).filter((e) => !taken.has(e.col))];
    for (const cell of all) {
      const x = xs[cell.col]!, w = xs[cell.col + (cell.span ?? 1)]! - x;
      if (cell.fill) doc.rect(x, y, w, h).fill(cell.fill);
      doc.lineWidth(0.4).strokeColor('#BFBFBF').rect(x, y, w, h).stroke();
      if (cell.l) {
        doc.fillColor(cell.color ?? 'black');
        c.label(cell.l, x + 2, h > 2 * RH ? y + 3 : y + (h - FS) / 2 + 0.5, cell.bold ? FONT.sansBold : FONT.sans, FS, { width: w - 3, height: h, lineBreak: h > RH, ellipsis: false });
        doc.fillColor('black');
      }
      if (cell.k) c.value(cell.k, cell.v?.text ?? '', x, y, w, h, { fields: cell.v?.fields, decoy: cell.decoy, ...cell.o });
    }
    y += h;
  };
  const section = (t: string, col: number, span: number): Cell => ({ col, span, l: t, bold: true, fill: accent[0], color: accent[1] });
  const chrome = (): void => {
    c.label(file, X0, 22, FONT.sans, 8, { width: 792 - 2 * X0, align: 'center' });
    c.label(`Page ${c.page} of 2`, X0, 578, FONT.sans, 8, { width: 792 - 2 * X0, align: 'center' });
  };

  chrome();
  widths = [140, 220, 20, 130, 181];
  row([{ col: 0, span: 5, l: 'LONE STAR WORKING CAPITAL  –  MERCHANT FUNDING APPLICATION', bold: true }], 20);
  row([{ col: 0, span: 5, l: '1150 N Loop 1604 W, Ste 108, San Antonio, TX 78248   |   (210) 555-0166   |   submit@lonestarwc.com' }]);
  row([]);
  const L = (label: string, k: string, v: Val, o: ValueOpts = {}, decoy = false): Cell[] => [{ col: 0, l: label }, { col: 1, k, v, o, decoy }];
  const R = (label: string, k: string, v: Val, o: ValueOpts = {}, decoy = false): Cell[] => [{ col: 3, l: label }, { col: 4, k, v, o, decoy }];
  const terms = rng.chance(0.75);
  const left: Cell[][] = [
    [section('BUSINESS INFORMATION', 0, 2)],
    L('Legal Name', 'legal_name', V.legal(m)), L('DBA', 'dba', V.dba(m)), L('Entity Type', 'entity_type', V.entity(m)),
    L('Federal Tax ID (EIN)', 'tax_id', V.taxId(m, rng, true)), L('Business Start Date', 'start_date', xdate(m.start, 'application.business_start_date'), num),
    L('Street Address', 'street', ctx(m.addr.street).v), L('City', 'city', ctx(m.addr.city).v), L('State', 'state', V.region(m)),
    L('Zip', 'zip', ctx(m.addr.zip).v, num), L('Business Phone', 'phone', ctx(m.phone).v), L('Email', 'email', ctx(m.email).v),
    L('Website', 'website', ctx(m.website).v), L('Industry', 'industry', V.industry(m)), L('State of Incorporation', 'state_of_inc', ctx(m.incRegion).v, {}, true),
    L('# Employees', 'employees', ctx(String(m.employees)).v, num),
  ];
  const right: Cell[][] = [
    [section('FUNDING REQUEST', 3, 2)],
    R('Amount Requested', 'requested', { text: xmoney(m.requested), fields: V.requested(m, rng).fields }, num),
    R('Payment Amount', 'payment', terms ? { text: xmoney(m.payment), fields: V.payment(m, rng).fields } : ctx('').v, num),
    R('Payment Frequency', 'frequency', terms ? V.frequency(m) : ctx('').v), R('# of Payments', 'num_payments', terms ? V.numPayments(m) : ctx('').v, num),
    R('Use of Funds', 'use_of_funds', ctx(m.useOfFunds).v),
    [section('FINANCIALS', 3, 2)],
    R('Avg Monthly Deposits', 'monthly_sales', ctx(xmoney(m.monthlySales)).v, num), R('Annual Revenue', 'annual', ctx(xmoney(m.annual)).v, num),
    R('Bank Name', 'bank', ctx(m.bank).v, {}, true), R('Routing #', 'routing', ctx(m.routing).v, num, true), R('Account #', 'account', ctx(m.account).v, num, true),
    [section('PROPERTY', 3, 2)],
    R('Own / Rent', 'own_rent', ctx(m.own ? 'Own' : 'Rent').v), R('Landlord', 'landlord', ctx(m.landlord).v, {}, true),
    R('Landlord Phone', 'landlord_phone', ctx(m.landlordPhone).v, {}, true),
  ];
  for (let i = 0; i < Math.max(left.length, right.length); i++) row([...(left[i] ?? []), ...(right[i] ?? [])]);

  c.addPage();
  chrome();
  y = TOP;
  widths = [118, 74, 40, 66, 56, 120, 66, 24, 38, 32, 1];
  widths[10] = 691 - widths.slice(0, 10).reduce((a, b) => a + b, 0);
  const lastFirst = rng.chance(0.5);
  const bareSsn = rng.chance(0.25);
  row([section('OWNERS / GUARANTORS (list every owner with 20% or more)', 0, 11)]);
  const heads = [lastFirst ? 'Name (Last, First)' : 'Owner Name', 'Title', 'Own %', 'SSN', 'DOB', 'Home Address', 'City', 'ST', 'Zip', 'FICO', 'Cell'];
  row(heads.map((h, i) => ({ col: i, l: h, bold: true, fill: '#F2F2F2' })));
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    const n = `owner${i + 1}`;
    if (!o) { row(heads.map((h, j) => ({ col: j, k: `${n}_${h}`, v: ctx('').v }))); continue; }
    const tax = V.ownerTax(o, i, rng);
    const taxV = bareSsn && !o.masked && !o.taxDigits.startsWith('0') ? { text: o.taxDigits, fields: tax.fields } : tax;
    row([
      { col: 0, k: `${n}_name`, v: V.ownerName(o, i, lastFirst) }, { col: 1, k: `${n}_title`, v: V.ownerTitle(o, i) },
      { col: 2, k: `${n}_pct`, v: { text: rng.pick([`${o.pct}%`, `${o.pct}.00%`]), fields: V.ownerPct(o, i, rng).fields }, o: num },
      { col: 3, k: `${n}_ssn`, v: taxV, o: bareSsn ? num : {} }, { col: 4, k: `${n}_dob`, v: xdate(o.dob, `application.applicants[${i}].date_of_birth`), o: num },
      { col: 5, k: `${n}_home`, v: ctx(o.home.street).v, decoy: true }, { col: 6, k: `${n}_city`, v: ctx(o.home.city).v, decoy: true },
      { col: 7, k: `${n}_st`, v: ctx(o.home.region).v, decoy: true }, { col: 8, k: `${n}_zip`, v: ctx(o.home.zip).v, o: num, decoy: true },
      { col: 9, k: `${n}_fico`, v: V.ownerCredit(o, i), o: num }, { col: 10, k: `${n}_cell`, v: ctx(o.cell).v },
    ]);
  }
  row([]);
  row([section('CURRENT POSITIONS / MCA BALANCES', 0, 11)]);
  row([{ col: 0, span: 2, l: 'Funder', bold: true, fill: '#F2F2F2' }, { col: 2, span: 2, l: 'Balance', bold: true, fill: '#F2F2F2' },
    { col: 4, span: 2, l: 'Payment', bold: true, fill: '#F2F2F2' }, { col: 6, span: 5, l: 'Notes', bold: true, fill: '#F2F2F2' }]);
  for (let i = 0; i < 3; i++) {
    const f = m.funders[i];
    row([{ col: 0, span: 2, k: `funder${i + 1}`, v: ctx(f?.name ?? '').v, decoy: true },
      { col: 2, span: 2, k: `funder${i + 1}_balance`, v: ctx(f ? xmoney(f.balance) : '').v, o: num, decoy: true },
      { col: 4, span: 2, k: `funder${i + 1}_payment`, v: ctx(f?.payment ?? '').v, o: num, decoy: true }, { col: 6, span: 5, k: `funder${i + 1}_notes`, v: ctx('').v }]);
  }
  row([]);
  row([section('TRADE REFERENCES', 0, 11)]);
  m.refs.forEach((r, i) => row([{ col: 0, span: 2, k: `ref${i + 1}`, v: ctx(r.name).v, decoy: true }, { col: 2, span: 3, k: `ref${i + 1}_contact`, v: ctx(r.contact).v, decoy: true },
    { col: 5, span: 2, k: `ref${i + 1}_phone`, v: ctx(r.phone).v, decoy: true }]));
  row([]);
  row([{ col: 0, span: 11, l: 'Authorization: The merchant and each owner listed above certify that the information on this application is true and correct and authorize Lone Star Working Capital and its funding partners to obtain credit reports, verify bank accounts, trade references and landlord information, and share this application with prospective funders. This authorization extends to renewals and servicing. A faxed, scanned or electronic copy is as valid as the original.' }], 48);
  row([]);
  row([{ col: 0, l: 'Owner Signature', bold: true }, { col: 1, span: 2 }, { col: 3, l: 'Date', bold: true }, { col: 4, k: 'sig_date', v: ctx('').v }, { col: 5, l: 'Owner Signature', bold: true },
    { col: 6, span: 3 }, { col: 9, l: 'Date', bold: true }, { col: 10, k: 'sig_date2', v: ctx('').v }], 24);
}
