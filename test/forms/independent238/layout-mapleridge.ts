// Layout "mapleridge-on": Maple Ridge Capital Partners, an English Canadian ISO's two-page form. Label-left rows,
// free-text legal entity, BN with program account beside a GST/HST number (same root, RT program), a mailing address
// and a jurisdiction of incorporation in other provinces, owner blocks with masked SINs, trade references, PIPEDA.
import type { Kit } from './kit.ts';
import { dateHint, fmtDate, fmtMoney, merchant, PROVINCES, type DateFmt, type Entity } from './data.ts';
import { A, band, bnFields, bnText, contact, decoys, placeSin, scribble } from './common.ts';

const RED = '#9b1c1c';

function row(k: Kit, label: string, x: number, y: number, w: number, lw = 96): number {
  k.label(label, x, y + 6, 7.2, { bold: true });
  k.hline(x + lw, y + 16, w - lw);
  return x + lw + 2;
}

function logo(k: Kit): void {
  const d = k.doc;
  d.save();
  d.polygon([52, 30], [58, 44], [70, 40], [62, 52], [68, 66], [52, 58], [36, 66], [42, 52], [34, 40], [46, 44]).fill(RED);
  d.rect(51, 58, 2.5, 12).fill(RED);
  d.restore();
  k.label('Maple Ridge', 80, 32, 18, { bold: true, color: '#222222' });
  k.label('CAPITAL PARTNERS', 80, 52, 8.5, { bold: true, color: RED });
}

const ENTITIES_EN: Entity[] = [
  { printed: 'Corporation', id: 'ca_corporation', suffix: 'Ltd.' }, { printed: 'Ltd.', id: 'ca_corporation', suffix: 'Ltd.' },
  { printed: 'Sole Proprietorship', id: 'sole_proprietorship', suffix: '' }, { printed: 'Sole Proprietor', id: 'sole_proprietorship', suffix: '' },
  { printed: 'Partnership', id: 'general_partnership', suffix: '' }, { printed: 'Limited Partnership', id: 'limited_partnership', suffix: 'LP' },
];

export function drawMapleRidge(k: Kit): { broker: string } {
  const rng = k.rng;
  const m = merchant(rng.fork('m'), 'en', PROVINCES.filter((p) => ['ON', 'NS', 'NB', 'MB'].includes(p.code)), ENTITIES_EN);
  const dc = decoys(rng.fork('d'), m);
  const ct = contact(rng.fork('c'), m);
  logo(k);
  k.label('BUSINESS FUNDING APPLICATION', 330, 34, 11, { bold: true, width: 246, align: 'right' });
  k.label('Toronto · Ottawa · Halifax   |   apply@mapleridge-demo.ca   |   1-866-555-0142', 280, 52, 6.8, { width: 296, align: 'right', color: '#555555' });
  k.doc.rect(36, 72, 540, 2).fill(RED);
  let y = 82;
  band(k, 'SECTION A — BUSINESS INFORMATION', 36, y, 540, '#333333');
  y += 18;
  let x = row(k, 'Legal Business Name', 36, y, 540, 110);
  k.value('legal_name', m.legal, x, y + 5, 420, { 'application.legal_name': m.legal });
  y += 20;
  x = row(k, 'Operating Name (O/A)', 36, y, 540, 110);
  if (m.dba) k.value('trade_name', m.dba, x, y + 5, 420, { 'application.trade_name': m.dba });
  else if (rng.chance(0.4)) k.value('trade_name_same', 'Same as above', x, y + 5, 120);
  y += 20;
  x = row(k, 'Business Number (BN)', 36, y, 290, 110);
  const bn = bnText(m, rng);
  k.value('bn', bn.text, x, y + 5, 170, bnFields(bn.truth));
  x = row(k, 'GST/HST Registration #', 336, y, 240, 104);
  if (m.entity.id !== 'sole_proprietorship' || rng.chance(0.5)) k.value('gst', dc.gst, x, y + 5, 132);
  y += 20;
  x = row(k, 'Legal Entity Type', 36, y, 290, 110);
  k.value('entity', m.entity.printed, x, y + 5, 170, { 'application.type_of_entity': m.entity.id });
  x = row(k, 'Jurisdiction of Inc.', 336, y, 240, 104);
  if (m.entity.id === 'ca_corporation') k.value('jurisdiction', rng.pick(['Canada (CBCA)', 'Federal', 'British Columbia', 'Alberta']), x, y + 5, 132);
  y += 20;
  const dateFmt: DateFmt = rng.pick(['iso', 'en-long', 'mdy']);
  x = row(k, `Business Start Date${dateHint(dateFmt, 'en') ? ` (${dateHint(dateFmt, 'en')})` : ''}`, 36, y, 290, 150);
  if (rng.chance(0.9)) k.value('start', fmtDate(m.start, dateFmt), x, y + 5, 136, { 'application.business_start_date': m.start });
  x = row(k, 'Nature of Business', 336, y, 240, 84);
  k.value('industry', m.industry[0], x, y + 5, 152, { 'application.industry': m.industry[1] }, 8.5);
  y += 20;
  x = row(k, 'Business Address', 36, y, 540, 110);
  k.value('street', `${m.streetNo} ${m.province.street}, Unit ${rng.int(1, 30)}`, x, y + 5, 420);
  y += 20;
  x = row(k, 'City', 36, y, 200, 30);
  k.value('city', m.province.city, x, y + 5, 160);
  x = row(k, 'Province', 246, y, 180, 44);
  const coded = rng.chance(0.35);
  k.value('province', coded ? m.province.code : m.province.en, x, y + 5, 130, { 'application.state_region': m.province.code, 'application.country': 'Canada' });
  x = row(k, 'Postal Code', 436, y, 140, 50);
  k.value('postal', m.province.postal, x, y + 5, 86);
  y += 20;
  x = row(k, 'Mailing Address (if different)', 36, y, 540, 130);
  if (rng.chance(0.5)) {
    const mail = rng.pick(PROVINCES.filter((p) => p.code !== m.province.code));
    k.value('mailing', `PO Box ${rng.int(100, 9999)}, ${mail.city}, ${rng.chance(0.5) ? mail.code : mail.en} ${mail.postal}`, x, y + 5, 400);
  }
  y += 20;
  x = row(k, 'Phone', 36, y, 180, 40);
  k.value('phone', ct.phone, x, y + 5, 136);
  x = row(k, 'Email', 226, y, 200, 34);
  k.value('email', ct.email, x, y + 5, 160);
  x = row(k, 'Employees', 436, y, 140, 50);
  k.value('employees', String(rng.int(2, 60)), x, y + 5, 80);
  y += 20;
  x = row(k, 'Landlord / Mortgage Holder', 36, y, 330, 120);
  k.value('landlord', dc.landlord, x, y + 5, 200);
  x = row(k, 'Monthly Rent', 376, y, 200, 60);
  k.value('rent', dc.rent, x, y + 5, 136);
  y += 30;
  band(k, 'SECTION B — FUNDING REQUEST', 36, y, 540, '#333333');
  y += 18;
  x = row(k, 'Amount Requested', 36, y, 260, 90);
  k.value('amount', fmtMoney(m.amount, 'en', rng), x, y + 5, 160, { 'application.requested_amount': m.amount });
  x = row(k, 'Use of Funds', 306, y, 270, 64);
  k.value('use', rng.pick(['Working capital', 'Equipment purchase', 'Payroll & inventory', 'Expansion - second location']), x, y + 5, 200);
  y += 20;
  x = row(k, 'Avg. Monthly Deposits', 36, y, 260, 100);
  k.value('sales', dc.sales, x, y + 5, 150);
  x = row(k, 'Annual Revenue', 306, y, 270, 74);
  k.value('annual', fmtMoney(rng.int(300, 2400) * 1000, 'en', rng), x, y + 5, 190);
  y += 30;
  band(k, 'SECTION C — TRADE REFERENCES', 36, y, 540, '#333333');
  y += 18;
  const refs = rng.shuffle(['Sysco Canada', 'Gordon Food Service', 'Home Depot Pro', 'Wajax Ltd.', 'Uline Canada']);
  for (let r = 0; r < 2; r++) {
    x = row(k, `Reference ${r + 1}`, 36, y, 330, 60);
    k.value('reference', refs[r]!, x, y + 5, 260);
    x = row(k, 'Phone', 376, y, 200, 34);
    k.value('reference_phone', `${rng.pick(['905', '416', '902'])}-${rng.digits(3)}-${rng.digits(4)}`, x, y + 5, 160);
    y += 20;
  }
  k.label('Page 1 of 2 — MRCP-APP-CA rev. 11/23', 36, 760, 6.5, { color: '#777777' });

  k.newPage();
  logo(k);
  y = 82;
  band(k, 'SECTION D — OWNERS / PRINCIPALS (all owners of 20% or more)', 36, y, 540, '#333333');
  y += 18;
  m.owners.forEach((o, i) => {
    k.rect(36, y, 540, 84, '#bbbbbb');
    k.label(`Owner #${i + 1}`, 42, y + 4, 7.5, { bold: true, color: RED });
    let yy = y + 12;
    x = row(k, 'Full Name', 42, yy, 330, 56);
    const name = `${o.p.first}${o.p.middle && rng.chance(0.6) ? ` ${o.p.middle}.` : ''} ${o.p.last}`;
    k.value(`owner${i}_name`, name, x, yy + 5, 270, { [A(i, 'first_name')]: o.p.first, [A(i, 'last_name')]: o.p.last });
    x = row(k, 'Title', 382, yy, 188, 28);
    k.value(`owner${i}_role`, o.role, x, yy + 5, 150, { [A(i, 'role')]: o.role });
    yy += 20;
    x = row(k, 'Ownership %', 42, yy, 150, 60);
    k.value(`owner${i}_share`, `${o.share}%`, x, yy + 5, 80, { [A(i, 'ownership')]: o.share });
    x = row(k, 'SIN', 202, yy, 170, 24);
    placeSin(k, i, o, x, yy + 5, 140, 'en', 0.4);
    x = row(k, 'Date of Birth (YYYY-MM-DD)', 382, yy, 188, 110);
    if (rng.chance(0.85)) k.value(`owner${i}_dob`, o.p.dob, x, yy + 5, 72, { [A(i, 'date_of_birth')]: o.p.dob });
    yy += 20;
    x = row(k, 'Home Address', 42, yy, 380, 60);
    const home = rng.pick(PROVINCES);
    k.value(`owner${i}_home`, `${rng.int(5, 880)} ${rng.pick(['Elm Drive', 'Cedar Lane', 'King St. W'])}, ${o.p.city}, ${home.en} ${home.postal}`, x, yy + 5, 318, {}, 8.5);
    x = row(k, 'Credit Score (est.)', 432, yy, 138, 76);
    if (rng.chance(0.5)) k.value(`owner${i}_score`, String(o.p.score), x, yy + 5, 56, { [A(i, 'credit_score')]: o.p.score });
    y += 92;
  });
  band(k, 'SECTION E — EXISTING ADVANCES / LOANS', 36, y, 540, '#333333');
  y += 18;
  k.label('Funder / Lender', 42, y, 7, { bold: true });
  k.label('Current Balance', 300, y, 7, { bold: true });
  k.label('Daily / Weekly Payment', 430, y, 7, { bold: true });
  for (let r = 0; r < 2; r++) {
    const f = dc.funders[r];
    k.hline(36, y + 24 + r * 16, 540);
    if (f) { k.value('funder', f.name, 42, y + 11 + r * 16, 240); k.value('funder_balance', f.balance, 300, y + 11 + r * 16, 120); k.value('funder_payment', f.payment, 430, y + 11 + r * 16, 140); }
  }
  y += 52;
  band(k, 'SECTION F — BANKING', 36, y, 540, '#333333');
  y += 18;
  x = row(k, 'Bank', 36, y, 200, 30);
  k.value('bank', dc.bank, x, y + 5, 166);
  x = row(k, 'Transit / Inst.', 246, y, 160, 60);
  k.value('transit', `${dc.transit}-${dc.institution}`, x, y + 5, 96);
  x = row(k, 'Account #', 416, y, 160, 44);
  k.value('account', dc.account, x, y + 5, 110);
  y += 28;
  k.rect(36, y, 540, 26, '#bbbbbb', '#faf3f3');
  k.label('ISO Representative', 42, y + 4, 7, { bold: true, color: RED });
  k.value('rep', `${dc.rep} — ${dc.repPhone} — ${dc.repEmail}`, 42, y + 13, 520, {}, 8.5);
  y += 34;
  y = k.para('PIPEDA CONSENT AND AUTHORIZATION. By signing below, each owner consents to Maple Ridge Capital Partners, its funding partners '
    + 'and their agents collecting, using and disclosing personal information, including consumer and commercial credit reports from Equifax '
    + 'Canada and TransUnion Canada, to evaluate this application, in accordance with the Personal Information Protection and Electronic '
    + 'Documents Act. Each owner certifies that the information above is true and complete.', 36, y, 540) + 8;
  m.owners.forEach((_o, i) => {
    const sx = 36 + (i % 3) * 182;
    scribble(k, sx + 8, y + 16, 110);
    k.hline(sx, y + 22, 120);
    k.label(`Owner #${i + 1} signature`, sx, y + 25, 6.2);
    k.value('sign_date', fmtDate(`2024-05-${String(rng.int(10, 28))}`, 'en-long'), sx + 124, y + 12, 54, {}, 7);
  });
  k.label('Page 2 of 2', 36, 760, 6.5, { color: '#777777' });
  return { broker: 'Maple Ridge Capital Partners' };
}
