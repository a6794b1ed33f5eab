// Set 86, layouts 1-3: an Excel printout with row numbers and column letters (labels in A, values in B, owners across),
// a landscape form of wide header-row bands, and a Google Sheets export with two label/value pairs a row.
import type { Rng } from '../../statements/generator/prng.ts';
import { band, entityChecks, footer, signatures, title } from './blocks.ts';
import type { Deal } from './data.ts';
import type { Cell, Sheet, V } from './sheet.ts';
import { bizValues, fmtMoney, nameAttrs, ownersAcrossRows, ownerValues, pickFmt, type OwnerKey } from './values.ts';

/** Ledgerline Capital: an Excel sheet printed with its headings; column A labels, B:E values, owners across B:E. */
export function ledgerline(s: Sheet, d: Deal, rng: Rng): void {
  const f = pickFmt(rng, { money: rng.pick(['plain', 'dollar', 'comma'] as const), date: rng.pick(['mdy', 'iso', 'mdyy'] as const) });
  const b = bizValues(d, f, rng);
  const os = d.owners.map((o, i) => ownerValues(o, i, f, rng));
  s.addPage(false);
  const x = 52, widths = [150, 100, 100, 100, 100];
  const span = (v: V): V => ({ ...v, span: 4 });
  const sec = (t: string): Cell[] => [{ label: t, bold: true, shade: '#c6e0b4', span: 5 }];
  const hashes = rng.chance(0.15);
  const rows: Cell[][] = [
    [{ label: 'LEDGERLINE CAPITAL  -  Merchant Cash Advance Application', bold: true, size: 10, span: 5 }],
    sec('BUSINESS INFORMATION'),
    ['Legal Business Name', span(b.legal)], ['DBA', span(b.dba)], ['Entity Type', span(b.entity)],
    [d.taxType === 'SSN' ? 'Federal Tax ID (EIN) / SSN' : 'Federal Tax ID (EIN)', span(b.taxId)],
    // a date column too narrow for the date prints Excel's ######## and no date at all
    ['Business Start Date', hashes ? { t: '########', f: {}, key: 'start_date', align: 'right' } : { ...b.start, align: 'right' }, { label: '', span: 3 }],
    ['Type of Business', span(b.industry)], ['Street Address', span(b.street)], ['City', span(b.city)],
    ['State', { ...b.region, align: 'left' }, { label: 'Zip', bold: true }, b.postal, null],
    ['Business Phone', span(b.phone)], ['Email', span(b.email)], ['State of Incorporation', span(b.stateOfInc)],
    sec('FUNDING REQUEST'),
    ['Amount Requested', b.amount, { label: '', span: 3 }], ['Use of Funds', span(b.use)], ['Avg. Monthly Sales', b.monthly, { label: '', span: 3 }],
    sec('OWNERSHIP (all owners of 20% or more)'),
  ];
  const attrs: (readonly [string, OwnerKey])[] = [...nameAttrs(f), ['Title', 'title'], ['Ownership %', 'pct'], ['SSN', 'taxId'], ['Date of Birth', 'dob'],
    ['Home Address', 'street'], ['City, State Zip', 'cityLine'], ['Credit Score', 'credit'], ['Cell Phone', 'phone']];
  const own = ownersAcrossRows(os, attrs, 4, f.na);
  const bank: Cell[][] = [sec('BANK ACCOUNT (for deposits)'), ['Bank Name', span(b.bank)], ['Routing #', span(b.routing)], ['Account #', span(b.account)]];
  const all = [...rows, ...own, ...bank];
  const rowH = 15, y0 = 50;
  s.headings(x, y0, widths, all.length, rowH);
  const y = s.grid(x, y0, widths, all, { rowH });
  signatures(s, x - 20, y + 12, 570, 'Ledgerline Capital', os);
  footer(s, 'Sheet1', 1, 'Ledgerline_App.xlsx');
}

/** Columnar Advance Partners: landscape, each section a wide header row of labels over one row of values. */
export function columnar(s: Sheet, d: Deal, rng: Rng): void {
  const f = pickFmt(rng, { name: rng.pick(['full', 'lastfirst', 'split'] as const) });
  const b = bizValues(d, f, rng);
  const os = d.owners.map((o, i) => ownerValues(o, i, f, rng));
  s.addPage(true);
  const x = 30, sh = '#dde4ee';
  s.text('COLUMNAR ADVANCE PARTNERS', x, 24, { size: 15, bold: true, color: '#1f3864' });
  s.text('Business Funding Application  |  fax 888-555-0147  |  apps@columnaradvance.example', x, 42, { size: 8, color: '#555' });
  let y = title(s, x, 58, 732, 'BUSINESS', '#1f3864');
  y = band(s, x, y, [['Legal Business Name', 170, b.legal], ['DBA', 130, b.dba], ['Entity Type', 90, b.entity],
    [b.bareEin ? 'Federal Tax ID (EIN)' : 'Tax ID', 95, b.taxId], ['Date Established', 85, { ...b.start, align: 'right' }], ['Type of Business', 162, b.industry]], { shade: sh });
  y = band(s, x, y, [['Street Address', 190, b.street], ['City', 100, b.city], ['State', 45, b.region], ['Zip', 60, b.postal], ['Business Phone', 95, b.phone],
    ['Email', 150, b.email], ['Employees', 92, b.employees]], { shade: sh });
  y = title(s, x, y + 10, 732, 'FUNDING REQUEST', '#1f3864');
  y = band(s, x, y, [['Amount Requested', 120, b.amount], ['Est. Payment', 110, b.payment], ['# of Payments', 90, b.nPayments], ['Frequency', 90, b.freq],
    ['Use of Funds', 150, b.use], ['Avg. Monthly Sales', 172, b.monthly]], { shade: sh });
  y = title(s, x, y + 10, 732, 'OWNERS / OFFICERS', '#1f3864');
  const nameCols: [string, number, keyof (typeof os)[number]][] = f.name === 'split' ? [['First Name', 80, 'first'], ['Last Name', 90, 'last']]
    : [[f.name === 'lastfirst' ? 'Owner Name (Last, First)' : 'Owner Name', 170, 'full']];
  const cols: [string, number, keyof (typeof os)[number]][] = [...nameCols, ['Title', 95, 'title'], ['Own %', 55, 'pct'], ['SSN', 90, 'taxId'],
    ['DOB', 80, 'dob'], ['Home Address', 170, 'street'], ['Credit Score', 72, 'credit']];
  y = s.grid(x, y, cols.map((c) => c[1]), [cols.map((c) => ({ label: c[0], bold: true, shade: sh })), ...os.map((o) => cols.map((c) => o[c[2]]))], { rowH: 16 });
  y = title(s, x, y + 10, 732, 'EXISTING ADVANCES / LOANS', '#7f7f7f');
  const ex = d.existing.length ? d.existing : [null];
  y = s.grid(x, y, [260, 160, 160, 152], [[{ label: 'Funder', bold: true, shade: sh }, { label: 'Balance', bold: true, shade: sh },
    { label: 'Payment', bold: true, shade: sh }, { label: 'Paid Off?', bold: true, shade: sh }],
  ...ex.map((e, i): Cell[] => e ? [{ t: e.funder, key: `funder${i}` }, { t: fmtMoney(e.balance, f.money === 'acct' ? 'comma' : f.money), key: `bal${i}`, align: 'right' },
    { t: fmtMoney(e.payment, 'dollar'), key: `pay${i}`, align: 'right' }, { t: 'No', key: `po${i}` }]
    : [{ t: f.na || 'None', f: {}, key: 'funder0' }, { t: '', key: 'bal0' }, { t: '', key: 'pay0' }, { t: '', key: 'po0' }])], { rowH: 15 });
  signatures(s, x, y + 12, 732, 'Columnar Advance Partners', os);
  footer(s, 'Application', 1, 'CAP_Application_v3.xlsx');
}

/** Sheetwise Funding: a Google Sheets export, two label/value pairs a row, shaded header rows, owners across. */
export function sheetwise(s: Sheet, d: Deal, rng: Rng): void {
  const f = pickFmt(rng, { money: rng.pick(['dollar', 'comma'] as const) });
  const b = bizValues(d, f, rng);
  const os = d.owners.map((o, i) => ownerValues(o, i, f, rng));
  s.addPage(false);
  const x = 30, widths = [115, 165, 110, 162], green = '#d9ead3';
  s.text('Sheetwise Funding', x, 26, { size: 14, bold: true, color: '#0b8043' });
  s.text('Merchant Application  (exported from Google Sheets)', x, 44, { size: 7.5, color: '#666' });
  const sec = (t: string): Cell[] => [{ label: t, bold: true, shade: green, span: 4, align: 'center' }];
  const L = (t: string): Cell => ({ label: t, bold: true, shade: '#f3f3f3' });
  let y = s.grid(x, 60, widths, [
    sec('Business'),
    [L('Legal Name'), { ...b.legal, span: 3 }], [L('DBA'), { ...b.dba, span: 3 }],
    [L('Entity Type'), { label: '', span: 3 }],
    [L(d.taxType === 'SSN' ? 'EIN / SSN' : 'EIN'), b.taxId, L('Business Start Date'), b.start],
    [L('Industry'), b.industry, L('# Employees'), b.employees],
    [L('Address'), { ...b.street, span: 3 }], [L('City'), b.city, L('State'), { ...b.region, align: 'left' }],
    [L('Zip'), b.postal, L('Phone'), b.phone], [L('Email'), b.email, L('Website'), b.website],
    [L('Own / Rent'), b.ownRent, L('Landlord'), b.landlord],
    sec('Funding'),
    [L('Requested Amount'), b.amount, L('Payment Frequency'), b.freq], [L('Payment Amount'), b.payment, L('# of Payments'), b.nPayments],
    [L('Use of Funds'), b.use, L('Monthly Revenue'), b.monthly],
  ], { rowH: 17 });
  entityChecks(s, x + 119, 60 + 17 * 3 + 5, d, 433);
  y += 10;
  const attrs: (readonly [string, OwnerKey])[] = [...nameAttrs(f, 'Owner Name'), ['Title', 'title'], ['Ownership', 'pct'], ['SSN', 'taxId'],
    ['DOB', 'dob'], ['Home Address', 'street'], ['City/State/Zip', 'cityLine'], ['FICO (est.)', 'credit'], ['Email', 'email']];
  const cols = Math.max(2, os.length);
  const ow = Math.floor(437 / cols);
  y = s.grid(x, y, [115, ...Array.from({ length: cols }, () => ow)], ownersAcrossRows(os, attrs, cols, f.na), { rowH: 16 });
  y = s.grid(x, y + 10, [115, 165, 110, 162], [[{ label: 'Trade Reference', bold: true, shade: green }, { label: 'Contact', bold: true, shade: green },
    { label: 'Phone', bold: true, shade: green, span: 2 }], ...d.refs.map((r, i): Cell[] => [{ label: `Reference ${i + 1}` },
    { t: r.name, key: `ref${i}_name` }, { t: r.phone, key: `ref${i}_phone`, span: 2 }])], { rowH: 15 });
  signatures(s, x, y + 10, 552, 'Sheetwise Funding', os);
  footer(s, 'Application', 1, 'Sheetwise Funding - Merchant App');
}
