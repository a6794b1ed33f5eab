// Layouts 1 and 2 (US): Keystone Bridge Capital (one page, grey-caption tables) and Bluewater Funding Group (two pages,
// Last-First names, a guarantor column beside the owners).
import type { Merchant } from './merchant.ts';
import { kv, ownerColumns, ownerGrid, type RowKind } from './grid.ts';
import { AUTH, checkRow, rows, signatures } from './parts.ts';
import type { Sheet } from './sheet.ts';

const US_ENTITY_BOXES = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S-Corp', 's_corporation'], ['Partnership', 'general_partnership'],
  ['Sole Proprietor', 'sole_proprietorship'], ['Non-Profit', null]] as const;

export function keystone(s: Sheet, m: Merchant, signed: string): void {
  const r = s.rng;
  s.rect(36, 30, 540, 40, { fill: '#1f2d3d', stroke: 'none' });
  s.label('KEYSTONE BRIDGE CAPITAL', 46, 38, 15, { bold: true, color: '#fff' });
  s.label('Merchant Funding Application  |  fax 888-555-0142  |  submissions@keystonebridge.example', 46, 57, 7, { color: '#cfd8dc' });
  s.label('ISO / Rep:', 400, 76, 7, { bold: true });
  s.value('iso_rep', m.iso.printed, 440, 73, 136, 12, 'decoy', {}, 8);
  s.label('Rep Phone:', 400, 89, 7, { bold: true });
  s.value('iso_phone', m.isoPhone, 440, 86, 136, 12, 'decoy', {}, 8);
  s.label('BUSINESS INFORMATION', 36, 96, 9, { bold: true });
  let y = kv(s, 36, 108, 140, 400, 17, rows(m, [['legal', 'Legal / Corporate Name'], ['dba', 'DBA (Doing Business As)']]), { labelFill: '#e6e6e6' });
  s.rect(36, y, 140, 17, { fill: '#e6e6e6', lw: 0.5 }); s.rect(176, y, 400, 17, { lw: 0.5 });
  s.label('Entity Type', 39, y + 5, 7);
  checkRow(s, 'entity', 181, y + 5, US_ENTITY_BOXES, m.entity.id, 'type_of_entity', 8);
  y += 17;
  const spec: [string, string][] = [['tax', m.taxLabel], ['start', 'Business Start Date'], ['inc', 'State of Incorporation'],
    ['address', 'Physical Address (no P.O. Box)'], ['phone', 'Business Phone'], ['email', 'E-mail'], ['industry', 'Type of Business / Industry']];
  if (r.chance(0.5)) spec.push(['web', 'Website']);
  y = kv(s, 36, y, 140, 400, 17, rows(m, spec), { labelFill: '#e6e6e6' });
  y = kv(s, 36, y, 140, 400, 17, rows(m, [['amount', 'Amount Requested'], ['use', 'Use of Funds']]), { labelFill: '#e6e6e6' }) + 10;
  s.label('OWNER / PRINCIPAL INFORMATION  (all owners of 20% or more)', 36, y, 9, { bold: true });
  const grid: [string, RowKind][] = [['Full Name', 'name'], ['Title', 'title'], ['% Owned', 'pct'], ['SSN', 'tax'], ['Date of Birth', 'dob'],
    ['Home Address', 'street'], ['City, State, Zip', 'csz'], ['Credit Score', 'score']];
  y = ownerGrid(s, m, 36, y + 12, 96, 148, grid, ownerColumns(m, 3, (i) => `Owner ${i + 1}`), { headFill: '#e6e6e6', rowH: 16 }) + 10;
  s.label('BANK INFORMATION (for deposits)', 36, y, 8, { bold: true });
  y = kv(s, 36, y + 11, 140, 400, 15, rows(m, [['bank', 'Bank Name'], ['routing', 'Routing #'], ['account', 'Account #']]), { labelFill: '#e6e6e6' }) + 8;
  y = s.para(AUTH.replace('{B}', 'Keystone Bridge Capital'), 36, y, 540, 6) + 8;
  signatures(s, m, 36, y, 540, signed);
}

export function bluewater(s: Sheet, m: Merchant, signed: string): void {
  const r = s.rng;
  const band = (t: string, y: number): void => { s.rect(36, y, 540, 14, { fill: '#0b5394', stroke: 'none' }); s.label(t, 42, y + 3.5, 8, { bold: true, color: '#fff' }); };
  s.label('Bluewater', 36, 30, 22, { bold: true, color: '#0b5394' });
  s.label('FUNDING GROUP', 36, 54, 8, { bold: true, color: '#6fa8dc' });
  s.label('Business Cash Advance Application - Page 1 of 2', 330, 36, 9, { width: 246, align: 'right' });
  s.label(`Ref # BW-${r.digits(6)}`, 330, 50, 7, { width: 246, align: 'right' });
  band('SECTION 1 - COMPANY PROFILE', 74);
  const spec: [string, string][] = [['legal', 'Legal Business Name'], ['dba', 'DBA'], ['entityText', 'Entity Type'], ['tax', m.taxLabel],
    ['start', 'Date Business Established'], ['inc', 'State of Formation'], ['address', 'Business Address'], ['mailing', 'Mailing Address (if different)'],
    ['industry', 'Nature of Business'], ['employees', '# of Employees'], ['sales', 'Avg. Monthly Sales'], ['phone', 'Phone'], ['email', 'Email']];
  let y = kv(s, 36, 92, 170, 370, 17, rows(m, spec), { zebra: '#eef4fb', border: false, labelBold: true }) + 6;
  s.line(36, y, 576, y, 0.5, '#0b5394');
  y = kv(s, 36, y + 4, 170, 370, 17, rows(m, [['landlord', 'Landlord / Mortgage Company'], ['landlordPhone', 'Landlord Phone'], ['rent', 'Monthly Rent / Mortgage']]),
    { zebra: '#eef4fb', border: false, labelBold: true }) + 8;
  band('SECTION 2 - FUNDING REQUEST', y);
  y = kv(s, 36, y + 18, 170, 370, 17, rows(m, [['amount', 'Amount Requested'], ['payment', 'Proposed Payment'], ['npay', 'Number of Payments'], ['use', 'Use of Proceeds']]),
    { zebra: '#eef4fb', border: false, labelBold: true });
  s.label('Payment Frequency', 39, y + 5, 7, { bold: true });
  checkRow(s, 'frequency', 210, y + 4, [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']], m.frequency, 'payment_frequency', 18);
  y += 26;
  band('SECTION 3 - CURRENT ADVANCES / LOANS', y);
  y += 18;
  ['Funder / Lender', 'Current Balance', 'Payment Amount'].forEach((h, i) => { s.rect(36 + i * 180, y, 180, 14, { fill: '#cfe2f3', lw: 0.5 }); s.label(h, 40 + i * 180, y + 4, 7, { bold: true }); });
  for (let k = 0; k < 3; k++) {
    const f = m.funders[k];
    const ry = y + 14 + k * 16;
    for (let i = 0; i < 3; i++) s.rect(36 + i * 180, ry, 180, 16, { lw: 0.5 });
    if (f || s.style === 'fillable') {
      s.value(`funder${k + 1}.name`, f?.name ?? '', 37, ry + 1, 178, 14, 'decoy', {}, 8.5);
      s.value(`funder${k + 1}.balance`, f?.balance ?? '', 217, ry + 1, 178, 14, 'decoy', {}, 8.5);
      s.value(`funder${k + 1}.payment`, f?.payment ?? '', 397, ry + 1, 178, 14, 'decoy', {}, 8.5);
    }
  }
  s.label('Continued on page 2', 36, 760, 7, { width: 540, align: 'right', color: '#666' });
  s.newPage();
  s.label('Bluewater Funding Group - Business Cash Advance Application - Page 2 of 2', 36, 30, 9, { bold: true, color: '#0b5394' });
  s.label('Please complete for every owner; a guarantor who owns no part of the business goes in the last column.', 36, 44, 7, { color: '#666' });
  band('SECTION 4 - PRINCIPALS & GUARANTORS', 60);
  const grid: [string, RowKind][] = [['Name (Last, First MI)', 'lastfirst'], ['Title', 'title'], ['Ownership %', 'pct'], ['SSN / ITIN', 'tax'],
    ['Date of Birth', 'dob'], ['Home Street Address', 'street'], ['City / State / ZIP', 'csz'], ['Est. Credit Score', 'score']];
  const cols = ownerColumns(m, 2, (i) => `Principal ${i + 1}`);
  if (cols.length < 3) cols.push(r.chance(0.65) ? { head: 'Guarantor (non-owner)', other: m.other, otherPct: r.pick(['0%', 'N/A', '']) } : { head: 'Guarantor (non-owner)' });
  y = ownerGrid(s, m, 36, 80, 110, 143, grid, cols, { headFill: '#cfe2f3', rowH: 19 }) + 14;
  band('TRADE REFERENCES', y);
  y += 18;
  m.refs.forEach((ref, k) => {
    s.label(`Reference ${k + 1}`, 39, y + 4, 7, { bold: true });
    s.value(`ref${k + 1}.name`, ref.name, 110, y, 250, 15, 'decoy', {}, 8.5);
    s.value(`ref${k + 1}.phone`, ref.phone, 380, y, 150, 15, 'decoy', {}, 8.5);
    s.line(110, y + 15, 360, y + 15); s.line(380, y + 15, 530, y + 15);
    y += 20;
  });
  band('AUTHORIZATION', y + 6);
  y = s.para(AUTH.replace('{B}', 'Bluewater Funding Group'), 36, y + 26, 540, 6.5) + 14;
  signatures(s, m, 36, y, 540, signed);
}
