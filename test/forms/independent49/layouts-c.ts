// Set 49, layouts 5-6: owners side by side in columns, and an old photocopied form with underlined blanks.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fullName, money, type DateFmt, type Merchant } from './data.ts';
import type { Form, Look, Truths } from './draw.ts';
import {
  amountT, authText, businessTax, country, dba, dobT, entityOption, entityT, industryT, legalT, nameT, ownerTax, pctT, roleT, scoreT, startT, stateT,
} from './common.ts';

// ---------------------------------------------------------------------------------------------------------------
// 5. Granite Street Funding: labels inside the value's box; owners in three columns side by side.
export const GRANITE_LOOK: Look = { typed: 'Helvetica', size: 9, hand: 'kalam', mark: 'x', creator: 'PDFescape Online', producer: 'PDFescape (www.pdfescape.com)',
  name: (_k, _h, n) => `untitled${n}` };

export function granite(f: Form, m: Merchant, r: Rng): void {
  const X = 30, W = 552;
  const df = r.pick<DateFmt>(['MM/DD/YYYY', 'M/D/YYYY']);
  f.text('GRANITE STREET FUNDING', X, 28, { font: 'Helvetica-Bold', size: 16, width: W, align: 'center' });
  f.text('Business Funding Application', X, 48, { font: 'Helvetica', size: 10, width: W, align: 'center' });
  f.line(X, 63, X + W, 63, { lw: 1.5 }); f.line(X, 66, X + W, 66, { lw: 0.5 });
  let y = 74;
  const sec = (t: string) => { f.text(t, X, y, { font: 'Helvetica-Bold', size: 9 }); y += 12; };
  // Boxes with the label inside, at the left, and the value after it.
  const row = (cells: [number, string, string | null | undefined, Truths?, boolean?][], h = 18) => {
    let cx = X;
    for (const [w, label, value, set, decoy] of cells) {
      f.rect(cx, y, w, h, { lw: 0.6 });
      f.text(label, cx + 3, y + h / 2 - 3, { size: 6.5, font: 'Helvetica-Bold', color: '#333' });
      const lw = f.doc.font('Helvetica-Bold').fontSize(6.5).widthOfString(label) + 6;
      f.value(value, cx + lw, y + 1, w - lw - 1, h - 2, { set, decoy });
      cx += w;
    }
    y += h;
  };
  const d = dba(m, r), tax = businessTax(m);
  sec('COMPANY INFORMATION');
  row([[330, 'Company Legal Name', m.legal, legalT(m)], [222, 'DBA', d.text, d.set]]);
  row([[300, 'Street Address', m.address.street], [130, 'City', m.address.city], [50, 'State', m.address.region, stateT(m)], [72, 'Zip', m.address.postal]]);
  row([[160, 'Phone', m.phone], [200, 'Email', m.email], [192, 'Web', m.website]]);
  row([[170, 'Tax ID', tax.text, tax.set], [190, 'Business Start Date', fmtDate(m.start, df), startT(m)], [192, 'Industry', m.industry.text, industryT(m)]]);
  const ents = [['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['LLC', 'llc'], ['C-Corp', 'c_corporation'],
    ['S-Corp', 's_corporation'], ['Non-Profit', 'nonprofit_corporation']] as const;
  const ent = entityOption(m, ents);
  f.rect(X, y, W, 18, { lw: 0.6 });
  f.text('Business Type (check one)', X + 3, y + 6, { size: 6.5, font: 'Helvetica-Bold', color: '#333' });
  let cx = X + 100;
  for (const [label, id] of ents) {
    f.rect(cx, y + 5, 8, 8, { lw: 0.6 }); f.check(cx, y + 5, 8, ent.label === label, { label, set: { type_of_entity: id } });
    f.text(label, cx + 11, y + 6, { size: 7.5 }); cx += 11 + f.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 14;
  }
  y += 18;
  row([[150, 'Own / Rent', m.own], [150, 'Monthly Rent', money(m.rent), undefined, true], [252, 'Landlord', m.own === 'Rent' ? m.landlord : 'N/A', undefined, m.own === 'Rent']]);
  y += 8;
  sec('FUNDING REQUEST');
  row([[200, 'Requested Funding', money(m.requested, { cents: true }), amountT(m)], [352, 'Purpose', m.use]]);
  row([[200, 'Monthly Gross Sales', money(m.monthlySales), undefined, true], [352, 'Current Advances (Funder / Balance)', m.advances.map((a) => `${a.funder} ${money(a.balance)}`).join(', '), undefined, true]]);
  const freqs = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Monthly', 'monthly']] as const;
  f.rect(X, y, W, 18, { lw: 0.6 });
  f.text('Preferred Payment Schedule', X + 3, y + 6, { size: 6.5, font: 'Helvetica-Bold', color: '#333' });
  // No Bi-Weekly box on this form: a bi-weekly merchant's box row stays empty (payment_frequency null).
  f.radio(freqs.map(([label, v], i) => {
    const x = X + 110 + i * 70; f.rect(x, y + 5, 8, 8, { lw: 0.6 }); f.text(label, x + 11, y + 6, { size: 7.5 });
    return { x, y: y + 5, s: 8, label, state: label, on: m.plan.freq === v, set: { payment_frequency: v } };
  }), 'schedule', false);
  y += 26;
  sec('OWNER / OFFICER INFORMATION (all owners of 20% or more)');
  const LW = 90, CWID = (W - LW) / 3;
  f.rect(X, y, W, 14, { fill: '#e8e8e8', lw: 0.6 });
  for (let i = 0; i < 3; i++) f.text(`Owner ${i + 1}`, X + LW + i * CWID + 4, y + 4, { font: 'Helvetica-Bold', size: 7.5 });
  y += 14;
  const masked = r.chance(0.3);
  const rows: [string, (i: number) => { text: string | null | undefined; set?: Truths; decoy?: boolean }][] = [
    ['Full Name', (i) => { const o = m.owners[i]; return { text: o ? fullName(o) : null, set: o ? nameT(i, o) : undefined }; }],
    ['Title', (i) => { const o = m.owners[i]; return { text: o?.title, set: o ? roleT(i, o) : undefined }; }],
    ['Ownership %', (i) => { const o = m.owners[i]; return { text: o ? `${o.pct}%` : null, set: o ? pctT(i, o) : undefined }; }],
    ['Date of Birth', (i) => { const o = m.owners[i]; return { text: o ? fmtDate(o.dob, df) : null, set: o ? dobT(i, o) : undefined }; }],
    ['SSN', (i) => { const o = m.owners[i]; const t = o ? ownerTax(i, o, masked) : null; return { text: t?.text, set: t?.set }; }],
    ['Home Address', (i) => ({ text: m.owners[i]?.home.street, decoy: true })],
    ['City, State, Zip', (i) => { const o = m.owners[i]; return { text: o ? `${o.home.city}, ${o.home.region} ${o.home.postal}` : null, decoy: true }; }],
    ['Cell Phone', (i) => ({ text: m.owners[i]?.cell, decoy: true })],
    ['Email', (i) => ({ text: m.owners[i]?.email })],
    ['Credit Score (est.)', (i) => { const o = m.owners[i]; return { text: o && r.chance(0.65) ? String(o.score) : null, set: o ? scoreT(i, o) : undefined }; }],
  ];
  for (const [label, get] of rows) {
    f.rect(X, y, LW, 17, { fill: '#f4f4f4', lw: 0.6 });
    f.text(label, X + 3, y + 5, { size: 7, font: 'Helvetica-Bold' });
    for (let i = 0; i < 3; i++) {
      const v = get(i);
      f.rect(X + LW + i * CWID, y, CWID, 17, { lw: 0.6 });
      f.value(v.text, X + LW + i * CWID, y, CWID, 17, { set: v.set, decoy: v.decoy });
    }
    y += 17;
  }
  y += 10;
  sec('BUSINESS BANK');
  row([[220, 'Bank', m.bank.name], [160, 'Routing #', m.bank.routing, undefined, true], [172, 'Account #', m.bank.account, undefined, true]]);
  y += 8;
  const yn = (q: string, yes: boolean) => {
    f.text(q, X, y + 1, { size: 7.5 });
    for (const [k, on] of [['Yes', yes], ['No', !yes]] as const) {
      const x = X + 330 + (k === 'Yes' ? 0 : 45);
      f.rect(x, y, 8, 8, { lw: 0.6 }); f.check(x, y, 8, on, { label: k, hint: q }); f.text(k, x + 11, y + 1, { size: 7.5 });
    }
    y += 13;
  };
  yn('Has the business or any owner ever filed for bankruptcy?', false);
  yn('Are there any open tax liens or judgments against the business?', r.chance(0.15));
  y += 4;
  f.text(authText('Granite Street Funding LLC'), X, y, { size: 6.6, width: W, align: 'justify' });
  y += 56;
  for (let i = 0; i < 3; i++) {
    const x = X + LW + i * CWID;
    f.line(x + 4, y + 16, x + CWID - 6, y + 16);
    if (m.owners[i]) f.signature(x + 8, y + 12, CWID - 20);
    f.text(`Owner ${i + 1} Signature / Date`, x + 4, y + 19, { size: 6.5, color: '#444' });
  }
  f.text('Signatures', X, y + 10, { size: 7.5, font: 'Helvetica-Bold' });
  country(f, m);
}

// ---------------------------------------------------------------------------------------------------------------
// 6. Atlas Merchant Funding: an old form, photocopied and faxed: capital labels on underlined blanks, years in
// business rather than a start date, owners in a ruled table written `LAST, FIRST`.
export const ATLAS_LOOK: Look = { typed: 'Courier', size: 10, hand: 'patrick', mark: 'x', creator: 'HP Digital Sending', producer: 'HP Digital Sending 4.2',
  name: (kind, hint, n) => (kind === 'text' ? hint.toUpperCase().replace(/[^A-Z0-9 #.]/g, '').trim() || 'undefined' : `Check Box${n}`) };

export function atlas(f: Form, m: Merchant, r: Rng): void {
  const X = 44, W = 524, FONT = 'Times-Roman', B = 'Times-Bold';
  // The copier: a grey edge, toner specks, the fax header.
  f.rect(0, 0, 9, 792, { fill: '#3a3a3a', stroke: 'none' });
  for (let i = 0; i < 140; i++) f.circle(r.float(12, 600), r.float(10, 785), r.float(0.2, 0.8), { fill: '#555' });
  f.text(f.decoy(`MAY-${String(r.int(1, 28)).padStart(2, '0')}-2025 ${r.int(8, 17)}:${String(r.int(10, 59))}`) + '      FROM: ATLAS MERCHANT FUNDING    718 555 0134      TO: 18665550111      P.001/001', 20, 8, { font: 'Courier', size: 7.5 });
  f.text('ATLAS MERCHANT FUNDING CORP.', X, 30, { font: B, size: 15, width: W, align: 'center' });
  f.text('APPLICATION FOR PURCHASE OF FUTURE RECEIVABLES', X, 49, { font: B, size: 10, width: W, align: 'center' });
  f.text('65-14 Woodhaven Blvd., Rego Park, NY 11374  ·  Tel 718-555-0134  ·  Fax 866-555-0111', X, 63, { font: FONT, size: 8, width: W, align: 'center' });
  let y = 86;
  const blanks = (parts: [string, number, string | null | undefined, Truths?, boolean?][]) => {
    let x = X;
    for (const [label, w, value, set, decoy] of parts) {
      f.text(label, x, y + 4, { font: FONT, size: 8.5 });
      x += f.doc.font(FONT).fontSize(8.5).widthOfString(label) + 2;
      const ww = w < 0 ? X + W - x : w;
      f.line(x, y + 13, x + ww, y + 13, { lw: 0.7 });
      f.value(value, x, y - 1, ww, 14, { set, decoy, hint: label });
      x += ww + 8;
    }
    y += 20;
  };
  const d = dba(m, r), tax = businessTax(m, r.chance(0.5) && m.taxType === 'EIN');
  const up = r.chance(0.5);
  const U = (s: string | null) => (s && up ? s.toUpperCase() : s);
  blanks([['LEGAL NAME OF BUSINESS', -1, U(m.legal), { legal_name: U(m.legal) }]]);
  blanks([['D/B/A', -1, U(d.text), d.set.trade_name ? { trade_name: U(m.dba) } : {}]]);
  blanks([['BUSINESS ADDRESS', 210, m.address.street], ['CITY', 90, m.address.city], ['STATE', 30, m.address.region, stateT(m)], ['ZIP', -1, m.address.postal]]);
  blanks([['TELEPHONE', 120, m.phone], ['FAX', 110, ''], ['E-MAIL', -1, m.email]]);
  blanks([['FEDERAL I.D. #', 110, tax.text, tax.set], ['TYPE OF ENTITY', 100, U(m.entity.text), entityT(m)], ['STATE INC.', -1, m.incState, undefined, m.incState !== m.address.region]]);
  blanks([['YEARS IN BUSINESS', 50, String(m.years)], ['YEARS AT THIS LOCATION', 50, String(Math.max(1, m.years - r.int(0, 4)))], ['NO. OF EMPLOYEES', -1, String(m.employees)]]);
  blanks([['TYPE OF BUSINESS', -1, U(m.industry.text), industryT(m)]]);
  blanks([['AMOUNT OF ADVANCE REQUESTED  $', 110, money(m.requested, { sign: false, cents: r.chance(0.5) }), amountT(m)], ['PURPOSE', -1, m.use]]);
  blanks([['AVERAGE MONTHLY CREDIT CARD SALES  $', 110, money(Math.round(m.monthlySales * 0.6), { sign: false }), undefined, true]]);
  f.text('SEASONAL BUSINESS?', X + 320, y - 16, { font: FONT, size: 8.5 });
  for (const [k, dx, on] of [['YES', 420, false], ['NO', 460, true]] as const) {
    f.rect(X + dx, y - 17, 8, 8, { lw: 0.7 }); f.check(X + dx, y - 17, 8, on, { label: k, hint: 'seasonal' }); f.text(k, X + dx + 11, y - 16, { font: FONT, size: 8 });
  }
  y += 6;
  f.text('OFFICERS / OWNERS', X, y, { font: B, size: 9 });
  y += 13;
  const cols = [['NAME (LAST, FIRST)', 170], ['TITLE', 100], ['% OWNED', 50], ['SOC. SEC. NO.', 110], ['DATE OF BIRTH', 94]] as const;
  let x = X;
  for (const [h, w] of cols) { f.rect(x, y, w, 13, { lw: 0.7 }); f.text(h, x + 3, y + 3, { font: B, size: 7 }); x += w; }
  y += 13;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    const t = o ? ownerTax(i, o, r.chance(0.3)) : null;
    const vals: [string | null | undefined, Truths | undefined][] = [
      [o ? U(`${o.last}, ${o.first}${o.middle ? ` ${o.middle}` : ''}`) : null, o ? { [`applicants[${i}].first_name`]: U(o.first), [`applicants[${i}].last_name`]: U(o.last) } : undefined],
      [o ? U(o.title) : null, o ? { [`applicants[${i}].role`]: U(o.title) } : undefined], [o ? String(o.pct) : null, o ? pctT(i, o) : undefined],
      [t?.text, t?.set], [o ? fmtDate(o.dob, 'MM/DD/YY') : null, o ? dobT(i, o) : undefined]];
    x = X;
    cols.forEach(([, w], j) => { f.rect(x, y, w, 17, { lw: 0.7 }); f.value(vals[j]![0], x, y + 1, w, 15, { set: vals[j]![1], hint: j ? '' : `OWNER ${i + 1}` }); x += w; });
    y += 17;
  }
  y += 8;
  const home = m.owners[0]!.home;
  blanks([['HOME ADDRESS OF PRINCIPAL OWNER', -1, `${home.street}, ${home.city}, ${home.region} ${home.postal}`, undefined, true]]);
  blanks([['BANK', 150, m.bank.name], ['ACCT. #', -1, m.bank.account, undefined, true]]);
  blanks([['LANDLORD / MORTGAGE HOLDER', 190, m.own === 'Rent' ? m.landlord : 'OWN', undefined, m.own === 'Rent'], ['PHONE', -1, m.own === 'Rent' ? m.landlordPhone : '', undefined, true]]);
  blanks([['TRADE REFERENCE', 190, m.reference.name, undefined, true], ['PHONE', -1, m.reference.phone, undefined, true]]);
  const a = m.advances[0];
  blanks([['PRESENT FUNDER (IF ANY)', 190, a ? a.funder : 'NONE', undefined, !!a], ['BALANCE  $', -1, a ? money(a.balance, { sign: false }) : '', undefined, true]]);
  y += 6;
  f.text(authText('Atlas Merchant Funding Corp.').toUpperCase(), X, y, { font: FONT, size: 6.8, width: W, align: 'justify' });
  y += 62;
  for (let i = 0; i < 2; i++) {
    const signed = i < m.owners.length;
    blanks([['SIGNATURE', 200, null], ['TITLE', 90, null], ['DATE', -1, signed ? f.decoy(fmtDate({ y: 2025, m: r.int(1, 6), d: r.int(1, 28) }, 'MM/DD/YY')) : null]]);
    if (signed) f.signature(X + 60, y - 9, 180);
  }
  f.text('FORM AMF-100 (REV. 6/09)', X, 770, { font: FONT, size: 7 });
  country(f, m);
}
