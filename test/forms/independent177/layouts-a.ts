// Independent177 layouts 1-2: Maple Ridge Capital Partners (Toronto, one boxed page) and Prairie Gateway Funding
// (Calgary, two ruled pages). A layout only says where things go; every choice it draws comes from `f`, which no
// style touches, so typed, handwritten and fillable print the same values.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas, FieldValue } from './draw.ts';
import { addrLine, fmtBN, fmtDate, fmtMoney, fmtName, fmtProv, fmtSIN, iso, type BnStyle, type DateStyle, type Merchant, type Owner } from './data.ts';

export type Layout = (c: Canvas, m: Merchant, f: Rng) => void;
export const A = (k: string): string => `application.${k}`;
export const AP = (i: number, k: string): string => `application.applicants[${i}].${k}`;
type F = Record<string, FieldValue>;

export function bnPlaced(m: Merchant, s: BnStyle): { text: string; fields: F; label?: string } {
  const b = fmtBN(m.bn, m.program, s);
  return { text: b.text, fields: { [A('business_tax_id')]: b.value, [A('business_tax_id_type')]: 'BN', [A('business_tax_id_country')]: 'CA' },
    ...(b.bare ? { label: 'Business Number (BN)' } : {}) };
}
/** The trade name as a value, or (SAME, N/A) a printed non-value. */
export function dba(m: Merchant): { text: string; fields: F } {
  return m.dba ? { text: m.dba, fields: { [A('trade_name')]: m.dba } } : { text: m.dbaPrint, fields: {} };
}
export const nameFields = (i: number, o: Owner): F => ({ [AP(i, 'first_name')]: o.first, [AP(i, 'last_name')]: o.last });
export function sinPlaced(i: number, o: Owner, s: number): { text: string; fields: F; label: string } {
  return { text: fmtSIN(o.sin, o.sinMasked, s), label: 'SIN',
    fields: o.sinMasked ? {} : { [AP(i, 'tax_id')]: o.sin, [AP(i, 'tax_id_type')]: 'SIN', [AP(i, 'tax_id_country')]: 'CA' } };
}
/** Decoy numbers a Canadian form prints near the BN: GST/HST (RT) unless the BN line already shows RT, CRA payroll (RP). */
export function taxDecoys(m: Merchant, s: BnStyle): { label: string; text: string }[] {
  const out: { label: string; text: string }[] = [];
  if (!(m.program === 'RT' && s !== 'prefix' && s !== 'bare')) out.push({ label: 'GST/HST Registration No.', text: `${m.gst.slice(0, 9)} ${m.gst.slice(9)}` });
  out.push({ label: 'CRA Payroll Account (RP)', text: `${m.payroll.slice(0, 9)} ${m.payroll.slice(9)}` });
  return out;
}

export const mapleRidge: Layout = (c, m, f) => {
  const red = c.look.accent, X = 36, W = 540;
  c.addPage();
  c.rect(0, 0, 612, 58, { fill: red });
  c.text('MAPLE RIDGE CAPITAL PARTNERS', X, 16, { size: 16, bold: true, color: '#fff' });
  c.text('Business Funding Application  |  200 Bay St, Suite 1400, Toronto ON M5J 2J2  |  1-888-555-0143', X, 38, { size: 7.5, color: '#fff' });
  const cell = (label: string, x: number, y: number, w: number): void => { c.rect(x, y, w, 26, { stroke: '#999' }); c.text(label.toUpperCase(), x + 3, y + 3, { size: 6, color: red }); };
  const sec = (t: string, y: number): void => { c.rect(X, y, W, 13, { fill: '#f2dede' }); c.text(t, X + 4, y + 3, { size: 7.5, bold: true, color: red }); };
  sec('1. BUSINESS INFORMATION', 70);
  let y = 85;
  cell('Legal Business Name', X, y, 320); c.value('legal_name', m.legal, X + 3, y + 12, 314, { [A('legal_name')]: m.legal });
  const d = dba(m); cell('Operating As (O/A)', X + 320, y, 220); c.value('trade_name', d.text, X + 323, y + 12, 214, d.fields);
  y += 26;
  const bs = f.pick(['plain', 'joined', 'spaced', 'dashed', 'prefix'] as const), bn = bnPlaced(m, bs);
  cell('Business Number (BN) incl. program account', X, y, 200); c.value('bn', bn.text, X + 3, y + 12, 194, bn.fields);
  const ds: DateStyle = f.pick(['iso', 'long', 'slash']);
  cell('Business Start Date', X + 200, y, 110); c.value('start', fmtDate(m.startDate, ds), X + 203, y + 12, 104, { [A('business_start_date')]: iso(m.startDate) });
  cell('Type of Business / Industry', X + 310, y, 230); c.value('industry', m.industryText, X + 313, y + 12, 224, { [A('industry')]: m.industryId });
  y += 26;
  cell('Street Address', X, y, 230); c.value('street', m.addr.street, X + 3, y + 12, 224, {});
  cell('City', X + 230, y, 130); c.value('city', m.addr.city, X + 233, y + 12, 124, {});
  cell('Province', X + 360, y, 90); c.value('prov', m.addr.prov, X + 363, y + 12, 84, { [A('state_region')]: m.addr.prov, [A('country')]: 'Canada' });
  cell('Postal Code', X + 450, y, 90); c.value('postal', m.addr.postal, X + 453, y + 12, 84, {});
  y += 26;
  cell('Business Phone', X, y, 120); c.value('phone', m.phone, X + 3, y + 12, 114, {});
  cell('E-mail', X + 120, y, 200); c.value('email', m.email, X + 123, y + 12, 194, {});
  cell('Website', X + 320, y, 160); c.value('web', m.website, X + 323, y + 12, 154, {});
  cell('Employees', X + 480, y, 60); c.value('emp', String(m.employees), X + 483, y + 12, 54, {});
  y += 32;
  c.text('Legal structure:', X, y + 1, { size: 7.5, bold: true });
  const ent: [string, string][] = [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership']];
  let x = X + 70;
  for (const [lab, id] of ent) { c.check(`entity_${id}`, lab, m.entityId === id, x, y, m.entityId === id ? { [A('type_of_entity')]: id } : {}); x += c.width(lab) + 30; }
  const other = !ent.some(([, id]) => id === m.entityId);
  c.check('entity_other', 'Other:', other, x, y); c.line(x + 40, y + 10, x + 110, y + 10);
  if (other) c.value('entity_other_text', m.entityText, x + 42, y - 1, 68, { [A('type_of_entity')]: m.entityId });
  y += 18;
  c.text('Incorporated under:', X, y + 1, { size: 7.5, bold: true });
  const fed = m.incorporatedUnder.startsWith('Federal');
  c.check('inc_fed', 'Federal (CBCA)', !m.soleProp && fed, X + 80, y);
  c.check('inc_prov', 'Provincial - specify:', !m.soleProp && !fed, X + 170, y); c.line(X + 260, y + 10, X + 380, y + 10);
  if (!m.soleProp && !fed) c.value('inc_prov_name', m.incorporatedUnder, X + 262, y - 1, 116, {});
  y += 18;
  const td = taxDecoys(m, bs);
  td.forEach((t, i) => { cell(t.label, X + i * 270, y, 270); c.value(`taxdecoy${i}`, t.text, X + 3 + i * 270, y + 12, 264, {}); });
  y += 34;
  sec('2. FUNDING REQUEST', y); y += 15;
  const ms = f.pick(['cents', 'plain', 'suffix'] as const);
  cell('Amount Requested (CAD)', X, y, 150); c.value('amount', fmtMoney(m.amount, ms), X + 3, y + 12, 144, { [A('requested_amount')]: m.amount });
  cell('Use of Funds', X + 150, y, 230); c.value('use', m.use, X + 153, y + 12, 224, {});
  cell('Avg. Monthly Sales', X + 380, y, 160); c.value('sales', fmtMoney(m.monthlySales, ms), X + 383, y + 12, 154, {});
  y += 34;
  sec('3. OWNERS / PRINCIPALS (all owners of 20% or more)', y); y += 15;
  const cols: [string, number][] = [['Full Name', 150], ['Title', 85], ['Own. %', 45], ['SIN', 80], ['Date of Birth', 70], ['Home Address', 110]];
  x = X; for (const [h, w] of cols) { c.rect(x, y, w, 12, { fill: '#eee', stroke: '#999' }); c.text(h, x + 3, y + 3, { size: 6.5, bold: true }); x += w; }
  y += 12;
  const sinS = f.int(0, 2), dobS: DateStyle = f.pick(['iso', 'long']);
  m.owners.forEach((o, i) => {
    x = X; for (const [, w] of cols) { c.rect(x, y, w, 18, { stroke: '#bbb' }); x += w; }
    const nm = fmtName(o, false);
    c.value(`owner${i}_name`, nm, X + 2, y + 5, 146, nameFields(i, o), { size: 8 });
    c.value(`owner${i}_title`, o.title, X + 152, y + 5, 81, { [AP(i, 'role')]: o.title }, { size: 8 });
    c.value(`owner${i}_pct`, `${o.pct}%`, X + 237, y + 5, 41, { [AP(i, 'ownership')]: o.pct }, { size: 8 });
    const s = sinPlaced(i, o, sinS); c.value(`owner${i}_sin`, s.text, X + 282, y + 5, 76, s.fields, { size: 8, label: s.label });
    c.value(`owner${i}_dob`, fmtDate(o.dob, dobS), X + 362, y + 5, 66, { [AP(i, 'date_of_birth')]: iso(o.dob) }, { size: 7 });
    c.value(`owner${i}_home`, `${o.home.city}, ${o.home.prov}`, X + 432, y + 5, 106, {}, { size: 7 });
    y += 18;
  });
  y += 8;
  sec('4. BANKING & LANDLORD', y); y += 15;
  cell('Bank', X, y, 150); c.value('bank', m.bank.name, X + 3, y + 12, 144, {});
  cell('Institution No.', X + 150, y, 80); c.value('inst', m.bank.inst, X + 153, y + 12, 74, {});
  cell('Transit No.', X + 230, y, 80); c.value('transit', m.bank.transit, X + 233, y + 12, 74, {});
  cell('Account No.', X + 310, y, 230); c.value('acct', m.bank.account, X + 313, y + 12, 224, {});
  y += 26;
  cell('Landlord / Mortgage Holder', X, y, 230); c.value('landlord', m.landlord.name, X + 3, y + 12, 224, {});
  cell('Landlord Phone', X + 230, y, 150); c.value('landlord_phone', m.landlord.phone, X + 233, y + 12, 144, {});
  cell('Monthly Rent', X + 380, y, 160); c.value('rent', fmtMoney(m.landlord.rent, 'plain'), X + 383, y + 12, 154, {});
  y += 34;
  c.text('PIPEDA CONSENT. By signing below, each undersigned consents to Maple Ridge Capital Partners and its funding partners collecting, using and disclosing '
    + 'personal information, including obtaining consumer and commercial credit reports from Equifax Canada and TransUnion Canada, for the purpose of '
    + 'evaluating this application, in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA).', X, y, { size: 6.5, width: W });
  y += 40;
  m.owners.slice(0, 2).forEach((_, i) => { c.line(X + i * 280, y + 20, X + i * 280 + 170, y + 20); c.text('Signature', X + i * 280, y + 23, { size: 6.5 });
    c.line(X + i * 280 + 190, y + 20, X + i * 280 + 260, y + 20); c.text('Date', X + i * 280 + 190, y + 23, { size: 6.5 }); });
  c.text(`Broker code MRC-${f.digits(4)}  Form MRC-APP 2024-03`, X, 770, { size: 6, color: '#777' });
};

export const prairieGateway: Layout = (c, m, f) => {
  const g = c.look.accent, X = 50, R = 562;
  const uf = (label: string, x: number, y: number, x2: number): number => {
    c.text(label, x, y, { size: 9 }); const vx = x + c.width(label, 9) + 4; c.line(vx, y + 11, x2, y + 11, '#555'); return vx;
  };
  const sec = (t: string, y: number): void => { c.text(t, X, y, { size: 10.5, bold: true, color: g }); c.line(X, y + 13, R, y + 13, g, 1.2); };
  c.addPage();
  c.text('PRAIRIE GATEWAY FUNDING', X, 36, { size: 20, bold: true, color: g, width: R - X, align: 'center' });
  c.text('Merchant Cash Advance Application  -  Suite 900, 444 5 Ave SW, Calgary, Alberta T2P 2T8', X, 60, { size: 8.5, width: R - X, align: 'center' });
  sec('Business', 84);
  let y = 104, vx: number;
  vx = uf('Legal name of business:', X, y, R); c.value('legal_name', m.legal, vx + 2, y - 2, R - vx - 2, { [A('legal_name')]: m.legal });
  y += 20; const d = dba(m);
  vx = uf('Operating as:', X, y, 300); c.value('trade_name', d.text, vx + 2, y - 2, 300 - vx - 2, d.fields);
  vx = uf('Type of business:', 310, y, R); c.value('industry', m.industryText, vx + 2, y - 2, R - vx - 2, { [A('industry')]: m.industryId });
  y += 20;
  const bs = f.pick(['prefix', 'plain', 'spaced', 'joined', 'dashed'] as const), bn = bnPlaced(m, bs);
  vx = uf('Business Number:', X, y, 300); c.value('bn', bn.text, vx + 2, y - 2, 300 - vx - 2, bn.fields);
  const td = taxDecoys(m, bs)[0]!;
  vx = uf(td.label.replace(' Registration', '') + ':', 310, y, R); c.value('taxdecoy0', td.text, vx + 2, y - 2, R - vx - 2, {});
  y += 20;
  const provS = f.pick(['name', 'alias', 'code'] as const), line = addrLine(m.addr, fmtProv(m.addr.prov, provS));
  vx = uf('Business address:', X, y, R); c.value('address', line, vx + 2, y - 2, R - vx - 2, { [A('state_region')]: m.addr.prov, [A('country')]: 'Canada' });
  y += 20;
  vx = uf('Phone:', X, y, 200); c.value('phone', m.phone, vx + 2, y - 2, 200 - vx - 2, {});
  vx = uf('E-mail:', 210, y, R); c.value('email', m.email, vx + 2, y - 2, R - vx - 2, {});
  y += 20;
  const ds: DateStyle = f.pick(['long', 'dmy', 'abbr']);
  vx = uf('Date business established:', X, y, 300); c.value('start', fmtDate(m.startDate, ds), vx + 2, y - 2, 300 - vx - 2, { [A('business_start_date')]: iso(m.startDate) });
  vx = uf('Incorporated in:', 310, y, R); c.value('inc', m.soleProp ? '' : m.incorporatedUnder, vx + 2, y - 2, R - vx - 2, {});
  y += 22;
  c.text('Legal structure:', X, y, { size: 9 });
  let x = X + 80;
  for (const [lab, id] of [['Corporation', 'ca_corporation'], ['Sole Proprietor', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['ULC', 'ca_ulc']] as const) {
    c.check(`entity_${id}`, lab, m.entityId === id, x, y - 1, m.entityId === id ? { [A('type_of_entity')]: id } : {}, { size: 9 }); x += c.width(lab, 9) + 32;
  }
  sec('Funding Request', y + 24); y += 44;
  const ms = f.pick(['cad', 'suffix', 'cents'] as const), terms = f.chance(0.75);
  vx = uf('Amount requested:', X, y, 300); c.value('amount', fmtMoney(m.amount, ms), vx + 2, y - 2, 300 - vx - 2, { [A('requested_amount')]: m.amount });
  vx = uf('Use of funds:', 310, y, R); c.value('use', m.use, vx + 2, y - 2, R - vx - 2, {});
  y += 20;
  vx = uf('Proposed payment:', X, y, 220); c.value('payment', terms ? fmtMoney(m.payment, 'plain') : '', vx + 2, y - 2, 220 - vx - 2, { [A('requested_payment')]: m.payment });
  vx = uf('No. of payments:', 230, y, 360); c.value('npay', terms ? String(m.nPayments) : '', vx + 2, y - 2, 360 - vx - 2, { [A('number_of_payments')]: m.nPayments });
  y += 20; x = X + 70;
  c.text('Frequency:', X, y, { size: 9 });
  for (const [lab, v] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const) {
    const on = terms && m.freq === v; c.check(`freq_${v}`, lab, on, x, y - 1, on ? { [A('payment_frequency')]: v } : {}, { size: 9 }); x += c.width(lab, 9) + 34;
  }
  sec('Existing Advances / Loans', y + 24); y += 44;
  ['Funder / Lender', 'Balance owing', 'Payment'].forEach((h, i) => c.text(h, X + i * 170, y, { size: 8.5, bold: true }));
  y += 14;
  if (!m.existing.length) c.text('None declared', X, y, { size: 8.5, color: '#666' });
  m.existing.forEach((e, i) => {
    c.value(`funder${i}`, e.funder, X, y, 160, {}); c.value(`funder${i}_bal`, fmtMoney(e.balance, 'plain'), X + 170, y, 160, {});
    c.value(`funder${i}_pay`, `${fmtMoney(e.payment, 'plain')}/${f.pick(['day', 'week'])}`, X + 340, y, 160, {}); y += 16;
  });
  c.rect(X, 690, R - X, 60, { stroke: g, lw: 1 });
  c.text('FOR ISO / REFERRAL PARTNER USE ONLY', X + 6, 695, { size: 8, bold: true, color: g });
  vx = uf('Rep name:', X + 6, 712, 300); c.value('iso_name', m.iso.name, vx + 2, 710, 300 - vx - 2, {});
  vx = uf('Rep phone:', 310, 712, R - 6); c.value('iso_phone', m.iso.phone, vx + 2, 710, R - 6 - vx - 2, {});
  vx = uf('Rep e-mail:', X + 6, 732, 300); c.value('iso_email', m.iso.email, vx + 2, 730, 300 - vx - 2, {});
  c.text('Page 1 of 2', X, 768, { size: 7, width: R - X, align: 'right' });

  c.addPage();
  sec('Owner Information', 40); y = 62;
  const lf = f.chance(0.5), sinS = f.int(0, 2), dobS: DateStyle = f.pick(['long', 'iso', 'abbr']);
  m.owners.forEach((o, i) => {
    c.text(`Owner ${i + 1}`, X, y, { size: 9, bold: true }); y += 16;
    vx = uf('Full name:', X, y, 330); c.value(`owner${i}_name`, fmtName(o, lf), vx + 2, y - 2, 330 - vx - 2, nameFields(i, o));
    vx = uf('Title:', 340, y, R); c.value(`owner${i}_title`, o.title, vx + 2, y - 2, R - vx - 2, { [AP(i, 'role')]: o.title });
    y += 20;
    vx = uf('% Ownership:', X, y, 170); c.value(`owner${i}_pct`, `${o.pct}`, vx + 2, y - 2, 170 - vx - 2, { [AP(i, 'ownership')]: o.pct });
    const s = sinPlaced(i, o, sinS);
    vx = uf('SIN:', 180, y, 340); c.value(`owner${i}_sin`, s.text, vx + 2, y - 2, 340 - vx - 2, s.fields, { label: s.label });
    vx = uf('Date of birth:', 350, y, R); c.value(`owner${i}_dob`, fmtDate(o.dob, dobS), vx + 2, y - 2, R - vx - 2, { [AP(i, 'date_of_birth')]: iso(o.dob) });
    y += 20;
    vx = uf('Home address:', X, y, 400); c.value(`owner${i}_home`, addrLine(o.home, fmtProv(o.home.prov, 'name')), vx + 2, y - 2, 400 - vx - 2, {});
    vx = uf('Cell:', 410, y, R); c.value(`owner${i}_cell`, o.phone, vx + 2, y - 2, R - vx - 2, {});
    y += 28;
  });
  sec('Bank Reference', y); y += 22;
  vx = uf('Financial institution:', X, y, 300); c.value('bank', m.bank.name, vx + 2, y - 2, 300 - vx - 2, {});
  vx = uf('Institution #:', 310, y, 430); c.value('inst', m.bank.inst, vx + 2, y - 2, 430 - vx - 2, {});
  vx = uf('Transit #:', 440, y, R); c.value('transit', m.bank.transit, vx + 2, y - 2, R - vx - 2, {});
  y += 20; vx = uf('Account #:', X, y, 300); c.value('acct', m.bank.account, vx + 2, y - 2, 300 - vx - 2, {});
  y += 26; sec('Trade References', y); y += 22;
  m.refs.forEach((r, i) => { vx = uf(`${i + 1}. Name:`, X, y, 330); c.value(`ref${i}`, r.name, vx + 2, y - 2, 330 - vx - 2, {});
    vx = uf('Phone:', 340, y, R); c.value(`ref${i}_phone`, r.phone, vx + 2, y - 2, R - vx - 2, {}); y += 20; });
  y += 8; sec('Authorization and PIPEDA Consent', y); y += 20;
  c.text('Each undersigned certifies that the information in this application is true and complete and authorizes Prairie Gateway Funding and its '
    + 'assignees to obtain credit bureau reports (Equifax, TransUnion), verify bank and tax records and share this information with funding partners. '
    + 'Personal information is handled under the Personal Information Protection and Electronic Documents Act (PIPEDA).', X, y, { size: 8, width: R - X });
  y += 56;
  c.line(X, y, X + 220, y); c.text('Signature of owner', X, y + 3, { size: 7.5 }); c.line(340, y, R, y); c.text('Date (YYYY-MM-DD)', 340, y + 3, { size: 7.5 });
  c.text('Page 2 of 2', X, 768, { size: 7, width: R - X, align: 'right' });
};
