// The account holder as a person reads a header: the mailing block above an address, a name beside the account
// number, a labelled "Account name" field.
import { cellSize, flat, type Line } from '../layout/layout.ts';
import type { LineAmounts } from './amounts.ts';
import { COLUMN_WORDS, LABEL_WORDS } from './tokens.ts';
import { isCountryLine, isCountryName } from './countries.ts';
import { dateAt, findDates } from './dates.ts';
import type { FieldSettings } from './balances.ts';
import { ACCT_RE, maskedTail } from './account.ts';

const CITY_RE = /\b[A-Z][A-Za-z .'-]+,?\s+([A-Z]{2})\s+\d{5}(?:-\d{4})?\b|\b[A-Z][A-Za-z .'-]+,?\s+(?:AB|BC|MB|NB|NL|NS|ON|PE|QC|SK)\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/;
// A city line with another country's postal code (UK "LEEDS LS2 9AB", German "20095 Hamburg", South African or
// Australian "DURBAN 4001", "MELBOURNE VIC 3000"): taken only under a street line, as these shapes are looser.
const WORLD_CITY_RE = /\b[A-Z][A-Za-z .'-]+,?\s+[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$|^\d{4,5}\s+[A-ZÄÖÜ][A-Za-zäöüßéè .'-]+$|^[A-Z][A-Za-z .'-]+,?\s+(?:[A-Z]{2,3}\s+)?\d{4}$/;
// A city line whose postal code stands after a comma, before the town ("Col. Centro, 44100 Guadalajara, Jal.").
const COMMA_POSTAL_CITY_RE = /^[\p{Lu}][\p{L}. '-]*,\s*\d{4,6}\s+\p{Lu}[\p{L} .'-]*(?:,\s*\p{Lu}[\p{L}.]*)?$/u;
const REGION_CITY_RE = /^[A-Z][A-Z .'-]+,\s*[A-Z][A-Z .'-]+$/;
// More postal-code shapes (data): a hyphenated code before the town (Polish "50-001 Wroclaw", Portuguese "1000-001
// Lisboa"), a Canadian code after a town with its province in parentheses ("Montréal (Québec)  H2X 3K4"), a code
// before the town and its region ("47300 Petaling Jaya, Selangor").
const MORE_POSTAL_CITY_RE = /^\d{2,4}-\d{3}\s+\p{Lu}[\p{L} .'-]*$|^\d{4,6}\s+\p{Lu}[\p{L} .'-]*,\s*\p{Lu}[\p{L} .'-]*$|^\p{Lu}[\p{L} .'-]*(?:\(\p{Lu}[\p{L} .'-]*\))?\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d$/u;
const isCity = (t: string) => COMMA_POSTAL_CITY_RE.test(t.trim()) || CITY_RE.test(t) || WORLD_CITY_RE.test(t.trim()) || MORE_POSTAL_CITY_RE.test(t.trim()) || isCountryLine(t);
const STREET_RE = /^(\d+[\w-]*\s+\S+|p\.?\s?o\.?\s+box\b|box\s+\d|suite\b|ste\b|unit\s+\w|flat\s+\w|room\s+\w|\d)/i;
// A street name followed by its house number, as most of Europe prints it ("Hauptstraße 15", "Lindenallee 11a").
// (Spanish and Italian print a comma before the number: "Calle Mayor, 61", "Viale Europa, 13".)
const WORLD_STREET_RE = /^[\p{L}][\p{L}.'-]*(?:\s[\p{L}][\p{L}.'-]*){0,4},?\s\d{1,4}[a-z]?$/u;
// A house number after its label, then the street ("No. 54, Jalan SS 2/24", "Nº 12 Rua Augusta").
const NUMBERED_STREET_RE = /^(?:no|n[º°])\.?\s*\d{1,5}[a-z]?,?\s+\p{L}/iu;
const isStreet = (t: string) => STREET_RE.test(t) || WORLD_STREET_RE.test(t.trim()) || NUMBERED_STREET_RE.test(t.trim());
const NOT_NAME = /\b(bank|building\s+society|box|statement|account|page|customer|service|p\.?o\.?|questions|member|fdic|www|\.com|phone|call)\b/i;
// Words of a bank's service lines ("Customer Service") that a company's own name may carry ("Oakhurst Tire And
// Service LLC"): not held against a line that ends in a legal form.
const SERVICE_WORDS = /\b(customer|service)\b/gi;

const isRow = (l: Line, amounts: LineAmounts) => amounts.of(l).length > 0 && findDates(l.text).length > 0;
/** A table's column header: cells made only of column words ("Date  Description  Amount  Balance"). */
const isColumnHeader = (l: Line, s: FieldSettings) =>
  l.cells.filter((c) => c.text.trim().split(/\s+/).every((w) => COLUMN_WORDS.test(w))).length >= s.lines.headerMinCells;

/** The city line a mailing block ends with, in cell k of the line (`world`: a shape of another country's). */
function cityAt(l: Line, k: number, s: FieldSettings, below?: Line): { city: string | null; world: boolean; split?: boolean } {
  const cell = l.cells[k]!;
  if (townOverPostal(l, cell, below, s)) return { city: cell.text, world: true, split: true };
  // "Edmonton AB" and "T5J 1C1" can stand in two cells when the postal code is set apart.
  const next = l.cells[k + 1];
  const joined = next && next.x0 - cell.x1 < l.h * s.header.postalCodeGap ? `${cell.text} ${next.text}` : cell.text;
  const world = !CITY_RE.test(cell.text) && !CITY_RE.test(joined);
  // Where no postal code is printed, a "DISTRICT, REGION" line in capitals ends the block right under a street line.
  const region = REGION_CITY_RE.test(cell.text.trim());
  return { city: isCity(cell.text) ? cell.text : isCity(joined) ? joined : region ? cell.text : null, world };
}

// A postal code alone on its line: US ZIP, a European code of four to six digits, a UK or Canadian postcode.
const POSTAL_ONLY = /^(?:\d{4,6}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/;

/** A town printed alone with its postal code on the next line ("Brooklyn" over "11250", "LEEDS" over "LS2 9AB"). */
function townOverPostal(l: Line, cell: Line['cells'][number], below: Line | undefined, s: FieldSettings): boolean {
  if (!below || below.page !== l.page || below.y - l.y > below.h * s.header.blockLineGap) return false;
  if (!/^\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}?[\p{L}.'-]+){0,2}$/u.test(cell.text.trim())) return false;
  return below.cells.some((c) => Math.abs(c.x0 - cell.x0) < s.header.blockAlign && POSTAL_ONLY.test(c.text.trim()));
}

/** How a holder's name was read, surest first (issue 20, item 8): a labelled field, the name block above an address,
 * a name beside the account number, a name near it that is neither next to it nor a company's. */
export type HolderEvidence = 'label' | 'address_block' | 'account_line' | 'guess';
/** A holder as one mechanism reads it: the name, the lines it was read from, how sure (0..1, null with no name) and why. */
export interface HolderReading { holder: string | null; block: string[]; confidence: number | null; evidence: HolderEvidence | null }
export const NO_HOLDER: HolderReading = { holder: null, block: [], confidence: null, evidence: null };

// A company's legal form ending its name (normalised: upper case, dots and commas removed): North American ones and,
// as data, other countries' (UK and Irish PLC, Australian PTY LTD, German GMBH/AG/KG, French SARL/SAS, Dutch BV/NV...).
const LEGAL_FORM = /\b(LLC|L L C|PLLC|LLP|LLLP|LP|INC|INCORPORATED|CORP|CORPORATION|CO|COMPANY|LTD|LIMITED|LTEE|LTÉE|ULC|PLC|PTY|PTY LTD|PVT LTD|PTE LTD|SDN BHD|GMBH|GMBH & CO KG|AG|KG|UG|OHG|EK|SARL|SAS|SASU|EURL|SA|SL|SRL|SPA|BV|NV|LTDA|SA DE CV|S DE RL DE CV)$/;
/** A name ending in a company's legal form ("Acme LLC", "Keller Autoservice GmbH & Co. KG", "Summit Salon Ltd."). */
export const hasLegalForm = (name: string) => LEGAL_FORM.test(name.toUpperCase().replace(/[.,]/g, '').replace(/\s+/g, ' ').trim());

/** A reading's confidence: its mechanism's, a little more for a name ending in a legal form; 2 decimals, at most 1. */
export function holderConfidence(base: number, name: string, s: FieldSettings): number {
  return Math.round(100 * Math.min(1, base + (hasLegalForm(name) ? s.header.holderLegalFormBonus : 0))) / 100;
}

/** A block line that is no name (a bank's, a service line, a box); a company's name may carry "Service". */
const notName = (b: string) => NOT_NAME.test(companyLine(b) ? b.replace(SERVICE_WORDS, '') : b);
/** A company's name line: it ends in a legal form, or its legal name before a "DBA" does ("X INC DBA Y SERVICE"). */
const companyLine = (b: string) => hasLegalForm(b) || hasLegalForm(b.replace(/\s+(dba|d\/b\/a)\s+.*$/i, ''));

type BlockCand = { block: string[]; score: number; hasStreet: boolean };

/** The mailing block ending with the city line in cell k of line i: its lines from the name down, or null. */
function blockAt(first: Line[], i: number, k: number, s: FieldSettings): BlockCand | null {
  const h = s.header;
  const l = first[i]!;
  const cell = l.cells[k]!;
  const { city, world, split } = cityAt(l, k, s, first[i + 1]);
  if (!city || /[•|]/.test(city)) return null;
  // A city line ends its block: "1665 CENTER BLVD" has the shape of "20095 Hamburg" but a line follows it.
  if (world && !split && !COMMA_POSTAL_CITY_RE.test(city.trim()) && !MORE_POSTAL_CITY_RE.test(city.trim()) && addressFollows(first.slice(i + 1), l, cell.x0, h)) return null;
  // Walk up the lines whose cell starts at the same x.
  const block: string[] = [city];
  let y = l.y;
  for (let j = i - 1; j >= 0; j--) {
    const u = first[j]!;
    if (y - u.y > u.h * h.blockLineGap) break;
    const c = u.cells.find((x) => Math.abs(x.x0 - cell.x0) < h.blockAlign);
    if (!c) continue;
    // A mailing block is printed in one type size: larger type above it is a letterhead (the bank's name).
    if (cellSize(c) > cellSize(cell) * h.blockLargerType) break;
    block.unshift(c.text);
    y = u.y;
    if (block.length >= h.blockMaxLines) break;
  }
  // Drop barcode-like lines (mostly digits) and keep from the first name-shaped line.
  // (The city line itself stays: "NEWARK NJ 07177-7230" is half digits.)
  const clean = block.filter((b) => b === city || (b.replace(/\D/g, '').length < b.replace(/\s/g, '').length * h.barcodeDigitShare));
  const nameIdx = clean.findIndex((b) => !isStreet(b) && !notName(b) && !isLabelOnly(b) && /[A-Za-z]{2}/.test(b));
  if (nameIdx < 0 || nameIdx >= clean.length - 1) return null;
  const blk = clean.slice(nameIdx);
  const hasStreet = blk.slice(1).some((b) => isStreet(b));
  if (world && !hasStreet) return null;
  if (!isCity(city) && !isStreet(blk[blk.length - 2] ?? '')) return null;
  const score = (hasStreet ? 2 : 0) + (/^[A-Z0-9 ,.&'-]+$/.test(blk[0]!) ? 1 : 0) - (NOT_NAME.test(blk.map((b) => (companyLine(b) ? b.replace(SERVICE_WORDS, '') : b)).join(' ')) ? 2 : 0);
  return { block: blk, score, hasStreet };
}

/**
 * The mailing block: name line(s) above a street line above a "CITY ST 12345" line, in the top half of page 1. As
 * sure as `holderBlockConfidence` with a street line, `holderCityOnlyConfidence` with a city line only.
 */
export function findHolder(lines: Line[], s: FieldSettings, amounts: LineAmounts): HolderReading {
  const h = s.header;
  const first = lines.filter((l) => l.page === lines[0]?.page && l.y < l.pageHeight * h.holderTopShare);
  const cands: BlockCand[] = [];
  const tableTop = Math.min(...first.filter((l) => isRow(l, amounts) || isColumnHeader(l, s)).map((l) => l.y));
  for (let i = 0; i < first.length; i++) {
    // A mailing address stands above the table (its rows and their wrapped description lines print "... Card 4853",
    // "... CA 94105").
    if (first[i]!.y >= tableTop) continue;
    for (let k = 0; k < first[i]!.cells.length; k++) {
      const c = blockAt(first, i, k, s);
      if (c) cands.push(c);
    }
  }
  cands.sort((a, b) => b.score - a.score);
  const best = cands[0];
  if (!best || best.score < 1) return NO_HOLDER;
  const names: string[] = [];
  for (const b of best.block) {
    if (isStreet(b) || isCity(b)) break;
    if (/^(dba|d\/b\/a)\b/i.test(b)) break;
    names.push(b);
  }
  let holder = names.join(' ').replace(/\s+/g, ' ').trim();
  holder = holder.replace(/\s+(dba|d\/b\/a)\b.*$/i, '').trim();
  if (!holder) return { ...NO_HOLDER, block: best.block };
  return { holder, block: best.block, confidence: holderConfidence(best.hasStreet ? h.holderBlockConfidence : h.holderCityOnlyConfidence, holder, s), evidence: 'address_block' };
}

/**
 * A line right under a street or city line at its x ("70, Adeola Odeku Street" over "Garki, Abuja FCT", "Manchester
 * M1 7RZ" over "United Kingdom"): the rest of an address, never a holder.
 */
export function underStreet(lines: Line[], j: number, x0: number, s: FieldSettings): boolean {
  const u = lines[j]!, above = lines[j - 1];
  if (!above || above.page !== u.page || u.y - above.y > u.h * s.header.blockLineGap) return false;
  return above.cells.some((c) => Math.abs(c.x0 - x0) < s.header.blockAlign && (isStreet(c.text.trim()) || isCity(c.text)));
}

/**
 * An address line right under `l` at x0: a street shaped like a town ("1665 CENTER BLVD") has its town below it. A
 * country's name or a labelled field below ("United Kingdom", "IBAN DE79 ...") leaves the line a town.
 */
function addressFollows(below: Line[], l: Line, x0: number, h: FieldSettings['header']): boolean {
  return below.some((u) => u.y > l.y && u.y - l.y <= u.h * h.blockLineGap && u.cells.some((x) => Math.abs(x.x0 - x0) < h.blockAlign && !isCountryName(x.text) && (isCity(x.text) || isStreet(x.text.trim()) || !/[:]|\b[A-Z]{2}\d{2}\b|\d{4}/.test(x.text))));
}

// A form of address printed before a firm's name, not part of it ("M/S. LAKSHMI HARDWARE": Messrs).
const HONORIFIC = /^M\/S\.?\s+/i;

/**
 * No mailing block (a sample with a placeholder address, or a holder printed only on an inner page): a short
 * name-shaped line right next to an "Account number" line, in the left half, the way banks print the holder by
 * the account title. A name with a company suffix wins over a bare one. As sure as `holderAccountLineConfidence` when
 * it is the account line's first cell, on the line next to it or a company's name; a bare name further off is a guess
 * (`holderGuessConfidence`).
 */
export function findHolderNearAccount(lines: Line[], s: FieldSettings, amounts: LineAmounts): HolderReading {
  const cands: { name: string; score: number; near: boolean }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!ACCT_RE.test(flat(lines[i]!)) && !(i < s.header.fieldScanLines && maskedTail(lines[i]!, amounts))) continue;
    for (let j = Math.max(0, i - s.header.nearAccountLines); j <= Math.min(lines.length - 1, i + s.header.nearAccountLines); j++) {
      const u = lines[j]!;
      // A line of its own, or the account line's first cell when the account's label stands in a later cell
      // ("LAKSHMI HARDWARE LLP    Account No :  10632338204198").
      const own = j === i && u.cells.length > 1 && !/\b(?:account|acct)\b/i.test(u.cells[0]!.text);
      if ((j === i && !own) || u.noise || u.page !== lines[i]!.page || (u.cells.length !== 1 && !own)) continue;
      const c = u.cells[0]!;
      const words = c.text.trim().split(/\s+/);
      if (c.x0 > u.pageWidth * s.header.nearAccountMaxX || words.length < 2 || words.length > s.header.nameMaxWords || /\d|[:$@]/.test(c.text)) continue;
      if (LABEL_WORDS.test(c.text) || NOT_NAME.test(c.text) || !/^[A-Z]/.test(c.text) || underStreet(lines, j, c.x0, s) || isCountryName(c.text)) continue;
      const suffix = /\b(LLC|L\.L\.C\.|INC|CORP|CORPORATION|LTD|LIMITED|PLLC|LLP|CO)\.?$/i.test(c.text) ? s.header.holderSuffixScore : 0;
      cands.push({ name: c.text.replace(/\s+/g, ' ').trim(), score: suffix - Math.abs(j - i) * s.header.holderLinePenalty, near: Math.abs(j - i) <= 1 });
    }
    if (cands.length) break;
  }
  cands.sort((a, b) => b.score - a.score);
  const best = cands[0];
  if (!best) return NO_HOLDER;
  const holder = best.name.replace(HONORIFIC, '');
  const evidence = best.near || hasLegalForm(holder) ? 'account_line' : 'guess';
  const base = evidence === 'account_line' ? s.header.holderAccountLineConfidence : s.header.holderGuessConfidence;
  return { holder, block: [best.name], confidence: holderConfidence(base, holder, s), evidence };
}

// The holder's label in English and (as data) other languages: "Cliente:", "Titular", "Titulaire du compte", "Kontoinhaber",
// "Intestato a", "Posiadacz rachunku".
const HOLDER_LABEL = /^(account\s+(name|holder|title|owner)|customer\s+name|business\s+name|company\s+name|name|cliente|titular(?:\s+da\s+conta)?|raz[oó]n\s+social|titulaire(?:\s+du\s+compte)?|client|kontoinhaber|inhaber|rekeninghouder|intestat(?:o|ario)(?:\s+a)?|titolare|ragione\s+sociale|posiadacz(?:\s+rachunku)?|w[lł]a[sś]ciciel(?:\s+rachunku)?|nazwa(?:\s+firmy)?)\s*:?\s*/i;

/** A label standing alone in a mailing block ("Intestato a:" over the name, any language's label ending in a colon): never the name. */
export function isLabelOnly(text: string): boolean {
  const t = text.trim();
  if (/:$/.test(t) && t.split(/\s+/).length <= 4) return true;
  const m = HOLDER_LABEL.exec(t);
  return !!m && m[0].length === t.length;
}

/** A holder printed as a labelled field ("Account Name  COLDSPRING DISTRIBUTORS CORP"), as sure as `holderLabelConfidence`
 *  (a bare "Name:" label `holderBareLabelConfidence`). */
export function findHolderByLabel(lines: Line[], s: FieldSettings): HolderReading {
  for (const l of lines.slice(0, s.header.fieldScanLines)) {
    for (let k = 0; k < l.cells.length; k++) {
      const c = l.cells[k]!;
      const m = HOLDER_LABEL.exec(c.text);
      if (!m) continue;
      // The name after the label, in the next cell, or (a label over its value) on the next line under the label.
      const i = lines.indexOf(l);
      const below = lines[i + 1]?.cells.find((x) => Math.abs(x.x0 - c.x0) < s.header.blockAlign && lines[i + 1]!.y - l.y < l.h * s.header.belowGap)?.text;
      const nextCell = l.cells[k + 1]?.text.trim();
      const inline = c.text.slice(m[0].length).trim() || (nextCell && !dateAt(nextCell, 0) ? nextCell : '');
      const value = (inline || below || '').replace(/\s+/g, ' ');
      if (value.split(' ').length < 2 || /\d{3}|[$@]/.test(value) || LABEL_WORDS.test(value)) continue;
      const holder = value.replace(/\s+DBA\s+.*$/i, '');
      // A bare "Name" is also a row's ("Orig CO Name:", "Ind Name:"): less sure than "Account name", "Titular".
      const base = /^name$/i.test(m[1] ?? '') ? s.header.holderBareLabelConfidence : s.header.holderLabelConfidence;
      return { holder, block: [value], confidence: holderConfidence(base, holder, s), evidence: 'label' };
    }
  }
  return NO_HOLDER;
}

const sameName = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toUpperCase() === b.replace(/\s+/g, ' ').trim().toUpperCase();

/**
 * The holder as a person reads a header: the mechanisms in the order the reader has always tried them (the mailing
 * block, then the name beside the account number, then a label: a label can be a row's "Orig CO Name:SQUARE INC"), the
 * first name found kept with its confidence, surer by `holderAgreementBonus` when another mechanism reads the same
 * name (case and spaces aside); a name less sure than `holderMinConfidence` is left empty rather than risk a wrong one.
 */
export function readHolder(lines: Line[], s: FieldSettings, amounts: LineAmounts): HolderReading {
  const named = [findHolder(lines, s, amounts), findHolderNearAccount(lines, s, amounts), findHolderByLabel(lines, s), findHolderInAccountTitle(lines, s)].filter((r) => r.holder);
  const read = named[0];
  if (!read) return NO_HOLDER;
  const first = { ...read, holder: unlabelled(read.holder!) };
  const agree = named.some((r) => r !== read && sameName(unlabelled(r.holder!), first.holder));
  const confidence = Math.round(100 * Math.min(1, first.confidence! + (agree ? s.header.holderAgreementBonus : 0))) / 100;
  return confidence < s.header.holderMinConfidence ? NO_HOLDER : { ...first, confidence };
}

/** A name read with its field's label in front ("Name: X LLC" as a block's line): the label is never part of the name. */
function unlabelled(holder: string): string {
  const m = HOLDER_LABEL.exec(holder);
  return m && m[0].includes(':') && holder.length > m[0].length ? holder.slice(m[0].length).trim() : holder;
}

// An account's title: the holder, a dash, the account's product and its number ("Account: ROSSI & SMITH CLEANING INC. -
// Business Checking (...8729)", "Account name: X LLC - Operating x9698").
const ACCOUNT_TITLE_LABEL = /^(?:account(?:\s+name)?|konto|compte|cuenta|conto)\s*:\s*/i;
const TITLE_RE = /^(.+?)\s+[-–]\s+(.+)$/;

/** The holder in an account's title: the part before the dash, when the part after names a product or ends with its number. */
export function titleHolder(value: string): string | null {
  const m = TITLE_RE.exec(value.replace(/\s+/g, ' ').trim());
  if (!m) return null;
  const name = m[1]!.replace(/\s+(dba|d\/b\/a)\s+.*$/i, '').trim();
  const product = m[2]!;
  if (!/(?:\.{3}|…|[xX*•]|\b|\()\d{4,17}\)?$/.test(product) && !LABEL_WORDS.test(product)) return null;
  if (name.split(' ').length < 2 || /\d{3}|[$@:]/.test(name) || LABEL_WORDS.test(name)) return null;
  return name;
}

/** A holder printed in the account's title line, its label "Account:" in the cell or the one before. */
export function findHolderInAccountTitle(lines: Line[], s: FieldSettings): HolderReading {
  for (const l of lines.slice(0, s.header.fieldScanLines)) {
    for (let k = 0; k < l.cells.length; k++) {
      const c = l.cells[k]!;
      const m = ACCOUNT_TITLE_LABEL.exec(c.text.trim());
      if (!m) continue;
      const value = c.text.trim().slice(m[0].length) || l.cells[k + 1]?.text || '';
      const holder = titleHolder(value);
      // A labelled field: "Account:" names what follows.
      if (holder) return { holder, block: [value.replace(/\s+/g, ' ').trim()], confidence: holderConfidence(s.header.holderLabelConfidence, holder, s), evidence: 'label' };
    }
  }
  return NO_HOLDER;
}
