// The merchant behind one form: every value a layout may print, true or decoy. Drawn from the seed only, never
// from the style, so the typed, handwritten and fillable forms of one seed print the same values.
import type { Rng } from '../../statements/generator/prng.ts';
import { ENTITY_TEXTS, FIRST_F, FIRST_M, INDUSTRIES, LAST, LAST_HARD, PROVINCES, STREET_KINDS, STREET_NAMES, luhnComplete,
  type Entity, type Industry } from './french.ts';

export interface Address { street: string; city: string; prov: string; postal: string }
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Owner {
  first: string; last: string; female: boolean;
  /** A middle initial a careful reader drops ('Luc A. Gagnon' is Luc Gagnon). */
  middle: string | null;
  /** A credential after the name (', CPA'), dropped from the last name. */
  credential: string | null;
  role: string; ownership: number | null; credit: number | null;
  sin: string; sinShown: 'full' | 'masked' | 'blank';
  dob: string | null; home: Address;
}

export interface Merchant {
  legal: string; trade: string | null;
  /** What the form prints for the operating name when there is none: '', 'S.O.', 'Idem' ... (null: the trade name). */
  tradeFiller: string | null;
  entity: Entity; industry: Industry;
  bn: string; taxShown: 'bn_program' | 'bn' | 'sin' | 'blank';
  neq: string; tvq: string;
  start: string; startShown: boolean;
  address: Address; phone: string; email: string; website: string | null; employees: number;
  amount: number; payment: number | null; count: number | null; freq: Freq | null; use: string;
  monthlySales: number; annualRevenue: number;
  owners: Owner[];
  bank: { name: string; transit: string; inst: string; account: string };
  landlord: { name: string; phone: string; rent: number } | null;
  iso: { name: string; phone: string };
  funders: { name: string; balance: number; payment: number }[];
  refs: { name: string; phone: string }[];
  incorporation: string | null;
  witness: string; signDate: string;
}

const slug = (s: string): string => s.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '');
const pad2 = (n: number): string => String(n).padStart(2, '0');
export const isoDate = (y: number, m: number, d: number): string => `${y}-${pad2(m)}-${pad2(d)}`;
const randomDate = (rng: Rng, y0: number, y1: number): string => isoDate(rng.int(y0, y1), rng.int(1, 12), rng.int(1, 28));

export function phone(rng: Rng, prov: string, style: number): string {
  const area = rng.pick(PROVINCES[prov]!.areaCodes), mid = String(rng.int(200, 989)), end = rng.digits(4);
  return [`${area} ${mid}-${end}`, `(${area}) ${mid}-${end}`, `${area}-${mid}-${end}`, `${area}.${mid}.${end}`][style % 4]!;
}

export function address(rng: Rng, prov: string): Address {
  const p = PROVINCES[prov]!;
  const letters = 'ABCEGHJKLMNPRSTVWXYZ';
  const postal = `${rng.pick(p.postal)}${rng.int(0, 9)}${rng.pick([...letters])} ${rng.int(0, 9)}${rng.pick([...letters])}${rng.int(0, 9)}`;
  const kind = rng.pick(STREET_KINDS);
  const suite = rng.chance(0.25) ? `, bureau ${rng.int(100, 450)}` : '';
  return { street: `${rng.int(12, 9850)}, ${kind} ${rng.pick(STREET_NAMES)}${suite}`, city: rng.pick(p.cities), prov, postal };
}

function person(rng: Rng, hardLast: boolean): { first: string; last: string; female: boolean } {
  const female = rng.chance(0.5);
  return { first: rng.pick(female ? FIRST_F : FIRST_M), last: hardLast && rng.chance(0.35) ? rng.pick(LAST_HARD) : rng.pick(LAST), female };
}

const ROLES_F = ['Présidente', 'Vice-présidente', 'Associée', 'Directrice générale', 'Secrétaire-trésorière', 'Actionnaire', 'Propriétaire'];
const ROLES_M = ['Président', 'Vice-président', 'Associé', 'Directeur général', 'Secrétaire-trésorier', 'Actionnaire', 'Propriétaire'];

function owners(rng: Rng, n: number, entity: Entity, prov: string): Owner[] {
  // Shares of 20 % and more, summing to 100 (or less: a silent partner under 20 % is not listed).
  const shares: number[] = n === 1 ? [100] : n === 2 ? rng.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) :
    n === 3 ? rng.pick([[34, 33, 33], [40, 30, 30], [50, 25, 25], [33.33, 33.33, 33.34]]) : rng.pick([[25, 25, 25, 25], [40, 20, 20, 20], [30, 25, 25, 20]]);
  const used = new Set<string>();
  const out: Owner[] = [];
  for (let i = 0; i < n; i++) {
    let p = person(rng, true);
    while (used.has(p.first) || used.has(p.last)) p = person(rng, true);
    used.add(p.first); used.add(p.last);
    const roles = p.female ? ROLES_F : ROLES_M;
    const role = entity.kind === 'sole' ? rng.pick(['Propriétaire unique', 'Propriétaire', p.female ? 'Exploitante' : 'Exploitant'])
      : entity.kind === 'senc' || entity.kind === 'sencrl' ? (p.female ? 'Associée' : 'Associé')
        // A limited partnership's first partner is the general one (commandité), the others limited (commanditaires).
        : entity.kind === 'sec' ? (i === 0 ? (p.female ? 'Commanditée' : 'Commandité') : 'Commanditaire')
          : entity.kind === 'coop' && i > 0 ? (p.female ? 'Administratrice' : 'Administrateur')
            : i === 0 ? roles[0]! : rng.pick(roles.slice(1));
    const homeProv = rng.chance(0.2) ? rng.pick(['ON', 'QC', 'NB']) : prov;
    out.push({ ...p, middle: rng.chance(0.2) ? `${rng.pick([...'ABCDGJLMPR'])}.` : null,
      credential: rng.chance(0.12) ? rng.pick(['CPA', 'ing.', 'MBA']) : null,
      role, ownership: rng.chance(0.88) ? shares[i]! : null, credit: rng.chance(0.6) ? rng.int(560, 815) : null,
      sin: luhnComplete(`${rng.int(1, 7)}${rng.digits(7)}`), sinShown: rng.weighted([['full', 5], ['masked', 3], ['blank', 1]] as const),
      dob: rng.chance(0.85) ? randomDate(rng, 1956, 1996) : null, home: address(rng, homeProv) });
  }
  return out;
}

function legalName(rng: Rng, e: Entity, prov: string, own: Owner[], industry: Industry): string {
  const o = own[0]!;
  // A partnership is named after its partners when the form lists two of them.
  const l2 = own[1]?.last ?? rng.pick(LAST.filter((x) => x !== o.last));
  switch (e.kind) {
    case 'sole': return `${o.first} ${o.last}`;
    case 'senc': return `${o.last} & ${l2} S.E.N.C.`;
    case 'sencrl': return `${o.last} ${l2} S.E.N.C.R.L.`;
    case 'sec': return `${rng.pick(['Immeubles', 'Placements', 'Gestion'])} ${o.last} S.E.C.`;
    case 'coop': return `Coopérative ${rng.pick(['de solidarité du Vieux-Port', 'des travailleurs de ' + PROVINCES[prov]!.cities[0], 'La Récolte'])}`;
    case 'other': return `${rng.pick(['Fiducie familiale', 'Groupe'])} ${o.last}`;
    case 'corp': {
      const numbered = prov === 'QC' ? `${rng.int(9000, 9499)}-${rng.digits(4)} Québec inc.` : `${rng.int(1000, 1599)}${rng.digits(4)} Canada Inc.`;
      return rng.weighted([[numbered, 3], [`Les Entreprises ${o.last} inc.`, 2], [`Gestion ${o.first[0]}. ${o.last} inc.`, 2],
        [`${o.last} & Fils ltée`, 1], [`Groupe ${industry.trades[0]!.split(' ').pop()} inc.`, 1], [`${o.last} ${l2} Ltée`, 1]] as const);
    }
  }
}

const FUNDERS = ['Capital Mont-Royal', 'Avances Laurentides', 'Financement Express QC', 'Fonds Marchand Boréal', 'Prêts Rapides PME',
  'Nordik Cash Advance', 'Capital Saint-Laurent', 'Marchands Plus Financement'];
const BANKS = [['Caisse Desjardins du Plateau', '815'], ['Banque Nationale du Canada', '006'], ['Banque Royale du Canada', '003'],
  ['Banque de Montréal', '001'], ['Banque Laurentienne', '039'], ['Banque TD Canada Trust', '004'], ['Caisse populaire acadienne', '865'],
  ['UNI Coopération financière', '865']] as const;

export function makeMerchant(rng: Rng, o: { maxOwners: number; provinces: readonly (readonly [string, number])[]; industries?: Industry[] }): Merchant {
  const prov = rng.weighted(o.provinces);
  const industry = rng.pick(o.industries ?? INDUSTRIES);
  const entity = rng.weighted(ENTITY_TEXTS.map((e) => [e, e.kind === 'corp' ? 6 : e.kind === 'sole' ? 3 : e.kind === 'other' ? 0.5 : 1] as const));
  const n = entity.kind === 'sole' ? 1 : entity.kind === 'senc' || entity.kind === 'sencrl' ? rng.int(2, Math.max(2, o.maxOwners)) : rng.int(1, o.maxOwners);
  const own = owners(rng, n, entity, prov);
  const first = own[0]!;
  const tradeRaw = rng.pick(industry.trades).replace('{F}', first.first).replace('{L}', first.last);
  const legal = legalName(rng, entity, prov, own, industry);
  // Numbered companies and sole proprietors almost always operate under a name; others sometimes print a filler.
  const needsTrade = /^\d/.test(legal) || entity.kind === 'sole';
  const tradeFiller = needsTrade ? null : rng.weighted([[null, 6], ['', 2], ['S.O.', 1], ['Idem', 1], ['N/A', 1], ['Même que ci-dessus', 1], [legal, 1]] as const);
  const amount = rng.pick([10, 15, 20, 25, 30, 35, 40, 50, 60, 75, 80, 100, 125, 150, 200, 250]) * 1000 + (rng.chance(0.2) ? 500 : 0);
  const freq = rng.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1], [null, 2]] as const);
  const counts = { daily: [100, 120, 140, 160], weekly: [26, 32, 40, 52], biweekly: [13, 18, 26], monthly: [6, 9, 12] };
  const count = freq === null ? null : rng.pick(counts[freq]);
  const payment = count === null ? null : Math.round((amount * rng.pick([1.25, 1.3, 1.35, 1.4, 1.45])) / count * 100) / 100;
  const monthlySales = Math.round(amount * rng.float(0.9, 2.6) / 1000) * 1000 + 350;
  const rents = rng.chance(0.8);
  const stranger = (): { first: string; last: string } => {
    let p = person(rng, false);
    while (own.some((o) => o.last === p.last || o.first === p.first)) p = person(rng, false);
    return p;
  };
  const witness = stranger(), iso = stranger();
  const bank = rng.pick(BANKS);
  return {
    legal, trade: tradeFiller === null ? tradeRaw : null, tradeFiller, entity, industry,
    bn: luhnComplete(`${rng.int(7, 8)}${rng.digits(7)}`),
    // Only a sole proprietor may write a SIN as the business's tax ID.
    taxShown: rng.weighted([['bn_program', 5], ['bn', 3], ['blank', 1], ...(entity.kind === 'sole' ? [['sin', 4] as const] : [])] as const),
    neq: `${rng.pick(['11', '22', '33'])}${rng.digits(8)}`, tvq: `${rng.int(1000, 1299)}${rng.digits(6)}`,
    start: randomDate(rng, 2004, 2023), startShown: rng.chance(0.85),
    address: address(rng, prov), phone: phone(rng, prov, rng.int(0, 3)),
    email: `${rng.pick(['info', 'admin', 'compta', slug(first.first)])}@${slug(tradeRaw).slice(0, 14)}.ca`,
    website: rng.chance(0.5) ? `www.${slug(tradeRaw).slice(0, 16)}.ca` : null,
    employees: rng.int(2, 45), amount, payment, count, freq,
    use: rng.pick(['Fonds de roulement', 'Achat d\'inventaire', 'Rénovations', 'Achat d\'équipement', 'Expansion', 'Marketing et publicité']),
    monthlySales, annualRevenue: monthlySales * 12 + rng.int(1, 9) * 1000,
    owners: own,
    bank: { name: bank[0], inst: bank[1], transit: rng.digits(5), account: rng.digits(rng.int(7, 12)) },
    landlord: rents ? { name: `${rng.pick(['Immeubles', 'Gestion immobilière', 'Placements'])} ${rng.pick(LAST)} inc.`,
      phone: phone(rng, prov, 1), rent: rng.int(18, 95) * 100 } : null,
    iso: { name: `${iso.first} ${iso.last}`, phone: phone(rng, 'QC', 0) },
    // Balances are never round and payments never the requested one: a decoy must not equal a true value.
    funders: rng.shuffle([...FUNDERS]).slice(0, rng.int(0, 2)).map((name) => ({ name, balance: rng.int(400_000, 9_000_000) / 100 + 0.07,
      payment: ((p) => (payment !== null && Math.abs(p - payment) < 0.01 ? p + 1 : p))(rng.int(90, 900) + 0.35) })),
    refs: Array.from({ length: 2 }, () => ({ name: `${rng.pick(['Distribution', 'Fournitures', 'Alimentation', 'Emballages'])} ${rng.pick(LAST)}`,
      phone: phone(rng, prov, 2) })),
    incorporation: entity.kind === 'corp' ? rng.pick(['Loi sur les sociétés par actions (Québec)', 'LCSA (fédéral)', 'Ontario', 'Loi canadienne sur les sociétés par actions',
      'Nouveau-Brunswick'].filter((j) => j !== PROVINCES[prov]!.fr)) : null,
    witness: `${witness.first} ${witness.last}`, signDate: isoDate(rng.pick([2025, 2026]), rng.int(1, 12), rng.int(1, 28)),
  };
}
