// English regional layouts: Prairie Revenue Partners (AB/SK/MB, DD/MM/YYYY, owner blocks side by side, masked
// SINs), Harbourview Merchant Funding (Atlantic provinces, « Last, First », years in business) and Coastline
// Capital Advance (BC/YT/AB, bare 9-digit BN beside the bank's numbers, long dates).
import type { Canvas } from './canvas.ts';
import { FREQ, money } from './data.ts';
import type { Merchant } from './merchant.ts';
import { ENTITY_ID } from './merchant.ts';
import { advancesBlock, bankBlock, brokerBlock, header, landlordBlock, refsBlock, row, signatures } from './blocks.ts';
import { amountV, bnV, countV, dobV, entityWord, firstV, industryV, lastV, legalV, nameV, paymentV, pctV, provV, roleV, scoreV, sinV, startV, tradeV } from './print.ts';

const FREQS = ['daily', 'weekly', 'biweekly', 'monthly'] as const;

export function prairie(c: Canvas, m: Merchant): void {
  const r = c.r;
  const ms = r.pick(['en', 'en_cents'] as const);
  let y = header(c, 'PRAIRIE REVENUE PARTNERS', 'Revenue-Based Financing Application', 'Suite 400, 10180 101 St NW, Edmonton AB\n1-855-555-0161 · apply@prairierevenue.ca');
  c.band('1 | BUSINESS', y);
  y = row(c, y + 16, [['Registered Business Name', legalV(m), 320, 'legal'], ['Trade Name (if any)', tradeV(m, r, false), 220, 'trade']]);
  y = row(c, y, [['Business Structure', entityWord(m, r, false), 140, 'entity'], ['CRA Business Number incl. program account', bnV(m, r), 200, 'bn'],
    ['Established (DD/MM/YYYY)', startV(m, 'dmy'), 110, 'start'], ['Staff', String(m.employees), 90, 'employees']]);
  y = row(c, y, [['Location Address', m.street, 220, 'street'], ['City / Town', m.city, 120, 'city'], ['Prov', provV(m, 'code'), 60, 'prov'],
    ['Postal Code', m.postal, 70, 'postal'], ['Phone', m.phone, 70, 'phone']]);
  y = row(c, y, [['Industry / Description of Business', industryV(m, false), 320, 'industry'], ['Gross Monthly Revenue', money(m.sales, ms), 220, 'sales']]);
  c.band('2 | FUNDING', y + 6);
  y = row(c, y + 22, [['Amount Requested', amountV(m.amount, ms), 160, 'amount'], ['Proposed Payment', paymentV(m.payment, ms), 140, 'payment'],
    ['Term (# of payments)', countV(m), 110, 'count'], ['Use of Funds', r.pick(['Inventory', 'Equipment', 'Expansion', 'Payroll']), 130, 'use']]);
  c.text('Payment frequency:', 36, y + 6, { size: 7, bold: true });
  c.checks(FREQS.map((f) => FREQ[f]!.en), FREQS.indexOf(m.freq), 116, y + 5, 'freq', { payment_frequency: m.freq }, 14);
  y += 20;
  c.band('3 | OWNERSHIP (all owners of 20% or more)', y);
  y += 18;
  for (let i = 0; i < m.owners.length; i += 2) {
    let yy = y;
    for (const k of [i, i + 1]) {
      const o = m.owners[k];
      if (!o) continue;
      const x = 36 + (k % 2) * 272;
      c.rect(x, y - 2, 268, 134, undefined, '#999');
      c.text(`OWNER ${k + 1}`, x + 4, y + 1, { size: 7, bold: true, color: c.accent });
      let oy = row(c, y + 10, [['First Name', firstV(o, k), 120, `o${k}_first`], ['Last Name', lastV(o, k), 140, `o${k}_last`]], 'field', x + 4);
      oy = row(c, oy, [['Title', roleV(o, k, false), 120, `o${k}_role`], ['Ownership %', pctV(o, k, false), 70, `o${k}_pct`],
        ['Beacon score', scoreV(o, k), 70, `o${k}_score`]], 'field', x + 4);
      oy = row(c, oy, [['SIN', sinV(o, k, r), 120, `o${k}_sin`], ['Date of Birth (DD/MM/YYYY)', dobV(o, k, 'dmy'), 140, `o${k}_dob`]], 'field', x + 4);
      oy = row(c, oy, [['Home Address', `${o.street}, ${o.city} ${o.prov.code} ${o.postal}`, 260, `o${k}_home`]], 'field', x + 4);
      yy = Math.max(yy, oy);
    }
    y = yy + 8;
  }
  c.band('4 | BANKING & OBLIGATIONS', y);
  y = bankBlock(c, m, y + 16, 'en');
  y = advancesBlock(c, m, y + 4, 'en', ms);
  y = landlordBlock(c, m, y + 6, 'en', ms);
  if (m.owners.length < 3) y = refsBlock(c, m, y + 4, 'en');
  signatures(c, m, y + 8, 'en');
}

export function harbourview(c: Canvas, m: Merchant): void {
  const r = c.r;
  const ms = 'en_cents' as const;
  let y = header(c, 'Harbourview Merchant Funding', 'Merchant Application — Atlantic Canada', '1959 Upper Water St, Halifax NS B3J 3N2\nTel 902-555-0172 · Fax 902-555-0173');
  c.text('Business Information', 36, y, { size: 9, bold: true, color: c.accent });
  y += 12;
  y = row(c, y, [['Legal Name of Business', legalV(m), 290, 'legal'], ['DBA / Operating Name', tradeV(m, r, false), 250, 'trade']], 'field');
  y = row(c, y, [['Street', m.street, 210, 'street'], ['City', m.city, 110, 'city'], ['Province', provV(m, 'en'), 150, 'prov'], ['Postal Code', m.postal, 70, 'postal']], 'field');
  const years = Math.max(1, 2025 - Number(m.start.slice(0, 4)));
  const showStart = r.chance(0.6);
  y = row(c, y, [['Business Number (BN)', bnV(m, r), 180, 'bn'], ['Years in Business', String(years), 90, 'years'],
    ['Date Established', showStart ? startV(m, 'en_long') : null, 270, 'start']], 'field');
  y = row(c, y, [['Type of Business', industryV(m, false), 260, 'industry'], ['Phone', m.phone, 120, 'phone'], ['Email', m.email, 160, 'email']], 'field');
  c.text('Entity:', 36, y + 4, { size: 7, bold: true });
  const kinds = ['corp', 'sole', 'gp', 'lp', 'coop'] as const;
  c.checks(['Corporation', 'Sole Proprietorship', 'Partnership', 'Limited Partnership', 'Co-operative'], kinds.indexOf(m.kind), 70, y + 3, 'entity',
    { type_of_entity: ENTITY_ID[m.kind] }, 12);
  y += 18;
  c.text('Funding Request', 36, y, { size: 9, bold: true, color: c.accent });
  y = row(c, y + 12, [['Amount of Funding Requested', amountV(m.amount, ms), 200, 'amount'], ['Monthly Card Sales', money(Math.round(m.sales * 0.6), ms), 170, 'cards'],
    ['Purpose', r.pick(['Working capital', 'Boat repairs', 'Seasonal inventory', 'Renovation']), 170, 'use']], 'field');
  c.text('Owner / Guarantor Information', 36, y + 2, { size: 9, bold: true, color: c.accent });
  y += 14;
  for (const [i, o] of m.owners.entries()) {
    y = row(c, y, [[`Owner ${i + 1} Name (Last, First)`, nameV(o, i, 'lastfirst'), 200, `o${i}_name`], ['Title', roleV(o, i, false), 130, `o${i}_role`],
      ['% Owned', pctV(o, i, false), 70, `o${i}_pct`], ['Social Insurance Number', sinV(o, i, r), 140, `o${i}_sin`]], 'field');
    y = row(c, y, [['Date of Birth', dobV(o, i, r.pick(['iso', 'en_long'] as const)), 130, `o${i}_dob`],
      ['Residential Address', `${o.street}, ${o.city}, ${o.prov.en}`, 290, `o${i}_home`], ['Postal Code', o.postal, 120, `o${i}_postal`]], 'field') + 2;
  }
  c.text('Landlord, Bank & References', 36, y + 2, { size: 9, bold: true, color: c.accent });
  y = landlordBlock(c, m, y + 14, 'en', ms);
  y = bankBlock(c, m, y + 4, 'en');
  y = refsBlock(c, m, y + 4, 'en');
  y = brokerBlock(c, m, y + 4, 'en');
  signatures(c, m, y + 8, 'en');
}

export function coastline(c: Canvas, m: Merchant): void {
  const r = c.r;
  const ms = r.pick(['en', 'en_cad'] as const);
  let y = header(c, 'Coastline Capital Advance', 'Merchant Cash Advance — Application & Agreement to Share Information', 'Vancouver · Kelowna · Whitehorse\n604-555-0185 · coastlinecapital.ca');
  c.band('A. APPLICANT BUSINESS', y);
  y = row(c, y + 16, [['Corporate / Legal Name', legalV(m), 330, 'legal'], ['Operating As', tradeV(m, r, false), 210, 'trade']]);
  y = row(c, y, [['CRA Business Number (9 digits)', bnV(m, r, false), 150, 'bn'], ['Bank Institution No.', m.bank.inst, 90, 'bank_inst'],
    ['Transit No.', m.bank.transit, 90, 'bank_transit'], ['Account No.', m.bank.account, 110, 'bank_account'], ['Bank', m.bank.name, 100, 'bank_name']]);
  y = row(c, y, [['Business Address', m.street, 200, 'street'], ['City', m.city, 110, 'city'], ['Province/Territory', provV(m, r.pick(['en', 'code'] as const)), 120, 'prov'],
    ['Postal Code', m.postal, 110, 'postal']]);
  y = row(c, y, [['Form of Organization', entityWord(m, r, false), 150, 'entity'], ['In business since', startV(m, 'en_long'), 150, 'start'],
    ['Industry', industryV(m, false), 240, 'industry']]);
  y = row(c, y, [['Phone', m.phone, 150, 'phone'], ['Email', m.email, 240, 'email'], ['Avg. Monthly Sales', money(m.sales, ms), 150, 'sales']]);
  c.band('B. ADVANCE REQUESTED', y + 6);
  y = row(c, y + 22, [['Advance Amount', amountV(m.amount, ms), 180, 'amount'], ['Daily/Weekly Remittance', paymentV(m.payment, ms), 180, 'payment'],
    ['Number of Remittances', countV(m), 180, 'count']]);
  c.text('Remit:', 36, y + 6, { size: 7, bold: true });
  c.checks(FREQS.map((f) => FREQ[f]!.en), FREQS.indexOf(m.freq), 70, y + 5, 'freq', { payment_frequency: m.freq }, 14);
  y += 20;
  c.band('C. PRINCIPALS', y);
  y += 16;
  for (const [i, o] of m.owners.entries()) {
    y = row(c, y, [[`Principal ${i + 1}`, nameV(o, i, r.pick(['full', 'middle'] as const)), 170, `o${i}_name`], ['Position', roleV(o, i, false), 110, `o${i}_role`],
      ['Ownership', pctV(o, i, false), 70, `o${i}_pct`], ['SIN', sinV(o, i, r), 100, `o${i}_sin`], ['Est. credit score', scoreV(o, i), 90, `o${i}_score`]]);
    y = row(c, y, [['Date of Birth (Month Day, Year)', dobV(o, i, 'en_long'), 170, `o${i}_dob`],
      ['Home Address', `${o.street}, ${o.city}, ${o.prov.code} ${o.postal}`, 370, `o${i}_home`]]) + 4;
  }
  c.band('D. OTHER INFORMATION', y);
  y = advancesBlock(c, m, y + 16, 'en', ms);
  y = landlordBlock(c, m, y + 6, 'en', ms);
  y = brokerBlock(c, m, y + 4, 'en');
  signatures(c, m, y + 8, 'en');
}
