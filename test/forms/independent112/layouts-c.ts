// Layouts 5-6 of independent112, Canada's prairies: Chinook Merchant Capital (Calgary funder, boxed grid with a
// principals' table, BN with program account, PIPEDA consent) and Prairie Ledger Funding (Regina broker, a two-column
// key/value table with shaded label cells, province in full, a payment schedule).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Kit } from './kit.ts';
import type { Merchant } from './merchant.ts';
import { regionName } from './merchant.ts';
import * as F from './fmt.ts';

function box(k: Kit, x: number, y: number, w: number, label: string, text: string | null, key?: string, hint?: string): void {
  k.rect(x, y, w, 25, { stroke: '#8a8a8a', lw: 0.5 });
  k.label(x + 3, y + 2.5, label, { size: 6.3, font: 'Helvetica-Bold', color: '#7a1f1f' });
  k.val(x + 4, y + 12, w - 8, text, key, hint ? { hint } : {});
}

export function chinook(k: Kit, m: Merchant, r: Rng): void {
  const red = '#9e1b1b', X = 40, W = 532;
  k.rect(0, 0, 612, 8, { fill: red, stroke: 'none' });
  k.label(X, 22, 'CHINOOK', { size: 22, font: 'Helvetica-Bold', color: red });
  k.label(X + 112, 30, 'MERCHANT CAPITAL', { size: 11, font: 'Helvetica', color: '#333333' });
  k.label(X, 48, 'Business Cash Advance Application  ·  Demande de financement', { size: 8.5, color: '#555555' });
  k.label(400, 22, '800 5 Ave SW, Suite 1200, Calgary AB T2P 3T6', { size: 7, color: '#555555' });
  k.label(400, 32, '1-403-555-0166  ·  apply@chinookmc.ca', { size: 7, color: '#555555' });
  let y = 66;
  const bar = (t: string) => { k.bar(X, y, W, 13, t, '#333333'); y += 15; };
  bar('BUSINESS PROFILE');
  box(k, X, y, 300, 'Legal Business Name', m.legal, 'legal_name');
  box(k, X + 300, y, 232, 'Operating Name (O/A)', m.dba, 'trade_name'); y += 25;
  box(k, X, y, 200, 'Business Number (BN) incl. program account', F.bn(m.taxId, r.chance(0.5)), 'business_tax_id');
  box(k, X + 200, y, 120, 'Date Established', F.date(m.start, 'iso'), 'business_start_date');
  box(k, X + 320, y, 212, 'Jurisdiction of Incorporation', m.entity === 'corp' ? m.incRegion : null, m.entity === 'corp' ? 'decoy' : undefined); y += 25;
  k.rect(X, y, W, 20, { stroke: '#8a8a8a', lw: 0.5 });
  k.label(X + 4, y + 6.5, 'Business Type:', { size: 7, font: 'Helvetica-Bold', color: '#7a1f1f' });
  let cx = X + 70;
  for (const [lab, key] of [['Corporation', 'corp'], ['Sole Proprietorship', 'sole'], ['Partnership', 'partnership']] as const) {
    cx = k.check(cx, y + 6, m.entity === key, lab, 'type_of_entity') + 14;
  }
  cx = k.check(cx, y + 6, false, 'Other:') + 3;
  k.line(cx, y + 15, cx + 80, y + 15, { lw: 0.5 }); y += 20;
  box(k, X, y, 230, 'Street Address', m.addr.street);
  box(k, X + 230, y, 130, 'City / Town', m.addr.city);
  box(k, X + 360, y, 70, 'Province', m.addr.region, 'state_region');
  box(k, X + 430, y, 102, 'Postal Code', m.addr.postal); y += 25;
  box(k, X, y, 200, 'Nature of Business', m.industryText, 'industry');
  box(k, X + 200, y, 130, 'Telephone', m.phone);
  box(k, X + 330, y, 202, 'Email', m.email); y += 25;
  box(k, X, y, 130, 'Full-time Employees', String(m.employees));
  box(k, X + 130, y, 200, 'Average Monthly Deposits', F.money(m.monthlySales, 'dollar'));
  box(k, X + 330, y, 202, 'Premises', r.pick(['Leased', 'Owned'])); y += 31;
  bar('FINANCING REQUEST');
  box(k, X, y, 200, 'Amount Requested', F.money(m.amount, 'cad'), 'requested_amount');
  box(k, X + 200, y, 332, 'Intended Use of Funds', m.use); y += 31;
  bar('PRINCIPALS (ALL SHAREHOLDERS / PARTNERS OF 20% OR MORE)');
  const cols = [[X, 'Full Name', 150], [X + 150, 'Position', 90], [X + 240, '% Owned', 50], [X + 290, 'SIN (optional)', 90], [X + 380, 'Date of Birth', 72], [X + 452, 'Beacon (est.)', 80]] as const;
  for (const [x, t, w] of cols) { k.rect(x, y, w, 13, { fill: '#eeeeee', stroke: '#8a8a8a', lw: 0.5 }); k.label(x + 3, y + 3.5, t, { size: 6.8, font: 'Helvetica-Bold' }); }
  y += 13;
  const sinMode = r.pick(['blank', 'masked', 'full'] as const), nameFmt = r.pick(['plain', 'middle', 'lastFirst'] as const), beacon = r.chance(0.5);
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    const v = [o ? F.ownerName(o, nameFmt) : null, o?.title ?? null, o ? F.pct(o.pct, 'sign') : null,
      o && sinMode !== 'blank' ? F.ownerTax(o, sinMode === 'masked', '*') : null, o ? F.date(o.dob, 'iso') : null, o && beacon ? String(o.score) : null];
    const keys = [`a${i}.name`, `a${i}.role`, `a${i}.ownership`, sinMode === 'full' ? `a${i}.tax_id` : undefined, `a${i}.date_of_birth`, `a${i}.credit_score`];
    cols.forEach(([x, , w], j) => { k.rect(x, y, w, 17, { stroke: '#8a8a8a', lw: 0.5 }); k.val(x + 3, y + 4, w - 6, v[j] ?? null, keys[j], j === 3 ? { hint: 'SIN' } : {}); });
    y += 17;
  }
  y += 8;
  bar('BANKING & PREMISES');
  box(k, X, y, 170, 'Financial Institution', m.bank);
  box(k, X + 170, y, 150, 'Transit-Institution No.', m.routing, 'decoy');
  box(k, X + 320, y, 212, 'Account No.', m.account, 'decoy'); y += 25;
  box(k, X, y, 270, 'Landlord / Property Manager', m.landlord, 'decoy');
  box(k, X + 270, y, 262, 'Landlord Telephone', m.landlordPhone, 'decoy'); y += 31;
  bar('CONSENT (PIPEDA)');
  k.label(X, y, 'The applicant and each principal consent to Chinook Merchant Capital Inc. and its funding partners collecting, using and disclosing ' +
    'their personal information, including obtaining credit reports from Equifax Canada and TransUnion Canada, to assess this application and ' +
    'to administer any resulting agreement, in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA). ' +
    'A SIN is optional and is used only for credit bureau matching.', { size: 6.6, width: W, color: '#333333' });
  y += 40;
  for (let i = 0; i < 2; i++) {
    const sx = X + i * 270;
    k.line(sx, y + 14, sx + 160, y + 14); k.label(sx, y + 17, 'Signature of Principal', { size: 6.5 });
    k.line(sx + 170, y + 14, sx + 250, y + 14); k.label(sx + 170, y + 17, 'Date (YYYY-MM-DD)', { size: 6.5 });
  }
  y += 34;
  k.rect(X, y, W, 22, { fill: '#f6eeee', stroke: '#8a8a8a', lw: 0.5 });
  k.label(X + 5, y + 7, 'FOR CHINOOK USE ONLY  —  Account Manager:', { size: 6.8, font: 'Helvetica-Bold', color: '#7a1f1f' });
  k.val(X + 170, y + 6, 150, m.rep, 'decoy');
  k.label(X + 340, y + 7, `File # CMC-${r.int(10000, 99999)}`, { size: 6.8 });
}

export function prairieLedger(k: Kit, m: Merchant, r: Rng): void {
  const X = 54, W = 504, LW = 150, blue = '#234e70', shade = '#e4ebf1';
  k.label(X, 34, 'Prairie Ledger Funding', { size: 17, font: 'Times-Bold', color: blue });
  k.label(X, 54, 'Independent business financing broker  ·  Regina · Saskatoon · Winnipeg', { size: 8, font: 'Times-Italic', color: '#444444' });
  k.label(X + 330, 36, 'Application for Business Financing', { size: 9, font: 'Helvetica-Bold', color: blue });
  k.label(X + 330, 48, '306-555-0194  ·  deals@prairieledger.ca', { size: 7.5, color: '#444444' });
  k.line(X, 68, X + W, 68, { lw: 0.8, color: blue });
  let y = 78;
  const row = (label: string, text: string | null | undefined, key?: string, o: { hint?: string; h?: number } = {}) => {
    const h = o.h ?? 15;
    k.rect(X, y, LW, h, { fill: shade, stroke: '#9fb3c8', lw: 0.5 });
    k.rect(X + LW, y, W - LW, h, { stroke: '#9fb3c8', lw: 0.5 });
    k.label(X + 5, y + (h - 7.5) / 2 + 0.5, label, { size: 7.5, color: '#1d2f40' });
    if (text !== undefined) k.val(X + LW + 6, y + (h - 9) / 2, W - LW - 12, text, key, o.hint ? { hint: o.hint } : {});
    y += h;
  };
  const head = (t: string) => { k.bar(X, y, W, 14, t, blue); y += 14; };
  head('Section A — Applicant Business');
  row('Registered (legal) name', m.legal, 'legal_name');
  row('Operating as', m.dba ?? (r.chance(0.5) ? 'N/A' : null), m.dba ? 'trade_name' : undefined);
  row('Business Number / Program acct.', F.bn(m.taxId, true), 'business_tax_id');
  k.rect(X, y, LW, 16, { fill: shade, stroke: '#9fb3c8', lw: 0.5 });
  k.rect(X + LW, y, W - LW, 16, { stroke: '#9fb3c8', lw: 0.5 });
  k.label(X + 5, y + 4.5, 'Legal structure', { size: 7.5, color: '#1d2f40' });
  let cx = X + LW + 6;
  for (const [lab, key] of [['Sole Proprietorship', 'sole'], ['Partnership', 'partnership'], ['Corporation', 'corp']] as const) {
    cx = k.check(cx, y + 4, m.entity === key, lab, 'type_of_entity') + 16;
  }
  k.check(cx, y + 4, false, 'Co-operative / Other');
  y += 16;
  row('In business since', F.date(m.start, r.pick(['long', 'abbr'] as const)), 'business_start_date');
  row('Industry / main activity', m.industryText, 'industry');
  row('Business address', `${m.addr.street}, ${m.addr.city}`);
  row('Province', regionName(m.addr.region), 'state_region');
  row('Postal code', m.addr.postal);
  row('Phone / Email', `${m.phone}  /  ${m.email}`);
  row('Gross annual revenue', F.money(m.monthlySales * 12, 'dollar'));
  y += 8;
  head('Section B — Financing Requested');
  row('Amount requested', F.money(m.amount, 'cadPrefix'), 'requested_amount');
  row('Use of funds', m.use);
  const showPay = r.chance(0.8);
  row('Proposed payment (each)', showPay ? F.money(m.payment, 'cents') : null, 'requested_payment');
  row('Number of payments', showPay ? String(m.npay) : null, 'number_of_payments');
  k.rect(X, y, LW, 16, { fill: shade, stroke: '#9fb3c8', lw: 0.5 });
  k.rect(X + LW, y, W - LW, 16, { stroke: '#9fb3c8', lw: 0.5 });
  k.label(X + 5, y + 4.5, 'Payment frequency', { size: 7.5, color: '#1d2f40' });
  cx = X + LW + 6;
  for (const [lab, f] of [['Daily (banking days)', 'daily'], ['Weekly', 'weekly'], ['Bi-weekly', 'biweekly'], ['Monthly', 'monthly']] as const) {
    cx = k.check(cx, y + 4, showPay && m.freq === f, lab, 'payment_frequency') + 14;
  }
  y += 22;
  head('Section C — Owners / Guarantors');
  const nameFmt = r.pick(['plain', 'middle'] as const), sinShown = r.chance(0.5);
  for (let i = 0; i < m.owners.length; i++) {
    const o = m.owners[i]!;
    row(`Owner ${i + 1} — name`, F.ownerName(o, nameFmt), `a${i}.name`);
    row('Title  /  % ownership', undefined);
    y -= 15;
    k.val(X + LW + 6, y + 3, 150, o.title, `a${i}.role`);
    k.val(X + LW + 200, y + 3, 80, F.pct(o.pct, 'sign'), `a${i}.ownership`);
    y += 15;
    row('SIN  /  Date of birth', undefined);
    y -= 15;
    k.val(X + LW + 6, y + 3, 150, sinShown ? F.sin(o.taxId, true) : null, `a${i}.tax_id`, { hint: 'SIN' });
    k.val(X + LW + 200, y + 3, 120, F.date(o.dob, 'long'), `a${i}.date_of_birth`);
    y += 15;
  }
  y += 8;
  head('Section D — Other Information (not part of the request)');
  row('Bank (transit / account)', `${m.bank}  ${m.routing} / ${m.account}`, 'decoy');
  row('Landlord', `${m.landlord}, ${m.landlordPhone}`, 'decoy');
  row('Existing financing', m.funders.length ? m.funders.map((f) => `${f.name} (${F.money(f.balance, 'cents')})`).join('; ') : 'None', m.funders.length ? 'decoy' : undefined);
  row('Accountant', `${m.refs[0]!.name}, CPA`, 'decoy');
  y += 8;
  k.label(X, y, 'I/We certify that the above is true and complete and consent, under PIPEDA and applicable provincial privacy law, to Prairie Ledger ' +
    'Funding and the lenders it presents this application to collecting and using our personal and business information and obtaining credit reports.',
  { size: 6.8, width: W, color: '#333333' });
  y += 26;
  k.line(X, y + 14, X + 200, y + 14); k.label(X, y + 17, 'Signature', { size: 6.8 });
  k.line(X + 260, y + 14, X + 360, y + 14); k.label(X + 260, y + 17, 'Date', { size: 6.8 });
  k.label(X, 760, `Broker of record: ${m.rep} · PLF ${r.int(100, 999)}`, { size: 6.5, color: '#777777' });
  k.decoys.push(m.rep);
}
