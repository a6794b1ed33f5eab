// Kitefin (US fintech funder): dark header with an orange kite, "STEP 1 OF 3" eyebrows, filled grey boxes with the
// label inside the top, the entity written as free text, payment schedule as toggle switches, owners on page 2 as a
// 2 x 2 grid of cards (first and last name in separate boxes, SSN, credit score).
import type { Form } from './kit.ts';
import { fmtDate, money, type Merchant, type Owner } from './merchant.ts';
import * as P from './parts.ts';
import type { Rng } from '../../statements/generator/prng.ts';

const ENTITY_TEXT: Record<string, string[]> = { llc: ['LLC', 'Limited Liability Company', 'L.L.C.'], corp: ['Corporation', 'C Corp', 'Inc.'],
  scorp: ['S Corporation', 'S-Corp'], partnership: ['Partnership', 'General Partnership'], soleprop: ['Sole proprietor', 'Sole Proprietorship'] };

function eyebrow(f: Form, step: string, title: string, y: number, note?: string): void {
  f.text(step, 36, y, { size: 6.5, bold: true, color: f.t.brand });
  f.text(title, 36, y + 10, { size: 14, bold: true, color: '#111827' });
  if (note) f.text(note, 36 + f.width(title, 14, f.t.bold) + 10, y + 15, { size: 7.5, color: f.t.grey });
}

function ownerCard(f: Form, o: Owner | null, i: number, x: number, y: number): void {
  f.rect(x, y, 265, 158, { r: 12, fill: '#ffffff', stroke: '#e5e7eb' });
  f.circle(x + 18, y + 16, 8, { fill: o ? f.t.brand : '#d1d5db' });
  f.text(String(i + 1), x + 15.5, y + 12.5, { size: 8, bold: true, color: '#ffffff' });
  f.text(i === 0 ? 'Primary owner' : 'Additional owner', x + 32, y + 12, { size: 9, bold: true });
  const v = <T>(fn: (o: Owner, i: number) => [string, T]) => (o ? fn(o, i) : null);
  const box = (bx: number, by: number, w: number, label: string, val: [string, P.Fields] | null) =>
    f.field(bx, by, w, 28, label, val?.[0] ?? null, { fields: val?.[1], fill: '#f5f6f8' });
  box(x + 10, y + 28, 120, 'First name', v(P.ownerFirst));
  box(x + 135, y + 28, 120, 'Last name', v(P.ownerLast));
  box(x + 10, y + 60, 120, 'Job title', v(P.role));
  box(x + 135, y + 60, 120, '% owned', v(P.pct));
  box(x + 10, y + 92, 120, 'Social Security number', v((o, i) => P.ownerTax(o, i)));
  box(x + 135, y + 92, 120, 'Date of birth', v((o, i) => P.dob(o, i, 'mdyDash')));
  box(x + 10, y + 124, 245, 'Estimated credit score (optional)', v(P.score));
}

function draw(f: Form, m: Merchant, r: Rng): void {
  const b = f.t.brand;
  f.rect(0, 0, 612, 112, { r: 0, fill: '#111827' });
  f.doc.save().moveTo(48, 22).lineTo(62, 36).lineTo(48, 54).lineTo(36, 36).closePath().fill(b).moveTo(48, 54).bezierCurveTo(44, 62, 54, 64, 50, 72).lineWidth(1.2).stroke('#fdba74').restore();
  f.text('kitefin', 72, 28, { size: 18, bold: true, color: '#ffffff' });
  f.text(`Application ID  KF-${r.digits(6)}`, 376, 30, { size: 7.5, color: '#9ca3af', w: 200, align: 'right' });
  f.text("Let's get your business funded.", 36, 70, { size: 17, bold: true, color: '#ffffff' });
  f.text('Answer a few questions - most owners finish in under 4 minutes.', 36, 92, { size: 8, color: '#9ca3af' });
  const box = (x: number, y: number, w: number, label: string, val: [string, P.Fields] | string | null, o: { decoy?: string; helper?: string } = {}) =>
    f.field(x, y, w, 30, label, typeof val === 'string' || val === null ? val : val[0], { fields: Array.isArray(val) ? val[1] : undefined, fill: '#f5f6f8', ...o });
  eyebrow(f, 'STEP 1 OF 3', 'Your business', 128);
  const ent = r.pick(ENTITY_TEXT[m.kind]!);
  box(36, 160, 346, 'Company legal name', P.legal(m), { helper: 'Must match your IRS records' });
  box(392, 160, 184, 'Business type', [ent, P.entityFields(m)], { helper: 'LLC, corporation, partnership...' });
  box(36, 204, 173, 'Trade name (if any)', P.dba(m, ''));
  box(219, 204, 173, m.kind === 'soleprop' ? 'EIN or SSN' : 'Federal EIN', P.taxId(m));
  box(402, 204, 174, 'Established', P.start(m, 'monDY'));
  box(36, 244, 173, 'What you sell or do', P.industry(m));
  const inc = m.incState === m.state ? m.incState : null;
  box(219, 244, 173, 'State of incorporation', m.incState, inc ? {} : { decoy: 'state_of_incorporation' });
  box(402, 244, 174, 'Employees', String(m.employees));
  const st = P.state(m);
  box(36, 284, 250, 'Street address', `${m.street}${m.unit ? ` ${m.unit}` : ''}`);
  box(296, 284, 120, 'City', m.city);
  box(426, 284, 60, 'State', st);
  box(496, 284, 80, 'ZIP code', m.zip);
  box(36, 324, 173, 'Business phone', m.phone);
  box(219, 324, 357, 'Business e-mail', m.email);
  eyebrow(f, 'STEP 2 OF 3', 'Funding', 374);
  f.rect(36, 404, 540, 126, { r: 12, fill: '#fff7ed' });
  const terms = r.chance(0.6);
  box(48, 416, 160, 'Amount requested', P.amount(m, { cents: r.chance(0.5) }));
  box(218, 416, 120, terms ? `Estimated ${P.FREQ_WORD[m.freq].toLowerCase()} payment` : 'Estimated payment', terms ? P.payment(m) : null);
  box(348, 416, 80, 'Term (payments)', terms ? P.payments(m) : null);
  box(438, 416, 126, 'Monthly revenue', money(m.monthlySales));
  f.text('How often would you like to pay?', 48, 460, { size: 7.5, bold: true });
  f.pills(48, 472, ['Daily', 'Weekly', 'Every two weeks', 'Monthly'], P.freqIndex(m), P.freqFields(m), { shape: 'switch', h: 16, radio: 'paymentSchedule' });
  f.text('We will confirm your schedule before anything is signed.', 48, 498, { size: 6.5, color: f.t.grey });
  f.text('Where should we deposit funds?', 36, 548, { size: 10, bold: true });
  box(36, 562, 173, 'Bank', m.bank.name, { decoy: 'bank_name' });
  box(219, 562, 173, 'Routing number', m.bank.routing, { decoy: 'routing_number' });
  box(402, 562, 174, 'Account number', m.bank.account, { decoy: 'account_number' });
  f.text('Referral partner (optional)', 36, 612, { size: 10, bold: true });
  box(36, 626, 250, 'Partner / ISO name', m.iso.name, { decoy: 'iso_rep' });
  box(296, 626, 280, 'Partner e-mail', m.iso.email, { decoy: 'iso_email' });
  f.legal('Kitefin, Inc. is a financial technology company, not a bank. Financing is provided by Kitefin Funding, LLC. Purchases of ' +
    'future receivables are not loans. Continue to page 2 to add owners and sign.', 36, 690, 540, 6.3);
  f.text('1 / 2', 36, 760, { size: 7, color: f.t.grey, w: 540, align: 'right' });
  // Page 2
  f.newPage();
  f.rect(0, 0, 612, 40, { r: 0, fill: '#111827' });
  f.text('kitefin', 36, 13, { size: 12, bold: true, color: '#ffffff' });
  eyebrow(f, 'STEP 3 OF 3', 'Owners', 58, 'Add everyone who owns 20% or more');
  for (let i = 0; i < 4; i++) ownerCard(f, m.owners[i] ?? null, i, 36 + (i % 2) * 275, 92 + Math.floor(i / 2) * 160);
  f.rect(36, 420, 540, 190, { r: 12, fill: '#f9fafb', stroke: '#e5e7eb' });
  f.icon('pen', 48, 432, 14, b);
  f.text('Review and sign', 68, 434, { size: 11, bold: true });
  f.legal('By signing, you certify that you are an owner authorized to apply on behalf of the business, that the information provided ' +
    'is accurate, and you authorize Kitefin and its funding partners to obtain business and personal credit reports, verify ' +
    'information with your bank and third parties, and share this application with funding partners. You consent to receive ' +
    'calls and texts, including autodialed, about this application.', 48, 456, 516, 7, '#4b5563');
  const o0 = m.owners[0]!;
  f.doc.save().lineWidth(0.7).moveTo(48, 576).lineTo(260, 576).stroke('#9ca3af').restore();
  f.text('Signature', 48, 580, { size: 6.5, color: f.t.grey });
  f.value(`${o0.first} ${o0.last}`, 280, 562, 150, { hint: 'signerName' });
  f.text('Name', 280, 580, { size: 6.5, color: f.t.grey });
  f.value(fmtDate([2025, r.int(1, 5), r.int(1, 28)], 'mdyDash'), 460, 562, 100, { hint: 'signDate' });
  f.text('Date', 460, 580, { size: 6.5, color: f.t.grey });
  f.legal('Kitefin, Inc. - 600 Congress Ave, Austin, TX 78701 - kitefin.example/privacy', 36, 760, 540, 5.8);
}

const camel = (s: string) => s.replace(/[^A-Za-z0-9 ]/g, '').split(/\s+/).filter(Boolean).map((w, i) => (i ? w[0]!.toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase())).join('');
export const kitefin: P.Layout = {
  name: 'kitefin', country: 'US', kinds: ['llc', 'llc', 'corp', 'scorp', 'partnership', 'soleprop'], title: 'Kitefin Application', producer: 'Kitefin Web (Chromium PDF)', draw,
  theme: { brand: '#ea580c', soft: '#fff7ed', ink: '#111827', grey: '#6b7280', line: '#e5e7eb', font: 'Helvetica', bold: 'Helvetica-Bold',
    valueFont: 'Helvetica', valueSize: 10, radius: 8, name: (_i, h) => camel(h) || 'field', on: 'Yes', radioOn: (_i, l) => camel(l), mark: 'x' },
};
