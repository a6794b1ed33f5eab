// Fictional Canadian merchants for set 24: names, addresses, BN/SIN with Luhn check digits, owners, amounts,
// and the decoys (landlord, references, ISO rep, existing funders, bank numbers, GST/HST, NEQ).
import { Rng } from '../../statements/generator/prng.ts';

export interface Prov { code: string; en: string; fr: string; cities: string[]; postal: string; area: string }
export const PROVS: Prov[] = [
  { code: 'ON', en: 'Ontario', fr: 'Ontario', cities: ['Toronto', 'Mississauga', 'Ottawa', 'Hamilton', 'London', 'Barrie'], postal: 'KLMNP', area: '416' },
  { code: 'QC', en: 'Quebec', fr: 'Québec', cities: ['Montréal', 'Laval', 'Québec', 'Sherbrooke', 'Gatineau', 'Trois-Rivières'], postal: 'GHJ', area: '514' },
  { code: 'BC', en: 'British Columbia', fr: 'Colombie-Britannique', cities: ['Vancouver', 'Surrey', 'Kelowna', 'Victoria', 'Burnaby'], postal: 'V', area: '604' },
  { code: 'AB', en: 'Alberta', fr: 'Alberta', cities: ['Calgary', 'Edmonton', 'Red Deer', 'Lethbridge'], postal: 'T', area: '403' },
  { code: 'MB', en: 'Manitoba', fr: 'Manitoba', cities: ['Winnipeg', 'Brandon', 'Steinbach'], postal: 'R', area: '204' },
  { code: 'SK', en: 'Saskatchewan', fr: 'Saskatchewan', cities: ['Saskatoon', 'Regina', 'Moose Jaw'], postal: 'S', area: '306' },
  { code: 'NS', en: 'Nova Scotia', fr: 'Nouvelle-Écosse', cities: ['Halifax', 'Dartmouth', 'Truro'], postal: 'B', area: '902' },
  { code: 'NB', en: 'New Brunswick', fr: 'Nouveau-Brunswick', cities: ['Moncton', 'Saint John', 'Fredericton'], postal: 'E', area: '506' },
];

const FIRST = ['Marie-Ève', 'Jean-François', 'Olivier', 'Priya', 'Liam', 'Chloé', 'Mathieu', 'Aisha', 'Connor', 'Mei', 'Gurpreet', 'Sophie',
  'Étienne', 'Nadia', 'Raj', 'Amélie', 'Darren', 'Fatima', 'Kwame', 'Isabelle', 'Hamza', 'Jasmine', 'Luc', 'Tanya'];
const LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'MacDonald', 'Singh', 'Nguyen', 'Bouchard', 'Leblanc-Roy', 'Van der Berg', "O'Neill",
  'Pelletier', 'Chen', 'Fraser', 'Desjardins', 'St-Pierre', 'Dhillon', 'Morrison', 'Lavoie', 'de la Fontaine', 'Okafor', 'Kowalczyk'];
const WORDS = ['Northern', 'Maple', 'Lakeshore', 'Boréal', 'Cedar', 'Harbour', 'Laurentian', 'Prairie', 'Granite', 'Aurora', 'Fundy', 'Rideau', 'Chinook'];
const STREETS = ['King Street West', 'rue Saint-Denis', 'Jasper Avenue', 'Portage Avenue', 'Barrington Street', 'boulevard René-Lévesque',
  'Main Street', 'Yonge Street', '17th Avenue SW', 'Granville Street', 'chemin Sainte-Foy', 'Water Street'];

export interface Industry { id: string; en: string; fr: string; noun: string }
export const INDUSTRIES: Industry[] = [
  { id: 'restaurant', en: 'Family restaurant', fr: 'Restaurant familial', noun: 'Bistro' },
  { id: 'personal_care', en: 'Hair salon', fr: 'Salon de coiffure', noun: 'Coiffure' },
  { id: 'auto_repair', en: 'Auto repair / body shop', fr: 'Garage - body shop et mécanique', noun: 'Auto Service' },
  { id: 'specialty_trade_contractor', en: 'Plumbing and heating', fr: 'Plomberie (plumbing) et chauffage', noun: 'Plumbing' },
  { id: 'dental_practice', en: 'Dental office', fr: 'Clinique dentaire (dental office)', noun: 'Dental' },
  { id: 'landscaping', en: 'Landscaping and snow removal', fr: 'Paysagiste (landscaper) et déneigement', noun: 'Landscaping' },
  { id: 'convenience_store', en: 'Convenience store', fr: 'Dépanneur (convenience store)', noun: 'Dépanneur' },
  { id: 'restaurant', en: 'Coffee shop', fr: 'Restaurant - café', noun: 'Café' },
  { id: 'veterinary', en: 'Veterinary clinic', fr: 'Clinique vétérinaire (animal hospital)', noun: 'Animal Hospital' },
  { id: 'childcare', en: 'Daycare centre', fr: 'Garderie (daycare)', noun: 'Daycare' },
  { id: 'fitness', en: 'Fitness centre / gym', fr: 'Centre de conditionnement (gym)', noun: 'Fitness' },
  { id: 'retail_general', en: 'Clothing boutique', fr: 'Boutique de vêtements', noun: 'Boutique' },
  { id: 'trucking_local', en: 'Moving company', fr: 'Déménagement (moving company)', noun: 'Moving' },
  { id: 'dry_cleaning', en: 'Dry cleaner', fr: 'Nettoyeur (dry cleaner)', noun: 'Cleaners' },
];

/** Entity kinds with their printed words: English, French, a name suffix. */
export interface Entity { id: string; en: string; fr: string; suffix: string; suffixFr: string }
export const ENTITIES: Entity[] = [
  { id: 'ca_corporation', en: 'Corporation', fr: 'Société par actions', suffix: 'Inc.', suffixFr: 'inc.' },
  { id: 'ca_corporation', en: 'Corporation', fr: 'Compagnie', suffix: 'Ltd.', suffixFr: 'ltée' },
  { id: 'sole_proprietorship', en: 'Sole Proprietorship', fr: 'Entreprise individuelle', suffix: '', suffixFr: '' },
  { id: 'general_partnership', en: 'Partnership', fr: 'Société en nom collectif', suffix: '& Associates', suffixFr: 'S.E.N.C.' },
  { id: 'limited_partnership', en: 'Limited Partnership', fr: 'Société en commandite', suffix: 'LP', suffixFr: 'S.E.C.' },
  { id: 'cooperative', en: 'Co-operative', fr: 'Coopérative', suffix: 'Co-operative', suffixFr: 'Coop' },
];

export interface Person { first: string; middle: string | null; last: string }
export interface Owner extends Person { role: string; roleFr: string; pct: number; sin: string; dob: string; score: number; street: string; city: string; postal: string; phone: string }
export interface Merchant {
  legal: string; trade: string | null; entity: Entity; industry: Industry; bn: string; program: string; ref: string;
  prov: Prov; city: string; street: string; postal: string; phone: string; email: string; website: string;
  start: string; amount: number; payment: number; nPay: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  owners: Owner[]; gst: string; neq: string; employees: number; monthly: number;
  bank: { name: string; inst: string; transit: string; account: string };
  landlord: { name: string; phone: string; rent: number }; refs: { name: string; phone: string }[];
  iso: { name: string; company: string; phone: string; email: string }; funders: { name: string; balance: number; payment: number }[];
}

/** 9 digits whose Luhn check holds (BN and SIN). */
export function luhn9(rng: Rng, first: string): string {
  for (;;) {
    const s = first + rng.digits(8 - first.length);
    for (let c = 0; c <= 9; c++) {
      const d = s + String(c);
      let sum = 0;
      for (let i = 0; i < 9; i++) { let v = Number(d[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; sum += v; }
      if (sum % 10 === 0) return d;
    }
  }
}

function postal(rng: Rng, letters: string): string {
  const L = 'ABCEGHJKLMNPRSTVWXYZ';
  return `${rng.pick([...letters])}${rng.int(0, 9)}${rng.pick([...L])} ${rng.int(0, 9)}${rng.pick([...L])}${rng.int(0, 9)}`;
}
const phone = (rng: Rng, area: string): string => `(${area}) ${rng.int(200, 989)}-${rng.digits(4)}`;
const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
export const person = (rng: Rng): Person => ({ first: rng.pick(FIRST), middle: rng.chance(0.25) ? rng.pick(['A.', 'J.', 'M.', 'R.']) : null, last: rng.pick(LAST) });
export const full = (p: Person): string => [p.first, p.middle, p.last].filter(Boolean).join(' ');

const SPLITS: number[][] = [[100], [60, 40], [50, 50], [51, 49], [40, 35, 25], [34, 33, 33], [25, 25, 25, 25], [70, 30], [40, 30, 30]];

export function merchant(seed: number, layout: string, o: { prov?: string; maxOwners?: number } = {}): Merchant {
  const rng = new Rng(`independent24:${layout}:${seed}`);
  const prov = o.prov ? PROVS.find((p) => p.code === o.prov)! : rng.pick(PROVS);
  const industry = rng.pick(INDUSTRIES);
  const entity = rng.weighted(ENTITIES.map((e) => [e, e.id === 'ca_corporation' ? 3 : 1] as const));
  const split = rng.pick(SPLITS.filter((s) => s.length <= (o.maxOwners ?? 4) && (entity.id !== 'sole_proprietorship' || s.length === 1) && (entity.id === 'sole_proprietorship' || s.length > 1 || rng.chance(0.5))));
  const fr = prov.code === 'QC';
  const owners: Owner[] = split.map((pct, i) => {
    const p = person(rng);
    const year = rng.int(1958, 1996);
    return { ...p, pct, role: i === 0 ? rng.pick(['President', 'Owner', 'CEO', 'Director']) : rng.pick(['Vice-President', 'Partner', 'Director', 'Secretary']),
      roleFr: i === 0 ? rng.pick(['Président', 'Propriétaire', 'Administratrice']) : rng.pick(['Vice-président', 'Associé', 'Secrétaire']),
      sin: luhn9(rng, String(rng.pick([1, 2, 3, 4, 5, 6, 7]))), dob: iso(year, rng.int(1, 12), rng.int(1, 28)), score: rng.int(560, 810),
      street: `${rng.int(10, 9800)} ${rng.pick(STREETS)}`, city: rng.pick(prov.cities), postal: postal(rng, prov.postal), phone: phone(rng, prov.area) };
  });
  const word = rng.pick(WORDS);
  const noun = industry.noun;
  const numbered = entity.id === 'ca_corporation' && rng.chance(0.3);
  let legal: string;
  let trade: string | null = `${word} ${noun}`;
  if (entity.id === 'sole_proprietorship') legal = `${owners[0]!.first} ${owners[0]!.last}`;
  else if (numbered) legal = `${rng.int(1000000, 9999999)} ${fr ? 'Québec' : prov.en} ${fr ? entity.suffixFr : entity.suffix}`;
  else { legal = `${word} ${noun} ${rng.pick(['Group', 'Enterprises', 'Holdings', 'Services'])} ${fr ? entity.suffixFr : entity.suffix}`.trim(); if (rng.chance(0.4)) trade = null; }
  const start = iso(rng.int(2004, 2022), rng.int(1, 12), rng.int(1, 28));
  const amount = rng.pick([15000, 20000, 25000, 30000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000]) + (rng.chance(0.2) ? 500 : 0);
  const freq = rng.pick(['daily', 'weekly', 'biweekly', 'monthly'] as const);
  const nPay = freq === 'daily' ? rng.pick([100, 120, 140, 160]) : freq === 'weekly' ? rng.pick([26, 32, 40, 52]) : freq === 'biweekly' ? rng.pick([13, 18, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((amount * 1.35 / nPay) * 100) / 100;
  const bn = luhn9(rng, String(rng.int(7, 8)));
  const refName = (): string => `${rng.pick(WORDS)} ${rng.pick(['Supply', 'Wholesale', 'Distribution', 'Foods', 'Packaging'])} ${rng.pick(['Ltd.', 'Inc.', 'Co.'])}`;
  return {
    legal, trade, entity, industry, bn, program: rng.pick(['RC', 'RC', 'RT']), ref: rng.pick(['0001', '0001', '0002']), prov,
    city: rng.pick(prov.cities), street: `${rng.int(2, 4999)} ${rng.pick(STREETS)}${rng.chance(0.4) ? `, Suite ${rng.int(100, 900)}` : ''}`,
    postal: postal(rng, prov.postal), phone: phone(rng, prov.area), email: `info@${word.toLowerCase().replace(/é/g, 'e')}${noun.toLowerCase().replace(/[^a-z]/g, '')}.ca`,
    website: `www.${word.toLowerCase().replace(/é/g, 'e')}${noun.toLowerCase().replace(/[^a-z]/g, '')}.ca`, start, amount, payment, nPay, freq, owners,
    gst: luhn9(rng, String(rng.int(7, 8))), neq: `11${rng.digits(8)}`, employees: rng.int(2, 45), monthly: rng.int(18, 160) * 1000 + 500,
    bank: { name: rng.pick(['Banque Nationale', 'RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'Desjardins', 'BMO', 'CIBC', 'ATB Financial']),
      inst: rng.pick(['001', '002', '003', '004', '006', '010', '815']), transit: rng.digits(5), account: rng.digits(rng.int(7, 12)) },
    landlord: { name: `${rng.pick(WORDS)} Properties ${rng.pick(['Ltd.', 'Inc.', 'REIT'])}`, phone: phone(rng, prov.area), rent: rng.int(18, 120) * 100 },
    refs: [{ name: refName(), phone: phone(rng, prov.area) }, { name: refName(), phone: phone(rng, prov.area) }],
    iso: { ...(() => { const p = person(rng); return { name: `${p.first} ${p.last}` }; })(), company: `${rng.pick(WORDS)} Capital Advisors`, phone: phone(rng, '905'), email: `deals@${rng.pick(['fundbridge', 'capnorth', 'lendpath'])}.ca` },
    funders: rng.chance(0.6) ? [{ name: rng.pick(['Beacon Advance Corp.', 'Northstar Funding', 'Pinnacle MCA Ltd.', 'Capital Quest']), balance: rng.int(40, 300) * 100, payment: rng.int(80, 900) }] : [],
  };
}

export const money = (n: number, style: 'us' | 'cad' | 'fr' | 'space' | 'plain'): string => {
  const [i, d] = n.toFixed(2).split('.') as [string, string];
  const g = (sep: string): string => i.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  switch (style) {
    case 'us': return `$${g(',')}.${d}`;
    case 'cad': return `$${g(',')}.${d} CAD`;
    case 'fr': return `${g(' ')},${d} $`;
    case 'space': return `$ ${g(' ')}.${d}`;
    default: return `${i}.${d}`;
  }
};
const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function date(isoDate: string, style: 'iso' | 'us' | 'fr' | 'en' | 'mdy2'): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  if (style === 'iso') return isoDate;
  if (style === 'us') return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
  if (style === 'mdy2') return `${m}/${d}/${String(y).slice(2)}`;
  if (style === 'fr') return `${d} ${MONTHS_FR[m - 1]} ${y}`;
  return `${MONTHS_EN[m - 1]} ${d}, ${y}`;
}
export const bnFull = (m: Merchant, sep = ' '): string => `${m.bn}${sep}${m.program}${m.ref}`;
export const sinDashed = (s: string, sep = '-'): string => `${s.slice(0, 3)}${sep}${s.slice(3, 6)}${sep}${s.slice(6)}`;
