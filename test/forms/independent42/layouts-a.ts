// Set 42, layouts 1-2: Rivera Capital Solutions (a Word form in Times, underscores typed over, tab-aligned pairs)
// and Main Street Funding Group (a Google Docs table of cells, owners in a grid).
import type { Ctx } from './kit.ts';
import { box, label, rect, val } from './kit.ts';
import type { Merchant } from './merchant.ts';
import { cityLine, dateStr, dbaSet, dobOf, iso, money, nameOf, pctOf, placeSet, roleOf, scoreOf, taxIdPrint, tinOf } from './fmt.ts';
import { authPara, bankBlock, bar, fundersTable, landlordBlock, logoHeader, note, signLines, urow } from './rows.ts';

function riveraBusiness(c: Ctx, m: Merchant, y0: number): number {
  const r = c.r;
  let y = y0;
  urow(c, r.pick(['Buisness Legal Name:', 'Business Legal Name:', 'Legal Name of Buisness']), 40, y, 532, m.legal, { legal_name: m.legal });
  y += 20;
  urow(c, r.pick(['DBA:', 'D/B/A', 'Doing Buisness As:']), 40, y, 300, m.dba ?? r.pick(['SAME', 'N/A', '', 'same']), dbaSet(m));
  urow(c, r.pick(['Fed Tax ID#', 'Fed Tax ID #:', 'EIN:']), 350, y, 222, ...(() => { const t = taxIdPrint(r, m); return [t.text, t.set] as const; })());
  y += 20;
  urow(c, r.pick(['Address:', 'Buisness Address', 'Physical Address:']), 40, y, 532, `${m.street}, ${cityLine(m)}`, placeSet(m));
  y += 20;
  urow(c, 'Phone:', 40, y, 180, m.phone);
  urow(c, 'Email:', 230, y, 200, m.email);
  urow(c, r.pick(['Website', 'Web:']), 440, y, 132, m.web ?? '');
  y += 20;
  urow(c, r.pick(['Entity Type:', 'Type of Entity', 'Corp/LLC/Sole Prop:']), 40, y, 200, m.entity.text, { type_of_entity: m.entity.id });
  urow(c, r.pick(['State of Inc.', 'St. of Inc:']), 250, y, 110, m.stateInc);
  const startShown = r.chance(0.8);
  urow(c, r.pick(['Biz Start Date:', 'Date Business Started', 'Start Date:']), 370, y, 202, startShown ? dateStr(r, m.start) : '', startShown ? { business_start_date: iso(m.start) } : {});
  y += 20;
  urow(c, r.pick(['Type of Biz:', 'Type of Business:', 'Industry']), 40, y, 300, m.industryText, { industry: m.industry });
  urow(c, r.pick(['# Employees', 'Employees:']), 350, y, 100, String(m.employees));
  urow(c, r.pick(['Own/Rent:', 'Own or Rent']), 460, y, 112, r.pick(['Rent', 'rent', 'Lease']));
  return y + 24;
}

function riveraOwner(c: Ctx, m: Merchant, i: number, y0: number): number {
  const r = c.r;
  const o = m.owners[i]!;
  let y = y0;
  const nm = nameOf(r, o, i);
  urow(c, `${r.pick(['Owner', 'Owner Name', 'Principal'])} ${i + 1}:`, 40, y, 300, nm.text, nm.set);
  const ro = roleOf(o, i);
  urow(c, 'Title:', 350, y, 120, ro.text, ro.set);
  const pc = pctOf(r, o, i);
  urow(c, r.pick(['% Own', 'Ownership %', '% Owned:']), 480, y, 92, pc.text, pc.set);
  y += 20;
  const t = tinOf(r, o, i);
  urow(c, r.pick(['Soc Sec #', 'SSN:', 'Soc. Sec. #:']), 40, y, 180, t.text, t.set);
  const d = dobOf(r, o, i);
  urow(c, 'DOB:', 230, y, 130, d.text, d.set);
  const s = scoreOf(o, i);
  urow(c, r.pick(['Credit Score (est.)', 'FICO:', 'Est. FICO']), 370, y, 202, s.text, s.set);
  y += 20;
  urow(c, r.pick(['Home Address:', 'Home Addr.']), 40, y, 360, `${o.home}, ${o.homeCity}`);
  urow(c, 'Cell:', 410, y, 162, o.cell);
  return y + 24;
}

export function rivera(c: Ctx, m: Merchant): void {
  const r = c.r;
  c.doc.font('Times-Roman');
  logoHeader(c, 'Rivera Capital Solutions', 'Business Funding Made Simple!!', 'Carlos Rivera  |  (786) 555-0142  |  carlos@riveracapitalsolutions.com', '#1f4e79', 'circle');
  label(c, r.pick(['MERCHANT CASH ADVANCE APPLICATION', 'Buisness Funding Application', 'WORKING CAPITAL APPLICATION']), 40, 96, 13, true, { width: 532, align: 'center' });
  bar(c, 'BUSINESS INFORMATION', 118);
  let y = riveraBusiness(c, m, 138);
  bar(c, 'FUNDING REQUEST', y);
  y += 20;
  urow(c, r.pick(['Amt Req:', 'Amount Requested $', 'Amt Requested:']), 40, y, 200, money(r, m.amount), { requested_amount: m.amount });
  urow(c, 'Use of Funds:', 250, y, 200, m.use);
  urow(c, r.pick(['Avg Mo. Sales', 'Monthly Rev:']), 460, y, 112, money(r, m.monthlySales));
  y += 24;
  bar(c, r.pick(['OWNER / OFFICER INFORMATION', 'OWNER INFO']), y);
  y += 20;
  m.owners.slice(0, 2).forEach((_, i) => { y = riveraOwner(c, m, i, y); });
  if (r.chance(0.5)) y = landlordBlock(c, m, y);
  y = bankBlock(c, m, y);
  if (m.funders.length || r.chance(0.5)) y = fundersTable(c, m, y);
  y = authPara(c, y + 4, 'Rivera Capital Solutions');
  signLines(c, y, Math.min(2, m.owners.length));
  label(c, 'Rivera Capital Solutions  -  Miami, FL  -  Please email completed app + 4 mos. bank stmts', 40, 752, 7);
  if (r.chance(0.5)) note(c, r.pick(['*owner prefers text', 'renewal w/ us in 6 mo?', 'call after 3pm -CR']), 430, 100);
}

function cell(c: Ctx, cap: string, x: number, y: number, w: number, h: number, v: string | null, set: Record<string, unknown> = {}): void {
  rect(c, x, y, w, h, 0.5);
  label(c, cap, x + 3, y + 2, 6.5);
  val(c, v, x + 4, y + h - 3, w - 8, set);
}

function mainStreetBiz(c: Ctx, m: Merchant, y: number): number {
  const r = c.r;
  cell(c, r.pick(['Legal Business Name', 'Business Legal Name', 'Legal Name']), 40, y, 300, 28, m.legal, { legal_name: m.legal });
  cell(c, r.pick(['DBA', 'D.B.A.', 'Trade Name (DBA)']), 340, y, 232, 28, m.dba ?? r.pick(['', 'N/A', 'Same']), dbaSet(m));
  y += 28;
  cell(c, 'Physical Address', 40, y, 300, 28, m.street);
  cell(c, 'City / State / Zip', 340, y, 232, 28, cityLine(m), placeSet(m));
  y += 28;
  const t = taxIdPrint(r, m);
  cell(c, r.pick(['Federal Tax ID', 'Fed Tax ID#', 'Tax ID (EIN)']), 40, y, 150, 28, t.text, t.set);
  const st = r.chance(0.85);
  cell(c, r.pick(['Business Start Date', 'Date Est.', 'Biz Start Date']), 190, y, 150, 28, st ? dateStr(r, m.start) : null, st ? { business_start_date: iso(m.start) } : {});
  cell(c, 'Business Phone', 340, y, 116, 28, m.phone);
  cell(c, 'State of Incorporation', 456, y, 116, 28, m.stateInc);
  y += 28;
  cell(c, r.pick(['Type of Business', 'Industry / Type of Biz']), 40, y, 300, 28, m.industryText, { industry: m.industry });
  cell(c, 'Email', 340, y, 232, 28, m.email);
  y += 28;
  rect(c, 40, y, 532, 20, 0.5);
  label(c, 'Entity:', 44, y + 6, 8, true);
  let x = 80;
  const opts: [string, string][] = [['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S-Corp', 's_corporation'], ['Partnership', 'general_partnership'], ['Sole Prop', 'sole_proprietorship']];
  for (const [t2, id] of opts) x = box(c, x, y + 6, id === m.entity.id, t2, { type_of_entity: id }, 8);
  return y + 26;
}

export function mainStreet(c: Ctx, m: Merchant): void {
  const r = c.r;
  logoHeader(c, 'Main Street Funding Group', 'fast working capital for small business', 'Dana Whitfield, Funding Specialist  ·  (614) 555-0187  ·  dana@mainstreetfg.com', '#2e7d32', 'bars');
  label(c, 'Business Application', 40, 94, 14, true);
  label(c, r.pick(['Please fill out ALL fields', '*all fields required', 'fill out & email back w/ stmts']), 420, 98, 8);
  bar(c, 'Company Info', 114, '#c8e6c9');
  let y = mainStreetBiz(c, m, 127);
  bar(c, 'Owner(s)', y, '#c8e6c9');
  y += 13;
  const heads = [['Name', 40, 150], ['Title', 190, 70], ['Own %', 260, 44], ['SSN', 304, 88], ['DOB', 392, 80], ['Credit Score', 472, 100]] as const;
  for (const [h, x, w] of heads) { rect(c, x, y, w, 14, 0.5); label(c, h, x + 3, y + 3.5, 7.5, true); }
  y += 14;
  for (let i = 0; i < 3; i++) {
    for (const [, x, w] of heads) rect(c, x, y, w, 20, 0.5);
    const o = m.owners[i];
    if (o) {
      const parts = [nameOf(r, o, i), roleOf(o, i), pctOf(r, o, i), tinOf(r, o, i, 0.45), dobOf(r, o, i), scoreOf(o, i)];
      parts.forEach((p, k) => val(c, p.text, heads[k]![1] + 2, y + 15, heads[k]![2] - 4, p.set, 9));
    }
    y += 20;
  }
  y += 8;
  bar(c, 'Funding', y, '#c8e6c9');
  y += 13;
  cell(c, r.pick(['Amount Requested', 'Amt Req']), 40, y, 177, 28, money(r, m.amount), { requested_amount: m.amount });
  cell(c, 'Use of Funds', 217, y, 178, 28, m.use);
  cell(c, 'Avg Monthly Deposits', 395, y, 177, 28, money(r, m.monthlySales));
  y += 40;
  y = fundersTable(c, m, y);
  y = bankBlock(c, m, y + 4, false);
  y = authPara(c, y + 4, 'Main Street Funding Group');
  signLines(c, y, 1);
}
