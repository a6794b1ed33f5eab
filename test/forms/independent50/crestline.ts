// Crestline Merchant Partners (US broker): navy sidebar with the step list and "Your advisor" card (the ISO rep, a
// decoy), content with labels left of rounded boxes, entity pills with an "Other: ___" line, owners as columns of a
// table (three on page 1, a fourth on page 2), trade references on page 2. Frequency pills lack bi-weekly.
import type { Form } from './kit.ts';
import { fmtDate, type Kind, type Merchant, type Owner } from './merchant.ts';
import * as P from './parts.ts';
import type { Rng } from '../../statements/generator/prng.ts';

const ENTITIES: [string, Kind][] = [['LLC', 'llc'], ['Corporation', 'corp'], ['Partnership', 'partnership'], ['Sole Proprietor', 'soleprop']];
const OTHER: Partial<Record<Kind, string>> = { llp: 'LLP', pc: 'P.C.', scorp: 'S Corp' };
const NAVY = '#1e3a5f', GOLD = '#c9a227';

function sidebar(f: Form, m: Merchant, page: number): void {
  f.rect(0, 0, 160, 792, { r: 0, fill: NAVY });
  f.text('CRESTLINE', 20, 34, { size: 15, bold: true, color: '#ffffff' });
  f.text('Merchant Partners', 20, 52, { size: 8, color: GOLD });
  const steps = ['Your business', 'About you', 'Funding', 'Review & sign'];
  f.doc.save().lineWidth(1).moveTo(30, 104).lineTo(30, 104 + 40 * 3).stroke('#47658c').restore();
  steps.forEach((s, i) => {
    const active = page === 1 ? i < 3 : i >= 1;
    f.circle(30, 104 + i * 40, 9, { fill: active ? GOLD : '#2b4c75' });
    f.text(String(i + 1), 27.5, 100.5 + i * 40, { size: 8, bold: true, color: NAVY });
    f.text(s, 46, 100 + i * 40, { size: 8.5, bold: active, color: active ? '#ffffff' : '#9fb3cc' });
  });
  f.rect(14, 290, 132, 92, { r: 8, fill: '#2b4c75' });
  f.text('YOUR ADVISOR', 24, 300, { size: 6.5, bold: true, color: GOLD });
  f.value(m.iso.name, 24, 314, 116, { decoy: 'iso_rep', size: 9 });
  f.value(m.iso.phone, 24, 332, 116, { decoy: 'iso_phone', size: 8 });
  f.value(m.iso.email, 24, 350, 116, { decoy: 'iso_email', size: 7 });
  f.text('Questions? Call your advisor before you sign.', 20, 700, { size: 6.5, color: '#9fb3cc', w: 124 });
  f.text('crestlinemp.example', 20, 750, { size: 6.5, color: GOLD });
}

function section(f: Form, n: string, title: string, y: number): void {
  f.step(n, title, 178, y, { shape: 'circle', size: 10, color: GOLD });
  f.doc.save().lineWidth(0.6).moveTo(178, y + 17).lineTo(576, y + 17).stroke('#d6dde6').restore();
}

/** Owners as columns: a label column and one column per owner. */
function ownerColumns(f: Form, owners: (Owner | null)[], first: number, y: number, dateFmt: 'mdyShort' | 'mdy'): number {
  const lw = 86, cw = (398 - lw) / 3, rh = 24;
  const rows: [string, (o: Owner, i: number) => [string, P.Fields] | string][] = [
    ['Owner name', (o, i) => P.ownerName(o, i, 'full')], ['Title', P.role], ['Ownership %', (o, i) => P.pct(o, i)],
    ['SSN', (o, i) => P.ownerTax(o, i)], ['Date of birth', (o, i) => P.dob(o, i, dateFmt)], ['Cell phone', (o) => o.phone]];
  owners.forEach((_, j) => { f.rect(178 + lw + j * cw + 3, y, cw - 6, 14, { r: 7, fill: '#eef2f7' }); f.text(`Owner ${first + j + 1}`, 178 + lw + j * cw + 10, y + 4, { size: 7, bold: true, color: NAVY }); });
  rows.forEach(([label, fn], k) => {
    const ry = y + 20 + k * rh;
    f.text(label, 178, ry + 6, { size: 7.5, color: f.t.grey });
    owners.forEach((o, j) => {
      const x = 178 + lw + j * cw + 3;
      f.rect(x, ry, cw - 6, 19, { r: 5, stroke: f.t.line, fill: '#ffffff' });
      if (!o) return;
      const v = fn(o, first + j);
      f.value(typeof v === 'string' ? v : v[0], x + 5, ry + 5, cw - 16, { fields: typeof v === 'string' ? undefined : v[1], hint: `${label} ${first + j + 1}`, size: 8.5 });
    });
  });
  return y + 20 + rows.length * rh;
}

function draw(f: Form, m: Merchant, r: Rng): void {
  sidebar(f, m, 1);
  const dateFmt = r.pick(['mdyShort', 'mdy'] as const);
  f.text('Merchant Funding Application', 178, 30, { size: 17, font: 'Times-Bold', color: NAVY });
  f.text('Please complete every section. Incomplete applications delay your offer.', 178, 52, { size: 7.5, color: f.t.grey });
  section(f, '1', 'Your business', 74);
  const left = (y: number, label: string, v: [string, P.Fields] | string | null, o: { x?: number; w?: number; lw?: number; helper?: string } = {}) =>
    f.field(o.x ?? 178, y, o.w ?? 398, 20, label, typeof v === 'string' || v === null ? v : v[0], { kind: 'left', labelW: o.lw ?? 96, fields: Array.isArray(v) ? v[1] : undefined, helper: o.helper });
  left(100, 'Legal business name', P.legal(m));
  left(126, 'DBA', P.dba(m, r.pick(['', 'N/A', 'legal'] as const)));
  left(152, m.kind === 'soleprop' ? 'Federal Tax ID / SSN' : 'Federal Tax ID', P.taxId(m), { w: 210 });
  left(152, 'Start date', P.start(m, dateFmt), { x: 398, w: 178, lw: 50 });
  left(178, 'Type of business', P.industry(m));
  left(204, 'Business address', P.addressLine(m));
  left(230, 'Phone', m.phone, { w: 210 });
  left(230, 'Website', r.chance(0.5) ? m.website : null, { x: 398, w: 178, lw: 50 });
  f.text('Entity', 178, 262, { size: 7.5, color: f.t.grey });
  const other = OTHER[m.kind];
  let x = f.pills(274, 257, [...ENTITIES.map((e) => e[0]), 'Other'], other ? ENTITIES.length : P.chosenEntity(m, ENTITIES), other ? null : P.entityFields(m), { h: 16, size: 7, gap: 4, hint: 'Entity' });
  x += 6;
  f.doc.save().lineWidth(0.6).moveTo(x, 271).lineTo(576, 271).stroke(f.t.line).restore();
  f.value(other ?? null, x + 3, 261, 576 - x - 6, { fields: other ? P.entityFields(m) : undefined, hint: 'Other entity', size: 8.5 });
  section(f, '2', 'About you', 292);
  const y = ownerColumns(f, [0, 1, 2].map((i) => m.owners[i] ?? null), 0, 318, dateFmt);
  f.text(m.owners.length > 3 ? 'Additional owner continued on page 2.' : 'Use page 2 for a fourth owner.', 178, y + 4, { size: 6.5, color: f.t.grey });
  section(f, '3', 'Funding', y + 24);
  const fy = y + 50;
  left(fy, 'Amount requested', P.amount(m, { cents: true }), { w: 210 });
  left(fy, 'Use of funds', m.useOfFunds, { x: 398, w: 178, lw: 60 });
  f.text('Payment frequency', 178, fy + 32, { size: 7.5, color: f.t.grey });
  f.pills(274, fy + 27, ['Daily', 'Weekly', 'Monthly'], P.freqIndex(m, ['daily', 'weekly', 'monthly']), P.freqFields(m), { h: 16, size: 7.5, radio: 'Group1' });
  left(fy + 54, 'Monthly gross sales', `$${m.monthlySales.toLocaleString('en-US')}.00`, { w: 210 });
  f.legal('Crestline Merchant Partners, LLC is an independent sales organization that presents your application to one or more ' +
    'funding providers. Crestline does not provide financing and may receive compensation from funders.', 178, 728, 398);
  // Page 2
  f.newPage();
  sidebar(f, m, 2);
  f.text('Merchant Funding Application (page 2)', 178, 30, { size: 14, font: 'Times-Bold', color: NAVY });
  section(f, '2', 'About you (continued)', 60);
  let y2 = ownerColumns(f, [m.owners[3] ?? null], 3, 86, dateFmt) + 16;
  section(f, '', 'Trade references', y2);
  y2 += 26;
  m.refs.forEach((ref, i) => {
    f.field(178, y2 + i * 26, 200, 20, `Reference ${i + 1}`, ref.company, { kind: 'left', labelW: 70, decoy: `reference_${i}` });
    f.field(388, y2 + i * 26, 188, 20, 'Contact', `${ref.name} ${ref.phone}`, { kind: 'left', labelW: 40, decoy: `reference_contact_${i}` });
  });
  y2 += 70;
  section(f, '4', 'Review & sign', y2);
  f.legal('The merchant and each owner signing below (i) certify that all information in this application is true and complete; ' +
    '(ii) authorize Crestline Merchant Partners, LLC and any funding provider to which it is submitted to obtain consumer and business ' +
    'credit reports, bank statements and other records, now and for the life of any agreement; and (iii) agree that a copy or ' +
    'electronic image of this authorization is as valid as the original.', 178, y2 + 26, 398, 7, '#4b5563');
  const signers = m.owners.slice(0, 2);
  signers.forEach((o, i) => {
    const sy = y2 + 100 + i * 50;
    f.doc.save().lineWidth(0.7).moveTo(178, sy + 16).lineTo(360, sy + 16).stroke('#9ca3af').restore();
    f.text(`Signature of owner ${i + 1}`, 178, sy + 19, { size: 6.5, color: f.t.grey });
    f.value(`${o.first} ${o.last}, ${o.title}`, 376, sy + 2, 130, { hint: `Print name ${i + 1}`, size: 8.5 });
    f.text('Print name and title', 376, sy + 19, { size: 6.5, color: f.t.grey });
    f.value(fmtDate([2025, r.int(1, 6), r.int(1, 28)], dateFmt), 516, sy + 2, 60, { hint: `Date ${i + 1}`, size: 8.5 });
    f.text('Date', 516, sy + 19, { size: 6.5, color: f.t.grey });
  });
}

export const crestline: P.Layout = {
  name: 'crestline-merchant-partners', country: 'US', kinds: ['llc', 'llc', 'corp', 'partnership', 'soleprop', 'llp', 'pc', 'scorp'], title: 'Merchant Funding Application',
  producer: 'Microsoft Word - Crestline App v7.docx', draw,
  theme: { brand: NAVY, soft: '#eef2f7', ink: '#1f2937', grey: '#64748b', line: '#c7d0db', font: 'Helvetica', bold: 'Helvetica-Bold',
    valueFont: 'Times-Roman', valueSize: 10, radius: 5, name: (i) => `untitled${i}`, on: 'Yes', radioOn: (i) => `Choice${i + 1}`, mark: 'check' },
};
