// Layouts 6-7 of set 79: Snake River Capital Group (business left, a checkbox column beside the request fields right;
// owners side by side on page 2 with right-aligned labels) and Teton Trail Advance (one dense page: right-aligned
// business labels on the left, checkboxes beside the request, owners in two narrow columns where values wrap).
import type { Rng } from '../../statements/generator/prng.ts';
import { advancesTable, authorization, checks, decoyLines, ownerColumns, OWNER_ROWS, raw, rField, signatures, uField } from './blocks.ts';
import { header, SIGN_DATE } from './layouts-a.ts';
import { ENTITY_BOXES, type Merchant, type PV } from './merchant.ts';
import type { Pen } from './pen.ts';

const freqTruth = (o: string): Record<string, unknown> => ({ payment_frequency: o.toLowerCase().replace('-', '') });

/** Snake River Capital Group: two pages. */
export function snakeRiver(p: Pen, m: Merchant, r: Rng): void {
  header(p, 'Snake River Capital Group', ['455 Park Ave, Idaho Falls, ID 83402', 'Tel (208) 555-0138  |  underwriting@snakerivercg.example'], 'WORKING CAPITAL APPLICATION', { color: '#2f4f2f' });
  p.band('BUSINESS', 36, 86, 264, '#2f4f2f');
  p.band('STRUCTURE & REQUEST', 312, 86, 264, '#2f4f2f');
  let y = 106;
  const left: [string, string, PV, number?][] = [['Legal Name:', 'legal_name', m.legal, 2], ['DBA:', 'dba', m.dba], ['Address:', 'street', raw(m.street)],
    ['City:', 'city', raw(m.city)], ['State:', 'state', m.state], ['Zip:', 'zip', raw(m.zip)], ['Phone:', 'phone', raw(m.phone)],
    ['Email:', 'email', raw(m.email)], ['Website:', 'web', raw(m.website)], [r.pick(['EIN:', 'Tax ID:']), 'tax_id', m.taxId],
    ['Business Start Date:', 'start', m.start], ['Type of Business:', 'industry', m.industry, 2], ['State of Inc.:', 'inc_state', raw(m.incState)],
    ['No. of Employees:', 'employees', raw(m.employees)], ['Monthly Revenue:', 'monthly', raw(m.monthly)]];
  for (const [l, n, v, lines] of left) { uField(p, l, n, v, 36, y, 264, { lines: lines ?? 1 }); y += 17 + ((lines ?? 1) - 1) * 11; }
  const bottomLeft = y;
  // The checkbox column (entity, then schedule) beside the column of request fields.
  const CX = 314, FX = 410, FW = 166;
  p.label('Entity Type', CX, 104, { size: 7.5, bold: true });
  let cy = checks(p, 'entity', ENTITY_BOXES.filter((b) => b !== 'Non-Profit'), m.entityBox, CX, 116, 'col', (o) => (o === 'Other' ? {} : m.entityTruth), { gap: 11.5 });
  p.line(CX + 10, cy + 8, CX + 88, cy + 8, 0.4);
  p.val('entity_other', m.entityOther, CX + 11, cy - 2, 76, { size: 8 });
  cy += 18;
  p.label('Payment Schedule', CX, cy, { size: 7.5, bold: true });
  checks(p, 'freq', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], m.freqBox, CX, cy + 12, 'col', freqTruth, { gap: 11.5 });
  p.line(402, 102, 402, cy + 58, 0.4, '#999');
  let fy = 104;
  const stackF = (label: string, name: string, v: PV, lines = 1): void => {
    p.label(label, FX, fy, { size: 6.5, bold: true });
    for (let k = 0; k < lines; k++) p.line(FX, fy + 19 + k * 11, FX + FW, fy + 19 + k * 11, 0.4);
    p.val(name, v, FX + 1, fy + 9, FW - 2, { lines });
    fy += 26 + (lines - 1) * 11;
  };
  stackF('Amount Requested', 'amount', m.amount);
  stackF('Requested Payment', 'payment', m.payment);
  stackF('Number of Payments', 'npay', m.npay);
  stackF('Use of Funds', 'use', raw(m.use), 2);
  stackF('Annual Revenue', 'annual', raw(m.annual));
  stackF('Property', 'ownrent', raw(m.ownRent === 'Own' ? 'Owned' : `Rented - ${m.rent}/mo`));
  y = Math.max(bottomLeft, fy, cy + 60) + 6;
  p.band('EXISTING FINANCING', 36, y, 540, '#2f4f2f');
  y = advancesTable(p, m, 36, y + 18, 540, 3) + 8;
  decoyLines(p, m, 36, y, 540, ['bank', 'landlord']);
  p.label('Page 1 of 2 - owners and signatures on page 2', 576, 772, { size: 6.5, align: 'right' });

  p.addPage();
  p.band('OWNER / GUARANTOR DETAILS', 36, 36, 540, '#2f4f2f');
  const rows = [OWNER_ROWS.name!, OWNER_ROWS.role!, { ...OWNER_ROWS.pct!, label: 'Percent Owned' }, { ...OWNER_ROWS.ssn!, label: 'Social Security No.' },
    OWNER_ROWS.dob!, OWNER_ROWS.home!, OWNER_ROWS.city!, OWNER_ROWS.phone!, OWNER_ROWS.email!, OWNER_ROWS.credit!];
  y = ownerColumns(p, m.owners, 2, 36, 56, 120, 210, rows, { align: 'right', rowH: 17, fill: '#dfe7df' }) + 6;
  // A Yes/No checkbox column per owner: questions whose answers are not application fields.
  for (const [k, q] of ['Ever filed bankruptcy?', 'Open judgments / tax liens?'].entries()) {
    p.label(q, 152, y + 3 + k * 15, { size: 7, align: 'right' });
    for (let i = 0; i < 2; i++) {
      const x = 160 + 210 * i;
      if (!m.owners[i]) { checks(p, `q${k}_o${i + 1}`, ['Yes', 'No'], '', x, y + 2 + k * 15, 'row', () => ({})); continue; }
      checks(p, `q${k}_o${i + 1}`, ['Yes', 'No'], 'No', x, y + 2 + k * 15, 'row', () => ({}));
    }
  }
  y += 40;
  y = decoyLines(p, m, 36, y, 540, ['refs', 'iso']) + 4;
  y = authorization(p, 'Snake River Capital Group', 36, y, 540) + 14;
  signatures(p, m.owners, 36, y, 540, 2, SIGN_DATE);
}

/** Teton Trail Advance: one dense page. */
export function tetonLedger(p: Pen, m: Merchant, r: Rng): void {
  header(p, 'Teton Trail Advance', ['155 W Broadway, Jackson, WY 83001', '(307) 555-0191'], 'FUNDING APPLICATION', { color: '#5a2d5a' });
  p.band('Business', 36, 84, 264, '#5a2d5a');
  let y = 104;
  const left: [string, string, PV, number?][] = [['Legal Name', 'legal_name', m.legal, 2], ['DBA', 'dba', m.dba], ['Address', 'street', raw(m.street)],
    ['City, ST, Zip', 'citystzip', m.cityLine], ['Phone', 'phone', raw(m.phone)], ['Email', 'email', raw(m.email)],
    ['Fed. Tax ID', 'tax_id', m.taxId], ['Date Est.', 'start', m.start], ['Industry', 'industry', m.industry, 2],
    ['Inc. State', 'inc_state', raw(m.incState)], ['Monthly Sales', 'monthly', raw(m.monthly)], ['Bank', 'bank_name', raw(m.bank)],
    ['Routing / Acct', 'bank_nums', raw(`${m.routing} / ${m.account}`)]];
  for (const [l, n, v, lines] of left) { rField(p, l, n, v, 110, y, 190, { lines: lines ?? 1 }); y += 16 + ((lines ?? 1) - 1) * 11; }
  const leftBottom = y;
  p.band('Entity & Request', 312, 84, 264, '#5a2d5a');
  const CX = 314, FX = 402;
  let cy = checks(p, 'entity', ['LLC', 'Corporation', 'S-Corp', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Other'], m.entityBox, CX, 104, 'col',
    (o) => (o === 'Other' ? {} : m.entityTruth), { gap: 12, size: 7 });
  p.line(CX, cy + 8, CX + 80, cy + 8, 0.4);
  p.val('entity_other', m.entityOther, CX + 1, cy - 2, 78, { size: 8 });
  cy += 14;
  p.line(396, 100, 396, cy, 0.4, '#999');
  let fy = 104;
  for (const [l, n, v, lines] of [['Amount', 'amount', m.amount], ['Payment', 'payment', m.payment], ['# Payments', 'npay', m.npay],
    ['Frequency', 'freq', m.freq], ['Use of Funds', 'use', raw(m.use), 2]] as [string, string, PV, number?][]) {
    rField(p, l, n, v, FX + 48, fy, 126, { lines: lines ?? 1 });
    fy += 16 + ((lines ?? 1) - 1) * 11;
  }
  y = Math.max(cy, fy) + 6;
  p.band('Owners', 312, y, 264, '#5a2d5a');
  const rows = [{ ...OWNER_ROWS.name!, label: 'Name', lines: 2 }, OWNER_ROWS.role!, { ...OWNER_ROWS.pct!, label: '% Own' }, OWNER_ROWS.ssn!,
    { ...OWNER_ROWS.dob!, label: 'DOB' }, { ...OWNER_ROWS.home!, label: 'Home', lines: 2 }, { ...OWNER_ROWS.city!, label: 'City/St/Zip', lines: 2 },
    { ...OWNER_ROWS.email!, lines: 2 }, { ...OWNER_ROWS.credit!, label: 'FICO' }];
  y = ownerColumns(p, m.owners, 2, 312, y + 16, 56, 104, rows, { rowH: 14, fill: '#eadcea' });
  y = Math.max(y, leftBottom) + 10;
  y = decoyLines(p, m, 36, y, 540, [r.chance(0.5) ? 'landlord' : 'iso', 'refs']);
  y = advancesTable(p, m, 36, y + 2, 540, 1) + 6;
  y = authorization(p, 'Teton Trail Advance', 36, y, 540) + 12;
  signatures(p, m.owners, 36, y, 540, 2, SIGN_DATE);
}
