// Apex Dental & Medical Funding Group: a one-page two-column "Label ____" sheet with a green rule, the office
// manager as the form's primary contact at the top, DEA / NPI beside the EIN, landlord, malpractice and trade
// references, owners as "Dr. First M. Last, DDS" (at most two owners on this form).
import type { Canvas } from './canvas.ts';
import { fmtDate, money, ownerName, ownerTax, type Practice } from './data.ts';
import { f } from './fields.ts';

const GREEN = '#1f6b4a', LIGHT = '#e3f1ea';

function ln(c: Canvas, label: string, key: string, text: string, x: number, y: number, w: number, fields: Record<string, unknown> | null, lw = 86): void {
  c.label(label, x, y + 3, 7);
  c.line(x + lw, y + 12, x + w - 8, y + 12, '#7a8f84');
  c.value(key, text, x + lw, y + 1, w - lw - 10, fields, 8.5);
}

function head(c: Canvas, text: string, x: number, y: number, w: number): void {
  c.label(text, x, y, 8.5, { bold: true, color: GREEN });
  c.line(x, y + 11, x + w, y + 11, GREEN, 1.2);
}

export function drawApex(c: Canvas, p: Practice): void {
  const d = c.doc;
  d.save().polygon([30, 62], [52, 22], [74, 62]).fill(GREEN).polygon([44, 62], [52, 46], [60, 62]).fill('white').restore();
  c.label('APEX', 82, 22, 22, { bold: true, color: GREEN });
  c.label('DENTAL & MEDICAL FUNDING GROUP', 82, 46, 8, { bold: true, color: '#444' });
  c.label('Practice Capital Application', 380, 24, 13, { bold: true, align: 'right', width: 202 });
  c.label('2200 Ross Ave, Suite 4100, Dallas, TX 75201  -  (214) 555-0177', 380, 42, 6.5, { align: 'right', width: 202, color: '#666' });
  c.rect(30, 70, 552, 24, GREEN, 0.6, LIGHT);
  ln(c, 'Primary contact:', 'office_manager', p.manager.name, 36, 74, 200, null, 62);
  c.label('Office Manager', 236, 77, 7, { color: '#555' });
  ln(c, 'Contact phone:', 'manager_phone', p.manager.phone, 300, 74, 140, null, 56);
  ln(c, 'Best time:', 'best_time', '9am - 12pm', 440, 74, 140, null, 42);
  const L = 30, M = 312, CW = 270;
  let y = 104;
  head(c, 'PRACTICE', L, y, CW); head(c, 'LOCATION & CONTACT', M, y, CW); y += 18;
  const left: [string, string, string, Record<string, unknown> | null][] = [
    ['Legal entity name:', 'legal_name', p.legal, f.legal(p)],
    ['Practice / DBA name:', 'trade_name', p.dbaText, p.dbaText ? f.dba(p) : null],
    ['Entity type:', 'type_of_entity', p.entityText, f.entity(p.entityId)],
    ['Tax ID (EIN):', 'business_tax_id', p.einBare ? p.ein.replace('-', '') : p.ein, f.ein(p)],
    ['DEA #:', 'dea', p.kind === 'medical' || p.kind === 'dental' ? p.dea : '', null],
    ['Individual NPI:', 'owner_npi', p.owners[0]!.npi, null],
    ['Specialty:', 'industry', p.industryText, f.industry(p)],
    [p.yearsOnly ? 'Years in practice:' : 'In business since:', 'start', p.yearsOnly ? `${p.years} yrs` : fmtDate(p.start, p.startMode + 2), p.yearsOnly ? null : f.start(p)],
  ];
  const right: [string, string, string, Record<string, unknown> | null][] = [
    ['Street:', 'address', p.addr.street, null],
    ['City / State / Zip:', 'city_state_zip', `${p.addr.city}, ${p.addr.state} ${p.addr.zip}`, f.state(p)],
    ['Incorporated in:', 'state_of_incorporation', p.incState, null],
    ['Office phone:', 'phone', p.phone, null],
    ['E-mail:', 'email', p.email, null],
    ['Website:', 'website', p.website, null],
    ['Landlord / mgmt co.:', 'landlord', p.rent ? p.landlord.name : 'Owned', null],
    ['Landlord phone:', 'landlord_phone', p.rent ? p.landlord.phone : '', null],
  ];
  left.forEach(([lab, key, text, fl], i) => ln(c, lab, key, text, L, y + i * 17, CW, fl));
  right.forEach(([lab, key, text, fl], i) => ln(c, lab, key, text, M, y + i * 17, CW, fl));
  y += 8 * 17 + 8;
  head(c, 'FUNDING', L, y, CW); head(c, 'MALPRACTICE & REFERENCES', M, y, CW); y += 18;
  ln(c, 'Amount requested:', 'requested_amount', money(p.requested, p.amountMode), L, y, CW, f.amount(p));
  ln(c, 'Purpose:', 'use_of_funds', p.useOfFunds, L, y + 17, CW, null);
  ln(c, 'Avg. monthly collections:', 'avg_collections', money(p.collections[2]!.amount, 0), L, y + 34, CW, null, 100);
  ln(c, 'Current advances:', 'existing', p.existing.map((e) => `${e.funder} ${money(e.balance, 0)}`).join('; '), L, y + 51, CW, null);
  ln(c, 'Carrier / policy #:', 'malpractice', `${p.malpractice.carrier} / ${p.malpractice.policy}`, M, y, CW, null);
  p.references.forEach((r, i) => ln(c, `Reference ${i + 1}:`, `reference_${i}`, `${r.name}  ${r.phone}`, M, y + 17 + i * 17, CW, null));
  ln(c, 'Bank / routing:', 'bank', `${p.bank.name} ${p.bank.routing}`, M, y + 51, CW, null);
  y += 76;
  p.owners.slice(0, 2).forEach((o, i) => {
    const x = i === 0 ? L : M;
    head(c, `DOCTOR / OWNER ${i + 1}`, x, y, CW);
    const rows: [string, string, string, Record<string, unknown> | null][] = [
      ['Name:', 'name', ownerName(o, 0), f.name(o, i)], ['Position:', 'role', o.role, f.role(o, i)],
      ['Ownership:', 'ownership', o.ownershipText, f.own(o, i)], ['Social Security #:', 'tax_id', ownerTax(o, 0), f.tax(o, i)],
      ['Birth date:', 'dob', o.dob ? fmtDate(o.dob, 2) : '', f.dob(o, i)], ['FICO (approx.):', 'credit', o.credit ? String(o.credit) : '', f.credit(o, i)],
      ['State license #:', 'license', o.license, null], ['Residence:', 'home', `${o.home.street}, ${o.home.city} ${o.home.state}`, null],
      ['Cell / e-mail:', 'cell', `${o.cell}  ${o.email}`, null],
    ];
    rows.forEach(([lab, key, text, fl], k) => ln(c, lab, `owner${i}_${key}`, text, x, y + 18 + k * 17, CW, fl));
  });
  y += 18 + 9 * 17 + 8;
  y = c.fine('Each doctor/owner signing below authorizes Apex Dental & Medical Funding Group and its funding partners to obtain personal and business credit reports, to verify the information provided with the practice\'s bank, landlord, malpractice carrier and references, and to share this application with prospective funders. Apex is an independent sales organization. This is not a loan application; approvals are made by the funder purchasing future receivables.', L, y, 552) + 12;
  p.owners.slice(0, 2).forEach((o, i) => {
    const x = i === 0 ? L : M;
    c.line(x, y + 14, x + 170, y + 14, '#333');
    c.label(`Signature - Owner ${i + 1}`, x, y + 16, 6);
    c.line(x + 185, y + 14, x + CW - 5, y + 14, '#333');
    c.label('Date', x + 185, y + 16, 6);
  });
}
