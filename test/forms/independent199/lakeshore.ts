// Lakeshore Commercial Capital (Toronto, ON): a one-page boxed grid, small caps labels in the top-left corner of each
// cell, navy bars. The BN and its program account are written in 15 comb boxes right beside the GST/HST number (the
// same nine digits with RT0001); entity by check boxes with an "Other:" line; ISO dates; owners side by side.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form, FieldValue } from './canvas.ts';
import type { Deal } from './data.ts';
import { ap, app, bnTruth, entityBox, fmtDate, fmtMoney, fmtProv, fmtSin, fullName, iso, nameTruth, provTruth, sinTruth, tradeTruth } from './format.ts';

const NAVY = '#1f3a60';
const L = 36, W = 540;

function bar(f: Form, text: string, y: number): void {
  f.rect(L, y, W, 12, NAVY, NAVY);
  f.doc.fillColor('white');
  f.doc.font('Helvetica-Bold').fontSize(7.5).text(text, L + 4, y + 2.5, { lineBreak: false });
  f.doc.fillColor('black');
}

/** A grid cell: frame, label top-left; the value goes in the lower part. */
function cell(f: Form, label: string, x: number, y: number, w: number, h = 26): { x: number; y: number; w: number; h: number } {
  f.rect(x, y, w, h);
  f.label(label.toUpperCase(), x + 2.5, y + 2.5, 5.6, 'Helvetica');
  return { x: x + 2, y: y + 10, w: w - 4, h: 14 };
}

function put(f: Form, key: string, text: string, c: { x: number; y: number; w: number; h: number }, fields: Record<string, FieldValue> = {}): void {
  f.value(key, text, c.x, c.y, c.w, c.h, fields);
}

export function drawLakeshore(f: Form, d: Deal, rng: Rng): void {
  f.addPage();
  const doc = f.doc;
  f.rect(L, 28, W, 44, NAVY, NAVY);
  doc.fillColor('white').font('Helvetica-Bold').fontSize(15).text('LAKESHORE', L + 10, 36, { lineBreak: false });
  doc.font('Helvetica').fontSize(8).text('COMMERCIAL CAPITAL', L + 10, 53, { lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(11).text('BUSINESS FUNDING APPLICATION', L + 300, 38, { lineBreak: false });
  doc.font('Helvetica').fontSize(6.5).text('200 Queens Quay W, Suite 1410, Toronto ON M5J 2Y3  |  1-866-555-0142  |  submissions@lakeshorecc.ca', L + 240, 56, { lineBreak: false });
  doc.fillColor('black');

  let y = 80;
  bar(f, 'SECTION 1 - BUSINESS INFORMATION', y);
  y += 12;
  put(f, 'legal_name', d.legal, cell(f, 'Legal name of business (as registered)', L, y, 320), app('legal_name', d.legal));
  const op = d.operating ?? '';
  put(f, 'trade_name', op, cell(f, 'Operating name (O/A)', L + 320, y, 220), op ? app('trade_name', tradeTruth(d)) : {});
  y += 26;
  put(f, 'address', d.street, cell(f, 'Business address (no P.O. boxes)', L, y, 250));
  put(f, 'city', d.city, cell(f, 'City', L + 250, y, 130));
  put(f, 'province', fmtProv(d, rng, ['code', 'code', 'alias']), cell(f, 'Prov.', L + 380, y, 50), provTruth(d));
  put(f, 'postal', d.postal, cell(f, 'Postal code', L + 430, y, 110));
  y += 26;
  put(f, 'phone', d.phone, cell(f, 'Business phone', L, y, 130));
  put(f, 'email', d.email, cell(f, 'Business e-mail', L + 130, y, 210));
  put(f, 'website', d.website ?? '', cell(f, 'Website', L + 340, y, 200));
  y += 26;
  // The BN comb: 9 digits | 2 letters | 4 digits, the way CRA prints it on its letters.
  const comb = 13;
  cell(f, 'Business Number (BN) & program account', L, y, 300, 30);
  for (let i = 0; i < 15; i++) f.rect(L + 6 + i * comb, y + 11, comb, 15);
  for (const i of [9, 11]) f.doc.save().lineWidth(2).moveTo(L + 6 + i * comb, y + 9).lineTo(L + 6 + i * comb, y + 28).stroke().restore();
  f.value('business_number', `${d.bn}${d.program}`, L + 6, y + 11, comb * 15, 15, bnTruth(d), { comb, size: 9.5 });
  const gst = rng.chance(0.85) ? `${d.bn} RT${rng.pick(['0001', '0001', '0002'])}` : '';
  put(f, 'gst_hst_number', gst, cell(f, 'GST/HST registration no.', L + 300, y, 140, 30));
  put(f, 'incorporation_jurisdiction', d.incorporatedIn ?? '', cell(f, 'Jurisdiction of inc.', L + 440, y, 100, 30));
  y += 30;
  const startFmt = rng.pick(['iso', 'iso', 'ymd_slash'] as const);
  put(f, 'business_start_date', fmtDate(d.start, startFmt), cell(f, `Date business started (${startFmt === 'iso' ? 'YYYY-MM-DD' : 'YYYY/MM/DD'})`, L, y, 150), app('business_start_date', iso(d.start)));
  put(f, 'industry', d.industry[0], cell(f, 'Type of business / industry', L + 150, y, 220), app('industry', d.industry[1]));
  put(f, 'employees', String(d.employees), cell(f, 'No. of employees', L + 370, y, 80));
  put(f, 'monthly_sales', fmtMoney(d.monthlySales, rng), cell(f, 'Avg. monthly sales', L + 450, y, 90));
  y += 26;
  f.rect(L, y, W, 20);
  f.label('LEGAL STRUCTURE:', L + 4, y + 7, 6.5, 'Helvetica-Bold');
  const box = entityBox(d);
  let x = L + 72;
  for (const [label, id] of [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['Other:', '']] as const) {
    const on = box === label.replace(':', '');
    x = f.check(`entity_${label.replace(/\W/g, '').toLowerCase()}`, label, on, x, y + 6, on && id ? app('type_of_entity', id) : {}) + 14;
  }
  f.rule(x - 4, y + 15, 150);
  if (box === 'Other') {
    const other: [string, string] = d.kind === 'ulc' ? rng.pick([['ULC', 'ca_ulc'], ['Unlimited Liability Company', 'ca_ulc']]) : rng.pick([['Limited Partnership', 'limited_partnership'], ['LP', 'limited_partnership']]);
    f.value('entity_other_text', other[0], x - 4, y + 3, 150, 12, app('type_of_entity', other[1]));
  }
  y += 20;
  put(f, 'premises', rng.pick(['Rent', 'Lease']), cell(f, 'Own / rent premises', L, y, 90));
  put(f, 'landlord', d.landlord.name, cell(f, 'Landlord / mortgage holder', L + 90, y, 220));
  put(f, 'landlord_phone', d.landlord.phone, cell(f, 'Landlord phone', L + 310, y, 120));
  put(f, 'rent', fmtMoney(d.rent, rng), cell(f, 'Monthly rent', L + 430, y, 110));
  y += 34;

  bar(f, 'SECTION 2 - FUNDING REQUEST', y);
  y += 12;
  put(f, 'requested_amount', fmtMoney(d.amount, rng), cell(f, 'Amount requested (CAD)', L, y, 150), app('requested_amount', d.amount));
  put(f, 'use_of_funds', d.purpose, cell(f, 'Use of funds', L + 150, y, 220));
  const adv = d.advances[0];
  put(f, 'existing_funder', adv ? adv.funder : 'None', cell(f, 'Current advance / lender', L + 370, y, 170));
  y += 34;

  bar(f, 'SECTION 3 - OWNERS / GUARANTORS (all owners of 20% or more)', y);
  y += 12;
  for (let i = 0; i < 2; i++) {
    const o = d.owners[i];
    const ox = L + i * 270;
    let oy = y;
    const row = (key: string, label: string, w: number, xo: number, text: string, fields: Record<string, FieldValue> = {}): void =>
      put(f, `owner${i + 1}_${key}`, text, cell(f, label, ox + xo, oy, w), fields);
    row('name', `Owner ${i + 1} - full name`, 180, 0, o ? fullName(o) : '', o ? nameTruth(o, i) : {});
    row('title', 'Title', 90, 180, o?.title ?? '', o ? ap(i, 'role', o.title) : {});
    oy += 26;
    const own = o?.ownership != null ? `${o.ownership}${rng.chance(0.5) ? '%' : ''}` : '';
    row('ownership', 'Ownership %', 70, 0, own, o ? ap(i, 'ownership', o.ownership) : {});
    const dob = o && rng.chance(0.85) ? fmtDate(o.dob, 'iso') : '';
    row('dob', 'Date of birth (YYYY-MM-DD)', 110, 70, dob, o && dob ? ap(i, 'date_of_birth', iso(o.dob)) : {});
    row('sin', 'S.I.N.', 90, 180, o ? fmtSin(o, rng) : '', o ? sinTruth(o, i) : {});
    oy += 26;
    row('home_address', 'Home address', 180, 0, o ? `${o.street}, ${o.city} ${o.prov.code} ${o.postal}` : '');
    const credit = o?.credit != null ? String(o.credit) : '';
    row('credit', 'Credit score (if known)', 90, 180, credit, o && credit ? ap(i, 'credit_score', o.credit) : {});
    oy += 26;
    row('cell', 'Cell phone', 120, 0, o?.phone ?? '');
    row('email', 'E-mail', 150, 120, o?.email ?? '');
  }
  y += 26 * 4 + 8;

  bar(f, 'SECTION 4 - BANKING (attach a void cheque)', y);
  y += 12;
  put(f, 'bank_name', d.bank.name, cell(f, 'Financial institution', L, y, 180));
  put(f, 'institution_no', d.bank.institution, cell(f, 'Institution no.', L + 180, y, 80));
  put(f, 'transit_no', d.bank.transit, cell(f, 'Transit no.', L + 260, y, 90));
  put(f, 'account_no', d.bank.account, cell(f, 'Account no.', L + 350, y, 190));
  y += 34;

  f.paragraph('PIPEDA CONSENT AND AUTHORIZATION. Each undersigned consents to Lakeshore Commercial Capital and its funding partners collecting, using and disclosing the personal information above, and obtaining consumer and commercial credit reports from Equifax Canada and TransUnion Canada, to assess this application and at any time while an advance is outstanding. The undersigned confirms the information is true and complete and that the business is not in bankruptcy or proposal proceedings.', L, y, W);
  y = f.doc.y + 22;
  for (let i = 0; i < 2; i++) {
    const sx = L + i * 270;
    f.rule(sx, y, 160);
    f.rule(sx + 170, y, 80);
    f.label(`Signature - Owner ${i + 1}`, sx, y + 3, 6);
    f.label('Date', sx + 170, y + 3, 6);
    if (d.owners[i]) {
      f.signature(sx + 8, y - 4, 120);
      f.value(`owner${i + 1}_signed`, fmtDate(d.signed, 'iso'), sx + 170, y - 14, 80, 13);
    }
  }
  y += 26;
  f.rect(L, y, W, 28, '#eef1f6', '#8893a6');
  f.label('OFFICE USE - ACCOUNT REP', L + 4, y + 3, 5.6, 'Helvetica-Bold');
  f.value('iso_rep', d.iso.name, L + 4, y + 11, 150, 14);
  f.value('iso_phone', d.iso.phone, L + 170, y + 11, 110, 14);
  f.value('iso_email', d.iso.email, L + 300, y + 11, 170, 14);
  f.label('Form LCC-APP-07 (rev. 03/2024)', L, 770, 5.5);
}
