// The two two-page brokers: Harborline (teal, boxed cells with captions, entity checkbox row, existing advances and
// bank on page 1, owners on page 2) and Summit Lane (orange banner, grey label cells, owners as table rows).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import type { Sheet } from './sheet.ts';
import { bar, cell, decoy, signatures, tableRow } from './parts.ts';
import * as v from './values.ts';

const W = 612;
const FUNDERS = ['Rapid Capital Funding', 'Libertas', 'Forward Financing', 'Fox Business Funding', 'Yellowstone', 'Everest Business Funding'];
const BANKS = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist'];

/** Harborline Capital Group: captioned cells in a grid; entity as a checkbox row with "Other"; up to three owners. */
export function harborline(s: Sheet, m: Merchant, r: Rng): void {
  const teal = '#0f6e6e', x = 30, w = W - 60;
  s.addPage();
  s.rect(0, 0, W, 58, teal, teal);
  s.label('HARBORLINE CAPITAL GROUP', x, 16, 17, { bold: true, color: '#ffffff' });
  s.label('Small Business Funding Application  -  Page 1 of 2', x, 38, 8.5, { color: '#d8f0ef' });
  let y = 70;
  const sec = (t: string) => { bar(s, t, x, y, w, '#d7ecea', teal, 13); y += 13; };
  const grid = (cells: [string, string, v.V, number][]) => {
    let cx = x;
    for (const [k, l, val, f] of cells) { cell(s, k, l, val, cx, y, w * f); cx += w * f; }
    y += 22;
  };
  sec('1. BUSINESS INFORMATION');
  grid([['legal', 'LEGAL / CORPORATE NAME', v.legal(m), 0.55], ['dba', 'DBA (IF ANY)', v.dba(m, r), 0.45]]);
  grid([['street', 'PHYSICAL ADDRESS (NO P.O. BOX)', { text: m.street, fields: {} }, 0.46], ['city', 'CITY', decoy(m.city), 0.24],
    ['state', 'STATE', v.state(m), 0.12], ['zip', 'ZIP', decoy(m.zip), 0.18]]);
  const useYears = r.chance(0.3);
  grid([['tax', 'FEDERAL TAX ID', v.taxId(m, false), 0.25], useYears ? ['years', 'YEARS IN BUSINESS', v.years(m), 0.2] : ['start', 'DATE BUSINESS STARTED', v.start(m, r.pick([0, 1])), 0.2],
    ['inc', 'STATE OF INC.', decoy(m.incState), 0.13], ['industry', 'TYPE OF BUSINESS / PRODUCT', v.industry(m), 0.42]]);
  grid([['phone', 'BUSINESS PHONE', decoy(m.phone), 0.22], ['email', 'BUSINESS EMAIL', decoy(m.email), 0.4], ['web', 'WEBSITE', decoy(m.website), 0.38]]);
  s.rect(x, y, w, 20, '#444444');
  s.label('ENTITY:', x + 4, y + 7, 7, { bold: true });
  const opts = ['Corporation', 'LLC', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'Non-Profit'];
  const e = v.entityBox(m, opts);
  let ex = x + 42;
  for (const o of opts) ex = s.check('entity', o, ex, y + 6.5, e.checked === o, e.checked === o ? v.entity(m).fields : {}, 7);
  ex = s.check('entity', 'Other:', ex, y + 6.5, e.checked === 'Other', e.checked === 'Other' ? v.entity(m).fields : {}, 7);
  s.line(ex - 8, y + 15, x + w - 4, y + 15);
  s.value('entity_other', e.other, ex - 8, y + 14.5, x + w - ex, e.other ? v.entity(m).fields : {});
  y += 26;
  sec('2. FUNDING REQUEST');
  grid([['amount', 'AMOUNT REQUESTED', v.amount(m, true), 0.25], ['use', 'USE OF PROCEEDS', decoy(m.use), 0.35],
    ['sales', 'AVG MONTHLY REVENUE', decoy(`$${v.usd(m.monthlySales)}`), 0.22], ['employees', '# EMPLOYEES', decoy(String(m.employees)), 0.18]]);
  y += 6;
  sec('3. EXISTING ADVANCES / LOANS (IF ANY)');
  const n = r.int(0, 2);
  for (let i = 0; i < 2; i++) {
    const f = i < n ? r.pick(FUNDERS) : null;
    grid([[`funder${i}`, 'FUNDER / LENDER', decoy(f), 0.4], [`bal${i}`, 'BALANCE', decoy(f ? `$${v.usd(r.int(8, 90) * 1000)}` : null), 0.3],
      [`pay${i}`, 'PAYMENT', decoy(f ? `$${v.usd(r.int(150, 1900))}/${r.pick(['day', 'wk'])}` : null), 0.3]]);
  }
  y += 6;
  sec('4. BUSINESS BANK ACCOUNT');
  grid([['bank', 'BANK NAME', decoy(r.pick(BANKS)), 0.4], ['routing', 'ROUTING #', decoy(`0${r.digits(8)}`), 0.3], ['acct', 'ACCOUNT #', decoy(`****${r.digits(4)}`), 0.3]]);
  s.label('Harborline Capital Group, LLC  |  One Financial Plaza, Suite 900, Fort Lauderdale, FL 33394  |  apps@harborlinecg.example', x, 760, 6.5, { color: '#777777', width: w, align: 'center' });

  s.addPage();
  s.rect(0, 0, W, 36, teal, teal);
  s.label('HARBORLINE CAPITAL GROUP  -  Page 2 of 2', x, 13, 11, { bold: true, color: '#ffffff' });
  y = 48;
  m.owners.forEach((_, i) => {
    sec(`${5 + i}. OWNER / OFFICER ${i + 1}`);
    grid([['first', 'FIRST NAME', v.first(m, i), 0.3], ['last', 'LAST NAME', v.last(m, i), 0.3], ['title', 'TITLE', v.role(m, i), 0.25], ['pct', 'OWNERSHIP %', v.pct(m, i, false), 0.15]]);
    grid([['ssn', 'SOCIAL SECURITY #', v.ownerSsn(m, i, r.chance(0.35)), 0.25], ['dob', 'DATE OF BIRTH', v.dob(m, i, r.pick([0, 1])), 0.2],
      ['score', 'CREDIT SCORE (EST.)', v.score(m, i), 0.18], ['cell', 'MOBILE', decoy(m.owners[i]!.phone), 0.37]]);
    grid([['home', 'HOME ADDRESS', decoy(m.owners[i]!.home), 0.46], ['hcity', 'CITY', decoy(m.owners[i]!.city), 0.24],
      ['hstate', 'STATE', decoy(m.owners[i]!.state), 0.12], ['hzip', 'ZIP', decoy(m.owners[i]!.zip), 0.18]]);
    y += 8;
  });
  sec('AUTHORIZATION AND SIGNATURES');
  signatures(s, 'Harborline Capital Group', m.owners.map((_, i) => v.ownerName(m, i, false)), `${r.int(1, 12)}/${r.int(1, 28)}/2025`, x, y + 6, w);
}

/** Summit Lane Advance: orange banner, grey label cells beside value cells, tax ID bare under "(EIN)", owners as rows. */
export function summitLane(s: Sheet, m: Merchant, r: Rng): void {
  const orange = '#c75b12', x = 40, w = W - 80, lw = 150;
  s.addPage();
  s.rect(x, 30, w, 40, orange, orange);
  s.label('Summit Lane Advance', x + 10, 38, 16, { bold: true, color: '#ffffff' });
  s.label('Merchant Application', x + w - 150, 44, 11, { color: '#ffffff' });
  let y = 84;
  const sec = (t: string) => { s.label(t, x, y, 10, { bold: true, color: orange }); y += 15; };
  const trow = (k: string, l: string, val: v.V) => { tableRow(s, k, l, val, x, y, lw, w); y += 17; };
  sec('Company Information');
  trow('legal', 'Business Legal Name', v.legal(m));
  trow('dba', 'Doing Business As', v.dba(m, r));
  trow('entity', 'Type of Entity', v.entity(m));
  trow('tax', m.ein ? 'Federal Tax ID (EIN)' : 'Tax ID (SSN if Sole Prop)', v.taxId(m, m.ein !== null && r.chance(0.5)));
  trow('start', 'Business Inception Date', v.start(m, r.pick([0, 2])));
  trow('inc', 'State of Incorporation', decoy(m.incState));
  trow('street', 'Business Address', { text: m.street, fields: {} });
  trow('csz', 'City, State, Zip', v.cityStateZip(m));
  trow('phone', 'Business Phone', decoy(m.phone));
  trow('industry', 'Industry / Description', v.industry(m));
  if (r.chance(0.5)) trow('web', 'Website', decoy(m.website));
  y += 10;
  sec('Funding Request');
  trow('amount', 'Requested Funding Amount', v.amount(m, true));
  const pay = r.chance(0.6);
  trow('payment', 'Proposed Payment', pay ? v.payment(m) : decoy(null));
  trow('freq', 'Payment Frequency', pay ? { text: v.FREQ_LABEL[m.frequency], fields: { 'application.payment_frequency': m.frequency } } : decoy(null));
  trow('use', 'Use of Funds', decoy(m.use));
  y += 10;
  sec('Bank Reference');
  trow('bank', 'Bank Name', decoy(r.pick(BANKS)));
  trow('bank_contact', 'Branch / Contact', decoy(r.pick(['Main Office', 'Downtown Branch', 'Online only'])));
  y += 10;
  sec('For Office Use Only');
  trow('iso', 'ISO / Sales Rep', decoy(r.pick(['Dana Whitaker', 'Luis Ortega', 'Kim Sato'])));
  trow('iso_id', 'ISO Number', decoy(`SLA-${r.digits(4)}`));

  s.addPage();
  y = 40;
  sec('Owner / Principal Information');
  const cols: [string, number][] = [['Name (Last, First)', 0.27], ['Title', 0.14], ['%', 0.07], ['SSN', 0.16], ['DOB', 0.13], ['FICO', 0.08], ['Cell Phone', 0.15]];
  let cx = x;
  for (const [c, f] of cols) { s.rect(cx, y, w * f, 14, '#666666', '#e4e4e4'); s.label(c, cx + 3, y + 4, 7, { bold: true }); cx += w * f; }
  y += 14;
  const masked = r.chance(0.4);
  m.owners.forEach((_, i) => {
    const vals: [string, v.V][] = [['name', v.ownerName(m, i, true)], ['title', v.role(m, i)], ['pct', v.pct(m, i, true)], ['ssn', v.ownerSsn(m, i, masked)],
      ['dob', v.dob(m, i, 0)], ['score', v.score(m, i)], ['cell', decoy(m.owners[i]!.phone)]];
    let vx = x;
    vals.forEach(([k, val], j) => { const cw = w * cols[j]![1]; s.rect(vx, y, cw, 18, '#666666'); s.value(k, val.text, vx + 1, y + 16, cw - 2, val.fields, 8); vx += cw; });
    y += 18;
  });
  y += 12;
  sec('Home Addresses');
  m.owners.forEach((o, i) => { tableRow(s, `home${i}`, `Owner ${i + 1} Home Address`, decoy(`${o.home}, ${o.city}, ${o.state} ${o.zip}`), x, y, lw, w); y += 17; });
  y += 12;
  sec('Authorization');
  signatures(s, 'Summit Lane Advance', m.owners.map((_, i) => v.ownerName(m, i, false)), v.date(`2025-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`, 0), x, y, w);
}
