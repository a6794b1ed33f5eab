// Cascadia Merchant Funding (Vancouver, BC): two pages, labels above underlines, teal section titles. The BN is one
// string in one of several spellings next to a BC registry number and the GST/HST account; the jurisdiction of
// incorporation often differs from the operating province; the remittance is a row of check boxes; existing
// advances sit in a table; owners are rows of a table on page 2 and their home addresses a second table below it.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form, FieldValue } from './canvas.ts';
import type { Deal } from './data.ts';
import { ap, app, bnTruth, entityText, fmtBn, fmtDate, fmtMoney, fmtProv, fmtSin, FREQ_LABEL, fullName, iso, nameTruth, provTruth, sinTruth, tradeTruth } from './format.ts';

const TEAL = '#11706f';
const L = 40, W = 532;

function title(f: Form, text: string, y: number): void {
  f.doc.font('Helvetica-Bold').fontSize(9).fillColor(TEAL).text(text, L, y, { lineBreak: false });
  f.doc.fillColor('black');
  f.rule(L, y + 11, W, TEAL, 1);
}

/** Label above, underline below, value between. */
function field(f: Form, key: string, label: string, x: number, y: number, w: number, text: string, fields: Record<string, FieldValue> = {}): void {
  f.label(label, x, y, 6.3, 'Helvetica');
  f.rule(x, y + 22, w - 8, '#444444', 0.4);
  f.value(key, text, x, y + 8, w - 8, 14, fields);
}

function header(f: Form, page: number): void {
  const doc = f.doc;
  doc.font('Times-Bold').fontSize(19).fillColor(TEAL).text('Cascadia', L, 30, { lineBreak: false });
  doc.font('Times-Roman').fontSize(9).text('MERCHANT FUNDING', L + 2, 51, { lineBreak: false });
  doc.fillColor('black').font('Helvetica-Bold').fontSize(10).text('APPLICATION FOR BUSINESS FUNDING', L + 300, 32, { lineBreak: false });
  doc.font('Helvetica').fontSize(6.5).text('Suite 900 - 1055 West Georgia St, Vancouver BC V6E 3P3   604-555-0188', L + 300, 46, { lineBreak: false });
  doc.text(`Page ${page} of 2`, L + 470, 58, { lineBreak: false });
  f.rule(L, 68, W, TEAL, 2);
}

export function drawCascadia(f: Form, d: Deal, rng: Rng): void {
  f.addPage();
  header(f, 1);
  let y = 78;
  title(f, '1.  THE BUSINESS', y);
  y += 16;
  field(f, 'legal_name', 'Legal Name of Business', L, y, W, d.legal, app('legal_name', d.legal));
  y += 30;
  const op = d.operating ?? (rng.chance(0.5) ? 'N/A' : '');
  field(f, 'trade_name', 'Operating As (O/A)', L, y, 260, op, op ? app('trade_name', tradeTruth(d)) : {});
  const [ent, entId] = entityText(d, rng);
  field(f, 'entity', 'Business Structure', L + 260, y, 130, ent, app('type_of_entity', entId));
  field(f, 'incorporated_in', 'Incorporated in (jurisdiction)', L + 390, y, 142, d.incorporatedIn ?? '');
  y += 30;
  field(f, 'street', 'Business Street Address', L, y, 260, d.street);
  field(f, 'city', 'City', L + 260, y, 120, d.city);
  field(f, 'province', 'Province', L + 380, y, 80, fmtProv(d, rng, ['code', 'name', 'name']), provTruth(d));
  field(f, 'postal', 'Postal Code', L + 460, y, 72, d.postal);
  y += 30;
  field(f, 'business_number', 'CRA Business Number (BN15)', L, y, 190, fmtBn(d.bn, d.program, rng), bnTruth(d));
  const registry = d.kind === 'numbered' || d.kind === 'corp' || d.kind === 'ulc' ? `${rng.pick(['BC', 'A', ''])}${rng.digits(7)}` : '';
  field(f, 'registry_no', 'Incorporation / Registry No.', L + 190, y, 140, registry);
  field(f, 'gst_hst', 'GST/HST Account No.', L + 330, y, 202, rng.chance(0.8) ? `${d.bn}RT0001` : '');
  y += 30;
  field(f, 'industry', 'Nature of Business', L, y, 190, d.industry[0], app('industry', d.industry[1]));
  const sf = rng.pick(['long', 'mon', 'dmon_upper'] as const);
  field(f, 'business_start_date', 'Business Start Date', L + 190, y, 120, fmtDate(d.start, sf), app('business_start_date', iso(d.start)));
  field(f, 'phone', 'Business Phone', L + 310, y, 110, d.phone);
  field(f, 'employees', '# of Employees', L + 420, y, 112, String(d.employees));
  y += 30;
  field(f, 'email', 'E-mail', L, y, 260, d.email);
  field(f, 'website', 'Website', L + 260, y, 272, d.website ?? '');
  y += 36;

  title(f, '2.  FUNDING REQUEST', y);
  y += 16;
  field(f, 'requested_amount', 'Amount Requested', L, y, 150, fmtMoney(d.amount, rng), app('requested_amount', d.amount));
  field(f, 'use_of_funds', 'Use of Proceeds', L + 150, y, 382, d.purpose);
  y += 32;
  f.label('Preferred remittance:', L, y + 1, 7, 'Helvetica-Bold');
  let x = L + 86;
  for (const fr of ['daily', 'weekly', 'biweekly', 'monthly']) {
    const on = d.frequency === fr;
    x = f.check(`frequency_${fr}`, FREQ_LABEL[fr]!, on, x, y, on ? app('payment_frequency', fr) : {}) + 16;
  }
  y += 16;
  field(f, 'requested_payment', 'Payment Amount', L, y, 150, d.payment != null ? fmtMoney(d.payment, rng) : '', app('requested_payment', d.payment));
  field(f, 'number_of_payments', 'Number of Payments', L + 150, y, 120, d.payments != null ? String(d.payments) : '', app('number_of_payments', d.payments));
  field(f, 'monthly_sales', 'Average Monthly Gross Sales', L + 270, y, 150, fmtMoney(d.monthlySales, rng));
  field(f, 'card_sales', 'Monthly Card Sales', L + 420, y, 112, fmtMoney(Math.round(d.monthlySales * 0.4), rng));
  y += 36;

  title(f, '3.  EXISTING ADVANCES / LOANS', y);
  y += 16;
  const cols: [string, number][] = [['Funder / Lender', 200], ['Balance Owing', 110], ['Payment', 100], ['Frequency', 122]];
  f.rect(L, y, W, 12, '#e3efee', '#999999');
  let cx = L;
  for (const [h, w] of cols) { f.label(h, cx + 3, y + 3, 6.5, 'Helvetica-Bold'); cx += w; }
  for (let r = 0; r < 3; r++) {
    const ry = y + 12 + r * 16;
    f.rect(L, ry, W, 16, undefined, '#999999');
    const a = d.advances[r];
    if (!a) continue;
    f.value(`advance${r + 1}_funder`, a.funder, L, ry + 1, 200, 14);
    f.value(`advance${r + 1}_balance`, fmtMoney(a.balance, rng), L + 200, ry + 1, 110, 14);
    f.value(`advance${r + 1}_payment`, fmtMoney(a.payment, rng), L + 310, ry + 1, 100, 14);
    f.value(`advance${r + 1}_frequency`, rng.pick(['Daily', 'Weekly']), L + 410, ry + 1, 122, 14);
  }
  y += 12 + 48 + 14;

  title(f, '4.  BANKING', y);
  y += 16;
  field(f, 'bank_name', 'Bank / Credit Union', L, y, 190, d.bank.name);
  field(f, 'transit_no', 'Transit # (5 digits)', L + 190, y, 100, d.bank.transit);
  field(f, 'institution_no', 'Institution # (3 digits)', L + 290, y, 100, d.bank.institution);
  field(f, 'account_no', 'Account #', L + 390, y, 142, d.bank.account);
  y += 30;
  field(f, 'reference1', 'Trade Reference', L, y, 260, `${d.references[0]!.name}  ${d.references[0]!.phone}`);
  field(f, 'landlord', 'Landlord (if leased)', L + 260, y, 272, `${d.landlord.name}  ${d.landlord.phone}`);

  f.addPage();
  header(f, 2);
  y = 78;
  title(f, '5.  PRINCIPALS (list every owner of 20% or more)', y);
  y += 16;
  const pc: [string, number][] = [['Full Name', 150], ['Title', 92], ['% Owned', 50], ['SIN', 88], ['Date of Birth', 90], ['Credit Score', 62]];
  f.rect(L, y, W, 12, '#e3efee', '#999999');
  cx = L;
  for (const [h, w] of pc) { f.label(h, cx + 3, y + 3, 6.5, 'Helvetica-Bold'); cx += w; }
  const dobFmt = rng.pick(['mon', 'iso', 'long'] as const);
  for (let r = 0; r < 3; r++) {
    const ry = y + 12 + r * 18;
    f.rect(L, ry, W, 18, undefined, '#999999');
    const o = d.owners[r];
    if (!o) continue;
    const cell = (key: string, i: number, text: string, fields: Record<string, FieldValue> = {}): void => {
      const x0 = L + pc.slice(0, i).reduce((s, [, w]) => s + w, 0);
      f.value(`owner${r + 1}_${key}`, text, x0, ry + 2, pc[i]![1], 14, fields, { size: 8.5 });
    };
    cell('name', 0, fullName(o), nameTruth(o, r));
    cell('title', 1, o.title, ap(r, 'role', o.title));
    cell('ownership', 2, `${o.ownership}%`, ap(r, 'ownership', o.ownership));
    cell('sin', 3, fmtSin(o, rng), sinTruth(o, r));
    if (rng.chance(0.8)) cell('dob', 4, fmtDate(o.dob, dobFmt), ap(r, 'date_of_birth', iso(o.dob)));
    if (o.credit != null) cell('credit', 5, String(o.credit), ap(r, 'credit_score', o.credit));
  }
  y += 12 + 54 + 16;
  title(f, '6.  PRINCIPAL HOME ADDRESSES', y);
  y += 16;
  for (let r = 0; r < 3; r++) {
    const ry = y + r * 18;
    f.label(`${r + 1}.`, L, ry + 5, 7);
    f.rule(L + 12, ry + 16, W - 12, '#444444', 0.4);
    const o = d.owners[r];
    if (o) f.value(`owner${r + 1}_home`, `${o.street}, ${o.city}, ${o.prov.code}  ${o.postal}`, L + 12, ry + 2, W - 12, 14);
  }
  y += 62;
  title(f, '7.  CONSENT', y);
  y = f.paragraph('By signing below, each principal consents, in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), to Cascadia Merchant Funding and its funding partners obtaining credit bureau reports, verifying the information in this application with any bank, landlord or reference named above, and sharing this application with prospective funders. Each principal certifies that the information is accurate and that the business is not insolvent. Electronic signatures and copies are as valid as originals.', L, y + 16, W) + 26;
  for (let r = 0; r < Math.max(1, d.owners.length); r++) {
    const sy = y + r * 34;
    f.rule(L, sy, 220);
    f.rule(L + 240, sy, 120);
    f.label(`Signature of Principal ${r + 1}`, L, sy + 3, 6);
    f.label('Date', L + 240, sy + 3, 6);
    f.signature(L + 10, sy - 4, 150);
    f.value(`owner${r + 1}_signed`, fmtDate(d.signed, 'mon'), L + 240, sy - 14, 120, 13);
  }
  y += Math.max(1, d.owners.length) * 34 + 8;
  f.rect(L, y, W, 40, '#f4f8f8', TEAL);
  f.label('SUBMITTED BY (ISO / REFERRAL PARTNER)', L + 5, y + 4, 6.3, 'Helvetica-Bold');
  f.value('iso_name', d.iso.name, L + 5, y + 18, 170, 14);
  f.value('iso_phone', d.iso.phone, L + 185, y + 18, 110, 14);
  f.value('iso_email', d.iso.email, L + 305, y + 18, 200, 14);
}
