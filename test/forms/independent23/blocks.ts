// Pieces the layouts of set 23 share: a value that gives several truth paths, owners' names and ids, the checkbox
// grids (entity type, type of business, own/rent, payment schedule) and the decoy blocks.
import { BUSINESS_TEXTS, fmtEin, fmtSin, fmtSsn, industryOf, money, personIdType, phone, type Merchant, type Owner } from './data.ts';
import type { Sheet } from './sheet.ts';

/** Puts a value and records every path it gives. */
export function multi(s: Sheet, paths: [string, string | number][], text: string, x: number, y: number, w: number, size?: number): void {
  const [first, ...rest] = paths;
  s.put(first![0], first![1], text, x, y, w, size);
  for (const [p, v] of rest) s.imply(p, v);
}

/** The business tax id as printed and read: EIN, a sole proprietor's SSN/ITIN, or a Canadian BN with program account. */
export function bizId(m: Merchant): { text: string; value: string; type: string } {
  if (m.canadian) return { text: `${m.ein} RC0001`, value: `${m.ein}RC0001`, type: 'BN' };
  if (m.entityId === 'sole_proprietorship') return { text: fmtSsn(m.ein), value: m.ein, type: personIdType(m.ein, false) };
  return { text: fmtEin(m.ein), value: m.ein, type: 'EIN' };
}

export function putBizId(s: Sheet, m: Merchant, x: number, y: number, w: number): void {
  const b = bizId(m);
  multi(s, [['business_tax_id', b.value], ['business_tax_id_type', b.type], ['business_tax_id_country', m.canadian ? 'CA' : 'US']], b.text, x, y, w);
}

export function putState(s: Sheet, m: Merchant, x: number, y: number, w: number): void {
  multi(s, [['state_region', m.state], ['country', m.canadian ? 'Canada' : 'United States']], m.state, x, y, w);
}

export function putLegal(s: Sheet, m: Merchant, x: number, y: number, w: number): void { s.put('legal_name', m.legal, m.legal, x, y, w); }
export function putDba(s: Sheet, m: Merchant, x: number, y: number, w: number, r = s.r): void {
  if (m.dba) s.put('trade_name', m.dba, m.dba, x, y, w);
  else if (r.chance(0.25)) s.put('', '', m.legal, x, y, w); // the legal name again: no trade name
  else if (r.chance(0.7)) s.put(null, '', r.pick(['SAME', 'N/A', 'same']), x, y, w);
}
export function putIndustry(s: Sheet, m: Merchant, x: number, y: number, w: number): void {
  if (m.industry) s.put('industry', m.industry, m.business, x, y, w);
  else s.put(null, '', m.business, x, y, w);
}

/** An owner's name: `First M. Last` or `Last, First M.`. */
export function putOwner(s: Sheet, i: number, o: Owner, x: number, y: number, w: number, lastFirst = false, size?: number): void {
  const mid = o.middle ? ` ${o.middle}` : '';
  const text = lastFirst ? `${o.last}, ${o.first}${mid}` : `${o.first}${mid} ${o.last}`;
  multi(s, [[`applicants.${i}.first_name`, o.first], [`applicants.${i}.last_name`, o.last]], text, x, y, w, size);
}

/** An owner's SSN / SIN, masked (tax id null, the type from the label) or whole. */
export function putOwnerId(s: Sheet, i: number, o: Owner, m: Merchant, masked: boolean, x: number, y: number, w: number, size?: number): void {
  const type = personIdType(o.ssn, m.canadian);
  const country = m.canadian ? 'CA' : 'US';
  if (masked) {
    s.put(null, '', m.canadian ? `*** *** ${o.ssn.slice(6)}` : `XXX-XX-${o.ssn.slice(5)}`, x, y, w, size);
    // a masked number still says which kind it is by its label (SSN / SIN) when it is not an ITIN
    if (type !== 'ITIN') { s.imply(`applicants.${i}.tax_id_type`, type); s.imply(`applicants.${i}.tax_id_country`, country); }
    return;
  }
  multi(s, [[`applicants.${i}.tax_id`, o.ssn], [`applicants.${i}.tax_id_type`, type], [`applicants.${i}.tax_id_country`, country]],
    m.canadian ? fmtSin(o.ssn) : fmtSsn(o.ssn), x, y, w, size);
}

export function putPct(s: Sheet, i: number, o: Owner, x: number, y: number, w: number, size?: number): void {
  s.put(`applicants.${i}.ownership`, o.pct, `${o.pct}%`, x, y, w, size);
}
export function putScore(s: Sheet, i: number, o: Owner, x: number, y: number, w: number, size?: number): void {
  if (o.score !== null) s.put(`applicants.${i}.credit_score`, o.score, String(o.score), x, y, w, size);
}
export function putDob(s: Sheet, i: number, o: Owner, text: string, x: number, y: number, w: number, size?: number): void {
  s.put(`applicants.${i}.date_of_birth`, o.dob, text, x, y, w, size);
}

export const US_ENTITY_BOXES = ['LLC', 'Corporation', 'S Corp', 'Partnership', 'LP', 'LLP', 'Sole Proprietor', 'PLLC', 'Non-Profit'];

/** A grid of entity-type boxes; the merchant's is checked. */
export function entityGrid(s: Sheet, m: Merchant, labels: string[], x: number, y: number, cols: number, dx: number, dy = 10): void {
  const other = !labels.includes(m.entityText);
  const all = other || s.r.chance(0.4) ? [...labels, 'Other:'] : labels;
  all.forEach((l, k) => {
    const bx = x + (k % cols) * dx, by = y + Math.floor(k / cols) * dy;
    if (l !== 'Other:') { s.check('type_of_entity', m.entityId, l, bx, by, l === m.entityText); return; }
    // "Other:" checked, the entity written on its line (applications.md: the text on the line is read)
    s.check(null, '', l, bx, by, other);
    s.line(bx + 36, by + 7, dx - 44);
    if (other) s.put('type_of_entity', m.entityId, m.entityText, bx + 38, by, dx - 46, 7.5);
  });
}

/** A grid of business types (the merchant's among them, checked). */
export function industryGrid(s: Sheet, m: Merchant, x: number, y: number, cols: number, dx: number, n = 12, dy = 10): void {
  const others = BUSINESS_TEXTS.filter((b) => b !== m.business);
  s.r.shuffle(others);
  const labels = [...others.slice(0, n - 1), m.business].sort();
  labels.forEach((l, k) => s.check(l === m.business && m.industry ? 'industry' : null, industryOf(l) ?? '', l, x + (k % cols) * dx,
    y + Math.floor(k / cols) * dy, l === m.business));
}

export function ownRent(s: Sheet, m: Merchant, x: number, y: number): void {
  s.check(null, '', 'Own', x, y, !m.rent);
  s.check(null, '', 'Rent', x + 34, y, m.rent);
  s.check(null, '', 'Lease', x + 70, y, false);
}

export function freqBoxes(s: Sheet, m: Merchant, x: number, y: number, dx = 42): void {
  (['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'] as const).forEach((l, k) =>
    s.check('payment_frequency', m.freq, l, x + k * dx, y, l.toLowerCase().replace('-', '') === m.freq));
}

/** Money for a truth path. */
export function putMoney(s: Sheet, path: string, v: number, x: number, y: number, w: number, cents = false): void {
  s.put(path, v, money(v, cents), x, y, w);
}

const LANDLORDS = ['Dunmore Realty Trust', 'Palisade Property Mgmt', 'Westgate Holdings LLC', 'Greer Commercial Leasing'];
const REFS = ['Sysco Foods', 'Grainger Supply', 'NAPA Auto Parts', 'Uline', 'Fastenal', 'US Foods', 'Lowe\'s Pro Desk'];
const FUNDERS = ['Pinnacle Advance Co.', 'Forward Line Capital', 'Greenbridge Funding', 'Rapid Ledger MCA', 'Beacon Receivables'];

/** Decoy values a layout draws (landlord, references, bank numbers, ISO rep, existing funders, the funder's fax). */
export function decoys(s: Sheet): { landlord: string; landlordPhone: string; refs: [string, string][]; routing: string; account: string;
  bank: string; iso: string; isoPhone: string; funders: [string, string, string][]; fax: string } {
  const r = s.r;
  return {
    landlord: r.pick(LANDLORDS), landlordPhone: phone(r), refs: r.shuffle([...REFS]).slice(0, 3).map((n) => [n, phone(r)]),
    routing: `0${r.int(11, 99)}${r.digits(6)}`, account: r.digits(r.int(9, 12)), bank: r.pick(['First Keystone Bank', 'Citizens Trust', 'Chase', 'PNC Bank', 'TD Bank']),
    iso: `${r.pick(['Gary', 'Dina', 'Vic', 'Marlene'])} ${r.pick(['Pomeroy', 'Sacks', 'Lunardi', 'Hartz'])}`, isoPhone: phone(r),
    funders: r.shuffle([...FUNDERS]).slice(0, 2).map((f) => [f, money(r.int(5, 60) * 1000), money(r.int(150, 900))]), fax: phone(r),
  };
}
