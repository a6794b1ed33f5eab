// Keystone Bridge Capital: navy header band, a grid of ruled boxes with tiny capital labels inside each box's top
// left, entity checkboxes on one row, owners' names on one "full name" line (titles, suffixes, nicknames, credentials
// printed as the owner wrote them), the legal name wrapping onto two lines in a narrow box.
import type { Rng } from '../../statements/generator/prng.ts';
import { authText, creditText, dobText, entityRow, f, FREQ_WORDS, ownerTaxText, ownText, type Layout } from './kit.ts';
import type { Model } from './model.ts';
import { fullName, plainName } from './names-print.ts';
import { printDate, printMoney } from './rules.ts';
import type { Fields, Sheet } from './sheet.ts';

const NAVY = '#14264d';
const L = 36, W = 540;

function cell(s: Sheet, label: string, x: number, y: number, w: number, h: number, key: string, value: string, fields: Fields | 'decoy', lines = 1): void {
  s.rect(x, y, w, h, { stroke: '#6b7a99', lw: 0.5 });
  s.text(label.toUpperCase(), x + 3, y + 2.5, { size: 5.6, color: '#4a5677' });
  s.value(key, value, x + 4, y + 11, w - 8, { size: 8.5, maxLines: lines, lineGap: 1, ...(fields === 'decoy' ? { decoy: true } : { fields }) });
}

function bar(s: Sheet, y: number, title: string): void {
  s.rect(L, y, W, 13, { fill: NAVY });
  s.text(title, L + 6, y + 3, { size: 7.5, font: 'Helvetica-Bold', color: '#ffffff' });
}

function draw(s: Sheet, m: Model, rng: Rng): void {
  const b = m.business, r = m.request, d = m.decoys;
  const nick = rng.pick(['quotes', 'parens'] as const), suffixComma = rng.chance(0.5);
  s.rect(0, 0, 612, 58, { fill: NAVY });
  s.text('KEYSTONE BRIDGE CAPITAL', L, 14, { size: 16, font: 'Helvetica-Bold', color: '#ffffff' });
  s.text('Merchant Funding Application  |  Small Business Working Capital', L, 36, { size: 8.5, color: '#c9d3ea' });
  s.rect(398, 10, 178, 38, { fill: '#ffffff', stroke: '#c9d3ea', lw: 0.5 });
  s.text('SUBMITTED BY (ISO / REP)', 402, 13, { size: 5.6, color: '#4a5677' });
  s.value('iso_rep', `${plainName(d.iso.name)} - ${d.iso.company}`, 402, 24, 170, { size: 7.5, decoy: true });
  s.value('iso_phone', d.iso.phone, 402, 36, 170, { size: 7.5, decoy: true });

  let y = 68;
  bar(s, y, '1   BUSINESS INFORMATION');
  y += 15;
  cell(s, 'Business legal name', L, y, 200, 36, 'legal_name', b.legal, f.legal(b.legal), 2);
  cell(s, 'DBA / trade name', L + 200, y, 200, 36, 'dba', b.dba, f.dba(b.dba, b.legal), 2);
  cell(s, 'Federal Tax ID (EIN)', L + 400, y, 140, 36, 'tax_id', b.taxIdPrinted, f.taxId(m));
  y += 36;
  s.rect(L, y, W, 20, { stroke: '#6b7a99', lw: 0.5 });
  s.text('ENTITY TYPE', L + 3, y + 7, { size: 5.6, color: '#4a5677' });
  entityRow(s, m, ['Corporation', 'LLC', 'S-Corp', 'Partnership', 'Sole Prop'], L + 48, y + 6, { size: 7.5, gap: 9, otherW: 92 });
  y += 20;
  const a = b.address;
  cell(s, 'Business street address', L, y, 210, 26, 'street', a.street, {});
  cell(s, 'City', L + 210, y, 110, 26, 'city', a.city, {});
  cell(s, 'State', L + 320, y, 44, 26, 'state', a.state, f.state(m));
  cell(s, 'Zip', L + 364, y, 60, 26, 'zip', a.zip, {});
  cell(s, 'Business phone', L + 424, y, 116, 26, 'biz_phone', b.phone, {});
  y += 26;
  const startText = b.start ? printDate(b.start, rng.pick(['mdy', 'mdy2', 'mdyDash'] as const)) : '';
  cell(s, 'Type of business / industry', L, y, 210, 26, 'industry', b.industryText, f.industry(b.industryText));
  cell(s, 'Business start date', L + 210, y, 110, 26, 'start', startText, f.start(b.start));
  cell(s, 'State of incorporation', L + 320, y, 104, 26, 'inc_state', b.incState, 'decoy');
  cell(s, 'Business e-mail', L + 424, y, 116, 26, 'biz_email', b.email, {});
  y += 34;

  bar(s, y, '2   OWNERS / OFFICERS  (every owner of 20% or more)');
  y += 15;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    const name = o ? fullName(o.name, { nick, suffixComma }) : '';
    s.text(`OWNER ${i + 1}`, L - 2, y - 0.5, { size: 5, color: NAVY, font: 'Helvetica-Bold' });
    cell(s, 'Full name (as shown on ID)', L, y + 6, 250, 26, `o${i}_name`, name, o ? f.name(i, o, false) : {});
    cell(s, 'Title', L + 250, y + 6, 110, 26, `o${i}_title`, o?.title ?? '', o ? f.role(i, o.title) : {});
    cell(s, 'Ownership %', L + 360, y + 6, 70, 26, `o${i}_own`, o ? ownText(o) : '', o ? f.own(i, o) : {});
    cell(s, 'Est. FICO score', L + 430, y + 6, 110, 26, `o${i}_fico`, o ? creditText(o) : '', o ? f.credit(i, o) : {});
    cell(s, 'SSN / ITIN', L, y + 32, 110, 26, `o${i}_ssn`, o ? ownerTaxText(o) : '', o ? f.ownerTax(i, o) : {});
    cell(s, 'Date of birth', L + 110, y + 32, 90, 26, `o${i}_dob`, o ? dobText(o, 'mdy') : '', o ? f.dob(i, o) : {});
    const h = o?.home;
    cell(s, 'Home address (street, city, state, zip)', L + 200, y + 32, 230, 26, `o${i}_home`, h ? `${h.street}, ${h.city}, ${h.state} ${h.zip}` : '', 'decoy');
    cell(s, 'Cell phone', L + 430, y + 32, 110, 26, `o${i}_cell`, o?.phone ?? '', 'decoy');
    y += 64;
  }
  y += 4;
  bar(s, y, '3   FUNDING REQUEST');
  y += 15;
  cell(s, 'Amount requested', L, y, 120, 26, 'amount', printMoney(r.amount, 'dollar'), f.amount(r.amount));
  cell(s, 'Desired payment', L + 120, y, 100, 26, 'payment', r.payment ? printMoney(r.payment, 'dollarCents') : '', f.payment(r.payment));
  cell(s, 'No. of payments', L + 220, y, 80, 26, 'count', r.count ? String(r.count) : '', f.count(r.count));
  cell(s, 'Payment frequency', L + 300, y, 90, 26, 'freq', r.freq ? FREQ_WORDS[r.freq]! : '', f.freq(r.freq));
  cell(s, 'Use of funds', L + 390, y, 150, 26, 'use', r.use, {});
  y += 34;
  bar(s, y, '4   BANK, EXISTING ADVANCES & LANDLORD');
  y += 15;
  cell(s, 'Bank name', L, y, 150, 26, 'bank', d.bank.name, 'decoy');
  cell(s, 'Routing (ABA) no.', L + 150, y, 110, 26, 'routing', d.bank.routing, 'decoy');
  cell(s, 'Account no.', L + 260, y, 120, 26, 'account', d.bank.account, 'decoy');
  const fu = d.funders[0];
  cell(s, 'Current funder / balance', L + 380, y, 160, 26, 'funder', fu ? `${fu.name} / ${printMoney(fu.balance, 'dollar')}` : 'None', 'decoy');
  y += 26;
  cell(s, 'Landlord / mortgage holder', L, y, 260, 26, 'landlord', fullName(d.landlord.name, { nick: 'none', cred: false, middle: 'none' }), 'decoy');
  cell(s, 'Landlord phone', L + 260, y, 120, 26, 'landlord_phone', d.landlord.phone, 'decoy');
  cell(s, 'Monthly rent', L + 380, y, 160, 26, 'rent', printMoney(d.landlord.rent, 'dollar'), 'decoy');
  y += 34;
  s.text(authText('Keystone Bridge Capital'), L, y, { size: 6.5, width: W, lineGap: 1 });
  y += 46;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    const x = L + i * 275;
    s.line(x, y + 14, x + 150, y + 14);
    s.text('Signature', x, y + 17, { size: 6 });
    s.line(x + 160, y + 14, x + 260, y + 14);
    s.text('Date', x + 160, y + 17, { size: 6 });
    s.value(`sig_date_${i}`, o ? printDate('2026-01-05', 'mdy') : '', x + 162, y + 3, 96, { size: 8, decoy: true });
    s.text('Print name:', x, y + 30, { size: 6 });
    s.value(`sig_name_${i}`, o ? fullName(o.name, { nick: 'none', cred: false, prefix: false }) : '', x + 40, y + 28, 220, { size: 8 });
  }
}

export const KEYSTONE: Layout = { name: 'keystone_grid', broker: 'Keystone Bridge Capital', size: [612, 792], typedFont: 'Helvetica', draw,
  model: { country: 'US', maxOwners: 2, names: { prefix: 0.3, suffix: 0.3, nick: 0.35, cred: 0.15 } } };
