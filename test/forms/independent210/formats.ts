// Printed formats of dates, money, phones and tax ids, and the random numbers behind them.
import { Rng } from '../../statements/generator/prng.ts';

export interface Address { street: string; city: string; state: string; zip: string }

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Avenue', 'Route 9', 'Harbor Blvd', 'Oak Ridge Rd', 'Market Street', 'Lincoln Hwy'];
const CITIES = ['Springfield', 'Riverton', 'Fairview', 'Oakdale', 'Millbrook', 'Lakewood', 'Franklin', 'Greenville', 'Clayton', 'Georgetown'];

export const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const isoDate = (y: number, m: number, d: number): string => `${y}-${pad(m)}-${pad(d)}`;

/** 0 MM/DD/YYYY, 1 M/D/YY, 2 Month D, YYYY, 3 MM-DD-YYYY, 4 Mon. D, YYYY. */
export function fmtDate(iso: string, variant: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  switch (variant) {
    case 1: return `${m}/${d}/${String(y).slice(2)}`;
    case 2: return `${MONTHS[m - 1]} ${d}, ${y}`;
    case 3: return `${pad(m)}-${pad(d)}-${y}`;
    case 4: return `${MONTHS[m - 1]!.slice(0, 3)}. ${d}, ${y}`;
    default: return `${pad(m)}/${pad(d)}/${y}`;
  }
}

/** 0 $12,500.00, 1 $12,500, 2 12500, 3 12,500.00, 4 $ 12,500 (cents always shown when there are any). */
export function fmtMoney(v: number, variant: number): string {
  const cents = Math.round(v * 100) % 100 !== 0;
  const grouped = v.toLocaleString('en-US', { minimumFractionDigits: cents || variant === 0 || variant === 3 ? 2 : 0, maximumFractionDigits: 2 });
  switch (variant) {
    case 1: return `$${grouped}`;
    case 2: return cents ? v.toFixed(2) : String(v);
    case 3: return grouped;
    case 4: return `$ ${grouped}`;
    default: return `$${grouped}`;
  }
}

export function fmtPhone(r: Rng, variant: number): string {
  const a = `${r.int(2, 9)}${r.digits(2)}`, b = `${r.int(2, 9)}${r.digits(2)}`, c = r.digits(4);
  return variant === 1 ? `${a}-${b}-${c}` : variant === 2 ? `${a}.${b}.${c}` : `(${a}) ${b}-${c}`;
}

const EIN_PREFIXES = ['10', '11', '12', '13', '20', '22', '23', '26', '27', '30', '33', '35', '36', '38', '41', '45', '46', '47', '52', '54',
  '56', '58', '61', '65', '71', '74', '76', '81', '82', '83', '84', '86', '87', '88', '90', '91', '92', '93', '98', '99'];
export const ein = (r: Rng): string => `${r.pick(EIN_PREFIXES)}${r.digits(7)}`;
export const ssn = (r: Rng): string => `${pad(r.int(101, 665), 3)}${pad(r.int(1, 99))}${pad(r.int(1, 9999), 4)}`;

export function fmtTaxId(d: string, kind: 'ein' | 'ssn' | 'bare'): string {
  return kind === 'ein' ? `${d.slice(0, 2)}-${d.slice(2)}` : kind === 'ssn' ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : d;
}

export function address(r: Rng, state: string): Address {
  return { street: `${r.int(12, 9870)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 450)}` : ''}`, city: r.pick(CITIES), state, zip: pad(r.int(1001, 99950), 5) };
}

export const oneLine = (a: Address, stateText = a.state): string => `${a.street}, ${a.city}, ${stateText} ${a.zip}`;
