// The merchant behind one generated upload: every value a form could print, each with the printed text and the
// value applications.md's rules give for it. Layouts choose which of them to print; the truth holds only those.
import type { Rng } from '../../statements/generator/prng.ts';
import { names, type Person } from './names.ts';

export type Country = 'US' | 'CA';
export type Frequency = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Owner extends Person {
  title: string;
  ownership: number;
  ownershipText: string;
  /** Printed SSN / SIN: full or masked; taxId is its digits when full, null when masked. */
  idText: string;
  taxId: string | null;
  taxIdType: 'SSN' | 'ITIN' | 'SIN' | null;
  dob: string;
  dobText: string;
  home: Address;
  creditScore: number;
  /** Set by a layout that leaves the credit score blank (''); else the score is printed as a number. */
  creditText?: string;
  email: string;
  cell: string;
}

export interface Address { street: string; city: string; state: string; stateText: string; zip: string }

export interface Merchant {
  country: Country;
  legalName: string;
  dbaText: string;
  tradeName: string | null;
  entityId: string;
  /** Free-text entity as a person writes it, and the checkbox label it is under (null: "Other" with entityText). */
  entityText: string;
  entityCheck: string | null;
  industryText: string;
  industryId: string;
  taxIdText: string;
  taxId: string;
  taxIdType: 'EIN' | 'SSN' | 'ITIN' | 'BN' | 'SIN';
  /** A bare 9-digit EIN needs a label that says EIN; a bare Canadian number, a BN / SIN box. */
  taxIdBare: boolean;
  startIso: string;
  startText: string;
  yearsInBusiness: number;
  stateInc: string;
  address: Address;
  phone: string;
  email: string;
  website: string;
  ownRent: 'Own' | 'Rent';
  employees: number;
  amount: number;
  amountText: string;
  useOfFunds: string;
  payment: number;
  paymentText: string;
  numberOfPayments: number;
  frequency: Frequency;
  monthlySales: string;
  annualRevenue: string;
  bank: { name: string; routing: string; account: string };
  landlord: { name: string; phone: string };
  refs: { name: string; contact: string; phone: string }[];
  iso: { name: string; company: string; phone: string; email: string };
  advances: { funder: string; balance: string; payment: string }[];
  owners: Owner[];
  /** Set by a layout that asks for a contact person for the application (an office manager: not an applicant). */
  contactPerson?: string;
  /** Set by a layout's prepare step: texts of its own that are no field of the application (an emergency contact, a
   *  notary, a Quebec enterprise number ...), printed under the field key `extra.NAME`. */
  extra?: Record<string, string>;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function money(n: number, cents = false): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
}

function isoDate(y: number, m: number, d: number): string { return `${y}-${pad(m)}-${pad(d)}`; }

/** A date as people write it on a form (each of applications.md's examples), and its ISO form. */
export function printedDate(rng: Rng, iso: string, country: Country): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const styles = country === 'CA' ? ['iso', 'long', 'long'] : ['mdy', 'mdy', 'mdy2', 'long'];
  const s = rng.pick(styles);
  if (s === 'iso') return iso;
  if (s === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (s === 'mdy2') return `${pad(m)}/${pad(d)}/${pad(y % 100)}`;
  return `${pad(m)}/${pad(d)}/${y}`;
}

function luhnComplete(body8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = Number(body8[i]) * (i % 2 === 1 ? 2 : 1);
    if (v > 9) v -= 9;
    sum += v;
  }
  return body8 + String((10 - (sum % 10)) % 10);
}

const EIN_BAD = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
function ein(rng: Rng): string {
  let p = pad(rng.int(1, 99));
  while (EIN_BAD.has(p)) p = pad(rng.int(1, 99));
  return p + rng.digits(7);
}
function ssn(rng: Rng): string {
  let area = rng.int(1, 899);
  while (area === 666) area = rng.int(1, 899);
  return pad(area, 3) + pad(rng.int(1, 99)) + pad(rng.int(1, 9999), 4);
}
function itin(rng: Rng): string {
  return `9${rng.digits(2)}${rng.pick(['70', '72', '75', '81', '88', '90', '94', '99'])}${pad(rng.int(1, 9999), 4)}`;
}
function sin(rng: Rng): string { return luhnComplete(String(rng.int(1, 7)) + rng.digits(7)); }
const dashSsn = (s: string) => `${s.slice(0, 3)}-${s.slice(3, 5)}-${s.slice(5)}`;
const spaceSin = (s: string) => `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`;

function personalId(rng: Rng, country: Country, masked: boolean): Pick<Owner, 'idText' | 'taxId' | 'taxIdType'> {
  if (country === 'CA') {
    const v = sin(rng);
    if (masked) return { idText: rng.pick([`*** *** ${v.slice(6)}`, `XXX-XXX-${v.slice(6)}`]), taxId: null, taxIdType: null };
    return { idText: rng.chance(0.7) ? spaceSin(v) : `${v.slice(0, 3)}-${v.slice(3, 6)}-${v.slice(6)}`, taxId: v, taxIdType: 'SIN' };
  }
  const isItin = rng.chance(0.12);
  const v = isItin ? itin(rng) : ssn(rng);
  if (masked) return { idText: rng.pick([`XXX-XX-${v.slice(5)}`, `***-**-${v.slice(5)}`, `xxx-xx-${v.slice(5)}`]), taxId: null, taxIdType: null };
  return { idText: dashSsn(v), taxId: v, taxIdType: isItin ? 'ITIN' : 'SSN' };
}

const SPLITS: number[][] = [[100], [100], [60, 40], [50, 50], [51, 49], [75, 25], [50, 25, 25], [40, 35, 25], [34, 33, 33], [40, 30, 20, 10], [25, 25, 25, 25]];

function owners(rng: Rng, m: Pick<Merchant, 'country' | 'entityId' | 'address'>, maxOwners: number, addr: () => Address): Owner[] {
  const sole = m.entityId === 'sole_proprietorship';
  const partners = m.entityId.includes('partnership') || m.entityId === 'llp';
  const split = sole ? [100] : rng.pick(SPLITS.filter((s) => s.length <= maxOwners && (!partners || s.length > 1)));
  const masked = rng.chance(0.45);
  const titles = m.entityId === 'llc' || m.entityId === 'pllc' ? ['Managing Member', 'Member', 'Owner', 'CEO'] :
    m.entityId.includes('partnership') || m.entityId === 'llp' ? ['Partner', 'General Partner', 'Managing Partner'] :
      ['President', 'CEO', 'Owner', 'Vice President', 'Secretary', 'CFO'];
  return split.map((pct, i) => {
    const p = names.person(rng);
    const by = rng.int(1955, 1998);
    const dob = isoDate(by, rng.int(1, 12), rng.int(1, 28));
    const home = rng.chance(0.75) ? { ...addr(), state: m.address.state, stateText: m.address.stateText } : addr();
    return { ...p, title: sole ? rng.pick(['Owner', 'Sole Proprietor']) : i === 0 ? titles[0]! : rng.pick(titles.slice(1).filter((t) => t !== 'CEO')),
      ownership: pct, ownershipText: rng.chance(0.7) ? `${pct}%` : String(pct),
      ...personalId(rng, m.country, masked && rng.chance(0.9)), dob, dobText: printedDate(rng, dob, m.country), home,
      creditScore: rng.int(540, 790), email: `${p.first.toLowerCase()}.${p.lastPlain.toLowerCase()}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
      cell: names.phone(rng) };
  });
}

function entity(rng: Rng, country: Country): Pick<Merchant, 'entityId' | 'entityText' | 'entityCheck'> {
  if (country === 'CA') {
    return rng.weighted([
      [{ entityId: 'ca_corporation', entityText: rng.pick(['Corporation', 'Inc.', 'Ltd.']), entityCheck: 'Corporation' }, 6],
      [{ entityId: 'sole_proprietorship', entityText: 'Sole Proprietorship', entityCheck: 'Sole Proprietorship' }, 2],
      [{ entityId: 'general_partnership', entityText: 'Partnership', entityCheck: 'Partnership' }, 1],
    ] as const);
  }
  return rng.weighted([
    [{ entityId: 'llc', entityText: rng.pick(['LLC', 'L.L.C.', 'Limited Liability Company']), entityCheck: 'LLC' }, 6],
    [{ entityId: 'c_corporation', entityText: rng.pick(['Corporation', 'Corp', 'C-Corp', 'Inc.']), entityCheck: 'Corporation' }, 4],
    [{ entityId: 's_corporation', entityText: rng.pick(['S Corp', 'S-Corp', 'S Corporation']), entityCheck: 'S-Corp' }, 3],
    [{ entityId: 'sole_proprietorship', entityText: rng.pick(['Sole Proprietor', 'Sole Proprietorship', 'Sole Prop']), entityCheck: 'Sole Proprietor' }, 2],
    [{ entityId: 'general_partnership', entityText: 'Partnership', entityCheck: 'Partnership' }, 1],
    [{ entityId: 'limited_partnership', entityText: rng.pick(['LP', 'Limited Partnership']), entityCheck: null }, 1],
    [{ entityId: 'llp', entityText: 'LLP', entityCheck: 'LLP' }, 1],
    [{ entityId: 'pllc', entityText: 'PLLC', entityCheck: null }, 1],
    [{ entityId: 'nonprofit_corporation', entityText: 'Non-Profit', entityCheck: 'Non-Profit' }, 1],
  ] as const);
}

/** Legal-name suffix that agrees with the entity. */
function suffix(rng: Rng, id: string): string {
  const s: Record<string, string[]> = { llc: [', LLC', ' LLC', ', L.L.C.'], c_corporation: [', Inc.', ' Inc', ' Corp.', ', Inc.'],
    s_corporation: [', Inc.', ' Inc.', ' Corporation'], general_partnership: [' Partners', ' & Associates'], limited_partnership: [', LP', ' L.P.'],
    llp: [' LLP'], pllc: [', PLLC'], nonprofit_corporation: [' Foundation', ', Inc.'], ca_corporation: [' Inc.', ' Ltd.', ' Corp.', ' Ltée'] };
  return rng.pick(s[id] ?? ['']);
}

/** maxOwners: the form's owner slots. bareCanadianIds: the form has a BN / SIN checkbox, so the business number may
 *  be written as 9 bare digits and a sole proprietor may write the SIN. */
export function makeMerchant(rng: Rng, country: Country, opts: { maxOwners: number; bareCanadianIds?: boolean; programIds?: readonly string[] }): Merchant {
  const e = entity(rng, country);
  const address = names.address(rng, country);
  const ind = names.industry(rng);
  const stem = names.businessStem(rng, ind.word);
  const first = owners(rng, { country, entityId: e.entityId, address }, opts.maxOwners, () => names.address(rng, country));
  const sole = e.entityId === 'sole_proprietorship';
  const legalName = sole ? `${first[0]!.first} ${first[0]!.last}` : stem + suffix(rng, e.entityId);
  const dbaKind = sole ? 'name' : rng.weighted([['name', 5], ['blank', 2], ['SAME', 1], ['N/A', 1], ['legal', 1]] as const);
  const dbaText = dbaKind === 'name' ? (sole ? stem : names.dba(rng, stem)) : dbaKind === 'blank' ? '' : dbaKind === 'legal' ? legalName : dbaKind;
  const startIso = isoDate(rng.int(1998, 2023), rng.int(1, 12), rng.int(1, 28));
  const tax = businessTaxId(rng, country, sole, first[0]!, opts.bareCanadianIds ?? false, opts.programIds);
  const amount = rng.pick([15, 20, 25, 30, 35, 40, 50, 60, 75, 80, 100, 125, 150, 200, 250]) * 1000;
  const frequency = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const numberOfPayments = frequency === 'daily' ? rng.pick([100, 120, 140, 160]) : frequency === 'weekly' ? rng.pick([24, 30, 36, 52]) : frequency === 'biweekly' ? rng.pick([12, 18, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((amount * rng.float(1.25, 1.45) / numberOfPayments) * 100) / 100;
  const cad = country === 'CA' && rng.chance(0.4);
  return {
    country, legalName, dbaText, tradeName: dbaKind === 'name' ? dbaText : null, ...e,
    industryText: ind.text, industryId: ind.id, ...tax, startIso, startText: printedDate(rng, startIso, country),
    yearsInBusiness: 2026 - Number(startIso.slice(0, 4)),
    stateInc: rng.chance(0.7) ? address.state : names.otherState(rng, country, address.state), address,
    phone: names.phone(rng), email: `info@${stem.toLowerCase().replace(/[^a-z]/g, '')}.com`, website: `www.${stem.toLowerCase().replace(/[^a-z]/g, '')}.com`,
    ownRent: rng.chance(0.7) ? 'Rent' : 'Own', employees: rng.int(1, 60),
    amount, amountText: cad ? `${money(amount)} CAD` : rng.pick([`$${money(amount)}`, `$${money(amount, true)}`, money(amount), `$ ${money(amount)}`]),
    useOfFunds: rng.pick(['Inventory', 'Equipment purchase', 'Working capital', 'Payroll', 'Expansion', 'Marketing', 'Renovation']),
    payment, paymentText: `$${money(payment, true)}`, numberOfPayments, frequency,
    monthlySales: `$${money(rng.int(18, 400) * 1000)}`, annualRevenue: `$${money(rng.int(250, 4800) * 1000)}`,
    bank: { name: names.bank(rng, country), routing: country === 'CA' ? `${rng.digits(5)}-${rng.digits(3)}` : rng.digits(9), account: rng.digits(rng.int(8, 12)) },
    landlord: { name: rng.chance(0.5) ? names.company(rng) + ' Properties' : names.fullName(rng), phone: names.phone(rng) },
    refs: [0, 1, 2].map(() => ({ name: names.company(rng) + rng.pick([' Supply', ' Wholesale', ' Distributors', ' Co.']), contact: names.fullName(rng), phone: names.phone(rng) })),
    iso: { name: names.fullName(rng), company: names.company(rng) + rng.pick([' Capital Advisors', ' Funding Group', ' Business Finance']), phone: names.phone(rng), email: 'deals@isoreps.example' },
    advances: rng.chance(0.5) ? [] : Array.from({ length: rng.int(1, 3) }, () => ({ funder: names.funder(rng), balance: `$${money(rng.int(5, 90) * 1000)}`, payment: `$${money(rng.int(150, 2500))}` })),
    owners: first,
  };
}

/** programIds: the BN program accounts a form's merchants hold (default RC0001-RC0003, the corporate income tax
 *  account; a GST/HST form asks for RT0001). */
function businessTaxId(rng: Rng, country: Country, sole: boolean, owner: Owner, bareCa: boolean, programIds?: readonly string[]): Pick<Merchant, 'taxIdText' | 'taxId' | 'taxIdType' | 'taxIdBare'> {
  if (country === 'CA' && bareCa && (sole ? rng.chance(0.6) : rng.chance(0.4))) {
    if (sole) {
      const v = owner.taxId ?? sin(rng);
      return { taxIdText: rng.chance(0.5) ? v : spaceSin(v), taxId: v, taxIdType: 'SIN', taxIdBare: true };
    }
    const bn = luhnComplete(rng.digits(8).replace(/^0/, '8'));
    return { taxIdText: bn, taxId: bn, taxIdType: 'BN', taxIdBare: true };
  }
  if (country === 'CA') {
    const bn = luhnComplete(rng.digits(8).replace(/^0/, '8'));
    const prog = programIds ? rng.pick(programIds) : `RC000${rng.int(1, 3)}`;
    return { taxIdText: rng.pick([`${bn} ${prog}`, `${bn}${prog}`, `${bn} ${prog.slice(0, 2)} ${prog.slice(2)}`]), taxId: bn + prog, taxIdType: 'BN', taxIdBare: false };
  }
  if (sole && rng.chance(0.6)) {
    // A sole proprietor without an EIN writes the SSN (applications.md): the full number, even when the owners'
    // table masks it.
    const v = owner.taxId ?? ssn(rng);
    const type = v.startsWith('9') ? 'ITIN' : 'SSN';
    return { taxIdText: dashSsn(v), taxId: v, taxIdType: type, taxIdBare: false };
  }
  const v = ein(rng);
  const bare = rng.chance(0.25);
  return { taxIdText: bare ? v : `${v.slice(0, 2)}-${v.slice(2)}`, taxId: v, taxIdType: 'EIN', taxIdBare: bare };
}

/** Fields a merchant (or the broker) left empty: each with its own chance. A blank value is null in the truth (the
 *  canvas records only what it drew). The first owner's ownership is always filled. */
export function leaveBlank(m: Merchant, rng: Rng, p: { start?: number; amount?: number; title?: number; dob?: number; pct?: number; credit?: number; id?: number }): void {
  if (p.start && rng.chance(p.start)) m.startText = '';
  if (p.amount && rng.chance(p.amount)) m.amountText = '';
  for (const [i, o] of m.owners.entries()) {
    if (p.title && rng.chance(p.title)) o.title = '';
    if (p.dob && rng.chance(p.dob)) o.dobText = '';
    if (p.pct && i > 0 && rng.chance(p.pct)) o.ownershipText = '';
    if (p.credit && rng.chance(p.credit)) o.creditText = '';
    if (p.id && rng.chance(p.id)) o.idText = '';
  }
}
