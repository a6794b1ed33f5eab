// Pinecrest Merchant Advisors: two pages in forest green. Page 1 the company and the request (labels above shaded
// fields); page 2 the owners, each name in separate Salutation / First / Middle / Last / Suffix boxes and a
// "Preferred name" box that is not the owner's first name.
import type { Rng } from '../../statements/generator/prng.ts';
import { authText, creditText, dobText, f, freqRow, ownerTaxText, type Layout } from './kit.ts';
import type { Model } from './model.ts';
import { nameBoxes, plainName } from './names-print.ts';
import { printDate, printMoney } from './rules.ts';
import type { Fields, Sheet } from './sheet.ts';

const GREEN = '#1f5130';
const L = 42, R = 570;

function box(s: Sheet, label: string, x: number, y: number, w: number, key: string, value: string, fields: Fields | 'decoy', lines = 1): void {
  s.text(label, x, y, { size: 6.8, color: GREEN, font: 'Helvetica-Bold' });
  const h = 14 + (lines - 1) * 11;
  s.rect(x, y + 9, w, h, { fill: '#eef3ef' });
  s.line(x, y + 9 + h, x + w, y + 9 + h, { color: GREEN, lw: 0.7 });
  s.value(key, value, x + 3, y + 12.5, w - 6, { size: 8.5, maxLines: lines, lineGap: 2, ...(fields === 'decoy' ? { decoy: true } : { fields }) });
}

function heading(s: Sheet, y: number, t: string): void {
  s.doc.circle(L + 4, y + 5, 4).fill(GREEN);
  s.text(t, L + 13, y, { size: 10.5, font: 'Helvetica-Bold', color: GREEN });
  s.line(L + 13 + t.length * 6.2, y + 6, R, y + 6, { color: '#9fb8a6', lw: 0.5 });
}

function masthead(s: Sheet, appNo: string, page: number): void {
  s.doc.polygon([L, 58], [L + 14, 30], [L + 28, 58]).fill(GREEN);
  s.rect(L + 12, 58, 4, 6, { fill: GREEN });
  s.text('PINECREST', L + 36, 30, { size: 18, font: 'Helvetica-Bold', color: GREEN });
  s.text('MERCHANT ADVISORS', L + 37, 50, { size: 7.5, color: '#557a60' });
  s.text(`Funding Application  -  Ref. ${appNo}`, 360, 34, { size: 8, width: R - 360, align: 'right' });
  s.text(`Page ${page} of 2`, 360, 46, { size: 7, color: '#557a60', width: R - 360, align: 'right' });
  s.line(L, 72, R, 72, { color: GREEN, lw: 1.5 });
}

function page1(s: Sheet, m: Model, rng: Rng, appNo: string): void {
  const b = m.business, r = m.request, d = m.decoys, a = b.address;
  masthead(s, appNo, 1);
  let y = 84;
  heading(s, y, 'Company Profile');
  y += 18;
  box(s, 'Legal Business Name (as registered with the IRS)', L, y, R - L, 'legal_name', b.legal, f.legal(b.legal));
  y += 30;
  box(s, 'Trade Name / DBA', L, y, 300, 'dba', b.dba, f.dba(b.dba, b.legal));
  box(s, 'Entity Type', L + 310, y, 100, 'entity', b.entityText, f.entity(b.entityText, m));
  box(s, 'EIN / Tax ID', L + 420, y, R - L - 420, 'tax_id', b.taxIdPrinted, f.taxId(m));
  y += 30;
  box(s, 'Nature of Business', L, y, 300, 'industry', b.industryText, f.industry(b.industryText));
  const start = b.start ? printDate(b.start, rng.pick(['dMonY', 'iso', 'mdy'] as const)) : '';
  box(s, 'Date Business Started', L + 310, y, 100, 'start', start, f.start(b.start));
  box(s, 'Incorporated In', L + 420, y, R - L - 420, 'inc_state', b.incState, 'decoy');
  y += 30;
  box(s, 'Street Address (no P.O. boxes)', L, y, 230, 'street', a.street, {});
  box(s, 'City', L + 240, y, 130, 'city', a.city, {});
  box(s, 'State', L + 380, y, 40, 'state', a.state, f.state(m));
  box(s, 'ZIP', L + 430, y, R - L - 430, 'zip', a.zip, {});
  y += 30;
  box(s, 'Business Phone', L, y, 160, 'biz_phone', b.phone, {});
  box(s, 'Business E-mail', L + 170, y, 240, 'email', b.email, {});
  box(s, 'Monthly Rent', L + 420, y, R - L - 420, 'rent', printMoney(d.landlord.rent, 'dollar'), 'decoy');
  y += 30;
  box(s, 'Landlord Name', L, y, 230, 'landlord', plainName(d.landlord.name), 'decoy');
  box(s, 'Landlord Phone', L + 240, y, 170, 'landlord_phone', d.landlord.phone, 'decoy');
  y += 40;
  heading(s, y, 'Financing Request');
  y += 18;
  box(s, 'Amount Requested', L, y, 130, 'amount', printMoney(r.amount, rng.pick(['dollar', 'plain'] as const)), f.amount(r.amount));
  box(s, 'Proposed Payment', L + 140, y, 110, 'payment', r.payment ? printMoney(r.payment, 'dollarCents') : '', f.payment(r.payment));
  box(s, 'Number of Payments', L + 260, y, 90, 'count', r.count ? String(r.count) : '', f.count(r.count));
  box(s, 'Use of Proceeds', L + 360, y, R - L - 360, 'use', r.use, {});
  y += 30;
  s.text('Remittance frequency:', L, y + 1, { size: 8, font: 'Helvetica-Bold', color: GREEN });
  freqRow(s, m, L + 100, y, { size: 8.5, gap: 16 });
  y += 26;
  heading(s, y, 'Existing Financing / Advances');
  y += 18;
  const fu = d.funders[0];
  box(s, 'Funder', L, y, 200, 'funder', fu ? fu.name : '', 'decoy');
  box(s, 'Balance', L + 210, y, 100, 'funder_balance', fu ? printMoney(fu.balance, 'dollar') : '', 'decoy');
  box(s, 'Payment', L + 320, y, 90, 'funder_payment', fu ? printMoney(fu.payment, 'dollar') : '', 'decoy');
  y += 40;
  heading(s, y, 'Business Bank Account');
  y += 18;
  box(s, 'Bank', L, y, 200, 'bank', d.bank.name, 'decoy');
  box(s, 'Routing Number', L + 210, y, 140, 'routing', d.bank.routing, 'decoy');
  box(s, 'Account Number', L + 360, y, R - L - 360, 'account', d.bank.account, 'decoy');
}

function page2(s: Sheet, m: Model, rng: Rng, appNo: string): void {
  masthead(s, appNo, 2);
  let y = 84;
  const mid = rng.pick(['full', 'initial'] as const);
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    heading(s, y, `Owner / Guarantor ${i + 1}`);
    y += 18;
    const nb = o ? nameBoxes(o.name, { suffixBox: true, middle: mid }) : { prefix: '', first: '', middle: '', last: '', suffix: '', nick: '' };
    box(s, 'Salutation', L, y, 50, `o${i}_prefix`, nb.prefix, {});
    box(s, 'First Name', L + 58, y, 130, `o${i}_first`, nb.first, o ? f.first(i, o, false) : {});
    box(s, 'Middle Name', L + 196, y, 90, `o${i}_middle`, nb.middle, {});
    box(s, 'Last Name', L + 294, y, 180, `o${i}_last`, nb.last, o ? f.last(i, o, false) : {});
    box(s, 'Suffix', L + 482, y, R - L - 482, `o${i}_suffix`, nb.suffix, {});
    y += 30;
    box(s, 'Preferred Name', L, y, 90, `o${i}_nick`, nb.nick, 'decoy');
    box(s, 'Title / Position', L + 98, y, 120, `o${i}_title`, o?.title ?? '', o ? f.role(i, o.title) : {});
    box(s, 'Ownership', L + 226, y, 60, `o${i}_own`, o ? `${o.ownership} %` : '', o ? f.own(i, o) : {});
    box(s, 'SSN / ITIN', L + 294, y, 90, `o${i}_ssn`, o ? ownerTaxText(o) : '', o ? f.ownerTax(i, o) : {});
    box(s, 'Date of Birth', L + 392, y, 82, `o${i}_dob`, o ? dobText(o, 'mdy') : '', o ? f.dob(i, o) : {});
    box(s, 'FICO', L + 482, y, R - L - 482, `o${i}_fico`, o ? creditText(o) : '', o ? f.credit(i, o) : {});
    y += 30;
    const h = o?.home;
    box(s, 'Home Address', L, y, 286, `o${i}_home`, h ? `${h.street}, ${h.city}, ${h.state} ${h.zip}` : '', 'decoy');
    box(s, 'Mobile', L + 294, y, 180, `o${i}_cell`, o?.phone ?? '', 'decoy');
    y += 42;
  }
  heading(s, y, 'Authorization');
  y += 18;
  s.text(authText('Pinecrest Merchant Advisors and its funding partners'), L, y, { size: 7.2, width: R - L, lineGap: 1.5 });
  y += 64;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    const x = L + i * 270;
    s.line(x, y + 16, x + 240, y + 16, { color: GREEN });
    s.text(`Owner ${i + 1} signature / date`, x, y + 19, { size: 6.8, color: GREEN });
    s.value(`sig_date_${i}`, o ? printDate('2026-01-05', 'mdy') : '', x + 170, y + 4, 70, { size: 8, decoy: true });
  }
  y += 48;
  s.rect(L, y, R - L, 40, { stroke: '#9fb8a6' });
  s.text('FOR OFFICE USE ONLY', L + 6, y + 5, { size: 6.8, font: 'Helvetica-Bold', color: GREEN });
  s.text('Referring ISO:', L + 6, y + 20, { size: 7.5 });
  s.value('iso_company', m.decoys.iso.company, L + 62, y + 19, 150, { size: 8, decoy: true });
  s.text('Rep:', L + 230, y + 20, { size: 7.5 });
  s.value('iso_rep', plainName(m.decoys.iso.name), L + 250, y + 19, 150, { size: 8, decoy: true });
  s.text('Rep phone:', L + 400, y + 20, { size: 7.5 });
  s.value('iso_phone', m.decoys.iso.phone, L + 440, y + 19, 80, { size: 8, decoy: true });
}

function draw(s: Sheet, m: Model, rng: Rng): void {
  const appNo = `PMA-${rng.int(10000, 99999)}`;
  page1(s, m, rng, appNo);
  s.addPage();
  page2(s, m, rng, appNo);
}

export const PINECREST: Layout = { name: 'pinecrest_boxes', broker: 'Pinecrest Merchant Advisors', size: [612, 792], typedFont: 'Helvetica', draw,
  model: { country: 'US', maxOwners: 2, names: { kinds: [['plain', 1], ['hyphen', 1.5], ['particle', 2], ['apostrophe', 1], ['mc', 1], ['spaced', 2],
    ['eastAsian', 2.5], ['southAsian', 2], ['short', 1.5], ['long', 1.5], ['initialFirst', 1.5], ['hispanic', 1]], prefix: 0.4, suffix: 0.35, nick: 0.4 } } };
