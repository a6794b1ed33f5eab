// Country names (and their common short forms) as an address's last line prints them, as data: the header reader
// takes "KOWLOON, HONG KONG" for the end of a mailing block, the application reads the holder's country from it.

/** Each country's printed names, upper case (accents kept). */
const NAMES: ReadonlyArray<readonly [country: string, names: readonly string[]]> = [
  ['United Kingdom', ['UNITED KINGDOM', 'GREAT BRITAIN', 'ENGLAND', 'SCOTLAND', 'WALES', 'NORTHERN IRELAND', 'UK']],
  ['Hong Kong', ['HONG KONG', 'HONG KONG SAR', 'KOWLOON', 'NEW TERRITORIES']],
  ['Germany', ['DEUTSCHLAND', 'GERMANY']], ['Switzerland', ['SCHWEIZ', 'SUISSE', 'SVIZZERA', 'SWITZERLAND']],
  ['South Africa', ['SOUTH AFRICA']], ['Australia', ['AUSTRALIA']], ['New Zealand', ['NEW ZEALAND']], ['India', ['INDIA']],
  ['France', ['FRANCE']], ['Mexico', ['MEXICO', 'MÉXICO']], ['Brazil', ['BRAZIL', 'BRASIL']],
  ['Netherlands', ['NETHERLANDS', 'NEDERLAND']], ['Belgium', ['BELGIUM', 'BELGIË', 'BELGIQUE']],
  ['Singapore', ['SINGAPORE']], ['Malaysia', ['MALAYSIA']], ['Ireland', ['IRELAND']], ['Spain', ['SPAIN', 'ESPAÑA']],
  ['Italy', ['ITALY', 'ITALIA']], ['United Arab Emirates', ['UNITED ARAB EMIRATES', 'UAE']],
  ['Canada', ['CANADA']], ['United States', ['UNITED STATES', 'USA']],
];

const upper = (t: string) => t.toUpperCase().replace(/\s+/g, ' ').trim();
const ENDINGS: ReadonlyArray<readonly [RegExp, string]> = NAMES.map(([country, names]) => [new RegExp(`(?:^|[\\s,])(?:${names.join('|')})$`), country]);
const WHOLE = new RegExp(`^(?:${NAMES.flatMap(([, names]) => names).join('|')})$`);

/** The country whose name ends `line`, or null. */
export function countryEnding(line: string): string | null {
  const s = upper(line);
  return ENDINGS.find(([re]) => re.test(s))?.[1] ?? null;
}

/** An address's last line that is a town and its country ("KOWLOON, HONG KONG"), where no postal code is printed. */
export function isCountryLine(line: string): boolean {
  const m = /^[A-Z][A-Za-z .'-]*,\s*(\S.*)$/.exec(line.trim());
  return !!m && WHOLE.test(upper(m[1]!));
}

/** A line that is only a country's name ("United Kingdom"): an address's last line, never a name. */
export function isCountryName(line: string): boolean {
  return WHOLE.test(upper(line));
}
