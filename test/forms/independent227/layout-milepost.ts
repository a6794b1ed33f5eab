// Milepost Merchant Funding (Amarillo, TX): a dense one-page owner-operator form on a grey grid. The tax ID is a
// bare nine-digit number whose type is told only by the EIN / SSN box ticked beside it; owners are written
// "LAST, FIRST M"; each owner's CDL number sits next to the SSN; trucks are listed with VINs and their lienholder
// (the equipment lender), and the factoring company has its own line with the carrier's MC and USDOT numbers.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './draw.ts';
import { type Deal, FREQ_LABEL, digits, money, usDate } from './data.ts';
import * as T from './common.ts';

const INK = '#3b3b3b', ACC = '#b5121b';

function header(f: Form): void {
  const d = f.doc;
  d.save();
  d.rect(36, 22, 34, 40).fill('#0b6e4f');
  d.rect(40, 26, 26, 32).lineWidth(1.2).strokeColor('#fff').stroke();
  d.restore();
  f.label('MM', 42, 30, 13, { font: 'Helvetica-Bold', color: '#fff' });
  f.label('117', 44, 45, 8, { font: 'Helvetica-Bold', color: '#fff' });
  f.label('Milepost Merchant Funding', 78, 24, 17, { font: 'Helvetica-Bold', color: INK });
  f.label('Owner-Operator & Small Fleet Revenue Advance - Merchant Application', 78, 44, 8, { color: ACC });
  f.label('4100 I-40 Frontage Rd W, Amarillo, TX 79106', 430, 24, 6.5);
  f.label('Tel (806) 555-0117   Fax (806) 555-0118', 430, 33, 6.5);
  f.label('deals@milepostmf.com', 430, 42, 6.5);
}

function box(f: Form, label: string, x: number, y: number, w: number, h = 22): { x: number; y: number; w: number } {
  f.doc.rect(x, y, w, h).lineWidth(0.5).strokeColor('#9a9a9a').stroke();
  f.label(label, x + 2, y + 2, 5.5, { color: '#555' });
  return { x: x + 3, y: y + 10, w: w - 6 };
}

function strip(f: Form, text: string, y: number): void {
  f.doc.rect(36, y, 540, 11).fill('#d9d9d9');
  f.label(text, 40, y + 2.5, 7, { font: 'Helvetica-Bold', color: INK });
}

export function drawMilepost(f: Form, d: Deal, r: Rng): void {
  f.addPage();
  header(f);
  const L = 36;
  let y = 70;
  strip(f, 'MERCHANT / CARRIER', y);
  y += 11;
  let c = box(f, 'Legal Name (sole proprietors: your full name)', L, y, 280);
  f.value('legal_name', d.legal, c.x, c.y, c.w, T.legalF(d));
  c = box(f, 'DBA / Trade Name', L + 280, y, 260);
  const dba = d.dba ?? (r.chance(0.5) ? d.legal : '');
  f.value('dba', dba, c.x, c.y, c.w, T.dbaF(dba === d.legal ? '' : dba));
  y += 22;
  c = box(f, 'Tax ID # (9 digits, no dashes)', L, y, 130);
  const taxType = d.taxType === 'EIN' ? 'EIN' : 'SSN';
  const itin = d.taxType === 'ITIN';
  f.value('business_tax_id', itin ? d.ein : digits(d.ein), c.x, c.y, c.w, T.taxF(d, d.taxType));
  box(f, 'Tax ID is an', L + 130, y, 90);
  const typeF = { 'application.business_tax_id_type': taxType };
  f.check('tax_type', 'EIN', L + 134, y + 11, taxType === 'EIN', typeF, 7);
  f.check('tax_type', 'SSN', L + 174, y + 11, taxType === 'SSN' && !itin, typeF, 7);
  c = box(f, 'USDOT #', L + 220, y, 80);
  if (d.kind === 'trucking' || r.chance(0.5)) f.value('usdot', d.usdot, c.x, c.y, c.w);
  c = box(f, 'MC / MX #', L + 300, y, 80);
  if (d.kind === 'trucking') f.value('mc', d.mc, c.x, c.y, c.w);
  c = box(f, 'In business since', L + 380, y, 80);
  const startShown = r.chance(0.85);
  if (startShown) f.value('start', usDate(d.start, 'mdyy'), c.x, c.y, c.w, T.startF(d));
  c = box(f, 'Entity type', L + 460, y, 80);
  const ent = d.entity === 'sole_proprietorship' ? 'Sole Prop' : d.entity === 'llc' ? 'LLC' : d.entity === 's_corporation' ? 'S-Corp' :
    d.entity === 'general_partnership' ? 'GP' : 'Corp';
  f.value('entity', ent, c.x, c.y, c.w, T.entityF(d));
  y += 22;
  c = box(f, 'Street (where trucks are domiciled)', L, y, 220);
  f.value('street', d.addr.street, c.x, c.y, c.w, {}, 8.5);
  c = box(f, 'City', L + 220, y, 110);
  f.value('city', d.addr.city, c.x, c.y, c.w, {}, 8.5);
  c = box(f, 'St', L + 330, y, 30);
  f.value('state', d.addr.state, c.x, c.y, c.w, T.stateF(d), 8.5);
  c = box(f, 'Zip', L + 360, y, 60);
  f.value('zip', d.addr.zip, c.x, c.y, c.w, {}, 8.5);
  c = box(f, 'What do you haul / build?', L + 420, y, 120);
  f.value('industry', d.industryText, c.x, c.y, c.w, T.industryF(d), 7);
  y += 22;
  c = box(f, 'Phone', L, y, 110);
  f.value('phone', d.phone, c.x, c.y, c.w, {}, 8.5);
  c = box(f, 'E-mail', L + 110, y, 200);
  f.value('email', d.email, c.x, c.y, c.w, {}, 8);
  c = box(f, 'Factoring company (if any)', L + 310, y, 230);
  const factor = d.positions.find((p) => p.kind === 'Factoring');
  f.value('factoring', factor ? factor.funder : 'None', c.x, c.y, c.w, {}, 8.5);
  y += 26;

  strip(f, 'ADVANCE REQUESTED', y);
  y += 11;
  c = box(f, 'Amount $', L, y, 120);
  f.value('requested', money(d.requested, r.chance(0.5)), c.x, c.y, c.w, T.amountF(d));
  c = box(f, 'Payment $', L + 120, y, 100);
  f.value('payment', money(d.payment, true), c.x, c.y, c.w, T.paymentF(d));
  c = box(f, 'No. of payments', L + 220, y, 70);
  f.value('num_payments', String(d.numPayments), c.x, c.y, c.w, T.countF(d));
  box(f, 'Remit', L + 290, y, 250);
  let x = L + 294;
  for (const fr of ['daily', 'weekly', 'biweekly', 'monthly'] as const) x = f.check('freq', FREQ_LABEL[fr], x, y + 11, d.freq === fr, T.freqF(d), 7) - 4;
  y += 26;

  strip(f, 'OWNER-OPERATOR / OWNERS', y);
  y += 11;
  const masked = r.chance(0.3);
  for (let i = 0; i < 2; i++) {
    const o = d.owners[i];
    c = box(f, `Owner ${i + 1} name (LAST, FIRST M)`, L, y, 190);
    if (o) f.value(`owner${i}_name`, T.lastFirst(o), c.x, c.y, c.w, T.nameF(o, i), 8.5);
    c = box(f, 'Title', L + 190, y, 100);
    if (o) f.value(`owner${i}_title`, o.title, c.x, c.y, c.w, T.titleF(o, i), 7.5);
    c = box(f, '% Own', L + 290, y, 40);
    if (o) f.value(`owner${i}_pct`, `${o.pct}%`, c.x, c.y, c.w, T.pctF(o, i), 8.5);
    c = box(f, 'DOB', L + 330, y, 60);
    if (o) f.value(`owner${i}_dob`, usDate(o.dob, 'mdyy'), c.x, c.y, c.w, T.dobF(o, i), 8.5);
    c = box(f, 'SSN', L + 390, y, 80);
    if (o) f.value(`owner${i}_ssn`, masked ? T.maskSsn(o.ssn) : o.ssn, c.x, c.y, c.w, T.ssnF(o, i, masked), 8.5);
    c = box(f, 'CDL # / State', L + 470, y, 70);
    if (o && d.kind === 'trucking') f.value(`owner${i}_cdl`, o.cdl, c.x, c.y, c.w, {}, 7);
    y += 22;
    c = box(f, 'Home address', L, y, 330);
    if (o) f.value(`owner${i}_home`, `${o.home.street}, ${T.cityLine(o.home)}`, c.x, c.y, c.w, {}, 8);
    c = box(f, 'Cell', L + 330, y, 110);
    if (o) f.value(`owner${i}_cell`, o.cell, c.x, c.y, c.w, {}, 8);
    c = box(f, 'Credit score (est.)', L + 440, y, 100);
    if (o && o.credit !== null) f.value(`owner${i}_fico`, String(o.credit), c.x, c.y, c.w, T.creditF(o, i), 8.5);
    y += 26;
  }

  strip(f, 'TRUCKS / TRAILERS / EQUIPMENT', y);
  y += 11;
  const cols = [['Yr', 30], ['Make', 80], ['Model', 100], ['VIN', 150], ['Lienholder', 110], ['Owed $', 70]] as const;
  x = L;
  for (const [h, w] of cols) { box(f, h, x, y, w, 10); x += w; }
  y += 10;
  for (let i = 0; i < 4; i++) {
    const u = d.fleet[i];
    x = L;
    for (const [, w] of cols) { f.doc.rect(x, y, w, 14).lineWidth(0.5).strokeColor('#9a9a9a').stroke(); x += w; }
    if (u) {
      const lien = d.positions.find((p) => p.kind !== 'Factoring' && p.kind !== 'MCA');
      f.value(`fleet${i}_year`, String(u.year), L + 3, y + 3, 26, {}, 7.5);
      f.value(`fleet${i}_make`, u.make, L + 33, y + 3, 76, {}, 7.5);
      f.value(`fleet${i}_model`, u.model, L + 113, y + 3, 96, {}, 7.5);
      f.value(`fleet${i}_vin`, u.vin, L + 213, y + 3, 146, {}, 7.5);
      f.value(`fleet${i}_lien`, lien && i === 0 ? lien.funder : 'Free & clear', L + 363, y + 3, 106, {}, 7);
      if (lien && i === 0) f.value(`fleet${i}_owed`, money(lien.balance), L + 473, y + 3, 66, {}, 7.5);
    }
    y += 14;
  }
  y += 6;
  strip(f, 'OTHER ADVANCES / BANK', y);
  y += 11;
  const mca = d.positions.find((p) => p.kind === 'MCA');
  c = box(f, 'Current advance company (balance)', L, y, 220);
  f.value('mca', mca ? `${mca.funder} ($${money(mca.balance)})` : 'None', c.x, c.y, c.w, {}, 8);
  c = box(f, 'Bank', L + 220, y, 120);
  f.value('bank_name', d.bank.name, c.x, c.y, c.w, {}, 7);
  c = box(f, 'Routing', L + 340, y, 90);
  f.value('bank_routing', d.bank.routing, c.x, c.y, c.w, {}, 8);
  c = box(f, 'Account', L + 430, y, 110);
  f.value('bank_account', d.bank.account, c.x, c.y, c.w, {}, 8);
  y += 28;
  y = f.fine(T.AUTH + ' Owner-operators leased onto another carrier must disclose the carrier and any fuel-card or escrow deductions.', L, y, 540, 5.4) + 12;
  T.signatures(f, d, L, y, 540, 2, false);
  y += 64;
  f.label('Referred by (ISO / agent):', L, y + 2, 6.5);
  f.value('iso_rep', `${d.iso.name} - ${d.iso.phone}`, L + 90, y, 220, {}, 8);
  f.line(L + 88, y + 11, 230, '#999');
}
