// Tidewater Merchant Services (grey deal sheet, merchant beside landlord) and Northgate Capital Advisors (Canada).
import type { Rng } from '../../statements/generator/prng.ts';
import { CA_BANKS, BANKS, dateText, money, phone, otherPerson, type Merchant } from './data.ts';
import { advances, approved, cash, decoy, give, ownerRows, signatureBlock, v } from './parts.ts';
import { table, type Sheet, type TableLook } from './sheet.ts';

export function tidewater(sh: Sheet, rng: Rng, m: Merchant): void {
  const t: TableLook = { labelFill: '#e9e9e9', headFill: '#444444', headColor: '#ffffff', grid: '#8a8a8a', zebra: '#f6f6f6', headFont: 'Courier-Bold' };
  const b = m.biz, r = m.req;
  sh.newPage();
  sh.stroke(36, 30, 540, 40, '#444', 1.4);
  sh.text(46, 37, 'TIDEWATER MERCHANT SERVICES', { size: 14, font: 'Courier-Bold', color: '#222' });
  sh.text(46, 55, 'DEAL SHEET - applicant / co-applicant comparison', { size: 7.5, font: 'Courier', color: '#444' });
  sh.text(420, 37, 'Deal #', { size: 7, font: 'Courier' });
  sh.value(455, 33, 110, 14, `TW-${rng.digits(6)}`, null, 'Deal #');
  sh.text(420, 53, 'Rcvd', { size: 7, font: 'Courier' });
  sh.value(455, 49, 110, 14, `05/0${rng.int(1, 5)}/25`, null, 'Received');
  const useYears = rng.chance(0.3);
  const yrs = Math.max(1, 2025 - Number(b.start.slice(0, 4)));
  const lPlace = rng.pick([['Riverside', 'CA'], ['Dover', 'DE'], ['Albany', 'NY'], ['Boise', 'ID']] as const);
  let y = table(sh, 36, 80, 120, [250, 170], ['Merchant', 'Landlord / property owner'], [
    { label: 'Legal name', cells: [v(b.legal, give.legal(m)), decoy(`${rng.pick(['Bayview', 'Cobalt', 'Elmhurst'])} Realty Trust`)] },
    { label: 'DBA', cells: [v(b.dbaText, give.dba(m)), null] },
    { label: 'Street', cells: [decoy(b.street), decoy(`${rng.int(10, 990)} ${rng.pick(['Dock St', 'Canal Rd', 'Front St'])}`)] },
    { label: 'City, State ZIP', cells: [v(`${b.city}, ${b.state} ${b.zip}`, give.state(m)), decoy(`${lPlace[0]}, ${lPlace[1]} ${rng.digits(5)}`)] },
    { label: 'Phone', cells: [decoy(b.phone), decoy(phone(rng))] },
    { label: 'Fed tax ID / SSN', cells: [v(b.taxText, give.tax(m)), null] },
    { label: 'Entity', cells: [v(b.entityText, give.entity(m)), null] },
    useYears ? { label: 'Time in business', cells: [decoy(`${yrs} yrs`), null] }
      : { label: 'Date started', cells: [v(dateText(rng, b.start, ['mdyy', 'mdy', 'iso']), give.start(m)), null] },
    { label: 'Business type', cells: [v(b.industryText, give.industry(m)), null] },
    { label: 'Rent / mortgage', cells: [null, decoy(`${money(rng.int(18, 120) * 100)}/mo`)] },
    { label: 'State of formation', cells: [decoy(b.incState), null] },
  ], t, 15);
  y = table(sh, 36, y + 12, 120, [140, 140, 140], ['Applicant', 'Co-Applicant', 'Owner 3 (if any)'],
    ownerRows(rng, m, 3, { nameForm: 'first', dates: ['mdyy', 'mdy'], pct: (n) => `${n}`,
      labels: ['Name', 'Title', 'Own %', 'SSN/ITIN', 'DOB', 'Home addr', 'Credit score'] }), t, 15);
  const ap = approved(rng, m);
  y = table(sh, 36, y + 12, 120, [210, 210], ['Requested', 'Approved (office use)'], [
    { label: 'Advance amount', cells: [v(money(r.amount), give.amount(m)), ap ? v(ap.amount, null, true) : null] },
    { label: 'Est. payment', cells: [r.payment ? v(money(r.payment, true), give.payment(m)) : null, ap ? v(ap.payment, null, true) : null] },
    { label: 'Term (# pmts)', cells: [r.count ? v(String(r.count), give.count(m)) : null, ap ? v(ap.count, null, true) : null] },
    { label: 'Remit frequency', cells: [r.freq ? v(r.freq, give.freq(m)) : null, ap?.freq ? v(ap.freq, null, true) : null] },
    { label: 'Factor rate', cells: [null, ap ? v(ap.factor, null, true) : null] },
    { label: 'Use of funds', cells: [decoy(r.use), null] },
  ], t, 15);
  y = advances(sh, rng, 36, y + 12, t, 'Current funders');
  y = table(sh, 36, y + 10, 120, [150, 150, 120], ['Bank', 'ABA routing', 'Acct (last 4)'],
    [{ label: 'Deposit account', cells: [decoy(rng.pick(BANKS)), decoy(`${rng.pick(['0', '1', '2'])}${rng.digits(8)}`), decoy(rng.digits(4))] }], t, 15);
  sh.text(36, y + 8, 'Merchant and each owner certify the above and authorize Tidewater Merchant Services and its funders to pull credit and verify ' +
    'all information, including bank statements, with any source.', { size: 6.3, font: 'Courier', width: 540 });
  signatureBlock(sh, rng, m, 36, y + 26, 540, false);
}

export function northgate(sh: Sheet, rng: Rng, m: Merchant): void {
  const t: TableLook = { labelFill: '#f8eef0', headFill: '#7a1f2b', headColor: '#ffffff', grid: '#a3737b' };
  const b = m.biz, r = m.req;
  sh.newPage();
  sh.fill(0, 0, 612, 70, '#7a1f2b');
  sh.text(36, 22, 'NORTHGATE CAPITAL ADVISORS', { size: 16, font: 'Helvetica-Bold', color: '#ffffff' });
  sh.text(36, 44, 'Business Financing Application (Canada)  /  Demande de financement', { size: 8.5, color: '#f3d9dd' });
  sh.text(430, 26, 'Toronto  |  Calgary  |  Montreal', { size: 7, color: '#f3d9dd' });
  const reg = rng.pick([['Toronto', 'ON'], ['Vancouver', 'BC'], ['Regina', 'SK'], ['Quebec City', 'QC'], ['Edmonton', 'AB']].filter((p) => p[1] !== b.state))!;
  const regPostal = `${rng.pick(['M5V', 'V6C', 'S4P', 'G1R', 'T5J'])} ${rng.int(1, 9)}K${rng.int(1, 9)}`;
  let y = table(sh, 36, 84, 140, [220, 180], ['Operating location', 'Registered office (if different)'], [
    { label: 'Legal name', cells: [v(b.legal, give.legal(m)), null] },
    { label: 'Operating name (O/A)', cells: [v(b.dbaText, give.dba(m)), null] },
    { label: 'Business Number (BN)', cells: [v(b.taxText, give.tax(m)), null] },
    { label: 'Legal structure', cells: [v(b.entityText, give.entity(m)), null] },
    { label: 'Date established', cells: [v(dateText(rng, b.start, ['iso', 'long']), give.start(m)), null] },
    { label: 'Street address', cells: [decoy(b.street), decoy(`${rng.int(100, 2200)} Bay St, Suite ${rng.int(200, 900)}`)] },
    { label: 'City', cells: [decoy(b.city), decoy(reg[0]!)] },
    { label: 'Province', cells: [v(b.state, give.state(m)), decoy(reg[1]!)] },
    { label: 'Postal code', cells: [decoy(b.zip), decoy(regPostal)] },
    { label: 'Nature of business', cells: [v(b.industryText, give.industry(m)), null] },
    { label: 'Telephone', cells: [decoy(b.phone), null] },
  ], t, 15);
  y = table(sh, 36, y + 14, 110, [143, 143, 144], ['Applicant', 'Co-Applicant', 'Guarantor 2'],
    ownerRows(rng, m, 3, { nameForm: rng.chance(0.5) ? 'last' : 'first', dates: ['iso', 'long'], pct: (n) => `${n}%`,
      labels: ['Name', 'Position', 'Ownership', 'SIN', 'Date of birth', 'Home address', 'Credit score'] }), t, 15);
  const ap = approved(rng, m);
  const apCash = (s: string): string => (rng.chance(0.5) ? `${s} CAD` : s);
  y = table(sh, 36, y + 14, 140, [200, 200], ['Requested', 'Approved (office use)'], [
    { label: 'Amount requested', cells: [v(cash(m, r.amount, false, rng), give.amount(m)), ap ? v(apCash(ap.amount), null, true) : null] },
    { label: 'Payment', cells: [r.payment ? v(cash(m, r.payment, true, rng), give.payment(m)) : null, ap ? v(apCash(ap.payment), null, true) : null] },
    { label: 'Number of payments', cells: [r.count ? v(String(r.count), give.count(m)) : null, ap ? v(ap.count, null, true) : null] },
    { label: 'Frequency', cells: [r.freq ? v(r.freq, give.freq(m)) : null, ap?.freq ? v(ap.freq, null, true) : null] },
    { label: 'Purpose', cells: [decoy(r.use), null] },
  ], t, 15);
  sh.text(36, y + 10, 'Please complete page 2 (banking, existing financing, consent and signatures).', { size: 7, color: '#7a1f2b' });

  sh.newPage();
  sh.fill(0, 0, 612, 36, '#7a1f2b');
  sh.text(36, 14, 'NORTHGATE CAPITAL ADVISORS  -  page 2 of 2', { size: 10, font: 'Helvetica-Bold', color: '#ffffff' });
  y = table(sh, 36, 54, 140, [140, 130, 130], ['Institution', 'Institution # / Transit #', 'Account #'],
    [{ label: 'Business bank', cells: [decoy(rng.pick(CA_BANKS)), decoy(`${rng.digits(3)} / ${rng.digits(5)}`), decoy(rng.digits(7))] }], t, 15);
  y = advances(sh, rng, 36, y + 14, t, 'Existing financing');
  y = table(sh, 36, y + 14, 140, [200, 200], ['Landlord', 'Broker / ISO'], [
    { label: 'Name', cells: [decoy(`${rng.pick(['Lakeshore', 'Maplewood', 'Beacon'])} Property Mgmt`), decoy(otherPerson(rng))] },
    { label: 'Phone', cells: [decoy(phone(rng)), decoy(phone(rng))] },
  ], t, 15);
  sh.text(36, y + 14, 'Consent (PIPEDA)', { size: 9, font: 'Helvetica-Bold', color: '#7a1f2b' });
  sh.text(36, y + 28, 'Under the Personal Information Protection and Electronic Documents Act, each signatory consents to Northgate Capital ' +
    'Advisors and its funding partners collecting, using and disclosing their personal information, including credit bureau reports ' +
    'and Social Insurance Numbers, to assess and administer this application.', { size: 7.2, width: 540 });
  signatureBlock(sh, rng, m, 36, y + 70, 540, true);
}
