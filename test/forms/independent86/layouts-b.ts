// Set 86, layouts 4-7: a landscape sheet with four fixed owner columns and n/a cells, a Canadian header-row form,
// a two-tab workbook (Business, Owners) and a deal-intake tracker of one wide row split into bands.
import type { Rng } from '../../statements/generator/prng.ts';
import { band, entityChecks, footer, freqChecks, signatures, title } from './blocks.ts';
import type { Deal } from './data.ts';
import type { Cell, Sheet, V } from './sheet.ts';
import { bizValues, fmtMoney, nameAttrs, ownersAcrossRows, ownerValues, pickFmt, type OwnerKey } from './values.ts';

const L = (t: string, shade = '#eeeeee'): Cell => ({ label: t, bold: true, shade });

/** Tabula Business Capital: landscape; business and funding side by side in A/B pairs, four owner columns below. */
export function tabula(s: Sheet, d: Deal, rng: Rng): void {
  const f = pickFmt(rng, { money: 'acct', na: rng.pick(['n/a', 'N/A']), date: rng.pick(['long', 'mdy', 'dmon'] as const) });
  const b = bizValues(d, f, rng);
  const os = d.owners.map((o, i) => ownerValues(o, i, f, rng));
  s.addPage(true);
  const x = 30;
  s.text('TABULA BUSINESS CAPITAL', x, 22, { size: 13, bold: true });
  s.text('Small Business Funding Application - please complete every cell; enter n/a where not applicable', x, 38, { size: 7.5, color: '#444' });
  const years = rng.chance(0.4);
  const left: Cell[][] = [
    [{ label: 'COMPANY', bold: true, shade: '#bdd7ee', span: 2 }],
    [L('Legal Name'), b.legal], [L('DBA / Trade Name'), b.dba], [L('Entity Type'), b.entity],
    [L(d.taxType === 'SSN' ? 'Tax ID (EIN or SSN)' : 'Federal Tax ID'), b.taxId],
    years ? [L('Years in Business'), b.years] : [L('Date Business Started'), b.start],
    [L('Industry / Type of Business'), b.industry], [L('Physical Address'), b.street], [L('City, State Zip'), b.cityLine],
    [L('Phone'), b.phone], [L('Website'), b.website], [L('State of Incorporation'), b.stateOfInc],
  ];
  const yl = s.grid(x, 52, [130, 225], left, { rowH: 16 });
  const right: Cell[][] = [
    [{ label: 'FUNDING & FINANCIALS', bold: true, shade: '#bdd7ee', span: 2 }],
    [L('Amount Requested'), b.amount], [L('Payment Frequency'), { label: '' }], [L('Use of Funds'), b.use],
    [L('Average Monthly Sales'), b.monthly], [L('Annual Gross Revenue'), b.annual], [L('Number of Employees'), b.employees],
    [L('Own or Rent Location'), b.ownRent], [L('Landlord / Mortgage Co.'), b.landlord], [L('Landlord Phone'), b.landlordPhone],
    [L('Bank Name'), b.bank], [L('Routing Number'), b.routing],
  ];
  s.grid(x + 377, 52, [130, 225], right, { rowH: 16 });
  freqChecks(s, x + 377 + 134, 52 + 16 * 2 + 4.5, b);
  const attrs: (readonly [string, OwnerKey])[] = [...nameAttrs(f), ['Title / Position', 'title'], ['% Ownership', 'pct'], ['Social Security #', 'taxId'],
    ['Date of Birth', 'dob'], ['Home Street', 'street'], ['City, State Zip', 'cityLine'], ['Credit Score', 'credit']];
  const y = s.grid(x, yl + 12, [132, 150, 150, 150, 150], ownersAcrossRows(os, attrs, 4, f.na, 'Principal'), { rowH: 16 });
  signatures(s, x, y + 10, 732, 'Tabula Business Capital', os);
  footer(s, 'App', 1, 'Tabula_Application.xlsx');
}

/** Maple Row Capital (Canada): portrait bands of labels over values, owners across, PIPEDA consent. */
export function maplerow(s: Sheet, d: Deal, rng: Rng): void {
  const f = pickFmt(rng, { money: rng.pick(['cad', 'dollar', 'comma'] as const), date: rng.pick(['iso', 'dmon', 'long'] as const), mask: rng.chance(0.6) });
  const b = bizValues(d, f, rng);
  const os = d.owners.map((o, i) => ownerValues(o, i, f, rng));
  s.addPage(false);
  const x = 30, sh = '#f4cccc';
  s.text('MAPLE ROW CAPITAL', x, 24, { size: 14, bold: true, color: '#990000' });
  s.text('Business Financing Application - Canada', x, 42, { size: 8, color: '#444' });
  let y = title(s, x, 58, 552, 'BUSINESS / ENTREPRISE', '#990000');
  y = band(s, x, y, [['Legal Name', 200, b.legal], ['Operating Name (O/A)', 190, b.dba], ['Entity Type', 162, b.entity]], { shade: sh });
  y = band(s, x, y, [['Business Number (BN)', 150, b.taxId], ['Date of Incorporation', 110, b.start], ['Industry', 170, b.industry],
    ['Jurisdiction', 122, b.stateOfInc]], { shade: sh });
  y = band(s, x, y, [['Street Address', 190, b.street], ['City', 110, b.city], ['Province', 60, b.region], ['Postal Code', 80, b.postal],
    ['Phone', 112, b.phone]], { shade: sh });
  y = title(s, x, y + 8, 552, 'FINANCING REQUEST', '#990000');
  y = band(s, x, y, [['Amount Requested', 140, b.amount], ['Use of Funds', 200, b.use], ['Avg. Monthly Deposits', 212, b.monthly]], { shade: sh });
  y = title(s, x, y + 8, 552, 'PRINCIPALS', '#990000');
  const attrs: (readonly [string, OwnerKey])[] = [...nameAttrs(f), ['Title', 'title'], ['Ownership %', 'pct'], ['SIN', 'taxId'], ['Date of Birth', 'dob'],
    ['Home Address', 'street'], ['City, Prov. Postal', 'cityLine'], ['Credit Score', 'credit']];
  const cols = Math.max(2, os.length);
  y = s.grid(x, y, [112, ...Array.from({ length: cols }, () => Math.floor(440 / cols))], ownersAcrossRows(os, attrs, cols, f.na, 'Principal'), { rowH: 16 });
  y = title(s, x, y + 8, 552, 'BANKING', '#990000');
  y = band(s, x, y, [['Institution', 200, b.bank], ['Transit / Institution #', 160, { t: `${d.routing.slice(1, 6)}-${d.routing.slice(6)}`, key: 'transit' }],
    ['Account #', 192, b.account]], { shade: sh });
  signatures(s, x, y + 10, 552, 'Maple Row Capital', os, 'Consent is given under the Personal Information Protection and Electronic Documents Act (PIPEDA) '
    + 'for the collection, use and disclosure of personal information for the purposes of this application.');
  footer(s, 'Demande', 1, 'MapleRow_Application_CA.xlsx');
}

/** Pivot Point Funding: a workbook of two tabs printed landscape, Business then Owners (owners across). */
export function pivotpoint(s: Sheet, d: Deal, rng: Rng): void {
  const f = pickFmt(rng);
  const b = bizValues(d, f, rng);
  const os = d.owners.map((o, i) => ownerValues(o, i, f, rng));
  s.addPage(true);
  const x = 50, widths = [130, 230, 130, 222], sec = (t: string): Cell[] => [{ label: t, bold: true, shade: '#ffe599', span: 4 }];
  s.text('Pivot Point Funding  -  Merchant Intake Workbook', x - 20, 20, { size: 12, bold: true });
  const rows: Cell[][] = [
    sec('BUSINESS PROFILE'),
    [L('Legal Entity Name'), { ...b.legal, span: 3 }], [L('Doing Business As'), b.dba, L('Website'), b.website],
    [{ label: '', span: 4 }],
    [L(d.taxType === 'SSN' ? 'SSN (no EIN)' : 'EIN'), b.taxId, L('Business Inception'), b.start],
    [L('Nature of Business'), b.industry, L('Employees'), b.employees],
    [L('Business Address'), { ...b.street, span: 3 }], [L('City'), b.city, L('State / Zip'), { t: `${d.region} ${d.postal}`, f: b.region.f, key: 'state_zip' }],
    [L('Phone'), b.phone, L('Email'), b.email], [L('Location'), b.ownRent, L('Landlord'), b.landlord],
    sec('FUNDING'),
    [L('Funding Amount Requested'), b.amount, L('Use of Proceeds'), b.use],
    [L('Gross Annual Sales'), b.annual, L('Avg. Monthly Card Volume'), b.monthly],
    sec('OPEN BALANCES (existing advances)'),
    [L('Funder'), L('Balance'), L('Payment'), L('Frequency')],
    ...(d.existing.length ? d.existing.map((e, i): Cell[] => [{ t: e.funder, key: `funder${i}` }, { t: fmtMoney(e.balance, 'dollar'), key: `bal${i}`, align: 'right' },
      { t: fmtMoney(e.payment, 'dollar'), key: `pay${i}`, align: 'right' }, { t: 'Daily', key: `freq${i}` }]) : [[{ t: f.na || 'none', f: {}, key: 'funder0' }, null, null, null]]),
    sec('BANK'), [L('Bank'), b.bank, L('Routing / Account'), { t: `${d.routing} / ${d.account}`, key: 'routing_account' }],
    [L('ISO / Sales Rep'), b.isoRep, L('Rep Phone'), { t: d.isoPhone, key: 'iso_phone' }],
  ];
  s.headings(x, 48, widths, rows.length, 16);
  s.grid(x, 48, widths, rows, { rowH: 16 });
  s.text('Entity type:', x + 4, 48 + 16 * 3 + 4.5, { size: 7.5, bold: true });
  entityChecks(s, x + 60, 48 + 16 * 3 + 4.5, d, 650);
  footer(s, 'Business', 2, 'PivotPoint_Intake.xlsx');
  s.addPage(true);
  s.text('Pivot Point Funding  -  Owners', x - 20, 20, { size: 12, bold: true });
  const attrs: (readonly [string, OwnerKey])[] = [...nameAttrs(f, 'Full Name'), ['Title', 'title'], ['Ownership %', 'pct'], ['SSN', 'taxId'],
    ['DOB', 'dob'], ['Home Address', 'street'], ['City, State ZIP', 'cityLine'], ['Mobile', 'phone'], ['Email', 'email'], ['FICO', 'credit']];
  const cols = Math.max(3, os.length);
  const own = ownersAcrossRows(os, attrs, cols, f.na);
  const ow = Math.floor(570 / cols);
  s.headings(x, 48, [142, ...Array.from({ length: cols }, () => ow)], own.length, 17);
  const y = s.grid(x, 48, [142, ...Array.from({ length: cols }, () => ow)], own, { rowH: 17 });
  signatures(s, x, y + 16, 712, 'Pivot Point Funding', os);
  footer(s, 'Owners', 2, 'PivotPoint_Intake.xlsx');
}

/** Rowcount Merchant Funding: a deal-intake tracker row (columns A..T) printed in bands, owners one row each. */
export function rowcount(s: Sheet, d: Deal, rng: Rng): void {
  const f = pickFmt(rng, { name: rng.pick(['lastfirst', 'lastfirst', 'full'] as const), date: rng.pick(['dmonyy', 'mdyy', 'iso'] as const),
    money: rng.pick(['plain', 'comma', 'dollar'] as const) });
  const b = bizValues(d, f, rng);
  const os = d.owners.map((o, i) => ownerValues(o, i, f, rng));
  s.addPage(true);
  const x = 50, sh = '#fce5cd';
  s.text('ROWCOUNT MERCHANT FUNDING  -  Deal Intake Tracker (print view)', x - 20, 20, { size: 11, bold: true });
  s.text(`Row ${rng.int(120, 980)} of tracker  |  exported ${rng.pick(['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])}`, x - 20, 35, { size: 7, color: '#666' });
  let col = 0, y = 62;
  const strip = (cols: readonly (readonly [string, number, V])[]): void => {
    const widths = cols.map((c) => c[1]);
    let cx = x;
    for (const w of widths) { s.rect(cx, y - 12, w, 12, '#e8e8e8', '#9e9e9e'); s.text(String.fromCharCode(65 + col++), cx, y - 10, { size: 7, w, align: 'center' }); cx += w; }
    s.rect(x - 20, y, 20, 16, '#e8e8e8', '#9e9e9e'); s.text('1', x - 20, y + 4, { size: 7, w: 17, align: 'right' });
    s.rect(x - 20, y + 16, 20, 16, '#e8e8e8', '#9e9e9e'); s.text('2', x - 20, y + 20, { size: 7, w: 17, align: 'right' });
    y = band(s, x, y, cols, { shade: sh }) + 26;
  };
  strip([['Legal Name', 150, b.legal], ['DBA', 110, b.dba], ['Entity', 70, b.entity], [b.bareEin ? 'EIN' : 'Tax ID', 80, b.taxId],
    ['Start Date', 70, { ...b.start, align: 'right' }], ['Industry', 130, b.industry], ['State', 45, b.region], ['Zip', 57, b.postal]]);
  strip([['Address', 170, b.street], ['City', 100, b.city], ['Phone', 90, b.phone], ['Email', 150, b.email],
    ['Mo. Revenue', 85, b.monthly], ['Employees', 60, b.employees], ['Own/Rent', 57, b.ownRent]]);
  strip([['Req. Amount', 100, b.amount], ['Payment', 90, b.payment], ['# Pmts', 55, b.nPayments], ['Freq', 65, b.freq],
    ['Use of Funds', 150, b.use], ['ISO Rep', 130, b.isoRep], ['Bank', 122, b.bank]]);
  const nameCol: [string, number, keyof (typeof os)[number]][] = f.name === 'split' ? [['First', 80, 'first'], ['Last', 90, 'last']]
    : [[f.name === 'lastfirst' ? 'Owner (Last, First)' : 'Owner', 170, 'full']];
  const cols: [string, number, keyof (typeof os)[number]][] = [...nameCol, ['Title', 100, 'title'], ['Own %', 60, 'pct'], ['SSN', 95, 'taxId'],
    ['DOB', 80, 'dob'], ['FICO', 55, 'credit'], ['Home Address', 152, 'street']];
  s.text('OWNERS TAB', x, y - 12, { size: 8, bold: true });
  y = s.grid(x, y, cols.map((c) => c[1]), [cols.map((c) => ({ label: c[0], bold: true, shade: sh })), ...os.map((o) => cols.map((c) => o[c[2]]))], { rowH: 17 });
  signatures(s, x, y + 14, 712, 'Rowcount Merchant Funding', os);
  footer(s, 'Intake', 1, 'Rowcount_Tracker.xlsx');
}
