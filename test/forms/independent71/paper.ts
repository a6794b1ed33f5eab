// Classic paper ISO forms: Golden Gate Merchant Funding's boxed two-pager (entity checkbox row) and Front Range
// Advance Co.'s underlined one-pager (payment-frequency checkbox row, owners' table).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtPhone, money, type Deal, type Owner } from './data.ts';
import type { Sheet } from './sheet.ts';
import {
  amtP, dateText, dbaP, dobP, entP, ficoP, FREQ, indP, legalP, nameP, nameText, nP, payP, pctP, roleP, ssnP, ssnText, startP, stateP,
  taxP, taxText, type Item,
} from './common.ts';

const BOXES: [string, string][] = [['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['LLC', 'llc'],
  ['Corporation', 'c_corporation'], ['S Corp', 's_corporation']];

/** Golden Gate Merchant Funding (San Francisco): labelled boxes, an entity checkbox row, owners and signatures on page 2. */
export function goldenGate(s: Sheet, d: Deal, rng: Rng): void {
  const box = (x: number, y: number, w: number, it: Item, h = 24) => {
    s.rect(x, y, w, h, { lw: 0.7 });
    s.label(it.l, x + 3, y + 2.5, { size: 6, color: '#222' });
    s.val(it.v, x + 5, y + 12, it.p === undefined ? null : it.p, { key: it.p === undefined ? 'ctx' : it.key ?? it.l, size: 9, w: w - 8 });
  };
  const row = (y: number, cells: [number, Item][]) => { let x = 36; for (const [w, it] of cells) { box(x, y, w, it); x += w; } };
  const bar = (t: string, y: number) => s.bar(t, 36, y, 540, { fill: '#111', h: 13, size: 8 });
  s.label('GOLDEN GATE MERCHANT FUNDING', 36, 30, { bold: true, size: 15 });
  s.label('Business Cash Advance Application', 36, 49, { size: 10 });
  s.label('ISO / Agent #: ________', 460, 34, { size: 8 });
  bar('BUSINESS INFORMATION', 66);
  row(79, [[330, { l: 'CORPORATE / LEGAL NAME', v: d.legal, p: legalP(d) }], [210, { l: 'DBA (IF DIFFERENT)', v: d.dba, p: dbaP(d) }]]);
  row(103, [[260, { l: 'PHYSICAL ADDRESS (NO P.O. BOX)', v: d.addr.street }], [140, { l: 'CITY', v: d.addr.city }],
    [60, { l: 'STATE', v: d.addr.state, p: stateP(d) }], [80, { l: 'ZIP', v: d.addr.zip }]]);
  row(127, [[120, { l: 'FEDERAL TAX ID', v: taxText(d), p: taxP(d) }], [110, { l: 'BUSINESS START DATE', v: dateText(d.start, 'short'), p: startP(d) }],
    [90, { l: 'STATE OF INC.', v: d.stateInc, p: null, key: 'state_of_incorporation' }], [130, { l: 'BUSINESS PHONE', v: fmtPhone(d.phone) }],
    [90, { l: '# EMPLOYEES', v: String(d.employees) }]]);
  s.rect(36, 151, 540, 20, { lw: 0.7 });
  s.label('ENTITY TYPE:', 40, 158, { size: 7, bold: true });
  const hit = BOXES.find(([, id]) => id === d.entity.id);
  let x = 100;
  for (const [lab] of BOXES) { s.check(x, 157, lab, hit?.[0] === lab, entP(d), { key: 'entity' }); x += s.doc.font('Helvetica').fontSize(8).widthOfString(lab) + 22; }
  s.check(x, 157, 'Other:', !hit, null, { key: 'entity' });
  s.line(x + 40, 166, 572, 166);
  if (!hit) s.val(d.entity.text, x + 44, 156, entP(d), { size: 9, w: 572 - x - 46 });
  row(171, [[330, { l: 'TYPE OF BUSINESS / PRODUCTS SOLD', v: d.industry.text, p: indP(d) }], [210, { l: 'WEBSITE', v: d.website }]]);
  row(195, [[150, { l: 'AMOUNT REQUESTED', v: money(d.amount), p: amtP(d) }], [240, { l: 'USE OF FUNDS', v: d.use.length > 38 ? 'Working capital / inventory' : d.use }],
    [150, { l: 'GROSS MONTHLY SALES', v: money(d.monthly) }]]);
  s.rect(36, 219, 540, 24, { lw: 0.7 });
  s.label('PROPERTY:', 40, 228, { size: 7, bold: true });
  s.check(90, 227, 'Own', d.ownRent === 'Own'); s.check(130, 227, 'Rent', d.ownRent === 'Rent');
  box(180, 219, 200, { l: 'LANDLORD / MORTGAGE HOLDER', v: d.ownRent === 'Rent' ? d.landlord.name : '', p: null, key: 'landlord' });
  box(380, 219, 110, { l: 'LANDLORD PHONE', v: d.ownRent === 'Rent' ? fmtPhone(d.landlord.phone) : '', p: null, key: 'landlord_phone' });
  box(490, 219, 86, { l: 'MONTHLY RENT', v: money(d.rent), p: null, key: 'rent' });
  const owner = (y: number, o: Owner | undefined, i: number) => {
    bar(`OWNER / GUARANTOR #${i + 1}`, y);
    row(y + 13, [[250, { l: 'OWNER NAME', v: o ? nameText(o, 'first') : '', p: o ? nameP(i, o) : null }],
      [130, { l: 'TITLE', v: o?.title ?? '', p: o ? roleP(i, o) : null }],
      [80, { l: 'OWNERSHIP %', v: o ? `${o.pct}%` : '', p: o ? pctP(i, o) : null }],
      [80, { l: 'CREDIT SCORE (EST.)', v: o?.fico ? String(o.fico) : '', p: o ? ficoP(i, o) : null }]]);
    row(y + 37, [[300, { l: 'HOME ADDRESS', v: o?.home.street ?? '', p: null, key: 'owner_home' }],
      [240, { l: 'CITY / STATE / ZIP', v: o ? `${o.home.city}, ${o.home.state} ${o.home.zip}` : '', p: null, key: 'owner_home' }]]);
    row(y + 61, [[130, { l: 'SOCIAL SECURITY #', v: o ? ssnText(o, 'XXX-XX') : '', p: o ? ssnP(i, o) : null }],
      [110, { l: 'DATE OF BIRTH', v: o ? dateText(o.dob, 'us') : '', p: o ? dobP(i, o) : null }],
      [130, { l: 'CELL PHONE', v: o ? fmtPhone(o.phone) : '' }], [170, { l: 'EMAIL', v: o?.email ?? '' }]]);
  };
  owner(255, d.owners[0], 0);
  s.label('Golden Gate Merchant Funding  ·  GGMF-APP 2021  ·  Page 1 of 2', 36, 760, { size: 6.5, color: '#555' });
  s.newPage();
  owner(36, d.owners[1], 1);
  let y = 130;
  if (d.owners[2]) { owner(y, d.owners[2], 2); y += 94; }
  bar('TRADE REFERENCES & BANK', y);
  row(y + 13, [[200, { l: 'TRADE REFERENCE', v: d.refs[0]!.name, p: null, key: 'reference' }], [130, { l: 'PHONE', v: fmtPhone(d.refs[0]!.phone), p: null, key: 'reference_phone' }],
    [210, { l: 'BANK NAME', v: d.bank.name, p: null, key: 'bank' }]]);
  row(y + 37, [[200, { l: 'TRADE REFERENCE', v: d.refs[1]!.name, p: null, key: 'reference' }], [130, { l: 'PHONE', v: fmtPhone(d.refs[1]!.phone), p: null, key: 'reference_phone' }],
    [105, { l: 'ROUTING #', v: d.bank.routing, p: null, key: 'routing' }], [105, { l: 'ACCOUNT #', v: d.bank.account, p: null, key: 'account' }]]);
  y += 72;
  s.label('AUTHORIZATION: The undersigned certify that all information herein is true and complete and authorize Golden Gate Merchant ' +
    'Funding, its assigns and funding partners to obtain credit reports, business and personal, and to contact the references listed. A ' +
    'photocopy or electronic copy of this authorization is as valid as the original.', 36, y, { size: 7, w: 540 });
  y += 44;
  d.owners.forEach((o, i) => {
    s.line(36, y + 14, 220, y + 14); s.line(236, y + 14, 420, y + 14); s.line(436, y + 14, 576, y + 14);
    s.label(`Signature (Owner ${i + 1})`, 36, y + 17, { size: 6.5 }); s.label('Print Name', 236, y + 17, { size: 6.5 }); s.label('Date', 436, y + 17, { size: 6.5 });
    s.val(`${o.first} ${o.last}`, 240, y + 2, null, { key: 'ctx', size: 9 });
    s.val(dateText(d.signed, 'us'), 440, y + 2, null, { key: 'signed_date', size: 9 });
    y += 32;
  });
  bar('FOR ISO USE ONLY', y + 6);
  row(y + 19, [[200, { l: 'ISO COMPANY', v: rng.pick(['Bay Area Biz Capital', 'Westside Funding Source', 'Coastline ISO Partners']), p: null, key: 'iso_company' }],
    [170, { l: 'SALES REP', v: d.iso.rep, p: null, key: 'iso_rep' }], [170, { l: 'REP PHONE', v: fmtPhone(d.iso.phone), p: null, key: 'iso_phone' }]]);
  s.label('Golden Gate Merchant Funding  ·  GGMF-APP 2021  ·  Page 2 of 2', 36, 760, { size: 6.5, color: '#555' });
}

/** Front Range Advance Co. (Denver): label + underline fields, a payment-frequency checkbox row, owners' table. */
export function frontRange(s: Sheet, d: Deal, rng: Rng): void {
  const hq = '1550 Wewatta St, Suite 400, Denver, CO 80202';
  s.label('FRONT RANGE ADVANCE CO.', 0, 28, { bold: true, size: 16, w: 612, align: 'center' });
  s.label(`Merchant Funding Application  ·  ${hq}  ·  (303) 555-0142`, 0, 48, { size: 8, w: 612, align: 'center' });
  s.decoys.push({ key: 'broker_address', text: hq });
  const f = (l: string, x: number, y: number, x2: number, it: Omit<Item, 'l'>) => {
    s.label(l, x, y, { size: 8, bold: true });
    const lx = x + s.doc.font('Helvetica-Bold').fontSize(8).widthOfString(l) + 4;
    s.line(lx, y + 9, x2, y + 9);
    s.val(it.v, lx + 3, y - 1, it.p === undefined ? null : it.p, { key: it.p === undefined ? 'ctx' : it.key ?? l, size: 9, w: x2 - lx - 4 });
  };
  const head = (t: string, y: number) => { s.label(t, 36, y, { bold: true, size: 9.5 }); s.line(36, y + 12, 576, y + 12, { lw: 1.2 }); };
  head('BUSINESS', 70);
  f('Legal Name of Business:', 36, 92, 576, { v: d.legal, p: legalP(d) });
  f('D/B/A:', 36, 112, 330, { v: d.dba, p: dbaP(d) });
  f('Federal Tax ID #:', 340, 112, 576, { v: taxText(d), p: taxP(d) });
  f('Business Address:', 36, 132, 330, { v: d.addr.street });
  f('City:', 336, 132, 456, { v: d.addr.city });
  f('State:', 462, 132, 510, { v: d.addr.state, p: stateP(d) });
  f('Zip:', 516, 132, 576, { v: d.addr.zip });
  f('Type of Entity:', 36, 152, 300, { v: d.entity.text, p: entP(d) });
  f('Date Business Started:', 306, 152, 576, { v: dateText(d.start, rng.pick(['long', 'us'] as const)), p: startP(d) });
  f('Description of Business:', 36, 172, 576, { v: d.industry.text, p: indP(d) });
  head('FUNDING REQUEST', 198);
  f('Amount Requested:', 36, 220, 220, { v: money(d.amount), p: amtP(d) });
  f('Desired Payment:', 226, 220, 400, { v: money(d.payment, true), p: payP(d) });
  f('# of Payments:', 406, 220, 576, { v: String(d.nPayments), p: nP(d) });
  s.label('Payment Frequency:', 36, 242, { size: 8, bold: true });
  let x = 130;
  for (const k of ['daily', 'weekly', 'biweekly', 'monthly'] as const) { s.check(x, 241, FREQ[k], d.freq === k, { payment_frequency: k }, { key: 'freq' }); x += 70; }
  head('OWNERS (ALL OWNERS OF 20% OR MORE)', 266);
  const cols: [string, number][] = [['Owner Name', 130], ['Title', 70], ['%', 34], ['SSN', 80], ['Date of Birth', 70], ['Home Address', 156]];
  x = 36;
  for (const [h, w] of cols) { s.rect(x, 284, w, 14, { fill: '#e5e5e5', stroke: '#000' }); s.label(h, x + 3, 288, { size: 7, bold: true }); x += w; }
  for (let r = 0; r < 3; r++) {
    const o = d.owners[r], y = 298 + r * 22;
    const v: [string, Item['p'], string][] = o ? [[nameText(o, 'first'), nameP(r, o), 'name'], [o.title, roleP(r, o), 'title'], [String(o.pct), pctP(r, o), 'pct'],
      [ssnText(o, 'xxx-xx'), ssnP(r, o), 'ssn'], [dateText(o.dob, 'us'), dobP(r, o), 'dob'], [`${o.home.street}, ${o.home.city} ${o.home.state}`, null, 'owner_home']] : [];
    x = 36;
    cols.forEach(([, w], j) => {
      s.rect(x, y, w, 22, { stroke: '#000' });
      if (v[j]) s.val(v[j][0], x + 3, y + 7, v[j][1] ?? null, { key: v[j][2], size: j === 5 ? 7 : 8.5, w: w - 6 });
      x += w;
    });
  }
  head('LANDLORD, BANK & EXISTING FUNDING', 372);
  f('Landlord / Mortgage Holder:', 36, 394, 360, { v: d.ownRent === 'Rent' ? d.landlord.name : '', p: null, key: 'landlord' });
  f('Phone:', 366, 394, 576, { v: d.ownRent === 'Rent' ? fmtPhone(d.landlord.phone) : '', p: null, key: 'landlord_phone' });
  f('Bank Name:', 36, 414, 220, { v: d.bank.name, p: null, key: 'bank' });
  f('ABA #:', 226, 414, 390, { v: d.bank.routing, p: null, key: 'routing' });
  f('Acct #:', 396, 414, 576, { v: d.bank.account, p: null, key: 'account' });
  f('Current Advance With:', 36, 434, 300, { v: d.funders[0]?.name ?? 'None', p: null, key: 'funder' });
  f('Balance:', 306, 434, 576, { v: d.funders[0] ? money(d.funders[0].balance, true) : '', p: null, key: 'funder_balance' });
  s.label('By signing below, each owner certifies that the information on this application is true and correct and authorizes Front Range ' +
    'Advance Co. and its funding sources to obtain consumer credit reports and to verify any of the information provided, including by ' +
    'contacting its bank and landlord.', 36, 460, { size: 7, w: 540 });
  d.owners.forEach((o, i) => {
    const y = 506 + i * 30;
    s.line(36, y + 12, 260, y + 12); s.line(290, y + 12, 440, y + 12);
    s.label(`Owner Signature #${i + 1}`, 36, y + 15, { size: 6.5 }); s.label('Date', 290, y + 15, { size: 6.5 });
    s.val(dateText(d.signed, 'us'), 294, y, null, { key: 'signed_date', size: 9 });
  });
  head('SUBMITTED BY ISO', 606);
  f('ISO Office:', 36, 628, 250, { v: rng.pick(['Mile High Funding Group', 'Peak Capital Brokers', 'Rockies Biz Lending']), p: null, key: 'iso_company' });
  f('Rep:', 256, 628, 420, { v: d.iso.rep, p: null, key: 'iso_rep' });
  f('Phone:', 426, 628, 576, { v: fmtPhone(d.iso.phone), p: null, key: 'iso_phone' });
  s.label('FRA-APP  rev. 03/2021', 36, 760, { size: 6.5, color: '#555' });
}
