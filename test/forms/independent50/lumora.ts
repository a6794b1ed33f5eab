// Lumora Capital (US funder): violet, white section cards, floating labels inside rounded boxes, grey helper text,
// step badges, pill selectors; owners as cards two abreast, 3-4 continued on page 2 with the deposit account.
import type { Form } from './kit.ts';
import { fmtDate, type Kind, type Merchant, type Owner } from './merchant.ts';
import * as P from './parts.ts';
import type { Rng } from '../../statements/generator/prng.ts';

const ENTITIES: [string, Kind][] = [['LLC', 'llc'], ['Corporation', 'corp'], ['S-Corp', 'scorp'], ['Partnership', 'partnership'], ['Sole Prop', 'soleprop']];

function ownerCard(f: Form, o: Owner | null, i: number, x: number, y: number, dateFmt: 'mdy' | 'mdyShort'): void {
  const w = 265;
  f.rect(x, y, w, 176, { r: 10, fill: '#ffffff', stroke: '#e4defa' });
  f.circle(x + 20, y + 18, 9, { fill: '#f1ecff' });
  f.icon('person', x + 13, y + 11, 14, f.t.brand);
  f.text(i === 0 ? 'Owner 1 (primary)' : `Owner ${i + 1}`, x + 35, y + 14, { size: 9, bold: true });
  const X = x + 10, W = 245;
  const v = <T>(fn: (o: Owner, i: number) => [string, T]) => (o ? fn(o, i) : null);
  const name = v((o, i) => P.ownerName(o, i, 'first m last'));
  f.field(X, y + 30, W, 30, 'Full legal name', name?.[0] ?? null, { fields: name?.[1] });
  const role = v(P.role), pct = v(P.pct);
  f.field(X, y + 66, 120, 30, 'Title', role?.[0] ?? null, { fields: role?.[1] });
  f.field(X + 130, y + 66, 115, 30, 'Ownership', pct?.[0] ?? null, { fields: pct?.[1] });
  const dob = v((o, i) => P.dob(o, i, dateFmt)), tax = v((o, i) => P.ownerTax(o, i));
  f.field(X, y + 102, 120, 30, 'Date of birth', dob?.[0] ?? null, { fields: dob?.[1] });
  f.field(X + 130, y + 102, 115, 30, 'SSN / ITIN', tax?.[0] ?? null, { fields: tax?.[1] });
  f.field(X, y + 138, W, 30, 'Home address', o ? P.home(o) : null, { decoy: 'owner_home_address' });
}

function header(f: Form, small: boolean): void {
  const b = f.t.brand;
  f.rect(36, 30, small ? 18 : 26, small ? 18 : 26, { r: 7, fill: b });
  f.circle(36 + (small ? 9 : 13), 30 + (small ? 9 : 13), small ? 4 : 6, { stroke: '#ffffff', lw: 2 });
  f.text('lumora', small ? 60 : 70, small ? 31 : 31, { size: small ? 13 : 19, bold: true, color: '#2e1065' });
  if (small) { f.text('Application - continued', 420, 34, { size: 9, color: f.t.grey }); return; }
  f.text('capital', 71, 53, { size: 8, color: f.t.grey });
  f.text('Business Funding Application', 376, 32, { size: 13, bold: true, w: 200, align: 'right' });
  f.text('Takes about 5 minutes. Applying does not affect your credit score.', 316, 50, { size: 7, color: f.t.grey, w: 260, align: 'right' });
  for (let i = 0; i < 3; i++) f.rect(36 + i * 182, 74, 176, 4, { r: 2, fill: i === 0 ? b : '#e9e3fb' });
}

function draw(f: Form, m: Merchant, r: Rng): void {
  const dateFmt = r.pick(['mdy', 'mdyShort'] as const);
  const dbaNone = r.pick(['', 'Same', 'N/A'] as const);
  header(f, false);
  // 1 Your business
  f.step('1', 'Your business', 36, 92, { shape: 'circle', sub: 'Tell us who we are funding' });
  f.rect(36, 110, 540, 222, { r: 12, fill: '#fcfbff', stroke: '#e4defa' });
  const X = 48;
  const legal = P.legal(m), dba = P.dba(m, dbaNone);
  f.field(X, 122, 253, 30, 'Legal business name', legal[0], { fields: legal[1], helper: 'As shown on your tax return' });
  f.field(X + 263, 122, 253, 30, 'Doing business as (DBA)', dba?.[0] ?? null, { fields: dba?.[1], helper: 'Leave blank if same as legal name' });
  const tax = P.taxId(m), since = P.start(m, dateFmt), ind = P.industry(m);
  f.field(X, 166, 160, 30, m.kind === 'soleprop' ? 'Tax ID (EIN or SSN)' : 'Federal Tax ID (EIN)', tax[0], { fields: tax[1], helper: '9 digits' });
  f.field(X + 170, 166, 83, 30, 'Business start date', since[0], { fields: since[1] });
  f.field(X + 263, 166, 253, 30, 'What does your business do?', ind[0], { fields: ind[1], helper: 'e.g. "Family restaurant", "Plumbing contractor"' });
  f.text('Business type', X, 210, { size: 7, color: f.t.grey });
  f.pills(X + 62, 206, ENTITIES.map((e) => e[0]), P.chosenEntity(m, ENTITIES), P.entityFields(m), { radio: 'EntityType', hint: 'Type' });
  const st = P.state(m);
  f.field(X, 246, 253, 30, 'Street address', `${m.street}${m.unit ? `, ${m.unit}` : ''}`);
  f.field(X + 263, 246, 112, 30, 'City', m.city);
  f.field(X + 385, 246, 46, 30, 'State', st[0], { fields: st[1] });
  f.field(X + 441, 246, 75, 30, 'ZIP', m.zip);
  f.field(X, 288, 160, 30, 'Business phone', m.phone);
  f.field(X + 170, 288, 200, 30, 'Business email', m.email);
  f.field(X + 380, 288, 136, 30, 'Website (optional)', r.chance(0.6) ? m.website : null);
  // 2 About you
  f.step('2', 'About you', 36, 350, { shape: 'circle', sub: 'Everyone who owns 20% or more of the business' });
  for (let i = 0; i < 2; i++) ownerCard(f, m.owners[i] ?? null, i, 36 + i * 275, 366, dateFmt);
  // 3 Funding
  f.step('3', 'Funding', 36, 560, { shape: 'circle' });
  f.rect(36, 576, 540, 92, { r: 12, fill: '#fcfbff', stroke: '#e4defa' });
  f.icon('dollar', 48, 590, 20, f.t.brand);
  const amt = P.amount(m);
  f.field(76, 586, 150, 30, 'How much do you need?', amt[0], { fields: amt[1], size: 11 });
  f.field(236, 586, 160, 30, 'Average monthly revenue', `$${m.monthlySales.toLocaleString('en-US')}`);
  f.field(406, 586, 158, 30, 'Use of funds', m.useOfFunds);
  f.text('Preferred payment schedule', 76, 632, { size: 7, color: f.t.grey });
  f.pills(76, 642, ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'], P.freqIndex(m), P.freqFields(m), { shape: 'segment', w: 70, radio: 'Frequency' });
  f.text('Final terms depend on underwriting.', 370, 647, { size: 6.5, color: '#9aa0a6' });
  f.legal('Lumora Capital, LLC provides commercial financing and purchases of future receivables to businesses only. A purchase of ' +
    'future receivables is not a loan. By continuing you confirm the information above is accurate and complete.', 36, 690, 540);
  f.text('Page 1 of 2', 36, 752, { size: 6.5, color: f.t.grey, w: 540, align: 'right' });
  // Page 2
  f.newPage();
  header(f, true);
  let y = 66;
  if (m.owners.length > 2) {
    f.step('2', 'About you (continued)', 36, y, { shape: 'circle' });
    for (let i = 2; i < 4; i++) ownerCard(f, m.owners[i] ?? null, i, 36 + (i - 2) * 275, y + 16, dateFmt);
    y += 208;
  }
  f.rect(36, y, 540, 86, { r: 12, fill: '#ffffff', stroke: '#e4defa' });
  f.icon('bank', 48, y + 12, 16, f.t.brand);
  f.text('Deposit account', 70, y + 14, { size: 10, bold: true });
  f.text("Where we'll send your funds", 160, y + 16, { size: 7, color: f.t.grey });
  f.field(48, y + 36, 170, 30, 'Bank name', m.bank.name, { decoy: 'bank_name' });
  f.field(228, y + 36, 160, 30, 'Routing number', m.bank.routing, { decoy: 'routing_number' });
  f.field(398, y + 36, 166, 30, 'Account number', m.bank.account, { decoy: 'account_number' });
  y += 102;
  f.text('Referred by a partner?', 36, y, { size: 9, bold: true });
  f.field(36, y + 12, 265, 30, 'Partner name', m.iso.name, { decoy: 'iso_rep' });
  f.field(311, y + 12, 265, 30, 'Partner company', m.iso.company, { decoy: 'iso_company' });
  y += 62;
  f.rect(36, y, 540, 150, { r: 12, fill: '#f7f4ff' });
  f.icon('lock', 48, y + 12, 14, f.t.brand);
  f.text('Authorization', 68, y + 13, { size: 10, bold: true });
  f.legal('Each person signing below authorizes Lumora Capital and its assigns to obtain consumer and business credit reports, ' +
    'verify bank, tax and trade information, and contact the references listed. Signers certify they are owners with authority ' +
    'to sign for the business. Communications may be sent by e-mail or text; message and data rates may apply.', 48, y + 32, 516, 7, '#4b5563');
  const o0 = m.owners[0]!;
  f.doc.save().lineWidth(0.7).moveTo(48, y + 122).lineTo(300, y + 122).stroke('#9ca3af').restore();
  f.text('Signature', 48, y + 126, { size: 6.5, color: f.t.grey });
  f.value(`${o0.first} ${o0.last}`, 320, y + 108, 150, { hint: 'Printed name' });
  f.text('Printed name', 320, y + 126, { size: 6.5, color: f.t.grey });
  f.value(fmtDate([2024, r.int(1, 12), r.int(1, 28)], dateFmt), 490, y + 108, 70, { hint: 'Date' });
  f.text('Date', 490, y + 126, { size: 6.5, color: f.t.grey });
  f.legal('Lumora Capital, LLC - 1 Market Plaza, Suite 900, San Francisco, CA 94105 - support@lumora.example - NMLS not applicable. ' +
    'Funding decisions and terms are subject to review and approval.', 36, 736, 540, 5.8);
}

export const lumora: P.Layout = {
  name: 'lumora-capital', country: 'US', kinds: ['llc', 'llc', 'corp', 'scorp', 'partnership', 'soleprop'], title: 'Lumora Capital - Business Funding Application',
  producer: 'Lumora Apply', draw,
  theme: { brand: '#6d28d9', soft: '#f1ecff', ink: '#1f2937', grey: '#6b7280', line: '#d8d0f5', font: 'Helvetica', bold: 'Helvetica-Bold',
    valueFont: 'Helvetica', valueSize: 9.5, radius: 8, name: (i) => `Text${i}`, on: 'Yes', radioOn: (i) => `Choice${i + 1}`, mark: 'check' },
};
