// Bluenose Funding Group (Halifax, NS): two pages of numbered question rows (shaded label column, value column),
// Times values. Entity by check boxes with "Other (specify)"; the province as "N.S."-style abbreviation or name; the
// BN in CRA's grouped spelling beside a Registry of Joint Stock Companies ID and the HST number; day-month-year dates
// with month names; principals on page 2 with given name, middle and surname in separate cells.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form, FieldValue } from './canvas.ts';
import type { Deal } from './data.ts';
import { ap, app, bnTruth, entityBox, fmtBn, fmtDate, fmtMoney, fmtProv, fmtSin, FREQ_LABEL, iso, provTruth, sinTruth, tradeTruth } from './format.ts';

const GREEN = '#1d4d35';
const L = 38, W = 536, LW = 176;

function section(f: Form, text: string, y: number): void {
  f.rect(L, y, W, 14, GREEN, GREEN);
  f.doc.fillColor('white').font('Times-Bold').fontSize(9).text(text, L + 5, y + 3, { lineBreak: false });
  f.doc.fillColor('black');
}

/** One numbered row: shaded label cell, then the value cell (optionally split in sub-cells by the caller). */
function row(f: Form, no: string, label: string, y: number, h = 18): void {
  f.rect(L, y, LW, h, '#e9f0ea', '#7a8c7f');
  f.rect(L + LW, y, W - LW, h, undefined, '#7a8c7f');
  f.label(no, L + 3, y + (h - 7) / 2, 7, 'Times-Bold');
  f.label(label, L + 22, y + (h - 7) / 2, 7, 'Times-Roman');
}

function val(f: Form, key: string, text: string, x: number, y: number, w: number, fields: Record<string, FieldValue> = {}): void {
  f.value(key, text, x + 3, y + 2, w - 6, 14, fields, { size: 9.5 });
}

/** A labelled sub-cell inside a row's value area. */
function sub(f: Form, label: string, x: number, y: number): number {
  f.label(label, x + 3, y + 5.5, 6.5, 'Times-Italic');
  return x + 3 + f.doc.font('Times-Italic').fontSize(6.5).widthOfString(label) + 2;
}

export function drawBluenose(f: Form, d: Deal, rng: Rng): void {
  f.addPage();
  const doc = f.doc;
  doc.font('Times-Bold').fontSize(20).fillColor(GREEN).text('Bluenose Funding Group', L, 30, { lineBreak: false });
  doc.font('Times-Italic').fontSize(8).text('Revenue-based financing for Atlantic Canadian business', L, 52, { lineBreak: false });
  doc.fillColor('black').font('Times-Roman').fontSize(7).text('1801 Hollis Street, Suite 300, Halifax, N.S. B3J 3N4  |  902-555-0163', L + 330, 34, { lineBreak: false });
  doc.font('Times-Bold').fontSize(10).text('MERCHANT APPLICATION', L + 330, 46, { lineBreak: false });
  let y = 70;
  section(f, 'SECTION A  -  BUSINESS PROFILE', y);
  y += 14;
  const V = L + LW, VW = W - LW;
  row(f, 'A1', 'Legal name of business', y); val(f, 'legal_name', d.legal, V, y, VW, app('legal_name', d.legal)); y += 18;
  const op = d.operating ?? (rng.chance(0.5) ? 'Same' : '');
  row(f, 'A2', 'Operating / trade name (if different)', y); val(f, 'trade_name', op, V, y, VW, op ? app('trade_name', tradeTruth(d)) : {}); y += 18;
  row(f, 'A3', 'Business structure', y, 20);
  const box = entityBox(d);
  let x = V + 4;
  for (const [label, id] of [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['Other (specify):', '']] as const) {
    const on = box === label.replace(/ \(specify\):/, '');
    x = f.check(`entity_${label.replace(/\W.*$/, '').toLowerCase()}`, label, on, x, y + 6, on && id ? app('type_of_entity', id) : {}, 7, 7, 'Times-Roman') + 9;
  }
  if (box === 'Other') {
    const other: [string, string] = d.kind === 'ulc' ? rng.pick([['ULC', 'ca_ulc'], ['NSULC', 'ca_ulc']]) : rng.pick([['Ltd. Partnership', 'limited_partnership'], ['L.P.', 'limited_partnership']]);
    f.value('entity_other_text', other[0], x - 4, y + 3, L + W - x, 14, app('type_of_entity', other[1]), { size: 9.5 });
  }
  y += 20;
  row(f, 'A4', 'Jurisdiction of incorporation', y); val(f, 'incorporated_in', d.incorporatedIn ?? 'N/A', V, y, VW); y += 18;
  row(f, 'A5', 'NS Registry of Joint Stock Companies ID', y);
  val(f, 'registry_id', d.incorporatedIn === 'Nova Scotia' || d.prov.code === 'NS' ? `3${rng.digits(6)}` : '', V, y, VW); y += 18;
  row(f, 'A6', 'CRA Business Number (BN)', y);
  val(f, 'business_number', fmtBn(d.bn, d.program, rng), V, y, 200, bnTruth(d));
  let sx = sub(f, 'HST Reg. No.', V + 200, y);
  val(f, 'hst_number', rng.chance(0.8) ? `${d.bn} RT 0001` : '', sx, y, L + W - sx); y += 18;
  row(f, 'A7', 'Civic address of business', y); val(f, 'street', d.street, V, y, VW); y += 18;
  row(f, 'A8', 'Community / province / postal code', y);
  val(f, 'city', d.city, V, y, 150);
  sx = sub(f, 'Prov.', V + 150, y);
  val(f, 'province', fmtProv(d, rng, ['alias', 'name', 'code']), sx, y, 95, provTruth(d));
  sx = sub(f, 'Postal', V + 270, y);
  val(f, 'postal', d.postal, sx, y, L + W - sx); y += 18;
  row(f, 'A9', 'Date business commenced', y);
  val(f, 'business_start_date', fmtDate(d.start, rng.pick(['dmon', 'dmon_upper', 'long'] as const)), V, y, 180, app('business_start_date', iso(d.start)));
  sx = sub(f, 'Employees (FT/PT)', V + 180, y);
  val(f, 'employees', `${d.employees} / ${rng.int(0, 6)}`, sx, y, L + W - sx); y += 18;
  row(f, 'A10', 'Principal business activity', y); val(f, 'industry', d.industry[0], V, y, VW, app('industry', d.industry[1])); y += 18;
  row(f, 'A11', 'Telephone / e-mail', y); val(f, 'phone', d.phone, V, y, 130); val(f, 'email', d.email, V + 130, y, VW - 130); y += 18;
  row(f, 'A12', 'Premises leased from / rent', y);
  val(f, 'landlord', d.landlord.name, V, y, 220); val(f, 'rent', `${fmtMoney(d.rent, rng)}/mo`, V + 220, y, VW - 220); y += 26;

  section(f, 'SECTION B  -  FINANCING REQUESTED', y);
  y += 14;
  row(f, 'B1', 'Amount requested', y); val(f, 'requested_amount', fmtMoney(d.amount, rng), V, y, VW, app('requested_amount', d.amount)); y += 18;
  row(f, 'B2', 'Proposed remittance schedule', y);
  val(f, 'payment_frequency', d.frequency ? FREQ_LABEL[d.frequency]! : '', V, y, 120, d.frequency ? app('payment_frequency', d.frequency) : {});
  sx = sub(f, 'Payment', V + 120, y);
  val(f, 'requested_payment', d.payment != null ? fmtMoney(d.payment, rng) : '', sx, y, V + 240 - sx, app('requested_payment', d.payment));
  sx = sub(f, 'No. of payments', V + 240, y);
  val(f, 'number_of_payments', d.payments != null ? String(d.payments) : '', sx, y, L + W - sx, app('number_of_payments', d.payments)); y += 18;
  row(f, 'B3', 'Intended use of funds', y); val(f, 'use_of_funds', d.purpose, V, y, VW); y += 18;
  row(f, 'B4', 'Average monthly deposits (last 3 mo.)', y); val(f, 'monthly_sales', fmtMoney(d.monthlySales, rng), V, y, VW); y += 26;

  section(f, 'SECTION C  -  BANKING (from a void cheque)', y);
  y += 14;
  row(f, 'C1', 'Financial institution', y); val(f, 'bank_name', d.bank.name, V, y, VW); y += 18;
  row(f, 'C2', 'Transit / institution / account', y);
  val(f, 'transit_no', d.bank.transit, V, y, 80); val(f, 'institution_no', d.bank.institution, V + 80, y, 60); val(f, 'account_no', d.bank.account, V + 140, y, VW - 140);
  y += 18;
  for (const [i, a] of [...d.advances, undefined].slice(0, 2).entries()) {
    row(f, `C${3 + i}`, `Current advance / loan ${i + 1} (funder, balance)`, y);
    if (a) { val(f, `advance${i + 1}_funder`, a.funder, V, y, 220); val(f, `advance${i + 1}_balance`, fmtMoney(a.balance, rng), V + 220, y, VW - 220); }
    y += 18;
  }
  doc.font('Times-Italic').fontSize(7).text('Page 1 of 2  -  BFG-APP 2024.2', L, 765, { lineBreak: false });

  f.addPage();
  y = 36;
  section(f, 'SECTION D  -  PRINCIPALS (each owner of 20% or more must complete)', y);
  y += 18;
  const dobFmt = rng.pick(['dmon', 'long', 'dmon_upper'] as const);
  for (let i = 0; i < Math.max(1, d.owners.length); i++) {
    const o = d.owners[i]!;
    doc.font('Times-Bold').fontSize(8.5).text(`Principal ${i + 1}`, L, y, { lineBreak: false });
    y += 11;
    row(f, `D${i + 1}.1`, 'Given name / middle / surname', y);
    val(f, `owner${i + 1}_first`, o.first, V, y, 130, { [`application.applicants[${i}].first_name`]: o.first });
    val(f, `owner${i + 1}_middle`, o.middle ?? '', V + 130, y, 40);
    val(f, `owner${i + 1}_last`, o.last, V + 170, y, VW - 170, { [`application.applicants[${i}].last_name`]: o.last }); y += 18;
    row(f, `D${i + 1}.2`, 'Title / ownership', y);
    val(f, `owner${i + 1}_title`, o.title, V, y, 200, ap(i, 'role', o.title));
    sx = sub(f, 'Ownership', V + 200, y);
    val(f, `owner${i + 1}_ownership`, `${o.ownership}${rng.pick(['%', ' %', ''])}`, sx, y, L + W - sx, ap(i, 'ownership', o.ownership)); y += 18;
    row(f, `D${i + 1}.3`, 'Social Insurance No. / date of birth', y);
    val(f, `owner${i + 1}_sin`, fmtSin(o, rng), V, y, 170, sinTruth(o, i));
    sx = sub(f, 'DOB', V + 170, y);
    const dob = rng.chance(0.85);
    val(f, `owner${i + 1}_dob`, dob ? fmtDate(o.dob, dobFmt) : '', sx, y, L + W - sx, dob ? ap(i, 'date_of_birth', iso(o.dob)) : {}); y += 18;
    row(f, `D${i + 1}.4`, 'Home address', y);
    val(f, `owner${i + 1}_home`, `${o.street}, ${o.city}, ${o.prov.alias} ${o.postal}`, V, y, VW); y += 18;
    row(f, `D${i + 1}.5`, 'Mobile / est. credit score', y);
    val(f, `owner${i + 1}_phone`, o.phone, V, y, 170);
    sx = sub(f, 'Score (self-reported)', V + 170, y);
    val(f, `owner${i + 1}_credit`, o.credit != null ? String(o.credit) : '', sx, y, L + W - sx, ap(i, 'credit_score', o.credit)); y += 24;
  }
  section(f, 'SECTION E  -  TRADE REFERENCES', y);
  y += 14;
  for (const [r, ref] of d.references.entries()) {
    row(f, `E${r + 1}`, 'Supplier / phone', y); val(f, `reference${r + 1}`, ref.name, V, y, 230); val(f, `reference${r + 1}_phone`, ref.phone, V + 230, y, VW - 230); y += 18;
  }
  y += 8;
  section(f, 'SECTION F  -  AUTHORIZATION', y);
  y = f.paragraph('Each principal named above confirms that the information in this application is true and complete and consents, under the Personal Information Protection and Electronic Documents Act (PIPEDA), to Bluenose Funding Group and its capital providers obtaining personal and business credit reports, contacting the financial institution, landlord and references listed, and retaining this application for the purposes of evaluating, funding and administering any financing.', L, y + 18, W, 7, 'Times-Roman') + 24;
  for (let i = 0; i < Math.max(1, d.owners.length); i++) {
    const sy = y + i * 30;
    f.rule(L, sy, 230); f.rule(L + 250, sy, 110);
    f.label(`Signature - Principal ${i + 1}`, L, sy + 2, 6.5, 'Times-Italic');
    f.label('Date signed', L + 250, sy + 2, 6.5, 'Times-Italic');
    f.signature(L + 10, sy - 4, 160);
    f.value(`owner${i + 1}_signed`, fmtDate(d.signed, 'dmon'), L + 250, sy - 14, 110, 13);
  }
  y += Math.max(1, d.owners.length) * 30 + 6;
  f.rect(L, y, W, 30, '#f1f4f1', GREEN);
  f.label('BROKER OF RECORD', L + 4, y + 3, 6.5, 'Times-Bold');
  f.value('iso_name', d.iso.name, L + 4, y + 13, 170, 14);
  f.value('iso_phone', d.iso.phone, L + 180, y + 13, 120, 14);
  f.value('iso_email', d.iso.email, L + 310, y + 13, 200, 14);
  doc.font('Times-Italic').fontSize(7).text('Page 2 of 2  -  BFG-APP 2024.2', L, 765, { lineBreak: false });
}
