// Layouts 3 and 4: Maple Leaf Merchant Capital (Canadian, bilingual captions, province and postal code in their own
// rows, a spouse column after the shareholders) and Redline Business Funding (US, landscape, business table beside the
// owner grid, unused owner columns struck through, years in business instead of a start date).
import type { Merchant } from './merchant.ts';
import { kv, ownerColumns, ownerGrid, type RowKind } from './grid.ts';
import { AUTH, checkRow, rows, signatures } from './parts.ts';
import type { Sheet } from './sheet.ts';

const PIPEDA = 'Consent (PIPEDA): You consent to Maple Leaf Merchant Capital and its funding partners collecting, using and disclosing '
  + 'personal information about you, including obtaining credit reports from Equifax Canada and TransUnion Canada, to assess this '
  + 'application and to administer any resulting agreement, in accordance with the Personal Information Protection and Electronic '
  + 'Documents Act. Your SIN is optional and is used only to match credit bureau records. You certify the information above is accurate.';

export function mapleLeaf(s: Sheet, m: Merchant, signed: string): void {
  const r = s.rng;
  s.label('MAPLE LEAF MERCHANT CAPITAL', 36, 32, 14, { bold: true, color: '#b71c1c' });
  s.label('Business Financing Application / Demande de financement d\'entreprise', 36, 50, 8, { color: '#444' });
  s.rect(432, 28, 144, 30, { lw: 0.5 });
  s.label('Advisor / Conseiller', 436, 31, 6, { color: '#666' });
  s.value('iso_rep', m.iso.printed, 436, 40, 136, 14, 'decoy', {}, 8);
  s.line(36, 64, 576, 64, 1.2, '#b71c1c');
  s.label('1. BUSINESS / ENTREPRISE', 36, 72, 9, { bold: true, color: '#b71c1c' });
  let y = kv(s, 36, 84, 190, 350, 16, rows(m, [['legal', 'Legal Name / Dénomination sociale'], ['dba', 'Operating Name (O/A)'],
    ['tax', 'Business Number (BN) / Program Account']]), { labelFill: '#fbe9e7' });
  s.rect(36, y, 190, 16, { fill: '#fbe9e7', lw: 0.5 }); s.rect(226, y, 350, 16, { lw: 0.5 });
  s.label('Legal Structure / Forme juridique', 39, y + 4.5, 7);
  checkRow(s, 'entity', 231, y + 4.5, [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['Other', null]], m.entity.id, 'type_of_entity', 8);
  y += 16;
  const spec: [string, string][] = [['start', 'Date of Incorporation / Start Date'], ['inc', 'Jurisdiction of Incorporation'], ['street', 'Street Address'],
    ['city', 'City'], ['state', 'Province'], ['zip', 'Postal Code'], ['phone', 'Telephone'], ['email', 'Email'], ['industry', 'Type of Business']];
  y = kv(s, 36, y, 190, 350, 16, rows(m, spec), { labelFill: '#fbe9e7' }) + 8;
  s.label('2. FINANCING REQUEST / DEMANDE', 36, y, 9, { bold: true, color: '#b71c1c' });
  y = kv(s, 36, y + 12, 190, 350, 16, rows(m, [['amount', 'Amount Requested (CAD)'], ['use', 'Purpose of Funds'], ['sales', 'Average Monthly Revenue']]), { labelFill: '#fbe9e7' }) + 8;
  s.label('3. OWNERS & SHAREHOLDERS / PROPRIÉTAIRES', 36, y, 9, { bold: true, color: '#b71c1c' });
  const grid: [string, RowKind][] = [['Full Name / Nom', 'name'], ['Position / Titre', 'title'], ['% of Shares', 'pct'], ['SIN / NAS (optional)', 'tax'],
    ['Date of Birth', 'dob'], ['Home Address', 'street'], ['City, Prov., Postal', 'csz'], ['Credit Score', 'score']];
  const cols = ownerColumns(m, 3, (i) => `Shareholder ${i + 1}`);
  cols.push(r.chance(0.5) ? { head: 'Spouse (if co-signing)', other: { ...m.other, role: 'Spouse' }, otherPct: '' } : { head: 'Spouse (if co-signing)' });
  y = ownerGrid(s, m, 36, y + 12, 96, 111, grid, cols, { headFill: '#fbe9e7', rowH: 16 }) + 8;
  s.label('4. BANKING / RENSEIGNEMENTS BANCAIRES', 36, y, 9, { bold: true, color: '#b71c1c' });
  y = kv(s, 36, y + 12, 190, 350, 15, rows(m, [['bank', 'Financial Institution'], ['routing', 'Transit / Institution No.'], ['account', 'Account No.']]), { labelFill: '#fbe9e7' }) + 6;
  y = s.para(PIPEDA, 36, y, 540, 6) + 6;
  if (y > 690) { s.newPage(); y = 40; }
  signatures(s, m, 36, y, 540, signed);
}

export function redline(s: Sheet, m: Merchant, signed: string): void {
  s.rect(0, 0, 792, 8, { fill: '#c62828', stroke: 'none' });
  s.label('REDLINE', 30, 20, 20, { bold: true, color: '#c62828' });
  s.label('BUSINESS FUNDING', 128, 27, 11, { bold: true });
  s.label('Quick Application - please complete all fields', 30, 44, 7.5, { color: '#555' });
  s.label('Referred by:', 540, 22, 7, { bold: true });
  s.value('iso_rep', m.iso.printed, 590, 18, 172, 13, 'decoy', {}, 8);
  s.label('Referrer ph:', 540, 36, 7, { bold: true });
  s.value('iso_phone', m.isoPhone, 590, 32, 172, 13, 'decoy', {}, 8);
  s.label('BUSINESS', 30, 60, 8.5, { bold: true, color: '#c62828' });
  const spec: [string, string][] = [['legal', 'Legal Name'], ['dba', 'DBA'], ['entityText', 'Entity Type'], ['tax', m.taxLabel], ['years', 'Years in Business'],
    ['street', 'Business Street'], ['city', 'City'], ['state', 'State'], ['zip', 'Zip'], ['mailing', 'Mailing Addr. (if diff.)'], ['industry', 'Industry'],
    ['phone', 'Phone'], ['email', 'Email'], ['amount', 'Funding Amount Needed'], ['use', 'Use of Funds']];
  kv(s, 30, 72, 112, 248, 17, rows(m, spec), { labelFill: '#f5f5f5' });
  s.label('OWNERSHIP  (list every owner with 20%+)', 405, 60, 8.5, { bold: true, color: '#c62828' });
  const grid: [string, RowKind][] = [['Owner Name', 'name'], ['Title / Position', 'title'], ['Ownership', 'pct'], ['SSN / ITIN', 'tax'], ['DOB', 'dob'],
    ['Home Street', 'street'], ['City / State / Zip', 'csz'], ['FICO (approx.)', 'score']];
  let y = ownerGrid(s, m, 405, 72, 81, 92, grid, ownerColumns(m, 3, (i) => `Owner #${i + 1}`), { headFill: '#f5f5f5', rowH: 17, strikeEmpty: true }) + 10;
  s.label('EXISTING POSITIONS', 405, y, 8.5, { bold: true, color: '#c62828' });
  y += 12;
  ['Funder', 'Balance', 'Daily/Wkly Pmt'].forEach((h, i) => { s.rect(405 + i * 119, y, 119, 13, { fill: '#f5f5f5', lw: 0.5 }); s.label(h, 409 + i * 119, y + 3.5, 7, { bold: true }); });
  for (let k = 0; k < 2; k++) {
    const f = m.funders[k];
    const ry = y + 13 + k * 15;
    for (let i = 0; i < 3; i++) s.rect(405 + i * 119, ry, 119, 15, { lw: 0.5 });
    if (f || s.style === 'fillable') {
      s.value(`funder${k + 1}.name`, f?.name ?? '', 406, ry + 1, 117, 13, 'decoy', {}, 8);
      s.value(`funder${k + 1}.balance`, f?.balance ?? '', 525, ry + 1, 117, 13, 'decoy', {}, 8);
      s.value(`funder${k + 1}.payment`, f?.payment ?? '', 644, ry + 1, 117, 13, 'decoy', {}, 8);
    }
  }
  y += 13 + 30 + 8;
  s.label('DEPOSIT ACCOUNT', 405, y, 8.5, { bold: true, color: '#c62828' });
  kv(s, 405, y + 12, 81, 276, 14, rows(m, [['bank', 'Bank'], ['routing', 'ABA Routing'], ['account', 'Account #']]), { labelFill: '#f5f5f5' });
  const py = s.para(AUTH.replace('{B}', 'Redline Business Funding'), 30, 360, 732, 6);
  signatures(s, m, 30, py + 14, 732, signed);
}
