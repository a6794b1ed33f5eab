// Set 42, layouts 3-4: Bluewater Biz Funding (one column of "Label:" rows, an entity checkbox row, a landlord and a
// broker's scribble) and Apex Merchant Partners (two pages: business and request, then owners, advances, references, ISO).
import type { Ctx } from './kit.ts';
import { box, hline, label, val } from './kit.ts';
import type { Merchant } from './merchant.ts';
import { cityLine, dateStr, dbaSet, dobOf, iso, money, nameOf, pctOf, placeSet, roleOf, scoreOf, taxIdPrint, tinOf } from './fmt.ts';
import { authPara, bankBlock, bar, fundersTable, landlordBlock, logoHeader, note, refsBlock, signLines, urow } from './rows.ts';

/** A plain "Label:  value" line over a rule, tab-aligned at `tab`. */
function tabRow(c: Ctx, text: string, x: number, tab: number, y: number, w: number, v: string | null, set: Record<string, unknown> = {}): void {
  label(c, text, x, y, 9.5);
  hline(c, x + tab, y + 10, w - tab);
  val(c, v, x + tab + 2, y + 9.5, w - tab - 4, set);
}

function bluewaterBiz(c: Ctx, m: Merchant, y: number): number {
  const r = c.r;
  const colon = r.chance(0.6) ? ':' : '';
  const tab = 118;
  tabRow(c, `${r.pick(['Buisness Name', 'Business Name (Legal)', 'Company Legal Name'])}${colon}`, 40, tab, y, 532, m.legal, { legal_name: m.legal });
  tabRow(c, `${r.pick(['DBA', 'dba', 'Trade Name'])}${colon}`, 40, tab, y + 20, 532, m.dba, dbaSet(m));
  tabRow(c, `${r.pick(['Street Address', 'Business Address'])}${colon}`, 40, tab, y + 40, 532, m.street);
  tabRow(c, `City, St, Zip${colon}`, 40, tab, y + 60, 532, cityLine(m), placeSet(m));
  const t = taxIdPrint(r, m);
  tabRow(c, `${r.pick(['Fed Tax ID#', 'Federal Tax ID', 'Tax ID #'])}${colon}`, 40, tab, y + 80, 260, t.text, t.set);
  tabRow(c, `Bus. Phone${colon}`, 312, 70, y + 80, 260, m.phone);
  const yrs = 2026 - m.start.getUTCFullYear();
  if (r.chance(0.6)) tabRow(c, `${r.pick(['Biz Start Date', 'Date Started', 'Est.'])}${colon}`, 40, tab, y + 100, 260, dateStr(r, m.start), { business_start_date: iso(m.start) });
  else tabRow(c, `${r.pick(['Yrs in Biz', 'Years in Business', 'Time in Biz'])}${colon}`, 40, tab, y + 100, 260, r.chance(0.5) ? `${yrs}` : `${yrs} yrs`);
  tabRow(c, `Type of Biz${colon}`, 312, 70, y + 100, 260, m.industryText, { industry: m.industry });
  label(c, r.pick(['Entity Type:', 'Business Type:', 'Legal Structure']), 40, y + 124, 9.5);
  let x = 40 + tab;
  const opts: [string, string][] = [['Corp', 'c_corporation'], ['LLC', 'llc'], ['S-Corp', 's_corporation'], ['Partnership', 'general_partnership'], ['Sole Prop', 'sole_proprietorship']];
  for (const [tx, id] of opts) x = box(c, x, y + 124, id === m.entity.id, tx, { type_of_entity: id });
  return y + 146;
}

function bluewaterOwner(c: Ctx, m: Merchant, i: number, y: number): number {
  const r = c.r;
  const o = m.owners[i]!;
  label(c, `Owner #${i + 1}`, 40, y, 9.5, true);
  const n = nameOf(r, o, i);
  tabRow(c, 'Name:', 40, 60, y + 16, 300, n.text, n.set);
  const ro = roleOf(o, i);
  tabRow(c, 'Title:', 352, 34, y + 16, 110, ro.text, ro.set);
  const p = pctOf(r, o, i);
  tabRow(c, '%:', 472, 20, y + 16, 100, p.text, p.set);
  const t = tinOf(r, o, i, 0.35);
  tabRow(c, r.pick(['Soc Sec #', 'SS#', 'SSN']), 40, 60, y + 36, 200, t.text, t.set);
  const d = dobOf(r, o, i);
  tabRow(c, 'DOB', 252, 30, y + 36, 130, d.text, d.set);
  const s = scoreOf(o, i);
  tabRow(c, 'Credit Score', 392, 60, y + 36, 180, s.text, s.set);
  tabRow(c, 'Home Addr', 40, 60, y + 56, 532, `${o.home}, ${o.homeCity}`);
  return y + 80;
}

export function bluewater(c: Ctx, m: Merchant): void {
  const r = c.r;
  logoHeader(c, 'BLUEWATER Biz Funding', 'Merchant Cash Advance  *  Lines of Credit  *  Equipment', 'Mike Tran (ISO)  cell 813-555-0199  fax 813-555-0100  bluewaterbizfunding@gmail.com', '#0277bd', 'square');
  label(c, 'Application For Business Funding', 40, 94, 13, true);
  let y = bluewaterBiz(c, m, 118);
  urow(c, r.pick(['Amount Requested:', 'Amt Req', 'Funding Amt Needed:']), 40, y, 260, money(r, m.amount), { requested_amount: m.amount }, false);
  urow(c, 'Use of Proceeds:', 312, y, 260, m.use, {}, false);
  y += 26;
  m.owners.slice(0, 2).forEach((_, i) => { y = bluewaterOwner(c, m, i, y); });
  if (m.owners.length === 1 && r.chance(0.5)) { label(c, 'Owner #2 (if applicable)', 40, y, 9.5, true); hline(c, 100, y + 26, 472); y += 36; }
  y = landlordBlock(c, m, y, false);
  y = bankBlock(c, m, y, false);
  y = authPara(c, y + 6, 'Bluewater Biz Funding LLC');
  signLines(c, y, 1);
  if (r.chance(0.7)) note(c, r.pick(['pls call owner after 3pm - Mike', '2nd location opening soon', 'good deal, clean stmts!']), 330, 100);
}

function apexPage1(c: Ctx, m: Merchant): void {
  const r = c.r;
  logoHeader(c, 'Apex Merchant Partners', 'Your Partner in Business Growth', 'Tony DeMarco  |  Direct: (732) 555-0163  |  tony@apexmerchantpartners.net', '#b71c1c', 'circle');
  label(c, 'MERCHANT APPLICATION  -  Page 1 of 2', 40, 96, 12, true);
  bar(c, 'SECTION 1: BUSINESS', 116, '#f2dcdb');
  let y = 136;
  urow(c, 'Legal Name of Business:', 40, y, 532, m.legal, { legal_name: m.legal });
  urow(c, r.pick(['DBA (if diff.)', 'D/B/A:']), 40, y += 20, 532, m.dba, dbaSet(m));
  urow(c, 'Address', 40, y += 20, 300, m.street);
  urow(c, 'City/St/Zip', 350, y, 222, cityLine(m), placeSet(m));
  const t = taxIdPrint(r, m);
  urow(c, r.pick(['Fed Tax ID#', 'EIN#', 'Fed. ID']), 40, y += 20, 200, t.text, t.set);
  urow(c, r.pick(['Entity', 'Corp Type']), 250, y, 150, m.entity.text, { type_of_entity: m.entity.id });
  urow(c, 'Inc. State', 410, y, 162, m.stateInc);
  const st = r.chance(0.8);
  urow(c, r.pick(['Biz Start Date', 'Business Inception Date']), 40, y += 20, 250, st ? dateStr(r, m.start) : null, st ? { business_start_date: iso(m.start) } : {});
  urow(c, 'Industry', 300, y, 272, m.industryText, { industry: m.industry });
  urow(c, 'Phone', 40, y += 20, 250, m.phone);
  urow(c, 'E-mail', 300, y, 272, m.email);
  bar(c, 'SECTION 2: FUNDING REQUEST', y += 28, '#f2dcdb');
  y += 20;
  urow(c, r.pick(['Amt Req $', 'Requested Amount']), 40, y, 200, money(r, m.amount).replace(/^\$ ?/, ''), { requested_amount: m.amount });
  const terms = r.chance(0.6);
  urow(c, r.pick(['Pmt Amt', 'Est. Payment']), 250, y, 150, terms ? money(r, m.payment) : null, terms ? { requested_payment: m.payment } : {});
  urow(c, '# of Pmts', 410, y, 162, terms ? String(m.nPayments) : null, terms ? { number_of_payments: m.nPayments } : {});
  label(c, 'Pmt Frequency:', 40, y += 22, 9);
  let x = 110;
  for (const f of ['daily', 'weekly', 'biweekly', 'monthly']) x = box(c, x, y, terms && f === m.freq, f === 'biweekly' ? 'Bi-Weekly' : f[0]!.toUpperCase() + f.slice(1), { payment_frequency: f });
  urow(c, 'Use of funds', 40, y += 22, 532, m.use);
  y = fundersTable(c, m, y + 26);
  bankBlock(c, m, y + 6);
  label(c, 'continued on page 2 >>', 480, 750, 8);
}

function apexOwner(c: Ctx, m: Merchant, i: number, y: number): number {
  const r = c.r;
  const o = m.owners[i];
  bar(c, `OWNER ${i + 1}${i ? ' (if applicable)' : ''}`, y, '#f2dcdb');
  y += 20;
  const g = <T>(f: () => T): T | null => (o ? f() : null);
  const n = g(() => nameOf(r, o!, i, false));
  urow(c, 'First & Last Name', 40, y, 300, n?.text ?? null, n?.set);
  const ro = g(() => roleOf(o!, i));
  urow(c, 'Title', 350, y, 110, ro?.text ?? null, ro?.set);
  const p = g(() => pctOf(r, o!, i));
  urow(c, 'Own %', 470, y, 102, p?.text ?? null, p?.set);
  const t = g(() => tinOf(r, o!, i, 0.3));
  urow(c, 'SSN', 40, y += 20, 170, t?.text ?? null, t?.set);
  const d = g(() => dobOf(r, o!, i));
  urow(c, 'DOB', 220, y, 140, d?.text ?? null, d?.set);
  const s = g(() => scoreOf(o!, i));
  urow(c, 'FICO (approx)', 370, y, 202, s?.text ?? null, s?.set);
  urow(c, 'Home Address', 40, y += 20, 380, o ? `${o.home}, ${o.homeCity}` : null);
  urow(c, 'Cell', 430, y, 142, o?.cell ?? null);
  return y + 28;
}

export function apex(c: Ctx, m: Merchant): void {
  apexPage1(c, m);
  c.doc.addPage({ size: 'LETTER', margin: 0 });
  label(c, 'Apex Merchant Partners  -  Merchant Application  -  Page 2 of 2', 40, 36, 10, true);
  let y = 60;
  for (let i = 0; i < 2; i++) y = apexOwner(c, m, i, y);
  y = refsBlock(c, m, y + 4);
  y = authPara(c, y + 6, 'Apex Merchant Partners');
  y = signLines(c, y, Math.min(2, m.owners.length));
  label(c, 'FOR OFFICE USE ONLY', 40, y + 6, 8, true);
  urow(c, 'ISO / Rep:', 40, y + 22, 250, c.r.pick(['Tony DeMarco', 'T. DeMarco', 'Tony D.']));
  urow(c, 'Date Rec\'d:', 300, y + 22, 150, dateStr(c.r, new Date(Date.UTC(2026, 10, c.r.int(1, 28)))));
}
