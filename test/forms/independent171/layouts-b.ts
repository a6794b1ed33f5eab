// Keystone Funding Partners (US, a two-column question/answer table) and Ridgeway & Co. (US or Canada, typewriter
// labels joined to values by dashes, yes/no questions beside real fields).
import type { Merchant } from './data.ts';
import * as F from './fields.ts';
import type { Sheet } from './sheet.ts';

type Fm = Record<string, string | number | null>;
type QRow = [string, string, string, string | null, Fm] | [string, string, 'yesno', boolean] | [string];

function qaTable(s: Sheet, rows: QRow[], y: number): number {
  const L = 36, Q = 70, A = 338, E = 576, h = 19;
  for (const r of rows) {
    if (r.length === 1) {
      s.rect(L, y, E - L, 16, '#2e5e3e', '#2e5e3e', 0.5);
      s.text(r[0], L + 6, y + 4, 8.5, 'Helvetica-Bold', '#ffffff');
      y += 16; continue;
    }
    s.rect(L, y, E - L, h, null, '#7a8f80', 0.5);
    s.rect(L, y, Q - L, h, '#e8efe9', '#7a8f80', 0.5);
    s.line(A, y, A, y + h, 0.5, '#7a8f80');
    s.text(r[0], L + 5, y + 6, 8, 'Helvetica-Bold', '#2e5e3e');
    s.text(r[1], Q + 5, y + 6, 8);
    if (r.length === 4) {
      const x = s.check(`${r[0]}_yes`, 'Yes', A + 8, y + 5, r[3], {}, 8);
      s.check(`${r[0]}_no`, 'No', x, y + 5, !r[3], {}, 8);
    } else if (r[3] !== null) s.value(r[2], `${r[0]} ${r[1]}`, r[3], A + 6, y + 5, E - A - 12, r[4], 10);
    y += h;
  }
  return y;
}

/** Keystone: two pages of Q1..Q42 with each answer in the right-hand column of the table. */
export function keystone(s: Sheet, m: Merchant): void {
  s.newPage();
  s.text('KEYSTONE', 36, 28, 20, 'Helvetica-Bold', '#2e5e3e');
  s.text('FUNDING PARTNERS', 150, 34, 11, 'Helvetica', '#2e5e3e');
  s.text('Merchant Questionnaire  -  please answer every question in the right-hand column', 36, 54, 8.5, 'Helvetica-Oblique', '#444444');
  s.text('1200 Penn Ave, Suite 4, Harrisburg, PA 17101  |  (717) 555-0133', 360, 30, 7.5, 'Helvetica', '#444444');
  const adv = m.advances;
  const addr = `${m.city}, ${m.state.text} ${m.zip}`;
  let y = qaTable(s, [
    ['A.  THE BUSINESS'],
    ['Q1', 'Full legal name of the business', 'legal_name', m.legal, F.fLegal(m)],
    ['Q2', 'Does the business operate under a DBA?', 'yesno', !!m.dba],
    ['Q3', 'If yes, the DBA / trade name', 'dba', m.dba ?? m.dbaBlank, m.dba ? F.fDba(m) : {}],
    ['Q4', 'Form of entity (LLC, corporation, partnership ...)', 'entity', m.entity.text, F.fEntity(m)],
    ['Q5', m.tax.label === 'SSN' ? 'Federal Tax ID (EIN or SSN)' : 'Federal Tax ID (EIN)', 'tax_id', m.tax.text, F.fTax(m)],
    ['Q6', 'State in which the business was formed', 'inc_state', m.incState, {}],
    ['Q7', 'Date the business was established', 'start', m.start?.text ?? null, m.start ? F.fStart(m) : {}],
    ['Q8', 'What does the business do?', 'industry', m.industry.text, F.fIndustry(m)],
    ['Q9', 'Business street address', 'street', m.street, {}],
    ['Q10', 'City, state and ZIP of the business', 'state', addr, F.fState(m)],
    ['Q11', 'Business telephone', 'phone', m.phone, {}],
    ['Q12', 'Is the business location leased?', 'yesno', !!m.landlord],
    ['Q13', 'If leased: landlord name and telephone', 'landlord', m.landlord ? `${m.landlord.name}, ${m.landlord.phone}` : null, {}],
    ['Q14', 'Monthly rent', 'rent', m.landlord?.rent ?? null, {}],
    ['B.  THE REQUEST'],
    ['Q15', 'How much funding is requested?', 'amount', m.amount.text, F.fAmount(m)],
    ['Q16', 'Preferred payment amount', 'payment', m.payment.text, F.fPayment(m)],
    ['Q17', 'Number of payments', 'npay', m.npay.text, F.fNpay(m)],
    ['Q18', 'Payment schedule (daily / weekly / bi-weekly / monthly)', 'freq', m.freq.text, F.fFreq(m)],
    ['Q19', 'Use of proceeds', 'use', m.use, {}],
    ['Q20', 'Average monthly gross sales', 'sales', m.sales, {}],
    ['Q21', 'Any open advances or business loans?', 'yesno', adv.length > 0],
    ['Q22', 'If yes: funder #1 and current balance', 'adv0', adv[0] ? `${adv[0].funder} - ${adv[0].balance}` : null, {}],
    ['Q23', 'Funder #2 and current balance', 'adv1', adv[1] ? `${adv[1].funder} - ${adv[1].balance}` : null, {}],
  ], 70);
  s.text('Continued on page 2  -  Keystone Funding Partners LLC, Form KQ-2', 36, y + 14, 7, 'Helvetica-Oblique', '#666666');
  s.newPage();
  s.text('KEYSTONE FUNDING PARTNERS  -  Merchant Questionnaire (continued)', 36, 30, 10, 'Helvetica-Bold', '#2e5e3e');
  const owner = (i: number, base: number): QRow[] => {
    const o = m.owners[i], n = (k: number) => `Q${base + k}`;
    return [
      [n(0), `Owner ${i + 1}: full name`, `owner${i}.name`, o?.name ?? null, F.fName(m, i)],
      [n(1), `Owner ${i + 1}: title`, `owner${i}.role`, o?.role ?? null, F.fRole(m, i)],
      [n(2), `Owner ${i + 1}: percentage owned`, `owner${i}.pct`, o?.pct.text ?? null, F.fPct(m, i)],
      [n(3), `Owner ${i + 1}: Social Security Number`, `owner${i}.ssn`, o?.tax?.text ?? null, o?.tax ? F.fOwnerTax(m, i) : {}],
      [n(4), `Owner ${i + 1}: date of birth`, `owner${i}.dob`, o?.dob?.text ?? null, o?.dob ? F.fDob(m, i) : {}],
      [n(5), `Owner ${i + 1}: home address`, `owner${i}.home`, o ? `${o.home}, ${o.homeState}` : null, {}],
      [n(6), `Owner ${i + 1}: approximate FICO score`, `owner${i}.score`, o?.score?.text ?? null, o?.score ? F.fScore(m, i) : {}],
    ];
  };
  y = qaTable(s, [
    ['C.  OWNERS (everyone owning 20% or more)'], ...owner(0, 24), ...owner(1, 31),
    ['D.  BANKING AND REFERENCES'],
    ['Q38', 'Business bank', 'bank', m.bank.name, {}],
    ['Q39', 'ABA routing number', 'routing', m.bank.routing, {}],
    ['Q40', 'Business checking account number', 'account', m.bank.account, {}],
    ['Q41', 'Trade reference (name, telephone)', 'ref0', `${m.refs[0]!.name}, ${m.refs[0]!.phone}`, {}],
    ['Q42', 'Has any owner filed for bankruptcy in the last 7 years?', 'yesno', false],
    ['Q43', 'ISO / referring broker', 'iso', `${m.iso.name}, ${m.iso.phone}`, {}],
  ], 48);
  s.doc.font('Helvetica').fontSize(7).fillColor('#333333').text('The undersigned certifies that the answers above are true and authorizes Keystone Funding Partners LLC and its funders to ' +
    'verify them, to obtain credit reports on the business and its owners, and to contact the bank, landlord and references listed.', 36, y + 14, { width: 540 });
  s.text('Signature', 36, y + 52, 8); s.line(80, y + 62, 300, y + 62, 0.5);
  s.text('Printed name', 320, y + 52, 8); s.line(376, y + 62, 576, y + 62, 0.5);
}

/** Ridgeway: one typewriter page; UPPERCASE labels, dash leaders, two label/value pairs to a line, owners as a grid. */
export function ridgeway(s: Sheet, m: Merchant): void {
  s.newPage();
  const CA = m.country === 'CA', L = 36, M = 300, R = 312, E = 576, h = 18, C = 'Courier-Bold';
  s.text('RIDGEWAY & CO. BUSINESS CAPITAL', L, 30, 14, C);
  s.text(CA ? 'Windsor, Ontario  -  (519) 555-0178' : 'Detroit, Michigan  -  (313) 555-0178', 380, 33, 8, 'Courier');
  s.line(L, 50, E, 50, 1.2); s.line(L, 53, E, 53, 0.4);
  s.text('MERCHANT CASH ADVANCE  -  APPLICATION FOR FUNDING            FORM RW-7 (REV. 03/24)', L, 60, 8, C);
  const row = (label: string, key: string, text: string | null, f: Fm, x: number, y: number, x2: number, vx?: number) =>
    s.row(label, key, text, text ? f : {}, x, y, x2, { ch: '-', size: 8, vsize: 9.5, ...(vx ? { vx } : {}) });
  let y = 78;
  s.text('--- BUSINESS ---', L, y, 8, C); y += 14;
  row('LEGAL NAME', 'legal_name', m.legal, F.fLegal(m), L, y, E, 150); y += h;
  row(CA ? 'OPERATING NAME (O/A)' : 'DBA', 'dba', m.dba ?? m.dbaBlank, m.dba ? F.fDba(m) : {}, L, y, E, 150); y += h;
  let x = s.text('ENTITY:', L, y + 1, 8, 'Courier') + 6;
  const boxes = CA ? ['Corporation', 'Partnership', 'Sole Proprietorship'] : ['LLC', 'Corporation', 'Partnership', 'LP', 'LLP', 'Sole Proprietor'];
  for (const b of boxes) x = s.check('entity', b, x, y, m.entity.box === b, m.entity.box === b ? F.fEntity(m) : {}, 8);
  x = s.check('entity_other', 'OTHER:', x, y, m.entity.box === null, {}, 8);
  if (m.entity.box === null) s.value('entity', 'OTHER', m.entity.text, x - 6, y, E - x, F.fEntity(m), 9.5);
  y += h;
  row(CA ? 'BN / PROGRAM ACCT' : m.tax.label === 'SSN' ? 'TAX ID (EIN/SSN)' : 'EIN', 'tax_id', m.tax.text, F.fTax(m), L, y, M, 150);
  row(CA ? 'INCORPORATED IN' : 'STATE OF INC', 'inc_state', m.incState, {}, R, y, E); y += h;
  row('DATE STARTED', 'start', m.start?.text ?? null, m.start ? F.fStart(m) : {}, L, y, M, 150);
  row('PHONE', 'phone', m.phone, {}, R, y, E); y += h;
  row('STREET', 'street', m.street, {}, L, y, E, 150); y += h;
  row('CITY', 'city', m.city, {}, L, y, 236);
  row(CA ? 'PROV' : 'STATE', 'state', m.state.text, F.fState(m), 248, y, 410);
  row(CA ? 'POSTAL' : 'ZIP', 'zip', m.zip, {}, 422, y, E); y += h;
  row('TYPE OF BUSINESS', 'industry', m.industry.text, F.fIndustry(m), L, y, M, 150);
  row('EMPLOYEES', 'employees', `${m.owners.length + 3} FT / ${m.owners.length} PT`, {}, R, y, E); y += h + 6;
  s.text('--- FUNDING ---', L, y, 8, C); y += 14;
  row('AMOUNT REQUESTED', 'amount', m.amount.text, F.fAmount(m), L, y, M, 150);
  row('USE OF FUNDS', 'use', m.use, {}, R, y, E); y += h;
  row('PAYMENT FREQUENCY', 'freq', m.freq.text, F.fFreq(m), L, y, M, 150);
  row('EST. PAYMENT', 'payment', m.payment.text, F.fPayment(m), R, y, E); y += h;
  row('MONTHLY SALES', 'sales', m.sales, {}, L, y, M, 150);
  row('ANNUAL REVENUE', 'revenue', m.revenue, {}, R, y, E); y += h;
  row('OPEN ADVANCES? Y/N', 'adv_yn', m.advances.length ? 'Y' : 'N', {}, L, y, 200, 150);
  row('FUNDER', 'adv0.funder', m.advances[0]?.funder ?? null, {}, 212, y, 420);
  row('BALANCE', 'adv0.balance', m.advances[0]?.balance ?? null, {}, 432, y, E); y += h;
  row('2ND POSITION? Y/N', 'adv2_yn', m.advances.length > 1 ? 'Y' : 'N', {}, L, y, 200, 150);
  row('FUNDER', 'adv1.funder', m.advances[1]?.funder ?? null, {}, 212, y, 420);
  row('BALANCE', 'adv1.balance', m.advances[1]?.balance ?? null, {}, 432, y, E); y += h;
  row('TAX LIENS? Y/N', 'liens', 'N', {}, L, y, 200, 150);
  row('BANKRUPTCY (7 YRS)? Y/N', 'bk', 'N', {}, 212, y, 420); y += h + 6;
  s.text('--- OWNERS / GUARANTORS ---', L, y, 8, C); y += 14;
  const cols: [string, number][] = [['NAME', 150], ['TITLE', 88], ['OWN %', 48], [CA ? 'SIN' : 'SSN', 86], ['DOB', 98], ['FICO', 70]];
  x = L;
  for (const [t, w] of cols) { s.rect(x, y, w, 14, '#e6e6e6', '#000000', 0.5); s.text(t, x + 3, y + 4, 7.5, C); x += w; }
  y += 14;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    const cells: [string, string | null | undefined, Fm][] = [['name', o?.name, F.fName(m, i)], ['role', o?.role, F.fRole(m, i)], ['pct', o?.pct.text, F.fPct(m, i)],
      ['ssn', o?.tax?.text, o?.tax ? F.fOwnerTax(m, i) : {}], ['dob', o?.dob?.text, o?.dob ? F.fDob(m, i) : {}], ['score', o?.score?.text, o?.score ? F.fScore(m, i) : {}]];
    x = L;
    cells.forEach(([k, t, f], c) => {
      const w = cols[c]![1];
      s.rect(x, y, w, 20, null, '#000000', 0.5);
      if (t) s.value(`owner${i}.${k}`, cols[c]![0], t, x + 3, y + 5, w - 6, f, 9);
      x += w;
    });
    y += 20;
  }
  y += 10;
  s.text('--- BANK / PREMISES / REFERRAL ---', L, y, 8, C); y += 14;
  row('BANK', 'bank', m.bank.name, {}, L, y, 220);
  row(CA ? 'TRANSIT' : 'ROUTING', 'routing', m.bank.routing, {}, 232, y, 400);
  row('ACCT', 'account', m.bank.account, {}, 412, y, E); y += h;
  row('LANDLORD', 'landlord', m.landlord?.name ?? null, {}, L, y, 220);
  row('PHONE', 'landlord_phone', m.landlord?.phone ?? null, {}, 232, y, 400);
  row('RENT', 'rent', m.landlord?.rent ?? null, {}, 412, y, E); y += h;
  row('ISO REP', 'iso', m.iso.name, {}, L, y, M, 150);
  row('REP PHONE', 'iso_phone', m.iso.phone, {}, R, y, E); y += h + 8;
  s.doc.font('Courier').fontSize(6.5).fillColor('#000000').text('APPLICANT(S) CERTIFY THE ABOVE IS TRUE AND AUTHORIZE RIDGEWAY & CO. AND ITS FUNDING SOURCES TO OBTAIN CREDIT REPORTS AND ' +
    (CA ? 'TO COLLECT AND USE THIS PERSONAL INFORMATION UNDER PIPEDA.' : 'TO VERIFY ALL INFORMATION PROVIDED, INCLUDING WITH THE LANDLORD, BANK AND CREDITORS.'), L, y, { width: 540 });
  y += 30;
  s.text('SIGNATURE ______________________________', L, y, 8, 'Courier');
  row('DATE', 'sign_date', CA ? '2025-10-28' : '10/28/2025', {}, 360, y - 1, E);
}
