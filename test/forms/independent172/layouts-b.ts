// Keystone (a primary owner on page one, "Additional owner" continuation blocks on page two, checkbox rows) and
// Bluewater (a funder's form: an owner table on page one, a personal guaranty page repeating each guarantor's name).
import { labelled, type Look, type Sheet, type Target } from './draw.ts';
import { ap, bizTaxFields, nameFields, stateFields, taxFields, type Model, type Owner } from './model.ts';

export const KEYSTONE_LOOK: Look = { label: 'Helvetica', labelBold: 'Helvetica-Bold', value: 'Courier', hand: 'kalam', accent: '#000000', ink: '#0b3d91' };
export const BLUEWATER_LOOK: Look = { label: 'Times-Roman', labelBold: 'Times-Bold', value: 'Helvetica', hand: 'z003', accent: '#0a6e8a', ink: '#111111' };

const A = 'application.';
type Fn = (x: number, y: number, w: number, l: string, v: string, t: Target, k: string) => void;

function bar(s: Sheet, y: number, title: string): void {
  s.doc.rect(40, y, 532, 13).fill('#d9d9d9');
  s.text(title, 44, y + 3, { size: 8, font: 'Helvetica-Bold', color: '#000' });
}

function ownerBlock(s: Sheet, U: Fn, m: Model, o: Owner | undefined, i: number, y: number): void {
  const f = (t: Target): Target => (o ? t : 'ctx');
  U(40, y, 250, 'Owner Full Name', o?.printed ?? '', f(o ? nameFields(i, o) : 'ctx'), `o${i}_name`);
  U(300, y, 120, 'Title', o?.role ?? '', f({ [ap(i, 'role')]: o?.role ?? null }), `o${i}_role`);
  U(430, y, 142, 'Ownership %', o?.ownText ?? '', f({ [ap(i, 'ownership')]: o?.own ?? null }), `o${i}_own`);
  y += 26;
  U(40, y, 160, o?.taxLabel ?? 'SSN', o?.taxText ?? '', f(o ? taxFields(i, o, m.country) : 'ctx'), `o${i}_tax`);
  U(210, y, 120, 'Date of Birth', o?.dobText ?? '', f({ [ap(i, 'date_of_birth')]: o?.dob ?? null }), `o${i}_dob`);
  U(340, y, 90, 'Credit Score', o?.scoreText ?? '', f({ [ap(i, 'credit_score')]: o?.score ?? null }), `o${i}_score`);
  U(440, y, 132, 'Cell Phone', o?.cell ?? '', 'ctx', `o${i}_cell`);
  y += 26;
  U(40, y, 290, 'Home Address', o?.home ?? '', f('decoy'), `o${i}_home`);
  U(340, y, 120, 'Spouse Name', o?.spouse ?? '', f('decoy'), `o${i}_spouse`);
  U(470, y, 102, 'Spouse SSN', o?.spouseTax ?? '', f('decoy'), `o${i}_spouse_tax`);
}

export function keystone(s: Sheet, m: Model): void {
  const d = s.doc;
  const U: Fn = (x, y, w, l, v, t, k) => labelled(s, 'above', x, y, w, l, v, t, k, 12);
  s.addPage();
  s.text('KEYSTONE MERCHANT ADVISORS', 40, 28, { size: 15, font: 'Helvetica-Bold', color: '#000' });
  s.text('Merchant Intake Form KMA-7  |  Page 1 of 2', 400, 34, { size: 8, color: '#444' });
  d.lineWidth(1.5).strokeColor('#000').moveTo(40, 50).lineTo(572, 50).stroke().lineWidth(0.5).moveTo(40, 53).lineTo(572, 53).stroke();
  let y = 60;
  bar(s, y, '1. BUSINESS INFORMATION'); y += 17;
  U(40, y, 280, 'Legal / Corporate Name', m.legal, { [`${A}legal_name`]: m.legal }, 'legal');
  U(330, y, 242, 'DBA', m.dbaText, { [`${A}trade_name`]: m.trade }, 'dba'); y += 26;
  s.text('Entity:', 40, y + 1, { size: 7.5, font: 'Helvetica-Bold' });
  const ent = { [`${A}type_of_entity`]: m.entityId };
  ['Corporation', 'LLC', 'S Corp', 'Partnership', 'Sole Proprietor'].forEach((o, k) => s.check(72 + k * 78, y, o, m.entityBox === o, ent, 'entity'));
  s.check(462, y, 'Other:', m.entityBox === 'Other', 'ctx', 'entity_other_box');
  s.value(500, y - 3, 72, 12, m.entityOther, m.entityOther ? ent : 'ctx', 'entity_other', 'Other');
  d.lineWidth(0.5).strokeColor('#777').moveTo(500, y + 9).lineTo(572, y + 9).stroke();
  y += 16;
  U(40, y, 160, m.taxLabel, m.taxText, bizTaxFields(m), 'biz_tax');
  U(210, y, 120, 'Business Start Date', m.startText, { [`${A}business_start_date`]: m.startIso }, 'start');
  U(340, y, 110, 'State of Inc.', m.incState, 'decoy', 'inc_state');
  U(460, y, 112, 'Employees', m.employees, 'ctx', 'employees'); y += 26;
  U(40, y, 250, 'Business Address', m.street, 'ctx', 'street');
  U(300, y, 130, 'City', m.city, 'ctx', 'city');
  U(440, y, 60, 'State', m.stateText, stateFields(m), 'state');
  U(510, y, 62, 'Zip', m.zip, 'ctx', 'zip'); y += 26;
  U(40, y, 160, 'Business Phone', m.phone, 'ctx', 'phone');
  U(210, y, 160, 'Website', m.website, 'ctx', 'website');
  U(380, y, 192, 'Industry / Type of Business', m.industryText, { [`${A}industry`]: m.industryId }, 'industry'); y += 30;
  bar(s, y, '2. FUNDING REQUEST'); y += 17;
  U(40, y, 130, 'Amount Requested', m.amountText, { [`${A}requested_amount`]: m.amount }, 'amount');
  U(180, y, 120, 'Proposed Payment', m.paymentText, { [`${A}requested_payment`]: m.payment }, 'payment');
  U(310, y, 90, '# of Payments', String(m.nPayments), { [`${A}number_of_payments`]: m.nPayments }, 'n_payments');
  U(410, y, 162, 'Use of Funds', m.useOfFunds, 'ctx', 'use'); y += 26;
  s.text('Payment Frequency:', 40, y + 1, { size: 7.5, font: 'Helvetica-Bold' });
  ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'].forEach((o, k) =>
    s.check(130 + k * 80, y, o, m.freqLabel === o, { [`${A}payment_frequency`]: m.freq }, 'freq'));
  y += 18;
  bar(s, y, '3. PRIMARY OWNER / GUARANTOR'); y += 17;
  ownerBlock(s, U, m, m.owners[0], 0, y); y += 84;
  bar(s, y, '4. LANDLORD & TRADE REFERENCES'); y += 17;
  U(40, y, 250, 'Landlord / Mortgage Co.', m.landlord, 'decoy', 'landlord');
  U(300, y, 130, 'Landlord Phone', m.landlordPhone, 'decoy', 'landlord_phone');
  U(440, y, 132, 'Monthly Rent', m.rent, 'decoy', 'rent'); y += 26;
  m.refs.forEach((r, k) => {
    U(40, y, 250, `Trade Reference ${k + 1}`, r.name, 'decoy', `ref${k}_name`);
    U(300, y, 130, 'Phone', r.phone, 'decoy', `ref${k}_phone`); y += 26;
  });
  s.text(`${m.owners.length > 1 ? 'Additional owners continue on page 2.' : 'Page 2: additional owners (if any), ISO and signatures.'}`, 40, 752, { size: 7, color: '#444' });

  s.addPage();
  s.text('KEYSTONE MERCHANT ADVISORS', 40, 28, { size: 11, font: 'Helvetica-Bold', color: '#000' });
  s.text('Merchant Intake Form KMA-7  |  Page 2 of 2', 400, 30, { size: 8, color: '#444' });
  s.text('Business:', 40, 44, { size: 8, color: '#444' });
  s.value(76, 40, 300, 13, m.legal, { [`${A}legal_name`]: m.legal }, 'p2_business', 'Business');
  y = 60;
  for (let k = 1; k < 4; k++) {
    bar(s, y, `ADDITIONAL OWNER ${k} (continuation)  -  each owner of 20% or more and every officer`); y += 17;
    ownerBlock(s, U, m, m.owners[k], k, y); y += 86;
  }
  bar(s, y, 'ISO / SUBMITTING OFFICE'); y += 17;
  U(40, y, 200, 'ISO Representative', m.iso.name, 'decoy', 'iso_name');
  U(250, y, 140, 'ISO Phone', m.iso.phone, 'decoy', 'iso_phone');
  U(400, y, 172, 'ISO E-mail', m.iso.email, 'decoy', 'iso_email'); y += 34;
  s.text('By signing, each owner authorises Keystone Merchant Advisors and its funding partners to obtain business and personal credit reports '
    + 'and to verify the information above. Each owner signing below personally guarantees the merchant\'s performance.', 40, y, { size: 7, width: 532, color: '#333' });
  y += 40;
  for (let k = 0; k < 2; k++) {
    d.lineWidth(0.6).strokeColor('#000').moveTo(40 + k * 270, y + 20).lineTo(290 + k * 270, y + 20).stroke();
    s.text(`Owner ${k + 1} Signature / Date`, 40 + k * 270, y + 23, { size: 6.5 });
  }
}

export function bluewater(s: Sheet, m: Model): void {
  const d = s.doc;
  const U: Fn = (x, y, w, l, v, t, k) => labelled(s, 'above', x, y, w, l, v, t, k, 12);
  s.addPage();
  d.save().rect(0, 0, 612, 8).fill(s.look.accent).restore();
  d.save().moveTo(0, 8).bezierCurveTo(200, 40, 400, -10, 612, 30).lineTo(612, 8).fill('#7cc3d6').restore();
  s.text('Bluewater Revenue Funding', 40, 38, { size: 18, font: 'Times-Bold', color: s.look.accent });
  s.text('Merchant Agreement Application  -  direct funder', 40, 60, { size: 9, font: 'Times-Italic', color: '#333' });
  let y = 84;
  const head = (t: string) => { s.text(t, 40, y, { size: 10, font: 'Times-Bold', color: s.look.accent }); d.lineWidth(0.8).strokeColor(s.look.accent).moveTo(40, y + 12).lineTo(572, y + 12).stroke(); y += 18; };
  head('Merchant');
  U(40, y, 290, 'Registered / Legal Name', m.legal, { [`${A}legal_name`]: m.legal }, 'legal');
  U(340, y, 232, 'Doing Business As', m.dbaText, { [`${A}trade_name`]: m.trade }, 'dba'); y += 26;
  U(40, y, 140, 'Type of Entity', m.entityText, { [`${A}type_of_entity`]: m.entityId }, 'entity');
  U(190, y, 140, m.taxLabel, m.taxText, bizTaxFields(m), 'biz_tax');
  U(340, y, 110, 'Date Business Started', m.startText, { [`${A}business_start_date`]: m.startIso }, 'start');
  U(460, y, 112, 'Incorporated In', m.incState, 'decoy', 'inc_state'); y += 26;
  U(40, y, 230, 'Street', m.street, 'ctx', 'street');
  U(280, y, 130, 'City', m.city, 'ctx', 'city');
  U(420, y, 80, 'State', m.stateText, stateFields(m), 'state');
  U(510, y, 62, 'Zip', m.zip, 'ctx', 'zip'); y += 26;
  U(40, y, 230, 'Industry', m.industryText, { [`${A}industry`]: m.industryId }, 'industry');
  U(280, y, 130, 'Phone', m.phone, 'ctx', 'phone');
  U(420, y, 152, 'E-mail', m.email, 'ctx', 'email'); y += 30;
  head('Requested Terms');
  U(40, y, 130, 'Purchase Price Requested', m.amountText, { [`${A}requested_amount`]: m.amount }, 'amount');
  U(180, y, 120, 'Remittance Amount', m.paymentText, { [`${A}requested_payment`]: m.payment }, 'payment');
  U(310, y, 100, 'Number of Remittances', String(m.nPayments), { [`${A}number_of_payments`]: m.nPayments }, 'n_payments');
  U(420, y, 152, 'Remittance Schedule', m.freqLabel, { [`${A}payment_frequency`]: m.freq }, 'freq'); y += 30;
  head('Owners and Officers (all owners of 20% or more, then officers)');
  const cols: [string, number][] = [['#', 16], ['Name', 140], ['Title', 84], ['Own %', 44], ['SSN / ITIN', 82], ['Date of Birth', 74], ['FICO', 36], ['Cell', 56]];
  let x = 40;
  d.rect(40, y, 532, 13).fill('#e3f1f5');
  for (const [c, w] of cols) { s.text(c, x + 2, y + 3, { size: 7, font: 'Times-Bold', color: '#000' }); x += w; }
  y += 13;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i], f = (t: Target): Target => (o ? t : 'ctx');
    const vals: [string, Target][] = [[String(i + 1), 'ctx'], [o?.printed ?? '', f(o ? nameFields(i, o) : 'ctx')], [o?.role ?? '', f({ [ap(i, 'role')]: o?.role ?? null })],
      [o?.ownText ?? '', f({ [ap(i, 'ownership')]: o?.own ?? null })], [o?.taxText ?? '', f(o ? taxFields(i, o, m.country) : 'ctx')],
      [o?.dobText ?? '', f({ [ap(i, 'date_of_birth')]: o?.dob ?? null })], [o?.scoreText ?? '', f({ [ap(i, 'credit_score')]: o?.score ?? null })],
      [o?.cell ?? '', 'ctx']];
    x = 40;
    vals.forEach(([v, t], k) => {
      const w = cols[k]![1];
      d.lineWidth(0.4).strokeColor('#9bb').rect(x, y, w, 18).stroke();
      s.value(x, y + 2, w, 14, v, t, `o${i}_${cols[k]![0]}`, cols[k]![0]);
      x += w;
    });
    y += 18;
  }
  y += 10;
  head('Home Addresses');
  m.owners.forEach((o, i) => { U(40, y, 532, `Owner ${i + 1} Home Address`, o.home, 'decoy', `o${i}_home`); y += 24; });
  s.text('Bluewater Revenue Funding purchases future receivables; this is not a loan.', 40, 756, { size: 7, font: 'Times-Italic', color: '#666' });

  s.addPage();
  y = 40;
  head('Existing Advances and Loans');
  for (let k = 0; k < 3; k++) {
    const a = m.advances[k];
    U(40, y, 250, 'Funder / Lender', a?.funder ?? (k === 0 ? 'None' : ''), a ? 'decoy' : 'ctx', `adv${k}_funder`);
    U(300, y, 130, 'Balance', a?.balance ?? '', 'decoy', `adv${k}_balance`);
    U(440, y, 132, 'Daily / Weekly Payment', a?.payment ?? '', 'decoy', `adv${k}_payment`); y += 26;
  }
  head('Operating Account');
  U(40, y, 200, 'Bank', m.bizBank.name, 'decoy', 'biz_bank');
  U(250, y, 150, 'ABA Routing', m.bizBank.routing, 'decoy', 'biz_routing');
  U(410, y, 162, 'Account Number', m.bizBank.account, 'decoy', 'biz_account'); y += 30;
  head('Personal Guaranty');
  s.text('Each undersigned Guarantor, jointly and severally, guarantees the Merchant\'s performance of its obligations to Bluewater Revenue '
    + 'Funding. A spouse signs only to consent and is not a guarantor. Co-signers listed below are not owners of the Merchant.', 40, y, { size: 7.5, width: 532, font: 'Times-Roman' });
  y += 34;
  m.owners.forEach((o, i) => {
    U(40, y, 200, `Guarantor ${i + 1} (print name)`, o.printed, nameFields(i, o), `o${i}_pg_name`);
    d.lineWidth(0.5).strokeColor('#333').moveTo(250, y + 20).lineTo(390, y + 20).stroke();
    s.text('Signature', 250, y + 22, { size: 6 });
    U(400, y, 172, 'Spouse (consent only)', o.spouse, 'decoy', `o${i}_spouse`); y += 30;
  });
  U(40, y, 200, 'Co-signer (non-owner)', m.cosigner.name, 'decoy', 'cosigner');
  U(250, y, 140, 'Co-signer SSN', m.cosigner.tax, 'decoy', 'cosigner_tax');
  U(400, y, 172, 'Relationship', m.cosigner.relation, 'decoy', 'cosigner_rel'); y += 34;
  head('Submitted by');
  U(40, y, 250, 'ISO / Broker Representative', m.iso.name, 'decoy', 'iso_name');
  U(300, y, 272, 'Rep Phone', m.iso.phone, 'decoy', 'iso_phone');
}
