// The printed text of one deal's values and the truth each gives (applications.md's rules), shared by the layouts.
import type { Rng } from '../../statements/generator/prng.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { entityOf, fmtDate, industryOf, iso, ssn, type DateFmt, type Deal, type Owner, type Ymd } from './data.ts';

export type P = Partial<TruthApplication>;

/** Where the business is and which country it is: the state printed with the address gives both. */
export const placePatch = (d: Deal): P => ({ state_region: d.addr.state, country: d.country === 'US' ? 'United States' : 'Canada' });
export const legalPatch = (d: Deal): P => ({ legal_name: d.legal });
export const entityPatch = (text: string, d: Deal): P => ({ type_of_entity: entityOf(text, d.country) });
export const industryPatch = (text: string): P => ({ industry: industryOf(text) });
export const amountPatch = (d: Deal): P => ({ requested_amount: d.requested });

/** The DBA cell: the name, or SAME / N/A / blank, which give no trade name. */
export function dbaCell(d: Deal, rng: Rng): [string, P] {
  if (d.dba && d.dba !== d.legal) return [d.dba, { trade_name: d.dba }];
  return [rng.pick(['SAME', 'N/A', '', 'same as above']), { trade_name: null }];
}

/** The business tax ID as the cell prints it; `bare` drops an EIN's dash, as a number-formatted cell does (only an
 *  EIN, under a label that says EIN: a bare SSN would read as whatever its label says). */
export function taxCell(d: Deal, bare: boolean): [string, P] {
  const text = bare && d.taxType === 'EIN' ? d.taxDigits : d.taxPrinted;
  return [text, { business_tax_id: d.taxDigits, business_tax_id_type: d.taxType, business_tax_id_country: d.country }];
}
/** The label over a tax ID cell: it names the kind, which a bare 9-digit number needs. */
export function taxLabel(d: Deal): string {
  return d.taxType === 'BN' ? 'Business Number (BN)' : d.taxType === 'EIN' ? 'Federal Tax ID (EIN)' : 'Tax ID (SSN/ITIN)';
}

/** A date cell and its truth: a serial number (a General-formatted cell) is no readable date. */
export function dateCell(date: Ymd, f: DateFmt): [string, string | null] {
  return [fmtDate(date, f), f === 'serial' ? null : iso(date)];
}
export function pickDateFmt(rng: Rng, serialOk: boolean): DateFmt {
  return rng.pick<DateFmt>(serialOk ? ['mdy', 'mdy', 'mmddyyyy', 'iso', 'dmmmyy', 'serial'] : ['mdy', 'mmddyyyy', 'iso', 'long', 'dmmmyy']);
}

export type NameFmt = 'first-last' | 'last-first' | 'full';
/** An owner's name as printed (middle initial, credential, Last, First) and its split. */
export function nameCell(o: Owner, f: NameFmt): [string, Partial<TruthApplicant>] {
  const patch = { first_name: o.first, last_name: o.last };
  if (f === 'last-first') return [`${o.last}, ${o.first}${o.middle ? ' ' + o.middle : ''}`, patch];
  if (f === 'full') return [`${o.first}${o.middle ? ' ' + o.middle : ''} ${o.last}${o.cred ? ', ' + o.cred : ''}`, patch];
  return [`${o.first} ${o.last}`, patch];
}

/** An owner's SSN/SIN cell: masked prints the last four and gives nothing. */
export function ownerTaxCell(o: Owner, d: Deal, maskStyle: string): [string, Partial<TruthApplicant>] {
  if (o.masked) {
    const last4 = o.ssn.slice(5);
    if (d.country === 'CA') return [`*** *** ${o.ssn.slice(6)}`, { tax_id: null, tax_id_type: null, tax_id_country: null }];
    return [maskStyle === 'stars' ? `***-**-${last4}` : maskStyle === 'x' ? `XXX-XX-${last4}` : `xxxxx${last4}`, { tax_id: null, tax_id_type: null, tax_id_country: null }];
  }
  const text = d.country === 'CA' ? `${o.ssn.slice(0, 3)} ${o.ssn.slice(3, 6)} ${o.ssn.slice(6)}` : ssn(o.ssn);
  return [text, { tax_id: o.ssn, tax_id_type: d.country === 'CA' ? 'SIN' : o.ssn.startsWith('9') ? 'ITIN' : 'SSN', tax_id_country: d.country }];
}

export const FREQ_LABEL: Record<string, string> = { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-Weekly', monthly: 'Monthly' };

/** A US state printed as its name or its code; the truth is the code either way. */
export function stateText(code: string, full: boolean, names: { code: string; name: string }[]): string {
  return full ? names.find((s) => s.code === code)?.name ?? code : code;
}
