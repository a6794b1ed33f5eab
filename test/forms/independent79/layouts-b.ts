// Layouts 4-5 of set 79: Mesa Verde Funding (narrow columns, labels above, long values wrapping onto a second line) and
// Big Sky Business Capital (a column of checkbox groups beside a column of fields; owners as table rows).
import type { Rng } from '../../statements/generator/prng.ts';
import { authorization, checks, decoyLines, raw, signatures, uField } from './blocks.ts';
import { header, SIGN_DATE } from './layouts-a.ts';
import { BLANK, ENTITY_BOXES, type Merchant, type PV } from './merchant.ts';
import type { Pen } from './pen.ts';

const freqTruth = (o: string): Record<string, unknown> => ({ payment_frequency: o.toLowerCase().replace('-', '') });

/** A caption above its value on one or two ruled lines; returns the next y. */
function stack(p: Pen, label: string, name: string, v: PV, x: number, y: number, w: number, lines = 1): number {
  p.label(label.toUpperCase(), x, y, { size: 5.8, bold: true, color: '#6a3b1f' });
  for (let k = 0; k < lines; k++) p.line(x, y + 19 + k * 12, x + w, y + 19 + k * 12, 0.4);
  p.val(name, v, x + 1, y + 8.5, w - 2, { size: 10.5, lines });
  return y + 24 + (lines - 1) * 12;
}

/** Mesa Verde Funding: page 1 in three narrow columns (business, location, request); page 2 the owners in narrow
 *  columns, one per owner, with the banking and signatures. */
export function mesaNarrow(p: Pen, m: Merchant, r: Rng): void {
  header(p, 'Mesa Verde Funding', ['1250 E Lohman Ave, Las Cruces, NM 88001', 'Ph (575) 555-0163  www.mesaverdefunding.example'], 'BUSINESS CAPITAL APPLICATION', { color: '#6a3b1f' });
  const W = 164, X = [36, 224, 412];
  const titles = ['1. The Business', '2. Location & Contact', '3. Funding Request'];
  titles.forEach((t, i) => p.band(t, X[i]!, 86, W, '#e9d8c4'));
  let y = 106;
  y = stack(p, 'Legal name of business', 'legal_name', m.legal, X[0]!, y, W, 2);
  y = stack(p, 'Trade name / DBA', 'dba', m.dba, X[0]!, y, W, 2);
  y = stack(p, 'Form of organization', 'entity', m.entityText, X[0]!, y, W);
  y = stack(p, r.pick(['Federal EIN', 'Federal Tax ID']), 'tax_id', m.taxId, X[0]!, y, W);
  y = stack(p, 'Date established', 'start', m.start, X[0]!, y, W);
  y = stack(p, 'Type of business', 'industry', m.industry, X[0]!, y, W, 2);
  y = stack(p, 'State of incorporation', 'inc_state', raw(m.incState), X[0]!, y, W);
  stack(p, 'Number of employees', 'employees', raw(m.employees), X[0]!, y, W);
  y = 106;
  y = stack(p, 'Street address', 'street', raw(m.street), X[1]!, y, W, 2);
  y = stack(p, 'City', 'city', raw(m.city), X[1]!, y, W);
  stack(p, 'State', 'state', m.state, X[1]!, y, W * 0.4);
  y = stack(p, 'Zip', 'zip', raw(m.zip), X[1]! + W * 0.48, y, W * 0.52);
  y = stack(p, 'Business phone', 'phone', raw(m.phone), X[1]!, y, W);
  y = stack(p, 'Email', 'email', raw(m.email), X[1]!, y, W, 2);
  y = stack(p, 'Website', 'web', raw(m.website), X[1]!, y, W);
  p.label('PREMISES', X[1]!, y, { size: 5.8, bold: true, color: '#6a3b1f' });
  checks(p, 'premises', ['Own', 'Rent', 'Lease'], m.ownRent, X[1]!, y + 9, 'row', () => ({}));
  y += 24;
  y = stack(p, 'Landlord / mortgage holder', 'landlord', raw(m.ownRent === 'Rent' ? m.landlord : ''), X[1]!, y, W, 2);
  stack(p, 'Landlord phone', 'landlord_phone', raw(m.ownRent === 'Rent' ? m.landlordPhone : ''), X[1]!, y, W);
  y = 106;
  y = stack(p, 'Amount requested', 'amount', m.amount, X[2]!, y, W);
  y = stack(p, 'Use of funds', 'use', raw(m.use), X[2]!, y, W, 2);
  y = stack(p, 'Requested payment', 'payment', m.payment, X[2]!, y, W);
  y = stack(p, 'Number of payments', 'npay', m.npay, X[2]!, y, W);
  p.label('PAYMENT SCHEDULE', X[2]!, y, { size: 5.8, bold: true, color: '#6a3b1f' });
  y = checks(p, 'freq', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], m.freqBox, X[2]! + 4, y + 10, 'col', freqTruth, { gap: 11 }) + 4;
  y = stack(p, 'Average monthly sales', 'monthly', raw(m.monthly), X[2]!, y, W);
  y = stack(p, 'Annual gross revenue', 'annual', raw(m.annual), X[2]!, y, W);
  y = stack(p, 'Current funder (if any)', 'adv_funder', raw(m.advances[0]?.[0] ?? ''), X[2]!, y, W, 2);
  stack(p, 'Current balance', 'adv_balance', raw(m.advances[0]?.[1] ?? ''), X[2]!, y, W);
  p.label('Page 1 of 2', 576, 770, { size: 6.5, align: 'right' });

  p.addPage();
  p.band('4. Owners / Guarantors (list every owner with 20% or more)', 36, 36, 540, '#e9d8c4');
  const slots = m.owners.length > 3 ? 4 : 3;
  const cw = 540 / slots, w = cw - 12;
  let bottom = 0;
  for (let i = 0; i < slots; i++) {
    const o = m.owners[i], x = 36 + i * cw;
    p.label(`OWNER ${i + 1}`, x, 56, { size: 8, bold: true });
    let oy = 68;
    oy = stack(p, 'Name', `o${i + 1}_name`, o?.name ?? BLANK, x, oy, w, 2);
    oy = stack(p, 'Title', `o${i + 1}_title`, o?.role ?? BLANK, x, oy, w);
    oy = stack(p, '% Owned', `o${i + 1}_pct`, o?.pct ?? BLANK, x, oy, w);
    oy = stack(p, 'SSN', `o${i + 1}_ssn`, o?.ssn ?? BLANK, x, oy, w);
    oy = stack(p, 'Date of birth', `o${i + 1}_dob`, o?.dob ?? BLANK, x, oy, w);
    oy = stack(p, 'Home address', `o${i + 1}_home`, raw(o ? `${o.home}, ${o.cityLine}` : ''), x, oy, w, 2);
    oy = stack(p, 'Mobile', `o${i + 1}_cell`, raw(o?.phone ?? ''), x, oy, w);
    oy = stack(p, 'Email', `o${i + 1}_email`, raw(o?.email ?? ''), x, oy, w, 2);
    bottom = stack(p, 'Credit score (self-reported)', `o${i + 1}_fico`, o?.credit ?? BLANK, x, oy, w);
  }
  p.band('5. Bank & Trade References', 36, bottom + 6, 540, '#e9d8c4');
  let y2 = decoyLines(p, m, 36, bottom + 24, 540, ['bank', 'refs']);
  y2 = authorization(p, 'Mesa Verde Funding', 36, y2 + 6, 540) + 14;
  signatures(p, m.owners, 36, y2, 540, 2, SIGN_DATE);
  p.label('Page 2 of 2', 576, 770, { size: 6.5, align: 'right' });
}

/** Big Sky Business Capital: checkbox groups in a narrow left column beside the fields; owners as rows of a table. */
export function bigSkyChecks(p: Pen, m: Merchant, r: Rng): void {
  header(p, 'Big Sky Business Capital', ['2822 3rd Ave N, Billings, MT 59101', '(406) 555-0175 - deals@bigskybc.example'], 'MERCHANT APPLICATION', { align: 'center', color: '#24476b' });
  p.band('BUSINESS PROFILE', 36, 84, 540);
  const CX = 40, FX = 170, FW = 406;
  p.label('Legal Structure', CX, 104, { size: 7.5, bold: true });
  let cy = checks(p, 'entity', ENTITY_BOXES, m.entityBox, CX, 116, 'col', (o) => (o === 'Other' ? {} : m.entityTruth), { gap: 11.5 });
  p.label('If Other:', CX, cy + 1, { size: 6.5 });
  p.line(CX + 30, cy + 9, CX + 118, cy + 9, 0.4);
  p.val('entity_other', m.entityOther, CX + 31, cy - 1, 86, { size: 8 });
  cy += 18;
  p.label('Business Premises', CX, cy, { size: 7.5, bold: true });
  checks(p, 'premises', ['Own', 'Rent', 'Home-based'], m.ownRent, CX, cy + 12, 'col', () => ({}), { gap: 11.5 });
  p.line(160, 98, 160, 312, 0.4, '#888');
  let y = 102;
  const years = r.chance(0.35);
  const rows: [string, string, PV, number][][] = [
    [['Business Legal Name:', 'legal_name', m.legal, 1]],
    [['DBA (if different):', 'dba', m.dba, 1]],
    [['Physical Address (no P.O. Box):', 'street', raw(m.street), 1]],
    [['City, State & Zip:', 'citystzip', m.cityLine, 1]],
    [['Phone:', 'phone', raw(m.phone), 0.5], ['Email:', 'email', raw(m.email), 0.5]],
    [['Federal Tax ID #:', 'tax_id', m.taxId, 0.5], years ? ['Years in Business:', 'years', raw(m.years), 0.5] : ['Business Start Date:', 'start', m.start, 0.5]],
    [['Type of Business:', 'industry', m.industry, 0.62], ['Employees:', 'employees', raw(m.employees), 0.38]],
    [['State of Incorporation:', 'inc_state', raw(m.incState), 0.5], ['Website:', 'web', raw(m.website), 0.5]],
    [['Monthly Card Sales:', 'card', raw(m.monthly), 0.5], ['Annual Revenue:', 'annual', raw(m.annual), 0.5]],
  ];
  for (const row of rows) {
    let x = FX;
    for (const [l, n, v, f] of row) { uField(p, l, n, v, x, y, FW * f - 8); x += FW * f; }
    y += 19;
  }
  y = 318;
  p.band('FUNDING REQUEST', 36, y, 540);
  p.label('Payment Schedule', CX, y + 20, { size: 7.5, bold: true });
  checks(p, 'freq', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], m.freqBox, CX, y + 32, 'col', freqTruth, { gap: 11.5 });
  p.line(160, y + 16, 160, y + 84, 0.4, '#888');
  uField(p, 'Amount Requested:', 'amount', m.amount, FX, y + 20, FW * 0.5 - 8);
  uField(p, 'Payment Amount:', 'payment', m.payment, FX + FW * 0.5, y + 20, FW * 0.5);
  uField(p, 'Number of Payments:', 'npay', m.npay, FX, y + 39, FW * 0.5 - 8);
  uField(p, 'Use of Funds:', 'use', raw(m.use), FX, y + 58, FW);
  y += 90;
  p.band('OWNERSHIP', 36, y, 540);
  const cols: [string, number, (i: number) => PV][] = [
    ['Owner Name', 0.24, (i) => m.owners[i]?.name ?? BLANK], ['Title', 0.14, (i) => m.owners[i]?.role ?? BLANK],
    ['Own %', 0.08, (i) => m.owners[i]?.pct ?? BLANK], ['SSN', 0.14, (i) => m.owners[i]?.ssn ?? BLANK],
    ['DOB', 0.12, (i) => m.owners[i]?.dob ?? BLANK], ['Cell Phone', 0.16, (i) => raw(m.owners[i]?.phone ?? '')],
    ['FICO', 0.12, (i) => m.owners[i]?.credit ?? BLANK]];
  let x = 36;
  p.rect(36, y + 14, 540, 12, { fill: '#dde5ee', lw: 0.5 });
  for (const [h, f] of cols) { p.label(h, x + 3, y + 17, { size: 7, bold: true }); x += 540 * f; }
  const nrows = Math.max(3, m.owners.length);
  for (let i = 0; i < nrows; i++) {
    const ry = y + 26 + i * 16;
    p.rect(36, ry, 540, 16, { lw: 0.4 });
    x = 36;
    for (const [h, f, get] of cols) { p.val(`own${i + 1}_${h.replace(/[^A-Za-z]/g, '')}`, get(i), x + 3, ry + 4, 540 * f - 6, { size: 8.5 }); x += 540 * f; }
  }
  y += 26 + nrows * 16 + 8;
  y = decoyLines(p, m, 36, y, 540, ['bank', 'landlord', 'iso']) + 2;
  y = authorization(p, 'Big Sky Business Capital', 36, y, 540) + 12;
  signatures(p, m.owners, 36, y, 540, m.owners.length > 2 ? 4 : 2, SIGN_DATE);
}
