// Application data read from the statements: legal name, trade name (after DBA), entity type from the name's
// suffix, state/region and country from the holder's mailing address.
//
// Entity-type ids are those of shared/reference/entity-types.json: LLC -> `llc`, PLLC -> `pllc`, Inc/Corp/Ltd/Co
// -> `c_corporation` in the US and `ca_corporation` in Canada (the reference notes say so). The real-corpus truth
// writes `corporation`, which is not a reference id; we keep the reference id (see docs/metrics-choices.md).
// The lookups are self-contained here (src/reference/ is being built separately).
// Other countries (issue 20): world-addresses.ts reads their address lines; the reference's entity types are those
// of the US and Canada, so a holder elsewhere (or one whose legal form is another country's) gets no entity type.
import type { ExtractedStatement, ParsedApplication } from '../types.ts';
import { provinces } from '../../reference/tables/provinces.ts';
import { currencyCountry, isCountryName, legalFormCountries, worldAddressOf } from './world-addresses.ts';
import { regionLineOf } from './world-regions.ts';

export const US_STATES: ReadonlySet<string> = new Set(('AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD ' +
  'MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI UM FM MH PW ' +
  'AA AE AP').split(' '));
export const CA_PROVINCES: ReadonlySet<string> = new Set('AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '));

// Full names that banks sometimes print instead of the code, English and French, from the province reference
// (`Montréal (Québec) H2X 3K4`, `TORONTO, ONTARIO M5X 1A9`): a province name, in brackets or not, then the postal code.
const unaccent = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '');
const PROVINCE_NAME_LINES: [RegExp, string][] = provinces.flatMap((p) => [p.label, ...p.aliases]
  .filter((n) => n.length > 4 && !/^CA-/.test(n)).map((n) => unaccent(n).toUpperCase().replace(/[.]/g, '\\.'))
  .map((n): [RegExp, string] => [new RegExp(`(?:^|[\\s,(])${n}\\)?[\\s,]+[A-Z]\\d[A-Z]\\s?\\d[A-Z]\\d\\s*$`), p.id]));

// Suffix (normalised: upper case, dots and commas removed) -> entity type; country-dependent ones marked 'CORP'.
const SUFFIXES: [RegExp, string][] = [
  [/\bP\s?L\s?L\s?C$/, 'pllc'],
  [/\bL\s?L\s?L\s?P$/, 'lllp'],
  [/\bL\s?L\s?P$/, 'llp'],
  [/\bL\s?L\s?C$|\bLIMITED LIABILITY COMPANY$|\bLTD LIABILITY CO$|\bL\s?C$/, 'llc'],
  [/\bL3C$/, 'l3c'],
  [/\bULC$|\bUNLIMITED LIABILITY (CORPORATION|COMPANY)$/, 'ca_ulc'],
  [/\bP\s?B\s?C$/, 'benefit_corporation'],
  [/\bPROFESSIONAL CORPORATION$|\bP\s?C$|\bP\s?A$/, 'professional_corporation'],
  [/\bL\s?P$|\bLIMITED PARTNERSHIP$/, 'limited_partnership'],
  [/\bINC$|\bINCORPORATED$|\bCORP$|\bCORPORATION$|\bLTD$|\bLIMITED$|\bCO$|\bCOMPANY$|\bLTEE$|\bLTÉE$|\bINCORPOREE$|\bINCORPORÉE$|\bLIMITEE$|\bLIMITÉE$/, 'CORP'],
  [/\bTRUST$/, 'trust'],
  [/\bCO-?OP$|\bCOOPERATIVE$|\bCO-OPERATIVE$/, 'cooperative'],
];

const NORTH_AMERICA: ReadonlySet<string> = new Set(['United States', 'Canada']);

// "Doing business as" and its British form "trading as" (T/A) introduce the trade name.
const TRADING_AS = String.raw`D\/B\/A|DBA|D\.B\.A\.?|DOING BUSINESS AS|T\/A|TRADING AS`;
const TRADE_SPLIT = new RegExp(String.raw`^(.*?)[\s,]+(?:${TRADING_AS})[\s:]+(.+)$`, 'i');
const TRADE_LINE = new RegExp(String.raw`^\s*(?:${TRADING_AS})[\s:]+(.+)$`, 'i');

/** Whitespace collapsed, DBA (or T/A) part removed. */
export function splitDba(name: string): { legal: string; trade: string | null } {
  const s = name.replace(/\s+/g, ' ').trim();
  const m = TRADE_SPLIT.exec(s);
  if (m) return { legal: m[1]!.trim().replace(/,$/, ''), trade: m[2]!.trim() };
  return { legal: s, trade: null };
}

/** Entity-type reference id from a legal name's suffix; null for a person's name or no known suffix. */
export function entityTypeOf(legalName: string | null, country: string | null): string | null {
  if (!legalName) return null;
  if (country !== null && !NORTH_AMERICA.has(country)) return null;
  if (country === null && legalFormCountries(legalName).length > 0) return null;
  const s = legalName.toUpperCase().replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();
  for (const [re, id] of SUFFIXES) {
    if (!re.test(s)) continue;
    if (id === 'CORP') return corporationOf(s, country);
    // ULC exists only in Canada; a US PC/PA keeps the US professional id.
    if (id === 'professional_corporation' && country === 'Canada') return 'ca_professional_corporation';
    return id;
  }
  return null;
}

// French forms are Canada's alone; LTD and LIMITED are the Commonwealth's: with no country read, no entity type
// (a Kenyan or Irish "Limited" is no US corporation).
const FRENCH_CANADIAN = /\b(LTEE|LTÉE|LIMITEE|LIMITÉE|INCORPOREE|INCORPORÉE)$/;
const COMMONWEALTH = /\b(LTD|LIMITED)$/;

function corporationOf(s: string, country: string | null): string | null {
  if (country === 'Canada' || FRENCH_CANADIAN.test(s)) return 'ca_corporation';
  if (country === null && COMMONWEALTH.test(s)) return null;
  return 'c_corporation';
}

const US_ZIP = /(?:^|[\s,])([A-Z]{2})[\s,]+(\d{5})(?:[\s-]*\d{4})?\s*$/;
const CA_POSTAL = /(?:^|[\s,])([A-Z]{2})[\s,]+([A-Z]\d[A-Z])\s?(\d[A-Z]\d)\s*$/;

/**
 * State/province code and country from the address lines of a holder block (last city/state/postal line wins).
 * A US or Canadian line is looked for first; then another country's (its legal form and the currency settle a
 * postal shape several countries share).
 */
export function addressOf(lines: string[], legalName: string | null = null, currency: string | null = null):
  { state: string | null; country: string | null } {
  const na = northAmericanAddressOf(lines);
  if (na.country) return na;
  const forms = legalFormCountries(legalName);
  const byCurrency = currencyCountry(currency);
  for (let i = lines.length - 1; i >= 0; i--) {
    const world = worldAddressOf(lines[i]!, forms, byCurrency);
    if (world) return world;
  }
  return na;
}

function northAmericanAddressOf(lines: string[]): { state: string | null; country: string | null } {
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!.toUpperCase().replace(/\s+/g, ' ').replace(/\b(USA|U S A|UNITED STATES|CANADA)\s*$/, '').trim();
    const ca = CA_POSTAL.exec(line);
    if (ca && CA_PROVINCES.has(ca[1]!)) return { state: ca[1]!, country: 'Canada' };
    const us = US_ZIP.exec(line);
    if (us && US_STATES.has(us[1]!)) return { state: us[1]!, country: 'United States' };
    const plain = unaccent(line);
    for (const [re, code] of PROVINCE_NAME_LINES) if (re.test(plain)) return { state: code, country: 'Canada' };
  }
  return { state: null, country: null };
}

/** The most common non-null value, first seen winning ties. */
function mostCommon(values: (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | null = null;
  let n = 0;
  for (const [v, c] of counts) if (c > n) { best = v; n = c; }
  return best;
}

const CARD_PURCHASE = /\b(POS|CARD|PURCHASE|CHECKCARD|DEBIT\s+CARD|VISA|MASTERCARD)\b/i;

// Two-letter codes that are also words or company suffixes ("CO", "IN"): a state only when they end the text.
const AMBIGUOUS_CODES: ReadonlySet<string> = new Set(['IN', 'OR', 'ME', 'OK', 'HI', 'DE', 'CO', 'LA', 'PA', 'MA', 'AS', 'AL', 'ID', 'ON', 'PE']);

/** The state a card purchase names: its last two-letter state code (a reference or channel may follow it). */
function purchaseState(description: string): string | null {
  const words = description.trim().split(/\s+/);
  for (let k = words.length - 1; k >= 2; k--) {
    const w = words[k]!;
    if (!(US_STATES.has(w) || CA_PROVINCES.has(w))) continue;
    if (AMBIGUOUS_CODES.has(w) && k !== words.length - 1) continue;
    return w;
  }
  return null;
}

// docs/metrics-choices.md: at least 5 card purchases must name a state, and 60% of them the same one.
const STATE_MIN_PURCHASES = 5;
const STATE_MIN_SHARE = 0.6;

/**
 * No address printed (a landscape statement with only an "Account Name" field): card purchases end with the
 * merchant's state ("CARD PURCHASE SHELL OIL MI"), and a business buys mostly where it operates. Used only when
 * at least 5 purchases name a state and 60% of them name the same one.
 */
export function stateFromPurchases(statements: ExtractedStatement[]): { state: string | null; country: string | null } {
  const counts = new Map<string, number>();
  let n = 0;
  for (const s of statements) for (const t of s.transactions) {
    if (t.direction !== 'debit' || !CARD_PURCHASE.test(t.description)) continue;
    const code = purchaseState(t.description);
    if (!code) continue;
    counts.set(code, (counts.get(code) ?? 0) + 1);
    n++;
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  if (!best || n < STATE_MIN_PURCHASES || best[1] < n * STATE_MIN_SHARE) return { state: null, country: null };
  return { state: best[0], country: US_STATES.has(best[0]) ? 'United States' : 'Canada' };
}

// A label the reader took with the name ("Intestato a:", "Account name:"): up to three words before a colon.
const LABEL = /^\p{L}[\p{L}.']*(?: [\p{L}.']+){0,2}\s*:\s*(\S.*)$/u;

/**
 * The holder's name as read, less what the reader took with it: a label before it, and the street or postal lines
 * of its block after it (a name does not go on to a line with a house number). Null when the text is itself an
 * address line (a town and its region), which is then read as one.
 */
export function holderName(holder: string, block: string[]): string | null {
  let name = holder.replace(/\s+/g, ' ').trim();
  const label = LABEL.exec(name);
  if (label && !new RegExp(String.raw`\b(?:${TRADING_AS})\s*:`, 'i').test(name)) name = label[1]!;
  const lines = block.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const i = lines.findIndex((l) => name.startsWith(l) && !l.endsWith(':'));
  if (i >= 0 && name.length > lines[i]!.length) {
    let end = lines[i]!.length;
    for (let j = i + 1; j < lines.length && name.startsWith(lines[j]!, end + 1); j++) {
      if (/\d/.test(lines[j]!)) { name = name.slice(0, end); break; }
      end += 1 + lines[j]!.length;
    }
  }
  return isAddressLine(name) ? null : name;
}

function isAddressLine(text: string): boolean {
  if (legalFormCountries(text).length > 0 || SUFFIXES.some(([re]) => re.test(text.toUpperCase().replace(/[.,]/g, '')))) return false;
  return isCountryName(text) || regionLineOf(text) !== null || northAmericanAddressOf([text]).country !== null;
}

/** A state from card purchases only for a holder who may be North American (no other country, currency or law). */
function mayBeNorthAmerican(country: string | null, currency: string | null, legalName: string | null): boolean {
  if (country !== null) return NORTH_AMERICA.has(country);
  if (currency !== null && currency !== 'USD' && currency !== 'CAD') return false;
  return legalFormCountries(legalName).length === 0;
}

/** Application fields from the (non-duplicate) statements. */
export function readApplication(statements: ExtractedStatement[]): ParsedApplication {
  const legal: (string | null)[] = [];
  const trade: (string | null)[] = [];
  const states: (string | null)[] = [];
  const countries: (string | null)[] = [];
  const currencies: (string | null)[] = [];
  for (const s of statements) {
    const name = s.account_holder ? holderName(s.account_holder, s.holder_block) : null;
    if (name) {
      const { legal: l, trade: t } = splitDba(name);
      legal.push(l || null);
      trade.push(t);
    }
    for (const line of s.holder_block) {
      // "DBA X" on a line of its own, or after the legal name on the name's line ("X INC DBA Y SERVICE").
      const m = TRADE_LINE.exec(line)?.[1] ?? TRADE_SPLIT.exec(line)?.[2];
      if (m) trade.push(m.replace(/\s+/g, ' ').trim());
    }
    const lines = s.account_holder && !name ? [...s.holder_block, s.account_holder] : s.holder_block;
    const a = addressOf(lines, name ? splitDba(name).legal : null, s.currency ?? null);
    states.push(a.state);
    countries.push(a.country);
    currencies.push(s.currency ?? null);
  }
  const legalName = mostCommon(legal);
  const currency = mostCommon(currencies);
  if (!states.some(Boolean) && mayBeNorthAmerican(mostCommon(countries), currency, legalName)) {
    const inferred = stateFromPurchases(statements);
    states.push(inferred.state);
    countries.push(inferred.country);
  }
  // Nothing printed says where: the holder's legal form of one country's law does, else a currency only one
  // country issues.
  const forms = legalFormCountries(legalName);
  const country = mostCommon(countries) ?? (forms.length === 1 ? forms[0]! : null) ?? currencyCountry(currency);
  const tradeName = mostCommon(trade);
  // A name with no company suffix that trades under a DBA is a person doing business under another name: a
  // sole proprietorship. Without a DBA we cannot tell a person from a company that omits its suffix.
  // The reference's sole proprietorship is the US and Canadian one: not given to a holder elsewhere.
  const northAmerican = country === null ? legalFormCountries(legalName).length === 0 : NORTH_AMERICA.has(country);
  const entity = entityTypeOf(legalName, country) ?? (legalName && tradeName && northAmerican ? 'sole_proprietorship' : null);
  return {
    legal_name: legalName,
    trade_name: tradeName,
    type_of_entity: entity,
    state_region: mostCommon(states),
    country,
  };
}
