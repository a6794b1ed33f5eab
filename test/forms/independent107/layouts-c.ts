// Keystone Bridge Capital (Philadelphia, PA: a serif Word form with an owners' table, states in full) and Bluenose
// Business Funding (Halifax, NS: a Canadian Word form with Operating Name, BN with program account, SIN and PIPEDA).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './draw.ts';
import type { Merchant } from './merchant.ts';
import { businessTaxId, dbaPaths, entityText, fmtDate, fmtMoney, ownerName, ownerTaxId } from './fmt.ts';

export function keystone(f: Form, m: Merchant, r: Rng): void {
  f.setInfo('Microsoft® Word 2021', 'KBC Application');
  const X = 50, W = 512;
  f.text('KEYSTONE BRIDGE CAPITAL', X, 36, { font: 'Times-Bold', size: 18, width: W, align: 'center' });
  f.text('Business Funding Application', X, 58, { font: 'Times-Italic', size: 11, width: W, align: 'center' });
  f.text('1500 Market Street, 12th Floor · Philadelphia, Pennsylvania 19102 · (215) 555-0139', X, 74, { font: 'Times-Roman', size: 8, width: W, align: 'center' });
  f.line(X, 88, X + W, 88, '#000', 1); f.line(X, 90.5, X + W, 90.5, '#000', 0.4);
  const T = { lab: 'left' as const, lfont: 'Times-Bold', lsize: 9.5 };
  const sec = (t: string, y: number) => { f.rect(X, y, W, 14, { fill: '#d9d9d9', stroke: '#000', lw: 0.5 }); f.text(t, X + 4, y + 3, { font: 'Times-Bold', size: 9.5 }); };
  let y = 100;
  sec('I.  BUSINESS INFORMATION', y); y += 22;
  f.cell(X, y, W, 15, 'Legal Name of Business:', m.legal, { ...T, paths: { legal_name: m.legal } }); y += 20;
  f.cell(X, y, W, 15, 'Trade Name / DBA:', m.dbaPrint, { ...T, paths: dbaPaths(m) }); y += 20;
  const ent = entityText(m.entityKey, 'US', r);
  f.cell(X, y, 220, 15, 'Form of Business:', ent.text, { ...T, paths: { type_of_entity: ent.id } });
  const bare = m.taxIdType === 'EIN' && r.chance(0.5);
  const tax = businessTaxId(m, bare ? 'bare' : 'dashed');
  f.cell(X + 230, y, 282, 15, m.taxIdType === 'EIN' ? 'EIN:' : 'Tax ID # (SSN if no EIN):', tax.text, { ...T, paths: tax.paths }); y += 20;
  f.cell(X, y, W, 15, 'Business Address:', m.street, T); y += 20;
  f.cell(X, y, 180, 15, 'City:', m.city, T);
  f.cell(X + 190, y, 190, 15, 'State:', m.stateName, { ...T, paths: { state_region: m.state } });
  f.cell(X + 390, y, 122, 15, 'Zip Code:', m.zip, T); y += 20;
  f.cell(X, y, 240, 15, 'Telephone:', m.phone, T);
  f.cell(X + 250, y, 262, 15, 'Website:', m.website ?? '', T); y += 20;
  f.cell(X, y, 240, 15, 'Business Inception Date:', fmtDate(m.started, r.pick(['mdyy', 'mdy1'] as const)), { ...T, paths: { business_start_date: m.started } });
  f.cell(X + 250, y, 262, 15, 'Description of Business:', m.industryText, { ...T, paths: { industry: m.industryId } }); y += 20;
  f.cell(X, y, 240, 15, 'Amount Requested:', fmtMoney(m.amount, r.pick(['dollar', 'cents'] as const)), { ...T, paths: { requested_amount: m.amount } });
  f.cell(X + 250, y, 262, 15, 'Purpose:', m.useOfFunds, T); y += 20;
  f.cell(X, y, 240, 15, 'Monthly Gross Sales:', fmtMoney(m.monthlySales, 'dollar'), T);
  f.cell(X + 250, y, 262, 15, 'Prior Bankruptcy (Y/N):', 'N', T); y += 28;
  sec('II.  OWNERSHIP (list all owners of 20% or more)', y); y += 18;
  const cols: [string, number][] = [['Name (Last, First)', 140], ['Title', 76], ['Own %', 38], ['SS#', 78], ['Date of Birth', 64], ['Credit Score', 50], ['Cell Phone', 0]];
  const widths = cols.map((c) => c[1]); widths[6] = W - widths.slice(0, 6).reduce((a, b) => a + b, 0);
  let tx = X;
  cols.forEach(([h], j) => { f.rect(tx, y, widths[j]!, 16, { stroke: '#000', lw: 0.5, fill: '#f2f2f2' }); f.text(h, tx + 3, y + 5, { font: 'Times-Bold', size: 8 }); tx += widths[j]!; });
  y += 16;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i] ?? null;
    const nm = o ? ownerName(o, i, 'lastFirst') : null;
    const t = o ? ownerTaxId(o, i, o.masked, r) : null;
    const cells: [string, Record<string, unknown>][] = [
      [nm?.text ?? '', nm?.paths ?? {}], [o?.title ?? '', o ? { [`applicants.${i}.role`]: o.title } : {}],
      [o ? `${o.ownership}` : '', o ? { [`applicants.${i}.ownership`]: o.ownership } : {}], [t?.text ?? '', t?.paths ?? {}],
      [o ? fmtDate(o.dob, 'mdy') : '', o ? { [`applicants.${i}.date_of_birth`]: o.dob } : {}],
      [o?.credit ? String(o.credit) : '', o?.credit ? { [`applicants.${i}.credit_score`]: o.credit } : {}], [o?.cell ?? '', {}]];
    tx = X;
    cells.forEach(([v, p], j) => { f.rect(tx, y, widths[j]!, 18, { stroke: '#000', lw: 0.5 }); f.value(tx, y + 1, widths[j]!, 16, v, { size: j === 6 ? 7.5 : 8, paths: p }); tx += widths[j]!; });
    y += 18;
  }
  y += 14;
  sec('III.  BANK, LANDLORD & TRADE REFERENCES', y); y += 22;
  f.cell(X, y, 200, 15, 'Bank:', m.bank, { ...T, decoy: 'bank' });
  f.cell(X + 210, y, 150, 15, 'Routing:', m.routing, { ...T, decoy: 'routing' });
  f.cell(X + 370, y, 142, 15, 'Acct:', m.account, { ...T, decoy: 'account' }); y += 20;
  f.cell(X, y, 300, 15, 'Landlord:', m.landlord, { ...T, decoy: 'landlord' });
  f.cell(X + 310, y, 202, 15, 'Phone:', m.landlordPhone, { ...T, decoy: 'landlord_phone' }); y += 20;
  for (let i = 0; i < 2; i++) {
    f.cell(X, y, 300, 15, `Reference ${i + 1}:`, m.refs[i]!.name, { ...T, decoy: 'reference' });
    f.cell(X + 310, y, 202, 15, 'Phone:', m.refs[i]!.phone, { ...T, decoy: 'reference_phone' }); y += 20;
  }
  y += 8;
  f.text('The undersigned certifies that the information herein is true and accurate and authorizes Keystone Bridge Capital and any financing source to which '
    + 'this application is submitted to obtain credit reports and to verify the information contained herein with any source. A photocopy or fax of this '
    + 'authorization shall be as valid as the original.', X, y, { font: 'Times-Roman', size: 8, width: W, align: 'justify', lineGap: 0.8 }); y += 44;
  f.line(X, y + 16, X + 200, y + 16); f.text('Signature', X, y + 18, { font: 'Times-Italic', size: 8 });
  f.signature(X + 10, y + 12, 140);
  f.cell(X + 220, y, 170, 16, 'Print Name & Title', m.owners[0] ? `${m.owners[0].first} ${m.owners[0].last}, ${m.owners[0].title}` : '', { lab: 'below', lfont: 'Times-Italic', lsize: 8 });
  f.cell(X + 410, y, 102, 16, 'Date', '12/01/2026', { lab: 'below', lfont: 'Times-Italic', lsize: 8 }); y += 40;
  f.rect(X + 292, y, 220, 46, { stroke: '#000', lw: 0.8 });
  f.text('FOR OFFICE USE ONLY', X + 298, y + 4, { font: 'Times-Bold', size: 8 });
  f.text('Account Exec:', X + 298, y + 17, { font: 'Times-Roman', size: 8 });
  f.value(X + 350, y + 13, 160, 13, m.rep, { size: 8, decoy: 'iso_rep' });
  f.text('Submitted to: ______________  Tier: ___', X + 298, y + 32, { font: 'Times-Roman', size: 8 });
}

export function bluenose(f: Form, m: Merchant, r: Rng): void {
  f.setInfo('Microsoft® Word for Microsoft 365', 'Bluenose Business Funding – Application');
  const X = 42, W = 528, NAVY = '#123b6d';
  f.rect(X, 30, 44, 44, { fill: NAVY, r: 4 });
  f.text('BB', X + 8, 42, { font: 'Helvetica-Bold', size: 20, color: '#fff' });
  f.text('Bluenose Business Funding Inc.', X + 54, 32, { font: 'Helvetica-Bold', size: 15, color: NAVY });
  f.text('Business Cash Advance Application (Canada)', X + 54, 52, { size: 10 });
  f.text('1791 Barrington St., Halifax NS  B3J 3K9  |  902-555-0176', X + 54, 66, { size: 7.5, color: '#555' });
  const sec = (t: string, y: number) => { f.line(X, y + 12, X + W, y + 12, NAVY, 1); f.text(t, X, y, { font: 'Helvetica-Bold', size: 9.5, color: NAVY }); };
  const A = { lab: 'above' as const, lsize: 7, lcolor: '#333', border: false };
  let y = 88;
  sec('1. Business', y); y += 28;
  f.cell(X, y, 300, 15, 'Legal Business Name', m.legal, { ...A, paths: { legal_name: m.legal } });
  f.cell(X + 312, y, 216, 15, 'Operating Name (O/A)', m.dbaPrint, { ...A, paths: dbaPaths(m) }); y += 30;
  const bn = businessTaxId(m, r.pick(['bnSpaced', 'bnTight'] as const));
  f.cell(X, y, 200, 15, 'Business Number (BN) incl. program account', bn.text, { ...A, paths: bn.paths });
  const dfmt = r.pick(['long', 'iso'] as const);
  f.cell(X + 212, y, 150, 15, 'Date Started / Incorporated', fmtDate(m.started, dfmt), { ...A, paths: { business_start_date: m.started } });
  f.cell(X + 374, y, 154, 15, 'Type of Business', m.industryText, { ...A, paths: { industry: m.industryId } }); y += 24;
  f.text('Structure:', X, y + 1, { size: 8, font: 'Helvetica-Bold' });
  let cx = X + 50;
  for (const [label, key] of [['Corporation', 'corp'], ['Sole Proprietorship', 'sole'], ['Partnership', 'partnership']] as const)
    cx = f.check(cx, y, label, m.entityKey === key, { paths: { type_of_entity: ({ corp: 'ca_corporation', sole: 'sole_proprietorship', partnership: 'general_partnership' } as const)[key] } });
  f.check(cx, y, 'Federally incorporated (CBCA)', m.entityKey === 'corp' && r.chance(0.4)); y += 26;
  f.cell(X, y, 250, 15, 'Street Address', m.street, A);
  f.cell(X + 262, y, 120, 15, 'City', m.city, A);
  f.cell(X + 394, y, 60, 15, 'Province', m.state, { ...A, paths: { state_region: m.state } });
  f.cell(X + 466, y, 62, 15, 'Postal Code', m.zip, A); y += 30;
  f.cell(X, y, 160, 15, 'Phone', m.phone, A);
  f.cell(X + 172, y, 200, 15, 'Email', m.email, A);
  f.cell(X + 384, y, 144, 15, 'Employees', String(m.employees), A); y += 26;
  sec('2. Funding', y); y += 28;
  f.cell(X, y, 160, 15, 'Amount Requested (CAD)', fmtMoney(m.amount, r.pick(['cad', 'dollar'] as const)), { ...A, paths: { requested_amount: m.amount } });
  f.cell(X + 172, y, 200, 15, 'Use of Funds', m.useOfFunds, A);
  f.cell(X + 384, y, 144, 15, 'Avg. Monthly Card + Debit Sales', fmtMoney(Math.round(m.monthlySales * 0.6), 'dollar'), A); y += 26;
  sec('3. Owners / Directors', y); y += 28;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i] ?? null;
    const nm = o ? ownerName(o, i, 'middle') : null;
    f.cell(X, y, 190, 15, `Owner ${i + 1} – Full Name`, nm?.text ?? '', { ...A, paths: nm?.paths ?? {} });
    f.cell(X + 200, y, 90, 15, 'Position', o?.title ?? '', { ...A, paths: o ? { [`applicants.${i}.role`]: o.title } : {} });
    f.cell(X + 300, y, 50, 15, '% Owned', o ? `${o.ownership}%` : '', { ...A, paths: o ? { [`applicants.${i}.ownership`]: o.ownership } : {} });
    const t = o ? ownerTaxId(o, i, o.masked, r) : null;
    f.cell(X + 360, y, 90, 15, 'SIN', t?.text ?? '', { ...A, paths: t?.paths ?? {} });
    f.cell(X + 460, y, 68, 15, 'Date of Birth', o ? fmtDate(o.dob, 'iso') : '', { ...A, paths: o ? { [`applicants.${i}.date_of_birth`]: o.dob } : {} }); y += 27;
    f.cell(X, y, 528, 15, 'Home Address', o ? `${o.home}, ${o.homeCity}, ${m.state}` : '', { ...A, lsize: 6, decoy: 'home_address' }); y += 25;
  }
  sec('4. Banking & Landlord', y); y += 28;
  f.cell(X, y, 150, 15, 'Financial Institution', m.bank, { ...A, decoy: 'bank' });
  f.cell(X + 162, y, 120, 15, 'Transit-Institution #', m.routing, { ...A, decoy: 'routing' });
  f.cell(X + 294, y, 100, 15, 'Account #', m.account, { ...A, decoy: 'account' });
  f.cell(X + 406, y, 122, 15, 'Landlord', m.landlord, { ...A, size: 7, decoy: 'landlord' }); y += 26;
  f.text('Consent (PIPEDA): By signing, each owner consents to Bluenose Business Funding Inc. and its funding partners collecting, using and disclosing the '
    + 'personal information in this application, including obtaining credit reports from Equifax Canada and TransUnion Canada, for the purpose of assessing '
    + 'this request and administering any resulting agreement. You may withdraw consent subject to legal and contractual restrictions.', X, y,
  { size: 6.8, width: W, color: '#333', lineGap: 0.8 }); y += 40;
  f.line(X, y + 16, X + 200, y + 16); f.text('Signature of Owner/Director', X, y + 18, { size: 6.5 });
  f.signature(X + 10, y + 12, 140);
  f.cell(X + 230, y, 110, 16, 'Date (YYYY-MM-DD)', '2026-11-27', { lab: 'below' });
  f.text('Broker:', X + 370, y + 6, { size: 7 });
  f.value(X + 398, y + 1, 130, 14, m.rep, { size: 8, decoy: 'iso_rep' });
}
