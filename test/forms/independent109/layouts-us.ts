// The US brokers' forms of set 109, each under its e-signature platform's tabs.
import { fmtDate, iso, money, phone } from './merchant.ts';
import type { Ctx } from './kit.ts';
import { industryOf } from './rules.ts';
import { A, O, bar, bizTax, boxAbove, country, decoyAbove, initialsRow, lineLeft, nameFields, ownerName, ownerTax, signBlock } from './kit.ts';

const US_ENT = [['Sole Proprietor', 'sole_proprietorship'], ['Partnership', 'general_partnership'], ['LLC', 'llc'], ['Corporation', 'c_corporation'], ['S-Corp', 's_corporation'], ['Non-Profit', 'nonprofit_corporation']] as const;

/** Harborline Capital Partners (NY): a two-page Word form with grey section bars, entity checkboxes, owners 3-4 on page 2. */
export function harborline(c: Ctx): void {
  const { s, m } = c;
  const r = s.rng;
  s.newPage();
  s.text('HARBORLINE CAPITAL PARTNERS', 36, 30, { size: 15, font: 'Times-Bold', color: '#12304f' });
  s.text('Business Funding Application  |  140 Broadway, 22nd Fl, New York, NY 10005  |  (646) 555-0182', 36, 48, { size: 7.5, color: '#12304f' });
  s.text('Office use only  ISO #: HCP-204   Rep:', 380, 30, { size: 6.5 }); s.decoy('iso_rep', 'Danielle Ferraro', 500, 29, 76, { size: 6.5 });
  bar(s, 'BUSINESS INFORMATION', 64, '#5a5a5a');
  const [tax, taxF] = bizTax(m);
  boxAbove(s, 'legal', 'Legal/Corporate Name', m.legal, 36, 80, 330, { [A('legal_name')]: m.legal });
  boxAbove(s, 'dba', 'DBA', m.dba ?? '', 370, 80, 206, m.dba ? { [A('trade_name')]: m.dba } : {});
  boxAbove(s, 'street', 'Physical Address (no P.O. Box)', m.street, 36, 106, 250, {});
  boxAbove(s, 'city', 'City', m.city, 290, 106, 120, {});
  boxAbove(s, 'state', 'State', m.region, 414, 106, 50, { [A('state_region')]: m.region, ...country(m) });
  boxAbove(s, 'zip', 'Zip', m.postal, 468, 106, 108, {});
  boxAbove(s, 'phone', 'Business Phone', m.phone, 36, 132, 130, {});
  boxAbove(s, 'email', 'Business E-mail', m.email, 170, 132, 200, {});
  boxAbove(s, 'web', 'Website', m.website ?? '', 374, 132, 202, {});
  boxAbove(s, 'taxid', 'Federal Tax ID', tax, 36, 158, 130, taxF);
  boxAbove(s, 'start', 'Date Business Started', fmtDate(m.start, 'mdy'), 170, 158, 110, { [A('business_start_date')]: iso(m.start) });
  if (m.incState !== m.region) decoyAbove(s, 'inc', 'State of Incorporation', m.incState, 284, 158, 90);
  else boxAbove(s, 'inc', 'State of Incorporation', m.incState, 284, 158, 90, {});
  boxAbove(s, 'ind', 'Type of Business', m.industryText, 378, 158, 198, { [A('industry')]: industryOf(m.industryText) });
  s.text('Entity:', 36, 188, { size: 7.5, font: 'Helvetica-Bold' });
  US_ENT.forEach(([lbl, id], i) => s.check(`ent_${id}`, lbl, 72 + i * 80, 187, m.entityId === id, { [A('type_of_entity')]: id }));
  bar(s, 'FUNDING REQUEST', 204, '#5a5a5a');
  boxAbove(s, 'amount', 'Amount Requested', money(m.amount), 36, 220, 150, { [A('requested_amount')]: m.amount });
  boxAbove(s, 'use', 'Use of Funds', m.useOfFunds, 190, 220, 200, {});
  decoyAbove(s, 'sales', 'Avg. Monthly Sales', money(m.monthlySales), 394, 220, 182);
  bar(s, 'OWNER / OFFICER INFORMATION', 250, '#5a5a5a');
  const masked = r.chance(0.3);
  const ownerBlock = (i: number, y: number): void => {
    const o = m.owners[i];
    const [t, tf] = o ? ownerTax(i, o, 'US', masked) : ['', {}];
    boxAbove(s, `o${i}_name`, `Owner ${i + 1} Name`, o ? ownerName(o, 'first_last') : '', 36, y, 200, o ? nameFields(i, o, 'first_last') : {});
    boxAbove(s, `o${i}_title`, 'Title', o?.title ?? '', 240, y, 100, o ? { [O(i, 'role')]: o.title } : {});
    boxAbove(s, `o${i}_pct`, '% Ownership', o ? `${o.pct}%` : '', 344, y, 60, o ? { [O(i, 'ownership')]: o.pct } : {});
    boxAbove(s, `o${i}_ssn`, 'SS#', t, 408, y, 90, tf);
    boxAbove(s, `o${i}_dob`, 'Date of Birth', o ? fmtDate(o.dob, 'mdy') : '', 502, y, 74, o ? { [O(i, 'date_of_birth')]: iso(o.dob) } : {});
    if (o) decoyAbove(s, `o${i}_home`, 'Home Address', `${o.home}, ${m.city}`, 36, y + 26, 300);
    else boxAbove(s, `o${i}_home`, 'Home Address', '', 36, y + 26, 300, {});
    boxAbove(s, `o${i}_fico`, 'Credit Score (est.)', o?.score ? String(o.score) : '', 340, y + 26, 90, o?.score ? { [O(i, 'credit_score')]: o.score } : {});
    boxAbove(s, `o${i}_cell`, 'Cell Phone', o?.phone ?? '', 434, y + 26, 142, {});
  };
  ownerBlock(0, 266); ownerBlock(1, 324);
  bar(s, 'BANK INFORMATION', 384, '#5a5a5a');
  decoyAbove(s, 'bank', 'Bank Name', r.pick(['Chase', 'TD Bank', 'Wells Fargo', 'PNC Bank']), 36, 400, 170);
  decoyAbove(s, 'routing', 'Routing #', `0${r.digits(8)}`, 210, 400, 120);
  decoyAbove(s, 'acct', 'Account #', r.digits(r.int(9, 12)), 334, 400, 140);
  decoyAbove(s, 'landlord', 'Landlord / Mortgage Co.', `${r.pick(['Brookfield', 'Colonial', 'Tri-State'])} Property Mgmt`, 36, 428, 200);
  decoyAbove(s, 'll_phone', 'Landlord Phone', phone(r), 240, 428, 120);
  s.text('By initialing below, each signer confirms the information on this page is true and complete.', 36, 470, { size: 7 });
  initialsRow(c, 484);
  s.newPage();
  bar(s, 'ADDITIONAL OWNERS (IF ANY)', 40, '#5a5a5a');
  ownerBlock(2, 56); ownerBlock(3, 114);
  bar(s, 'AUTHORIZATION', 176, '#5a5a5a');
  s.text('Each of the undersigned authorizes Harborline Capital Partners and its funding partners to obtain consumer and business credit reports, '
    + 'to verify the information provided, and to share this application with prospective funders. This is an application for a purchase of future '
    + 'receivables and not a loan. Electronic signatures shall have the same force as original signatures.', 36, 194, { size: 7, width: 540, lineGap: 1 });
  signBlock(c, 240, 'first_last', true);
  initialsRow(c, 720);
}

/** Blue Mesa Funding Group (AZ): a one-page Google Docs form, underlined fields, an owners table, time in business in years. */
export function bluemesa(c: Ctx): void {
  const { s, m } = c;
  const r = s.rng;
  s.newPage();
  s.rect(0, 0, 612, 70, { fill: '#e9f1f7' });
  s.text('Blue Mesa Funding Group', 40, 22, { size: 20, font: 'Helvetica-Bold', color: '#1d5d8a' });
  s.text('Merchant Application  ·  apply@bluemesafunding.com  ·  (480) 555-0119', 40, 46, { size: 8, color: '#1d5d8a' });
  const [tax, taxF] = bizTax(m);
  const L = 118;
  let y = 84;
  const row = (k: string, label: string, v: string | null, f: Record<string, unknown>, x = 40, w = 532): void => lineLeft(s, k, label, v, x, y, w, f, L);
  row('legal', 'Business Legal Name', m.legal, { [A('legal_name')]: m.legal }); y += 18;
  row('dba', 'DBA', m.dba ?? 'N/A', m.dba ? { [A('trade_name')]: m.dba } : {}); y += 18;
  row('entity', 'Entity Type', m.entityText, { [A('type_of_entity')]: m.entityId }, 40, 280);
  row('ein', 'EIN', tax, taxF, 330, 242); y += 18;
  row('addr', 'Street Address', m.street, {}); y += 18;
  row('city', 'City', m.city, {}, 40, 200);
  lineLeft(s, 'state', 'State', m.regionName, 250, y, 170, { [A('state_region')]: m.region, ...country(m) });
  lineLeft(s, 'zip', 'Zip', m.postal, 430, y, 142, {}); y += 18;
  const years = 2026 - m.start.y;
  row('tib', 'Time in Business', `${years} yrs`, {}, 40, 280);
  row('ind', 'Industry', m.industryText, { [A('industry')]: industryOf(m.industryText) }, 330, 242); y += 18;
  row('amt', 'Funding Amount Needed', money(m.amount, true), { [A('requested_amount')]: m.amount }, 40, 280);
  lineLeft(s, 'rev', 'Monthly Revenue', money(m.monthlySales), 330, y, 242, {}); y += 26;
  s.text('Owners (list everyone with 20% or more)', 40, y, { size: 9, font: 'Helvetica-Bold', color: '#1d5d8a' }); y += 14;
  const cols: [string, number][] = [['Full Name', 40], ['Title', 180], ['Own %', 270], ['SSN', 320], ['DOB', 420], ['FICO', 500]];
  s.rect(40, y, 532, 13, { fill: '#1d5d8a' });
  cols.forEach(([h, x]) => s.text(h, x + 3, y + 3, { size: 7, font: 'Helvetica-Bold', color: '#ffffff' }));
  y += 13;
  const masked = r.chance(0.6);
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    s.rect(40, y, 532, 16, { stroke: '#9ab' });
    if (o) {
      const [t, tf] = ownerTax(i, o, 'US', masked);
      s.val(`o${i}_name`, ownerName(o, 'middle'), 43, y + 3, 135, nameFields(i, o, 'middle'));
      s.val(`o${i}_title`, o.title, 183, y + 3, 85, { [O(i, 'role')]: o.title });
      s.val(`o${i}_pct`, String(o.pct), 273, y + 3, 45, { [O(i, 'ownership')]: o.pct });
      s.val(`o${i}_ssn`, t, 323, y + 3, 95, tf);
      s.val(`o${i}_dob`, fmtDate(o.dob, 'mdy2'), 423, y + 3, 75, { [O(i, 'date_of_birth')]: iso(o.dob) });
      s.val(`o${i}_fico`, o.score ? String(o.score) : null, 503, y + 3, 65, o.score ? { [O(i, 'credit_score')]: o.score } : {});
    } else for (const [k, x] of [['name', 43], ['title', 183], ['pct', 273], ['ssn', 323], ['dob', 423], ['fico', 503]] as const) s.val(`o${i}_${k}`, null, x, y + 3, 60, {});
    y += 16;
  }
  y += 12;
  s.text('Current advances / loans (if any)', 40, y, { size: 9, font: 'Helvetica-Bold', color: '#1d5d8a' }); y += 14;
  const nAdv = r.int(0, 2);
  for (let i = 0; i < 2; i++) {
    s.text('Funder:', 40, y + 2, { size: 7.5 }); s.text('Balance:', 250, y + 2, { size: 7.5 }); s.text('Daily/Weekly Pmt:', 390, y + 2, { size: 7.5 });
    if (i < nAdv) {
      s.decoy(`adv${i}_funder`, r.pick(['Lendistry Cap', 'Rapid Ridge Funding', 'Everstone Advance', 'Pinnacle MCA']), 75, y, 170);
      s.decoy(`adv${i}_bal`, money(r.int(8, 90) * 1000), 290, y, 95);
      s.decoy(`adv${i}_pmt`, money(r.int(150, 1900)), 460, y, 100);
    }
    y += 16;
  }
  y += 8;
  s.text('I certify the above is true and authorize Blue Mesa Funding Group and its partners to obtain credit reports and bank verification. '
    + 'Signing through Cratesign constitutes my electronic signature.', 40, y, { size: 7, width: 532 });
  signBlock(c, y + 30, 'first_last', false);
  initialsRow(c, 730);
}
