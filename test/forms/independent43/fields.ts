// What a portal or CRM prints for a merchant: label/value entries in the wordings real portals use, each with the truth
// it gives (applications.md); blanks print as "--", "N/A" or nothing and give no truth.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './data.ts';

export type Setter = Record<string, string | number | null>;
export interface Entry { label: string; text: string; set: Setter; decoy?: boolean; options?: string[] }

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const OPTION_IDS: Record<string, string> = { LLC: 'llc', Corporation: 'c_corporation', 'S-Corp': 's_corporation', Partnership: 'general_partnership',
  LLP: 'llp', 'Sole Proprietor': 'sole_proprietorship', 'Sole Proprietorship': 'sole_proprietorship' };

export function optionId(option: string, ca: boolean): string { return option === 'Corporation' && ca ? 'ca_corporation' : OPTION_IDS[option]!; }

export function money(r: Rng, v: number): string {
  const c = v.toLocaleString('en-US');
  return r.pick([`$${c}`, `$${c}.00`, `${v}`, `$${c}`, `${v}.00`]);
}

export function date(r: Rng, isoDate: string, portal = true): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  const forms = [`${mm}/${dd}/${y}`, `${m}/${d}/${y}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${mm}/${dd}/${String(y).slice(2)}`, `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`];
  if (portal) forms.push(isoDate, isoDate);
  return r.pick(forms);
}

export function blank(r: Rng): string { return r.pick(['--', '--', 'N/A', '', '-']); }

export function fullName(r: Rng, o: Owner, crm = false): string {
  const mid = o.middle ? ` ${o.middle}.` : '';
  if (crm && r.chance(0.4)) return `${o.last}, ${o.first}${mid}`;
  return `${o.first}${mid} ${o.last}`;
}

export function country(m: Merchant): string { return m.ca ? 'Canada' : 'United States'; }

export function businessTax(m: Merchant, r: Rng): { text: string; set: Setter } {
  const digits = m.taxId.replace(/[^0-9A-Z]/g, '');
  const text = m.taxType === 'EIN' && r.chance(0.2) ? digits : m.taxId;
  return { text, set: { business_tax_id: digits, business_tax_id_type: m.taxType, business_tax_id_country: m.ca ? 'CA' : 'US' } };
}

/** The business section; `l` picks among each field's wordings. */
export function businessEntries(m: Merchant, r: Rng, w: { entity: 'text' | 'radio' | 'box' | 'select' }): Entry[] {
  const out: Entry[] = [];
  out.push({ label: r.pick(m.ca ? ['Legal Business Name', 'Legal Name of Business'] : ['Legal Business Name', 'Business Legal Name', 'Company Legal Name', 'Legal Name']),
    text: m.legal, set: { legal_name: m.legal } });
  const dbaLabel = m.ca ? r.pick(['Operating Name (O/A)', 'Operating As']) : r.pick(['DBA', 'Doing Business As (DBA)', 'DBA / Trade Name']);
  if (m.dba && m.dba !== m.legal) out.push({ label: dbaLabel, text: m.dba, set: { trade_name: m.dba } });
  else out.push({ label: dbaLabel, text: r.pick(['SAME', 'N/A', '--', 'Same as legal', '']), set: {} });
  const opts = m.ca ? ['Corporation', 'Partnership', 'Sole Proprietorship'] : ['LLC', 'Corporation', 'S-Corp', 'Partnership', 'LLP', 'Sole Proprietor'];
  const entLabel = r.pick(['Entity Type', 'Business Entity Type', 'Type of Entity', 'Legal Structure', 'Ownership Type']);
  if (w.entity === 'text') out.push({ label: entLabel, text: m.entityText, set: { type_of_entity: m.entityId } });
  else out.push({ label: entLabel, text: m.entityOption, set: { type_of_entity: optionId(m.entityOption, m.ca) }, options: opts });
  const tax = businessTax(m, r);
  const bare = /^\d{9}$/.test(tax.text);
  const taxLabel = m.ca ? r.pick(['Business Number (BN)', 'CRA Business Number']) : m.taxType === 'SSN' ? 'Tax ID (EIN or SSN)'
    : bare ? r.pick(['Federal Tax ID (EIN)', 'EIN']) : r.pick(['Federal Tax ID (EIN)', 'EIN', 'Federal Tax ID', 'Tax ID Number']);
  out.push({ label: taxLabel, ...tax });
  out.push({ label: r.pick(['Industry', 'Type of Business', 'Business Type / Industry', 'Nature of Business']), text: m.industryText, set: { industry: m.industryId } });
  if (r.chance(0.8)) out.push({ label: r.pick(['Business Start Date', 'Date Established', 'Business Inception Date', 'Start Date']), text: date(r, m.start), set: { business_start_date: m.start } });
  else out.push({ label: 'Time in Business', text: `${2026 - Number(m.start.slice(0, 4))} years`, set: {} });
  out.push({ label: r.pick(m.ca ? ['Province of Incorporation', 'Jurisdiction of Incorporation'] : ['State of Incorporation', 'State of Formation']), text: m.incState, set: {}, decoy: true });
  return out;
}

/** The business address as rows: street, city, state/province, zip/postal code (or one line). */
export function addressEntries(m: Merchant, r: Rng): Entry[] {
  const where = { state_region: m.state, country: country(m) };
  const label = r.pick(['Business Address', 'Physical Address', 'Street Address', 'Business Location']);
  if (r.chance(0.35)) return [{ label, text: `${m.street}, ${m.city}, ${m.state} ${m.zip}`, set: where }];
  return [{ label, text: m.street, set: {} }, { label: 'City', text: m.city, set: {} },
    { label: m.ca ? 'Province' : 'State', text: m.state, set: where }, { label: m.ca ? 'Postal Code' : r.pick(['Zip', 'Zip Code', 'ZIP']), text: m.zip, set: {} }];
}

export function contactEntries(m: Merchant, r: Rng): Entry[] {
  return [{ label: r.pick(['Business Phone', 'Phone', 'Main Phone']), text: m.phone, set: {} }, { label: r.pick(['Business Email', 'Email']), text: m.email, set: {} },
    { label: 'Website', text: m.website ?? blank(r), set: {} }];
}

const FREQ: Record<string, string[]> = { daily: ['Daily', 'Daily (M-F)'], weekly: ['Weekly'], biweekly: ['Bi-Weekly', 'Biweekly', 'Every 2 weeks'], monthly: ['Monthly'] };

export function fundingEntries(m: Merchant, r: Rng, terms: boolean): Entry[] {
  const out: Entry[] = [{ label: r.pick(['Requested Amount', 'Amount Requested', 'Funding Amount Requested', 'Loan Amount']), text: money(r, m.amount), set: { requested_amount: m.amount } },
    { label: r.pick(['Use of Funds', 'Purpose of Funds', 'Intended Use']), text: m.use, set: {} }];
  if (!terms) return out;
  out.push({ label: r.pick(['Payment Frequency', 'Repayment Frequency', 'Preferred Payment Schedule']), text: r.pick(FREQ[m.freq]!), set: { payment_frequency: m.freq } });
  if (r.chance(0.7)) out.push({ label: r.pick(['Number of Payments', '# of Payments', 'Term (payments)']), text: String(m.payments), set: { number_of_payments: m.payments } });
  if (r.chance(0.6)) out.push({ label: r.pick(['Estimated Payment', 'Requested Payment', 'Desired Payment Amount']), text: money(r, m.payment), set: { requested_payment: m.payment } });
  return out;
}

export function financialEntries(m: Merchant, r: Rng): Entry[] {
  return [{ label: r.pick(['Average Monthly Revenue', 'Avg. Monthly Sales', 'Monthly Gross Sales']), text: money(r, m.monthly), set: {}, decoy: true },
    { label: r.pick(['Annual Revenue', 'Gross Annual Sales']), text: money(r, m.monthly * 12), set: {}, decoy: true },
    { label: r.pick(['Own or Rent', 'Property Status']), text: r.pick(['Rent', 'Lease', 'Own']), set: {} }];
}

/** One owner's rows; `i` is the printed order. */
export function ownerEntries(m: Merchant, r: Rng, i: number, o: { crm?: boolean; split?: boolean } = {}): Entry[] {
  const p = m.owners[i]!, k = `applicants.${i}.`;
  const out: Entry[] = [];
  if (o.split) {
    out.push({ label: 'First Name', text: p.first, set: { [`${k}first_name`]: p.first } }, { label: 'Last Name', text: p.last, set: { [`${k}last_name`]: p.last } });
  } else out.push({ label: r.pick(['Owner Name', 'Full Name', 'Name', 'Principal Name']), text: fullName(r, p, o.crm), set: { [`${k}first_name`]: p.first, [`${k}last_name`]: p.last } });
  out.push({ label: r.pick(['Title', 'Title / Position', 'Role']), text: p.title, set: { [`${k}role`]: p.title } });
  const pct = r.pick([`${p.pct}%`, `${p.pct}`, `${p.pct}.00%`]);
  out.push({ label: r.pick(['Ownership %', 'Ownership Percentage', '% Owned']), text: pct, set: { [`${k}ownership`]: p.pct } });
  const masked = r.chance(0.35);
  const last4 = p.ssn.replace(/\D/g, '').slice(-4);
  const idText = masked ? (p.ssnType === 'SIN' ? `*** *** ${p.ssn.slice(-3)}` : r.pick([`***-**-${last4}`, `XXX-XX-${last4}`])) : p.ssn;
  const idSet: Setter = masked ? {} : { [`${k}tax_id`]: p.ssn.replace(/\D/g, ''), [`${k}tax_id_type`]: p.ssnType, [`${k}tax_id_country`]: p.ssnType === 'SIN' ? 'CA' : 'US' };
  out.push({ label: p.ssnType === 'SIN' ? r.pick(['SIN', 'Social Insurance Number']) : r.pick(['SSN', 'Social Security #', 'SSN / ITIN']), text: idText, set: idSet });
  out.push({ label: r.pick(['Date of Birth', 'DOB', 'Birth Date']), text: date(r, p.dob), set: { [`${k}date_of_birth`]: p.dob } });
  if (p.score !== null) out.push({ label: r.pick(['Credit Score (est.)', 'FICO Score', 'Self-Reported Credit Score']), text: String(p.score), set: { [`${k}credit_score`]: p.score } });
  else out.push({ label: 'Credit Score (est.)', text: blank(r), set: {} });
  out.push({ label: r.pick(['Home Address', 'Residential Address']), text: `${p.home}, ${p.city}, ${p.state} ${p.zip}`, set: {}, decoy: true },
    { label: r.pick(['Mobile', 'Cell Phone', 'Phone']), text: p.phone, set: {} }, { label: 'Email', text: p.email, set: {} });
  return out;
}

export function bankEntries(m: Merchant, r: Rng): Entry[] {
  return [{ label: 'Bank Name', text: m.bank, set: {}, decoy: true }, { label: m.ca ? 'Transit / Institution' : r.pick(['Routing Number', 'ABA Routing #']), text: m.routing, set: {}, decoy: true },
    { label: 'Account Number', text: r.chance(0.5) ? `****${m.account.slice(-4)}` : m.account, set: {}, decoy: true }];
}
