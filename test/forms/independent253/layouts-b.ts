// Layouts 3 and 4: shaded section bars with captions under the values and an owners table (Crescent), and a
// typewriter-style two-page form whose labels sit in a grey column with owners side by side (Pinnacle).
import type { Rng } from '../../statements/generator/prng.ts';
import { cityLine, digits, fmtMoney, type Merchant } from './data.ts';
import { AUTH, businessTax, dbaName, entityBoxes, frequencyBoxes, industry, legalName, money, ownerCredit, ownerDob, ownerName, ownerPct,
  ownerRole, ownerTax, put, signatures, startDate, stateOf, type Printed } from './common.ts';
import type { Pen } from './pen.ts';

const D = (text: string): Printed => ({ text, paths: {} });
const FREQ_TEXT: Record<string, string[]> = { daily: ['Daily', 'daily (M-F)'], weekly: ['Weekly', 'weekly'], biweekly: ['Bi-weekly', 'Biweekly'], monthly: ['Monthly'] };

/** Value on a line, its caption under the line. */
function under(pen: Pen, x: number, y: number, w: number, caption: string, key: string, p: Printed | null, size = 9.5): void {
  if (p) put(pen, key, p, x + 1, y, w - 4, size, 13);
  pen.line(x, y + 14, x + w - 6, y + 14, '#000', 0.6);
  pen.label(caption, x, y + 16, { size: 6, color: '#333' });
}

export function crescent(pen: Pen, m: Merchant, r: Rng): void {
  const X = 40, W = 532;
  pen.doc.circle(X + 16, 46, 15).fill('#c9a227');
  pen.doc.circle(X + 22, 42, 13).fill('#fff');
  pen.label('Crescent Funding Group', X + 40, 32, { size: 17, bold: true, color: '#2f2f2f' });
  pen.label('Small Business Working Capital  *  Application for Revenue-Based Financing', X + 40, 52, { size: 8, color: '#555' });
  pen.label('CFG-APP 27', X + W - 60, 32, { size: 7, color: '#777' });
  let y = 74;
  const bar = (t: string): void => { pen.rect(X, y, W, 14, { fill: '#4a4a4a' }); pen.label(t, X + 5, y + 3.5, { size: 8, bold: true, color: '#fff' }); y += 22; };
  bar('SECTION 1  -  BUSINESS');
  under(pen, X, y, W, 'Business legal name (as shown on tax return)', 'legal_name', legalName(m)); y += 30;
  const byYears = r.chance(0.25);
  under(pen, X, y, 220, 'Doing business as (DBA)', 'dba', dbaName(m));
  under(pen, X + 220, y, 150, 'Legal entity (LLC, Corp, Sole Prop ...)', 'entity', { text: m.entity.text, paths: { type_of_entity: m.entity.id } });
  under(pen, X + 370, y, 162, byYears ? 'Years in business' : 'Date business established', 'start', byYears ? D(`${m.years} yrs`) : startDate(r, m)); y += 30;
  under(pen, X, y, 230, 'Street address of business', 'street', D(m.addr.street));
  under(pen, X + 230, y, 130, 'City', 'city', D(m.addr.city));
  under(pen, X + 360, y, 60, 'State', 'state', stateOf(m));
  under(pen, X + 420, y, 112, 'ZIP code', 'zip', D(m.addr.zip)); y += 30;
  under(pen, X, y, 130, 'Federal tax ID', 'tax_id', businessTax(m));
  under(pen, X + 130, y, 90, 'State of incorporation', 'inc_state', D(m.incState));
  under(pen, X + 220, y, 190, 'Nature of business', 'industry', industry(m));
  under(pen, X + 410, y, 122, 'Business phone', 'phone', D(m.phone)); y += 30;
  under(pen, X, y, 200, 'E-mail', 'email', D(m.email));
  under(pen, X + 200, y, 110, 'Own or rent premises', 'own_rent', D(m.rent ? 'Rent' : 'Own'));
  under(pen, X + 310, y, 130, 'Landlord name', 'landlord', m.rent ? D(m.landlord.name) : null);
  under(pen, X + 440, y, 92, 'Landlord phone', 'landlord_phone', m.rent ? D(m.landlord.phone) : null); y += 32;
  bar('SECTION 2  -  FUNDING');
  under(pen, X, y, 130, 'Amount requested ($)', 'amount', money(fmtMoney(r, m.amount), 'requested_amount', m.amount));
  under(pen, X + 130, y, 110, 'Desired payment ($)', 'payment', m.payment === null ? null : money(fmtMoney(r, m.payment), 'requested_payment', m.payment));
  under(pen, X + 240, y, 90, 'Number of payments', 'payments', m.payments === null ? null : money(String(m.payments), 'number_of_payments', m.payments));
  under(pen, X + 330, y, 90, 'Payment schedule', 'frequency', m.frequency === null ? null : { text: r.pick(FREQ_TEXT[m.frequency]!), paths: { payment_frequency: m.frequency } });
  under(pen, X + 420, y, 112, 'Avg. monthly revenue', 'monthly_sales', D(fmtMoney(r, m.monthlySales))); y += 30;
  under(pen, X, y, 250, 'Purpose of funds', 'use', D(m.useOfFunds));
  const adv = m.funders.map((f) => `${f.name} ${fmtMoney(r, f.balance)}`).join('; ');
  under(pen, X + 250, y, 282, 'Open advances / loans (funder and balance)', 'advances', D(adv || 'None')); y += 32;
  bar('SECTION 3  -  OWNERS (list every owner of 20% or more)');
  const cols: [string, number][] = [['Owner name', 150], ['Title', 86], ['% own', 36], ['SSN', 76], ['Date of birth', 74], ['Home city / state', 110]];
  let cx = X;
  for (const [t, w] of cols) { pen.rect(cx, y, w, 13, { fill: '#d9d9d9', stroke: '#4a4a4a' }); pen.label(t, cx + 3, y + 3.5, { size: 6.8, bold: true }); cx += w; }
  y += 13;
  for (let i = 0; i < Math.max(3, m.owners.length); i++) {
    const o = m.owners[i];
    const vals: [string, Printed][] = o ? [['name', ownerName(r, i, o)], ['title', ownerRole(i, o)], ['pct', ownerPct(i, o, true)], ['ssn', ownerTax(i, o)],
      ['dob', ownerDob(r, i, o)], ['home', D(`${o.home.city}, ${o.home.state}`)]] : cols.map(([t]) => [t, D('')]);
    cx = X;
    cols.forEach(([, w], j) => {
      pen.rect(cx, y, w, 17, { stroke: '#4a4a4a' });
      const [k, p] = vals[j]!;
      put(pen, `owner${i + 1}_${k}`, p, cx + 2, y + 2, w - 4, 8.5, 13);
      cx += w;
    });
    y += 17;
  }
  y += 10;
  bar('SECTION 4  -  DEPOSIT ACCOUNT');
  under(pen, X, y, 180, 'Bank', 'bank', D(m.bank.name));
  under(pen, X + 180, y, 170, 'ABA routing number', 'routing', D(m.bank.routing));
  under(pen, X + 350, y, 182, 'Account number', 'account', D(m.bank.account)); y += 34;
  pen.label(AUTH, X, y, { size: 6.2, width: W, color: '#222' });
  signatures(pen, m, X, y + 50, W);
  pen.label(`Referred by: ${'_'.repeat(28)}   Crescent Funding Group is a broker; it does not fund advances.`, X, 752, { size: 6.5, color: '#666' });
  pen.value('referrer', m.iso.rep, X + 45, 747, 120, { size: 8 });
}

/** A table row: grey label cell, then one value cell per column. */
function trow(pen: Pen, x: number, y: number, lw: number, vw: number, label: string, cells: ([string, Printed | null] | null)[], h = 17): void {
  pen.rect(x, y, lw, h, { fill: '#e3e3e3', stroke: '#666' });
  pen.label(label, x + 4, y + h / 2 - 3.5, { size: 7.2, bold: true });
  cells.forEach((c, j) => {
    pen.rect(x + lw + j * vw, y, vw, h, { stroke: '#666' });
    if (c?.[1]) put(pen, c[0], c[1], x + lw + j * vw + 3, y + 2, vw - 6, 9, h - 4);
  });
}

export function pinnacle(pen: Pen, m: Merchant, r: Rng): void {
  const X = 44, W = 524, LW = 122, VW = (W - 2 * LW) / 2;
  pen.label('PINNACLE PATH ADVISORS, LLC', X, 34, { size: 12, bold: true });
  pen.label('1180 Avenue of the Americas, 4th Fl  -  New York, NY 10036  -  (212) 555-0190', X, 50, { size: 7.5 });
  pen.rect(X + W - 170, 28, 170, 32, { stroke: '#000', lw: 1.2 });
  pen.label('MERCHANT APPLICATION', X + W - 165, 33, { size: 10, bold: true });
  pen.label('Confidential  -  For Funding Review', X + W - 165, 47, { size: 6.8 });
  let y = 74;
  const head = (t: string): void => { pen.label(t, X, y, { size: 9, bold: true }); pen.line(X, y + 11, X + W, y + 11, '#000', 1); y += 15; };
  const ein = businessTax(m);
  const bareEin = m.einMode === 'full' && r.chance(0.4);
  head('A. COMPANY');
  trow(pen, X, y, LW, VW, 'Legal Name', [['legal_name', legalName(m)]], 17); pen.rect(X + LW, y, W - LW, 17, { stroke: '#666' }); y += 17;
  trow(pen, X, y, LW, VW, 'DBA / Trade Name', [['dba', dbaName(m)]]);
  trow(pen, X + LW + VW, y, LW, VW, bareEin ? 'Federal Tax ID (EIN)' : 'Tax ID #', [['tax_id', bareEin ? { ...ein, text: digits(m.ein) } : ein]]); y += 17;
  trow(pen, X, y, LW, VW, 'Physical Address', [['street', D(m.addr.street)]]);
  trow(pen, X + LW + VW, y, LW, VW, 'Date Established', [['start', startDate(r, m)]]); y += 17;
  trow(pen, X, y, LW, VW, 'City', [['city', D(m.addr.city)]]);
  trow(pen, X + LW + VW, y, LW, VW, 'State / Zip', [null]);
  put(pen, 'state', stateOf(m), X + 2 * LW + VW + 3, y + 2, 40, 9, 13);
  put(pen, 'zip', D(m.addr.zip), X + 2 * LW + VW + 50, y + 2, VW - 56, 9, 13); y += 17;
  trow(pen, X, y, LW, VW, 'Mailing Address', [['mailing', m.mailing ? D(m.mailing.street) : null]]);
  trow(pen, X + LW + VW, y, LW, VW, 'Mailing City/St/Zip', [['mailing_city', m.mailing ? D(cityLine(m.mailing)) : null]]); y += 17;
  trow(pen, X, y, LW, VW, 'Business Description', [['industry', industry(m)]]);
  trow(pen, X + LW + VW, y, LW, VW, 'Incorporated In', [['inc_state', D(m.incState)]]); y += 17;
  trow(pen, X, y, LW, VW, 'Phone', [['phone', D(m.phone)]]);
  trow(pen, X + LW + VW, y, LW, VW, 'Website', [['website', m.website ? D(m.website) : null]]); y += 17;
  pen.rect(X, y, LW, 20, { fill: '#e3e3e3', stroke: '#666' }); pen.rect(X + LW, y, W - LW, 20, { stroke: '#666' });
  pen.label('Entity Type', X + 4, y + 6.5, { size: 7.2, bold: true });
  entityBoxes(pen, m, [['Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['LLC', 'llc'], ['LP', 'limited_partnership'], ['Partnership', 'general_partnership'],
    ['Sole Prop', 'sole_proprietorship']], X + LW + 6, y + 6, 7, 7, 60);
  y += 28;
  head('B. REQUEST');
  trow(pen, X, y, LW, VW, 'Funding Amount', [['amount', money(fmtMoney(r, m.amount), 'requested_amount', m.amount)]]);
  trow(pen, X + LW + VW, y, LW, VW, 'Use of Proceeds', [['use', D(m.useOfFunds)]]); y += 17;
  trow(pen, X, y, LW, VW, 'Payment Amount', [['payment', m.payment === null ? null : money(fmtMoney(r, m.payment), 'requested_payment', m.payment)]]);
  trow(pen, X + LW + VW, y, LW, VW, 'No. of Payments', [['payments', m.payments === null ? null : money(String(m.payments), 'number_of_payments', m.payments)]]); y += 17;
  pen.rect(X, y, LW, 17, { fill: '#e3e3e3', stroke: '#666' }); pen.rect(X + LW, y, W - LW, 17, { stroke: '#666' });
  pen.label('Payment Frequency', X + 4, y + 5, { size: 7.2, bold: true });
  frequencyBoxes(pen, m, X + LW + 8, y + 5, 7.5); y += 25;
  head('C. PRINCIPALS');
  const pages = [m.owners.slice(0, 2), m.owners.slice(2)];
  const table = (group: typeof m.owners, base: number): void => {
    const cell = <T>(f: (i: number, o: (typeof m.owners)[number]) => T, k: string): ([string, T] | null)[] =>
      [0, 1].map((j) => (group[j] ? [`owner${base + j + 1}_${k}`, f(base + j, group[j])] : null));
    pen.rect(X, y, LW, 14, { fill: '#bdbdbd', stroke: '#666' });
    [0, 1].forEach((j) => { pen.rect(X + LW + j * ((W - LW) / 2), y, (W - LW) / 2, 14, { fill: '#bdbdbd', stroke: '#666' });
      pen.label(`PRINCIPAL ${base + j + 1}`, X + LW + j * ((W - LW) / 2) + 4, y + 4, { size: 7.5, bold: true }); });
    y += 14;
    const vw = (W - LW) / 2;
    trow(pen, X, y, LW, vw, 'Name', cell((i, o) => ownerName(r, i, o, false), 'name')); y += 17;
    trow(pen, X, y, LW, vw, 'Title', cell(ownerRole, 'title')); y += 17;
    trow(pen, X, y, LW, vw, 'Ownership %', cell((i, o) => ownerPct(i, o, true), 'pct')); y += 17;
    trow(pen, X, y, LW, vw, 'SSN / ITIN', cell(ownerTax, 'ssn')); y += 17;
    trow(pen, X, y, LW, vw, 'Date of Birth', cell((i, o) => ownerDob(r, i, o), 'dob')); y += 17;
    trow(pen, X, y, LW, vw, 'Home Street', cell((_i, o) => D(o.home.street), 'home')); y += 17;
    trow(pen, X, y, LW, vw, 'City / State / Zip', cell((_i, o) => D(cityLine(o.home)), 'home_city')); y += 17;
    trow(pen, X, y, LW, vw, 'Credit Score', cell(ownerCredit, 'fico')); y += 25;
  };
  table(pages[0]!, 0);
  pen.label('Pinnacle Path Advisors, LLC  -  Merchant Application  -  page 1', X, 764, { size: 6.5 });
  pen.newPage();
  y = 40;
  if (pages[1]!.length) { head('C. PRINCIPALS (continued)'); table(pages[1]!, 2); }
  head('D. EXISTING FINANCING');
  m.funders.forEach((f, k) => {
    trow(pen, X, y, LW, VW, `Funder ${k + 1}`, [[`funder${k + 1}`, D(f.name)]]);
    trow(pen, X + LW + VW, y, LW, VW, 'Balance / Pmt', [[`funder${k + 1}_bal`, D(`${fmtMoney(r, f.balance)} / ${fmtMoney(r, f.payment)}`)]]); y += 17;
  });
  if (!m.funders.length) { trow(pen, X, y, LW, W - LW, 'Funder', [['funder1', D('None')]]); y += 17; }
  y += 8;
  head('E. BANKING & LANDLORD');
  trow(pen, X, y, LW, VW, 'Bank Name', [['bank', D(m.bank.name)]]);
  trow(pen, X + LW + VW, y, LW, VW, 'Routing / Acct', [['bank_numbers', D(`${m.bank.routing} / ${m.bank.account}`)]]); y += 17;
  trow(pen, X, y, LW, VW, 'Landlord', [['landlord', m.rent ? D(m.landlord.name) : D('N/A - owns')]]);
  trow(pen, X + LW + VW, y, LW, VW, 'Landlord Phone', [['landlord_phone', m.rent ? D(m.landlord.phone) : null]]); y += 25;
  head('F. AUTHORIZATION');
  pen.label(AUTH, X, y, { size: 7, width: W });
  signatures(pen, m, X, y + 70, W);
  pen.label('Pinnacle Path Advisors, LLC  -  Merchant Application  -  page 2', X, 764, { size: 6.5 });
}
