// Layouts 1-3 of set 79: Bayou Capital Partners (business left, owners stacked right), Magnolia Funding Group (owners
// side by side under "Owner 1 | Owner 2" headers), Gulf Shores Merchant Services (labels right-aligned against values).
import type { Rng } from '../../statements/generator/prng.ts';
import { advancesTable, authorization, cell, checks, decoyLines, ownerColumns, OWNER_ROWS, raw, rField, signatures, uField } from './blocks.ts';
import { BLANK, type Merchant, type Owner } from './merchant.ts';
import type { Pen } from './pen.ts';

export const SIGN_DATE = '05/06/2025';

export function header(p: Pen, broker: string, lines: string[], title: string, o: { align?: 'left' | 'center'; color?: string } = {}): void {
  const color = o.color ?? '#1f3b5a';
  if (o.align === 'center') {
    p.label(broker.toUpperCase(), 36, 28, { size: 16, bold: true, align: 'center', w: 540, color });
    p.label(lines.join('  |  '), 36, 48, { size: 7, align: 'center', w: 540 });
    p.label(title, 36, 62, { size: 10, bold: true, align: 'center', w: 540 });
  } else {
    p.rect(36, 26, 34, 34, { fill: color, stroke: false });
    p.label(broker.slice(0, 1), 45, 33, { size: 20, bold: true, color: '#fff' });
    p.label(broker, 78, 27, { size: 15, bold: true, color });
    lines.forEach((l, i) => p.label(l, 78, 45 + i * 8.5, { size: 6.8 }));
    p.label(title, 576, 30, { size: 9.5, bold: true, align: 'right' });
    p.label('Please complete all fields', 576, 43, { size: 6.5, align: 'right', color: '#555' });
  }
  p.line(36, 76, 576, 76, 1.2, color);
}

/** Bayou Capital Partners: a two-column page, the business in boxed cells on the left, each owner's block on the right. */
export function bayouSplit(p: Pen, m: Merchant, r: Rng): void {
  header(p, 'Bayou Capital Partners', ['210 Jefferson St, Lafayette, LA 70501', 'Tel (337) 555-0142  |  submissions@bayoucapital.example'], 'BUSINESS FUNDING APPLICATION');
  const L = 36, W = 264, R = 312, H = 24;
  p.band('BUSINESS INFORMATION', L, 86, W);
  let y = 100;
  const row = (cells: [string, string, Parameters<typeof cell>[3], number][]): void => {
    let x = L;
    for (const [label, name, v, f] of cells) { cell(p, label, name, v, x, y, W * f, H); x += W * f; }
    y += H;
  };
  row([['Legal Business Name', 'legal_name', m.legal, 1]]);
  row([[r.pick(['DBA', 'Doing Business As (DBA)']), 'dba', m.dba, 1]]);
  row([['Business Street Address', 'street', raw(m.street), 1]]);
  row([['City', 'city', raw(m.city), 0.5], ['State', 'state', m.state, 0.2], ['Zip', 'zip', raw(m.zip), 0.3]]);
  row([['Business Phone', 'phone', raw(m.phone), 0.5], ['Fax', 'fax', raw(m.fax), 0.5]]);
  row([['Email', 'email', raw(m.email), 0.6], ['Website', 'web', raw(m.website), 0.4]]);
  row([[r.pick(['Federal Tax ID', 'Tax ID / EIN']), 'tax_id', m.taxId, 0.5], ['Business Start Date', 'start', m.start, 0.5]]);
  row([['Legal Entity', 'entity', m.entityText, 0.5], ['State of Incorporation', 'inc_state', raw(m.incState), 0.5]]);
  row([['Type of Business / Industry', 'industry', m.industry, 0.7], ['# Employees', 'employees', raw(m.employees), 0.3]]);
  row([['Avg. Monthly Sales', 'monthly', raw(m.monthly), 0.5], ['Annual Revenue', 'annual', raw(m.annual), 0.5]]);
  p.rect(L, y, W, 16, { lw: 0.5 });
  p.label('Business Location:', L + 3, y + 4.5, { size: 7 });
  checks(p, 'location', ['Own', 'Rent'], m.ownRent, L + 74, y + 4, 'row', () => ({}));
  y += 24;
  p.band('FUNDING REQUEST', L, y, W);
  y += 14;
  row([['Amount Requested', 'amount', m.amount, 0.45], ['Use of Funds', 'use', raw(m.use), 0.55]]);
  row([['Est. Payment', 'payment', m.payment, 0.36], ['# of Payments', 'npay', m.npay, 0.3], ['Frequency', 'freq', m.freq, 0.34]]);
  const bottomLeft = y;

  p.band('OWNER / GUARANTOR INFORMATION', R, 86, W);
  y = 100;
  const slots = Math.max(2, m.owners.length);
  for (let i = 0; i < slots; i++) {
    const o: Owner | undefined = m.owners[i];
    const pick = <T>(f: (o: Owner) => T, blank: T): T => (o ? f(o) : blank);
    p.rect(R, y, W, 12, { fill: '#e4ebf2', lw: 0.5 });
    p.label(`Owner #${i + 1}`, R + 4, y + 3, { size: 7.5, bold: true });
    y += 12;
    const orow = (cells: [string, string, Parameters<typeof cell>[3], number][]): void => {
      let x = R;
      for (const [label, name, v, f] of cells) { cell(p, label, `o${i + 1}_${name}`, v, x, y, W * f, 23); x += W * f; }
      y += 23;
    };
    orow([['Full Name', 'name', pick((o) => o.name, BLANK), 0.65], ['Title', 'title', pick((o) => o.role, BLANK), 0.35]]);
    orow([['Ownership %', 'pct', pick((o) => o.pct, BLANK), 0.26], ['Social Security #', 'ssn', pick((o) => o.ssn, BLANK), 0.4], ['Date of Birth', 'dob', pick((o) => o.dob, BLANK), 0.34]]);
    orow([['Home Address', 'home', raw(pick((o) => o.home, '')), 1]]);
    orow([['City, State, Zip', 'homecity', raw(pick((o) => o.cityLine, '')), 0.62], ['Credit Score (est.)', 'fico', pick((o) => o.credit, BLANK), 0.38]]);
    y += 6;
  }
  y = Math.max(y, bottomLeft) + 8;
  p.band('BANK, LANDLORD & REFERRAL', L, y, 540, '#6b7f93');
  y = decoyLines(p, m, L, y + 18, 540, ['bank', 'landlord', 'iso']);
  y = advancesTable(p, m, L, y + 2, 540, 1) + 8;
  y = authorization(p, 'Bayou Capital Partners', L, y, 540) + 12;
  signatures(p, m.owners, L, y, 540, 2, SIGN_DATE);
}

/** Magnolia Funding Group: business fields in two columns, then the owners side by side with labels down the left. */
export function magnoliaGrid(p: Pen, m: Merchant, r: Rng): void {
  header(p, 'Magnolia Funding Group', ['118 W Pine St, Hattiesburg, MS 39401', '(601) 555-0187', 'apps@magnoliafunding.example'],
    'MERCHANT CASH ADVANCE APPLICATION', { align: 'center', color: '#3d5a3a' });
  p.band('SECTION 1 - BUSINESS', 36, 84, 540, '#3d5a3a');
  let y = 104;
  const L = 36, R = 312, W = 264;
  const pairs: [[string, string, Parameters<typeof uField>[3]], [string, string, Parameters<typeof uField>[3]]][] = [
    [['Business Legal Name:', 'legal_name', m.legal], ['Federal Tax ID:', 'tax_id', m.taxId]],
    [['DBA:', 'dba', m.dba], ['Entity Type:', 'entity', m.entityText]],
    [['Street Address:', 'street', raw(m.street)], ['Date Business Started:', 'start', m.start]],
    [['City, State, Zip:', 'citystzip', m.cityLine], ['State of Inc.:', 'inc_state', raw(m.incState)]],
    [['Business Phone:', 'phone', raw(m.phone)], ['Industry:', 'industry', m.industry]],
    [['Email:', 'email', raw(m.email)], ['Website:', 'web', raw(m.website)]],
    [['Amount Requested:', 'amount', m.amount], ['Use of Funds:', 'use', raw(m.use)]],
  ];
  for (const [a, b] of pairs) {
    uField(p, a[0], a[1], a[2], L, y, W);
    uField(p, b[0], b[1], b[2], R, y, W);
    y += 17;
  }
  uField(p, 'Daily/Weekly Payment:', 'payment', m.payment, L, y, W * 0.55);
  uField(p, 'No. of Payments:', 'npay', m.npay, L + W * 0.58, y, W * 0.42);
  p.label('Frequency:', R, y + 1);
  checks(p, 'freq', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], m.freqBox, R + 42, y + 1, 'row', (o) => ({ payment_frequency: o.toLowerCase().replace('-', '') }), { gap: 6 });
  y += 24;
  p.band('SECTION 2 - PRINCIPALS / OWNERS (all owners of 20% or more)', 36, y, 540, '#3d5a3a');
  const slots = m.owners.length <= 2 ? 2 : 4;
  const narrow = slots === 4;
  const rows = [OWNER_ROWS.first!, OWNER_ROWS.last!, OWNER_ROWS.role!, OWNER_ROWS.pct!, OWNER_ROWS.ssn!, OWNER_ROWS.dob!,
    { ...OWNER_ROWS.home!, lines: narrow ? 2 : 1 }, { ...OWNER_ROWS.city!, lines: narrow ? 2 : 1 }, OWNER_ROWS.phone!,
    { ...OWNER_ROWS.email!, lines: narrow ? 2 : 1 }, { ...OWNER_ROWS.credit!, label: r.pick(['FICO (est.)', 'Credit Score']) }];
  y = ownerColumns(p, m.owners, slots, 36, y + 18, 96, 444 / slots, rows, { fill: '#dfe8dc' }) + 10;
  p.band('SECTION 3 - EXISTING ADVANCES & BANKING', 36, y, 540, '#3d5a3a');
  y = advancesTable(p, m, 36, y + 18, 540, 2) + 6;
  y = decoyLines(p, m, 36, y, 540, ['bank']) + 4;
  y = authorization(p, 'Magnolia Funding Group', 36, y, 540) + 10;
  signatures(p, m.owners, 36, y, 540, Math.min(4, Math.max(2, m.owners.length)), SIGN_DATE);
}

/** Gulf Shores Merchant Services: two columns of fields whose labels are right-aligned against the values; the owners
 *  in pairs (left and right halves), continued on page 2 with the banking and signatures. */
export function gulfShoresRight(p: Pen, m: Merchant, r: Rng): void {
  header(p, 'Gulf Shores Merchant Services', ['3800 Gulf Shores Pkwy, Gulf Shores, AL 36542', 'Phone (251) 555-0119  Fax (251) 555-0120'], 'APPLICATION FOR FUNDING', { color: '#0d6b73' });
  p.band('Company Information', 36, 84, 540, '#0d6b73');
  let y = 104;
  const left: [string, string, Parameters<typeof rField>[3], number?][] = [['Legal Name', 'legal_name', m.legal], ['D/B/A', 'dba', m.dba],
    ['Street', 'street', raw(m.street)], ['City', 'city', raw(m.city)], ['State', 'state', m.state], ['Zip', 'zip', raw(m.zip)], ['Phone', 'phone', raw(m.phone)],
    ['E-mail', 'email', raw(m.email)], ['Tax ID (EIN)', 'tax_id', m.taxId], ['Date Started', 'start', m.start]];
  const right: [string, string, Parameters<typeof rField>[3], number?][] = [['Entity', 'entity', m.entityText], ['Nature of Business', 'industry', m.industry, 2],
    ['Incorporated In', 'inc_state', raw(m.incState)], ['Employees', 'employees', raw(m.employees)], ['Gross Monthly Sales', 'monthly', raw(m.monthly)],
    ['Funding Requested', 'amount', m.amount], ['Payment Amount', 'payment', m.payment], ['No. of Payments', 'npay', m.npay], ['Use of Proceeds', 'use', raw(m.use), 2]];
  const step = 16;
  left.forEach(([l, n, v], i) => rField(p, `${l}:`, n, v, 120, y + i * step, 176));
  let ry = y;
  for (const [l, n, v, lines] of right) { rField(p, `${l}:`, n, v, 412, ry, 164, { lines: lines ?? 1 }); ry += step + ((lines ?? 1) - 1) * 11; }
  p.label('Payment Frequency:', 408, ry + 1, { size: 7.5, align: 'right' });
  checks(p, 'freq', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], m.freqBox, 412, ry + 1, 'row', (o) => ({ payment_frequency: o.toLowerCase().replace('-', '') }), { gap: 3, size: 6.5 });
  y = Math.max(y + left.length * step, ry + step) + 8;
  const ownerBlock = (o: Owner | undefined, i: number, x: number, oy: number): void => {
    p.label(`OWNER ${i + 1}`, x, oy, { size: 8, bold: true, color: '#0d6b73' });
    const rows: [string, string, Parameters<typeof rField>[3]][] = [['Name', 'name', o?.name ?? BLANK], ['Title', 'title', o?.role ?? BLANK],
      ['Ownership', 'pct', o?.pct ?? BLANK], ['SSN', 'ssn', o?.ssn ?? BLANK], ['DOB', 'dob', o?.dob ?? BLANK],
      ['Home Address', 'home', raw(o?.home ?? '')], ['City/St/Zip', 'homecity', raw(o?.cityLine ?? '')], ['Credit Score', 'fico', o?.credit ?? BLANK]];
    rows.forEach(([l, n, v], k) => rField(p, `${l}:`, `o${i + 1}_${n}`, v, x + 76, oy + 13 + k * 15, 178));
  };
  p.band('Owner / Officer Information', 36, y, 540, '#0d6b73');
  ownerBlock(m.owners[0], 0, 36, y + 18);
  ownerBlock(m.owners[1], 1, 316, y + 18);
  y += 18 + 13 + 8 * 15 + 8;
  p.label(r.pick(['Continued on page 2', 'See page 2 for banking and signatures']), 576, Math.min(y, 760), { size: 7, align: 'right', color: '#555' });
  p.addPage();
  y = 40;
  if (m.owners.length > 2) {
    p.band('Additional Owners', 36, y, 540, '#0d6b73');
    ownerBlock(m.owners[2], 2, 36, y + 18);
    ownerBlock(m.owners[3], 3, 316, y + 18);
    y += 18 + 13 + 8 * 15 + 12;
  }
  p.band('Banking, Landlord & References', 36, y, 540, '#0d6b73');
  y = decoyLines(p, m, 36, y + 18, 540, ['bank', 'landlord', 'refs', 'iso']);
  y = advancesTable(p, m, 36, y + 4, 540, 2) + 10;
  y = authorization(p, 'Gulf Shores Merchant Services', 36, y, 540) + 14;
  signatures(p, m.owners, 36, y, 540, 2, SIGN_DATE);
}
