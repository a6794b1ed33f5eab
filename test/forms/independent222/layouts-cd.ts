// Layout C (Prairie Sky Merchant Funding, Calgary: captions left of underlines, "Last, First" owners, DD/MM/YYYY,
// existing-advances table and trade references) and layout D (Atlantic Harbour Business Capital, Halifax: ruled
// tables with shaded caption cells, agent box on top, owners as columns on page 2).
import type { Rng } from '../../statements/generator/prng.ts';
import { bnText, bnTruth, dmy, fmtEn, fmtFr, FREQ_LABEL, gstText, sinText, type Deal } from './data.ts';
import { AUTH_EN, finePrint, signatureLine, type Fields, type Form } from './form.ts';
import { fullName, lastFirst, PROV, T } from './fields.ts';

/** "Caption: ________" with the value on the line. */
function lf(f: Form, cap: string, key: string, text: string, x: number, y: number, w: number, fields: Fields | null): void {
  f.label(cap, x, y + 5, { size: 7, font: 'Helvetica-Bold', color: '#5a3d1e' });
  const cw = f.doc.font('Helvetica-Bold').fontSize(7).widthOfString(cap) + 4;
  f.rule(x + cw, y + 13, x + w - 6, '#7a6a55', 0.5);
  f.value(key, text, x + cw, y, w - cw - 6, fields, { size: 8.5 });
}

export function layoutC(f: Form, d: Deal, r: Rng): void {
  const brown = '#8a5a1e';
  const doc = f.doc;
  doc.rect(36, 24, 60, 34).fill('#f2c14e');
  doc.polygon([36, 58], [56, 40], [70, 50], [84, 36], [96, 58]).fill(brown);
  f.label('PRAIRIE SKY', 104, 26, { size: 15, font: 'Times-Bold', color: brown });
  f.label('Merchant Funding Ltd.', 104, 44, { size: 9, font: 'Times-Italic', color: '#444' });
  f.label('MERCHANT CASH ADVANCE APPLICATION', 350, 28, { size: 9.5, font: 'Helvetica-Bold' });
  f.label('Suite 300, 630 – 8th Avenue SW, Calgary, Alberta T2P 1G6 · Fax (403) 555-0177', 350, 42, { size: 6 });
  f.rule(36, 64, 576, brown, 1.5);
  let y = 72;
  f.label('BUSINESS PROFILE', 36, y, { size: 9, font: 'Helvetica-Bold', color: brown });
  y += 14;
  lf(f, 'Legal Name:', 'legal_name', d.legal, 36, y, 330, T.legal(d));
  lf(f, 'O/A:', 'trade_name', d.tradePrinted, 366, y, 210, T.trade(d));
  y += 19;
  lf(f, 'Type of Entity:', 'entity', d.entityText, 36, y, 200, T.entity(d));
  lf(f, 'Type of Business:', 'industry', d.industryText, 236, y, 340, T.industry(d));
  y += 19;
  lf(f, 'Tax ID:', 'business_tax_id', bnText(d, r.pick([0, 2] as const)), 36, y, 220, bnTruth(d));
  f.check('tax_type', 'BN', 262, y + 4, !d.taxIsSin, {});
  f.check('tax_type', 'SIN (sole prop.)', 292, y + 4, d.taxIsSin, {});
  lf(f, 'Date Established (DD/MM/YYYY):', 'start_date', dmy(d.start), 376, y, 200, T.start(d));
  y += 19;
  lf(f, 'Street:', 'street', d.street, 36, y, 270, {});
  lf(f, 'City:', 'city', d.city, 306, y, 130, {});
  lf(f, 'Prov.:', 'province', d.prov, 436, y, 60, T.prov(d));
  lf(f, 'Postal:', 'postal', d.postal, 496, y, 80, {});
  y += 19;
  lf(f, 'Phone:', 'phone', d.phone, 36, y, 160, {});
  lf(f, 'Website:', 'website', d.website, 196, y, 200, {});
  lf(f, 'GST/HST #:', 'gst_hst', gstText(d), 396, y, 180, null);
  y += 19;
  lf(f, 'Landlord:', 'landlord', d.landlord.name, 36, y, 300, null);
  lf(f, 'Landlord Ph.:', 'landlord_phone', d.landlord.phone, 336, y, 240, null);
  y += 26;
  f.label('FUNDING REQUEST', 36, y, { size: 9, font: 'Helvetica-Bold', color: brown });
  y += 14;
  lf(f, 'Advance Amount:', 'requested_amount', `CAD ${fmtEn(d.amount)}`, 36, y, 190, T.amount(d));
  lf(f, 'Remittance:', 'requested_payment', `$${fmtEn(d.payment)}`, 226, y, 140, T.payment(d));
  lf(f, 'Schedule:', 'payment_frequency', FREQ_LABEL[d.freq][0], 366, y, 110, T.freq(d));
  lf(f, '# Pmts:', 'number_of_payments', String(d.nPayments), 476, y, 100, T.count(d));
  y += 26;
  f.label('OPEN ADVANCES / LOANS (list all)', 36, y, { size: 9, font: 'Helvetica-Bold', color: brown });
  y += 13;
  const cols: [string, number][] = [['Funder / Lender', 260], ['Current Balance', 140], ['Daily/Weekly Payment', 140]];
  let x = 36;
  for (const [c, w] of cols) { f.boxLine(x, y, w, 12, '#7a6a55', '#f6ecd9'); f.label(c, x + 3, y + 3, { size: 6.5 }); x += w; }
  y += 12;
  for (let i = 0; i < 3; i++) {
    const a = d.funders[i];
    x = 36;
    for (const [, w] of cols) { f.boxLine(x, y, w, 15, '#7a6a55'); x += w; }
    if (a) {
      f.value(`funder${i + 1}`, a.name, 37, y + 1, 258, null, { size: 8 });
      f.value(`funder${i + 1}_balance`, `$${fmtEn(a.balance)}`, 297, y + 1, 138, null, { size: 8 });
      f.value(`funder${i + 1}_payment`, `$${fmtEn(a.payment)}`, 437, y + 1, 138, null, { size: 8 });
    }
    y += 15;
  }
  y += 12;
  f.label('OWNERSHIP', 36, y, { size: 9, font: 'Helvetica-Bold', color: brown });
  y += 14;
  for (let i = 0; i < 2; i++) {
    const o = d.owners[i];
    const x0 = 36 + i * 275;
    f.boxLine(x0, y, 265, 112, '#7a6a55');
    f.label(`Owner ${i + 1}`, x0 + 4, y + 3, { size: 7, font: 'Helvetica-Oblique' });
    const v = (cap: string, k: string, t: string, yy: number, fl: Fields | null, w = 258) => lf(f, cap, `owner${i + 1}_${k}`, o ? t : '', x0 + 4, y + yy, w, o ? fl : {});
    v('Name (Last, First):', 'name', o ? lastFirst(o) : '', 12, o ? T.name(i, o) : {});
    v('Title:', 'title', o?.title ?? '', 30, o ? T.role(i, o) : {});
    v('% Owned:', 'own', o ? `${o.own}` : '', 48, o ? T.own(i, o) : {}, 140);
    v('S.I.N.:', 'sin', o ? sinText(o, '-') : '', 66, o ? T.sin(i, o) : {});
    v('D.O.B. (DD/MM/YYYY):', 'dob', o ? dmy(o.dob) : '', 84, o ? T.dob(i, o) : {});
    if (o) lf(f, 'Home Prov.:', `owner${i + 1}_home_prov`, o.homeProv, x0 + 148, y + 48, 114, null);
  }
  y += 120;
  f.label('TRADE REFERENCES', 36, y, { size: 9, font: 'Helvetica-Bold', color: brown });
  y += 13;
  d.refs.forEach((t, i) => {
    lf(f, `${i + 1}.`, `ref${i + 1}`, t.name, 36, y, 300, null);
    lf(f, 'Phone:', `ref${i + 1}_phone`, t.phone, 336, y, 240, null);
    y += 18;
  });
  y = finePrint(f, AUTH_EN, 36, y + 4, 540) + 24;
  signatureLine(f, 36, y, 200, 'Owner 1 Signature');
  signatureLine(f, 256, y, 200, 'Owner 2 Signature');
  signatureLine(f, 476, y, 100, 'Date (DD/MM/YYYY)');
  y += 16;
  f.label('Referred by (ISO / Agent):', 36, y + 5, { size: 6.5 });
  f.value('iso_rep', `${d.iso.name} — ${d.iso.code}`, 130, y, 250, null, { size: 8 });
  f.label('PS-MCA-07 · Prairie Sky purchases future receivables; this is not a loan.', 36, 772, { size: 5.5, color: '#777' });
}

/** A table row of [caption, value] pairs with shaded caption cells. */
function row(f: Form, y: number, cells: [string, string, string, Fields | null, number][], h = 18): void {
  let x = 36;
  for (const [cap, key, text, fields, w] of cells) {
    const cw = Math.min(w * 0.42, f.doc.font('Helvetica').fontSize(6.5).widthOfString(cap) + 8);
    f.boxLine(x, y, cw, h, '#5b7083', '#e3ebf2');
    f.label(cap, x + 3, y + 3, { size: 6.5, width: cw - 5 });
    f.boxLine(x + cw, y, w - cw, h, '#5b7083');
    f.value(key, text, x + cw + 1, y + 2, w - cw - 2, fields, { size: 8.5 });
    x += w;
  }
}

export function layoutD(f: Form, d: Deal, r: Rng): void {
  const teal = '#1d4e6e';
  const doc = f.doc;
  doc.circle(58, 44, 18).fill(teal);
  doc.moveTo(44, 50).bezierCurveTo(52, 42, 64, 58, 72, 48).lineWidth(2).strokeColor('white').stroke();
  doc.moveTo(58, 28).lineTo(58, 42).lineWidth(2).strokeColor('white').stroke();
  f.label('ATLANTIC HARBOUR', 84, 28, { size: 14, font: 'Helvetica-Bold', color: teal });
  f.label('BUSINESS CAPITAL', 84, 45, { size: 8, font: 'Helvetica', color: '#5b7083' });
  f.boxLine(376, 22, 200, 42, '#5b7083');
  f.label('Submitted by (ISO / Agent)', 380, 25, { size: 6, font: 'Helvetica-Bold' });
  f.value('iso_rep', d.iso.name, 380, 33, 120, null, { size: 8 });
  f.label('Agent ID', 500, 25, { size: 6 });
  f.value('iso_code', d.iso.code, 500, 33, 74, null, { size: 8 });
  f.value('iso_phone', d.iso.phone, 380, 48, 120, null, { size: 7 });
  const french = r.chance(0.5);
  const money = (n: number) => (french ? fmtFr(n) : `CAD ${fmtEn(n)}`);
  let y = 76;
  f.bar('MERCHANT INFORMATION', 36, y, 540, teal, { h: 13 });
  y += 13;
  row(f, y, [['Legal Name', 'legal_name', d.legal, T.legal(d), 340], ['Operating As', 'trade_name', d.tradePrinted, T.trade(d), 200]]);
  y += 18;
  const bnFields = bnTruth(d);
  row(f, y, [[d.taxIsSin ? 'Owner SIN (no BN)' : 'Business No. (BN)', 'business_tax_id', bnText(d, r.pick([0, 1, 2] as const)), bnFields, 200],
    ['Entity', 'entity', d.entityText, T.entity(d), 160], ['Est. (YYYY-MM-DD)', 'start_date', d.start, T.start(d), 180]]);
  y += 18;
  row(f, y, [['Address', 'street', d.street, {}, 250], ['City', 'city', d.city, {}, 120], ['Prov.', 'province', r.chance(0.5) ? PROV[d.prov]![0] : d.prov, T.prov(d), 100],
    ['Postal', 'postal', d.postal, {}, 70]]);
  y += 18;
  row(f, y, [['Industry', 'industry', d.industryText, T.industry(d), 250], ['Phone', 'phone', d.phone, {}, 140], ['Employees', 'employees', String(d.employees), {}, 150]]);
  y += 18;
  row(f, y, [['GST/HST No.', 'gst_hst', gstText(d), null, 250], ['Monthly Gross Sales', 'monthly_sales', money(d.monthlySales), null, 290]]);
  y += 26;
  f.bar('FINANCING REQUESTED', 36, y, 540, teal, { h: 13 });
  y += 13;
  row(f, y, [['Amount', 'requested_amount', money(d.amount), T.amount(d), 180], ['Payment', 'requested_payment', money(d.payment), T.payment(d), 180],
    ['Term (# of payments)', 'number_of_payments', String(d.nPayments), T.count(d), 180]]);
  y += 24;
  f.label('Payment frequency:', 40, y + 1, { size: 7, font: 'Helvetica-Bold' });
  let x = 130;
  for (const k of ['daily', 'weekly', 'biweekly', 'monthly'] as const) x += f.check('frequency', FREQ_LABEL[k][0], x, y, d.freq === k, T.freq(d)) + 18;
  y += 20;
  f.bar('BANKING, PREMISES & ADVISORS', 36, y, 540, teal, { h: 13 });
  y += 13;
  row(f, y, [['Bank', 'bank_name', d.bank.name, null, 200], ['Inst. #', 'institution', d.bank.institution, null, 100], ['Transit #', 'transit', d.bank.transit, null, 110],
    ['Acct #', 'account', d.bank.account, null, 130]]);
  y += 18;
  row(f, y, [['Landlord', 'landlord', d.landlord.name, null, 300], ['Rent / mo.', 'rent', money(d.landlord.rent), null, 240]]);
  y += 18;
  row(f, y, [['Accountant', 'accountant', d.accountant.name, null, 300], ['Acct. Phone', 'accountant_phone', d.accountant.phone, null, 240]]);
  y += 30;
  finePrint(f, 'Please attach: four (4) most recent business bank statements, void cheque, driver\'s licence of each owner, and the most recent '
    + 'T2 or T1 return. Incomplete files delay review. Owner information continues on page 2.', 36, y, 540, 6.5);
  f.label('AHBC-APP-2 · Page 1 of 2', 480, 770, { size: 6, color: '#777' });
  f.addPage();
  y = 36;
  f.bar('PRINCIPALS / GUARANTORS', 36, y, 540, teal, { h: 13 });
  y += 13;
  const rows: [string, (i: number) => [string, Fields]][] = [
    ['Full name', (i) => [fullName(d.owners[i]!), T.name(i, d.owners[i]!)]],
    ['Title', (i) => [d.owners[i]!.title, T.role(i, d.owners[i]!)]],
    ['Ownership %', (i) => [`${d.owners[i]!.own}%`, T.own(i, d.owners[i]!)]],
    ['SIN', (i) => [sinText(d.owners[i]!, ' '), T.sin(i, d.owners[i]!)]],
    ['Date of birth (YYYY-MM-DD)', (i) => [d.owners[i]!.dob, T.dob(i, d.owners[i]!)]],
    ['Credit score (self-reported)', (i) => [d.owners[i]!.credit === null ? '' : String(d.owners[i]!.credit), T.credit(i, d.owners[i]!)]],
  ];
  f.boxLine(36, y, 120, 16, '#5b7083', '#e3ebf2');
  for (let i = 0; i < 3; i++) { f.boxLine(156 + i * 140, y, 140, 16, '#5b7083', '#e3ebf2'); f.label(`Principal ${i + 1}`, 160 + i * 140, y + 5, { size: 7, font: 'Helvetica-Bold' }); }
  y += 16;
  for (const [cap, get] of [...rows, ['Home address', null] as const, ['Cell phone', null] as const]) {
    const h = cap === 'Home address' ? 26 : 18;
    f.boxLine(36, y, 120, h, '#5b7083', '#e3ebf2');
    f.label(cap, 40, y + 5, { size: 6.5 });
    for (let i = 0; i < 3; i++) {
      f.boxLine(156 + i * 140, y, 140, h, '#5b7083');
      const o = d.owners[i];
      if (!o) continue;
      if (get) { const [t, fl] = get(i); f.value(`p${i + 1}_${cap}`, t, 157 + i * 140, y + 2, 138, fl, { size: 8 }); }
      else if (cap === 'Home address') {
        f.value(`p${i + 1}_home`, o.home, 157 + i * 140, y, 138, null, { size: 6.5 });
        f.value(`p${i + 1}_home2`, `${o.homeCity}, ${o.homeProv} ${o.homePostal}`, 157 + i * 140, y + 11, 138, null, { size: 6.5 });
      } else f.value(`p${i + 1}_cell`, o.cell, 157 + i * 140, y + 2, 138, null, { size: 8 });
    }
    y += h;
  }
  y += 16;
  y = finePrint(f, AUTH_EN, 36, y, 540, 6) + 10;
  y = finePrint(f, 'Each principal signing below also consents, under PIPEDA and applicable provincial privacy law, to the collection of his or her '
    + 'Social Insurance Number for identity verification only. Providing a SIN is optional.', 36, y, 540, 6) + 30;
  for (let i = 0; i < d.owners.length; i++) {
    signatureLine(f, 36, y, 220, `Principal ${i + 1} signature`);
    signatureLine(f, 280, y, 150, 'Print name');
    signatureLine(f, 450, y, 126, 'Date');
    y += 32;
  }
  f.label('AHBC-APP-2 · Page 2 of 2', 480, 770, { size: 6, color: '#777' });
}
