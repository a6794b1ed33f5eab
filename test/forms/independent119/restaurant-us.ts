// Layout "last-call-hospitality-us": Last Call Funding (Chicago), a restaurant & bar specialist. One dense page, a
// charcoal header with an amber rule, "Label: ______" blanks, entity as free text, a liquor licence, the state sales-tax
// permit and health permit numbers, seating and POS questions, a desired daily payment, and an owners' table.
import { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, makeMerchant, money, phone, routing } from './data.ts';
import { Sheet } from './sheet.ts';
import * as C from './common.ts';

const AMBER = '#d98e04';
const ENTITY_TEXT: Record<string, string[]> = { llc: ['LLC', 'L.L.C.', 'Limited Liability Co.'], c_corporation: ['Corporation', 'Inc.', 'C-Corp'],
  s_corporation: ['S-Corp', 'S Corporation'], sole_proprietorship: ['Sole Prop', 'Sole Proprietor'], general_partnership: ['Partnership', 'General Partnership'] };

function head(s: Sheet, y: number, t: string): void {
  s.doc.rect(28, y, 556, 13).fill('#2b2b2b');
  s.label(t.toUpperCase(), 34, y + 3, { size: 7.5, font: 'Helvetica-Bold', color: '#fff' });
}

export async function lastCall(s: Sheet, r: Rng): Promise<void> {
  const m = makeMerchant(r, 'US', 'restaurant');
  const d = s.doc;
  s.addPage();
  d.rect(0, 0, 612, 54).fill('#2b2b2b');
  d.rect(0, 54, 612, 3).fill(AMBER);
  s.label('LAST CALL', 28, 12, { size: 22, font: 'Helvetica-Bold', color: AMBER });
  s.label('FUNDING', 160, 12, { size: 22, font: 'Helvetica', color: '#fff' });
  s.label('Capital for restaurants, bars & hospitality', 28, 38, { size: 8, color: '#ddd' });
  s.label('ONE-PAGE MERCHANT APPLICATION\n312-555-0188  -  submit@lastcallfunding.com', 360, 16, { size: 8, color: '#fff', width: 224, align: 'right' });
  const L = (x: number, y: number, w: number, cap: string, key: string, text: string | null | undefined, f?: Record<string, string | number | null>, decoy = false) =>
    s.line(x, y, w, cap, key, text, f, { decoy });

  let y = 64;
  L(28, y, 300, 'ISO / Broker:', 'iso', `${r.pick(C.ISO_REPS)} (${r.pick(['Tavern Capital Partners', 'Main St Merchant Svcs', 'Pour Decisions Funding'])})`, undefined, true);
  L(340, y, 244, 'Date:', 'app_date', `${r.int(1, 3)}/${r.int(2, 27)}/2026`);
  y += 18;
  head(s, y, 'Business'); y += 19;
  L(28, y, 300, 'Legal name:', 'legal', m.legal, C.legalF(m));
  L(340, y, 244, 'DBA:', 'dba', m.dba ?? r.pick(['same', 'N/A', '']), C.dbaF(m));
  y += 17;
  const entText = m.entity in ENTITY_TEXT ? r.pick(ENTITY_TEXT[m.entity]!) : 'LLC';
  L(28, y, 150, 'Entity type:', 'entity', entText, C.entityF(m.entity));
  const [tin, tinF] = C.bizTax(r, m);
  L(190, y, 180, 'Federal Tax ID:', 'fein', tin, tinF);
  const stTax = ({ TX: `3-${r.digits(5)}-${r.digits(4)}-${r.digits(1)}`, CA: `${r.digits(3)}-${r.digits(6)}`, FL: `${r.digits(2)}-${r.digits(10)}-${r.digits(1)}`,
    NY: `${r.digits(2)}-${r.digits(7)}`, IL: `${r.digits(4)}-${r.digits(4)}` } as Record<string, string>)[m.region] ?? `${r.digits(3)}-${r.digits(5)}-${r.digits(2)}`;
  L(382, y, 202, 'State sales tax #:', 'sales_tax', stTax, undefined, true);
  y += 17;
  L(28, y, 300, 'Business address:', 'addr', m.street);
  L(340, y, 110, 'City:', 'city', m.city);
  L(456, y, 58, 'State:', 'state', m.region, C.regionF(m));
  L(520, y, 64, 'Zip:', 'zip', m.postal);
  y += 17;
  L(28, y, 180, 'Phone:', 'phone', m.phone);
  L(220, y, 200, 'Email:', 'email', m.email);
  const startP = r.chance(0.7);
  L(432, y, 152, 'Start date:', 'start', startP ? C.startText(r, m.start) : null, startP ? C.startF(m) : undefined);
  y += 17;
  L(28, y, 300, 'Concept / type of business:', 'concept', m.industryText, C.industryF(m));
  L(340, y, 120, 'Yrs in business:', 'yrs', C.yearsIn(m.start), undefined, true);
  L(470, y, 114, '# Locations:', 'locs', String(r.weighted([[1, 6], [2, 2], [3, 1]])), undefined, true);
  y += 22;

  head(s, y, 'Licensing & Operations'); y += 19;
  const liquor = m.industry === 'bar_nightclub' || r.chance(0.6);
  const licType = liquor ? r.pick(['Full liquor (on-premise)', 'Beer & wine', 'Tavern (Class B)', 'Type 47']) : 'None';
  L(28, y, 200, 'Liquor license type:', 'liq_type', licType, undefined, true);
  L(240, y, 190, 'Liquor license #:', 'liq_no', liquor ? r.pick([`${m.region}-${r.digits(7)}`, `LIQ-${r.int(2019, 2025)}-${r.digits(6)}`, `${r.digits(6)}`]) : 'N/A', undefined, true);
  L(442, y, 142, 'Expires:', 'liq_exp', liquor ? `${r.int(1, 12)}/${r.int(1, 28)}/${r.int(2026, 2028)}` : null, undefined, true);
  y += 17;
  L(28, y, 200, 'Health permit #:', 'health', `${r.pick(['HP', 'FSE', 'PR'])}${r.digits(6)}`, undefined, true);
  const seats = r.int(24, 260);
  L(240, y, 110, 'Seating capacity:', 'seats', String(seats), undefined, true);
  L(362, y, 110, 'Employees:', 'emp', String(m.employees), undefined, true);
  L(484, y, 100, 'Avg ticket:', 'ticket', `$${r.int(11, 68)}`, undefined, true);
  y += 17;
  L(28, y, 200, 'POS system:', 'pos', r.pick(['Toast', 'Square for Restaurants', 'Clover', 'Aloha (NCR)', 'Lightspeed', 'SpotOn', 'TouchBistro']), undefined, true);
  L(240, y, 170, 'Monthly card sales:', 'card_sales', money(Math.round(m.monthlySales * 0.8 / 100) * 100), undefined, true);
  L(422, y, 162, 'Total monthly sales:', 'sales', money(m.monthlySales), undefined, true);
  y += 17;
  L(28, y, 200, 'Delivery apps % of sales:', 'delivery', `${r.int(0, 35)}%`, undefined, true);
  s.label('Premises:', 240, y + 2.5, { size: 7.5 });
  const own = r.chance(0.15);
  s.choices('premises', [{ label: 'Own', x: 280, y: y + 1.5 }, { label: 'Rent / Lease', x: 315, y: y + 1.5 }], own ? 0 : 1);
  L(390, y, 194, 'Monthly rent:', 'rent', own ? null : money(r.int(30, 220) * 100), undefined, true);
  y += 17;
  L(28, y, 300, 'Landlord / mgmt co.:', 'landlord', own ? null : r.pick(['Lakeshore Retail Holdings', 'Brixmor Property Group', 'Fulton Market Partners LLC', 'Regency Centers']), undefined, true);
  L(340, y, 244, 'Landlord phone:', 'landlord_ph', own ? null : phone(r, false), undefined, true);
  y += 22;

  head(s, y, 'Funding Request'); y += 19;
  L(28, y, 170, 'Amount requested:', 'amount', C.amountText(r, m.amount), C.amountF(m));
  const freq = r.weighted([['daily', 5], ['weekly', 3], [null, 1.5]] as const);
  const payP = freq !== null && r.chance(0.6);
  const nPay = freq === 'daily' ? r.pick([100, 120, 140, 160]) : r.pick([26, 32, 40, 52]);
  const pay = Math.round((m.amount * 1.38) / nPay);
  L(210, y, 180, 'Desired payment:', 'payment', payP ? money(pay) : null, payP ? { 'application.requested_payment': pay } : undefined);
  s.label('Frequency:', 402, y + 2.5, { size: 7.5 });
  s.choices('frequency', [{ label: 'Daily', x: 445, y: y + 1.5 }, { label: 'Weekly', x: 490, y: y + 1.5 }], freq === 'daily' ? 0 : freq === 'weekly' ? 1 : null,
    freq ? { 'application.payment_frequency': freq } : undefined, { radio: true });
  y += 17;
  const nP = payP && r.chance(0.6);
  L(28, y, 170, '# of payments:', 'n_payments', nP ? String(nPay) : null, nP ? { 'application.number_of_payments': nPay } : undefined);
  L(210, y, 374, 'Use of funds:', 'use', m.use);
  y += 17;
  const adv = C.advances(r);
  L(28, y, 556, 'Current advances (funder / balance / payment):', 'advances', adv.length ? adv.map((a) => `${a.funder} ${a.balance} ${a.payment}`).join('; ') : r.pick(['None', 'none', 'N/A']), undefined, adv.length > 0);
  y += 22;

  head(s, y, 'Owners (all 20%+ owners)'); y += 16;
  const cols: [string, number, number][] = [['Name', 28, 150], ['Title', 178, 80], ['Own %', 258, 40], ['SSN', 298, 82], ['DOB', 380, 70], ['FICO', 450, 40], ['Cell', 490, 94]];
  for (const [c, x, w] of cols) { d.rect(x, y, w, 12).fill('#eee'); s.label(c, x + 3, y + 3, { size: 7, font: 'Helvetica-Bold' }); }
  y += 12;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    for (const [, x, w] of cols) d.lineWidth(0.4).strokeColor('#999').rect(x, y, w, 16).stroke();
    d.rect(28, y + 16, 556, 13).lineWidth(0.4).strokeColor('#999').stroke();
    s.label('Home address:', 31, y + 19.5, { size: 6.5, color: '#555' });
    if (o) {
      const [name, nf] = C.ownerName(r, o, i);
      const [tx, tf] = C.ownerTax(r, o, i);
      s.value(`o${i}_name`, name, 28, y + 1, 150, 14, nf);
      s.value(`o${i}_title`, o.title, 178, y + 1, 80, 14, C.roleF(o, i));
      s.value(`o${i}_pct`, C.pctText(r, o), 258, y + 1, 40, 14, C.pctF(o, i));
      s.value(`o${i}_ssn`, tx, 298, y + 1, 82, 14, tf);
      s.value(`o${i}_dob`, fmtDate(o.dob, 'us'), 380, y + 1, 70, 14, C.dobF(o, i));
      if (o.fico) s.value(`o${i}_fico`, String(o.fico), 450, y + 1, 40, 14, C.ficoF(o, i));
      s.value(`o${i}_cell`, o.phone, 490, y + 1, 94, 14, undefined, { decoy: true });
      s.value(`o${i}_home`, C.homeLine(o), 80, y + 16, 500, 12, undefined, { decoy: true, size: 8 });
    }
    y += 29;
  }
  y += 6;
  s.label(`Bank: ${'_'.repeat(28)}   Routing #: ${'_'.repeat(20)}   Acct #: ${'_'.repeat(24)}`, 28, y + 3, { size: 7.5 });
  s.value('bank', r.pick(C.BANKS_US), 52, y - 3, 110, 12, undefined, { decoy: true, size: 8.5 });
  s.value('routing', routing(r), 215, y - 3, 85, 12, undefined, { decoy: true, size: 8.5 });
  s.value('account', r.digits(r.int(8, 12)), 340, y - 3, 100, 12, undefined, { decoy: true, size: 8.5 });
  y += 18;
  s.label('By signing, the merchant and each owner certify the above is true and authorize Last Call Funding and its funding partners to obtain ' +
    'credit reports, verify licenses with the state liquor control authority and contact the landlord and processor. A signed copy is as valid as the original.',
  28, y, { size: 6.5, width: 556, lineGap: 1 });
  y += 24;
  const o0 = m.owners[0]!;
  if (s.style !== 'fillable') s.label(`${o0.first} ${o0.last}`, 90, y - 4, { size: 15, font: 'Hand', color: '#1b2a7e' });
  s.label('Owner signature: ____________________________      Print name: ____________________________      Date: ______________', 28, y + 6, { size: 7.5 });
  s.value('print_name', `${o0.first} ${o0.last}`, 292, y - 1, 130, 12);
  s.value('sig_date', `0${r.int(1, 3)}/${r.int(10, 28)}/26`, 405, y - 1, 60, 12);
}
