// Number, marker and date formats of banks outside the US (the "world" layouts): `1.234,56`, `1 234.56`,
// `1'234.56`, markers before or after an amount (CR/DR, Cr/Dr, H/S, OD, trailing minus), `Nil` for zero, and date
// patterns such as `DD Month`, `DD.MM.`, `DD/MM/YY`.

import { MONTHS_LONG, MONTHS_SHORT } from './dates.ts';

export interface NumFmt { group: string; decimal: string }
export const NUM = {
  us: { group: ',', decimal: '.' },
  eu: { group: '.', decimal: ',' },
  space: { group: ' ', decimal: '.' },
  swiss: { group: "'", decimal: '.' },
  plain: { group: '', decimal: '.' },
} as const satisfies Record<string, NumFmt>;

/** Absolute amount in cents with the given separators: 123456 -> `1.234,56` (eu). */
export function num(cents: number, f: NumFmt = NUM.us): string {
  const abs = Math.abs(Math.round(cents));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, f.group);
  return `${whole}${f.decimal}${String(abs % 100).padStart(2, '0')}`;
}

/**
 * How a sign is printed:
 * - `minus`    -1,234.56 (with a currency symbol: -$1,234.56)
 * - `symminus` $-1,234.56 (aggregator reports)
 * - `trailing` 1.234,56-
 * - `crdr`     1,234.56 CR / 1,234.56 DR      (`crdrLower`: Cr / Dr)
 * - `prefix`   CR 1,234.56 / DR 1,234.56
 * - `hs`       1.234,56 H / 1.234,56 S        (German Haben = credit, Soll = debit)
 * - `od`       1,234.56 OD when negative, no marker otherwise (UK overdrawn balances)
 */
export type Mark = 'minus' | 'symminus' | 'trailing' | 'crdr' | 'crdrLower' | 'prefix' | 'hs' | 'od';

export interface MarkOpts {
  sym?: string;             // currency symbol printed before the number (`$`, `R`, `£`)
  creditMark?: boolean;     // print the credit marker too (CR / Cr / H); false leaves positives bare
}

/** An amount (or balance) that is negative / a debit when `neg`. */
export function marked(cents: number, neg: boolean, m: Mark, f: NumFmt, o: MarkOpts = {}): string {
  const n = num(cents, f);
  const sym = o.sym ?? '';
  const cm = o.creditMark ?? true;
  switch (m) {
    case 'minus': return `${neg ? '-' : ''}${sym}${n}`;
    case 'symminus': return `${sym}${neg ? '-' : ''}${n}`;
    case 'trailing': return `${sym}${n}${neg ? '-' : ''}`;
    case 'crdr': return neg ? `${sym}${n} DR` : cm ? `${sym}${n} CR` : `${sym}${n}`;
    case 'crdrLower': return neg ? `${sym}${n} Dr` : cm ? `${sym}${n} Cr` : `${sym}${n}`;
    case 'prefix': return neg ? `DR ${sym}${n}` : cm ? `CR ${sym}${n}` : `${sym}${n}`;
    case 'hs': return neg ? `${sym}${n} S` : cm ? `${sym}${n} H` : `${sym}${n}`;
    case 'od': return neg ? `${sym}${n} OD` : `${sym}${n}`;
  }
}

/** A balance in cents (negative = overdrawn). */
export function balanceMarked(cents: number, m: Mark, f: NumFmt, o: MarkOpts = {}): string {
  return marked(cents, cents < 0, m, f, o);
}

/** A summary figure that prints `Nil` for zero, as UK banks do. */
export function nilOr(cents: number, f: NumFmt, nil = 'Nil'): string {
  return cents === 0 ? nil : num(cents, f);
}

const MONATE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/**
 * A date from a pattern of tokens: YYYY YY MM M DD D Month MONTH Mon MON Monat. Any other character is printed as is.
 * Tokens are replaced in one pass, so a month name never gets re-read as a token.
 */
export function fmtDate(iso: string, pattern: string): string {
  const y = iso.slice(0, 4), m = Number(iso.slice(5, 7)), d = Number(iso.slice(8, 10));
  return pattern.replace(/YYYY|YY|Monat|MONTH|Month|MON|Mon|MM|M|DD|D/g, (t) => {
    switch (t) {
      case 'YYYY': return y;
      case 'YY': return y.slice(2);
      case 'MM': return String(m).padStart(2, '0');
      case 'M': return String(m);
      case 'DD': return String(d).padStart(2, '0');
      case 'D': return String(d);
      case 'Month': return MONTHS_LONG[m - 1]!;
      case 'MONTH': return MONTHS_LONG[m - 1]!.toUpperCase();
      case 'Mon': return MONTHS_SHORT[m - 1]!;
      case 'MON': return MONTHS_SHORT[m - 1]!.toUpperCase();
      case 'Monat': return MONATE[m - 1]!;
      default: return t;
    }
  });
}
