// Blue Ridge Business Capital (Charlotte, NC: a two-page Canva design with rounded boxes and owner cards) and
// Chesapeake Commercial Funding (Baltimore, MD: an Adobe Acrobat form with shaded fields and a payment schedule).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form } from './draw.ts';
import type { Merchant } from './merchant.ts';
import { businessTaxId, dbaPaths, entityText, fmtDate, fmtMoney, fmtPhoneAlt, FREQ_LABEL, ownerName, ownerTaxId } from './fmt.ts';

export function blueRidge(f: Form, m: Merchant, r: Rng): void {
  f.setInfo('Canva', 'Blue Ridge Business Capital – Funding Application');
  const TEAL = '#0f4c5c', SAND = '#f4efe6', X = 40, W = 532;
  const header = (sub: string) => {
    f.rect(0, 0, 612, 74, { fill: TEAL });
    f.text('BLUE RIDGE', X, 20, { font: 'Helvetica-Bold', size: 24, color: '#fff' });
    f.text('BUSINESS CAPITAL', X, 48, { size: 10, color: '#e9c46a' });
    f.text(sub, 330, 30, { font: 'Helvetica-Bold', size: 13, color: '#fff', width: 242, align: 'right' });
    f.text('Charlotte, NC  ·  blueridgebizcap.com  ·  704-555-0163', 330, 50, { size: 7.5, color: '#cfe', width: 242, align: 'right' });
  };
  const C = { lab: 'above' as const, lfont: 'Helvetica-Bold', lsize: 6.8, lcolor: TEAL, fill: SAND, stroke: '#d8cfc0', r: 6 };
  const sec = (t: string, y: number) => { f.text(t, X, y, { font: 'Helvetica-Bold', size: 12, color: TEAL }); f.line(X, y + 16, X + 60, y + 16, '#e9c46a', 2.5); };
  header('FUNDING APPLICATION');
  let y = 90;
  sec('About the Business', y); y += 34;
  f.cell(X, y, 300, 20, 'LEGAL BUSINESS NAME', m.legal, { ...C, paths: { legal_name: m.legal } });
  f.cell(X + 312, y, 220, 20, 'DOING BUSINESS AS', m.dbaPrint, { ...C, paths: dbaPaths(m) }); y += 36;
  f.text('BUSINESS STRUCTURE', X, y - 9, { font: 'Helvetica-Bold', size: 6.8, color: TEAL });
  let cx = X;
  const boxes: [string, string, string][] = [['LLC', 'llc', 'llc'], ['C Corp', 'corp', 'c_corporation'], ['S Corp', 'scorp', 's_corporation'],
    ['Sole Proprietor', 'sole', 'sole_proprietorship'], ['Partnership', 'partnership', 'general_partnership'], ['PLLC', 'pllc', 'pllc'], ['LP', 'lp', 'limited_partnership'], ['Non-Profit', 'nonprofit', 'nonprofit_corporation']];
  for (const [label, key, id] of boxes) cx = f.check(cx, y, label, m.entityKey === key, { size: 9, fs: 8.5, round: true, paths: { type_of_entity: id } });
  y += 26;
  const tax = businessTaxId(m, 'dashed');
  f.cell(X, y, 170, 20, m.soleSsn ? 'TAX ID (EIN / SSN)' : 'FEDERAL TAX ID (EIN)', tax.text, { ...C, paths: tax.paths });
  f.cell(X + 181, y, 170, 20, 'BUSINESS START DATE', fmtDate(m.started, r.pick(['mdyy', 'mdy'] as const)), { ...C, paths: { business_start_date: m.started } });
  f.cell(X + 362, y, 170, 20, 'INDUSTRY / WHAT YOU DO', m.industryText, { ...C, paths: { industry: m.industryId } }); y += 36;
  f.cell(X, y, 250, 20, 'STREET ADDRESS', m.street, C);
  f.cell(X + 261, y, 130, 20, 'CITY', m.city, C);
  f.cell(X + 402, y, 50, 20, 'STATE', m.state, { ...C, paths: { state_region: m.state } });
  f.cell(X + 463, y, 69, 20, 'ZIP', m.zip, C); y += 36;
  f.cell(X, y, 170, 20, 'PHONE', fmtPhoneAlt(m.phone, r), C);
  f.cell(X + 181, y, 200, 20, 'EMAIL', m.email, C);
  f.cell(X + 392, y, 140, 20, 'EMPLOYEES', String(m.employees), C); y += 40;
  sec('Your Funding', y); y += 34;
  f.cell(X, y, 170, 20, 'HOW MUCH DO YOU NEED?', fmtMoney(m.amount, 'dollar'), { ...C, paths: { requested_amount: m.amount } });
  f.cell(X + 181, y, 170, 20, 'WHAT IS IT FOR?', m.useOfFunds, C);
  f.cell(X + 362, y, 170, 20, 'MONTHLY REVENUE', fmtMoney(m.monthlySales, 'dollar'), C); y += 40;
  sec('Current Funding Positions', y); y += 30;
  for (let i = 0; i < 2; i++) {
    const p = m.positions[i];
    f.cell(X, y, 250, 18, i ? '' : 'FUNDER', p?.funder ?? '', { ...C, decoy: 'position_funder' });
    f.cell(X + 261, y, 130, 18, i ? '' : 'BALANCE', p ? fmtMoney(p.balance, 'dollar') : '', { ...C, decoy: 'position_balance' });
    f.cell(X + 402, y, 130, 18, i ? '' : 'PAYMENT', p ? fmtMoney(p.payment, 'dollar') : '', { ...C, decoy: 'position_payment' }); y += 24;
  }
  y += 12;
  sec('Banking', y); y += 34;
  f.cell(X, y, 200, 20, 'BANK NAME', m.bank, { ...C, decoy: 'bank' });
  f.cell(X + 211, y, 150, 20, 'ROUTING NUMBER', m.routing, { ...C, decoy: 'routing' });
  f.cell(X + 372, y, 160, 20, 'ACCOUNT NUMBER', m.account, { ...C, decoy: 'account' });
  f.text('Page 1 of 2', X, 760, { size: 7, color: '#999' });
  f.addPage();
  header('OWNERSHIP');
  y = 90;
  sec('Owners (everyone with 20% or more)', y); y += 30;
  const lastFirst = r.chance(0.4);
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i] ?? null;
    const ox = X + (i % 2) * 271, oy = y + Math.floor(i / 2) * 196, ow = 261;
    f.rect(ox, oy, ow, 186, { stroke: '#d8cfc0', r: 10 });
    f.text(`OWNER ${i + 1}`, ox + 10, oy + 8, { font: 'Helvetica-Bold', size: 9, color: TEAL });
    const nm = o ? ownerName(o, i, lastFirst ? 'lastFirst' : 'full') : null;
    const cy = oy + 32;
    f.cell(ox + 10, cy, 241, 18, lastFirst ? 'NAME (LAST, FIRST)' : 'FULL NAME', nm?.text ?? '', { ...C, paths: nm?.paths ?? {} });
    f.cell(ox + 10, cy + 32, 150, 18, 'TITLE', o?.title ?? '', { ...C, paths: o ? { [`applicants.${i}.role`]: o.title } : {} });
    f.cell(ox + 171, cy + 32, 80, 18, 'OWN %', o ? `${o.ownership}%` : '', { ...C, paths: o ? { [`applicants.${i}.ownership`]: o.ownership } : {} });
    const t = o ? ownerTaxId(o, i, o.masked || r.chance(0.2), r) : null;
    f.cell(ox + 10, cy + 64, 120, 18, 'SSN', t?.text ?? '', { ...C, paths: t?.paths ?? {} });
    f.cell(ox + 141, cy + 64, 110, 18, 'DATE OF BIRTH', o ? fmtDate(o.dob, 'mdy') : '', { ...C, paths: o ? { [`applicants.${i}.date_of_birth`]: o.dob } : {} });
    f.cell(ox + 10, cy + 96, 120, 18, 'CREDIT SCORE (APPROX.)', o?.credit ? String(o.credit) : '', { ...C, paths: o?.credit ? { [`applicants.${i}.credit_score`]: o.credit } : {} });
    f.cell(ox + 141, cy + 96, 110, 18, 'CELL', o?.cell ?? '', C);
    f.cell(ox + 10, cy + 128, 241, 18, 'HOME ADDRESS', o ? `${o.home}, ${o.homeCity}` : '', { ...C, decoy: 'home_address' });
  }
  y += 400;
  f.text('By signing, you confirm the information above is accurate and authorize Blue Ridge Business Capital and its funding partners to obtain credit '
    + 'reports and verify the information provided. This application is for a commercial purchase of future receivables and not a consumer loan.',
  X, y, { size: 7.5, width: W, color: '#333', lineGap: 1.2 }); y += 40;
  f.line(X, y + 18, X + 240, y + 18); f.text('OWNER SIGNATURE', X, y + 21, { font: 'Helvetica-Bold', size: 6.8, color: TEAL });
  f.signature(X + 12, y + 14, 150);
  f.cell(X + 300, y, 120, 18, 'DATE', fmtDate('2026-11-30', 'mdy'), { lab: 'below', lfont: 'Helvetica-Bold', lsize: 6.8, lcolor: TEAL });
  f.rect(X, 720, W, 30, { fill: SAND, r: 8 });
  f.text('For office use: Rep', X + 10, 732, { size: 7, color: '#666' });
  f.value(X + 80, 726, 160, 16, m.rep, { decoy: 'iso_rep' });
  f.text('Page 2 of 2', X + 470, 732, { size: 7, color: '#999' });
}

export function chesapeake(f: Form, m: Merchant, r: Rng): void {
  f.setInfo('Adobe Acrobat Pro (64-bit) 25.1', 'CCF Merchant Cash Advance Application');
  const X = 36, W = 540, FILL = '#dde6f7', RED = '#8b1e2d';
  f.text('Chesapeake Commercial Funding, LLC', X, 28, { font: 'Times-Bold', size: 17, color: RED });
  f.text('Merchant Cash Advance Application', X, 49, { font: 'Times-Italic', size: 11 });
  f.text('901 S. Bond Street, Suite 520\nBaltimore, MD 21231\nTel 410-555-0117  Fax 410-555-0118', 420, 26, { size: 7, width: 156, align: 'right', lineGap: 1 });
  f.line(X, 66, X + W, 66, RED, 1.2);
  const sec = (t: string, y: number) => { f.text(t, X, y, { font: 'Helvetica-Bold', size: 8.5, color: RED }); f.line(X, y + 11, X + W, y + 11, '#999', 0.5); };
  const L = (w: number) => ({ lab: 'left' as const, labelW: w, lsize: 7.5, border: true, fill: FILL, stroke: '#9aa' });
  let y = 74;
  sec('SECTION 1 – BUSINESS', y); y += 16;
  f.cell(X, y, 340, 15, 'Business Legal Name', m.legal, { ...L(88), paths: { legal_name: m.legal } });
  f.cell(X + 348, y, 192, 15, 'd/b/a', m.dbaPrint, { ...L(28), paths: dbaPaths(m) }); y += 19;
  const ent = entityText(m.entityKey, 'US', r);
  f.cell(X, y, 180, 15, 'Type of Entity', ent.text, { ...L(60), paths: { type_of_entity: ent.id } });
  const tax = businessTaxId(m, 'dashed');
  f.cell(X + 188, y, 170, 15, m.soleSsn ? 'Fed ID # / SS#' : 'Fed ID #', tax.text, { ...L(m.soleSsn ? 64 : 40), paths: tax.paths });
  f.cell(X + 366, y, 174, 15, 'Business Start Date', fmtDate(m.started, 'mdy'), { ...L(80), paths: { business_start_date: m.started } }); y += 19;
  f.cell(X, y, 250, 15, 'Physical Address', m.street, L(68));
  f.cell(X + 258, y, 120, 15, 'City', m.city, L(20));
  f.cell(X + 386, y, 100, 15, 'State', m.stateName, { ...L(24), size: 8, paths: { state_region: m.state } });
  f.cell(X + 494, y, 46, 15, 'Zip', m.zip, { ...L(14), size: 7.5 }); y += 19;
  f.cell(X, y, 180, 15, 'Business Phone', m.phone, L(62));
  f.cell(X + 188, y, 200, 15, 'E-mail', m.email, L(30));
  f.cell(X + 396, y, 144, 15, 'State of Incorporation', m.incState ?? '', { ...L(88), ...(m.incState ? { decoy: 'state_of_incorporation' } : {}) }); y += 19;
  f.cell(X, y, 300, 15, 'Nature of Business', m.industryText, { ...L(76), paths: { industry: m.industryId } });
  f.cell(X + 308, y, 110, 15, '# of Employees', String(m.employees), L(60));
  f.cell(X + 426, y, 114, 15, 'Own / Rent', m.rent, L(48)); y += 19;
  f.cell(X, y, 270, 15, 'Landlord / Mortgage Holder', m.landlord, { ...L(104), decoy: 'landlord' });
  f.cell(X + 278, y, 262, 15, 'Landlord Contact #', m.landlordPhone, { ...L(76), decoy: 'landlord_phone' }); y += 26;
  sec('SECTION 2 – FUNDING REQUEST', y); y += 16;
  const mf = r.pick(['cents', 'dollar'] as const);
  f.cell(X, y, 170, 15, 'Requested Amount', fmtMoney(m.amount, mf), { ...L(74), paths: { requested_amount: m.amount } });
  const showSched = r.chance(0.75);
  f.cell(X + 178, y, 170, 15, 'Requested Payment', showSched ? fmtMoney(m.payment, 'cents') : '', { ...L(78), paths: { requested_payment: m.payment } });
  f.cell(X + 356, y, 184, 15, 'No. of Payments', showSched ? String(m.payments) : '', { ...L(66), paths: { number_of_payments: m.payments } }); y += 19;
  f.text('Remittance Frequency:', X, y + 3, { size: 7.5 });
  let cx = X + 88;
  for (const k of ['daily', 'weekly', 'biweekly', 'monthly'] as const) cx = f.check(cx, y + 2, FREQ_LABEL[k]!.at(-1)!, showSched && m.frequency === k, { paths: { payment_frequency: k } });
  f.cell(X + 360, y, 180, 15, 'Use of Proceeds', m.useOfFunds, L(64)); y += 19;
  f.cell(X, y, 200, 15, 'Gross Annual Sales', fmtMoney(m.annualRevenue, 'dollar'), L(76));
  f.cell(X + 208, y, 160, 15, 'Avg Monthly Deposits', fmtMoney(m.monthlySales, 'dollar'), L(82)); y += 26;
  sec('SECTION 3 – PRINCIPALS (attach additional page for more than three)', y); y += 16;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i] ?? null;
    f.text(`${i + 1}.`, X, y + 4, { font: 'Helvetica-Bold', size: 8 });
    const nm = o ? ownerName(o, i, 'middle') : null;
    f.cell(X + 10, y, 220, 15, 'Name', nm?.text ?? '', { ...L(26), paths: nm?.paths ?? {} });
    f.cell(X + 238, y, 130, 15, 'Title', o?.title ?? '', { ...L(22), paths: o ? { [`applicants.${i}.role`]: o.title } : {} });
    f.cell(X + 376, y, 70, 15, 'Own %', o ? `${o.ownership}%` : '', { ...L(28), paths: o ? { [`applicants.${i}.ownership`]: o.ownership } : {} });
    f.cell(X + 454, y, 86, 15, 'FICO', o?.credit ? String(o.credit) : '', { ...L(22), paths: o?.credit ? { [`applicants.${i}.credit_score`]: o.credit } : {} }); y += 18;
    const t = o ? ownerTaxId(o, i, o.masked, r) : null;
    f.cell(X + 10, y, 150, 15, 'SSN', t?.text ?? '', { ...L(22), paths: t?.paths ?? {} });
    f.cell(X + 168, y, 110, 15, 'DOB', o ? fmtDate(o.dob, 'mdy') : '', { ...L(22), paths: o ? { [`applicants.${i}.date_of_birth`]: o.dob } : {} });
    f.cell(X + 286, y, 254, 15, 'Home Address', o ? `${o.home}, ${o.homeCity}` : '', { ...L(56), decoy: 'home_address' }); y += 23;
  }
  y += 2;
  sec('SECTION 4 – BANK & EXISTING ADVANCES', y); y += 16;
  f.cell(X, y, 180, 15, 'Bank', m.bank, { ...L(24), decoy: 'bank' });
  f.cell(X + 188, y, 170, 15, 'ABA / Routing', m.routing, { ...L(56), decoy: 'routing' });
  f.cell(X + 366, y, 174, 15, 'Acct #', m.account, { ...L(30), decoy: 'account' }); y += 19;
  for (let i = 0; i < 2; i++) {
    const p = m.positions[i];
    f.cell(X, y, 250, 15, `Existing Funder ${i + 1}`, p?.funder ?? '', { ...L(74), decoy: 'position_funder' });
    f.cell(X + 258, y, 140, 15, 'Balance', p ? fmtMoney(p.balance, 'dollar') : '', { ...L(36), decoy: 'position_balance' });
    f.cell(X + 406, y, 134, 15, 'Pmt', p ? fmtMoney(p.payment, 'dollar') : '', { ...L(20), decoy: 'position_payment' }); y += 19;
  }
  y += 8;
  f.text('AUTHORIZATION: The undersigned represent(s) that the information in this application is true and correct and authorize(s) Chesapeake Commercial '
    + 'Funding, LLC, its affiliates and assigns to obtain business and personal credit reports, contact references and financial institutions, and to '
    + 'share this application with funding partners. Maryland and Virginia recipients: a commercial financing disclosure will accompany any offer. '
    + 'Principals consent to receive calls and text messages, including by automated means, at the numbers provided.', X, y,
  { size: 6.5, width: W, align: 'justify', color: '#222' }); y += 46;
  for (let i = 0; i < 2; i++) {
    const sx = X + i * 275;
    f.line(sx, y + 16, sx + 170, y + 16); f.text(`Principal ${i + 1} Signature`, sx, y + 18, { size: 6.5 });
    if (m.owners[i] && f.style !== 'fillable') f.signature(sx + 10, y + 12, 120);
    f.cell(sx + 180, y, 80, 16, 'Date', m.owners[i] ? '11/21/2026' : '', { lab: 'below' });
  }
  f.text('CCF-APP-03 (rev. 2026)', X, 765, { size: 6, color: '#777' });
  f.text('ISO / Referral Partner:', X + 300, 762, { size: 6.5 });
  f.value(X + 380, 757, 160, 14, `${m.rep} – Mid-Atlantic Biz Lending`, { size: 7, decoy: 'iso_rep' });
}
