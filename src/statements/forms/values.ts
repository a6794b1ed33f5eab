// A printed value -> the application's field (spec/applications.md "How each field is read"): money, dates, tax IDs,
// names, entity types and industries through the reference tables (src/reference), states from an address.
import { normalizeEntityType, normalizeStateRegion } from '../../reference/normalize.ts';
import { industries } from '../../reference/tables/industries.ts';
import { entityWord, MESES, SAME_WORD } from './languages.ts';

/** Blank, underscores, "N/A", "SAME": nothing printed. */
export function blank(v: string): boolean {
  // "Same as legal name", "Not applicable", "No DBA": no value of its own; "S/O" (sans objet), "s.o.", "sin" are French's
  // and Spanish's N/A.
  // (An online form's print says so for a question left unanswered: "No answer", "(No response)".)
  // (A filler word set off by dashes or brackets, "-- none --", "(N/A)", is that word.)
  const t = v.trim().replace(/^[\s_.:()[\]—–-]+(?=\p{L})|(?<=[\p{L}.])[\s_:()[\]—–-]+$/gu, '');
  if (/^(?:no (?:answer|response)|not answered)\.?$/i.test(t)) return true;
  // (What to write when there is none, printed in the blank: "N/A if none", "write SAME if none"; or an example.)
  if (/^(?:(?:write|enter|put)\s+)?(?:n\/a|none|same)\s+if\s+(?:none|not applicable|n\/a|same|no\b)/i.test(t) || /^(?:e\.\s?g\.|example:)/i.test(t)) return true;
  // (A database or spreadsheet export prints an empty cell as "NULL", "#N/A" or a pivot's "(blank)".)
  if (/^(?:null|#n\/a)$/i.test(t) || /^\s*\(blank\)\s*$/i.test(v)) return true;
  // (Said in words in a reply: "just the legal name", "same as the legal name", "none, just the legal name".)
  if (/^(?:(?:no|none|nope)[,.]?\s+)?(?:just|only|same as)\s+(?:the\s+|our\s+|my\s+)?(?:legal|business|company)(?:\s+name)?\.?$/i.test(t)) return true;
  // (A Spanish or French form's "same": "MISMO", "Igual", "Idem", "Même".)
  if (SAME_WORD.test(t)) return true;
  // (A bilingual form's filler is written in both its languages, "Mismo / Same", "S/O / N/A": each half a filler.)
  const halves = t.split(/\s+\/\s+/);
  if (halves.length === 2 && halves.every((x) => /^(?:mismo|misma|igual|idem|même|pareil)$/i.test(x) || blank(x))) return true;
  // A sparse form's filler answers a question without giving the value: "TBD", "see attached", "on file", "will
  // provide", "to follow", "unknown", "not provided" (a person reads them as blanks to chase, never as a title or a name).
  if (/^\(?\s*(?:tbd|tba|tbc|to be (?:determined|provided|confirmed|advised)|(?:see|as per|per) attached|attached|on file|will (?:provide|send|advise|follow)|to follow|unknown|unk|n\/k|not known|pending|upon request|on request|ask|\?+|not (?:provided|given|disclosed|available|supplied)|none (?:provided|given)|prefer not to (?:say|answer))\s*\)?\.?$/i.test(t)) return true;
  // (Or a note in brackets telling how to fill the field in: "(leave blank if not applicable)", "(optional)".)
  if (/^\(\s*(?:leave (?:blank|empty)|skip|if (?:applicable|any|different|none)|optional|not required)\b[^()]*\)$/i.test(v.trim())) return true;
  // (So does a note sending the reader elsewhere: "on pg 2 (attached)", "see Schedule A", "continued on page 3".)
  if (ELSEWHERE.test(t)) return true;
  // (A name on file given up, in a renewal's update: "No longer used", "Discontinued", "Not used anymore".)
  if (/^(?:no longer (?:used|in use|applicable|operating)|not (?:in )?used(?: anymore)?|discontinued|dropped)\.?$/i.test(t)) return true;
  return !v.replace(/[_\s.:—–-]/g, '') || /^(?:n\/?a|n\.a\.|s\/o|s\.o\.|sans objet|ne s'applique pas|no aplica|none|nil|not applicable|no dba|same(?: as (?:above|legal|legal name|(?:legal )?(?:business|company) name|the legal name))?|(?:see|as) above|-+)\.?$/i.test(t);
}

const ELSEWHERE = /^(?:[^:]{0,25}:\s*)?\(?\s*(?:(?:see |as per |per )?attached|(?:see|on|cont(?:'d|inued)?(?: on)?)\s+(?:pg\.?|page|p\.)\s*\d+|see (?:schedule|addendum|attachment|rider|exhibit|next page|reverse|back|over)\b[^,;]{0,12})(?:\s*\(?attached\)?)?\s*\)?\.?$/i;

export function money(v: string): number | null {
  let t = v.replace(/\b(?:CAD|USD)\b|\$/g, '').trim();
  // French style: spaces between thousands and a decimal comma ("75 000,00 $").
  if (/^\d{1,3}(?:[\s\u00a0]\d{3})*,\d{2}$/.test(t)) t = t.replace(/[\s\u00a0]/g, '').replace(',', '.');
  // Spanish, German, Brazilian style: dots between thousands, a decimal comma ("1.504,29", "87.000"): a sum is never
  // written to three decimals, so a dot before three digits groups thousands.
  else if (/^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(t)) t = t.replace(/\./g, '').replace(',', '.');
  const m = /-?\d[\d,\s]*(?:\.\d{1,2})?/.exec(t);
  if (!m) return null;
  const n = Number(m[0].replace(/[,\s]/g, ''));
  // (A share is no sum: "20%" in a heading read where a blank amount's value goes, "all owners of 20% or more".)
  if (/^\s*%/.test(t.slice(m.index + m[0].length))) return null;
  // "$50K", "1.2M": thousands and millions written short.
  const unit = /^\s*(k|m|mm|thousand|million)\b/i.exec(t.slice(m.index + m[0].length))?.[1]?.toLowerCase();
  const times = unit === 'k' || unit === 'thousand' ? 1000 : unit ? 1_000_000 : 1;
  return Number.isFinite(n) ? Math.round(n * times * 100) / 100 : null;
}

/** Money written as a bracket: two sums joined by a dash or "to", a bound ("Under", "Over", "Up to", "<") or a floor
 *  with a plus ("$250K+"). */
export function sumRange(v: string): boolean {
  const sum = String.raw`\$?\s*\d[\d,]*(?:\.\d+)?\s*(?:k|m|mm)?`;
  return new RegExp(String.raw`^\s*${sum}\s*(?:[-–—]|\bto\b)\s*${sum}\s*$`, 'i').test(v)
    || new RegExp(String.raw`^\s*(?:under|over|below|above|less than|more than|up to|<|>)\s*${sum}\s*$`, 'i').test(v)
    || new RegExp(String.raw`^\s*${sum}\s*\+\s*$`, 'i').test(v);
}

export function integer(v: string): number | null {
  const m = /\d+(?:\.\d+)?/.exec(v.replace(/,/g, ''));
  return m ? Number(m[0]) : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// French month names by their first letters (janvier, février, ..., décembre): "12 septembre 2009".
const MOIS: Record<string, number> = { jan: 1, fév: 2, fev: 2, mar: 3, avr: 4, mai: 5, juin: 6, juil: 7, aoû: 8, aou: 8, sep: 9, oct: 10, nov: 11, déc: 12, dec: 12 };
const monthOf = (w: string): number | null => {
  const k = w.toLowerCase();
  if (MONTHS.includes(k.slice(0, 3))) return MONTHS.indexOf(k.slice(0, 3)) + 1;
  for (const [p, n] of Object.entries({ ...MOIS, ...MESES })) if (k.startsWith(p)) return n;
  return null;
};
const iso = (y: number, m: number, d: number) => (m >= 1 && m <= 12 && d >= 1 && d <= 31 ? `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` : null);

/** ISO date from `12/26/2011`, `11/15/16`, `2011-12-26`, `September 12, 2009`, `12 Sep 2009`; `dayFirst` where the
 *  form says its dates are written day first (JJ/MM/AAAA, DD/MM/YYYY). */
export function isoDate(v: string, dayFirst = false): string | null {
  // Year first, its parts joined by dashes, slashes or dots ("2011-12-26", "2017/02/08"): the month before the day.
  let m = /\b(\d{4})([-/.])(\d{1,2})\2(\d{1,2})\b/.exec(v);
  if (m) return iso(+m[1]!, +m[3]!, +m[4]!);
  // Eight digits a character to a box, month first as US forms print it ("0 2 1 3 2 0 1 9" over "(MMDDYYYY)").
  m = /^\s*(\d{2})(\d{2})((?:19|20)\d{2})\s*$/.exec(v);
  if (m && !/^\s*(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\s*$/.test(v)) return dayFirst ? iso(+m[3]!, +m[2]!, +m[1]!) : iso(+m[3]!, +m[1]!, +m[2]!);
  // (Or its three parts in boxes of their own, "11 | 05 | 22" under "(MM DD YY)": the whole value those parts.)
  m = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\b/.exec(v) ?? /^\s*(\d{2})\s+(\d{2})\s+(\d{2}|\d{4})\s*$/.exec(v);
  // Month first, as US forms print it; a first number past 12 can only be the day (26/12/2011).
  if (m) { const y = m[3]!.length === 2 ? 2000 + +m[3]! - (+m[3]! > 50 ? 100 : 0) : +m[3]!; return +m[1]! > 12 || (dayFirst && +m[2]! <= 12) ? iso(y, +m[2]!, +m[1]!) : iso(y, +m[1]!, +m[2]!); }
  // ("January 5th, 2010": the ordinal's letters are the day's.)
  m = /(?<![\p{L}])(\p{L}{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/u.exec(v);
  if (m && monthOf(m[1]!)) return iso(+m[3]!, monthOf(m[1]!)!, +m[2]!);
  // ("23 March 2006", "23-Mar-2006", "23.Mar.2006": the day, the month's name, the year.)
  // (Spanish joins them with "de": "15 de marzo de 2019", "1.º de mayo del 2018".)
  m = /\b(\d{1,2})(?:er|st|nd|rd|th|\.?º|\.?°|\.?o)?(?:\s+(?:of\s+|de\s+)?|\s*[-./]\s*)(\p{L}{3,10})\.?,?(?:\s+(?:del?\s+)?|\s*[-./]\s*)(\d{4})\b/u.exec(v);
  if (m && monthOf(m[2]!)) return iso(+m[3]!, monthOf(m[2]!)!, +m[1]!);
  // A spreadsheet's "dd-mmm-yy" ("02-Apr-22", "11-Nov-14"): the day, the month's name, the year's last two digits.
  m = /(?<![\d\p{L}])(\d{1,2})-(\p{L}{3})-(\d{2})(?![\d\p{L}])/u.exec(v);
  if (m && monthOf(m[2]!)) return iso(2000 + +m[3]! - (+m[3]! > 50 ? 100 : 0), monthOf(m[2]!)!, +m[1]!);
  return null;
}

/**
 * A business's start date: a whole date, else one printed at a coarser precision ("March 2019", "03/2019", "2019",
 * "Since 2019") as the first day of its month or year, `exact: false` (the day was not printed; the reading's
 * confidence says so), `yearOnly` for a year alone. Years in business ("7 years") are no date.
 */
export function startDate(v: string, dayFirst = false): { iso: string; exact: boolean; yearOnly?: boolean } | null {
  const whole = isoDate(v, dayFirst);
  if (whole) return { iso: whole, exact: true };
  const year = (y: string) => +y >= 1800 && +y <= new Date().getUTCFullYear();
  // Eight digits written a character to a box, year first ("2 0 0 6 0 2 1 3" under "(YYYY-MM-DD)").
  const packed = /^\s*((?:18|19|20)\d{2})(\d{2})(\d{2})\s*$/.exec(v.replace(/\s+/g, ''));
  if (packed && year(packed[1]!)) { const d = iso(+packed[1]!, +packed[2]!, +packed[3]!); if (d) return { iso: d, exact: true }; }
  let m = /(?<![\p{L}])(\p{L}{3,9})\.?,?\s+(\d{4})\b/u.exec(v);
  if (m && monthOf(m[1]!) && year(m[2]!)) return { iso: iso(+m[2]!, monthOf(m[1]!)!, 1)!, exact: false };
  m = /^\s*(\d{1,2})\s*[/.-]\s*(\d{4})\s*$/.exec(v) ?? null;
  if (m && +m[1]! >= 1 && +m[1]! <= 12 && year(m[2]!)) return { iso: iso(+m[2]!, +m[1]!, 1)!, exact: false };
  m = /^\s*(\d{4})-(\d{1,2})\s*$/.exec(v);
  if (m && +m[2]! >= 1 && +m[2]! <= 12 && year(m[1]!)) return { iso: iso(+m[1]!, +m[2]!, 1)!, exact: false };
  m = /^\s*(?:(?:since|est\.?|established|in)\s+)?(\d{4})\s*$/i.exec(v);
  if (m && year(m[1]!)) return { iso: iso(+m[1]!, 1, 1)!, exact: false, yearOnly: true };
  return null;
}

export interface TaxId { value: string; type: string | null; country: 'US' | 'CA' | null }

/** A tax ID by its format; a bare 9-digit number takes its type from the label or the box ticked beside it
 *  (`ticked`, "Number is a: [X] BN [ ] SIN"). Masked: null. */
export function taxId(v: string, label: string, ticked = ''): TaxId | null {
  return numberOf(v, ticked ? `${label} ${ticked}` : label, ticked, label);
}

const KINDS: [string, RegExp, 'US' | 'CA'][] = [['SIN', /\bsin\b|social insurance|\bnas\b/i, 'CA'], ['BN', /\bbn\b|business number|\(ne\)/i, 'CA'],
  ['ITIN', /\bitin\b/i, 'US'], ['SSN', /\bssn\b|social security/i, 'US'], ['EIN', /\bf?ein\b|employer id/i, 'US']];
const kindsNamed = (s: string) => KINDS.filter(([, re]) => re.test(s));

function numberOf(v: string, hint: string, ticked = '', label = hint): TaxId | null {
  // Two answers to a label asking two things, parted by a bar or a spaced slash ("741-199-962 | February 10, 1986"
  // under "SIN and date of birth"): the part that is a tax ID.
  const parts = v.split(/\s+[|/;]\s+|\s*\|\s*/);
  if (parts.length > 1) return parts.map((part) => numberOf(part, hint, ticked, label)).find((t) => t) ?? null;
  // (A label's letters may be stopped: "S.I.N.", "S.S.N.".)
  const unstop = (s: string) => s.replace(/\b([a-z])\.([a-z])\.(?:([a-z])\.?)?/gi, '$1$2$3');
  hint = unstop(hint);
  if (/[x*•#]{2,}/i.test(v)) return null;
  // A program account's reference read as letters O (a scan) is digits; the number may be printed in groups (of
  // three, or "11167 5674").
  const bn = /\b(\d(?:[\s-]?\d){8})\s*-?\s*([A-Z]{2})\s*-?\s*([\dOo]{4})\b/i.exec(v);
  if (bn) return { value: `${bn[1]!.replace(/\D/g, '')}${bn[2]!.toUpperCase()}${bn[3]!.replace(/o/gi, '0')}`, type: 'BN', country: 'CA' };
  // (Its two groups may be parted by a space alone, "47 0075708": the EIN's shape all the same.)
  if (/\b\d{2}-\d{7}\b/.test(v) || /^\s*\d{2}\s\d{7}\s*$/.test(v)) return { value: v.replace(/\D/g, '').slice(0, 9), type: 'EIN', country: 'US' };
  // (Its three groups may be parted by spaces alone, "343 32 4573": the SSN's shape all the same.)
  const ssn = /\b(\d{3})-(\d{2})-(\d{4})\b/.exec(v) ?? /^\s*(\d{3})\s(\d{2})\s(\d{4})\s*$/.exec(v);
  if (ssn) return { value: ssn.slice(1).join(''), type: ssn[1]!.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  // A bare number only: digits gathered from an address or a phone are no tax ID.
  if (!/^[\d\s.-]+$/.test(v.trim())) return null;
  const digits = v.replace(/\D/g, '');
  if (digits.length !== 9) return null;
  // The box ticked names one kind: that kind, where the label names it among others or names none ("BN / SIN (sole
  // prop.)" with [X] BN): a person reads the tick, not the label's first word (applications.md: "the checked box").
  const tick = kindsNamed(ticked), named = kindsNamed(unstop(label));
  if (tick.length === 1 && (!named.length || named.some(([k]) => k === tick[0]![0]))) {
    const [k, , country] = tick[0]!;
    return { value: digits, type: k === 'SSN' && digits.startsWith('9') ? 'ITIN' : k, country };
  }
  if (/\bsin\b|social insurance|\bnas\b|assurance sociale/i.test(hint)) return { value: digits, type: 'SIN', country: 'CA' };
  // (French: "Numéro d'entreprise (NE)".)
  if (/\bbn\b|business number|numéro d'entreprise|\(ne\)/i.test(hint)) return { value: digits, type: 'BN', country: 'CA' };
  // (Its short forms too: "SS#", "Soc. Sec. #", a bare "Soc" before the number in an owner's run of details.)
  // "Employer ID number", "IRS number": the EIN written out.
  // (In Spanish, the employer's number: "Número patronal", "Núm. de identificación patronal".)
  // (A question naming the EIN, the SSN only in the note after it, asks the EIN: "Federal Tax ID (EIN)? Sole
  // proprietors may give their Social Security Number.")
  const ssnAt = hint.search(/\bssn\b|social security|\bss\s?#|\bsoc\.?\s*sec\b|^\s*soc\.?\s*$/i), einAt = hint.search(/\bein\b|fein|federal|\bfed\b|employer id|\birs\b|patronal/i);
  const noted = einAt >= 0 && ssnAt > einAt && hint.slice(einAt, ssnAt).includes('?');
  // (Naming both, "Tax ID (EIN/SSN)", a bare number's kind is the business's: set-field.ts businessNumber.)
  if (ssnAt >= 0 && einAt >= 0 && !noted && /\bf?ein\b/i.test(hint)) return { value: digits, type: null, country: 'US' };
  if (ssnAt >= 0 && !noted) return { value: digits, type: digits.startsWith('9') ? 'ITIN' : 'SSN', country: 'US' };
  if (einAt >= 0) return { value: digits, type: 'EIN', country: 'US' };
  return { value: digits, type: null, country: null };
}

/** The entity-types reference id of printed text (`Inc`/`Corp`/`Ltd` by country). */
export function entityType(v: string, country: 'US' | 'CA' | null): string | null {
  const text = v.replace(/^(?:other|otro|otra|autre)\s*:?\s*/i, '').trim();
  // Words ending in a number's sign or word ask for that number, a registry's ("Manitoba Corporation #:", "Ontario
  // Corporation No."): a label, no entity's type.
  if (/(?:#|\b(?:no|num|number|id)\.?)\s*:?$/i.test(text)) return null;
  // (An "Other:" written short, "Professional Corp.": its "Corp." is a corporation, spelt out.)
  const exact = normalizeEntityType(text, country)?.id ?? (/\bcorp\b\.?/i.test(text) ? normalizeEntityType(text.replace(/\bcorp\b\.?/gi, 'Corporation'), country)?.id : null);
  if (exact) return exact;
  // (Spanish and French wordings: "Empresa unipersonal", "Corporación", "Société par actions".)
  const word = entityWord(text);
  if (word) return word === 'corporation' ? normalizeEntityType('Corporation', country)?.id ?? null : word;
  // An option printed with its other wording in brackets or after a slash, a bilingual form's English ("Propietario
  // Único (Sole Prop.)", "Corporación S / S Corp"): the entity the other wording names.
  const other = /^[^()]+\(([^()]+)\)\s*$/.exec(text)?.[1] ?? /^[^/]+\s\/\s+([^/]+)$/.exec(text)?.[1];
  const named = other ? normalizeEntityType(other.trim(), country)?.id : null;
  if (named) return named;
  // (Or English first and the other wording after it, "S Corp (Corporación S)": the first names the entity.)
  const first = other ? /^([^()/]+?)\s*(?:\(|\s\/\s)/.exec(text)?.[1] : undefined;
  const before = first ? normalizeEntityType(first, country)?.id : null;
  if (before) return before;
  // An option qualified by more words ("Corporation (federal or provincial)", "Federally incorporated company"): the
  // longest run of its words that names an entity type. (Its words may be alternatives: "Individual/Sole Proprietor".)
  const words = text.replace(/[()/]/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length > 6) return null;
  for (let n = words.length - 1; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const part = words.slice(i, i + n).join(' ');
      // Only a run with an entity's own word: "company", "limited" or "trust" alone also name other things.
      const id = /corporation|incorporated|proprietor|partnership|liability|profit|operative|\bl\.?l\.?[cp]\b/i.test(part) ? normalizeEntityType(part, country)?.id : null;
      if (id) return id;
    }
  }
  return null;
}

/** The industry whose label or alias is the longest one contained in the text, word-bounded. */
export function industry(v: string): string | null {
  // (An accented letter is a letter of its word, "Barbería" no "barber"; its accent alone is dropped, "Café" a cafe.)
  const text = ` ${v.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9&]+/g, ' ').trim()} `;
  // A label of alternatives ("General contractor / home builder") is each of them, but only where no whole label or
  // alias is named: one alternative alone is a looser name ("training" of "Private school / training"), and "Gym and
  // personal training" names a gym by its alias, whatever longer word it has of another label's half.
  // (A label's first alternative is its own name, "Restaurant" of "Restaurant / cafe": "Full service restaurant & bar"
  // is a restaurant, not a bar.)
  return longestName(text, (e) => [e.label, e.label.split('/')[0]!, ...e.aliases]) ?? longestName(text, (e) => e.label.split('/'));
}

function longestName(text: string, names: (e: (typeof industries)[number]) => string[]): string | null {
  let best: { id: string; n: number } | null = null;
  const words = text.trim().split(' ');
  const pairs = words.slice(1).map((w, i) => `${words[i]}${w}`);
  for (const e of industries) {
    for (const name of names(e)) {
      // (A name's bracketed note is part of it, as applications.md reads the list: "Med spa" is no "med spa (clinical)",
      // a spa; "Med spa (clinical)" is.)
      for (const key of [name.toLowerCase().replace(/[^a-z0-9&]+/g, ' ').trim()]) {
        // (A name of two words written as one, "Drugstore" for "drug store", "Barbershop", is that name.)
        const closed = key.includes(' ') && key.length >= 8 && text.includes(` ${key.replace(/ /g, '')} `);
        // (And one word written as two, "Day care center" for "daycare": two words in a row that join into it.)
        const parted = !key.includes(' ') && key.length >= 7 && pairs.includes(key);
        if (key && (text.includes(` ${key} `) || closed || parted) && (!best || key.length > best.n)) best = { id: e.id, n: key.length };
      }
    }
  }
  return best?.id ?? null;
}

/** A ZIP code (with its four more figures or not) or a Canadian postal code, alone. */
export const POSTAL_CODE = /^(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/;

/** The state or province of an address line (`Boulder, CO 80301`, `Toronto, ON M5V 2T6`). */
export function stateOf(v: string): { state: string; country: 'US' | 'CA' } | null {
  // (A name with its code beside it, as a select box shows it: "Manitoba (MB)", "TX - Texas": the two agreeing.)
  const pair = /^\s*(\p{L}[\p{L} .'-]+?)\s*[([]\s*(\p{Lu}{2})\s*[)\]]\s*$/u.exec(v) ?? /^\s*(\p{Lu}{2})\s*[-–—]\s*(\p{L}[\p{L} .'-]+?)\s*$/u.exec(v);
  if (pair) {
    const [a, b] = [normalizeStateRegion(pair[1]!), normalizeStateRegion(pair[2]!)];
    if (a && b && a.id === b.id) return { state: a.id, country: a.country };
  }
  // (Names as printed, accents and all: "Québec", "Nouveau-Brunswick".)
  // (A city and its state's code with the ZIP in a cell of its own: "Tacoma, WA". Or at the end of the street's
  // address, the ZIP run on to the next line: "88 Oak Ave, Unit 4, Tacoma, WA".)
  const m = /\b([A-Z]{2})\.?,?\s+(\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)\b/.exec(v) ?? /^\s*(\p{L}{2}|\p{L}[\p{L} .'-]+)\s*$/u.exec(v)
    ?? /(?:^|,)\s*[\p{L} .'-]{2,30},\s*([A-Z]{2})\.?\s*$/u.exec(v);
  const r = m ? normalizeStateRegion(m[1]!) : null;
  if (r) return { state: r.id, country: r.country };
  // A state or province written out before its code ("Boise, Idaho 83774", "Laval, Quebec H7N 6X6").
  // (Or alone before it, a cell of its own run into the ZIP's beside it: "New Jersey 07027".)
  const named = /(?:,|^)\s*(\p{L}[\p{L} .'-]{2,30}?)\.?,?\s+(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)\b/u.exec(v);
  const n = named ? normalizeStateRegion(named[1]!.trim()) : null;
  return n ? { state: n.id, country: n.country } : null;
}

/** A company's name among owners' names ("Lone Star Holdings, LLC", "Cedar Family Trust"): a word only a company's or
 *  a trust's name carries, no person's. */
const COMPANY_WORD = /(?<![\p{L}])(?:l\.?\s?l\.?\s?[cp]|l\.?l\.?l\.?p|p\.?l\.?l\.?c|inc|incorporated|corp|corporation|company|ltd|limited|lt[ée]e|l\.?p|holdings?|group|trust|partners|partnership|capital|enterprises?|ventures|investments?|associates|industries|properties|management|foundation|gmbh|s\.a|p\.?c)\.?(?![\p{L}])|&\s*co\.?(?![\p{L}])|(?<![\p{L}])co\.(?=\s|,|$)/iu;
export const companyName = (v: string): boolean => COMPANY_WORD.test(v);

/** First and last name: `Last, First` swapped, middle initials and credentials dropped. */
export const PARTICLE = /^(?:de|da|das|do|dos|del|dela|delos|della|di|du|des|la|le|las|los|van|von|der|den|ten|ter|st\.?|saint|bin|ibn|al|el|ó|ní)$/i;

const NUMBER_WORD = /^(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Many)$/;

/** Credentials after a comma ("Ana Lopez, MBA", "R. Diaz, P.E."): the person's, not a name. */
const CREDENTIALS = /(?:,\s*(?:jr|sr|ii|iii|iv|md|dpm|pa-c|psyd|dnp|aprn|dc|dds|dmd|cpa|phd|esq|mba|jd|rn|pe|p\.e|dvm|llm|cfa|cfp|lcsw|pharmd|rph|vmd)\.?)+$/i;
/** Credentials that are also names ("Nguyen, Do" is Do Nguyen): only in capitals after a name in small letters
 *  ("Fatima O'Brien, DO"). */
const CAPS_CREDENTIALS = /(?<=\p{Ll}.*),\s*(?:DO|OD|NP)\.?$/u;
/** Any run of capitals after a full name written first and last ("Rachel Fitzgerald, VMD", "Leah J. Goldberg, DDS, MS"):
 *  degrees and licences are many more than a list holds, and a "Last, First" name has one word before its comma. */
/** (Or a degree of capitals and small letters between dots: "P.Eng.", "Ph.D.", "M.Sc.".) */
const CAPS_AFTER_FULL_NAME = /(?<=^[^,]*\p{Ll}[^,]*\s[^,\s][^,]*)(?:,\s*(?:(?:[A-Z]\.?){2,5}(?:-[A-Z]{1,2})?|[A-Z][a-z]{0,3}\.(?:\s?[A-Z][a-z]{0,4}\.?){1,2}))+\s*$/u;
/** So is a run of capitals after a name written last first ("Kowalski, Robert, MD, FAAD"): past its second comma. */
const CAPS_AFTER_LAST_FIRST = /(?<=^[^,]+,\s*[^,]*\p{Ll}[^,]*)(?:,\s*(?:(?:[A-Z]\.?){2,5}(?:-[A-Z]{1,2})?|[A-Z][a-z]{0,3}\.(?:\s?[A-Z][a-z]{0,4}\.?){1,2}))+\s*$/u;
/** A generation's suffix (Jr., III) is no part of the surname. */
const GENERATION = /\s+(?:jr|sr|ii|iii|iv)\.?$/i;

/** A surname printed in a cell of its own, credentials and a generation's suffix dropped ("Lindqvist Jr." is
 *  Lindqvist). */
export const bareSurname = (v: string) => v.replace(CAPS_CREDENTIALS, '').replace(CREDENTIALS, '').trim().replace(GENERATION, '').trim();

/** A form builder's note closing a caption that its question went unanswered: "... Number (no answer)", "(skipped)". */
export const unanswered = (text: string) => /\(\s*(?:no answer|not answered|unanswered|no response|skipped|left blank|blank)\s*\)\s*$/i.test(text);

/** A reference to a person named before, in a name's place: "Same as owner 1 above", "See above", "Same". */
export const nameReference = (v: string) => /^\s*(?:same\s+as|see|as)\b.*\b(?:above|before|owner\s*#?\s*\d|previous|page\s+\d)\b/i.test(v) || /^\s*same\s*$/i.test(v);

/** A name's words without its middle initials. An initial first, before a given name written out ("L. Patrick
 *  Johnson", "Smith, J. Robert"), is the first name as printed: the first word is the first name, the name he goes by
 *  a middle one. `after`: the words that must follow it (a surname after the given name on a line "First Last"). */
function initials(words: string[] | undefined, after = 0): string[] | undefined {
  const initial = (w: string) => /^[A-Z]\.?$/.test(w);
  const lead = !!words && words.length >= 2 + after && initial(words[0]!) && !initial(words[1]!);
  return words?.filter((w, i) => (lead && i === 0) || !initial(w));
}

export function personName(v: string): { first: string; last: string } | null {
  // (A filler, "-- none --" in an unused owner's row, names nobody; a name's words hold letters.)
  if (blank(v)) return null;
  if (nameReference(v)) return null;
  let t = v.replace(CAPS_AFTER_FULL_NAME, '').replace(CAPS_AFTER_LAST_FIRST, '').replace(CAPS_CREDENTIALS, '').replace(CREDENTIALS, '').replace(/(?<!\S)[^\p{L}\s]+(?!\S)/gu, ' ').trim();
  const comma = /^([^,]+),\s*(.+)$/.exec(t);
  // "Last, First Middle": all before the comma is the surname, two words or more as printed ("Santos Oliveira, Sofia"
  // is Sofia Santos Oliveira, no middle name Santos); the first word after it the first name.
  const surname = comma?.[1]!.replace(GENERATION, '').trim();
  const given = initials(comma?.[2]!.replace(GENERATION, '').replace(/^(?:mr|mrs|ms|miss|dr|mme|mlle)\.?\s+/i, '').split(/\s+/));
  if (surname && /\p{L}/u.test(surname) && given?.[0]) return { first: given[0], last: surname };
  if (comma) t = `${comma[2]} ${comma[1]}`;
  // A courtesy title (Mr., Mrs., Dr., M., Mme) is not a first name; a middle initial is not kept.
  t = t.replace(GENERATION, '');
  const words = initials(t.replace(/^(?:mr|mrs|ms|miss|dr|mme|mlle)\.?\s+/i, '').split(/\s+/), 1)!;
  if (words.length < 2) return null;
  // The surname is the last word with the particles before it ("de la Cruz", "van der Berg"); a middle name between
  // the first name and the surname is neither ("Tomasz Avery Fitzgerald").
  // (A number's word before it is the surname's too, as in the Plains nations' names: "Colton Two Feathers", "Three
  // Irons", "Many Horses"; no one's middle name is "Two".)
  let k = words.length - 1;
  // (A double-barrelled surname whose second part opens with a particle, "Mendoza-Van Dyke", is one surname.)
  const particle = (w: string) => PARTICLE.test(w) || (w.includes('-') && PARTICLE.test(w.slice(w.lastIndexOf('-') + 1)));
  while (k > 1 && (particle(words[k - 1]!) || (k === words.length - 1 && NUMBER_WORD.test(words[k - 1]!)))) k--;
  return { first: words[0]!, last: words.slice(k).join(' ') };
}
