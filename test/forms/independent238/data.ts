// Seeded fictional Canadian merchants for set 238: names, numbers (Luhn-valid BN / SIN), dates and money in the
// spellings Canadian forms print. Truth values are returned beside the printed text so a layout never re-derives them.
import type { Rng } from '../../statements/generator/prng.ts';

export type Lang = 'fr' | 'en';

/** A 9-digit number whose last digit is the Luhn check digit (BN and SIN share the rule). */
export function luhn9(rng: Rng, first: string): string {
  let s = first;
  while (s.length < 8) s += String(rng.int(0, 9));
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(s[i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return s + String((10 - (sum % 10)) % 10);
}

export const spaced9 = (d: string, sep: string): string => `${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;

export interface Province { code: string; en: string; fr: string; city: string; postal: string; street: string }
export const PROVINCES: Province[] = [
  { code: 'QC', en: 'Quebec', fr: 'Québec', city: 'Montréal', postal: 'H2X 1Y4', street: 'rue Saint-Denis' },
  { code: 'QC', en: 'Quebec', fr: 'Québec', city: 'Trois-Rivières', postal: 'G9A 5H3', street: 'boulevard des Forges' },
  { code: 'QC', en: 'Quebec', fr: 'Québec', city: 'Gatineau', postal: 'J8X 2K1', street: 'rue Laurier' },
  { code: 'ON', en: 'Ontario', fr: 'Ontario', city: 'Ottawa', postal: 'K1P 5G4', street: 'Bank Street' },
  { code: 'ON', en: 'Ontario', fr: 'Ontario', city: 'Mississauga', postal: 'L5B 3C2', street: 'Dundas Street West' },
  { code: 'NB', en: 'New Brunswick', fr: 'Nouveau-Brunswick', city: 'Moncton', postal: 'E1C 4M3', street: 'Main Street' },
  { code: 'BC', en: 'British Columbia', fr: 'Colombie-Britannique', city: 'Kelowna', postal: 'V1Y 6H2', street: 'Bernard Avenue' },
  { code: 'AB', en: 'Alberta', fr: 'Alberta', city: 'Red Deer', postal: 'T4N 1X5', street: 'Gaetz Avenue' },
  { code: 'SK', en: 'Saskatchewan', fr: 'Saskatchewan', city: 'Saskatoon', postal: 'S7K 1J5', street: '2nd Avenue North' },
  { code: 'MB', en: 'Manitoba', fr: 'Manitoba', city: 'Brandon', postal: 'R7A 1P4', street: 'Rosser Avenue' },
  { code: 'NS', en: 'Nova Scotia', fr: 'Nouvelle-Écosse', city: 'Halifax', postal: 'B3J 1S9', street: 'Barrington Street' },
];

const FR_FIRST = ['Marie-Ève', 'Jean-François', 'Geneviève', 'Mathieu', 'Isabelle', 'Étienne', 'Chloé', 'Louis-Philippe', 'Nathalie', 'Benoît', 'Sophie', 'Frédéric'];
const EN_FIRST = ['Graham', 'Priya', 'Connor', 'Aisha', 'Malcolm', 'Jasmine', 'Declan', 'Harpreet', 'Olivia', 'Trevor', 'Mei', 'Raymond'];
const FR_LAST = ['Tremblay', 'Gagnon-Roy', 'Bouchard', 'de la Fontaine', 'Saint-Pierre', 'Côté', 'Lévesque', 'Du Berger', 'Morin-Lapointe', 'Bélanger'];
const EN_LAST = ['MacDonald', "O'Connell", 'Van Houtte', 'Singh-Gill', 'Campbell', 'McKenzie', 'Nguyen', 'de Sousa', 'Fraser', 'Kowalchuk'];

export interface Person { first: string; middle: string | null; last: string; sin: string; dob: string; score: number; city: string }

export function person(rng: Rng, lang: Lang, used: Set<string>): Person {
  const draw = (): [string, string] => {
    const fr = lang === 'fr' ? rng.chance(0.85) : rng.chance(0.25);
    return [rng.pick(fr ? FR_FIRST : EN_FIRST), rng.pick(fr ? FR_LAST : EN_LAST)];
  };
  let [first, last] = draw();
  while (used.has(last) || used.has(first)) [first, last] = draw();
  used.add(last); used.add(first);
  const middle = rng.chance(0.35) ? rng.pick('ABCDGJLMPR'.split('')) : null;
  const y = rng.int(1958, 1996), m = rng.int(1, 12), d = rng.int(1, 28);
  return { first, middle, last, sin: luhn9(rng, String(rng.pick([1, 2, 4, 5, 6, 7]))), dob: iso(y, m, d), score: rng.int(580, 835),
    city: rng.pick(['Laval', 'Longueuil', 'Lévis', 'Sherbrooke', 'Kanata', 'Burlington', 'Dieppe', 'Airdrie', 'Vernon']) };
}

export const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateFmt = 'iso' | 'dmy' | 'mdy' | 'fr-long' | 'en-long';
/** The form's own date hint for its label ("AAAA-MM-JJ"), empty for spelled-out months. */
export function dateHint(fmt: DateFmt, lang: Lang): string {
  if (fmt === 'iso') return lang === 'fr' ? 'AAAA-MM-JJ' : 'YYYY-MM-DD';
  if (fmt === 'dmy') return lang === 'fr' ? 'JJ/MM/AAAA' : 'DD/MM/YYYY';
  if (fmt === 'mdy') return 'MM/DD/YYYY';
  return '';
}
export function fmtDate(isoDate: string, fmt: DateFmt): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  switch (fmt) {
    case 'iso': return isoDate;
    case 'dmy': return `${dd}/${mm}/${y}`;
    case 'mdy': return `${mm}/${dd}/${y}`;
    case 'fr-long': return `${d === 1 ? '1er' : d} ${MOIS[m - 1]} ${y}`;
    case 'en-long': return `${MONTHS[m - 1]} ${d}, ${y}`;
  }
}

/** Money in a French or English Canadian spelling. */
export function fmtMoney(v: number, lang: Lang, rng: Rng): string {
  const cents = !Number.isInteger(v) || rng.chance(0.5);
  const [ip, fp] = v.toFixed(2).split('.') as [string, string];
  if (lang === 'fr') {
    const grouped = ip.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
    const body = cents ? `${grouped},${fp}` : grouped;
    return rng.pick([`${body} $`, `${body} $`, `${body} $ CAD`]);
  }
  const grouped = ip.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = cents ? `${grouped}.${fp}` : grouped;
  return rng.pick([`$${body}`, `$ ${body}`, `CAD ${body}`, `$${body} CAD`]);
}

/** A printed industry description and the reference id the longest-alias rule gives it (checked in the test). */
export const INDUSTRIES: Record<Lang, [string, string][]> = {
  fr: [['Restaurant familial', 'restaurant'], ['Salon de coiffure', 'personal_care'], ['Boutique de vêtements', 'retail_general'],
    ['Microbrasserie et pub', 'bar_nightclub'], ['Épicerie fine / deli', 'grocery'], ['Entretien HVAC commercial', 'specialty_trade_contractor'],
    ['Centre de gym', 'fitness'], ['Service de taxi', 'taxi_limo_rideshare']],
  en: [['Collision repair / body shop', 'auto_repair'], ['Veterinary clinic', 'veterinary'], ['Dental office', 'dental_practice'],
    ['Landscaping and snow removal', 'landscaping'], ['Long haul trucking', 'trucking_long_haul'], ['Commercial cleaning', 'cleaning_services'],
    ['Plumbing & heating', 'specialty_trade_contractor'], ['Full-service restaurant', 'restaurant']],
};

const STEMS_FR = ['Boulangerie Les Trois Épis', 'Groupe Nordet', 'Atelier Bois-Franc', 'Services Rive-Sud', 'Distribution Val-Bélair', 'Le Comptoir Saint-Roch'];
const STEMS_EN = ['Northshore Provisions', 'Red Pine Mechanical', 'Harbourview Hospitality', 'Tamarack Logistics', 'Granite Bay Trades', 'Prairie Lantern'];

export interface Entity { printed: string; id: string; suffix: string }
/** Entity types by language, with the suffix the legal name carries. Labels are spelled as reference labels/aliases. */
export const ENTITIES: Record<Lang, Entity[]> = {
  fr: [{ printed: 'Société par actions', id: 'ca_corporation', suffix: 'inc.' }, { printed: 'Entreprise individuelle', id: 'sole_proprietorship', suffix: '' },
    { printed: 'S.E.N.C.', id: 'general_partnership', suffix: 'S.E.N.C.' }, { printed: 'S.E.C.', id: 'limited_partnership', suffix: 'S.E.C.' },
    { printed: 'Coopérative', id: 'cooperative', suffix: 'Coop' }],
  en: [{ printed: 'Corporation', id: 'ca_corporation', suffix: 'Ltd.' }, { printed: 'Sole Proprietorship', id: 'sole_proprietorship', suffix: '' },
    { printed: 'Partnership', id: 'general_partnership', suffix: '' }, { printed: 'Limited Partnership', id: 'limited_partnership', suffix: 'LP' },
    { printed: 'ULC', id: 'ca_ulc', suffix: 'ULC' }],
};

export interface Owner { p: Person; role: string; share: number }
export interface Merchant {
  lang: Lang; entity: Entity; legal: string; dba: string | null; province: Province; streetNo: number; bn: string; program: string | null;
  start: string; industry: [string, string]; amount: number; owners: Owner[]; numbered: boolean;
}

const ROLES: Record<Lang, string[]> = { fr: ['Président', 'Vice-présidente', 'Associé', 'Secrétaire-trésorière', 'Directeur général'],
  en: ['President', 'Director', 'Partner', 'CEO', 'Secretary-Treasurer'] };

const PARTNER_ROLES: Record<Lang, string[]> = { fr: ['Associé', 'Associée', 'Associé directeur'], en: ['Partner', 'General Partner', 'Managing Partner'] };

export function merchant(rng: Rng, lang: Lang, provinces: Province[], entities = ENTITIES[lang]): Merchant {
  const entity = rng.pick(entities);
  const province = rng.pick(provinces);
  const sole = entity.id === 'sole_proprietorship';
  const partners = /partnership/.test(entity.id);
  const n = sole ? 1 : partners ? rng.int(2, 3) : rng.weighted([[1, 3], [2, 4], [3, 2]] as const);
  const shares = n === 1 ? [100] : n === 2 ? rng.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : rng.pick([[40, 35, 25], [34, 33, 33], [50, 25, 25]]);
  const used = new Set<string>();
  const owners: Owner[] = shares.map((share, i) => ({ p: person(rng, lang, used), share,
    role: sole ? (lang === 'fr' ? 'Propriétaire' : 'Owner') : partners ? rng.pick(PARTNER_ROLES[lang]) : i === 0 ? ROLES[lang][rng.int(0, 1)]! : rng.pick(ROLES[lang].slice(1)) }));
  const stem = rng.pick(lang === 'fr' ? STEMS_FR : STEMS_EN);
  const numbered = entity.id === 'ca_corporation' && rng.chance(0.3);
  let legal: string;
  if (sole) legal = `${owners[0]!.p.first} ${owners[0]!.p.last}`;
  else if (numbered) legal = lang === 'fr' ? `${rng.int(9000, 9499)}-${rng.digits(4)} Québec inc.` : `${rng.int(1000000, 2999999)} ${province.en} ${rng.pick(['Inc.', 'Ltd.'])}`;
  else if (entity.id === 'ca_corporation') legal = `${stem} ${rng.pick(lang === 'fr' ? ['inc.', 'Ltée', 'Inc.'] : ['Ltd.', 'Inc.', 'Limited', 'Corp.'])}`;
  else legal = entity.suffix ? `${stem} ${entity.suffix}` : stem;
  const industry = rng.pick(INDUSTRIES[lang]);
  let dba: string | null = null;
  if (numbered || sole) dba = rng.chance(0.85) ? stem : null;
  else if (rng.chance(0.5)) dba = rng.pick(lang === 'fr' ? ['Chez ', 'Les Délices ', 'Café '] : ['The ', 'Express ', '']) + stem.split(' ').slice(-1)[0]!;
  const y = rng.int(2004, 2022);
  return { lang, entity, legal, dba, province, streetNo: rng.int(12, 9800), bn: luhn9(rng, String(rng.int(1, 8))),
    program: rng.chance(0.6) ? `RC${rng.pick(['0001', '0001', '0002'])}` : null, start: iso(y, rng.int(1, 12), rng.int(1, 28)),
    industry, amount: rng.pick([25000, 40000, 60000, 75000, 90000, 125000, 150000, 210000, 18500, 37250.5]), owners, numbered };
}

/** The rule's first name / last name for an owner. */
export const truthName = (o: Owner): { first_name: string; last_name: string } => ({ first_name: o.p.first, last_name: o.p.last });
export const displayName = (p: Person, withMiddle: boolean): string => `${p.first}${withMiddle && p.middle ? ` ${p.middle}.` : ''} ${p.last}`;
