// The merchant behind one form (set 116): owners, names, numbers and the request, before any layout prints them.
import type { Rng } from '../../statements/generator/prng.ts';
import { bn, caPlace, itin, person, randomDate, shares, sin, ssn, usPlace, type Person, type Place } from './data.ts';

export type Lang = 'fr' | 'en-ca' | 'es' | 'en-us';
export interface Owner {
  p: Person; title: string; pct: number; taxId: string; taxType: 'SSN' | 'ITIN' | 'SIN'; masked: boolean;
  dob: [number, number, number]; score: number | null; home: Place; cell: string; email: string;
}

const TITLES: Record<Lang, string[]> = {
  fr: ['Président', 'Présidente', 'Propriétaire', 'Associé', 'Associée', 'Directrice générale', 'Vice-président', 'Actionnaire'],
  'en-ca': ['President', 'Owner', 'CEO', 'Director', 'Partner', 'Secretary-Treasurer', 'Managing Partner'],
  es: ['Dueño', 'Dueña', 'Presidente', 'Gerente', 'Socio', 'Socia', 'Owner', 'Managing Member'],
  'en-us': ['Owner', 'President', 'Managing Member', 'CEO', 'Partner', 'Member'],
};

/** 1-4 owners (weighted towards one or two). */
export const ownerCount = (rng: Rng): number => rng.weighted([[1, 4], [2, 4], [3, 2], [4, 1]] as const);

export function makeOwners(rng: Rng, n: number, o: { langs: Lang[]; country: 'US' | 'CA'; oneTokenFirst: boolean; region: string }): Owner[] {
  const pct = shares(rng, n);
  const out: Owner[] = [];
  for (let i = 0; i < n; i++) {
    const lang = rng.pick(o.langs);
    const p = person(rng, lang, o.oneTokenFirst);
    const taxType = o.country === 'CA' ? 'SIN' : rng.chance(lang === 'es' ? 0.3 : 0.05) ? 'ITIN' : 'SSN';
    const taxId = taxType === 'SIN' ? sin(rng) : taxType === 'ITIN' ? itin(rng) : ssn(rng);
    const home = o.country === 'CA' ? caPlace(rng, rng.chance(0.8) ? o.region : 'ON', lang === 'fr') : usPlace(rng, o.region);
    const user = `${p.first[0]}${p.last}`.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();
    out.push({ p, title: n === 1 ? TITLES[lang][rng.pick([0, 1, 2])]! : rng.pick(TITLES[lang]), pct: pct[i]!, taxId, taxType,
      masked: rng.chance(0.3), dob: randomDate(rng, 1952, 1999), score: rng.chance(0.6) ? rng.int(540, 815) : null, home,
      cell: o.country === 'CA' ? `(${rng.pick(['514', '438', '506', '613', '819', '418'])}) ${rng.int(200, 989)}-${rng.digits(4)}` : `(${rng.pick(['305', '786', '956', '323'])}) ${rng.int(200, 989)}-${rng.digits(4)}`,
      email: `${user}@${rng.pick(o.country === 'CA' ? ['videotron.ca', 'gmail.com', 'hotmail.ca', 'bell.net', 'rogers.com'] : ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'])}` });
  }
  return out;
}

/** Full name as one written value: `First M. Last, CPA`; its truth drops the initial and the credential. */
export function fullName(p: Person): string {
  return `${p.first}${p.middle ? ' ' + p.middle : ''} ${p.last}${p.cred ?? ''}`;
}
/** `Last, First M.` (no credential). */
export const lastFirst = (p: Person): string => `${p.last}, ${p.first}${p.middle ? ' ' + p.middle : ''}`;

/** The operating name as written, and its truth: blank, SAME-like words, the legal name again, or a real DBA. */
export function dbaChoice(rng: Rng, legal: string, dba: string, lang: Lang): { text: string | null; truth: string | null } {
  const same = lang === 'fr' ? ['S/O', 'Même', 'N/A', 'SAME'] : lang === 'es' ? ['N/A', 'Mismo', 'SAME'] : ['N/A', 'SAME', 'Same'];
  const k = rng.weighted([['dba', 6], ['blank', 2], ['same', 1.5], ['legal', 0.8]] as const);
  if (k === 'dba') return { text: dba, truth: dba };
  if (k === 'blank') return { text: null, truth: null };
  if (k === 'same') return { text: rng.pick(same), truth: null };
  return { text: legal, truth: null };
}

export interface Request { amount: number; payment: number; n: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly' }
export function request(rng: Rng): Request {
  const amount = rng.pick([15000, 20000, 25000, 30000, 35000, 40000, 45000, 50000, 60000, 75000, 80000, 100000, 125000, 150000, 12500, 37500]);
  const freq = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1.5], ['monthly', 1]] as const);
  const n = freq === 'daily' ? rng.pick([100, 120, 140, 160, 180]) : freq === 'weekly' ? rng.pick([20, 26, 32, 40, 52]) : freq === 'biweekly' ? rng.pick([12, 13, 18, 26]) : rng.pick([6, 9, 12]);
  const factor = rng.pick([1.25, 1.3, 1.35, 1.4, 1.45]);
  const payment = Math.round((amount * factor / n) * 100) / 100;
  return { amount, payment, n, freq };
}

/** Business tax numbers of one case: a Canadian BN (9 digits) with an optional program account, or a US EIN. */
export function bnWithProgram(rng: Rng): { bn: string; prog: string | null } {
  return { bn: bn(rng), prog: rng.chance(0.6) ? `${rng.pick(['RC', 'RT', 'RP'])}000${rng.int(1, 2)}` : null };
}

export function existingAdvances(rng: Rng, fr: boolean): { funder: string; balance: number; payment: number }[] {
  const funders = ['Clearco', 'Merchant Growth', 'Journey Capital', 'Smarter Loans Capital', 'Financement Lucrum', 'Canacap', 'Fundthrough',
    'Lendified', 'Capital Prêt-Express', 'iCapital Funding'];
  const fundersUs = ['Yellowstone Capital', 'Rapid Finance', 'Kalamata Capital', 'Mantis Funding', 'CFG Merchant Solutions', 'Fox Capital Group',
    'Pearl Capital', 'Credibly'];
  const k = rng.weighted([[0, 4], [1, 3], [2, 1.5]] as const);
  const out = [];
  for (let i = 0; i < k; i++) {
    const balance = rng.int(30, 400) * 100;
    out.push({ funder: rng.pick(fr ? funders : fundersUs), balance, payment: Math.round(balance / rng.int(40, 120)) });
  }
  return out;
}
export { ssn, sin, bn, itin };
