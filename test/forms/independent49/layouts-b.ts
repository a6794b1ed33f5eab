// Set 49, layouts 3-4: an online form builder's submission printed to PDF from the browser, and a two-column broker form.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fullName, money, type DateFmt, type Merchant } from './data.ts';
import type { Form, Look, Truths } from './draw.ts';
import {
  amountT, authText, businessTax, country, dba, dobT, entityOption, firstT, industryT, lastT, legalT, nameT, ownerTax, pctT, roleT, scoreT, startT,
  stateT,
} from './common.ts';

// ---------------------------------------------------------------------------------------------------------------
// 3. Lumen Lending Partners: a web form (builder-made), printed to PDF from the browser: questions above rounded
// inputs, sub-labels under them, radio circles, the browser's print header and footer.
const camel = (s: string) => s.replace(/[^A-Za-z0-9 ]/g, '').split(' ').filter(Boolean).slice(0, 3).map((w, i) => (i ? w[0]!.toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase())).join('');
export const LUMEN_LOOK: Look = { typed: 'Helvetica', size: 9.5, hand: 'kalam', mark: 'dot', creator: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0.0.0',
  producer: 'Skia/PDF m124', name: (kind, hint, n) => `q${n}_${camel(hint) || (kind === 'text' ? 'input' : 'choice')}` };

export function lumen(f: Form, m: Merchant, r: Rng): void {
  const X = 60, W = 492, INK = '#2c3345', GREY = '#8a91a3';
  let y = 0, page = 0, lastQ = '';
  const printed = f.decoy(`${r.int(1, 6)}/${r.int(1, 28)}/25, ${r.int(8, 11)}:${String(r.int(10, 59))} AM`);
  const chrome = () => {
    page++;
    f.text(printed, 22, 14, { size: 7, font: 'Helvetica' });
    f.text('Business Funding Application - Lumen Lending Partners', 200, 14, { size: 7 });
    f.text('https://forms.lumenlending.co/submission/241558830012345', 22, 770, { size: 7 });
    f.text(`${page}/${m.owners.length + 1}`, 566, 770, { size: 7 });
    y = 40;
  };
  const q = (label: string, required = false) => { lastQ = label; f.text(label + (required ? ' *' : ''), X, y, { font: 'Helvetica-Bold', size: 9, color: INK }); y += 13; };
  // Inputs side by side: [width, sub-label, value, truth]
  const inputs = (cells: [number, string, string | null | undefined, Truths?, boolean?][], h = 22) => {
    let cx = X;
    for (const [w, sub, value, set, decoy] of cells) {
      f.rect(cx, y, w - 10, h, { stroke: '#c3cad8', r: 3, lw: 0.8 });
      f.value(value, cx + 3, y, w - 16, h, { set, decoy, hint: sub && sub.length > 2 ? `${lastQ} ${sub}` : lastQ });
      if (sub) f.text(sub, cx, y + h + 3, { size: 7, color: GREY });
      cx += w;
    }
    y += h + (cells.some((c) => c[1]) ? 17 : 10);
  };
  const radios = (opts: { label: string; on: boolean; set?: Truths }[], hint: string, per = 4) => {
    const list = opts.map((o, i) => {
      const x = X + (i % per) * 122, yy = y + Math.floor(i / per) * 16;
      f.circle(x + 5, yy + 5, 5, { stroke: '#9aa3b5' });
      f.text(o.label, x + 15, yy + 1.5, { size: 9, color: INK });
      return { x, y: yy, s: 10, label: o.label, state: o.label.replace(/[^A-Za-z0-9]/g, ''), on: o.on, set: o.set };
    });
    f.radio(list, hint);
    y += Math.ceil(opts.length / per) * 16 + 8;
  };
  chrome();
  f.rect(X - 20, y, W + 40, 58, { fill: '#f3f5fa', stroke: 'none' });
  f.text('LUMEN', X, y + 12, { font: 'Helvetica-Bold', size: 20, color: '#5b3cc4' });
  f.text('Business Funding Application', X + 90, y + 10, { font: 'Helvetica-Bold', size: 16, color: INK });
  f.text('Takes about 5 minutes. Funding decisions in as little as 24 hours.', X + 90, y + 32, { size: 8.5, color: GREY });
  y += 74;
  const d = dba(m, r), tax = businessTax(m, r.chance(0.3));
  q('Legal Business Name', true); inputs([[W, '', m.legal, legalT(m)]]);
  q('DBA (if different)'); inputs([[W, '', d.text || null, d.set]]);
  q('Business Address', true);
  inputs([[W, 'Street Address', m.address.street]]);
  inputs([[200, 'City', m.address.city], [150, 'State', m.address.region, stateT(m)], [142, 'Zip Code', m.address.postal]]);
  lastQ = 'Business Contact'; f.text('Business Phone', X, y, { font: 'Helvetica-Bold', size: 9, color: INK }); f.text('Business Email', X + 246, y, { font: 'Helvetica-Bold', size: 9, color: INK }); y += 13;
  inputs([[246, '', m.phone], [246, '', m.email]]);
  lastQ = 'Tax ID Start'; f.text('Federal Tax ID / EIN *', X, y, { font: 'Helvetica-Bold', size: 9, color: INK }); f.text('Business Start Date', X + 246, y, { font: 'Helvetica-Bold', size: 9, color: INK }); y += 13;
  inputs([[246, '', tax.text, tax.set], [246, 'MM-DD-YYYY', fmtDate(m.start, 'MM-DD-YYYY'), startT(m)]]);
  q('Business Entity Type', true);
  const ents = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership']] as const;
  const ent = entityOption(m, ents);
  radios([...ents.map(([label, id]) => ({ label, on: ent.label === label, set: { type_of_entity: id } })), { label: 'Other', on: !!ent.other, set: { type_of_entity: m.entity.id } }], 'entityType');
  if (ent.other) { y -= 4; inputs([[246, 'Please specify', ent.other, { type_of_entity: m.entity.id }]]); }
  q('What industry is your business in?', true); inputs([[W, '', m.industry.text, industryT(m)]]);
  q('How much funding are you looking for?', true); inputs([[246, 'USD', String(m.requested), amountT(m)]]);
  q('What will you use the funds for?'); inputs([[W, '', m.use]], 34);
  q('Average Monthly Gross Revenue'); inputs([[246, 'USD', String(m.monthlySales), undefined, true]]);
  f.addPage(); chrome();
  q('Do you currently have any open cash advances or business loans?');
  radios([{ label: 'Yes', on: m.advances.length > 0 }, { label: 'No', on: m.advances.length === 0 }], 'openAdvances');
  if (m.advances.length) { q('If yes, list the funder(s) and remaining balance(s)'); inputs([[W, '', m.advances.map((a) => `${a.funder} ${money(a.balance)}`).join(', '), undefined, true]], 34); }
  for (let i = 0; i < m.owners.length; i++) {
    const o = m.owners[i]!;
    if (i > 0) { f.addPage(); chrome(); }
    f.rect(X - 20, y, W + 40, 1, { fill: '#e2e5ee', stroke: 'none' });
    y += 10;
    f.text(i === 0 ? 'Owner Information' : 'Additional Owner', X, y, { font: 'Helvetica-Bold', size: 12, color: INK }); y += 20;
    q(i === 0 ? 'Owner Name' : 'Owner 2 Name', true);
    inputs([[246, 'First Name', o.first, firstT(i, o)], [246, 'Last Name', o.last, lastT(i, o)]]);
    const t = ownerTax(i, o, false);
    lastQ = `Owner ${i + 1}`; f.text('Title', X, y, { font: 'Helvetica-Bold', size: 9, color: INK }); f.text('Ownership Percentage', X + 246, y, { font: 'Helvetica-Bold', size: 9, color: INK }); y += 13;
    inputs([[246, '', o.title, roleT(i, o)], [246, '%', String(o.pct), pctT(i, o)]]);
    f.text('Date of Birth', X, y, { font: 'Helvetica-Bold', size: 9, color: INK }); f.text('Social Security Number', X + 246, y, { font: 'Helvetica-Bold', size: 9, color: INK }); y += 13;
    inputs([[246, 'MM-DD-YYYY', fmtDate(o.dob, 'MM-DD-YYYY'), dobT(i, o)], [246, '', t.text, t.set]]);
    // A range, not a score: the truth's credit score stays null.
    q('Estimated Credit Score');
    const band = o.score < 600 ? 'Below 600' : o.score < 650 ? '600 - 649' : o.score < 700 ? '650 - 699' : '700+';
    radios(['Below 600', '600 - 649', '650 - 699', '700+'].map((label) => ({ label, on: band === label })), 'creditScore');
    q('Home Address');
    inputs([[220, 'Street Address', o.home.street, undefined, true], [120, 'City', o.home.city, undefined, true],
      [70, 'State', o.home.region, undefined, o.home.region !== m.address.region], [82, 'Zip Code', o.home.postal, undefined, true]]);
  }
  q('Referred by (ISO / agent name)'); inputs([[W, '', `${m.iso.name} - ${m.iso.company}`, undefined, true]]);
  f.text(authText('Lumen Lending Partners'), X, y, { size: 7.5, width: W, color: GREY });
  y += 62;
  f.rect(X, y, 11, 11, { stroke: '#9aa3b5', r: 2 });
  f.check(X, y, 11, true, { label: 'I agree', hint: 'consent' });
  f.text('I have read and agree to the authorization above.', X + 17, y + 2, { size: 9, color: INK });
  y += 22;
  q('Signature', true);
  f.rect(X, y, 246, 44, { stroke: '#c3cad8', r: 3 });
  f.signature(X + 15, y + 30, 200);
  y += 54;
  country(f, m);
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Harborline Merchant Services: two columns, labels left of an underlined blank, business on the left, request and
// owners on the right.
export const HARBORLINE_LOOK: Look = { typed: 'Helvetica', size: 9, hand: 'patrick', mark: 'x', creator: 'Adobe InDesign 18.5 (Windows)',
  producer: 'Adobe PDF Library 17.0', name: (kind, hint, n) => (kind === 'text' ? `fill_${n}` : `chk_${camel(hint)}`) };

export function harborline(f: Form, m: Merchant, r: Rng): void {
  const L = 36, R = 318, CW = 258, NAVY = '#12355b';
  const df = r.pick<DateFmt>(['Month D, YYYY', 'Mon D, YYYY', 'MM/DD/YYYY']);
  f.rect(0, 0, 612, 62, { fill: NAVY, stroke: 'none' });
  f.text('HARBORLINE', L, 18, { font: 'Helvetica-Bold', size: 20, color: 'white' });
  f.text('MERCHANT SERVICES', L + 2, 41, { font: 'Helvetica', size: 8, color: '#a9c4e4' });
  f.text('Merchant Cash Advance Application', 300, 20, { font: 'Helvetica-Bold', size: 13, color: 'white', width: 276, align: 'right' });
  f.text('Please complete all fields. Incomplete applications delay funding.', 300, 39, { size: 7.5, color: '#a9c4e4', width: 276, align: 'right' });
  const cols = [{ x: L, y: 76 }, { x: R, y: 76 }];
  const head = (c: number, t: string) => { const k = cols[c]!; f.text(t, k.x, k.y, { font: 'Helvetica-Bold', size: 9, color: NAVY }); f.line(k.x, k.y + 11, k.x + CW, k.y + 11, { lw: 1.2, color: NAVY }); k.y += 17; };
  // One line of label + underlined blanks: [label, width of blank, value, truth, decoy?]
  const line = (c: number, parts: [string, number, string | null | undefined, Truths?, boolean?][]) => {
    const k = cols[c]!;
    let x = k.x;
    for (const [label, w, value, set, decoy] of parts) {
      f.text(label, x, k.y + 5, { size: 7.5 });
      x += f.doc.font('Helvetica').fontSize(7.5).widthOfString(label) + 3;
      f.line(x, k.y + 14, x + w, k.y + 14, { lw: 0.5 });
      f.value(value, x, k.y, w, 14, { set, decoy, hint: label });
      x += w + 6;
    }
    k.y += 18;
  };
  const d = dba(m, r), tax = businessTax(m);
  const rest = (c: number, label: string) => CW - f.doc.font('Helvetica').fontSize(7.5).widthOfString(label) - 3;
  head(0, 'BUSINESS INFORMATION');
  line(0, [['Legal Name:', rest(0, 'Legal Name:'), m.legal, legalT(m)]]);
  line(0, [['DBA:', rest(0, 'DBA:'), d.text, d.set]]);
  line(0, [['Address:', rest(0, 'Address:'), m.address.street]]);
  line(0, [['City:', 100, m.address.city], ['State:', 28, m.address.region, stateT(m)], ['Zip:', 55, m.address.postal]]);
  line(0, [['Phone:', 88, m.phone], ['Fax:', 117, '']]);
  line(0, [['Email:', rest(0, 'Email:'), m.email]]);
  line(0, [['Website:', rest(0, 'Website:'), m.website]]);
  line(0, [['EIN / Tax ID:', 90, tax.text, tax.set], ['# Employees:', 52, String(m.employees)]]);
  line(0, [['Date Established:', rest(0, 'Date Established:'), fmtDate(m.start, df), startT(m)]]);
  line(0, [['State of Organization:', rest(0, 'State of Organization:'), m.incState, undefined, m.incState !== m.address.region]]);
  const ents = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Sole Prop.', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['LLP', 'llp']] as const;
  const ent = entityOption(m, ents);
  const k0 = cols[0]!;
  f.text('Entity:', L, k0.y + 3, { size: 7.5 });
  [...ents, ['Other', m.entity.id] as const].forEach(([label, id], i) => {
    const x = L + 32 + (i % 3) * 76, yy = k0.y + 2 + Math.floor(i / 3) * 13;
    f.rect(x, yy, 8, 8, { lw: 0.6 });
    const on = label === 'Other' ? !!ent.other : ent.label === label;
    f.check(x, yy, 8, on, { label, set: { type_of_entity: id }, hint: label });
    f.text(label, x + 11, yy + 1, { size: 7.5 });
  });
  k0.y += 28;
  line(0, [['If other, specify:', rest(0, 'If other, specify:'), ent.other, { type_of_entity: m.entity.id }]]);
  line(0, [['Nature of Business:', rest(0, 'Nature of Business:'), m.industry.text, industryT(m)]]);
  line(0, [['Own/Rent:', 50, m.own], ['Monthly Rent:', rest(0, 'Own/Rent:') - 115, money(m.rent), undefined, true]]);
  line(0, [['Landlord:', rest(0, 'Landlord:'), m.own === 'Rent' ? m.landlord : '', undefined, true]]);
  line(0, [['Landlord Phone:', rest(0, 'Landlord Phone:'), m.own === 'Rent' ? m.landlordPhone : '', undefined, true]]);
  k0.y += 6;
  head(0, 'TRADE REFERENCE');
  line(0, [['Company:', rest(0, 'Company:'), m.reference.name, undefined, true]]);
  line(0, [['Phone:', rest(0, 'Phone:'), m.reference.phone, undefined, true]]);
  head(1, 'FUNDING REQUEST');
  line(1, [['Amount Requested ($):', rest(1, 'Amount Requested ($):'), money(m.requested, { sign: false }), amountT(m)]]);
  line(1, [['Purpose of Funds:', rest(1, 'Purpose of Funds:'), m.use]]);
  line(1, [['Monthly Bank Deposits ($):', rest(1, 'Monthly Bank Deposits ($):'), money(m.monthlySales, { sign: false }), undefined, true]]);
  const a = m.advances[0];
  line(1, [['Current Funder:', 100, a?.funder ?? 'None', undefined, !!a], ['Balance:', rest(1, 'Current Funder:') - 148, a ? money(a.balance) : '', undefined, true]]);
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    cols[1]!.y += 4;
    head(1, `OWNER / PRINCIPAL #${i + 1}`);
    const t = o ? ownerTax(i, o, r.chance(0.2)) : null;
    line(1, [['Name:', rest(1, 'Name:'), o ? fullName(o) : null, o ? nameT(i, o) : undefined]]);
    line(1, [['Title:', 110, o?.title, o ? roleT(i, o) : undefined], ['Ownership %:', 62, o ? `${o.pct}%` : null, o ? pctT(i, o) : undefined]]);
    line(1, [['Home Address:', rest(1, 'Home Address:'), o ? `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}` : null, undefined, true]]);
    line(1, [['SSN:', 90, t?.text, t?.set], ['DOB:', 96, o ? fmtDate(o.dob, df) : null, o ? dobT(i, o) : undefined]]);
    line(1, [['Cell:', 90, o?.cell, undefined, true], ['Credit Score:', 66, o && r.chance(0.7) ? String(o.score) : null, o ? scoreT(i, o) : undefined]]);
  }
  let y = Math.max(cols[0]!.y, cols[1]!.y) + 8;
  f.rect(L, y, 540, 14, { fill: '#e6edf5', stroke: 'none' });
  f.text('AUTHORIZATION', L + 4, y + 3.5, { font: 'Helvetica-Bold', size: 8, color: NAVY });
  f.text(authText('Harborline Merchant Services, Inc.'), L, y + 20, { size: 6.8, width: 540, align: 'justify' });
  y += 76;
  for (let i = 0; i < 2; i++) {
    const x = i ? R : L, o = m.owners[i];
    f.line(x, y + 18, x + 160, y + 18); f.line(x + 172, y + 18, x + CW, y + 18);
    if (o) { f.signature(x + 8, y + 14, 140); f.value(f.decoy(fmtDate({ y: 2025, m: r.int(1, 6), d: r.int(1, 28) }, 'MM/DD/YYYY')), x + 172, y + 3, CW - 172, 14); }
    f.text(`Owner #${i + 1} Signature`, x, y + 21, { size: 6.5, color: '#444' }); f.text('Date', x + 172, y + 21, { size: 6.5, color: '#444' });
  }
  f.rect(L, 736, 540, 24, { stroke: '#999', lw: 0.5 });
  f.text('FOR OFFICE USE ONLY', L + 4, 740, { font: 'Helvetica-Bold', size: 6.5, color: '#666' });
  f.text('ISO Rep:', L + 120, 746, { size: 7.5 }); f.value(m.iso.name, L + 152, 741, 140, 14, { decoy: true });
  f.text('ISO Code:', L + 320, 746, { size: 7.5 }); f.value(f.decoy(`HMS-${r.int(100, 999)}`), L + 356, 741, 80, 14);
  country(f, m);
}
