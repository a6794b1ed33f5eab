// Layout "northshore": Northshore Revenue Partners, a Toronto ISO. English-only one-page boxed grid in teal, BN with its
// program account beside the HST number, dates YYYY-MM-DD, money as $12,500.00 / CAD 12,500, an owners table with first
// and last names in separate columns (first name may carry a middle initial), free-text entity type and frequency.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Canvas } from './canvas.ts';
import { AP, FREQ_WORDS, cell, datePV, dcell, dobPV, entityPV, industryPV, intPV, legalPV, moneyPV, namePV, ownPV, pidPV,
  regionPV, rolePV, scorePV, taxPV, tradePV } from './common.ts';
import type { CellLook, PV } from './common.ts';
import { CA_BANKS, PROV_NAMES, ROLES_EN } from './data.ts';
import { money } from './format.ts';
import type { Merchant } from './model.ts';

export const NORTHSHORE = { name: 'northshore', broker: 'Northshore Revenue Partners', regions: ['ON', 'ON', 'BC', 'AB', 'NS', 'MB', 'SK', 'NL', 'PE', 'NB', 'QC'],
  fonts: { label: 'Helvetica', bold: 'Helvetica-Bold', value: 'Helvetica' } };

const LOOK: CellLook = { label: 5.8, color: '#0d5c63', box: true };
const TEAL = '#0d5c63';

function head(c: Canvas, y: number, t: string): void {
  c.text(30, y, t, { size: 8.5, bold: true, color: TEAL });
  c.line(36 + c.doc.font('Helvetica-Bold').fontSize(8.5).widthOfString(t), y + 4, 582, y + 4, TEAL, 0.8);
}

export function drawNorthshore(c: Canvas, m: Merchant, rng: Rng): void {
  const ms = ['en', 'en_cad', 'cad_en', 'en_nodec'] as const;
  c.rect(0, 0, 612, 46, { fill: TEAL });
  c.text(30, 12, 'NORTHSHORE', { size: 17, bold: true, color: '#fff' });
  c.text(30, 31, 'REVENUE PARTNERS', { size: 7.5, color: '#cfe9ea' });
  c.text(330, 12, 'Merchant Funding Application — Canada\n200 Bay Street, Suite 2700, Toronto, ON M5J 2J1', { size: 7.5, color: '#fff', width: 252, align: 'right' });
  c.text(30, 53, 'All dates YYYY-MM-DD. All amounts in Canadian dollars. Please complete every field; incomplete applications delay funding.', { size: 7 });

  head(c, 68, 'BUSINESS INFORMATION');
  cell(c, 30, 80, 300, 'LEGAL BUSINESS NAME', 'legal_name', legalPV(m), LOOK, 'LegalName');
  cell(c, 330, 80, 252, 'OPERATING NAME (O/A)', 'trade_name', tradePV(m, rng), LOOK, 'OperatingName');
  cell(c, 30, 106, 150, 'BUSINESS NUMBER (BN) / PROGRAM ACCOUNT', 'tax_id', taxPV(m, rng, true, true), LOOK, 'BusinessNumber');
  dcell(c, 180, 106, 140, 'HST / GST REGISTRATION #', 'decoy.gst', `${m.gstRoot}RT0001`, LOOK, 'HSTNumber');
  cell(c, 320, 106, 130, 'TYPE OF BUSINESS ENTITY', 'entity', entityPV(m, rng), LOOK, 'EntityType');
  const inc = m.incorporation === 'FED' ? 'Federal (CBCA)' : PROV_NAMES[m.incorporation]?.en ?? m.incorporation;
  dcell(c, 450, 106, 132, 'JURISDICTION OF INCORPORATION', 'decoy.jurisdiction', m.entity.includes('corporation') ? inc : '', LOOK, 'IncJurisdiction');
  cell(c, 30, 132, 230, 'STREET ADDRESS', 'street', { text: m.addr.street, fields: {} }, LOOK, 'Street');
  cell(c, 260, 132, 120, 'CITY', 'city', { text: m.addr.city, fields: {} }, LOOK, 'City');
  cell(c, 380, 132, 100, 'PROVINCE', 'province', regionPV(m, rng, ['code', 'code', 'en', 'alias']), LOOK, 'Province');
  dcell(c, 480, 132, 102, 'POSTAL CODE', 'decoy.postal', m.addr.postal, LOOK, 'PostalCode');
  cell(c, 30, 158, 200, 'INDUSTRY / NATURE OF BUSINESS', 'industry', industryPV(m), LOOK, 'Industry');
  cell(c, 230, 158, 110, 'DATE ESTABLISHED', 'start_date', datePV(AP('business_start_date'), m.start, 'YMD'), LOOK, 'DateEstablished');
  cell(c, 340, 158, 80, 'YEARS IN BUSINESS', 'context.years', { text: String(m.years), fields: {} }, LOOK, 'YearsInBusiness');
  dcell(c, 420, 158, 162, 'AVG. MONTHLY REVENUE', 'decoy.sales', money(m.monthlySales, rng.pick(ms)), LOOK, 'MonthlyRevenue');

  head(c, 192, 'FUNDING REQUEST');
  cell(c, 30, 204, 140, 'AMOUNT REQUESTED', 'amount', moneyPV('requested_amount', m.amount, [...ms], rng), LOOK, 'AmountRequested');
  cell(c, 170, 204, 140, 'PREFERRED PAYMENT', 'payment', moneyPV('requested_payment', m.payment, ['en', 'en_cad'], rng), LOOK, 'PreferredPayment');
  cell(c, 310, 204, 130, 'NUMBER OF PAYMENTS', 'n_payments', intPV('number_of_payments', m.nPayments), LOOK, 'NumberOfPayments');
  const fw = m.freq ? (m.freq === 'biweekly' ? rng.pick(['Bi-weekly', 'Biweekly']) : FREQ_WORDS[m.freq]!.en) : '';
  cell(c, 440, 204, 142, 'PAYMENT FREQUENCY', 'frequency', { text: fw, fields: m.freq ? { [AP('payment_frequency')]: m.freq } : {} }, LOOK, 'PaymentFrequency');

  head(c, 238, 'EXISTING FINANCING (MCA / RBF / LOANS)');
  const cols = [30, 250, 370, 490];
  ['Funder / Lender', 'Balance', 'Payment', 'Frequency'].forEach((h, k) => c.text(cols[k]! + 2, 250, h, { size: 6.5, bold: true }));
  for (let r = 0; r < 3; r++) {
    const p = m.positions[r], y = 262 + r * 14;
    c.rect(30, y - 2, 552, 14, { stroke: '#b8c4c6', lw: 0.4 });
    c.decoy(`decoy.funder${r}`, cols[0]! + 2, y + 1, 210, p?.funder ?? '', { acro: `Funder${r + 1}`, size: 8 });
    c.decoy(`decoy.balance${r}`, cols[1]! + 2, y + 1, 110, p ? money(p.balance, 'en') : '', { acro: `Balance${r + 1}`, size: 8 });
    c.decoy(`decoy.pos_payment${r}`, cols[2]! + 2, y + 1, 110, p ? money(p.payment, 'en') : '', { acro: `Payment${r + 1}`, size: 8 });
    c.decoy(`decoy.pos_freq${r}`, cols[3]! + 2, y + 1, 80, p?.freq ?? '', { acro: `Frequency${r + 1}`, size: 8 });
  }

  head(c, 312, 'BANKING');
  const bank = rng.pick(CA_BANKS);
  dcell(c, 30, 324, 160, 'BANK', 'decoy.bank', bank.name, LOOK, 'BankName');
  dcell(c, 190, 324, 80, 'INSTITUTION #', 'decoy.institution', bank.inst, LOOK, 'Institution');
  dcell(c, 270, 324, 90, 'TRANSIT #', 'decoy.transit', m.bank.transit, LOOK, 'Transit');
  dcell(c, 360, 324, 222, 'ACCOUNT #', 'decoy.account', m.bank.account, LOOK, 'AccountNumber');

  head(c, 358, 'OWNERSHIP (ALL OWNERS OF 20% OR MORE)');
  const oc = [30, 118, 210, 300, 352, 440, 512], ow = [88, 92, 90, 52, 88, 72, 70];
  ['FIRST NAME', 'LAST NAME', 'TITLE', 'OWN. %', 'SIN', 'DATE OF BIRTH', 'EST. CREDIT SCORE'].forEach((h, k) => c.text(oc[k]! + 2, 370, h, { size: 5.8, bold: true, color: TEAL }));
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i], y = 382 + i * 17;
    c.rect(30, y - 3, 552, 17, { stroke: '#b8c4c6', lw: 0.4 });
    const role = !o ? '' : m.entity === 'sole_proprietorship' ? rng.pick(['Owner', 'Sole Proprietor']) : m.entity.includes('partnership') ? rng.pick(['Partner', 'Managing Partner']) : rng.pick(ROLES_EN);
    const cellsOf: [string, PV][] = o ? [['first', namePV(o, i, 'first', true)], ['last', namePV(o, i, 'last', false)], ['role', rolePV(i, role)],
      ['own', ownPV(o, i, false, rng)], ['pid', pidPV(o, i, rng)], ['dob', dobPV(o, i, 'YMD')], ['score', scorePV(o, i)]] : [];
    for (let k = 0; k < 7; k++) {
      const [part, pv] = cellsOf[k] ?? ['', { text: '', fields: {} }];
      c.value(`owner${i}.${part}`, oc[k]! + 2, y + 1, ow[k]! - 4, pv.text, pv.fields, { acro: `Owner${i + 1}_${['First', 'Last', 'Title', 'Pct', 'SIN', 'DOB', 'Score'][k]}`, size: 8 });
    }
  }

  head(c, 458, 'LANDLORD');
  const lord = m.others[0]!, adv = m.others[1]!;
  dcell(c, 30, 470, 220, 'LANDLORD / PROPERTY MANAGER', 'decoy.landlord', `${lord.first} ${lord.last}`, LOOK, 'Landlord');
  dcell(c, 250, 470, 120, 'LANDLORD PHONE', 'decoy.landlord_phone', m.otherPhones[0]!, LOOK, 'LandlordPhone');
  dcell(c, 370, 470, 110, 'MONTHLY RENT', 'decoy.rent', money(Math.round(m.monthlySales * 0.06) + 0.5, 'en'), LOOK, 'Rent');
  dcell(c, 480, 470, 102, 'LEASE EXPIRY', 'decoy.lease', `${2026 + (m.years % 4)}-0${1 + (m.years % 9)}-28`, LOOK, 'LeaseExpiry');
  head(c, 504, 'YOUR NORTHSHORE ADVISOR');
  dcell(c, 30, 516, 200, 'ADVISOR', 'decoy.advisor', `${adv.first} ${adv.last}`, LOOK, 'Advisor');
  dcell(c, 230, 516, 120, 'DIRECT LINE', 'decoy.advisor_phone', m.otherPhones[1]!, LOOK, 'AdvisorPhone');
  dcell(c, 350, 516, 232, 'ADVISOR E-MAIL', 'decoy.advisor_email', `${adv.first.toLowerCase()}.${adv.last.toLowerCase().replace(/[^a-z]/g, '')}@northshorerp.ca`, LOOK, 'AdvisorEmail');

  c.text(30, 552, 'CONSENT (PIPEDA). By signing below, each owner consents to Northshore Revenue Partners and its funding partners collecting, using and disclosing the information in this application and obtaining credit reports from Equifax Canada and TransUnion Canada, for the purpose of evaluating this request for financing. The merchant confirms that the information provided is true and complete. A photocopy or electronic copy of this consent is as valid as the original.', { size: 6.5, width: 552 });
  c.line(30, 640, 250, 640, '#000');
  c.text(30, 643, 'Authorized signature', { size: 6.5 });
  dcell(c, 300, 622, 140, 'DATE SIGNED', 'decoy.signed', m.signed, LOOK, 'DateSigned');
  c.text(30, 760, 'NRP-APP-CA rev. 2024.2 · Northshore Revenue Partners is a broker, not a lender.', { size: 6, color: '#888' });
}
