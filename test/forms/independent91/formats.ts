// The many ways one value is written on a real form: money, percentages, dates, tax ids, phones. Each writer gives
// the printed text; what that text means (the truth) is decided in values.ts and written down in README.md.

export type MoneyFmt = 'dollar' | 'plain' | 'cents' | 'K' | 'k' | 'usd' | 'M' | 'words' | 'cad' | 'spaceSep' | 'frSuffix';
export type PctFmt = 'pct' | 'spaced' | 'dec' | 'words' | 'frac' | 'bare';
export type DateFmt = 'mdy' | 'mdyShort' | 'long' | 'abbrOrd' | 'dmy' | 'iso' | 'dmySlash' | 'monthYearNum' | 'monthYear' | 'since';
export type EinFmt = 'dash' | 'bare' | 'space' | 'hashPrefix' | 'colonPrefix';
export type SsnFmt = 'dash' | 'space' | 'bare' | 'maskX' | 'maskStar' | 'maskSpace';
export type SinFmt = 'space' | 'dash' | 'bare' | 'mask';
export type PhoneFmt = 'paren' | 'parenTight' | 'dots' | 'dashes' | 'intl' | 'bare' | 'spaces';

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 75000 -> "75,000"; with a separator other than a comma for Canadian forms. */
export function group(n: number, sep = ','): string {
  return Math.trunc(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

function decimalShort(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toFixed(2)));
}

export function money(v: number, fmt: MoneyFmt): string {
  const cents = Math.round(v * 100) % 100;
  const withCents = (s: string) => (cents ? `${s}.${String(cents).padStart(2, '0')}` : s);
  switch (fmt) {
    case 'dollar': return withCents(`$${group(v)}`);
    case 'plain': return cents ? v.toFixed(2) : String(v);
    case 'cents': return `$${group(v)}.${String(cents).padStart(2, '0')}`;
    case 'K': return `$${decimalShort(v / 1000)}K`;
    case 'k': return `${decimalShort(v / 1000)}k`;
    case 'M': return `$${decimalShort(v / 1_000_000)}M`;
    case 'usd': return `USD ${withCents(group(v))}`;
    case 'cad': return `CAD ${withCents(group(v))}`;
    case 'spaceSep': return `$${group(v, ' ')}`;
    case 'frSuffix': return `${group(v, ' ')} $`;
    case 'words': return `${capital(numberWords(v))} dollars ($${group(v)})`;
  }
}

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function below1000(n: number): string {
  const h = Math.floor(n / 100), r = n % 100;
  const parts: string[] = [];
  if (h) parts.push(`${ONES[h]} hundred`);
  if (r >= 20) parts.push(TENS[Math.floor(r / 10)]! + (r % 10 ? `-${ONES[r % 10]}` : ''));
  else if (r || !h) parts.push(ONES[r]!);
  return parts.join(' ');
}

/** Whole numbers below a billion in words: 75000 -> "seventy-five thousand". */
export function numberWords(n: number): string {
  const m = Math.floor(n / 1_000_000), t = Math.floor((n % 1_000_000) / 1000), r = n % 1000;
  const parts: string[] = [];
  if (m) parts.push(`${below1000(m)} million`);
  if (t) parts.push(`${below1000(t)} thousand`);
  if (r || parts.length === 0) parts.push(below1000(r));
  return parts.join(' ');
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Fractions this set prints for an ownership, with the percentage each one is exactly (a sole owner's 100 is "100%"). */
export const FRACTIONS: readonly (readonly [string, number])[] = [['1/2', 50], ['1/4', 25], ['3/4', 75], ['1/5', 20],
  ['2/5', 40], ['3/5', 60], ['4/5', 80], ['1/10', 10], ['3/10', 30], ['7/10', 70], ['9/10', 90]];

export function pct(v: number, fmt: PctFmt): string {
  switch (fmt) {
    case 'pct': return `${decimalShort(v)}%`;
    case 'spaced': return `${decimalShort(v)} %`;
    case 'dec': return `${v.toFixed(2)}%`;
    case 'bare': return decimalShort(v);
    case 'words': return `${numberWords(v)} percent (${decimalShort(v)}%)`;
    case 'frac': {
      if (v === 100) return '100%';
      const f = FRACTIONS.find(([, p]) => p === v);
      if (!f) throw new Error(`no fraction for ${v}%`);
      return f[0];
    }
  }
}

function ordinal(d: number): string {
  const s = d % 100 >= 11 && d % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th');
  return `${d}${s}`;
}

const p2 = (n: number) => String(n).padStart(2, '0');

/** An ISO date (YYYY-MM-DD) written as `fmt`. */
export function date(iso: string, fmt: DateFmt): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (fmt) {
    case 'mdy': return `${p2(m)}/${p2(d)}/${y}`;
    case 'mdyShort': return `${m}/${d}/${p2(y % 100)}`;
    case 'long': return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 'abbrOrd': return `${SHORT[m - 1]} ${ordinal(d)} ${y}`;
    case 'dmy': return `${d} ${MONTHS[m - 1]} ${y}`;
    case 'iso': return iso;
    case 'dmySlash': return `${p2(d)}/${p2(m)}/${y}`;
    case 'monthYearNum': return `${p2(m)}-${y}`;
    case 'monthYear': return `${MONTHS[m - 1]} ${y}`;
    case 'since': return `since ${y}`;
  }
}

/** The two-digit-year rule of this set: 00-30 are 20xx, 31-99 are 19xx (no generated date falls outside 1931-2030). */
export function centuryOf(yy: number): number {
  return yy <= 30 ? 2000 + yy : 1900 + yy;
}

export function ein(d: string, fmt: EinFmt): string {
  const dashed = `${d.slice(0, 2)}-${d.slice(2)}`;
  switch (fmt) {
    case 'dash': return dashed;
    case 'bare': return d;
    case 'space': return `${d.slice(0, 2)} ${d.slice(2)}`;
    case 'hashPrefix': return `EIN# ${dashed}`;
    case 'colonPrefix': return `EIN: ${dashed}`;
  }
}

export function ssn(d: string, fmt: SsnFmt): string {
  const [a, b, c] = [d.slice(0, 3), d.slice(3, 5), d.slice(5)];
  switch (fmt) {
    case 'dash': return `${a}-${b}-${c}`;
    case 'space': return `${a} ${b} ${c}`;
    case 'bare': return d;
    case 'maskX': return `XXX-XX-${c}`;
    case 'maskStar': return `***-**-${c}`;
    case 'maskSpace': return `xxx xx ${c}`;
  }
}

export const SSN_MASKED: ReadonlySet<SsnFmt> = new Set(['maskX', 'maskStar', 'maskSpace']);

export function sin(d: string, fmt: SinFmt): string {
  const [a, b, c] = [d.slice(0, 3), d.slice(3, 6), d.slice(6)];
  switch (fmt) {
    case 'space': return `${a} ${b} ${c}`;
    case 'dash': return `${a}-${b}-${c}`;
    case 'bare': return d;
    case 'mask': return `*** *** ${c}`;
  }
}

/** A ten-digit phone (area code first). */
export function phone(d: string, fmt: PhoneFmt): string {
  const [a, b, c] = [d.slice(0, 3), d.slice(3, 6), d.slice(6)];
  switch (fmt) {
    case 'paren': return `(${a}) ${b}-${c}`;
    case 'parenTight': return `(${a})${b}-${c}`;
    case 'dots': return `${a}.${b}.${c}`;
    case 'dashes': return `${a}-${b}-${c}`;
    case 'intl': return `+1 ${a} ${b} ${c}`;
    case 'bare': return d;
    case 'spaces': return `${a} ${b} ${c}`;
  }
}
