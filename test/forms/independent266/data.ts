// Fictional Canadian merchants for set 266, and the reading rules of applications.md applied to what is printed
// (entity type by alias, industry by the longest word-bounded alias, BN / SIN digits, money, dates, names).
import { readFileSync } from 'node:fs';
import type { Rng } from '../../statements/generator/prng.ts';

export const REFERENCE_DIR = process.env.MCA_REFERENCE_DIR ?? '/work/shared/reference';

interface RefItem { id?: string; code?: string; label?: string; name?: string; aliases?: string[]; countries?: string[] }
function items(file: string): RefItem[] {
  return (JSON.parse(readFileSync(`${REFERENCE_DIR}/${file}`, 'utf8')) as { items: RefItem[] }).items;
}
export const ENTITY_TYPES = items('entity-types.json');
export const INDUSTRIES = items('industries.json');
export const PROVINCES = items('provinces.json');

const norm = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}\s]/gu, '').replace(/\s+/g, ' ').trim();

/** The Canadian entity-type id whose id, label or alias equals the printed text (case and punctuation ignored). */
export function entityIdFor(text: string): string {
  const n = norm(text);
  const hits = ENTITY_TYPES.filter((e) => (e.countries ?? []).includes('CA')
    && [e.id ?? '', e.label ?? '', ...(e.aliases ?? [])].some((a) => norm(a) === n));
  const ca = hits.filter((e) => e.id!.startsWith('ca_'));
  const pick = ca.length ? ca : hits;
  if (pick.length !== 1) throw new Error(`entity text "${text}" matches ${pick.length} types`);
  return pick[0]!.id!;
}

/** The industry whose label or alias is the longest one contained (word-bounded) in the printed text. */
export function industryIdFor(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const ind of INDUSTRIES) {
    for (const a of [ind.label ?? '', ...(ind.aliases ?? [])]) {
      if (!a) continue;
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');
      if (re.test(text) && (!best || a.length > best.len)) best = { id: ind.id!, len: a.length };
    }
  }
  return best?.id ?? null;
}

export type Lang = 'en' | 'fr' | 'bi';

export interface Place { prov: string; city: string; fsa: string }
export const PLACES: Place[] = [
  { prov: 'ON', city: 'Toronto', fsa: 'M5V' }, { prov: 'ON', city: 'Ottawa', fsa: 'K1P' }, { prov: 'ON', city: 'Hamilton', fsa: 'L8P' },
  { prov: 'ON', city: 'London', fsa: 'N6A' }, { prov: 'ON', city: 'Sudbury', fsa: 'P3E' }, { prov: 'ON', city: 'Mississauga', fsa: 'L5B' },
  { prov: 'QC', city: 'Montréal', fsa: 'H2X' }, { prov: 'QC', city: 'Québec', fsa: 'G1R' }, { prov: 'QC', city: 'Laval', fsa: 'H7N' },
  { prov: 'QC', city: 'Gatineau', fsa: 'J8X' }, { prov: 'QC', city: 'Sherbrooke', fsa: 'J1H' },
  { prov: 'BC', city: 'Vancouver', fsa: 'V6B' }, { prov: 'BC', city: 'Victoria', fsa: 'V8W' }, { prov: 'BC', city: 'Kelowna', fsa: 'V1Y' },
  { prov: 'BC', city: 'Surrey', fsa: 'V3T' }, { prov: 'AB', city: 'Calgary', fsa: 'T2P' }, { prov: 'AB', city: 'Edmonton', fsa: 'T5J' },
  { prov: 'AB', city: 'Red Deer', fsa: 'T4N' }, { prov: 'AB', city: 'Lethbridge', fsa: 'T1J' }, { prov: 'SK', city: 'Regina', fsa: 'S4P' },
  { prov: 'SK', city: 'Saskatoon', fsa: 'S7K' }, { prov: 'MB', city: 'Winnipeg', fsa: 'R3C' }, { prov: 'MB', city: 'Brandon', fsa: 'R7A' },
  { prov: 'NS', city: 'Halifax', fsa: 'B3J' }, { prov: 'NS', city: 'Sydney', fsa: 'B1P' }, { prov: 'NB', city: 'Moncton', fsa: 'E1C' },
  { prov: 'NB', city: 'Fredericton', fsa: 'E3B' }, { prov: 'PE', city: 'Charlottetown', fsa: 'C1A' }, { prov: 'NL', city: "St. John's", fsa: 'A1C' },
];

export function provinceText(rng: Rng, code: string, lang: Lang): string {
  const p = PROVINCES.find((x) => x.code === code)!;
  const r = p as RefItem & { name_fr?: string };
  const opts = [code, code, p.name!, ...(lang === 'fr' ? [r.name_fr!] : []), ...(p.aliases ?? []).filter((a) => /^[A-Z][a-z]+\.$/.test(a)).slice(0, 1)];
  return rng.pick(opts);
}

export function postal(rng: Rng, fsa: string): string {
  const L = 'ABCEGHJKLMNPRSTVWXYZ';
  return `${fsa} ${rng.int(1, 9)}${L[rng.int(0, L.length - 1)]}${rng.int(0, 9)}`;
}

/** 9 digits with a Luhn check digit (BN, SIN). */
export function luhn9(rng: Rng, first?: number): string {
  const body = `${first ?? rng.int(1, 8)}${rng.digits(7)}`;
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = Number(body[i]) * (i % 2 === 1 ? 2 : 1);
    if (v > 9) v -= 9;
    sum += v;
  }
  return body + String((10 - (sum % 10)) % 10);
}

export type DateStyle = 'iso' | 'dmy' | 'mdy' | 'long_en' | 'long_fr' | 'abbr';
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

export function fmtDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const p = (n: number) => String(n).padStart(2, '0');
  switch (style) {
    case 'iso': return iso;
    case 'dmy': return `${p(d)}/${p(m)}/${y}`;
    case 'mdy': return `${p(m)}/${p(d)}/${y}`;
    case 'long_en': return `${MONTHS_EN[m - 1]} ${d}, ${y}`;
    case 'long_fr': return `${d === 1 ? '1er' : d} ${MONTHS_FR[m - 1]} ${y}`;
    case 'abbr': return `${p(d)}-${MONTHS_EN[m - 1]!.slice(0, 3)}-${y}`;
  }
}
export function dateHint(style: DateStyle, lang: Lang): string {
  const fr = lang === 'fr';
  if (style === 'iso') return fr ? ' (AAAA-MM-JJ)' : lang === 'bi' ? ' (YYYY-MM-DD / AAAA-MM-JJ)' : ' (YYYY-MM-DD)';
  if (style === 'dmy') return fr ? ' (JJ/MM/AAAA)' : lang === 'bi' ? ' (DD/MM/YYYY / JJ/MM/AAAA)' : ' (DD/MM/YYYY)';
  if (style === 'mdy') return fr ? ' (MM/JJ/AAAA)' : ' (MM/DD/YYYY)';
  return '';
}
export function randomDate(rng: Rng, fromYear: number, toYear: number): string {
  const y = rng.int(fromYear, toYear);
  const m = rng.int(1, 12);
  const d = rng.int(1, 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export type MoneyStyle = 'en' | 'en_cents' | 'fr' | 'fr_cents' | 'cad_pre' | 'cad_post';
export function fmtMoney(n: number, style: MoneyStyle): string {
  const cents = Math.round(n * 100) % 100 !== 0 || style.endsWith('cents');
  const fixed = n.toFixed(cents ? 2 : 0);
  const [int, dec] = fixed.split('.') as [string, string | undefined];
  const grp = (sep: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  switch (style) {
    case 'en': case 'en_cents': return `$${grp(',')}${dec ? '.' + dec : ''}`;
    case 'fr': case 'fr_cents': return `${grp(' ')}${dec ? ',' + dec : ''} $`;
    case 'cad_pre': return `CAD ${grp(',')}${dec ? '.' + dec : ''}`;
    case 'cad_post': return `${grp(',')}${dec ? '.' + dec : ''} CAD`;
  }
}

// ---- people ----
const FIRST = ['Marie-Ève', 'Jean-François', 'Émilie', 'Olivier', 'Priya', 'Wei', 'Liam', 'Siobhan', 'Connor', 'Amélie', 'Rajinder',
  'Mohamed', 'Chloé', 'Nathalie', 'Gurpreet', 'Sarah', 'Kenji', 'Mackenzie', 'Étienne', 'Hélène', 'Dylan', 'Fatima', 'Tyler', 'Geneviève',
  'Mathieu', 'Avery', 'Jasmine', 'Sébastien', 'Noor', 'Brendan'];
const LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', "O'Brien", 'MacDonald', 'McNeil',
  'Singh', 'Nguyen', 'Chen', 'Patel', 'Wong', 'Leblanc', 'Tremblay-Gagnon', 'St-Pierre', "D'Amours", 'de la Fontaine', 'Van der Meer',
  'Campbell', 'Fraser', 'Bélanger', 'Sandhu', 'MacKinnon', 'Pelletier-Roy', 'Desjardins'];
const INITIALS = 'ABCDEFGHJKLMNPRSTW';

export interface Person { first: string; last: string; printed: string }
export function person(rng: Rng, allowShapes = true): Person {
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  if (!allowShapes) return { first, last, printed: `${first} ${last}` };
  const mi = `${INITIALS[rng.int(0, INITIALS.length - 1)]}.`;
  const shape = rng.weighted([['plain', 4], ['mi', 2], ['lastfirst', 2], ['lastfirst_mi', 1], ['suffix', 1], ['cred', 1]] as const);
  const printed = {
    plain: `${first} ${last}`,
    mi: `${first} ${mi} ${last}`,
    lastfirst: `${last}, ${first}`,
    lastfirst_mi: `${last}, ${first} ${mi}`,
    suffix: `${first} ${last} ${rng.pick(['Jr.', 'Sr.', 'III'])}`,
    cred: `${first} ${last}, ${rng.pick(['CPA', 'DDS', 'P.Eng.', 'MBA'])}`,
  }[shape];
  return { first, last, printed };
}

export function phone(rng: Rng): string {
  const area = rng.pick(['416', '647', '613', '514', '438', '418', '604', '778', '403', '780', '306', '204', '902', '506', '709']);
  return rng.pick([`(${area}) ${rng.int(200, 989)}-${rng.digits(4)}`, `${area}-${rng.int(200, 989)}-${rng.digits(4)}`, `${area} ${rng.int(200, 989)} ${rng.digits(4)}`]);
}

const STREETS = ['rue Sainte-Catherine', 'King Street West', 'boulevard René-Lévesque', 'Granville Street', '17 Avenue SW', 'Jasper Avenue',
  'Portage Avenue', 'Barrington Street', 'Main Street', 'Water Street', 'Albert Street', 'chemin Sainte-Foy', 'Yonge Street', 'Queen Street'];
export function street(rng: Rng): string {
  const s = rng.pick(STREETS);
  return rng.chance(0.3) ? `${rng.int(100, 950)}-${rng.int(10, 9999)} ${s}` : `${rng.int(10, 9999)} ${s}`;
}

// ---- businesses ----
export const INDUSTRY_TEXTS_EN = ['Family restaurant', 'Coffee shop', 'Pizzeria', 'Hair salon', 'Barbershop', 'Nail salon & spa', 'Dental office',
  'Veterinary clinic', 'Physiotherapy clinic', 'Plumbing & heating', 'HVAC contractor', 'Electrical contractor', 'Landscaping & snow removal',
  'Moving company', 'Convenience store', 'Auto body shop', 'Tire shop & oil change', 'Yoga studio', 'Daycare', 'Food truck',
  'Craft brewery & pub', 'Hardware store', 'Florist', 'Freight broker', 'Bed and breakfast', 'Commercial cleaning', 'Dry cleaner',
  'Pet grooming', 'Used car dealer', 'General contractor', 'Roofing', 'IT services', 'Marketing agency', 'Bakery cafe', 'Gas station',
  'Liquor store', 'Home care agency', 'Long haul trucking'];
export const INDUSTRY_TEXTS_FR = ['Restaurant familial', 'Salon de coiffure', 'Pizzeria', 'Boutique de vêtements', 'Spa nordique',
  'Dépanneur (convenience store)', 'Garderie (daycare)', 'Entrepreneur général (general contractor)', 'Plomberie (plumbing)', 'Traiteur (catering)',
  'Motel', 'Restaurant-bar', 'Microbrasserie et pub', 'Clinique vétérinaire (veterinarian)', 'Déneigement (snow removal)'];

const NOUNS = ['Bakery', 'Renovations', 'Auto', 'Logistics', 'Kitchen', 'Dental', 'Trading', 'Hospitality', 'Services', 'Contracting'];
const NOUNS_FR = ['Rénovations', 'Services', 'Transport', 'Alimentation', 'Distribution', 'Construction', 'Gestion'];
const PLACE_WORDS = ['Maple', 'Northern', 'Harbourview', 'Prairie', 'Laurentian', 'Coastal', 'Fundy', 'Rideau', 'Chinook', 'Boréal', 'Cabot', 'Kootenay'];

export interface EntityChoice { id: string; text: string }
const ENTITY_TEXTS: Record<string, { en: string[]; fr: string[] }> = {
  ca_corporation: { en: ['Corporation', 'Inc.', 'Ltd.', 'Corp.', 'Incorporated', 'Limited'], fr: ['Société par actions', 'Compagnie', 'Inc.', 'Ltée', 'SPA'] },
  sole_proprietorship: { en: ['Sole Proprietorship', 'Sole Proprietor', 'Sole Prop'], fr: ['Entreprise individuelle', 'Travailleur autonome'] },
  general_partnership: { en: ['Partnership', 'General Partnership'], fr: ['S.E.N.C.', 'Société en nom collectif'] },
  limited_partnership: { en: ['Limited Partnership', 'LP'], fr: ['S.E.C.', 'Société en commandite'] },
  ca_ulc: { en: ['ULC', 'Unlimited Liability Corporation'], fr: ['ULC'] },
  cooperative: { en: ['Co-operative', 'Cooperative'], fr: ['Coopérative'] },
  nonprofit_corporation: { en: ['Non-profit', 'Not-for-profit', 'NPO'], fr: ['OBNL'] },
  ca_professional_corporation: { en: ['Société professionnelle'], fr: ['Société professionnelle'] },
};
export function entityText(rng: Rng, id: string, lang: Lang): string {
  const t = ENTITY_TEXTS[id]!;
  return rng.pick(lang === 'fr' ? t.fr : lang === 'en' ? t.en : [...t.en, ...t.fr]);
}

export function pickEntity(rng: Rng, prov: string): string {
  return rng.weighted([['ca_corporation', 55], ['sole_proprietorship', 14], ['general_partnership', 9], ['limited_partnership', 5],
    ['ca_ulc', ['AB', 'BC', 'NS'].includes(prov) ? 6 : 0], ['cooperative', 4], ['nonprofit_corporation', 3], ['ca_professional_corporation', 3]] as const);
}

const PROV_NAME_FOR_NUMBERED: Record<string, string> = { ON: 'Ontario', QC: 'Québec', BC: 'B.C.', AB: 'Alberta', SK: 'Saskatchewan', MB: 'Manitoba',
  NS: 'Nova Scotia', NB: 'New Brunswick', PE: 'P.E.I.', NL: 'Newfoundland' };

export function legalName(rng: Rng, id: string, prov: string, owner: Person, partner: Person | null): string {
  const fr = prov === 'QC';
  switch (id) {
    case 'ca_corporation':
      if (rng.chance(0.35)) {
        if (prov === 'QC') return `${rng.int(9000, 9499)}-${rng.digits(4)} Québec inc.`;
        return rng.chance(0.5) ? `${rng.int(1000000, 2999999)} ${PROV_NAME_FOR_NUMBERED[prov] ?? 'Canada'} ${rng.pick(['Inc.', 'Ltd.', 'Limited'])}`
          : `${rng.int(1000000, 1599999)} Canada Inc.`;
      }
      return fr ? `${rng.pick(['Les Entreprises', 'Groupe', ...NOUNS_FR])} ${owner.last} ${rng.pick(['inc.', 'ltée'])}`
        : `${rng.pick(PLACE_WORDS)} ${rng.pick(NOUNS)} ${rng.pick(['Inc.', 'Ltd.', 'Corp.', 'Limited'])}`;
    case 'sole_proprietorship': return `${owner.first} ${owner.last}`;
    case 'general_partnership':
      return fr ? `${owner.last} & ${partner?.last ?? 'Associés'} S.E.N.C.` : `${owner.last} & ${partner?.last ?? 'Sons'} ${rng.pick(['Partners', 'Contracting', 'Group'])}`;
    case 'limited_partnership': return fr ? `Fonds ${rng.pick(PLACE_WORDS)} S.E.C.` : `${rng.pick(PLACE_WORDS)} ${rng.pick(NOUNS)} LP`;
    case 'ca_ulc': return `${rng.pick(PLACE_WORDS)} ${rng.pick(NOUNS)} ULC`;
    case 'cooperative': return fr ? `Coopérative ${rng.pick(PLACE_WORDS)}` : `${rng.pick(PLACE_WORDS)} ${rng.pick(['Grain', 'Food', 'Artisans'])} Co-operative Ltd.`;
    case 'nonprofit_corporation': return fr ? `Centre communautaire ${rng.pick(PLACE_WORDS)}` : `${rng.pick(PLACE_WORDS)} Community Kitchen Society`;
    default: return `${owner.first} ${owner.last} ${fr ? 'Société professionnelle inc.' : 'Professional Corporation'}`;
  }
}

export function dbaName(rng: Rng, industryText: string, fr: boolean): string {
  const base = industryText.replace(/\s*\(.*\)$/, '');
  return fr ? `${rng.pick(['Chez', 'Le', 'La'])} ${rng.pick(PLACE_WORDS)} ${rng.pick(['Express', 'Plus', 'Atelier'])}`
    : `${rng.pick(PLACE_WORDS)} ${base.split(' ')[0]!.replace(/&/, '')} ${rng.pick(['Co.', 'Express', 'House', 'Works'])}`.replace(/\s+/g, ' ');
}

export const FUNDERS = ['Clearco', 'Merchant Growth', 'Journey Capital', 'iCapital Advance', '2M7 Financial', 'Lendified', 'Thinking Capital', 'Banana Capital'];
export const BANKS = [['RBC Royal Bank', '003'], ['TD Canada Trust', '004'], ['BMO', '001'], ['Scotiabank', '002'], ['CIBC', '010'],
  ['Desjardins', '815'], ['Banque Nationale', '006'], ['ATB Financial', '219']] as const;
