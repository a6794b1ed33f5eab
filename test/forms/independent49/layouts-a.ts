// Set 49, layouts 1-2: a broker's Word table-grid application and an Acrobat form with boxed fields.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fullName, money, type DateFmt, type Merchant } from './data.ts';
import type { Form, Look } from './draw.ts';
import {
  amountT, authText, businessTax, country, dba, dobT, entityOption, entityT, firstT, gridRow, industryT, lastT, legalT, nameT, ownerTax, pctT,
  roleT, scoreT, startT, stateT, type Cell,
} from './common.ts';

// ---------------------------------------------------------------------------------------------------------------
// 1. Keystone Capital Group: made in Word, a table grid; labels small and bold at each cell's top left.
export const KEYSTONE_LOOK: Look = { typed: 'Times-Roman', size: 10.5, hand: 'kalam', mark: 'x', creator: 'Microsoft® Word for Microsoft 365',
  producer: 'Microsoft® Word for Microsoft 365', name: (kind, hint, n) => hint.replace(/[^A-Za-z0-9 #%]/g, '').trim() || `Text${n}` };

export function keystone(f: Form, m: Merchant, r: Rng): void {
  const X = 40, W = 532;
  const df = r.pick<DateFmt>(['MM/DD/YYYY', 'M/D/YYYY', 'MM/DD/YY']);
  f.text('KEYSTONE CAPITAL GROUP', X, 34, { font: 'Times-Bold', size: 18 });
  f.text('Merchant Cash Advance Application', X, 55, { font: 'Times-Italic', size: 12 });
  f.text('1400 Old Country Road, Suite 210, Westbury, NY 11590   |   Tel (516) 555-0142   |   apps@keystonecapgroup.com', X, 72, { font: 'Times-Roman', size: 8 });
  let y = 88;
  const head = (t: string, h = 14) => { f.rect(X, y, W, h, { fill: '#d9d9d9', lw: 0.5 }); f.text(t, X + 4, y + h / 2 - 4, { font: 'Times-Bold', size: 9 }); y += h; };
  const row = (cells: Cell[]) => { y = gridRow(f, X, y, 23, cells); };
  const d = dba(m, r), tax = businessTax(m);
  head('BUSINESS INFORMATION');
  row([{ w: 300, label: 'Legal / Corporate Name', value: m.legal, set: legalT(m) }, { w: 232, label: 'DBA', value: d.text, set: d.set }]);
  row([{ w: 300, label: 'Business Address (no P.O. Boxes)', value: m.address.street }, { w: 110, label: 'City', value: m.address.city },
    { w: 50, label: 'State', value: m.address.region, set: stateT(m) }, { w: 72, label: 'Zip', value: m.address.postal }]);
  row([{ w: 130, label: 'Business Phone', value: m.phone }, { w: 170, label: 'Business Email', value: m.email }, { w: 232, label: 'Website', value: m.website }]);
  row([{ w: 120, label: 'Federal Tax ID #', value: tax.text, set: tax.set }, { w: 110, label: 'Business Start Date', value: fmtDate(m.start, df), set: startT(m) },
    { w: 110, label: 'Entity Type', value: m.entity.text, set: entityT(m) }, { w: 90, label: 'State of Inc.', value: m.incState, decoy: m.incState !== m.address.region },
    { w: 102, label: '# of Employees', value: String(m.employees) }]);
  row([{ w: 300, label: 'Type of Business', value: m.industry.text, set: industryT(m) }, { w: 80, label: 'Own / Rent', value: m.own },
    { w: 152, label: 'Monthly Rent / Mortgage', value: money(m.rent), decoy: true }]);
  row([{ w: 300, label: 'Landlord / Mortgage Company', value: m.own === 'Rent' ? m.landlord : '', decoy: true },
    { w: 232, label: 'Landlord Phone', value: m.own === 'Rent' ? m.landlordPhone : '', decoy: true }]);
  head('FUNDING REQUEST');
  row([{ w: 180, label: 'Amount Requested', value: money(m.requested, { cents: true }), set: amountT(m) }, { w: 352, label: 'Use of Proceeds', value: m.use }]);
  const adv = m.advances.map((a) => `${a.funder} - ${money(a.balance)}`).join('; ');
  row([{ w: 180, label: 'Average Monthly Sales', value: money(m.monthlySales), decoy: true },
    { w: 352, label: 'Open Advances / Loans (Funder & Balance)', value: adv || 'None', decoy: !!adv }]);
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    head(i === 0 ? 'OWNER / OFFICER INFORMATION' : 'OWNER / OFFICER #2 (if applicable)', 12);
    const t = o ? ownerTax(i, o, r.chance(0.25)) : null;
    row([{ w: 220, label: 'Full Name', value: o ? fullName(o) : null, set: o ? nameT(i, o) : undefined, hint: 'Owner Name' },
      { w: 110, label: 'Title', value: o?.title, set: o ? roleT(i, o) : undefined }, { w: 80, label: '% Ownership', value: o ? `${o.pct}%` : null, set: o ? pctT(i, o) : undefined },
      { w: 122, label: 'Date of Birth', value: o ? fmtDate(o.dob, df) : null, set: o ? dobT(i, o) : undefined }]);
    row([{ w: 300, label: 'Home Address', value: o?.home.street, decoy: true }, { w: 110, label: 'City', value: o?.home.city, decoy: true },
      { w: 50, label: 'State', value: o?.home.region, decoy: o ? o.home.region !== m.address.region : false }, { w: 72, label: 'Zip', value: o?.home.postal, decoy: true }]);
    row([{ w: 150, label: 'Social Security #', value: t?.text, set: t?.set, hint: 'SSN' }, { w: 150, label: 'Cell Phone', value: o?.cell, decoy: true },
      { w: 232, label: 'Email', value: o?.email }]);
  }
  head('BUSINESS BANK ACCOUNT');
  row([{ w: 200, label: 'Bank Name', value: m.bank.name }, { w: 150, label: 'Routing #', value: m.bank.routing, decoy: true },
    { w: 182, label: 'Account #', value: m.bank.account, decoy: true }]);
  f.text(authText('Keystone Capital Group'), X, y + 6, { font: 'Times-Roman', size: 7, width: W, align: 'justify' });
  y += 62;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    f.text('Signature:', X, y + 10, { font: 'Times-Roman', size: 8.5 });
    f.line(X + 45, y + 18, X + 215, y + 18);
    if (o) f.signature(X + 50, y + 14, 160);
    f.text('Print Name:', X + 225, y + 10, { font: 'Times-Roman', size: 8.5 });
    f.line(X + 275, y + 18, X + 420, y + 18);
    f.value(o ? fullName(o, false) : null, X + 275, y + 5, 145, 14, { hint: `Print Name ${i + 1}` });
    f.text('Date:', X + 430, y + 10, { font: 'Times-Roman', size: 8.5 });
    f.line(X + 455, y + 18, X + W, y + 18);
    f.value(o ? f.decoy(fmtDate({ y: 2025, m: r.int(1, 6), d: r.int(1, 28) }, df)) : null, X + 455, y + 5, 77, 14, { hint: `Date ${i + 1}` });
    y += 28;
  }
  f.text('KCG-MCA-APP 2024', X, 760, { font: 'Times-Italic', size: 7, color: '#555' });
  country(f, m);
}

// ---------------------------------------------------------------------------------------------------------------
// 2. BluePeak Business Funding: an Acrobat form, two pages, every value in a boxed field with its label above.
export const BLUEPEAK_LOOK: Look = { typed: 'Helvetica', size: 9.5, hand: 'patrick', mark: 'check', creator: 'Adobe Acrobat Pro (64-bit) 24.2.20687',
  producer: 'Adobe Acrobat Pro (64-bit) 24.2.20687', name: (kind, _h, n) => (kind === 'text' ? `Text${n}` : kind === 'check' ? `Check Box${n}` : `Group${n}`) };

const BP_ENTITIES = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['S-Corp', 's_corporation'], ['Partnership', 'general_partnership'],
  ['Sole Proprietor', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']] as const;

export function bluepeak(f: Form, m: Merchant, r: Rng): void {
  const X = 36, W = 540, BLUE = '#1f4e8c';
  const df = r.pick<DateFmt>(['MM/DD/YYYY', 'MM-DD-YYYY']);
  let y = 0;
  const bar = (t: string) => { f.rect(X, y, W, 15, { fill: BLUE, stroke: 'none' }); f.text(t, X + 6, y + 4, { font: 'Helvetica-Bold', size: 8.5, color: 'white' }); y += 21; };
  // A row of boxed fields: label above, box below.
  const boxes = (cells: { w: number; label: string; value?: string | null; set?: Record<string, unknown>; decoy?: boolean }[]) => {
    let cx = X;
    for (const c of cells) {
      f.text(c.label, cx, y, { size: 6.8, color: '#333' });
      f.rect(cx, y + 8, c.w - 6, 16, { fill: '#eef3fb', stroke: '#8aa4cc', lw: 0.6 });
      f.value(c.value, cx, y + 8, c.w - 6, 16, { set: c.set, decoy: c.decoy });
      cx += c.w;
    }
    y += 29;
  };
  const checks = (label: string, opts: { label: string; on: boolean; set?: Record<string, unknown> }[], x0 = X, gap = 0) => {
    f.text(label, x0, y + 2, { size: 7.5, font: 'Helvetica-Bold' });
    let cx = x0 + f.doc.font('Helvetica-Bold').fontSize(7.5).widthOfString(label) + 8;
    for (const o of opts) {
      f.rect(cx, y + 1, 8, 8, { stroke: '#333', lw: 0.6 });
      f.check(cx, y + 1, 8, o.on, { label: o.label, set: o.set });
      f.text(o.label, cx + 11, y + 2, { size: 7.5 });
      cx += 11 + f.doc.font('Helvetica').fontSize(7.5).widthOfString(o.label) + 12 + gap;
    }
    return cx;
  };
  const header = (page: number) => {
    f.rect(X, 30, 34, 34, { fill: BLUE, stroke: 'none' });
    f.text('BP', X + 6, 41, { font: 'Helvetica-Bold', size: 14, color: 'white' });
    f.text('BluePeak Business Funding', X + 42, 32, { font: 'Helvetica-Bold', size: 15, color: BLUE });
    f.text('BUSINESS FUNDING APPLICATION', X + 42, 51, { font: 'Helvetica', size: 9.5, color: '#444' });
    f.text('Fax (844) 555-0199  ·  deals@bluepeakfunding.com', X + W - 200, 34, { size: 7.5, width: 200, align: 'right' });
    f.text(`BPBF-APP Rev. 03/2023                                                                                                              Page ${page} of 2`, X, 762, { size: 6.5, color: '#666' });
    y = 76;
  };
  header(1);
  const d = dba(m, r), tax = businessTax(m, m.taxType === 'EIN' && r.chance(0.4));
  bar('1.  BUSINESS INFORMATION');
  boxes([{ w: 330, label: 'Legal Business Name', value: m.legal, set: legalT(m) }, { w: 210, label: 'Doing Business As (DBA)', value: d.text, set: d.set }]);
  boxes([{ w: 250, label: 'Physical Street Address', value: m.address.street }, { w: 140, label: 'City', value: m.address.city },
    { w: 60, label: 'State', value: m.address.region, set: stateT(m) }, { w: 90, label: 'ZIP Code', value: m.address.postal }]);
  boxes([{ w: 150, label: 'Business Phone', value: m.phone }, { w: 200, label: 'Business Email', value: m.email }, { w: 190, label: 'Website', value: m.website }]);
  boxes([{ w: 140, label: 'Federal Tax ID (EIN)', value: tax.text, set: tax.set }, { w: 120, label: 'Date Business Established', value: fmtDate(m.start, df), set: startT(m) },
    { w: 80, label: 'No. of Employees', value: String(m.employees) }, { w: 200, label: 'Industry / Type of Business', value: m.industry.text, set: industryT(m) }]);
  const ent = entityOption(m, BP_ENTITIES);
  const ox = checks('Entity Type:', [...BP_ENTITIES.map(([label, id]) => ({ label, on: ent.label === label, set: { type_of_entity: id } })),
    { label: 'Other:', on: !!ent.other, set: ent.other ? { type_of_entity: m.entity.id } : undefined }]);
  f.line(ox - 8, y + 10, X + W, y + 10, { lw: 0.5 });
  f.value(ent.other, ox - 8, y - 3, X + W - ox + 8, 13, { set: ent.other ? { type_of_entity: m.entity.id } : undefined });
  y += 18;
  boxes([{ w: 100, label: 'Own or Lease?', value: m.own === 'Own' ? 'Own' : 'Lease' }, { w: 110, label: 'Monthly Rent / Mortgage', value: money(m.rent, { cents: true }), decoy: true },
    { w: 200, label: 'Landlord / Mortgage Holder', value: m.own === 'Rent' ? m.landlord : '', decoy: true }, { w: 130, label: 'Landlord Phone', value: m.own === 'Rent' ? m.landlordPhone : '', decoy: true }]);
  bar('2.  FUNDING REQUEST');
  const p = m.plan;
  boxes([{ w: 150, label: 'Amount Requested', value: money(m.requested), set: amountT(m) }, { w: 230, label: 'Use of Funds', value: m.use },
    { w: 160, label: 'Average Monthly Revenue', value: money(m.monthlySales), decoy: true }]);
  boxes([{ w: 150, label: 'Desired Payment Amount', value: money(p.payment, { cents: true }), set: { requested_payment: p.payment } },
    { w: 120, label: 'Number of Payments', value: String(p.count), set: { number_of_payments: p.count } }]);
  y -= 22;
  const freqs = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const;
  f.text('Payment Frequency:', X + 276, y + 2, { size: 7.5, font: 'Helvetica-Bold' });
  f.radio(freqs.map(([label, v], i) => { const x = X + 360 + i * 46; f.circle(x + 4, y + 5, 4); f.text(label, x + 10, y + 2, { size: 7.5 }); return { x, y: y + 1, s: 8, label, state: `Choice${i + 1}`, on: p.freq === v, set: { payment_frequency: v } }; }), 'frequency');
  y += 22;
  bar('3.  OWNER / GUARANTOR INFORMATION');
  const owner = (i: number) => {
    const o = m.owners[i];
    f.text(i === 0 ? 'Owner 1' : 'Owner 2 (complete if ownership is 20% or more)', X, y, { font: 'Helvetica-Bold', size: 8, color: BLUE });
    y += 12;
    const t = o ? ownerTax(i, o, r.chance(0.2)) : null;
    boxes([{ w: 180, label: 'First Name', value: o?.first, set: o ? firstT(i, o) : undefined }, { w: 50, label: 'M.I.', value: o?.middle?.replace('.', '') },
      { w: 180, label: 'Last Name', value: o?.last, set: o ? lastT(i, o) : undefined }, { w: 130, label: 'Title', value: o?.title, set: o ? roleT(i, o) : undefined }]);
    boxes([{ w: 100, label: 'Ownership %', value: o ? String(o.pct) : null, set: o ? pctT(i, o) : undefined },
      { w: 130, label: 'Date of Birth', value: o ? fmtDate(o.dob, df) : null, set: o ? dobT(i, o) : undefined },
      { w: 170, label: 'Social Security Number', value: t?.text, set: t?.set }, { w: 140, label: 'Est. FICO Score', value: o && r.chance(0.6) ? String(o.score) : null, set: o ? scoreT(i, o) : undefined }]);
    boxes([{ w: 250, label: 'Home Address', value: o?.home.street, decoy: true }, { w: 140, label: 'City', value: o?.home.city, decoy: true },
      { w: 60, label: 'State', value: o?.home.region, decoy: !!o && o.home.region !== m.address.region }, { w: 90, label: 'ZIP Code', value: o?.home.postal, decoy: true }]);
  };
  owner(0);
  f.addPage();
  header(2);
  bar('3.  OWNER / GUARANTOR INFORMATION (continued)');
  owner(1);
  bar('4.  EXISTING BUSINESS FINANCING / ADVANCES');
  const cols = [['Funder / Lender', 200], ['Current Balance', 120], ['Payment', 110], ['Frequency', 110]] as const;
  let cx = X;
  for (const [h, w] of cols) { f.rect(cx, y, w, 13, { fill: '#dde6f3', stroke: '#8aa4cc' }); f.text(h, cx + 3, y + 3.5, { size: 7, font: 'Helvetica-Bold' }); cx += w; }
  y += 13;
  for (let k = 0; k < 3; k++) {
    const a = m.advances[k];
    const vals = a ? [a.funder, money(a.balance), money(a.payment, { cents: true }), r.pick(['Daily', 'Weekly'])] : ['', '', '', ''];
    const isDecoy = [true, true, true, false];
    cx = X;
    cols.forEach(([, w], j) => { f.rect(cx, y, w, 15, { stroke: '#8aa4cc' }); f.value(vals[j], cx, y, w, 15, { decoy: isDecoy[j] }); cx += w; });
    y += 15;
  }
  y += 8;
  bar('5.  BUSINESS BANK');
  boxes([{ w: 200, label: 'Bank Name', value: m.bank.name }, { w: 160, label: 'Routing Number', value: m.bank.routing, decoy: true }, { w: 180, label: 'Account Number', value: m.bank.account, decoy: true }]);
  bar('6.  AUTHORIZATION & SIGNATURE');
  f.text(authText('BluePeak Business Funding LLC'), X, y, { size: 7, width: W, align: 'justify', color: '#222' });
  y += 66;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    const x0 = X + i * 275;
    f.rect(x0, y, 265, 28, { stroke: '#8aa4cc' });
    f.text(`Owner ${i + 1} Signature`, x0 + 3, y + 2, { size: 6.5, color: '#555' });
    if (o) f.signature(x0 + 20, y + 22, 200);
    f.text('Print Name', x0, y + 33, { size: 6.5, color: '#555' });
    f.rect(x0, y + 41, 180, 15, { fill: '#eef3fb', stroke: '#8aa4cc' });
    f.value(o ? `${o.first} ${o.last}` : null, x0, y + 41, 180, 15);
    f.text('Date', x0 + 186, y + 33, { size: 6.5, color: '#555' });
    f.rect(x0 + 186, y + 41, 79, 15, { fill: '#eef3fb', stroke: '#8aa4cc' });
    f.value(o ? f.decoy(fmtDate({ y: 2025, m: r.int(1, 6), d: r.int(1, 28) }, df)) : null, x0 + 186, y + 41, 79, 15);
  }
  country(f, m);
}
