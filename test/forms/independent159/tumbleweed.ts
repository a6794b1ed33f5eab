// Tumbleweed Merchant Services (an ISO): a portrait two-pager whose first page is upright and whose owner page came
// through the feeder the wrong way round: page 2 is drawn turned 180 degrees. Checkbox rows for the entity type and
// the payment schedule; the state is read from a combined "City, ST ZIP" line; owners' first and last names are
// separate boxes.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Case } from './data.ts';
import * as K from './kit.ts';
import type { Sheet } from './sheet.ts';

export const TUMBLEWEED = { broker: 'Tumbleweed Merchant Services', domain: 'tumbleweedms.net', countries: ['US'] as const, valueFont: 'Times-Roman' };

const ENTITY_BOXES: [string, string, string][] = [['Corporation', 'c_corporation', 'Corp'], ['LLC', 'llc', 'LLC'], ['S Corp', 's_corporation', 'SCorp'],
  ['Partnership', 'general_partnership', 'Partnership'], ['Sole Prop.', 'sole_proprietorship', 'SoleProp']];
const FREQ_BOXES: [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];

export function drawTumbleweed(s: Sheet, c: Case, rng: Rng): void {
  const rust = '#8a4b16';
  const header = (n: number) => {
    s.text('Tumbleweed', 36, 26, { size: 22, font: 'Times-BoldItalic', color: rust });
    s.text('MERCHANT SERVICES', 160, 36, { size: 8, font: 'Helvetica-Bold', color: rust });
    s.text(`Small Business Funding Application - Page ${n}`, 360, 30, { size: 9, font: 'Helvetica-Bold' });
    s.rule(36, 56, 576, 56, 2, rust);
  };
  const onStates = rng.chance(0.5);

  s.newPage('upright');
  header(1);
  K.bar(s, 'SECTION A - THE BUSINESS', 36, 66, 540, rust);
  K.slot(s, 'Legal / Corporate Name', 36, 84, 330, 'legal_name', K.legal(c));
  K.slot(s, 'Federal Tax ID (EIN)', 376, 84, 200, 'business_tax_id', K.bizTax(c, rng, 'Federal Tax ID (EIN)', true));
  K.slot(s, 'Doing Business As (DBA)', 36, 114, 330, 'dba', K.dba(c, rng));
  K.slot(s, 'Business Start Date', 376, 114, 200, 'start_date', K.startDate(c, rng.pick(['mdy2', 'mdy'] as const)));
  s.text('Entity type:', 36, 148, { size: 7, font: 'Helvetica-Bold' });
  const box = ENTITY_BOXES.find(([, id]) => id === c.entity.id);
  let x = 90;
  for (const [label, id, on] of ENTITY_BOXES) {
    const hit = id === c.entity.id;
    s.check(`entity_${on}`, label, x, 147, hit, hit ? { 'application.type_of_entity': id } : null, onStates ? on : 'Yes');
    x += s.doc.font('Helvetica').fontSize(8).widthOfString(label) + 24;
  }
  s.check('entity_other', 'Other:', x, 147, !box, null, onStates ? 'Other' : 'Yes');
  s.rule(x + 40, 157, 576, 157, 0.5, '#555');
  if (!box) s.value('entity_other_text', rng.pick(c.entity.texts), x + 40, 143, 576 - x - 40, { 'application.type_of_entity': c.entity.id });
  K.slot(s, 'Type of Business / Products Sold', 36, 166, 330, 'industry', K.industry(c));
  K.slot(s, 'Business Phone', 376, 166, 200, 'biz_phone', K.plain(c.phone), true);
  K.slot(s, 'Physical Address (no P.O. boxes)', 36, 196, 330, 'street', K.plain(c.addr.street), true);
  K.slot(s, 'City, State, ZIP', 376, 196, 200, 'city_line', K.cityLine(c, rng));
  K.slot(s, 'State of Incorporation', 36, 226, 160, 'inc_state', K.plain(c.incRegion), true);
  K.slot(s, 'Landlord / Mortgage Co.', 206, 226, 220, 'landlord', K.plain(c.landlord.name), true);
  K.slot(s, 'Landlord Phone', 436, 226, 140, 'landlord_phone', K.plain(c.landlord.phone), true);
  K.slot(s, 'Gross Annual Sales', 36, 256, 160, 'annual_revenue', K.cash(c.annualRevenue, rng, c), true);
  K.slot(s, 'Avg Monthly Card Sales', 206, 256, 220, 'monthly_sales', K.cash(c.monthlySales, rng, c), true);
  K.slot(s, 'E-mail', 436, 256, 140, 'biz_email', K.plain(c.email), true);

  K.bar(s, 'SECTION B - THE REQUEST', 36, 296, 540, rust);
  K.slot(s, 'Amount Requested', 36, 314, 170, 'requested_amount', K.money('requested_amount', c.amount, rng, c));
  K.slot(s, 'Payment Amount', 216, 314, 170, 'requested_payment', K.money('requested_payment', c.payment, rng, c));
  K.slot(s, '# of Payments', 396, 314, 180, 'number_of_payments', K.count(c));
  s.text('Payment schedule:', 36, 350, { size: 7, font: 'Helvetica-Bold' });
  x = 120;
  for (const [label, f] of FREQ_BOXES) {
    const hit = f === c.freq;
    s.check(`freq_${f}`, label, x, 349, hit, hit ? { 'application.payment_frequency': f } : null, onStates ? label.replace('-', '') : 'Yes');
    x += 80;
  }
  K.slot(s, 'Use of Proceeds', 36, 364, 540, 'use', K.plain(c.use), true);

  K.bar(s, 'SECTION C - CURRENT ADVANCES', 36, 404, 540, rust);
  ['Company', 'Balance', 'Daily / Weekly Payment'].forEach((h, i) => s.text(h, [40, 300, 430][i]!, 422, { size: 7, font: 'Helvetica-Bold' }));
  for (let r = 0; r < 3; r++) {
    const ry = 432 + r * 20;
    s.rule(36, ry + 16, 576, ry + 16, 0.4, '#999');
    const f = c.funders[r];
    if (!f) continue;
    s.value(`funder${r}_name`, f.name, 38, ry, 250, null);
    s.value(`funder${r}_balance`, K.cash(f.balance, rng, c).text, 298, ry, 120, null);
    s.value(`funder${r}_payment`, K.cash(f.payment, rng, c).text, 428, ry, 140, null);
  }
  K.bar(s, 'SECTION D - BANK', 36, 502, 540, rust);
  K.slot(s, 'Bank Name', 36, 520, 220, 'bank_name', K.plain(c.bank.name), true);
  K.slot(s, 'Routing #', 266, 520, 140, 'bank_routing', K.plain(c.bank.routing), true);
  K.slot(s, 'Account #', 416, 520, 160, 'bank_account', K.plain(c.bank.account), true);
  s.text('Owners continue on page 2.  Tumbleweed Merchant Services is an independent sales organization, not a lender.', 36, 750, { size: 6.5, color: '#666' });

  // Page 2, upside down.
  s.newPage('r180');
  header(2);
  K.bar(s, 'SECTION E - OWNERS / OFFICERS', 36, 66, 540, rust);
  const dobFmt = rng.pick(['mdy', 'mdy2'] as const);
  for (let k = 0; k < 4; k++) {
    const o = c.owners[k];
    const by = 84 + k * 118;
    s.text(`Owner ${k + 1}${k === 0 ? ' (primary)' : ''}`, 36, by, { size: 8, font: 'Helvetica-Bold', color: rust });
    const r1 = by + 12, r2 = by + 42, r3 = by + 72;
    const v = <T>(f: () => T) => (o ? f() : null);
    K.slot(s, 'First Name', 36, r1, 150, `owner${k + 1}_first`, v(() => K.firstName(o!, k)));
    K.slot(s, 'Last Name', 196, r1, 190, `owner${k + 1}_last`, v(() => K.lastName(o!, k)));
    K.slot(s, 'Title', 396, r1, 110, `owner${k + 1}_role`, v(() => K.role(o!, k)));
    K.slot(s, '% Owned', 516, r1, 60, `owner${k + 1}_pct`, v(() => K.pct(o!, k, rng)));
    K.slot(s, 'SSN', 36, r2, 150, `owner${k + 1}_tax`, v(() => K.ownerTax(o!, k, rng, 'SSN')));
    K.slot(s, 'Date of Birth', 196, r2, 110, `owner${k + 1}_dob`, v(() => K.dob(o!, k, dobFmt)));
    K.slot(s, 'FICO (est.)', 316, r2, 70, `owner${k + 1}_credit`, o ? K.credit(o, k) : null);
    K.slot(s, 'Cell Phone', 396, r2, 180, `owner${k + 1}_mobile`, v(() => K.plain(o!.phone)), true);
    K.slot(s, 'Home Address', 36, r3, 540, `owner${k + 1}_home`, v(() => K.homeLine(o!)), true);
  }
  const y = 84 + 4 * 118;
  K.slot(s, 'Referred by (ISO rep)', 36, y, 200, 'iso_name', K.plain(c.iso.name), true);
  K.slot(s, 'Rep Phone', 246, y, 150, 'iso_phone', K.plain(c.iso.phone), true);
  K.slot(s, 'Rep E-mail', 406, y, 170, 'iso_email', K.plain(c.iso.email), true);
  K.consent(s, 36, y + 34, 540, TUMBLEWEED.broker, false);
  s.rule(36, y + 100, 300, y + 100, 0.6);
  s.text('Owner signature                                   Date', 36, y + 104, { size: 6.5 });
}
