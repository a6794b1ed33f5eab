// Granite & Gravel Capital Partners (Phoenix, AZ): a two-page application for haulers and heavy-civil contractors.
// Page 1: rounded section frames, the entity as a checkbox row whose "Other:" line carries free text, years in
// business beside the start date, a bonding / surety block, existing positions. Page 2: owners in up to three
// columns side by side (labels in the left margin only), the bank with routing number, ISO rep and signatures.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './draw.ts';
import { type Deal, FREQ_LABEL, money, usDate } from './data.ts';
import * as T from './common.ts';

const SLATE = '#3d4a5c', SAND = '#c9a227';

function header(f: Form, sub: string): void {
  const d = f.doc;
  d.save();
  d.circle(56, 42, 20).fill(SLATE);
  d.polygon([42, 52], [52, 34], [58, 44], [64, 30], [72, 52]).fill(SAND);
  d.restore();
  f.label('GRANITE & GRAVEL', 84, 26, 16, { font: 'Times-Bold', color: SLATE });
  f.label('CAPITAL PARTNERS', 84, 44, 8, { font: 'Helvetica', color: SAND, characterSpacing: 3 });
  f.label(sub, 330, 28, 10, { font: 'Helvetica-Bold', color: SLATE });
  f.label('1 N Central Ave Ste 900, Phoenix, AZ 85004 - (602) 555-0131', 330, 42, 6.5);
}

function frame(f: Form, title: string, y: number, h: number): void {
  f.doc.roundedRect(36, y, 540, h, 6).lineWidth(0.8).strokeColor(SLATE).stroke();
  f.doc.rect(48, y - 5, f.doc.font('Helvetica-Bold').fontSize(8).widthOfString(title) + 10, 10).fill('#fff');
  f.label(title, 53, y - 4, 8, { font: 'Helvetica-Bold', color: SLATE });
}

export function drawGranite(f: Form, d: Deal, r: Rng): void {
  f.addPage();
  header(f, 'BUSINESS FUNDING APPLICATION');
  const L = 46;
  let y = 76;
  frame(f, 'Company', y, 196);
  y += 10;
  let b = f.blank('Company legal name', L, y, 300);
  f.value('legal_name', d.legal, b.x, b.y, b.w, T.legalF(d));
  b = f.blank('Doing business as', L + 310, y, 210);
  const dba = d.dba ?? r.pick(['SAME', 'N/A', 'same as above', '']);
  f.value('dba', dba, b.x, b.y, b.w, T.dbaF(/^same as above$/i.test(dba) ? '' : dba));
  y += 28;
  f.label('Entity:', L, y + 1, 7);
  let x = L + 30;
  const boxes: [string, string][] = [['llc', 'LLC'], ['c_corporation', 'Corporation'], ['sole_proprietorship', 'Sole Proprietor'], ['general_partnership', 'Partnership']];
  const other = !boxes.some(([id]) => id === d.entity) || r.chance(0.3);
  for (const [id, label] of boxes) x = f.check('entity', label, x, y, !other && d.entity === id, T.entityF(d));
  x = f.check('entity_other', 'Other:', x, y, other, T.entityF(d));
  const otherText = d.entity === 's_corporation' ? r.pick(['S Corporation', 'Subchapter S']) : d.entity === 'llc' ? 'Limited Liability Company' :
    d.entity === 'c_corporation' ? 'C Corp' : d.entity === 'general_partnership' ? 'General Partnership' : 'Sole Owner';
  f.line(x - 8, y + 9, 110);
  if (other) f.value('entity_other_text', otherText, x - 6, y - 1, 106, T.entityF(d), 8);
  y += 16;
  b = f.blank('Street address', L, y, 250);
  f.value('street', d.addr.street, b.x, b.y, b.w);
  b = f.blank('City', L + 260, y, 120);
  f.value('city', d.addr.city, b.x, b.y, b.w);
  b = f.blank('State', L + 390, y, 50);
  f.value('state', d.addr.state, b.x, b.y, b.w, T.stateF(d));
  b = f.blank('Zip', L + 450, y, 70);
  f.value('zip', d.addr.zip, b.x, b.y, b.w);
  y += 28;
  b = f.blank(d.soleProp ? 'Tax ID (SSN / EIN)' : 'Federal EIN', L, y, 120);
  f.value('business_tax_id', d.ein, b.x, b.y, b.w, T.taxF(d));
  b = f.blank('Business start date', L + 130, y, 100);
  const showStart = r.chance(0.75);
  if (showStart) f.value('start', usDate(d.start, r.pick(['long', 'mdy'] as const)), b.x, b.y, b.w, T.startF(d), 8);
  b = f.blank('Years in business', L + 240, y, 70);
  f.value('years', String(2024 - Number(d.start.slice(0, 4))), b.x, b.y, b.w);
  b = f.blank('Incorporated in (state)', L + 320, y, 90);
  if (!d.soleProp) f.value('state_of_inc', d.stateOfInc, b.x, b.y, b.w);
  b = f.blank('Employees', L + 420, y, 100);
  f.value('employees', String(d.employees), b.x, b.y, b.w);
  y += 28;
  b = f.blank('Describe your business', L, y, 250);
  f.value('industry', d.industryText, b.x, b.y, b.w, T.industryF(d), 8.5);
  b = f.blank('Business phone', L + 260, y, 110);
  f.value('phone', d.phone, b.x, b.y, b.w);
  b = f.blank('USDOT / contractor lic. #', L + 380, y, 140);
  f.value('license', d.kind === 'trucking' ? `DOT ${d.usdot}` : d.license, b.x, b.y, b.w);
  y += 28;
  b = f.blank('Surety / bonding company', L, y, 200);
  f.value('bonding', d.bonding, b.x, b.y, b.w, {}, 8.5);
  b = f.blank('Insurance agent & phone', L + 210, y, 200);
  f.value('ins_agent', `${d.insAgent} ${d.insPhone}`, b.x, b.y, b.w, {}, 8);
  b = f.blank('Own / Rent', L + 420, y, 100);
  f.value('own_rent', d.ownRent === 'Rent' ? `Rent $${money(d.rent)}/mo` : 'Own', b.x, b.y, b.w, {}, 8.5);
  y += 50;

  frame(f, 'Request', y, 62);
  y += 10;
  b = f.blank('Funding amount requested', L, y, 150);
  f.value('requested', T.usd(d.requested), b.x, b.y, b.w, T.amountF(d));
  b = f.blank('Purpose', L + 160, y, 200);
  f.value('use', d.use, b.x, b.y, b.w, {}, 8.5);
  b = f.blank('Monthly gross sales', L + 370, y, 150);
  f.value('monthly', T.usd(d.monthlySales), b.x, b.y, b.w);
  y += 28;
  f.label('Preferred remittance:', L, y + 1, 7);
  x = L + 80;
  const showFreq = r.chance(0.6);
  for (const fr of ['daily', 'weekly', 'monthly'] as const) x = f.check('freq', FREQ_LABEL[fr], x, y, showFreq && d.freq === fr, T.freqF(d));
  y += 40;

  frame(f, 'Open balances - advances, factoring, equipment notes', y, 30 + 16 * Math.max(1, d.positions.length));
  y += 10;
  f.label('Company', L, y, 6.5, { color: '#555' });
  f.label('Type', L + 240, y, 6.5, { color: '#555' });
  f.label('Balance', L + 340, y, 6.5, { color: '#555' });
  f.label('Payment', L + 440, y, 6.5, { color: '#555' });
  y += 10;
  if (!d.positions.length) f.value('positions_none', 'None', L, y, 100, {}, 9);
  for (const [i, p] of d.positions.entries()) {
    f.value(`position${i}_funder`, p.funder, L, y, 230, {}, 9);
    f.value(`position${i}_kind`, p.kind, L + 240, y, 90, {}, 9);
    f.value(`position${i}_balance`, T.usd(p.balance), L + 340, y, 90, {}, 9);
    f.value(`position${i}_payment`, T.usd(p.payment), L + 440, y, 80, {}, 9);
    y += 16;
  }
  y += 34;
  f.fine('Equipment schedule: ' + d.fleet.map((u) => `${u.year} ${u.make} ${u.model}`).join('; ') + '. Full VIN list on request.', L, y, 520, 6);
  f.fine('Granite & Gravel Capital Partners arranges revenue-based financing and merchant cash advances through third parties; it does not ' +
    'make credit decisions. Page 2 must be completed and signed by every owner of 20% or more.', L, y + 14, 520, 6);

  f.addPage();
  header(f, 'OWNERS & AUTHORIZATION');
  y = 76;
  const n = Math.max(1, Math.min(3, d.owners.length));
  frame(f, 'Principal owners', y, 240);
  const rows = ['Full name', 'Title', 'Ownership %', 'SSN', 'Date of birth', 'Home street', 'City / State / Zip', 'Mobile', 'Est. credit score'];
  const cw = 420 / 3;
  rows.forEach((label, j) => { f.label(label, L, y + 22 + j * 24, 7); f.line(L + 90, y + 34 + j * 24, 430, '#bbb'); });
  const mask = r.chance(0.3);
  for (let i = 0; i < n; i++) {
    const o = d.owners[i]!;
    const cx = L + 95 + i * cw;
    f.label(`Owner ${i + 1}`, cx, y + 8, 7, { font: 'Helvetica-Bold', color: SLATE });
    const at = (j: number): number => y + 22 + j * 24;
    f.value(`owner${i}_name`, T.fullName(o), cx, at(0), cw - 8, T.nameF(o, i), 8.5);
    f.value(`owner${i}_title`, o.title, cx, at(1), cw - 8, T.titleF(o, i), 8.5);
    f.value(`owner${i}_pct`, `${o.pct} %`, cx, at(2), cw - 8, T.pctF(o, i));
    f.value(`owner${i}_ssn`, mask ? T.maskSsn(o.ssn) : o.ssn, cx, at(3), cw - 8, T.ssnF(o, i, mask));
    f.value(`owner${i}_dob`, usDate(o.dob, 'long'), cx, at(4), cw - 8, T.dobF(o, i), 8);
    f.value(`owner${i}_street`, o.home.street, cx, at(5), cw - 8, {}, 8);
    f.value(`owner${i}_city`, T.cityLine(o.home), cx, at(6), cw - 8, {}, 8);
    f.value(`owner${i}_cell`, o.cell, cx, at(7), cw - 8, {}, 8.5);
    if (o.credit !== null) f.value(`owner${i}_fico`, String(o.credit), cx, at(8), cw - 8, T.creditF(o, i));
  }
  y += 256;
  frame(f, 'Operating account & referral', y, 62);
  y += 10;
  let bb = f.blank('Bank', L, y, 170);
  f.value('bank_name', d.bank.name, bb.x, bb.y, bb.w, {}, 8.5);
  bb = f.blank('Routing (ABA)', L + 180, y, 110);
  f.value('bank_routing', d.bank.routing, bb.x, bb.y, bb.w);
  bb = f.blank('Account', L + 300, y, 100);
  f.value('bank_account', d.bank.account, bb.x, bb.y, bb.w);
  bb = f.blank('Landlord', L + 410, y, 110);
  if (d.ownRent === 'Rent') f.value('landlord', d.landlord.name, bb.x, bb.y, bb.w, {}, 8);
  y += 26;
  bb = f.blank('ISO / referring broker', L, y, 250);
  f.value('iso_rep', `${d.iso.name} (${d.iso.id})`, bb.x, bb.y, bb.w, {}, 8.5);
  bb = f.blank('Trade reference', L + 260, y, 260);
  f.value('trade_ref0', `${d.refs[0]!.name} ${d.refs[0]!.phone}`, bb.x, bb.y, bb.w, {}, 8);
  y += 46;
  y = f.fine(T.AUTH, 36, y, 540, 6) + 16;
  T.signatures(f, d, 36, y, 540, Math.max(2, n), true);
}
