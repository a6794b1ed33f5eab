// What a layout is: its broker, look, wording and the choices that decide which values it prints (and so the truth).
import type { FormLook } from './form.ts';
import type { Country, Product } from './data.ts';

export type SectionKey = 'business' | 'request' | 'uses' | 'owners' | 'pfs' | 'cosigner' | 'collateral' | 'bank' | 'debts' | 'sign';
export interface Spec {
  name: string; broker: string; country: Country; look: FormLook; title: string; subtitle: string; brokerLine: string;
  words: { legal: string; dba: string; taxId: string; start: string; entity: string; industry: string; amount: string; term: string; owner: string };
  products: Record<Product, string>;
  request: 'single' | 'perProduct' | 'payment';
  dates: 'us' | 'short' | 'long' | 'years';
  entityAs: 'checks' | 'text';
  ownerName: 'full' | 'lastFirst' | 'split';
  creditScore: boolean;
  ownersAs?: 'blocks' | 'grid';
  order: SectionKey[];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function money(n: number, cents = false): string {
  return '$' + n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 });
}

export function fmtDate(iso: string, how: Spec['dates']): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (how === 'long') return `${MONTHS[m - 1]} ${d}, ${y}`;
  if (how === 'short') return `${m}/${d}/${String(y).slice(2)}`;
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
}

export function fmtTaxId(digits: string, type: string): string {
  if (type === 'EIN') return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  if (type === 'SSN' || type === 'ITIN') return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}
