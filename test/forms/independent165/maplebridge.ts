// Maplebridge Merchant Funding: a Canadian two-page "Refinance & Consolidation Application" (bilingual headings).
// Page 1 has two columns: the business block on the left and a pre-printed file summary of the previous advance
// plus the PAD banking on the right; then the advances to be consolidated with payout amounts, the total payout and
// net-to-merchant, and the request. Page 2: principals table (Last, First; SIN; Beacon score), PIPEDA consent.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { date, money, type Case } from './data.ts';
import * as P from './print.ts';
import type { Layout } from './layouts.ts';

const GREEN = '#2d6a4f';
const ENTITY_BOXES: [string, string][] = [['ca_corporation', 'Corporation'], ['sole_proprietorship', 'Sole Proprietorship'], ['general_partnership', 'Partnership']];

function draw(c: Canvas, k: Case, r: Rng): void {
  const cad = (v: number) => money(v, r, true);
  c.addPage();
  c.fill(36, 30, 34, 34, GREEN);
  c.text('MB', 42, 40, { size: 13, bold: true, color: '#fff' });
  c.text('MAPLEBRIDGE MERCHANT FUNDING', 78, 31, { size: 15, bold: true, color: GREEN });
  c.text('Refinance & Consolidation Application  |  Demande de refinancement et de consolidation', 78, 50, { size: 8, color: '#333' });
  c.text('File No. / No de dossier', 470, 31, { size: 6, color: '#555' });
  c.value('file_no', `MB-${k.prev.id.slice(-5)}-R`, 470, 40, 106, {}, { pre: true });
  c.line(36, 72, 576, 72, 1.2, GREEN);

  // Left column: the business.
  let y = c.section('A. BUSINESS / ENTREPRISE', 80, GREEN, 36, 350);
  const tax = P.businessTax(k, r);
  y = c.cells(y, [{ label: 'Legal Name / Raison sociale', w: 350, key: 'legal_name', ...P.legal(k) }]);
  y = c.cells(y, [{ label: 'Operating Name (O/A) / Nom commercial', w: 350, key: 'trade_name', ...P.trade(k) }]);
  const idType = k.taxType === 'SIN' ? 'SIN' : 'BN';
  y = c.cells(y, [{ label: 'Business Number (BN) or SIN', w: 175, key: 'tax_id', ...tax, note: `Business Number (BN) or SIN; checked: ${idType}` },
    { label: 'Date of Incorporation / Start Date', w: 175, key: 'start', ...P.started(k, r, 0.05) }]);
  c.text('Tax ID is a:', 40, y + 3, { size: 6.5 });
  let x = c.check('tax_id_type.bn', 'BN', 84, y + 2, idType === 'BN') + 12;
  c.check('tax_id_type.sin', 'SIN (sole proprietor without a BN)', x, y + 2, idType === 'SIN');
  y += 14;
  c.text('Legal structure:', 40, y + 3, { size: 6.5 });
  x = 96;
  const boxIdx = ENTITY_BOXES.findIndex(([id]) => id === k.entityId);
  for (const [i, [id, label]] of ENTITY_BOXES.entries()) x = c.check(`entity.${id}`, label, x, y + 2, i === boxIdx, P.entity(k, label).fields) + 9;
  x = c.check('entity.other', 'Other:', x, y + 2, boxIdx < 0) + 3;
  c.line(x, y + 10, 386, y + 10, 0.4);
  if (boxIdx < 0) c.value('entity_other', k.entityText, x + 2, y + 1, 386 - x - 4, P.entity(k).fields, { size: 7.5, label: 'Other' });
  y += 16;
  y = c.cells(y, [{ label: 'Street Address / Adresse', w: 350, key: 'street', text: k.street }]);
  y = c.cells(y, [{ label: 'City / Ville', w: 140, key: 'city', text: k.city }, { label: 'Province', w: 100, key: 'province', ...P.state(k, r) },
    { label: 'Postal Code', w: 110, key: 'postal', text: k.zip }]);
  y = c.cells(y, [{ label: 'Nature of Business / Secteur', w: 210, key: 'industry', ...P.industry(k) },
    { label: 'Province of Incorporation', w: 140, key: 'inc_province', text: k.incState }]);
  y = c.cells(y, [{ label: 'Phone', w: 150, key: 'phone', text: k.phone }, { label: 'Email', w: 200, key: 'email', text: k.email }]);

  // Right column: pre-printed file summary (decoys) and PAD banking (decoys).
  let ry = c.section('FILE SUMMARY (office use)', 80, '#6c757d', 396, 180);
  c.frame(396, ry - 4, 180, 150, 0.6);
  const p0 = k.positions[0]!;
  const rows: [string, string, string][] = [['Previous Advance Ref.', 'prev.id', k.prev.id], ['Original Funding Date', 'prev.funded_on', date(k.prev.fundedOn, r, 'CA')],
    ['Amount Funded (CAD)', 'prev.funded', cad(k.prev.funded)], ['Remaining Balance', 'prev.balance', cad(p0.balance)],
    ['Current Payment', 'prev.payment', P.posPayment(p0, r, true)], ['Payments in Term', 'prev.count', String(k.prev.count)],
    ['Paid-In', 'prev.paid_in', k.prev.paidIn], ['Pre-Approved Top-Up', 'prev.max_offer', cad(k.prev.maxOffer)]];
  for (const [label, key, text] of rows) {
    c.text(label, 400, ry, { size: 5.8, color: '#555' });
    c.value(key, text, 400, ry + 7, 170, {}, { pre: true, size: 7.5 });
    ry += 18;
  }
  ry = c.section('BANKING FOR PAD / DPA', ry + 6, '#6c757d', 396, 180);
  ry = c.cells(ry, [{ label: 'Financial Institution', w: 180, key: 'bank.name', text: k.bank.name }], 24, 396);
  c.cells(ry, [{ label: 'Institution-Transit', w: 80, key: 'bank.transit', text: k.bank.routing }, { label: 'Account No.', w: 100, key: 'bank.account', text: k.bank.account }], 24, 396);

  y = c.section('B. ADVANCES TO BE CONSOLIDATED / AVANCES A CONSOLIDER', Math.max(y, ry + 24) + 10, GREEN);
  const heads = [{ head: 'Funder', w: 150 }, { head: 'Start Date', w: 70 }, { head: 'Balance (CAD)', w: 85 }, { head: 'Payment', w: 95 },
    { head: 'Payout Amount', w: 85 }, { head: 'Consolidate?', w: 55 }];
  const prow = k.positions.map((p, i) => [{ key: `pos${i}.funder`, text: p.funder }, { key: `pos${i}.start`, text: date(p.start, r, 'CA') },
    { key: `pos${i}.balance`, text: money(p.balance, r) }, { key: `pos${i}.payment`, text: P.posPayment(p, r, true) },
    { key: `pos${i}.payout`, text: p.payoff ? money(p.balance, r) : '' }, { key: `pos${i}.flag`, text: p.payoff ? 'Yes / Oui' : 'No / Non' }]);
  y = c.table(36, y, heads, prow, 15) + 4;
  y = c.cells(y, [{ label: 'Total Payout / Total des remboursements', w: 180, key: 'payoff', text: cad(k.payoff) },
    { label: 'Net to Merchant after Payout', w: 180, key: 'net', text: cad(k.net) }, { label: 'Refinances Advance Ref.', w: 180, key: 'renewal_of', text: k.prev.id }]) + 8;
  y = c.section('C. REQUEST / DEMANDE', y, GREEN);
  const t = P.terms(k, r, 0.1);
  c.cells(y, [{ label: 'Consolidation Amount Requested', w: 150, key: 'amount', ...t.amount }, { label: 'Proposed Payment', w: 115, key: 'payment', ...t.payment },
    { label: 'Frequency', w: 90, key: 'freq', ...t.freq }, { label: 'Number of Payments', w: 85, key: 'count', ...t.count }, { label: 'Purpose', w: 100, key: 'use', text: k.use }]);
  c.text('Page 1 / 2', 36, 760, { size: 6.5, color: '#666' });

  c.addPage();
  y = c.section('D. PRINCIPALS / GUARANTORS  -  DIRIGEANTS / CAUTIONS', 40, GREEN);
  const ph = [{ head: 'Name (Last, First)', w: 150 }, { head: 'Title', w: 85 }, { head: 'Ownership', w: 60 }, { head: 'SIN / NAS', w: 85 },
    { head: 'Date of Birth', w: 90 }, { head: 'Beacon Score', w: 70 }];
  const lastFirst = r.chance(0.75);
  const ops = k.owners.map((o, i) => P.ownerPrint(o, i, r, { country: 'CA', lastFirst, mask: 0.3, score: 0.5 }));
  const orow = ops.map((op, i) => [{ key: `owner${i}.name`, ...op.name }, { key: `owner${i}.role`, ...op.role }, { key: `owner${i}.pct`, ...op.pct },
    { key: `owner${i}.sin`, ...op.tax }, { key: `owner${i}.dob`, ...op.dob }, { key: `owner${i}.score`, ...op.score }]);
  while (orow.length < 4) orow.push(ph.map(() => ({ key: '', text: '', fields: {} })));
  y = c.table(36, y, ph, orow, 17) + 8;
  const ah = [{ head: '#', w: 30 }, { head: 'Residential Address of Principal', w: 510 }];
  y = c.table(36, y, ah, ops.map((op, i) => [{ key: `owner${i}.n`, text: String(i + 1), pre: true }, { key: `owner${i}.home`, text: op.home }]), 15) + 10;
  y = c.section('E. PREMISES', y, GREEN);
  y = c.cells(y, [{ label: 'Landlord / Property Manager', w: 220, key: 'landlord.name', text: k.landlord.name },
    { label: 'Landlord Phone', w: 140, key: 'landlord.phone', text: k.landlord.phone }, { label: 'Monthly Rent (CAD)', w: 180, key: 'landlord.rent', text: cad(k.landlord.rent) }]) + 10;
  y = c.section('F. CONSENT (PIPEDA) / CONSENTEMENT', y, GREEN);
  c.text('In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each principal consents to Maplebridge ' +
    'Merchant Funding collecting, using and disclosing the personal information above, including obtaining a consumer credit report from Equifax ' +
    'or TransUnion, to evaluate this refinance, to pay out the advances listed in Section B and to administer the agreement. Consent may be ' +
    'withdrawn subject to legal and contractual restrictions.', 36, y, { size: 6.5, w: 540 });
  y += 48;
  for (let i = 0; i < 2; i++) {
    c.line(36 + i * 280, y + 14, 290 + i * 280, y + 14);
    c.text('Signature of Principal / Date', 36 + i * 280, y + 17, { size: 6 });
  }
  c.text('Page 2 / 2', 36, 760, { size: 6.5, color: '#666' });
}

export const MAPLEBRIDGE: Layout = { broker: 'Maplebridge Merchant Funding', font: 'Helvetica', bold: 'Helvetica-Bold', country: () => 'CA', soleProp: 0.18, draw };
