// Countries outside North America, read from a holder's address block (issue 20). Vocabularies are data here:
// the shapes of postal lines, the legal-form suffixes that belong to one country's company law, and the currencies
// that only one country issues. Entity-type ids of the reference data exist for the US and Canada only, so a
// holder in another country gets no entity type. Regions outside North America: world-regions.ts says what they are.

import { countryEnding } from '../read/countries.ts';
import { regionIn, regionLineOf } from './world-regions.ts';

// Countries the header reader's list (read/countries.ts) does not name, as an address's last element prints them.
const MORE_COUNTRIES: readonly (readonly [string, readonly string[]])[] = [
  ['Poland', ['POLAND', 'POLSKA']], ['Kenya', ['KENYA']], ['Nigeria', ['NIGERIA']], ['Ghana', ['GHANA']], ['Uganda', ['UGANDA']],
  ['Tanzania', ['TANZANIA']], ['Portugal', ['PORTUGAL']], ['Austria', ['AUSTRIA', 'ÖSTERREICH']], ['Philippines', ['PHILIPPINES']],
  ['Pakistan', ['PAKISTAN']], ['Saudi Arabia', ['SAUDI ARABIA', 'KSA']], ['Qatar', ['QATAR']],
];
const MORE_ENDINGS = MORE_COUNTRIES.map(([c, names]) => [new RegExp(`(?:^|[\\s,])(?:${names.join('|')})$`), c] as const);

const countryOf = (s: string) => countryEnding(s) ?? MORE_ENDINGS.find(([re]) => re.test(s))?.[1] ?? null;

/** The country whose name ends the (upper-cased) line, and the line before that name. */
function namedCountry(s: string): { country: string; rest: string } | null {
  const country = countryOf(s);
  if (!country) return null;
  const words = s.split(' ');
  for (let k = words.length - 1; k >= 0; k--) {
    if (countryOf(words.slice(k).join(' ')) === country) return { country, rest: words.slice(0, k).join(' ').replace(/[\s,]+$/, '') };
  }
  return { country, rest: '' };
}

/** A line that is only a country's name ("United Kingdom"): an address's last line, never a holder's name. */
export function isCountryName(line: string): boolean {
  const named = namedCountry(line.toUpperCase().replace(/\s+/g, ' ').trim());
  return named !== null && named.rest === '';
}

/** A city/postal line whose shape names one country; `region` is the capture group holding a printed region code. */
interface PostalShape { country: string; re: RegExp; region?: number }

// Lines are upper-cased with whitespace collapsed before matching.
const UNAMBIGUOUS: PostalShape[] = [
  // UK postcode ends the line: "CARDIFF CF10 1AB", "LONDON EC1A 1BB".
  { country: 'United Kingdom', re: /(?:^|\s)[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}$/ },
  // Australian state code before a 4-digit postcode: "MELBOURNE VIC 3000".
  { country: 'Australia', re: /(?:^|\s)(NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s\d{4}$/, region: 1 },
  // Dutch postcode: "1012 AB AMSTERDAM".
  { country: 'Netherlands', re: /^\d{4}\s?[A-Z]{2}\s+\p{L}/u },
  // Brazilian CEP: "SÃO PAULO - SP 01310-100".
  { country: 'Brazil', re: /(?:^|\s)\d{5}-\d{3}$/ },
  // Polish postal code before the town: "00-950 WARSZAWA".
  { country: 'Poland', re: /(?:^|\s)\d{2}-\d{3}\s+\p{L}/u },
  // Irish Eircode ends the line: "DUBLIN 2, D02 X285", "CORK, T12 R2NC".
  { country: 'Ireland', re: /(?:^|[\s,])[AC-FHKNPRTV-Y]\d[\dW]\s?[\dAC-FHKNPRTV-Y]{4}$/ },
  // Singapore's six-digit postal code after the country's name: "SINGAPORE 018989".
  { country: 'Singapore', re: /(?:^|[\s,])SINGAPORE\s+\d{6}$/ },
  // Kenyan box address with its postal code: "P.O. BOX 50657-00606".
  { country: 'Kenya', re: /^P\.?\s?O\.?\s?BOX\s+\d+\s?-\s?\d{5}\b/ },
];

/** Shapes several countries share; the holder's legal form or the currency picks among `countries`. */
const AMBIGUOUS: { re: RegExp; countries: string[] }[] = [
  { re: /^\d{5}\s+\p{L}/u, countries: ['Germany', 'France', 'Mexico', 'Spain', 'Italy', 'Malaysia'] }, // "80331 MÜNCHEN"
  { re: /,\s*\d{5}\s+\p{L}[\p{L} .]*(,\s*[\p{L}.]+)?$/u, countries: ['Mexico'] },    // "COL. ROMA, 06700 CDMX"
  { re: /^\p{L}[\p{L} .]*\s\d{6}$/u, countries: ['India'] },                          // "PUNE 411001"
  { re: /^\d{4}\s+\p{L}/u, countries: ['Switzerland', 'Netherlands', 'Belgium'] },     // "8001 ZÜRICH"
  { re: /^\p{L}[\p{L} .]*\s\d{4}$/u, countries: ['South Africa'] },                    // "CAPE TOWN 8001"
];

// Legal-form suffixes of one country's law (normalised: upper case, dots and commas removed). First match wins.
const LEGAL_FORMS: [RegExp, string][] = [
  [/\(PTY\) LTD$/, 'South Africa'], [/\bPTY LTD$|\bPTY LIMITED$/, 'Australia'],
  [/\b(PVT LTD|PRIVATE LIMITED)$/, 'India'], [/\bSDN BHD$/, 'Malaysia'], [/\bPTE LTD$/, 'Singapore'],
  [/\b(GMBH|GMBH & CO KG|UG|UG \(HAFTUNGSBESCHRÄNKT\)|KG|OHG|E ?K|GBR|KGAA)$/, 'Germany'],
  [/\b(SARL|SAS|SASU|EURL|SNC|SCI)$/, 'France'],
  [/\b(S ?A DE C ?V|S DE R ?L DE C ?V|S DE R ?L|SAPI DE C ?V|SC)$/, 'Mexico'],
  [/\b(LTDA|EIRELI|ME|MEI|EPP)$/, 'Brazil'], [/\b(BV|NV|VOF)$/, 'Netherlands'],
  [/\b(SÀRL|SAGL)$/, 'Switzerland'],
  [/\b(S ?L|S ?L ?U|S ?L ?L|S ?L ?N ?E|S ?A ?U|S ?COOP)$/, 'Spain'],
  [/\b(S ?R ?L ?S|S ?A ?P ?A|S ?C ?A ?R ?L|S ?C ?R ?L)$/, 'Italy'],
  [/\b(SP Z O ?O|SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ|SP ?J|SP ?K|SP ?P|S ?K ?A|SPÓŁKA JAWNA|SPÓŁKA KOMANDYTOWA)$/, 'Poland'],
  [/\b(DAC|CLG|TEORANTA)$/, 'Ireland'], [/\b(BHD|BERHAD|PLT)$/, 'Malaysia'],
  [/\b(FZE|FZCO|FZC|FZ-? ?LLC|PJSC)$/, 'United Arab Emirates'],
  [/(\bNIG|\(NIG\)) (LTD|LIMITED|PLC)$/, 'Nigeria'],
];
// Forms that exist in several countries' law (AG: Germany and Switzerland; PLC, LIMITED: UK and others).
// SA: the société/sociedad/spółka anonyme of France, Spain, Poland, Belgium, Switzerland, Portugal, Luxembourg; SRL: Italy,
// Romania, Belgium and Latin America.
const SHARED_FORMS: [RegExp, string[]][] = [[/\bAG$/, ['Germany', 'Switzerland']], [/\bPLC$/, ['United Kingdom', 'Ireland']],
  [/\bS ?A$/, ['France', 'Spain', 'Poland', 'Belgium', 'Switzerland', 'Portugal', 'Luxembourg']],
  [/\bS ?R ?L$/, ['Italy', 'Romania', 'Belgium', 'Argentina']]];
const NORTH_AMERICA: ReadonlySet<string> = new Set(['United States', 'Canada']);

// Words that put a number at the end of a line that is not a city and postal code.
const NOT_A_CITY = /\b(BOX|SUITE|STE|UNIT|APT|FLOOR|FL|ROUTE|RR|ROOM|BLDG)\b/;

/** Currencies one country issues (others, such as EUR, name no country). */
const CURRENCY_COUNTRY: Record<string, string> = {
  GBP: 'United Kingdom', HKD: 'Hong Kong', ZAR: 'South Africa', AUD: 'Australia', INR: 'India', MXN: 'Mexico',
  BRL: 'Brazil', CHF: 'Switzerland', SGD: 'Singapore', MYR: 'Malaysia', CAD: 'Canada', PLN: 'Poland', NGN: 'Nigeria',
  KES: 'Kenya', AED: 'United Arab Emirates', JPY: 'Japan', NZD: 'New Zealand', GHS: 'Ghana', UGX: 'Uganda', TZS: 'Tanzania',
  SAR: 'Saudi Arabia', QAR: 'Qatar', PHP: 'Philippines', PKR: 'Pakistan', SEK: 'Sweden', NOK: 'Norway', DKK: 'Denmark',
};

function normaliseName(name: string): string {
  return name.toUpperCase().replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();
}

/** The countries whose company law the name's suffix belongs to; empty for forms of no single law (LLC, INC, LTD). */
export function legalFormCountries(legalName: string | null): string[] {
  if (!legalName) return [];
  // Italy's S.p.A. only with its dots: "DAY SPA" is a spa.
  if (/\bS\.\s?P\.\s?A\.?$/i.test(legalName.trim())) return ['Italy'];
  const s = normaliseName(legalName);
  for (const [re, country] of LEGAL_FORMS) if (re.test(s)) return [country];
  for (const [re, countries] of SHARED_FORMS) if (re.test(s)) return countries;
  // A company named for its country before a form of no single law: "ACME KENYA LIMITED", "ACME (UK) LTD".
  const named = /^(.+?)\)? (LTD|LIMITED|PLC)$/.exec(s);
  const country = named ? countryOf(named[1]!.replace(/\(/g, '')) : null;
  return country && !NORTH_AMERICA.has(country) ? [country] : [];
}

/** The country the currency belongs to alone, else null. */
export function currencyCountry(currency: string | undefined | null): string | null {
  return currency ? CURRENCY_COUNTRY[currency.toUpperCase()] ?? null : null;
}

/**
 * Country (and printed region code) from one address line outside North America, or null. An ambiguous postal
 * shape is settled by the holder's legal form, then by the currency; left null when neither settles it.
 */
export function worldAddressOf(line: string, forms: string[], currencyOf: string | null):
  { state: string | null; country: string } | null {
  const s = line.toUpperCase().replace(/\s+/g, ' ').trim();
  const named = namedCountry(s);
  if (named) return { state: regionIn(named.country, named.rest), country: named.country };
  const region = regionLineOf(s);
  if (region) return region;
  for (const shape of UNAMBIGUOUS) {
    const m = shape.re.exec(s);
    if (m) return { state: shape.region ? m[shape.region]! : null, country: shape.country };
  }
  for (const { re, countries } of AMBIGUOUS) {
    if (!re.test(s)) continue;
    const byForm = countries.filter((c) => forms.includes(c));
    if (byForm.length === 1) return { state: null, country: byForm[0]! };
    if (currencyOf && countries.includes(currencyOf)) return { state: null, country: currencyOf };
    // One country has this shape: taken unless the legal form says otherwise or the line is a box or unit number.
    if (countries.length === 1 && forms.length === 0 && !NOT_A_CITY.test(s)) return { state: null, country: countries[0]! };
  }
  return null;
}
