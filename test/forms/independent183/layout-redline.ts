// Redline Bridge Advance: a one-page intake with rotated section tabs down the left edge and "caption under the line"
// fields (the value written on a rule, its 5.5 pt caption below it, as on tax forms), four 138 pt columns per row,
// two owners side by side, an office-use box of deal numbers in the header.
// Hard: the nearest text above a value is the previous row's caption, a bare 9-digit EIN under "Federal Tax ID (EIN)",
// frequency as free text, the requested terms often blank, current funders and balances crammed in one field.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import { entityPrint, tradePrint, industryPrint, moneyPrint, decoyMoney, datePrint, namePrint, rolePrint, pctPrint, ficoPrint, taxIdPrint,
  taxIdMode, app, own, type Print } from './parts.ts';
import * as T from './fineprint.ts';
import { businessTaxIdFields, regionFields, formatDate, frequencyFrom, formatMoney, type DateFormat } from './rules.ts';
import type { Sheet } from './sheet.ts';

export const REDLINE = { broker: 'Redline Bridge Advance', country: 'US' as const, maxOwners: 2, typedFont: 'Courier-Bold', typedSize: 7.3 };

const RED = '#9b1111';
const blank: Print = { text: '', fields: null };
const d = (text: string): Print => ({ text, fields: null });

/** A value on a rule with its caption under the rule. */
function under(s: Sheet, key: string, x: number, y: number, w: number, caption: string, p: Print, size?: number): void {
  s.line(x, y + 10.5, x + w - 4, y + 10.5, 0.45);
  s.label(x, y + 11.8, caption, 5.5, { color: '#333' });
  s.value(key, x + 1.5, y + 1.5, w - 6, p.text, p.fields, size ? { size } : {});
}

/** A dark tab down the left edge, its title turned to read bottom-up. */
function tab(s: Sheet, x: number, y0: number, y1: number, text: string): void {
  s.rect(x, y0, 11, y1 - y0, { fill: RED });
  const doc = s.doc;
  doc.font('Helvetica-Bold').fontSize(6.2);
  const tw = doc.widthOfString(text);
  const cy = (y0 + y1) / 2 + tw / 2;
  doc.save().rotate(-90, { origin: [x + 3, cy] }).fillColor('#fff').text(text, x + 3, cy - 1, { lineBreak: false }).restore();
}

export function drawRedline(s: Sheet, m: Merchant, rng: Rng): void {
  const X = 22, FX = 38, FW = 552, C = 138, RP = 23, B = REDLINE.broker;
  const fmt = rng.pick<DateFormat>(['mdy', 'mdy', 'mdy-short', 'mdy2']);
  const startAsYears = rng.chance(0.2);

  s.label(X, 16, 'REDLINE', 17, { bold: true, color: RED });
  s.label(X + 78, 19, 'BRIDGE ADVANCE', 12, { bold: true, color: '#222' });
  s.label(X, 37, 'One-Page Merchant Intake  |  Revenue-Based Funding  |  submit@redlinebridge.com  |  (702) 555-0177', 6);
  s.rect(390, 12, 200, 36, { fill: '#ececec', stroke: '#888' });
  s.label(394, 14.5, 'OFFICE USE ONLY', 5.6, { bold: true, color: '#555' });
  const office: [string, string][] = [['Deal #', `RB-${rng.int(10000, 99999)}`], ['Rec\'d', formatDate({ y: 2025, m: rng.int(1, 6), d: rng.int(1, 28) }, fmt)],
    ['ISO Code', m.iso.code], ['UW', rng.pick(['JT', 'MK', 'AR', 'DS'])]];
  office.forEach(([l, v], k) => {
    const ox = 394 + (k % 2) * 98, oy = 23 + Math.floor(k / 2) * 12;
    s.label(ox, oy + 1, `${l}:`, 5.6, { color: '#555' });
    s.value(`office_${k}`, ox + 30, oy, 64, v, null, { size: 6.6 });
  });
  s.line(X, 50, X + 568, 50, 1.4, RED);
  let y = 53 + s.fine(X, 53, 568, 'Print clearly in ink or complete electronically. Write "N/A" where a question does not apply. ' + T.attachUS(B), 5.6) + 4;

  const top1 = y;
  const bare = m.taxIdType === 'EIN' && rng.chance(0.4);
  const taxText = bare ? m.taxId.replace(/-/g, '') : m.taxId;
  under(s, 'legal_name', FX, y, 2 * C, 'Business Legal Name (exactly as registered with the IRS)', { text: m.legal, fields: { [app('legal_name')]: m.legal } });
  under(s, 'dba', FX + 2 * C, y, C, 'DBA (if different)', tradePrint(m, rng));
  under(s, 'tax_id', FX + 3 * C, y, C, m.taxIdType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Federal Tax ID (EIN), or SSN if none',
    { text: taxText, fields: businessTaxIdFields(taxText, bare ? 'EIN' : null) });
  y += RP;
  under(s, 'street', FX, y, 220, 'Business Street Address (no P.O. Boxes)', d(`${m.address.street}${m.address.unit ? ` ${m.address.unit}` : ''}`));
  under(s, 'city', FX + 220, y, 120, 'City', d(m.address.city));
  under(s, 'state', FX + 340, y, 52, 'State', { text: m.address.region, fields: regionFields(m.address.region, 'US') });
  under(s, 'zip', FX + 392, y, 60, 'ZIP', d(m.address.postal));
  under(s, 'biz_phone', FX + 452, y, 100, 'Business Phone', d(m.phone));
  y += RP;
  under(s, 'entity', FX, y, C, 'Entity Type (LLC, Corp, S-Corp, Sole Prop...)', rng.chance(0.93) ? entityPrint(m, rng) : blank);
  under(s, 'start', FX + C, y, C, startAsYears ? 'Years in Business' : `Business Start Date`,
    startAsYears ? d(`${2025 - m.start.y} years`) : datePrint(app('business_start_date'), m.start, fmt));
  under(s, 'industry', FX + 2 * C, y, C, 'Industry / What do you sell?', industryPrint(m));
  under(s, 'email', FX + 3 * C, y, C, 'Business Email', rng.chance(0.85) ? d(m.email) : blank, 6.4);
  y += RP;
  under(s, 'state_of_inc', FX, y, C, 'State of Formation', m.kind.id === 'sole_proprietorship' ? d('N/A') : d(m.stateOfInc));
  under(s, 'website', FX + C, y, C, 'Website', m.website ? d(m.website) : d('N/A'), 6.4);
  under(s, 'avg_monthly', FX + 2 * C, y, C, 'Avg. Monthly Deposits', decoyMoney(m, m.avgMonthly, rng));
  under(s, 'annual', FX + 3 * C, y, C, 'Gross Annual Sales', rng.chance(0.6) ? decoyMoney(m, m.annual, rng) : blank);
  y += RP;
  tab(s, X, top1 - 2, y - 1, 'BUSINESS');
  y += s.fine(FX, y, FW, T.footnoteTaxId, 5.8) + 5;

  const top2 = y;
  const terms = rng.chance(0.7);
  under(s, 'requested', FX, y, C, 'Amount Requested ($)', moneyPrint(app('requested_amount'), m.requested, rng, 'US'));
  under(s, 'payments', FX + C, y, C, 'Number of Payments', terms && rng.chance(0.9) ? { text: String(m.payments), fields: { [app('number_of_payments')]: m.payments } } : blank);
  under(s, 'payment', FX + 2 * C, y, C, 'Payment Amount ($)', terms && rng.chance(0.9) ? moneyPrint(app('requested_payment'), m.payment, rng, 'US') : blank);
  const freqText = rng.pick({ daily: ['Daily', 'DAILY', 'Daily (M-F)'], weekly: ['Weekly', 'WEEKLY'], biweekly: ['Bi-Weekly', 'Biweekly', 'Every other week'],
    monthly: ['Monthly', 'MONTHLY'] }[m.frequency]);
  under(s, 'frequency', FX + 3 * C, y, C, 'Frequency (Daily / Weekly / Bi-Weekly / Monthly)',
    terms ? { text: freqText, fields: { [app('payment_frequency')]: frequencyFrom(freqText.replace(/ \(M-F\)$/, '')) } } : blank);
  y += RP;
  under(s, 'use_of_funds', FX, y, C, 'Use of Proceeds', rng.chance(0.85) ? d(m.useOfFunds) : blank);
  under(s, 'open_positions', FX + C, y, C, 'Open Positions (#)', d(String(m.existing.length)));
  const funders = m.existing.map((e) => `${e.funder} ${formatMoney(e.balance, 'dollar')}`).join('; ');
  under(s, 'current_funders', FX + 2 * C, y, 2 * C, 'Current Funder(s) & Balance(s)', funders ? d(funders) : d('None'), 6.2);
  y += RP;
  tab(s, X, top2 - 2, y - 1, 'FUNDING');
  y += s.fine(FX, y, FW, T.termsNote(B), 5.8) + 5;

  const top3 = y;
  const half = 272, gap = 8;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    const ox = FX + i * (half + gap);
    let oy = top3;
    s.label(ox, oy, i === 0 ? 'OWNER 1' : 'OWNER 2  (complete if another owner holds 20% or more)', 6.2, { bold: true, color: RED });
    oy += 9;
    under(s, `o${i + 1}_name`, ox, oy, half, 'Owner Name (First, M.I., Last)', o ? namePrint(o, i, rng.pick(['full', 'first-last'])) : blank);
    oy += RP;
    under(s, `o${i + 1}_title`, ox, oy, 110, 'Title', o ? rolePrint(o, i) : blank);
    under(s, `o${i + 1}_pct`, ox + 110, oy, 62, '% Ownership', o ? pctPrint(o, i, rng.chance(0.7)) : blank);
    under(s, `o${i + 1}_fico`, ox + 172, oy, 100, 'Credit Score (est.)', o && rng.chance(0.5) ? ficoPrint(o, i) : blank);
    oy += RP;
    under(s, `o${i + 1}_ssn`, ox, oy, 136, 'Social Security Number', o ? taxIdPrint(o, i, taxIdMode(rng, 0.1), rng) : blank);
    under(s, `o${i + 1}_dob`, ox + 136, oy, 136, 'Date of Birth', o && rng.chance(0.88) ? datePrint(own(i, 'date_of_birth'), o.dob, fmt) : blank);
    oy += RP;
    under(s, `o${i + 1}_home`, ox, oy, half, 'Home Address (Street, City, State, ZIP)',
      o ? d(`${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`) : blank, 6.6);
    oy += RP;
    under(s, `o${i + 1}_cell`, ox, oy, 110, 'Mobile Phone', o ? d(o.cell) : blank, 6.6);
    under(s, `o${i + 1}_email`, ox + 110, oy, 162, 'Personal Email', o && rng.chance(0.7) ? d(o.email) : blank, 6.2);
    oy += RP;
    y = oy;
  }
  tab(s, X, top3 - 2, y - 1, 'OWNERS');
  y += 2;
  y += s.fine(FX, y, FW, T.patriotAct, 5.8) + 4;
  y += s.fine(FX, y, FW, `${T.authorizationUS(B)} ${T.esign}`, 5.8) + 8;

  const signDate = formatDate({ y: 2025, m: rng.int(1, 6), d: rng.int(1, 28) }, fmt);
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i], sx = FX + i * (half + gap);
    s.label(sx, y + 5, 'X', 9, { bold: true });
    if (o) s.signature(sx + 14, y + 3, 150);
    under(s, `sig${i + 1}_blank`, sx + 10, y + 2, 180, `Signature of Owner ${i + 1}`, blank);
    under(s, `sig${i + 1}_date`, sx + 190, y + 2, 82, 'Date', o ? d(signDate) : blank);
  }
  y += 30;
  s.line(X, y, X + 568, y, 0.6, RED);
  under(s, 'iso_company', X, y + 4, 200, 'Referred by (ISO / Broker)', d(m.iso.company));
  under(s, 'iso_rep', X + 200, y + 4, 170, 'ISO Representative', d(m.iso.rep));
  under(s, 'iso_phone', X + 370, y + 4, 120, 'ISO Phone', rng.chance(0.6) ? d(`(702) 555-01${rng.int(10, 99)}`) : blank);
  s.label(X + 496, y + 16, 'RBA-1P rev 2025.2', 5.4, { color: '#666' });
}
