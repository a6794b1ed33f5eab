// Layouts 4-5: a US funder's form that a Canadian merchant filled (province in "State", postal code in "ZIP",
// BN in the EIN box, SIN in the SSN box), and an online portal's printed summary (stacked labels, principals' cards).
import { bnFull, date, full, money, sinDashed, type Merchant } from './data.ts';
import { bnT, FREQ_EN, maskSin, nameT, sinT } from './layouts-a.ts';
import type { Pen, T } from './pen.ts';

const US_ENT: [string, string][] = [['LLC', ''], ['Corporation', 'ca_corporation'], ['S-Corp', ''], ['Sole Proprietor', 'sole_proprietorship'], ['Partnership', 'general_partnership']];
const PROV_ALIAS: Record<string, string> = { ON: 'Ont.', QC: 'Que.', BC: 'B.C.', AB: 'Alta.', MB: 'Man.', SK: 'Sask.', NS: 'N.S.', NB: 'N.B.' };

/** 4. Swiftline Funding (New York): a US form; the Canadian owner writes a province, a postal code, a BN and a SIN in it. */
export function usForm(p: Pen, m: Merchant): void {
  const r = p.rng;
  p.label('SWIFTLINE FUNDING LLC', 40, 30, { size: 16, font: 'Helvetica-Bold' }).label('MERCHANT CASH ADVANCE APPLICATION', 40, 50, { size: 9, font: 'Helvetica-Bold' })
    .label('14 Wall Street, 20th Floor, New York, NY 10005  |  (212) 555-0187  |  apps@swiftlinefunding.com', 40, 64, { size: 7 });
  let y = 84;
  const box = (lab: string, x: number, w: number, name: string, text: string | null, t: T = {}, h = 26): void => {
    p.rect(x, y, w, h).label(lab, x + 2, y + 2, { size: 6, font: 'Helvetica-Bold' }).value(name, text, x + 3, y + 12, w - 6, t);
  };
  const bar = (t: string): void => { p.rect(40, y, 532, 12, 'black').label(t, 44, y + 2.5, { size: 7.5, font: 'Helvetica-Bold', color: 'white' }); y += 12; };
  bar('BUSINESS INFORMATION');
  box('Business Legal Name', 40, 300, 'legal', m.legal, { legal_name: m.legal });
  box('DBA', 340, 232, 'dba', m.trade ?? (r.chance(0.5) ? 'SAME' : null), m.trade ? { trade_name: m.trade } : {}); y += 26;
  box('Federal Tax ID (EIN)', 40, 150, 'ein', bnFull(m, r.chance(0.5) ? ' ' : ''), bnT(m));
  box('Business Start Date (MM/DD/YYYY)', 190, 150, 'start', date(m.start, 'us'), { business_start_date: m.start });
  box('State of Incorporation', 340, 110, 'inc_state', m.entity.id === 'sole_proprietorship' ? 'N/A' : 'Canada (CBCA)');
  box('# of Employees', 450, 122, 'emp', String(m.employees)); y += 26;
  box('Physical Address (No P.O. Boxes)', 40, 240, 'addr', m.street);
  box('City', 280, 120, 'city', m.city);
  const st = r.pick([m.prov.code, PROV_ALIAS[m.prov.code]!, m.prov.en]);
  box('State', 400, 72, 'state', st, { state_region: m.prov.code });
  box('ZIP', 472, 100, 'zip', m.postal); y += 26;
  box('Business Phone', 40, 130, 'phone', m.phone);
  box('Email', 170, 170, 'email', m.email);
  box('Website', 340, 232, 'web', m.website); y += 26;
  box('Type of Business / Industry', 40, 300, 'industry', m.industry.en, { industry: m.industry.id });
  p.rect(340, y, 232, 26).label('Entity Type', 342, y + 2, { size: 6, font: 'Helvetica-Bold' });
  let x = 344;
  const ent = US_ENT.find(([, id]) => id === m.entity.id);
  US_ENT.slice(0, 3).forEach(([lab, id]) => { x = p.check(`ent_${lab}`, lab, ent?.[1] === id && id !== '', x, y + 14, { type_of_entity: id }, { size: 6.5 }) - 6; });
  y += 26;
  p.rect(340, y, 232, 14);
  x = 344;
  US_ENT.slice(3).forEach(([lab, id]) => { x = p.check(`ent_${lab}`, lab, m.entity.id === id, x, y + 4, { type_of_entity: id }, { size: 6.5 }) - 6; });
  x = p.check('ent_other', 'Other', !ent, x, y + 4, {}, { size: 6.5 });
  p.value('ent_other_txt', ent ? null : m.entity.en, x - 8, y + 2, 572 - x, { type_of_entity: m.entity.id }, { size: 7 });
  box('Amount Requested', 40, 150, 'amount', r.chance(0.5) ? `$${m.amount.toLocaleString('en-US')} CAD` : money(m.amount, 'cad'), { requested_amount: m.amount });
  box('Use of Proceeds', 190, 150, 'use', r.pick(['Expansion', 'Inventory', 'Equipment repair', 'Marketing']), {}); y += 30;
  bar('OWNER / GUARANTOR INFORMATION');
  const top = y;
  m.owners.slice(0, 2).forEach((o, i) => {
    const x0 = 40 + i * 266;
    y = top;
    const ob = (lab: string, dx: number, w: number, name: string, text: string | null, t: T = {}): void => {
      p.rect(x0 + dx, y, w, 26).label(lab, x0 + dx + 2, y + 2, { size: 6, font: 'Helvetica-Bold' }).value(name, text, x0 + dx + 3, y + 12, w - 6, t);
    };
    ob(`Owner ${i + 1} Name`, 0, 186, `o${i}_name`, full(o), nameT(i, o));
    ob('Ownership %', 186, 80, `o${i}_pct`, `${o.pct}%`, { [`applicants.${i}.ownership`]: o.pct }); y += 26;
    ob('Title', 0, 100, `o${i}_title`, o.role, { [`applicants.${i}.role`]: o.role });
    ob('SSN', 100, 96, `o${i}_ssn`, `SIN ${sinDashed(o.sin)}`, sinT(i, o, false));
    ob('Credit Score', 196, 70, `o${i}_fico`, String(o.score), { [`applicants.${i}.credit_score`]: o.score }); y += 26;
    ob('Date of Birth', 0, 100, `o${i}_dob`, date(o.dob, 'us'), { [`applicants.${i}.date_of_birth`]: o.dob });
    ob('Cell Phone', 100, 166, `o${i}_cell`, o.phone); y += 26;
    ob('Home Address', 0, 266, `o${i}_home`, o.street); y += 26;
    ob('City', 0, 110, `o${i}_city`, o.city);
    ob('State', 110, 60, `o${i}_st`, m.prov.code);
    ob('ZIP', 170, 96, `o${i}_zip`, o.postal); y += 26;
  });
  y += 6;
  bar('BANK & EXISTING ADVANCES');
  box('Bank Name', 40, 160, 'bank', m.bank.name);
  box('Routing # (ABA)', 200, 120, 'routing', `${m.bank.transit}-${m.bank.inst}`);
  box('Account #', 320, 130, 'acct', m.bank.account);
  box('Landlord / Mortgage Co.', 450, 122, 'landlord', m.landlord.name); y += 26;
  const f = m.funders[0];
  box('Current MCA Funder', 40, 200, 'funder', f ? f.name : 'None');
  box('Balance', 240, 110, 'fbal', f ? money(f.balance, 'us') : null);
  box('Daily Payment', 350, 110, 'fpay', f ? money(f.payment, 'us') : null);
  box('Landlord Phone', 460, 112, 'llphone', m.landlord.phone); y += 34;
  y = p.para('Each of the above-signed (i) certifies that all information provided is true and accurate; (ii) authorizes Swiftline Funding LLC, its agents and assigns to obtain consumer and business credit reports and to contact the business\'s bank, landlord and creditors to verify the information provided. Funding not available to merchants domiciled in ND, VT.', 40, y, 532, 6.5) + 22;
  p.line(40, y, 250, y).line(300, y, 420, y).label('Owner 1 Signature', 40, y + 3, { size: 6 }).label('Date', 300, y + 3, { size: 6 });
  p.label(`ISO: ${m.iso.company}  Rep: ${m.iso.name}  ${m.iso.phone}`, 40, 760, { size: 6.5, color: '#555555' });
}

const CORP_WORDS = ['Corporation', 'Incorporated', 'Limited', 'Ltd.'];

/** 5. NorthPeak Lending's portal printout: grey labels over values, principals as cards ("Last, First"), years in business only. */
export function portal(p: Pen, m: Merchant): void {
  const r = p.rng;
  p.rect(0, 0, 612, 40, '#1f4e79').label('NorthPeak Lending  ·  Partner Portal', 30, 14, { size: 13, font: 'Helvetica-Bold', color: 'white' });
  p.label(`Application #NP-${r.digits(7)}   Submitted ${date('2026-0' + r.int(1, 9) + '-1' + r.int(0, 9), 'en')}   Partner: ${m.iso.company} (${m.iso.email})`, 30, 48, { size: 7, color: '#555555' });
  let y = 68;
  const sec = (t: string): void => { p.label(t, 30, y, { size: 10.5, font: 'Helvetica-Bold', color: '#1f4e79' }).line(30, y + 14, 582, y + 14, 0.4); y += 22; };
  const kv = (lab: string, x: number, w: number, name: string, text: string | null, t: T = {}): void => {
    p.label(lab.toUpperCase(), x, y, { size: 6, color: '#777777' }).value(name, text, x, y + 9, w, t, { size: 9.5 });
  };
  sec('Company');
  kv('Registered business name', 30, 270, 'legal', m.legal, { legal_name: m.legal });
  kv('Doing business as', 310, 272, 'dba', m.trade ?? '-', m.trade ? { trade_name: m.trade } : {}); y += 30;
  const entText = m.entity.id === 'ca_corporation' ? r.pick(CORP_WORDS) : m.entity.en;
  kv('Entity type', 30, 130, 'entity', entText, { type_of_entity: m.entity.id });
  kv('CRA business number', 170, 140, 'bn', bnFull(m, ''), bnT(m));
  const yrs = 2026 - Number(m.start.slice(0, 4));
  kv('Years in business', 310, 90, 'years', `${yrs} years`);
  kv('Industry', 410, 172, 'industry', m.industry.en, { industry: m.industry.id }); y += 30;
  kv('Street', 30, 270, 'street', m.street);
  kv('City', 310, 110, 'city', m.city);
  kv('Province', 430, 70, 'prov', m.prov.code, { state_region: m.prov.code });
  kv('Postal code', 510, 72, 'postal', m.postal); y += 30;
  kv('Country', 30, 130, 'country', 'Canada', { country: 'Canada' });
  kv('Phone', 170, 130, 'phone', m.phone);
  kv('Monthly revenue (stated)', 310, 130, 'rev', `CAD ${m.monthly.toLocaleString('en-US')}`); y += 34;
  sec('Request');
  kv('Amount', 30, 130, 'amount', `CAD ${m.amount.toLocaleString('en-US')}`, { requested_amount: m.amount });
  kv('Estimated payment', 170, 130, 'payment', money(m.payment, 'us'), { requested_payment: m.payment });
  kv('Frequency', 310, 90, 'freq', FREQ_EN[m.freq]!, { payment_frequency: m.freq });
  kv('Number of payments', 410, 100, 'npay', String(m.nPay), { number_of_payments: m.nPay }); y += 34;
  sec('Principals');
  const mask = r.chance(0.7);
  m.owners.forEach((o, i) => {
    const x0 = 30 + (i % 2) * 280;
    if (i % 2 === 0 && i > 0) y += 88;
    p.rect(x0, y, 270, 82).label(`Principal ${i + 1} of ${m.owners.length}`, x0 + 6, y + 5, { size: 7, font: 'Helvetica-Bold' });
    const yy = y; y += 18;
    kv('Name', x0 + 6, 160, `p${i}_name`, `${o.last}, ${o.first}${o.middle ? ' ' + o.middle : ''}`, nameT(i, o));
    kv('Ownership', x0 + 180, 80, `p${i}_pct`, `${o.pct.toFixed(1)}%`, { [`applicants.${i}.ownership`]: o.pct }); y += 30;
    kv('Role', x0 + 6, 90, `p${i}_role`, o.role, { [`applicants.${i}.role`]: o.role });
    kv('SIN', x0 + 100, 80, `p${i}_sin`, mask ? maskSin(o.sin, 0) : sinDashed(o.sin), sinT(i, o, mask));
    kv('Beacon score', x0 + 190, 70, `p${i}_score`, String(o.score), { [`applicants.${i}.credit_score`]: o.score });
    y = yy;
  });
  y += 96;
  sec('Bank connection');
  kv('Institution', 30, 130, 'inst', `${m.bank.name} (${m.bank.inst})`);
  kv('Transit', 170, 80, 'transit', m.bank.transit);
  kv('Account', 260, 120, 'acct', `****${m.bank.account.slice(-4)}`);
  kv('Verified via', 390, 120, 'via', 'Flinks'); y += 34;
  sec('Other financing');
  if (m.funders.length) m.funders.forEach((f, i) => { kv('Funder', 30, 200, `f${i}`, f.name); kv('Balance', 240, 120, `fb${i}`, money(f.balance, 'us')); y += 28; });
  else { kv('Funder', 30, 200, 'f0', 'None declared'); y += 28; }
  p.para('Printed from the NorthPeak partner portal. The merchant accepted the electronic consent (PIPEDA) on submission. This summary is not a commitment to fund.', 30, y + 6, 552, 6.5);
}
