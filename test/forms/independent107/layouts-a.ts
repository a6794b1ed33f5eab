// Sunline Funding Partners (Tampa, FL: a one-page Word grid) and Peachtree Merchant Advance (Atlanta, GA: a two-page
// Google Docs form with label-then-rule lines).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './draw.ts';
import type { Merchant } from './merchant.ts';
import { businessTaxId, dbaPaths, entityText, fmtDate, fmtMoney, fmtPhoneAlt, FREQ_LABEL, ownerName, ownerTaxId } from './fmt.ts';

const NAVY = '#1f3864';

export function sunline(f: Form, m: Merchant, r: Rng): void {
  f.setInfo('Microsoft® Word for Microsoft 365', 'Sunline Funding Partners - Merchant Application');
  const X = 36, W = 540;
  f.text('SUNLINE', X, 30, { font: 'Helvetica-Bold', size: 22, color: '#e07b00' });
  f.text('FUNDING PARTNERS', X + 108, 37, { font: 'Helvetica', size: 11, color: NAVY });
  f.text('MERCHANT FUNDING APPLICATION', 330, 30, { font: 'Helvetica-Bold', size: 12, color: NAVY, width: 246, align: 'right' });
  f.text('4110 W. Kennedy Blvd, Ste 300 | Tampa, Florida 33609 | (813) 555-0142 | deals@sunlinefp.com', 236, 47, { size: 7, width: 340, align: 'right', color: '#444' });
  const bar = (t: string, y: number) => { f.rect(X, y, W, 13, { fill: NAVY }); f.text(t, X + 4, y + 3, { font: 'Helvetica-Bold', size: 8, color: '#fff' }); };
  const H = 24;
  let y = 64;
  bar('BUSINESS INFORMATION', y); y += 13;
  f.cell(X, y, 330, H, 'Legal/Corporate Name', m.legal, { paths: { legal_name: m.legal } });
  f.cell(X + 330, y, 210, H, 'DBA', m.dbaPrint, { paths: dbaPaths(m) }); y += H;
  f.cell(X, y, 250, H, 'Physical Address (no P.O. Box)', m.street);
  f.cell(X + 250, y, 140, H, 'City', m.city);
  f.cell(X + 390, y, 60, H, 'State', m.state, { paths: { state_region: m.state } });
  f.cell(X + 450, y, 90, H, 'Zip', m.zip); y += H;
  f.cell(X, y, 130, H, 'Business Phone', fmtPhoneAlt(m.phone, r));
  f.cell(X + 130, y, 220, H, 'Business Email', m.email);
  f.cell(X + 350, y, 190, H, 'Website', m.website ?? ''); y += H;
  const tax = businessTaxId(m, 'dashed');
  f.cell(X, y, 120, H, m.soleSsn ? 'Federal Tax ID / SSN' : 'Federal Tax ID', tax.text, { paths: tax.paths });
  const sd = fmtDate(m.started, r.pick(['mdy', 'mdy1'] as const));
  f.cell(X + 120, y, 110, H, 'Date Business Started', sd, { paths: { business_start_date: m.started } });
  f.cell(X + 230, y, 80, H, 'State of Inc.', m.incState ?? (r.chance(0.5) ? m.state : ''), m.incState ? { decoy: 'state_of_incorporation' } : { paths: {} });
  f.cell(X + 310, y, 160, H, 'Type of Business', m.industryText, { paths: { industry: m.industryId } });
  f.cell(X + 470, y, 70, H, '# Employees', String(m.employees)); y += H;
  f.rect(X, y, W, 18, { lw: 0.5 });
  f.text('Entity:', X + 3, y + 6, { font: 'Helvetica-Bold', size: 7.5 });
  let cx = X + 36;
  const boxes: [string, string, string][] = [['LLC', 'llc', 'llc'], ['Corporation', 'corp', 'c_corporation'], ['S-Corp', 'scorp', 's_corporation'],
    ['Sole Prop', 'sole', 'sole_proprietorship'], ['Partnership', 'partnership', 'general_partnership'], ['Non-Profit', 'nonprofit', 'nonprofit_corporation']];
  for (const [label, key, id] of boxes) cx = f.check(cx, y + 5, label, m.entityKey === key, { paths: { type_of_entity: id } });
  const other = !boxes.some((b) => b[1] === m.entityKey);
  cx = f.check(cx, y + 5, 'Other:', other);
  const ot = other ? entityText(m.entityKey, 'US', r) : null;
  f.line(cx - 8, y + 14, X + W - 4, y + 14);
  f.value(cx - 8, y + 3, X + W - cx, 11, ot?.text ?? '', ot ? { paths: { type_of_entity: ot.id } } : {}); y += 18;
  f.rect(X, y, W, H, { lw: 0.5 });
  f.text('Own or Rent?', X + 3, y + 9, { font: 'Helvetica-Bold', size: 7.5 });
  f.check(X + 62, y + 8, 'Own', m.rent === 'Own'); f.check(X + 100, y + 8, 'Rent', m.rent === 'Rent');
  f.cell(X + 150, y, 230, H, 'Landlord / Mortgage Company', m.landlord, { decoy: 'landlord' });
  f.cell(X + 380, y, 160, H, 'Landlord Phone', m.landlordPhone, { decoy: 'landlord_phone' }); y += H + 6;
  bar('FUNDING REQUEST', y); y += 13;
  f.cell(X, y, 140, H, 'Amount Requested', fmtMoney(m.amount, r.pick(['dollar', 'cents', 'spaced'] as const)), { paths: { requested_amount: m.amount } });
  f.cell(X + 140, y, 200, H, 'Use of Funds', m.useOfFunds);
  f.cell(X + 340, y, 100, H, 'Avg. Monthly Sales', fmtMoney(m.monthlySales, 'dollar'));
  f.cell(X + 440, y, 100, H, 'Annual Gross Sales', fmtMoney(m.annualRevenue, 'dollar')); y += H + 6;
  bar('OWNER / OFFICER INFORMATION', y); y += 13;
  const nf = r.pick(['full', 'middle', 'cred'] as const);
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    const nm = o ? ownerName(o, i, nf) : null;
    const tx = o ? ownerTaxId(o, i, o.masked, r) : null;
    f.cell(X, y, 190, H, `Owner ${i + 1} Full Name`, nm?.text ?? '', { paths: nm?.paths ?? {} });
    f.cell(X + 190, y, 90, H, 'Title', o?.title ?? '', { paths: o ? { [`applicants.${i}.role`]: o.title } : {} });
    f.cell(X + 280, y, 50, H, '% Ownership', o ? `${o.ownership}%` : '', { paths: o ? { [`applicants.${i}.ownership`]: o.ownership } : {} });
    f.cell(X + 330, y, 85, H, 'SS#', tx?.text ?? '', { paths: tx?.paths ?? {} });
    f.cell(X + 415, y, 70, H, 'DOB', o ? fmtDate(o.dob, 'mdy') : '', { paths: o ? { [`applicants.${i}.date_of_birth`]: o.dob } : {} });
    f.cell(X + 485, y, 55, H, 'FICO (est.)', o?.credit ? String(o.credit) : '', { paths: o?.credit ? { [`applicants.${i}.credit_score`]: o.credit } : {} }); y += H;
    f.cell(X, y, 280, H, 'Home Address', o ? `${o.home}, ${o.homeCity}` : '', { decoy: 'home_address' });
    f.cell(X + 280, y, 130, H, 'Cell Phone', o?.cell ?? '');
    f.cell(X + 410, y, 130, H, 'Email', o?.email ?? ''); y += H + 4;
  }
  bar('BANK INFORMATION', y); y += 13;
  f.cell(X, y, 200, H, 'Bank Name', m.bank, { decoy: 'bank' });
  f.cell(X + 200, y, 170, H, 'Routing #', m.routing, { decoy: 'routing' });
  f.cell(X + 370, y, 170, H, 'Account #', m.account, { decoy: 'account' }); y += H + 8;
  f.text('By signing below, each of the above listed business and business owner(s) (individually, an "Applicant") certifies that all information and documents '
    + 'submitted in connection with this application are true, correct and complete. Applicant authorizes Sunline Funding Partners and its assigns, agents, '
    + 'banks or financial institutions to obtain an investigative or consumer report from a credit bureau or credit agency, and to investigate the references '
    + 'given or any other statements or data obtained from Applicant. Applicant waives and releases any claims against Sunline Funding Partners and any '
    + 'information-providers arising from any act or omission relating to the requesting, receiving or release of the information obtained.', X, y,
  { size: 6.3, width: W, align: 'justify', color: '#333' }); y += 62;
  for (let i = 0; i < 2; i++) {
    const sx = X + i * 275;
    f.line(sx, y + 16, sx + 150, y + 16); f.text(`Signature (Owner ${i + 1})`, sx, y + 18, { size: 6.5 });
    if (m.owners[i]) f.signature(sx + 8, y + 12, 110);
    f.cell(sx + 160, y, 90, 16, 'Date', m.owners[i] ? fmtDate('2026-' + r.pick(['11-18', '11-24', '12-01']), 'mdy') : '', { lab: 'below' });
  }
  y += 34;
  f.rect(X, y, W, 20, { fill: '#eeeeee', stroke: '#999' });
  f.text('OFFICE USE ONLY', X + 4, y + 7, { font: 'Helvetica-Bold', size: 7 });
  f.cell(X + 90, y + 2, 200, 14, 'ISO Rep:', m.rep, { lab: 'left', decoy: 'iso_rep' });
  f.cell(X + 300, y + 2, 130, 14, 'Rep Phone:', m.repPhone, { lab: 'left', decoy: 'iso_rep_phone' });
  f.text('Rev. 01/2026', X + 480, y + 7, { size: 6, color: '#666' });
}

export function peachtree(f: Form, m: Merchant, r: Rng): void {
  f.setInfo('Google Docs Renderer', 'Peachtree Merchant Advance Application');
  const X = 54, W = 504, GREEN = '#2e6b3a';
  const head = (p: string) => {
    f.text('Peachtree Merchant Advance', X, 40, { font: 'Helvetica-Bold', size: 18, color: GREEN });
    f.text(`Small Business Funding Application  ·  ${p}`, X, 62, { size: 9, color: '#555' });
    f.line(X, 76, X + W, 76, GREEN, 1.5);
  };
  const sec = (t: string, y: number) => f.text(t, X, y, { font: 'Helvetica-Bold', size: 11, color: GREEN });
  const L = { lab: 'left' as const, lsize: 9, lfont: 'Helvetica' };
  head('Page 1 of 2');
  let y = 88;
  sec('Business Information', y); y += 18;
  f.cell(X, y, W, 16, 'Business Legal Name:', m.legal, { ...L, paths: { legal_name: m.legal } }); y += 22;
  f.cell(X, y, W, 16, 'DBA (if different):', m.dbaPrint, { ...L, paths: dbaPaths(m) }); y += 22;
  const ent = entityText(m.entityKey, 'US', r);
  f.cell(X, y, 250, 16, 'Entity Type:', ent.text, { ...L, paths: { type_of_entity: ent.id } });
  const tax = businessTaxId(m, m.taxIdType === 'EIN' && r.chance(0.4) ? 'bare' : 'dashed');
  f.cell(X + 262, y, 242, 16, m.taxIdType === 'EIN' ? 'Federal Tax ID (EIN):' : 'Tax ID (EIN or SSN):', tax.text, { ...L, paths: tax.paths }); y += 22;
  f.cell(X, y, W, 16, 'Street Address:', m.street, L); y += 22;
  const csz = `${m.city}, ${m.state} ${m.zip}`;
  f.cell(X, y, 320, 16, 'City, State, Zip:', csz, { ...L, paths: { state_region: m.state } });
  f.cell(X + 332, y, 172, 16, 'Phone:', m.phone, L); y += 22;
  f.cell(X, y, 250, 16, 'Date Business Started:', fmtDate(m.started, r.pick(['long', 'abbr'] as const)), { ...L, paths: { business_start_date: m.started } });
  f.cell(X + 262, y, 242, 16, 'Industry:', m.industryText, { ...L, paths: { industry: m.industryId } }); y += 22;
  f.cell(X, y, 250, 16, 'Email:', m.email, L);
  f.cell(X + 262, y, 242, 16, 'Website:', m.website ?? '', L); y += 30;
  sec('Funding Request', y); y += 18;
  f.cell(X, y, 250, 16, 'Funding Amount Needed:', fmtMoney(m.amount, r.pick(['dollar', 'plain'] as const)), { ...L, paths: { requested_amount: m.amount } });
  f.cell(X + 262, y, 242, 16, 'Use of Funds:', m.useOfFunds, L); y += 24;
  f.text('Preferred payment schedule:', X, y + 1, { size: 9 });
  let cx = X + 130;
  const showFreq = r.chance(0.8);
  for (const k of ['daily', 'weekly', 'biweekly', 'monthly'] as const) {
    const lab = FREQ_LABEL[k]![0]!;
    cx = f.check(cx, y, lab, showFreq && m.frequency === k, { size: 9, fs: 9, round: true, paths: { payment_frequency: k } });
  }
  y += 22;
  f.cell(X, y, 250, 16, 'Average Monthly Revenue:', fmtMoney(m.monthlySales, 'dollar'), L);
  f.cell(X + 262, y, 242, 16, 'Credit Card Sales / Month:', fmtMoney(Math.round(m.monthlySales * 0.4), 'dollar'), L); y += 30;
  sec('Current Advances / Loans', y); y += 18;
  const cols = [['Funder / Lender', 200], ['Current Balance', 110], ['Daily/Weekly Payment', 110], ['Paid off?', 84]] as const;
  let tx = X;
  for (const [h, w] of cols) { f.rect(tx, y, w, 16, { fill: '#e6efe8', stroke: '#9bb' }); f.text(h, tx + 3, y + 5, { font: 'Helvetica-Bold', size: 8 }); tx += w; }
  y += 16;
  for (let i = 0; i < 3; i++) {
    const p = m.positions[i];
    tx = X;
    const vals = p ? [p.funder, fmtMoney(p.balance, 'dollar'), fmtMoney(p.payment, 'dollar'), 'No'] : ['', '', '', ''];
    cols.forEach(([, w], j) => { f.rect(tx, y, w, 16, { stroke: '#9bb' }); f.value(tx, y, w, 16, vals[j]!, j < 3 ? { decoy: `position_${['funder', 'balance', 'payment'][j]}` } : {}); tx += w; });
    y += 16;
  }
  y += 16;
  sec('Trade References', y); y += 18;
  for (let i = 0; i < 2; i++) {
    f.cell(X, y, 300, 16, `${i + 1}. Company:`, m.refs[i]!.name, { ...L, decoy: 'reference' });
    f.cell(X + 312, y, 192, 16, 'Phone:', m.refs[i]!.phone, { ...L, decoy: 'reference_phone' }); y += 22;
  }
  f.addPage();
  head('Page 2 of 2');
  y = 88;
  const n = Math.min(m.owners.length, 2);
  for (let i = 0; i < 2; i++) {
    const o = i < n ? m.owners[i]! : null;
    sec(i === 0 ? 'Owner / Guarantor #1' : 'Owner / Guarantor #2 (if applicable)', y); y += 18;
    const nm = o ? ownerName(o, i, 'middle') : null;
    f.cell(X, y, 330, 16, 'Full Name:', nm?.text ?? '', { ...L, paths: nm?.paths ?? {} });
    f.cell(X + 342, y, 162, 16, 'Ownership %:', o ? `${o.ownership}` : '', { ...L, paths: o ? { [`applicants.${i}.ownership`]: o.ownership } : {} }); y += 22;
    f.cell(X, y, 250, 16, 'Title:', o?.title ?? '', { ...L, paths: o ? { [`applicants.${i}.role`]: o.title } : {} });
    f.cell(X + 262, y, 242, 16, 'Date of Birth:', o ? fmtDate(o.dob, 'mdy') : '', { ...L, paths: o ? { [`applicants.${i}.date_of_birth`]: o.dob } : {} }); y += 22;
    const t = o ? ownerTaxId(o, i, o.masked, r) : null;
    f.cell(X, y, 250, 16, o?.taxIdType === 'ITIN' ? 'SSN / ITIN:' : 'Social Security #:', t?.text ?? '', { ...L, paths: t?.paths ?? {} });
    f.cell(X + 262, y, 242, 16, 'Mobile:', o?.cell ?? '', L); y += 22;
    f.cell(X, y, W, 16, 'Home Address:', o ? `${o.home}, ${o.homeCity}, ${m.state}` : '', { ...L, decoy: 'home_address' }); y += 34;
  }
  sec('Authorization & Signatures', y); y += 16;
  f.text('I/We certify that the information provided in this application is true and complete. I/We authorize Peachtree Merchant Advance and its funding partners '
    + 'to obtain consumer and business credit reports, to verify bank statements and tax records, and to share this application with prospective funders. '
    + 'This is an application for a purchase of future receivables and is not a loan. Georgia commercial financing disclosures will be provided with any offer.',
  X, y, { size: 8, width: W, lineGap: 1.5, color: '#333' }); y += 56;
  for (let i = 0; i < 2; i++) {
    const o = i < n ? m.owners[i]! : null;
    f.line(X, y + 18, X + 220, y + 18); f.text('Signature', X, y + 21, { size: 7 });
    if (o) f.signature(X + 10, y + 14, 140);
    f.cell(X + 240, y, 150, 18, 'Print Name', o ? `${o.first} ${o.last}` : '', { lab: 'below', paths: o ? ownerName(o, i, 'full').paths : {} });
    f.cell(X + 410, y, 94, 18, 'Date', o ? '12/02/2026' : '', { lab: 'below' });
    y += 40;
  }
  f.text('Questions? Call your Peachtree funding specialist at (404) 555-0188 · apply@peachtreema.com', X, 740, { size: 7.5, color: '#777' });
}
