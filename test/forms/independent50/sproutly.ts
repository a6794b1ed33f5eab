// Sproutly Capital (US funder): green, a horizontal stepper, underline inputs with small grey labels above the line,
// chip selectors (entity, payment frequency, multi-select use of funds), funding asked first, owners as stacked
// "Owner 1 of N" blocks (3-4 on page 2), long dates, landlord and references as decoys.
import type { Form } from './kit.ts';
import { fmtDate, type Kind, type Merchant, type Owner } from './merchant.ts';
import * as P from './parts.ts';
import type { Rng } from '../../statements/generator/prng.ts';

const ENTITIES: [string, Kind][] = [['LLC', 'llc'], ['Corporation', 'corp'], ['Partnership', 'partnership'], ['Sole Proprietorship', 'soleprop'], ['Non-Profit', 'nonprofit']];
const USES = ['Inventory', 'Equipment purchase', 'Working capital', 'Payroll', 'Marketing', 'Renovation', 'Expansion / second location'];
const GREEN = '#15803d';

function line(f: Form, x: number, y: number, w: number, label: string, v: [string, P.Fields] | string | null, decoy?: string, helper?: string): void {
  f.field(x, y, w, 24, label, typeof v === 'string' || v === null ? v : v[0], { kind: 'line', fields: Array.isArray(v) ? v[1] : undefined, decoy, helper });
}

function ownerBlock(f: Form, o: Owner | null, i: number, n: number, y: number): void {
  f.rect(36, y, 540, 18, { r: 9, fill: '#ecfdf3' });
  f.icon('person', 44, y + 3, 12, GREEN);
  f.text(`Owner ${i + 1} of ${Math.max(n, i + 1)}`, 62, y + 5, { size: 8, bold: true, color: '#14532d' });
  const v = <T>(fn: (o: Owner, i: number) => [string, T]) => (o ? fn(o, i) : null);
  line(f, 40, y + 26, 220, 'Full name', v((o, i) => P.ownerName(o, i, 'first m last')));
  line(f, 270, y + 26, 120, 'Title', v(P.role));
  line(f, 400, y + 26, 60, 'Ownership', v(P.pct));
  line(f, 470, y + 26, 106, 'Date of birth', v((o, i) => P.dob(o, i, 'long')));
  line(f, 40, y + 58, 120, 'Social Security no.', v((o, i) => P.ownerTax(o, i)));
  line(f, 170, y + 58, 290, 'Home address', o ? P.home(o) : null, 'owner_home_address');
  line(f, 470, y + 58, 106, 'Mobile', o ? o.phone : null);
}

function draw(f: Form, m: Merchant, r: Rng): void {
  f.circle(50, 42, 14, { fill: GREEN });
  f.doc.save().moveTo(44, 50).bezierCurveTo(42, 38, 50, 32, 58, 32).bezierCurveTo(58, 42, 52, 48, 44, 50).fill('#bbf7d0').restore();
  f.text('sproutly', 72, 30, { size: 20, bold: true, color: '#14532d' });
  f.text('capital for growing businesses', 73, 52, { size: 7.5, color: f.t.grey });
  f.text('Application for Business Funding', 340, 36, { size: 11, bold: true, w: 236, align: 'right', color: '#14532d' });
  const steps = ['Funding', 'Your business', 'About you'];
  steps.forEach((s, i) => {
    const cx = 150 + i * 156;
    if (i) f.rect(cx - 148, 84, 140, 2, { r: 1, fill: '#bbf7d0' });
    f.circle(cx, 85, 9, { fill: GREEN });
    f.text(String(i + 1), cx - 2.5, 81.5, { size: 8, bold: true, color: '#ffffff' });
    f.text(s, cx - f.width(s, 7) / 2, 98, { size: 7, color: '#14532d' });
  });
  // 1 Funding
  f.step('1', 'Funding', 36, 122, { shape: 'circle', size: 10, color: GREEN });
  f.rect(36, 138, 540, 104, { r: 14, fill: '#f7fdf9', stroke: '#d1fae5' });
  f.icon('dollar', 50, 152, 22, GREEN);
  line(f, 82, 148, 150, 'How much are you looking for?', P.amount(m));
  f.text('How would you like to repay?', 250, 150, { size: 6.5, color: f.t.grey });
  f.pills(250, 160, ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'], P.freqIndex(m), P.freqFields(m), { shape: 'tile', h: 17, size: 7.5, radio: 'Repayment' });
  f.text('What will you use it for? (choose any)', 50, 190, { size: 6.5, color: f.t.grey });
  f.pills(50, 200, USES, USES.indexOf(m.useOfFunds), null, { shape: 'tile', h: 16, size: 7, gap: 5, hint: 'Use' });
  f.text('Checking your options will not affect your credit score.', 50, 224, { size: 6.5, color: '#9aa0a6' });
  // 2 Your business
  f.step('2', 'Your business', 36, 258, { shape: 'circle', size: 10, color: GREEN });
  f.rect(36, 274, 540, 222, { r: 14, fill: '#ffffff', stroke: '#d1fae5' });
  line(f, 50, 284, 290, 'Legal business name', P.legal(m), undefined, 'As shown on your tax return');
  line(f, 350, 284, 212, 'Doing business as', P.dba(m, r.pick(['', 'Same', 'legal'] as const)));
  line(f, 50, 324, 150, m.kind === 'soleprop' ? 'EIN (or SSN if none)' : 'Employer Identification Number', P.taxId(m));
  line(f, 210, 324, 130, 'Date business started', P.start(m, 'long'));
  line(f, 350, 324, 212, 'What does your business do?', P.industry(m));
  f.text('Business structure', 50, 360, { size: 6.5, color: f.t.grey });
  f.pills(50, 370, ENTITIES.map((e) => e[0]), P.chosenEntity(m, ENTITIES), P.entityFields(m), { shape: 'tile', h: 17, radio: 'Structure' });
  const st = P.state(m);
  line(f, 50, 398, 230, 'Business street address', `${m.street}${m.unit ? ` ${m.unit}` : ''}`);
  line(f, 290, 398, 120, 'City', m.city);
  line(f, 420, 398, 50, 'State', st);
  line(f, 480, 398, 82, 'ZIP', m.zip);
  line(f, 50, 432, 150, 'Business phone', m.phone);
  line(f, 210, 432, 200, 'Business e-mail', m.email);
  line(f, 420, 432, 142, 'Years at this location', String(r.int(1, 12)));
  const lease = r.chance(0.7);
  f.text('Location', 50, 470, { size: 6.5, color: f.t.grey });
  f.pills(84, 465, ['Own', 'Lease'], lease ? 1 : 0, null, { shape: 'tile', h: 15, size: 7, hint: 'Location' });
  line(f, 170, 462, 200, 'Landlord name', lease ? m.landlord.name : null, 'landlord');
  line(f, 380, 462, 182, 'Landlord phone', lease ? m.landlord.phone : null, 'landlord_phone');
  // 3 About you
  f.step('3', 'About you', 36, 512, { shape: 'circle', size: 10, color: GREEN, sub: 'Owners of 20% or more' });
  for (let i = 0; i < 2; i++) ownerBlock(f, m.owners[i] ?? null, i, m.owners.length, 530 + i * 96);
  f.legal('Sproutly Capital, Inc. - Page 1 of 2. Owners 3 and 4, references and signatures continue on page 2.', 36, 760, 540, 6);
  // Page 2
  f.newPage();
  f.text('sproutly', 36, 30, { size: 13, bold: true, color: '#14532d' });
  f.text('Application for Business Funding - page 2', 340, 33, { size: 8, color: f.t.grey, w: 236, align: 'right' });
  f.step('3', 'About you (continued)', 36, 64, { shape: 'circle', size: 10, color: GREEN });
  for (let i = 2; i < 4; i++) ownerBlock(f, m.owners[i] ?? null, i, m.owners.length, 82 + (i - 2) * 96);
  f.text('Business references', 36, 282, { size: 10, bold: true, color: '#14532d' });
  m.refs.forEach((ref, i) => {
    line(f, 40, 298 + i * 34, 220, `Reference ${i + 1} - company`, ref.company, `reference_${i}`);
    line(f, 270, 298 + i * 34, 150, 'Contact name', ref.name, `reference_name_${i}`);
    line(f, 430, 298 + i * 34, 146, 'Phone', ref.phone, `reference_phone_${i}`);
  });
  f.rect(36, 380, 540, 200, { r: 14, fill: '#f7fdf9', stroke: '#d1fae5' });
  f.icon('doc', 48, 392, 16, GREEN);
  f.text('Agreement & signature', 70, 395, { size: 10, bold: true, color: '#14532d' });
  f.legal('I certify that I am authorized to sign for the business named above and that the information in this application is ' +
    'true. I authorize Sproutly Capital, Inc., its affiliates and funding partners to obtain credit reports on the business and on ' +
    'me personally, to verify any information given, and to share it with funding partners for the purpose of arranging financing. ' +
    'I understand that a purchase of future receivables is not a loan and that Sproutly may decline any application.', 50, 418, 512, 7, '#374151');
  const o0 = m.owners[0]!;
  f.doc.save().lineWidth(0.7).moveTo(50, 540).lineTo(250, 540).stroke('#9ca3af').restore();
  f.text('Signature', 50, 544, { size: 6.5, color: f.t.grey });
  f.value(`${o0.first} ${o0.last}`, 270, 526, 150, { hint: 'Printed Name' });
  f.text('Printed name', 270, 544, { size: 6.5, color: f.t.grey });
  f.value(fmtDate([2025, r.int(1, 6), r.int(1, 28)], 'long'), 440, 526, 120, { hint: 'Date Signed' });
  f.text('Date', 440, 544, { size: 6.5, color: f.t.grey });
  f.legal('Sproutly Capital, Inc. - 2100 Larimer St, Denver, CO 80205. Sproutly does not charge application fees. California ' +
    'and New York applicants will receive a commercial financing disclosure with any offer.', 36, 748, 540, 5.8);
}

export const sproutly: P.Layout = {
  name: 'sproutly-capital', country: 'US', kinds: ['llc', 'llc', 'corp', 'partnership', 'soleprop', 'nonprofit'], title: 'Sproutly Capital Application',
  producer: 'Adobe Acrobat Pro (auto-detected fields)', draw,
  theme: { brand: GREEN, soft: '#ecfdf3', ink: '#1f2937', grey: '#6b7280', line: '#a7c4b3', font: 'Helvetica', bold: 'Helvetica-Bold',
    valueFont: 'Helvetica', valueSize: 9.5, radius: 6, name: (_i, h) => h.replace(/[^A-Za-z0-9 ]/g, '').trim() || 'Text', on: 'Yes', radioOn: (i) => `Choice${i + 1}`, mark: 'circle' },
};
