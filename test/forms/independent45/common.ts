// What every layout of the set shares: the merchant (legal name agreeing with its entity, DBA printed or not), the
// owners' blocks, the authorisation and signatures, and the broker's stamp (a decoy).
import type { Rng } from '../../statements/generator/prng.ts';
import { dateText, day, ein, email, frequencyId, iso, money, nameSets, person, nameText, phone, place, type Day, type Owner, type Place } from './data.ts';
import type { Sets, Sheet } from './sheet.ts';

export interface EntityChoice { box: string; id: string; suffix: string | null }
/** The entity boxes real specialist forms print, the id each gives, and the suffix the legal name then carries. */
export const ENTITIES: EntityChoice[] = [
  { box: 'LLC', id: 'llc', suffix: 'LLC' }, { box: 'Corporation', id: 'c_corporation', suffix: 'Inc.' }, { box: 'S-Corp', id: 's_corporation', suffix: 'Inc.' },
  { box: 'Partnership', id: 'general_partnership', suffix: null }, { box: 'Sole Proprietor', id: 'sole_proprietorship', suffix: null },
  { box: 'LP', id: 'limited_partnership', suffix: 'LP' }];

export interface Merchant {
  legal: string; entity: EntityChoice; dbaText: string | null; dbaTruth: string | null; taxText: string; taxSets: Sets;
  start: Day; startText: string; addr: Place; phone: string; email: string; web: string | null; industryText: string; industryId: string;
}

export type Trade = readonly [base: string, industryText: string, industryId: string];
export const tradeOf = (rng: Rng, trades: readonly Trade[]): Trade => rng.pick(trades);

/** A merchant of the trade: its base is the trading name's stem (`Blue Ridge Hauling`), printed with its type of business. */
export function merchant(rng: Rng, trade: Trade, os: Owner[], entityWeights = [5, 3, 2, 1, 2, 0.5]): Merchant {
  const [base, industryText, industryId] = trade;
  // A partnership needs two partners; a sole proprietor is one owner of all of it.
  const entity = rng.weighted(ENTITIES.map((e, i) => [e, (e.id === 'general_partnership' && os.length < 2) || (e.id === 'sole_proprietorship' && (os.length > 1 || os[0]!.share < 100)) ? 0 : entityWeights[i] ?? 1] as const));
  const owner = os[0]!, stem = base.split(' ').slice(0, -1).join(' ');
  let legal: string;
  if (entity.id === 'sole_proprietorship') legal = `${owner.p.first} ${owner.p.last}`;
  else if (entity.id === 'general_partnership') legal = `${os[0]!.p.last} & ${os[1]!.p.last} ${base.split(' ').at(-1)}`;
  else legal = `${base}${entity.suffix === 'Inc.' && rng.chance(0.7) ? ',' : ''} ${entity.suffix}`;
  // The DBA: the trade name, SAME, N/A or blank; a sole proprietor nearly always trades under one.
  const dbaKind = entity.id === 'sole_proprietorship' ? 'name' : rng.weighted([['name', 4], ['same', 1], ['na', 1], ['blank', 2]] as const);
  const dbaName = entity.id === 'sole_proprietorship' ? base : `${stem} ${rng.pick(['Express', 'Group', 'Services', 'Co.'])}`;
  const dbaText = dbaKind === 'name' ? dbaName : dbaKind === 'same' ? 'SAME' : dbaKind === 'na' ? 'N/A' : null;
  const bySsn = entity.id === 'sole_proprietorship' && rng.chance(0.5);
  const taxText = bySsn ? `${rng.int(101, 665)}-${rng.int(10, 99)}-${rng.digits(4)}` : ein(rng);
  const start = day(rng, 1996, 2022);
  const addr = place(rng);
  const domain = `${base.toLowerCase().replace(/[^a-z]/g, '').slice(0, 16)}.com`;
  return { legal, entity, dbaText, dbaTruth: dbaKind === 'name' ? dbaName : null, taxText,
    taxSets: { business_tax_id: taxText.replace(/\D/g, ''), business_tax_id_type: bySsn ? 'SSN' : 'EIN', business_tax_id_country: 'US' },
    start, startText: dateText(start, rng), addr, phone: phone(rng), email: email(rng.pick(['office', 'dispatch', 'admin', 'accounts']), domain),
    web: rng.chance(0.5) ? `www.${domain}` : null, industryText, industryId };
}

export const legalSets = (m: Merchant): Sets => ({ legal_name: m.legal });
export const dbaSets = (m: Merchant): Sets | undefined => (m.dbaTruth ? { trade_name: m.dbaTruth } : undefined);
export const stateSets = (m: Merchant): Sets => ({ state_region: m.addr.state, country: 'United States' });
export const startSets = (m: Merchant): Sets => ({ business_start_date: iso(m.start) });
export const industrySets = (m: Merchant): Sets => ({ industry: m.industryId });
export const entitySets = (m: Merchant) => (): Sets => ({ type_of_entity: m.entity.id });
export const freqSets = (label: string): Sets => ({ payment_frequency: frequencyId(label) });

/** One owner as a stacked block of cells (two rows). Returns the y under it. */
export function ownerBlock(s: Sheet, rng: Rng, o: Owner, i: number, x: number, y: number, w: number, extra: { fico?: boolean } = {}): number {
  const k = `owner${i + 1}`;
  const u = w / 100;
  y = s.cells(x, y, 20, [
    { label: `${i === 0 ? 'Principal' : `Owner #${i + 1}`} Full Name`, w: 34 * u, value: o.name, key: `${k}_name`, sets: nameSets(o, i) },
    { label: 'Title', w: 16 * u, value: o.title, key: `${k}_title`, sets: { [`applicants[${i}].role`]: o.title } },
    { label: 'Ownership %', w: 12 * u, value: `${o.share}%`, key: `${k}_pct`, sets: { [`applicants[${i}].ownership`]: o.share } },
    { label: 'SSN', w: 19 * u, value: o.tax.text, key: `${k}_ssn`, sets: o.tax.sets },
    { label: 'Date of Birth', w: 19 * u, value: dateText(o.dob, rng), key: `${k}_dob`, sets: { [`applicants[${i}].date_of_birth`]: iso(o.dob) } }]);
  const fico = extra.fico && o.fico !== null;
  return s.cells(x, y, 20, [
    { label: 'Home Address', w: (fico ? 46 : 56) * u, value: `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, key: `${k}_home` },
    { label: 'Cell Phone', w: 22 * u, value: o.cell, key: `${k}_cell` },
    ...(fico ? [{ label: 'Est. Credit Score', w: 10 * u, value: String(o.fico), key: `${k}_fico`, sets: { [`applicants[${i}].credit_score`]: o.fico } }] : []),
    { label: 'Email', w: 22 * u, value: email(o.p.first + o.p.last.slice(0, 1), 'gmail.com'), key: `${k}_email` }]);
}

/** Owners as one ruled table: a row each. Returns the y under it. */
export function ownerTable(s: Sheet, rng: Rng, os: Owner[], x: number, y: number, w: number, rows = Math.max(os.length, 2)): number {
  const u = w / 100;
  const cols = [['Owner / Officer Name', 25], ['Title', 12], ['%', 6], ['SSN / ITIN', 14], ['DOB', 11], ['Home Address (Street, City, State, Zip)', 32]] as const;
  let cx = x;
  s.doc.rect(x, y, w, 10).fill('#d9d9d9');
  for (const [l, cw] of cols) { s.label(l, cx + 2, y + 2, { size: 5.8, bold: true }); cx += cw * u; }
  for (let r = 0; r < rows; r++) {
    const ry = y + 10 + r * 15, o = os[r];
    s.rect(x, ry, w, 15, 0.4);
    cx = x;
    const vals: [string | null, Sets | undefined][] = o ? [[o.name, nameSets(o, r)], [o.title, { [`applicants[${r}].role`]: o.title }],
      [String(o.share), { [`applicants[${r}].ownership`]: o.share }], [o.tax.text, o.tax.sets], [dateText(o.dob, rng), { [`applicants[${r}].date_of_birth`]: iso(o.dob) }],
      [`${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`, undefined]] : cols.map(() => [null, undefined]);
    cols.forEach(([, cw], c) => {
      if (c) s.line(cx, ry, cx, ry + 15, 0.3);
      s.value(vals[c]![0], cx, ry + 1, cw * u, 14, `own_${r + 1}_${c + 1}`, vals[c]![1], 7.5);
      cx += cw * u;
    });
  }
  return y + 10 + rows * 15;
}

/** The funder's authorisation, then a signature line per owner (printed names repeat the owners: not new people). */
export function signatures(s: Sheet, rng: Rng, os: Owner[], funder: string, x: number, y: number, w: number, signed: Day): number {
  y = s.para(`By signing below, each of the above Merchant and Owner(s) (individually, an "Applicant") certifies that all information provided in this application and any attachments is true, accurate and complete, and authorizes ${funder}, its affiliates, agents, assigns and any funding source or participant to obtain consumer and business credit reports, verify employment, trade references, licensing and regulatory standing, and to contact the Applicant's bank, processors, factors, lenders, customers and account debtors to verify the information herein. Applicant acknowledges that this application is not a commitment to fund and that any purchase of future receivables will be on terms set out in a separate agreement. A photocopy or electronic copy of this authorization shall be as valid as the original.`, x, y, w) + 6;
  const per = Math.min(2, os.length), colW = w / per;
  for (let i = 0; i < os.length; i++) {
    const cx = x + (i % per) * colW, cy = y + Math.floor(i / per) * 34;
    s.line(cx, cy + 14, cx + colW - 80, cy + 14, 0.5);
    s.line(cx + colW - 72, cy + 14, cx + colW - 8, cy + 14, 0.5);
    if (s.style !== 'fillable') s.doc.font(s.style === 'typed' ? 'Helvetica-Oblique' : 'Times-Italic').fontSize(11).fillColor('#1b2f8f')
      .text(`${os[i]!.p.first[0]}. ${os[i]!.p.last}`, cx + 8, cy + 2, { lineBreak: false }).fillColor('#000');
    s.value(dateText(signed, rng), cx + colW - 72, cy + 2, 64, 12, `sign_date_${i + 1}`);
    s.label(`Signature of Owner ${i + 1}`, cx, cy + 16, { size: 5.6 });
    s.label('Date', cx + colW - 72, cy + 16, { size: 5.6 });
    s.label('Print Name:', cx, cy + 24, { size: 5.6 });
    s.value(`${os[i]!.p.first} ${os[i]!.p.last}`, cx + 34, cy + 21, colW - 120, 11, `print_name_${i + 1}`);
  }
  return y + Math.ceil(os.length / per) * 34;
}

/** A broker's submission stamp: an ISO, its rep and phone (decoys). */
export function isoStamp(s: Sheet, rng: Rng, x: number, y: number): void {
  const rep = person(rng);
  const iso = rng.pick(['Cornerstone Merchant Advisors', 'BlueLine Funding Partners', 'Apex Capital Brokerage', 'Meridian Business Funding']);
  s.rect(x, y, 170, 30, 0.6);
  s.label('ISO / BROKER USE ONLY', x + 3, y + 2, { size: 5.5, bold: true });
  s.label('ISO:', x + 3, y + 10, { size: 6 });
  s.value(iso, x + 20, y + 8, 148, 10, 'iso_name');
  s.label('Rep:', x + 3, y + 20, { size: 6 });
  s.value(`${nameText(rep, rng, false)}  ${phone(rng)}`, x + 20, y + 18, 148, 10, 'iso_rep');
}

/** The requested money, as the label says, with the truth it gives. */
export function amountSets(n: number): Sets { return { requested_amount: n }; }
export { money };
