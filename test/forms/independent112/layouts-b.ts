// Layouts 3-4 of independent112: Wasatch Front Partners (Utah ISO, two pages, values on lines with the label under the
// line) and North Star Business Funding (Minnesota broker, a Google Docs form with labels above fields in two columns).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Kit } from './kit.ts';
import type { Merchant } from './merchant.ts';
import { regionName } from './merchant.ts';
import * as F from './fmt.ts';

/** Value written on a line, its label printed small under the line. */
function under(k: Kit, x: number, y: number, w: number, label: string, text: string | null, key?: string, hint?: string): void {
  k.val(x + 2, y, w - 4, text, key, hint ? { hint } : {});
  k.line(x, y + 12, x + w - 8, y + 12, { lw: 0.5, color: '#444444' });
  k.label(x, y + 14.5, label, { size: 6.3, color: '#555555' });
}

export function wasatchFront(k: Kit, m: Merchant, r: Rng): void {
  const X = 44, W = 524, green = '#2f5d50';
  const header = (p: number) => {
    k.rect(X, 30, 6, 34, { fill: '#c9a227', stroke: 'none' });
    k.label(X + 14, 30, 'WASATCH FRONT PARTNERS', { size: 15, font: 'Helvetica-Bold', color: green });
    k.label(X + 14, 50, 'Small Business Capital  ·  Salt Lake City, Utah', { size: 8, color: '#555555' });
    k.label(X + 380, 32, `Application — Page ${p} of 2`, { size: 8, font: 'Helvetica-Bold', color: green });
    k.label(X + 380, 44, 'Fax/Email: funding@wasatchfp.com', { size: 7, color: '#555555' });
    k.line(X, 72, X + W, 72, { lw: 1.5, color: green });
  };
  const sec = (y: number, t: string) => { k.label(X, y, t, { size: 9.5, font: 'Helvetica-Bold', color: green }); k.line(X, y + 12, X + W, y + 12, { lw: 0.4, color: green }); };
  header(1);
  let y = 84;
  sec(y, 'About the Business'); y += 22;
  under(k, X, y, 300, 'Business Legal Name (as shown on tax return)', m.legal, 'legal_name');
  under(k, X + 300, y, 224, 'Doing Business As', m.dba, 'trade_name'); y += 30;
  const ent = { llc: 'LLC', corp: 'Inc.', scorp: 'S Corporation', sole: 'Sole Proprietorship', partnership: 'General Partnership', llp: 'LLP', pllc: 'PLLC' }[m.entity];
  under(k, X, y, 150, 'Entity Type', ent, 'type_of_entity');
  under(k, X + 150, y, 150, m.taxType === 'EIN' ? 'EIN' : 'Tax ID (EIN or SSN)', m.taxType === 'EIN' ? F.ein(m.taxId) : F.ssn(m.taxId), 'business_tax_id');
  under(k, X + 300, y, 120, 'Business Start Date', F.date(m.start, 'long'), 'business_start_date');
  under(k, X + 420, y, 104, 'State of Formation', regionName(m.incRegion), 'decoy'); y += 30;
  under(k, X, y, 250, 'Street Address', m.addr.street);
  under(k, X + 250, y, 274, 'City, State ZIP', `${m.addr.city}, ${m.addr.region} ${m.addr.postal}`, 'state_region'); y += 30;
  under(k, X, y, 150, 'Main Phone', m.phone);
  under(k, X + 150, y, 200, 'Email', m.email);
  under(k, X + 350, y, 174, 'Website', m.website ?? (r.chance(0.5) ? 'none' : null)); y += 30;
  under(k, X, y, 250, 'What does the business do?', m.industryText, 'industry');
  under(k, X + 250, y, 90, 'Employees', String(m.employees));
  under(k, X + 340, y, 184, 'Monthly Gross Revenue', F.money(m.monthlySales, 'dollar')); y += 36;
  sec(y, 'Funding Request'); y += 22;
  under(k, X, y, 160, 'Amount Requested', F.money(m.amount, 'spaced'), 'requested_amount');
  under(k, X + 160, y, 200, 'How will the funds be used?', m.use);
  under(k, X + 360, y, 164, 'Funds needed by', F.date(`2026-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(10, 28))}`, 'us')); y += 32;
  k.label(X, y, 'Do you currently have any cash advances or business loans?', { size: 7.5 });
  k.check(X + 220, y - 0.5, m.funders.length > 0, 'Yes');
  k.check(X + 255, y - 0.5, m.funders.length === 0, 'No'); y += 14;
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    under(k, X, y, 200, `Lender / Funder ${i + 1}`, f?.name ?? null, 'decoy');
    under(k, X + 200, y, 150, 'Balance', f ? F.money(f.balance, 'cents') : null, 'decoy');
    under(k, X + 350, y, 174, 'Payment', f ? F.money(f.payment, 'cents') : null, 'decoy'); y += 28;
  }
  y += 6;
  sec(y, 'Business Bank Account & Landlord'); y += 22;
  under(k, X, y, 180, 'Bank', m.bank);
  under(k, X + 180, y, 160, 'Routing Number', m.routing, 'decoy');
  under(k, X + 340, y, 184, 'Account Number', m.account, 'decoy'); y += 30;
  under(k, X, y, 250, 'Landlord / Property Manager', m.landlord, 'decoy');
  under(k, X + 250, y, 274, 'Landlord Phone', m.landlordPhone, 'decoy');
  k.label(X, 748, 'WFP-APP 2026.1  ·  Continue on page 2: owners, references and signatures.', { size: 6.5, color: '#777777' });
  k.addPage();
  header(2);
  y = 84;
  sec(y, 'Owners (list every owner with 20% or more)'); y += 20;
  const masked = r.chance(0.5), nameFmt = r.pick(['plain', 'middle', 'lastFirst'] as const);
  const n = Math.max(2, m.owners.length);
  for (let i = 0; i < n; i++) {
    const o = m.owners[i];
    k.rect(X, y, W, 76, { stroke: '#b8c7c0', lw: 0.5 });
    k.label(X + 6, y + 4, `Owner ${i + 1}`, { size: 8, font: 'Helvetica-Bold', color: green });
    under(k, X + 6, y + 16, 230, 'Full Name (Last, First if preferred)', o ? F.ownerName(o, nameFmt) : null, `a${i}.name`);
    under(k, X + 236, y + 16, 130, 'Title', o?.title ?? null, `a${i}.role`);
    under(k, X + 366, y + 16, 70, 'Ownership %', o ? F.pct(o.pct, 'spaced') : null, `a${i}.ownership`);
    under(k, X + 436, y + 16, 88, 'Date of Birth', o ? F.date(o.dob, 'us') : null, `a${i}.date_of_birth`);
    under(k, X + 6, y + 46, 120, masked ? 'SSN (last 4 only)' : 'Social Security #', o ? F.ownerTax(o, masked) : null, masked ? undefined : `a${i}.tax_id`);
    under(k, X + 126, y + 46, 290, 'Home Address', o ? `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}` : null, o ? 'decoy' : undefined);
    under(k, X + 416, y + 46, 108, 'Mobile', o?.cell ?? null);
    y += 84;
  }
  sec(y, 'Trade References'); y += 20;
  for (const ref of m.refs) {
    under(k, X, y, 260, 'Company / Contact', ref.name, 'decoy');
    under(k, X + 260, y, 200, 'Phone', ref.phone, 'decoy'); y += 28;
  }
  y += 4;
  sec(y, 'Authorization & Signatures'); y += 18;
  k.label(X, y, 'Each undersigned owner certifies that all information in this application is true and correct, and authorizes Wasatch Front Partners, ' +
    'its affiliates and funding sources to request consumer credit reports, verify bank, landlord and trade references, and share this application ' +
    'with prospective funders. A copy of this authorization is as valid as the original. Utah applicants: see the Commercial Financing Registration ' +
    'and Disclosure Act notice provided with any offer.', { size: 6.8, width: W, color: '#333333' });
  y += 44;
  for (let i = 0; i < Math.min(2, m.owners.length); i++) {
    const sx = X + i * 265;
    k.line(sx, y + 14, sx + 160, y + 14); k.label(sx, y + 17, 'Signature', { size: 6.5 });
    k.line(sx + 170, y + 14, sx + 245, y + 14); k.label(sx + 170, y + 17, 'Date', { size: 6.5 });
  }
  k.label(X, 748, `Referred by: ${m.rep}  ·  ISO #WF-${r.int(200, 899)}`, { size: 6.5, color: '#777777' });
  k.decoys.push(m.rep);
}

/** Label above a framed field, as a Google Docs table form. */
function above(k: Kit, x: number, y: number, w: number, label: string, text: string | null, key?: string, hint?: string): void {
  k.label(x, y, label, { size: 7.5, font: 'Helvetica-Bold', color: '#37474f' });
  k.rect(x, y + 10, w, 17, { stroke: '#b0bec5', lw: 0.6 });
  k.val(x + 4, y + 14.5, w - 8, text, key, hint ? { hint } : {});
}

export function northStar(k: Kit, m: Merchant, r: Rng): void {
  const X = 48, W = 516, teal = '#00695c', C2 = X + 266, CW = 250;
  k.label(X, 34, 'North Star Business Funding', { size: 20, font: 'Helvetica-Bold', color: teal });
  k.label(X, 58, 'Working capital for Minnesota, Wisconsin & Missouri businesses  ·  612-555-0127  ·  northstarbizfunding.com', { size: 8, color: '#546e7a' });
  k.line(X, 72, X + W, 72, { lw: 2, color: teal });
  let y = 82;
  const sec = (t: string) => { k.label(X, y, t.toUpperCase(), { size: 10, font: 'Helvetica-Bold', color: teal }); y += 16; };
  sec('Business');
  above(k, X, y, CW, 'Business Legal Name', m.legal, 'legal_name');
  above(k, C2, y, CW, 'DBA / Trade Name', m.dba, 'trade_name'); y += 34;
  above(k, X, y, CW, m.taxType === 'EIN' ? 'EIN' : 'EIN (or SSN if sole proprietor)', m.taxType === 'EIN' ? F.ein(m.taxId) : F.ssn(m.taxId), 'business_tax_id');
  above(k, C2, y, CW, 'Business Start Date', F.date(m.start, 'abbr'), 'business_start_date'); y += 34;
  k.label(X, y, 'Business Structure', { size: 7.5, font: 'Helvetica-Bold', color: '#37474f' }); y += 11;
  let cx = X;
  for (const [lab, key] of [['Sole Proprietor', 'sole'], ['Partnership', 'partnership'], ['LLC', 'llc'], ['C Corp', 'corp'], ['S Corp', 'scorp']] as const) {
    cx = k.check(cx, y, m.entity === key, lab, 'type_of_entity') + 14;
  }
  const other = m.entity === 'llp' ? 'LLP' : m.entity === 'pllc' ? 'PLLC' : null;
  cx = k.check(cx, y, other !== null, 'Other (specify):') + 4;
  k.line(cx, y + 9, cx + 70, y + 9, { lw: 0.5 });
  k.val(cx + 3, y - 1, 66, other, 'type_of_entity'); y += 18;
  above(k, X, y, W, 'Business Address (physical location)', `${m.addr.street}, ${m.addr.city}`); y += 34;
  const full = r.chance(0.7);
  above(k, X, y, 160, 'State', full ? regionName(m.addr.region) : m.addr.region, 'state_region');
  above(k, X + 170, y, 80, 'ZIP Code', m.addr.postal);
  above(k, C2, y, CW, 'Business Phone', m.phone); y += 34;
  above(k, X, y, CW, 'Industry / Type of Business', m.industryText, 'industry');
  above(k, C2, y, CW, 'Email', m.email); y += 40;
  sec('Funding');
  above(k, X, y, 160, 'Requested Amount', F.money(m.amount, 'cents'), 'requested_amount');
  above(k, X + 170, y, 200, 'Purpose', m.use);
  above(k, X + 380, y, 136, 'Monthly Card Sales', F.money(Math.round(m.monthlySales * 0.6), 'dollar')); y += 34;
  k.label(X, y, 'Preferred payment schedule:', { size: 7.5, font: 'Helvetica-Bold', color: '#37474f' });
  cx = X + 120;
  const showFreq = r.chance(0.7);
  for (const [lab, f] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-weekly', 'biweekly'], ['Monthly', 'monthly']] as const) {
    cx = k.check(cx, y - 0.5, showFreq && m.freq === f, lab, 'payment_frequency') + 14;
  }
  y += 20;
  sec('Owners');
  const nameFmt = r.pick(['plain', 'middle'] as const), masked = r.chance(0.35), score = r.chance(0.6);
  for (let i = 0; i < m.owners.length; i++) {
    const o = m.owners[i]!, ox = i % 2 === 0 ? X : C2;
    if (i % 2 === 0 && i > 0) y += 104;
    k.rect(ox - 4, y - 4, CW + 8, 100, { stroke: '#cfd8dc', lw: 0.5 });
    above(k, ox, y, CW, `Owner ${i + 1} Name`, F.ownerName(o, nameFmt), `a${i}.name`);
    above(k, ox, y + 32, 120, 'Title', o.title, `a${i}.role`);
    above(k, ox + 130, y + 32, 50, 'Own %', F.pct(o.pct, 'sign'), `a${i}.ownership`);
    above(k, ox + 190, y + 32, 60, 'Credit Score', score ? String(o.score) : null, `a${i}.credit_score`);
    above(k, ox, y + 64, 120, 'SSN / ITIN', F.ownerTax(o, masked), masked ? undefined : `a${i}.tax_id`);
    above(k, ox + 130, y + 64, 120, 'Date of Birth', F.date(o.dob, 'us'), `a${i}.date_of_birth`);
  }
  y += 112;
  sec('Other');
  above(k, X, y, 160, 'Business Bank', m.bank);
  above(k, X + 170, y, 160, 'Landlord / Mortgage Holder', m.landlord, 'decoy');
  above(k, X + 340, y, 176, 'Referred By', r.chance(0.5) ? m.rep : m.refs[0]!.name, 'decoy'); y += 38;
  k.label(X, y, 'By signing, the applicant and each owner authorize North Star Business Funding and its partners to obtain credit reports and verify the ' +
    'information provided, and agree to receive calls and texts about this request. Information is kept confidential.', { size: 6.8, width: W, color: '#546e7a' });
  y += 26;
  k.line(X, y + 12, X + 200, y + 12); k.label(X, y + 15, 'Owner Signature', { size: 6.8 });
  k.line(X + 260, y + 12, X + 360, y + 12); k.label(X + 260, y + 15, 'Date', { size: 6.8 });
}
