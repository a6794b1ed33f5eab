// Set 42, layouts 5-7: Greenleaf Advance Co (a one-page "quick app" of tab-aligned pairs, no rules), Northshore
// Business Capital (a Canadian Word form: Operating Name, BN, SIN, PIPEDA) and Sunbelt Funding Desk (owners side by side).
import type { Ctx } from './kit.ts';
import { box, hline, label, lw, val } from './kit.ts';
import type { Merchant } from './merchant.ts';
import { cityLine, dateStr, dbaSet, dobOf, freqWord, iso, money, nameOf, pctOf, placeSet, roleOf, scoreOf, taxIdPrint, tinOf } from './fmt.ts';
import { authPara, bankBlock, bar, fundersTable, landlordBlock, logoHeader, note, refsBlock, signLines, urow } from './rows.ts';

/** "Label:<tab>value" with no rule, the way a Google Doc quick app is typed. */
function pair(c: Ctx, text: string, x: number, tab: number, y: number, v: string | null, set: Record<string, unknown> = {}, w = 230): void {
  label(c, text, x, y, 10);
  const at = lw(c, text, 10) < tab - 4 ? tab : tab + 36;
  val(c, v, x + at, y + 10, w, set, 10.5);
}

export function greenleaf(c: Ctx, m: Merchant): void {
  const r = c.r;
  const d = c.doc;
  d.font('Helvetica-Bold').fontSize(22).fillColor('#388e3c').text('Greenleaf', 40, 36, { continued: true }).fillColor('#000').text(' Advance Co.');
  label(c, 'small biz funding  ~  (404) 555-0126  ~  apps@greenleafadvance.co', 40, 62, 8.5);
  label(c, r.pick(['QUICK APP', 'Quick Application', 'MCA Quick App (1 page)']), 40, 86, 14, true);
  const sc = r.chance(0.5) ? ':' : '';
  const L = 40; const T = 120; const R = 316;
  let y = 116;
  const t = taxIdPrint(r, m);
  const rows: [string, string | null, Record<string, unknown>][] = [
    [r.pick(['Buisness Name', 'Business Name', 'Legal Name']), m.legal, { legal_name: m.legal }],
    ['DBA', m.dba ?? r.pick(['-', 'same', '']), dbaSet(m)],
    ['Address', m.street, {}],
    ['', cityLine(m), placeSet(m)],
    [r.pick(['Fed Tax ID#', 'Fed Tax ID', 'TIN']), t.text, t.set],
    [r.pick(['Entity', 'Biz Type']), m.entity.text, { type_of_entity: m.entity.id }],
    [r.pick(['Industry', 'What do they do']), m.industryText, { industry: m.industry }],
  ];
  for (const [lab, v, set] of rows) { pair(c, lab ? `${lab}${sc}` : '', L, T - 36, y, v, set, 190); y += 18; }
  y = 116;
  const yrs = 2026 - m.start.getUTCFullYear();
  pair(c, `Yrs in Biz${sc}`, R, 90, y, r.chance(0.5) ? String(yrs) : `${yrs}+`);
  const st = r.chance(0.5);
  pair(c, `Start Date${sc}`, R, 90, y += 18, st ? dateStr(r, m.start) : null, st ? { business_start_date: iso(m.start) } : {});
  pair(c, `Amt Req${sc}`, R, 90, y += 18, money(r, m.amount), { requested_amount: m.amount });
  pair(c, `Mo. Sales${sc}`, R, 90, y += 18, money(r, m.monthlySales));
  pair(c, `Phone${sc}`, R, 90, y += 18, m.phone);
  pair(c, `Email${sc}`, R, 90, y += 18, m.email);
  pair(c, `Open Loans/MCA?${sc}`, R, 90, y += 18, m.funders.length ? `${m.funders[0]!.name} ~${money(r, m.funders[0]!.balance)} left` : r.pick(['No', 'none', '']));
  y = 250;
  hline(c, 40, y, 532, 1);
  label(c, r.pick(['Owner Info', 'OWNER(S)', 'Principal Owner']), 40, y + 8, 11, true);
  y += 28;
  m.owners.slice(0, 2).forEach((o, i) => {
    const parts: [string, { text: string | null; set: Record<string, unknown> }][] = [
      ['Name', nameOf(r, o, i)], ['Title', roleOf(o, i)], ['% Own', pctOf(r, o, i)], ['Soc Sec #', tinOf(r, o, i, 0.5)], ['DOB', dobOf(r, o, i)], ['FICO', scoreOf(o, i)],
      ['Home', { text: `${o.home}, ${o.homeCity}`, set: {} }], ['Cell', { text: o.cell, set: {} }]];
    parts.forEach(([lab, p], k) => pair(c, `${lab}${sc}`, i ? R : L, 70, y + k * 18, p.text, p.set, 180));
  });
  y += 8 * 18 + 12;
  hline(c, 40, y, 532, 1);
  y = bankBlock(c, m, y + 10);
  y = authPara(c, y + 4, 'Greenleaf Advance Co.');
  signLines(c, y, 1);
  if (r.chance(0.8)) note(c, r.pick(['owner on vacation til 12/8', 'sent 4 mos stmts 11/24', 'wants answer by Fri!!']), 360, 90);
}

function nsRows(c: Ctx, m: Merchant, y: number): number {
  const r = c.r;
  urow(c, r.pick(['Legal Business Name:', 'Registered Business Name:']), 40, y, 532, m.legal, { legal_name: m.legal });
  urow(c, r.pick(['Operating Name (O/A):', 'Operating As:', 'Trade Name (O/A)']), 40, y += 20, 532, m.dba ?? r.pick(['N/A', '']), dbaSet(m));
  urow(c, 'Street Address:', 40, y += 20, 300, m.street);
  urow(c, 'City:', 350, y, 222, m.city);
  urow(c, 'Province:', 40, y += 20, 150, m.state, placeSet(m));
  urow(c, 'Postal Code:', 200, y, 150, m.zip);
  urow(c, 'Tel:', 360, y, 212, m.phone);
  const t = taxIdPrint(r, m);
  urow(c, r.pick(['Business Number (BN):', 'CRA Business No.', 'BN / Program Acct:']), 40, y += 20, 300, t.text, t.set);
  urow(c, 'Incorporated in:', 350, y, 222, m.stateInc);
  urow(c, 'Type of Entity:', 40, y += 20, 250, m.entity.text, { type_of_entity: m.entity.id });
  const st = r.chance(0.8);
  urow(c, r.pick(['Date Established:', 'Biz Start Date:']), 300, y, 272, st ? dateStr(r, m.start) : null, st ? { business_start_date: iso(m.start) } : {});
  urow(c, 'Nature of Business:', 40, y += 20, 330, m.industryText, { industry: m.industry });
  urow(c, 'Email:', 380, y, 192, m.email);
  urow(c, r.pick(['Amount Requested (CAD):', 'Amt Req:']), 40, y += 20, 260, `${money(r, m.amount)}${r.chance(0.4) ? ' CAD' : ''}`, { requested_amount: m.amount });
  urow(c, 'Use of Funds:', 310, y, 262, m.use);
  return y + 26;
}

export function northshore(c: Ctx, m: Merchant): void {
  const r = c.r;
  logoHeader(c, 'Northshore Business Capital', 'Business Financing Across Canada', 'Raj Malhotra  |  (905) 555-0171  |  raj@northshorecapital.ca  |  Mississauga, ON', '#4a148c', 'square');
  label(c, 'BUSINESS FINANCING APPLICATION', 40, 96, 13, true, { width: 532, align: 'center' });
  bar(c, 'Business Information', 118, '#e1bee7');
  let y = nsRows(c, m, 138);
  bar(c, 'Owner / Guarantor Information', y, '#e1bee7');
  y += 20;
  m.owners.slice(0, 2).forEach((o, i) => {
    const n = nameOf(r, o, i);
    urow(c, `Owner ${i + 1} Name:`, 40, y, 300, n.text, n.set);
    const ro = roleOf(o, i);
    urow(c, 'Title:', 350, y, 110, ro.text, ro.set);
    const p = pctOf(r, o, i);
    urow(c, '% Own:', 470, y, 102, p.text, p.set);
    const t = tinOf(r, o, i, 0.4);
    urow(c, 'SIN:', 40, y += 20, 170, t.text, t.set);
    const d = dobOf(r, o, i);
    urow(c, 'DOB:', 220, y, 140, d.text, d.set);
    urow(c, 'Home Address:', 370, y, 202, `${o.home}, ${o.homeCity}`);
    y += 26;
  });
  y = bankBlock(c, m, y);
  if (m.funders.length) y = fundersTable(c, m, y);
  y = authPara(c, y + 4, 'Northshore Business Capital Inc.', true);
  signLines(c, y, Math.min(2, m.owners.length));
  if (r.chance(0.5)) note(c, r.pick(['HST # on file', 'cl. wants 12 mo term', 'see attached void cheque']), 400, 100);
}

function sunbeltOwners(c: Ctx, m: Merchant, y: number): number {
  const r = c.r;
  const caps = ['Name', 'Title', 'Ownership %', r.pick(['Soc Sec #', 'SSN', 'Social Security #']), 'DOB', 'Credit Score', 'Home Address'];
  caps.forEach((cap, k) => label(c, cap, 40, y + 16 + k * 18, 9));
  for (let i = 0; i < 2; i++) {
    const x = 140 + i * 216;
    label(c, `Owner ${i + 1}`, x, y, 10, true);
    const o = m.owners[i];
    for (let k = 0; k < caps.length; k++) hline(c, x, y + 26 + k * 18, 206);
    if (!o) continue;
    const parts = [nameOf(r, o, i), roleOf(o, i), pctOf(r, o, i), tinOf(r, o, i, 0.3), dobOf(r, o, i), scoreOf(o, i), { text: o.home, set: {} }];
    parts.forEach((p, k) => val(c, p.text, x + 2, y + 25 + k * 18, 200, p.set));
  }
  return y + 16 + caps.length * 18 + 10;
}

export function sunbelt(c: Ctx, m: Merchant): void {
  const r = c.r;
  label(c, 'SUNBELT', 40, 34, 24, true);
  label(c, 'funding desk', 158, 44, 12);
  label(c, 'Lisa Carmichael  *  Independent Funding Advisor  *  (602) 555-0134  *  lisa@sunbeltfundingdesk.com', 40, 64, 8);
  hline(c, 40, 78, 532, 2);
  label(c, r.pick(['Merchant Application', 'Business Cash Advance Application']), 40, 88, 14, true);
  bar(c, 'Business', 110, '#fff2cc');
  let y = 130;
  urow(c, 'Buisness  Name', 40, y, 532, m.legal, { legal_name: m.legal }, false);
  urow(c, 'dba', 40, y += 20, 300, m.dba ?? '', dbaSet(m), false);
  const t = taxIdPrint(r, m);
  urow(c, 'Fed Tax ID#', 350, y, 222, t.text, t.set, false);
  urow(c, 'Address', 40, y += 20, 532, `${m.street}  ${cityLine(m)}`, placeSet(m), false);
  urow(c, 'Biz Start Date', 40, y += 20, 200, dateStr(r, m.start), { business_start_date: iso(m.start) }, false);
  urow(c, 'Industry', 250, y, 322, m.industryText, { industry: m.industry }, false);
  label(c, 'Entity', 40, y += 22, 9);
  let x = 90;
  const opts: [string, string][] = [['Sole Prop', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['LLC', 'llc'], ['Corp', 'c_corporation'], ['S-Corp', 's_corporation']];
  for (const [tx, id] of opts) x = box(c, x, y, id === m.entity.id, tx, { type_of_entity: id });
  bar(c, 'Request', y += 22, '#fff2cc');
  y += 20;
  urow(c, 'Amt Req', 40, y, 170, money(r, m.amount), { requested_amount: m.amount }, false);
  const terms = r.chance(0.5);
  urow(c, 'Daily/Wkly Pmt', 220, y, 170, terms ? `${money(r, m.payment)} ${freqWord(r, m.freq)}` : null, terms ? { requested_payment: m.payment, payment_frequency: m.freq } : {}, false);
  urow(c, 'Term (# pmts)', 400, y, 172, terms ? String(m.nPayments) : null, terms ? { number_of_payments: m.nPayments } : {}, false);
  bar(c, 'Owners', y += 26, '#fff2cc');
  y = sunbeltOwners(c, m, y + 20);
  y = landlordBlock(c, m, y, false);
  y = refsBlock(c, m, y, false);
  y = authPara(c, y + 4, 'Sunbelt Funding Desk');
  signLines(c, y, Math.min(2, m.owners.length));
  if (r.chance(0.6)) note(c, r.pick(['Ref\'d by Jim @ the bank', 'spoke w/ owner 11/20', 'merchant has 2nd loc.']), 400, 92);
}
