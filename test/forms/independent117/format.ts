// Printed forms of values as a broker's office types them in Word or Excel: money, dates, tax ids, phones, names.
// Every function takes the value and an Rng and returns the text; the reading of that text is the caller's truth.
import type { Rng } from '../../statements/generator/prng.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function commas(n: number, decimals = 0): string {
  const [i, d] = n.toFixed(decimals).split('.');
  const grouped = i!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return d ? `${grouped}.${d}` : grouped;
}

/** Whole-dollar amount as typed in a cell: `$45,000`, `45,000.00`, `$ 45000`, `45,000 CAD` ... */
export function money(n: number, rng: Rng, country: 'US' | 'CA'): string {
  const cents = Math.round(n * 100) % 100 !== 0;
  const forms: string[] = cents
    ? [`$${commas(n, 2)}`, `${commas(n, 2)}`, `$ ${commas(n, 2)}`]
    : [`$${commas(n)}`, `$${commas(n, 2)}`, `${commas(n)}`, `$ ${commas(n)}`, `${n}`];
  if (country === 'CA') forms.push(cents ? `$${commas(n, 2)} CAD` : `$${commas(n)} CAD`, `CAD ${commas(n, cents ? 2 : 0)}`);
  return rng.pick(forms);
}

/** An ISO date printed as an office types it. US: numeric M/D/Y or words; CA: ISO or words (never DD/MM). */
export function date(iso: string, rng: Rng, country: 'US' | 'CA'): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const mm = String(m).padStart(2, '0'), dd = String(d).padStart(2, '0');
  const words = `${MONTHS[m - 1]} ${d}, ${y}`;
  const short = `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
  if (country === 'CA') return rng.pick([iso, words, `${d} ${MONTHS[m - 1]} ${y}`, short]);
  return rng.pick([`${mm}/${dd}/${y}`, `${m}/${d}/${y}`, `${m}/${d}/${String(y).slice(2)}`, words, short, `${mm}-${dd}-${y}`]);
}

export function isoDate(rng: Rng, fromYear: number, toYear: number): string {
  const y = rng.int(fromYear, toYear), m = rng.int(1, 12), d = rng.int(1, 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function ssnDigits(rng: Rng, itin = false): string {
  if (itin) return `9${rng.digits(2)}${rng.pick(['70', '78', '81', '88', '92'])}${rng.digits(4)}`;
  const area = String(rng.pick([rng.int(1, 665), rng.int(667, 899)])).padStart(3, '0');
  return `${area}${String(rng.int(1, 99)).padStart(2, '0')}${String(rng.int(1, 9999)).padStart(4, '0')}`;
}

export function ssnText(d: string): string { return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`; }

export function maskedSsn(d: string, rng: Rng): string {
  return rng.pick([`XXX-XX-${d.slice(5)}`, `***-**-${d.slice(5)}`, `xxx-xx-${d.slice(5)}`, `###-##-${d.slice(5)}`]);
}

export function einDigits(rng: Rng): string {
  return `${rng.pick(['20', '26', '27', '30', '33', '45', '46', '47', '81', '82', '84', '86', '88', '90', '92', '93'])}${rng.digits(7)}`;
}

export function einText(d: string): string { return `${d.slice(0, 2)}-${d.slice(2)}`; }

export function maskedEin(d: string, rng: Rng): string {
  return rng.pick([`XX-XXX${d.slice(5)}`, `**-***${d.slice(5)}`, `XX-XXXX${d.slice(6)}`]);
}

function luhnOk(d: string): boolean {
  let s = 0;
  for (let i = 0; i < d.length; i++) {
    let v = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; }
    s += v;
  }
  return s % 10 === 0;
}

/** A 9-digit number passing the Luhn check (Canadian SIN and BN roots both use it). */
export function luhn9(rng: Rng, first: string): string {
  for (;;) {
    const d = `${first}${rng.digits(8 - first.length)}`;
    for (let c = 0; c <= 9; c++) if (luhnOk(`${d}${c}`)) return `${d}${c}`;
  }
}

export function sinText(d: string, rng: Rng): string {
  return rng.pick([`${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`, `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`]);
}

export function maskedSin(d: string, rng: Rng): string {
  return rng.pick([`XXX XXX ${d.slice(6)}`, `*** *** ${d.slice(6)}`, `XXX-XXX-${d.slice(6)}`]);
}

/** A BN with its RC program account as printed: `807021415RC0001`, `80702 1415 RC0001`, `807021415 RC 0001`. */
export function bnText(root: string, prog: string, rng: Rng): string {
  return rng.pick([`${root}${prog}`, `${root.slice(0, 5)} ${root.slice(5)} ${prog}`, `${root} ${prog}`, `${root} ${prog.slice(0, 2)} ${prog.slice(2)}`]);
}

export function phone(rng: Rng, area: string): string {
  const n = `${rng.int(2, 9)}${rng.digits(2)}`, l = rng.digits(4);
  return rng.pick([`(${area}) ${n}-${l}`, `${area}-${n}-${l}`, `${area}.${n}.${l}`]);
}

export function routing(rng: Rng): string { return `${rng.pick(['0', '1', '2', '3'])}${rng.digits(8)}`; }
