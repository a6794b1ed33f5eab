// Northpeak Business Finance (Canadian funder): red accent, square step badges, labels above rounded boxes, Operating
// name (O/A), Business Number with program account, province and postal code, SIN (optional, often blank), owners as
// stacked blocks (3-4 continue on page 2), banking and accountant as decoys, PIPEDA consent.
import type { Form } from './kit.ts';
import { fmtDate, money, type Kind, type Merchant, type Owner } from './merchant.ts';
import * as P from './parts.ts';
import type { Rng } from '../../statements/generator/prng.ts';

const ENTITIES: [string, Kind][] = [['Corporation', 'corp'], ['Sole Proprietorship', 'soleprop'], ['Partnership', 'partnership']];

function ownerBlock(f: Form, o: Owner | null, i: number, y: number, sin: boolean): void {
  f.rect(36, y, 540, 84, { r: 8, fill: '#f8f8f9', stroke: '#ececef' });
  f.text(`Owner ${i + 1}`, 48, y + 8, { size: 8.5, bold: true, color: f.t.brand });
  const v = <T>(fn: (o: Owner, i: number) => [string, T]) => (o ? fn(o, i) : null);
  const row = (x: number, yy: number, w: number, label: string, val: [string, P.Fields] | string | null, extra: { decoy?: string; helper?: string } = {}) =>
    f.field(x, yy, w, 20, label, typeof val === 'string' || val === null ? val : val[0], { kind: 'above', fields: Array.isArray(val) ? val[1] : undefined, ...extra });
  row(48, y + 30, 200, 'Full name', v((o, i) => P.ownerName(o, i, 'first m last')));
  row(258, y + 30, 120, 'Position', v(P.role));
  row(388, y + 30, 66, 'Ownership %', v(P.pct));
  row(464, y + 30, 100, 'Date of birth', v((o, i) => P.dob(o, i, 'dMonY')));
  row(48, y + 62, 330, 'Home address', o ? P.home(o) : null, { decoy: 'owner_home_address' });
  row(388, y + 62, 176, 'SIN (optional)', sin ? v((o, i) => P.ownerTax(o, i)) : null);
}

function header(f: Form, page: number): void {
  f.doc.save().moveTo(36, 58).lineTo(52, 30).lineTo(68, 58).closePath().fill(f.t.brand).moveTo(54, 58).lineTo(66, 38).lineTo(78, 58).closePath().fill('#3f3f46').restore();
  f.text('NORTHPEAK', 86, 32, { size: 15, bold: true, color: '#18181b' });
  f.text('Business Finance', 87, 49, { size: 8, color: f.t.grey });
  f.text(page === 1 ? 'Business Financing Application' : 'Business Financing Application (continued)', 300, 33, { size: 11, bold: true, w: 276, align: 'right' });
  f.text(`Page ${page} of 2  |  Toronto - Calgary - Vancouver`, 300, 49, { size: 7, color: f.t.grey, w: 276, align: 'right' });
  f.rect(36, 68, 540, 1.5, { r: 0, fill: f.t.brand });
}

function draw(f: Form, m: Merchant, r: Rng): void {
  header(f, 1);
  const above = (x: number, y: number, w: number, label: string, val: [string, P.Fields] | string | null, helper?: string) =>
    f.field(x, y, w, 22, label, typeof val === 'string' || val === null ? val : val[0], { kind: 'above', fields: Array.isArray(val) ? val[1] : undefined, helper });
  f.step('1', 'Your business', 36, 84, { shape: 'square', size: 10 });
  f.rect(36, 102, 540, 222, { r: 10, fill: '#ffffff', stroke: '#e4e4e7' });
  f.rect(36, 112, 3, 200, { r: 1.5, fill: f.t.brand });
  above(50, 124, 300, 'Legal business name', P.legal(m), 'As registered with your province or Corporations Canada');
  above(360, 124, 204, 'Operating name (O/A)', P.dba(m, r.pick(['', 'Same', 'N/A'] as const)), 'If different from legal name');
  above(50, 168, 170, 'Business Number (BN)', P.taxId(m, r.chance(0.3)), '9-digit BN + program account, e.g. 123456789 RC0001');
  above(230, 168, 104, 'Date of incorporation', P.start(m, 'iso'), 'YYYY-MM-DD');
  above(344, 168, 220, 'Nature of business', P.industry(m));
  f.text('Legal structure', 52, 204, { size: 7, bold: true });
  f.pills(50, 214, ENTITIES.map((e) => e[0]), P.chosenEntity(m, ENTITIES), P.entityFields(m), { shape: 'tile', h: 18, gap: 8, radio: 'form1[0].Page1[0].Structure[0]' });
  const prov = P.state(m, r.chance(0.5));
  above(50, 252, 220, 'Street address', `${m.unit ? `${m.unit.replace(/^(Suite|Ste|Unit|#)\s*/, '')}-` : ''}${m.street}`);
  above(280, 252, 100, 'City', m.city);
  above(390, 252, 100, 'Province', prov);
  above(500, 252, 64, 'Postal code', m.zip);
  above(50, 292, 150, 'Business phone', m.phone);
  above(210, 292, 200, 'E-mail', m.email);
  above(420, 292, 144, 'Number of employees', String(m.employees));
  // 2 About you
  f.step('2', 'About you', 36, 340, { shape: 'square', size: 10, sub: 'Each owner of 20% or more; add a page if there are more than four' });
  const sin = r.chance(0.6);
  for (let i = 0; i < 2; i++) ownerBlock(f, m.owners[i] ?? null, i, 358 + i * 92, sin);
  // 3 Funding
  f.step('3', 'Funding', 36, 552, { shape: 'square', size: 10 });
  f.rect(36, 570, 540, 112, { r: 10, fill: '#ffffff', stroke: '#e4e4e7' });
  const cad = r.chance(0.5);
  above(50, 592, 150, 'Amount requested (CAD)', P.amount(m, { cents: !cad, suffix: cad ? ' CAD' : '' }));
  above(210, 592, 180, 'Purpose of financing', m.useOfFunds);
  above(400, 592, 164, 'Average monthly sales (CAD)', money(m.monthlySales));
  f.text('Preferred repayment', 52, 628, { size: 7, bold: true });
  f.pills(50, 640, ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'], P.freqIndex(m), P.freqFields(m), { shape: 'tile', h: 18, w: 72, gap: 8, radio: 'form1[0].Page1[0].Repay[0]' });
  f.legal('Northpeak Business Finance Inc. offers commercial financing to Canadian businesses only. Amounts are in Canadian dollars.', 36, 700, 540);
  // Page 2
  f.newPage();
  header(f, 2);
  let y = 84;
  if (m.owners.length > 2) {
    f.step('2', 'About you (continued)', 36, y, { shape: 'square', size: 10 });
    for (let i = 2; i < 4; i++) ownerBlock(f, m.owners[i] ?? null, i, y + 18 + (i - 2) * 92, sin);
    y += 206;
  }
  f.step('4', 'Banking & accountant', 36, y, { shape: 'square', size: 10 });
  f.rect(36, y + 18, 540, 100, { r: 10, fill: '#ffffff', stroke: '#e4e4e7' });
  const [transit, inst] = m.bank.routing.split('-');
  f.field(50, y + 40, 160, 22, 'Financial institution', m.bank.name, { kind: 'above', decoy: 'bank_name' });
  f.field(220, y + 40, 80, 22, 'Transit no.', transit!, { kind: 'above', decoy: 'transit' });
  f.field(310, y + 40, 70, 22, 'Institution no.', inst!, { kind: 'above', decoy: 'institution' });
  f.field(390, y + 40, 174, 22, 'Account no.', m.bank.account, { kind: 'above', decoy: 'account_number' });
  f.field(50, y + 82, 220, 22, 'Accountant / bookkeeper', m.refs[0]!.name, { kind: 'above', decoy: 'accountant' });
  f.field(280, y + 82, 150, 22, 'Accountant phone', m.refs[0]!.phone, { kind: 'above', decoy: 'accountant_phone' });
  y += 138;
  f.rect(36, y, 540, 170, { r: 10, fill: '#fdf2f2' });
  f.icon('lock', 48, y + 12, 14, f.t.brand);
  f.text('Consent to collect and share personal information (PIPEDA)', 68, y + 13, { size: 9.5, bold: true });
  f.legal('In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each undersigned consents ' +
    'to Northpeak Business Finance Inc. collecting, using and disclosing personal information, including obtaining credit reports ' +
    'from Equifax Canada and TransUnion Canada, to assess this application, verify identity and administer any financing. Your SIN ' +
    'is optional and is used only to match credit bureau records. You may withdraw consent by writing to privacy@northpeak.example, ' +
    'subject to legal and contractual restrictions.', 48, y + 32, 516, 7, '#52525b');
  f.check(48, y + 104, 9, 'I agree to the consent above', true);
  f.check(210, y + 104, 9, 'Send me product updates by e-mail (CASL)', r.chance(0.4));
  const o0 = m.owners[0]!;
  f.doc.save().lineWidth(0.7).moveTo(48, y + 150).lineTo(250, y + 150).stroke('#a1a1aa').restore();
  f.text('Signature', 48, y + 153, { size: 6.5, color: f.t.grey });
  f.value(`${o0.first} ${o0.last}`, 270, y + 137, 160, { hint: 'Name' });
  f.text('Name of signing officer', 270, y + 153, { size: 6.5, color: f.t.grey });
  f.value(fmtDate([2025, r.int(1, 6), r.int(1, 28)], 'iso'), 460, y + 137, 100, { hint: 'Date' });
  f.text('Date (YYYY-MM-DD)', 460, y + 153, { size: 6.5, color: f.t.grey });
  f.legal('Northpeak Business Finance Inc. - 155 Wellington St W, Toronto ON M5V 3H1 - 1-888-555-0190', 36, 752, 540, 5.8);
}

export const northpeak: P.Layout = {
  name: 'northpeak-business-finance', country: 'CA', kinds: ['corp', 'corp', 'corp', 'soleprop', 'partnership'], title: 'Northpeak - Business Financing Application',
  producer: 'Adobe LiveCycle Designer', draw,
  theme: { brand: '#c8102e', soft: '#fde8eb', ink: '#18181b', grey: '#71717a', line: '#d4d4d8', font: 'Helvetica', bold: 'Helvetica-Bold',
    valueFont: 'Helvetica', valueSize: 9, radius: 5, name: (i) => `form1[0].Page1[0].TextField${i}[0]`, on: '1', radioOn: (i) => String(i + 1), mark: 'circle' },
};
