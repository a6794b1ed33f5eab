// Set 63's merchants: Spanish-speaking US merchants (FL, TX, CA, NY and a few neighbours) and French-speaking
// Canadian merchants (QC, NB, a few ON), with the values as printed and as applications.md reads them.
import { Rng } from '../../statements/generator/prng.ts';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** shared/reference, found by walking up from this folder (worktree or main checkout). */
export function referenceDir(): string {
  for (const up of ['../../../../shared/reference', '../../../../../shared/reference']) {
    const p = fileURLToPath(new URL(up, import.meta.url));
    if (existsSync(p)) return p;
  }
  throw new Error('shared/reference not found');
}
const industries = JSON.parse(readFileSync(`${referenceDir()}/industries.json`, 'utf8'));

export type Lang = 'es' | 'fr';
export type DateFmt = 'mdy' | 'dmy' | 'long' | 'iso';
export type Freq = 'daily' | 'weekly' | 'biweekly' | 'monthly';

export interface Owner {
  first: string; last: string; role: string; pct: number | null; score: number | null;
  taxPrinted: string | null; taxDigits: string | null; taxType: string | null; taxCountry: string | null;
  dobIso: string | null; home: string;
}
export interface Merchant {
  lang: Lang; country: 'US' | 'CA'; legal: string; dba: string; dbaTruth: string | null;
  entityId: string; soleProp: boolean; state: string; incState: string; street: string; city: string; zip: string;
  phone: string; email: string; taxPrinted: string | null; taxDigits: string | null; taxType: string | null;
  startIso: string; industryText: string; industryId: string | null;
  amount: number; payment: number | null; nPayments: number | null; freq: Freq | null;
  owners: Owner[]; dateFmt: DateFmt; moneyFmt: number; useOfFunds: string;
}

const ES_FIRST = ['José', 'María', 'Luis', 'Ana', 'Carlos', 'Guadalupe', 'Jorge', 'Rosa', 'Miguel', 'Yesenia', 'Alejandro', 'Claudia', 'Rafael', 'Marisol', 'Héctor', 'Daniela', 'Ramón', 'Lucía'];
const ES_LAST = ['García', 'Hernández', 'Martínez', 'López', 'Gonzalez', 'Rodríguez', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Castillo', 'Ortiz', 'de la Cruz', 'Vargas-Soto', 'Morales', 'Del Valle'];
const FR_FIRST = ['Jean-François', 'Marie-Ève', 'Mathieu', 'Geneviève', 'Étienne', 'Isabelle', 'Luc', 'Chantal', 'Sébastien', 'Josée', 'Benoît', 'Nathalie', 'Réjean', 'Sylvie', 'Yannick', 'Mélanie'];
const FR_LAST = ['Tremblay', 'Gagnon', 'Bouchard', 'Côté', 'Gauthier', 'Lévesque', 'Bélanger', 'Pelletier', 'LeBlanc', 'Cormier', 'Thériault', 'St-Pierre', 'Bouchard-Roy', 'Arsenault', 'Fournier', 'Boudreau'];
// Decoy people and companies come from their own pools so that no decoy equals a merchant's value.
export const DECOY_PEOPLE: Record<Lang, string[]> = {
  es: ['Roberto Salinas', 'Patricia Nieves', 'Esteban Quiroga', 'Irma Villalobos', 'Octavio Zamudio', 'Leticia Barragán'],
  fr: ['Gilles Paradis', 'Louise Marcotte', 'Denis Ouellette', 'Francine Vachon', 'Normand Lapointe', 'Carole Beaulieu'],
};
export const DECOY_COMPANIES: Record<Lang, string[]> = {
  es: ['Inmobiliaria Las Palmas LLC', 'Distribuidora Azteca Inc.', 'Proveedora del Golfo Corp.', 'Abarrotes Mayoristas del Sur', 'Bienes Raíces Coral Way LLC'],
  fr: ['Immeubles Laurentides inc.', 'Distributions Beauce ltée', 'Gestion Immobilière Richelieu', 'Fournitures Acadiennes inc.', 'Grossiste Mauricie inc.'],
};
export const DECOY_FUNDERS = ['Velocity Bridge Funding', 'Northstar Advance Group', 'Piedmont Capital Partners', 'Granite Lane Funding'];
export const DECOY_BANKS: Record<Lang, string[]> = {
  es: ['Banco Popular', 'BankUnited', 'Wells Fargo', 'Chase', 'Falcon International Bank'],
  fr: ['Desjardins', 'Banque Nationale', 'Caisse populaire acadienne', 'RBC Banque Royale'],
};

const ES_BIZ = ['Restaurante mexicano', 'Taquería', 'Panadería y pastelería', 'Bodega', 'Salón de belleza', 'Barbería', 'Taller mecánico',
  'Boutique de ropa', 'Supermercado latino', 'Construcción y remodelación', 'Servicio de limpieza (cleaning)', 'Transporte de carga / trucking',
  'Spa y uñas', 'Pizzeria', 'Lavandería', 'Clínica dental', 'Plomería (plumbing)', 'Food truck de tacos', 'Deli y mini market', 'Roofing / techos'];
const FR_BIZ = ['Restaurant', 'Boulangerie-pâtisserie', 'Dépanneur', 'Salon de coiffure', 'Garage mécanique', 'Boutique de vêtements',
  'Entrepreneur général', 'Plomberie et chauffage', 'Camionnage', 'Épicerie fine', 'Traiteur', 'Clinique dentaire', 'Pharmacie',
  'Spa et esthétique', 'Café-bistro', 'Entretien ménager', 'Pizzeria', 'Restaurant familial'];
const ES_WORDS = ['El Sol', 'La Esperanza', 'Los Compadres', 'Santa Fe', 'La Estrella', 'El Paisano', 'Mi Tierra', 'Las Américas', 'Don Pancho', 'La Palma'];
const FR_WORDS = ['Du Coin', 'Chez Ginette', 'Le Phare', 'Beau-Soleil', 'La Chaudière', 'Du Vieux-Port', 'Des Érables', 'Le Quai', 'Belle-Rive', 'Au Petit Bonheur'];

const US_PLACES: [string, string, string][] = [['FL', 'Miami', '331'], ['FL', 'Hialeah', '330'], ['FL', 'Orlando', '328'], ['TX', 'Houston', '770'], ['TX', 'San Antonio', '782'],
  ['TX', 'El Paso', '799'], ['CA', 'Los Angeles', '900'], ['CA', 'Santa Ana', '927'], ['CA', 'Fresno', '937'], ['NY', 'Bronx', '104'], ['NY', 'Queens', '113'],
  ['NJ', 'Paterson', '075'], ['AZ', 'Phoenix', '850'], ['IL', 'Chicago', '606']];
const CA_PLACES: [string, string, string][] = [['QC', 'Montréal', 'H2X'], ['QC', 'Québec', 'G1R'], ['QC', 'Laval', 'H7N'], ['QC', 'Sherbrooke', 'J1H'], ['QC', 'Gatineau', 'J8X'],
  ['NB', 'Moncton', 'E1C'], ['NB', 'Edmundston', 'E3V'], ['NB', 'Caraquet', 'E1W'], ['NB', 'Dieppe', 'E1A'], ['ON', 'Ottawa', 'K1N']];
const AREA: Record<string, string> = { FL: '305', TX: '713', CA: '213', NY: '718', NJ: '973', AZ: '602', IL: '773', QC: '514', NB: '506', ON: '613' };
const US_INC = ['DE', 'FL', 'TX', 'NY', 'CA', 'NV', 'WY'];

export const MONTHS: Record<Lang, string[]> = {
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
};

function luhnOk(d: string): boolean {
  let s = 0;
  for (let i = 0; i < d.length; i++) { let v = Number(d[d.length - 1 - i]); if (i % 2 === 1) { v *= 2; if (v > 9) v -= 9; } s += v; }
  return s % 10 === 0;
}
export function luhn9(r: Rng, first: string): string {
  const base = first + r.digits(8 - first.length);
  for (let c = 0; c < 10; c++) if (luhnOk(base + c)) return base + c;
  throw new Error('luhn');
}
export const luhnValid = luhnOk;
const EIN_BAD = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);
export function ein(r: Rng): string {
  let p: string;
  do p = String(r.int(10, 99)); while (EIN_BAD.has(p));
  return `${p}-${r.digits(7)}`;
}
export function ssn(r: Rng): string {
  let a: number;
  do a = r.int(1, 899); while (a === 666);
  return `${String(a).padStart(3, '0')}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
export function itin(r: Rng): string { return `9${r.digits(2)}-${r.int(70, 88)}-${String(r.int(1, 9999)).padStart(4, '0')}`; }

function isoDate(r: Rng, y0: number, y1: number): string {
  return `${r.int(y0, y1)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
}
export function fmtDate(iso: string, lang: Lang, f: DateFmt): string {
  const [y, m, d] = iso.split('-');
  if (f === 'iso') return iso;
  if (f === 'mdy') return `${m}/${d}/${y}`;
  if (f === 'dmy') return `${d}/${m}/${y}`;
  const mon = MONTHS[lang][Number(m) - 1];
  return lang === 'es' ? `${Number(d)} de ${mon} de ${y}` : `${Number(d) === 1 ? '1er' : Number(d)} ${mon} ${y}`;
}
/** The format hint printed in a date label, so a numeric date is never ambiguous. */
export function dateHint(lang: Lang, f: DateFmt): string {
  if (f === 'mdy') return lang === 'es' ? '(mm/dd/aaaa)' : '(mm/jj/aaaa)';
  if (f === 'dmy') return lang === 'es' ? '(dd/mm/aaaa)' : '(jj/mm/aaaa)';
  if (f === 'iso') return '(aaaa-mm-jj)';
  return '';
}
export function fmtMoney(n: number, lang: Lang, f: number): string {
  const g = (sep: string) => Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  if (lang === 'es') return [`$${g(',')}`, `$${g(',')}.00`, g(','), `$${Math.round(n)}`][f % 4]!;
  return [`${g(' ')} $`, `${g(' ')},00 $`, `${Math.round(n)} $`, `${g(' ')} $ CAD`][f % 4]!;
}

// industries: the reference id whose label or alias is the longest one contained, word-bounded, in the text
// (case ignored, accents significant: "Restaurante" does not contain the word "restaurant").
const IND = (industries as { items: { id: string; label: string; aliases: string[] }[] }).items;
export function industryOf(text: string): string | null {
  const t = text.toLowerCase();
  let best: [string, number] | null = null;
  for (const it of IND) for (const a of [it.label, ...it.aliases]) {
    const k = a.toLowerCase();
    let i = t.indexOf(k);
    while (i >= 0) {
      const before = i === 0 ? '' : t[i - 1]!, after = t[i + k.length] ?? '';
      if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) { if (!best || k.length > best[1]) best = [it.id, k.length]; break; }
      i = t.indexOf(k, i + 1);
    }
  }
  return best ? best[0] : null;
}

function owner(r: Rng, lang: Lang, country: 'US' | 'CA', role: string): Owner {
  const first = r.pick(lang === 'es' ? ES_FIRST : FR_FIRST);
  const last = r.pick(lang === 'es' ? ES_LAST : FR_LAST);
  let taxPrinted: string | null = null, taxDigits: string | null = null, taxType: string | null = null;
  const roll = r.next();
  if (country === 'US') {
    const isItin = r.chance(0.3);
    const v = isItin ? itin(r) : ssn(r);
    if (roll < 0.55) { taxPrinted = v; taxDigits = v.replace(/\D/g, ''); taxType = isItin ? 'ITIN' : 'SSN'; }
    else if (roll < 0.85) taxPrinted = `XXX-XX-${v.slice(-4)}`;
  } else {
    const v = luhn9(r, String(r.pick([1, 2, 4, 5, 6, 7])));
    if (roll < 0.55) { taxPrinted = `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`; taxDigits = v; taxType = 'SIN'; }
    else if (roll < 0.85) taxPrinted = `*** *** ${v.slice(6)}`;
  }
  const city = country === 'US' ? r.pick(US_PLACES) : r.pick(CA_PLACES);
  return {
    first, last, role, pct: null, score: r.chance(0.5) ? r.int(560, 790) : null,
    taxPrinted, taxDigits, taxType, taxCountry: taxDigits ? country : null,
    dobIso: r.chance(0.85) ? isoDate(r, 1958, 1996) : null,
    home: `${r.int(10, 9899)} ${lang === 'es' ? r.pick(['Calle Ocho', 'Elm St', 'W 14th St', 'Bergenline Ave']) : r.pick(['rue Principale', 'boul. Gouin', 'ch. du Lac'])}, ${city[1]} ${city[0]}`,
  };
}

export function makeMerchant(r: Rng, lang: Lang): Merchant {
  const country = lang === 'es' ? 'US' : 'CA';
  const [state, city, zp] = r.pick(country === 'US' ? US_PLACES : CA_PLACES);
  const industryText = r.pick(lang === 'es' ? ES_BIZ : FR_BIZ);
  const word = r.pick(lang === 'es' ? ES_WORDS : FR_WORDS);
  const nOwners = r.weighted([[1, 4], [2, 4], [3, 2]] as const);
  const roles = lang === 'es' ? ['Dueño', 'Presidente', 'Socio', 'Gerente', 'Dueña'] : ['Propriétaire', 'Président', 'Associé', 'Présidente', 'Actionnaire'];
  const owners = Array.from({ length: nOwners }, (_, i) => owner(r, lang, country, i === 0 ? roles[r.int(0, 1)]! : roles[r.int(2, 4)]!));
  const pcts = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25]]) : r.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25]]);
  const showPct = r.chance(0.85);
  owners.forEach((o, i) => { o.pct = showPct ? pcts[i]! : null; });
  const short = industryText.split(/[ (/]/)[0]!;
  let entityId: string, legal: string, dba: string;
  const soleProp = nOwners === 1 && r.chance(0.35);
  if (soleProp) owners[0]!.role = lang === 'es' ? r.pick(['Dueño', 'Dueño único']) : 'Propriétaire unique';
  if (lang === 'es') {
    entityId = soleProp ? 'sole_proprietorship' : r.pick(['llc', 'llc', 'c_corporation', 'general_partnership', 's_corporation']);
    const suffix = { llc: r.pick([' LLC', ', LLC']), c_corporation: r.pick([' Inc.', ' Corp.', ', Inc.']), general_partnership: ' & Asociados', s_corporation: ' Inc.' }[entityId] ?? '';
    legal = soleProp ? `${owners[0]!.first} ${owners[0]!.last}` : `${short} ${word}${suffix}`;
    dba = soleProp ? `${short} ${word}` : r.pick([`${short} ${word}`, word, '', 'N/A', 'MISMO', `${word} ${short}`]);
  } else {
    entityId = soleProp ? 'sole_proprietorship' : r.pick(['ca_corporation', 'ca_corporation', 'general_partnership', 'llp']);
    const num = `${r.int(9000, 9499)}-${r.int(1000, 9999)} ${state === 'NB' ? 'Nouveau-Brunswick' : state === 'ON' ? 'Ontario' : 'Québec'} inc.`;
    legal = soleProp ? `${owners[0]!.first} ${owners[0]!.last}` : entityId === 'ca_corporation' ? r.pick([num, `${short} ${word} inc.`, `Les Entreprises ${owners[0]!.last} ltée`])
      : entityId === 'general_partnership' ? `${short} ${word} S.E.N.C.` : `${owners[0]!.last}, ${owners[1]?.last ?? 'Roy'} S.E.N.C.R.L.`;
    dba = soleProp || legal.startsWith('9') ? `${short} ${word}` : r.pick([`${short} ${word}`, '', 'N/A', 'idem', word]);
  }
  const dbaTruth = ['', 'N/A', 'MISMO', 'idem'].includes(dba) || dba === legal ? null : dba;
  let taxPrinted: string | null = null, taxDigits: string | null = null, taxType: string | null = null;
  const tr = r.next();
  if (country === 'US') {
    if (soleProp && tr < 0.5) { const v = r.chance(0.5) ? itin(r) : ssn(r); taxPrinted = v; taxDigits = v.replace(/\D/g, ''); taxType = v.startsWith('9') ? 'ITIN' : 'SSN'; }
    else if (tr < 0.9) { taxPrinted = ein(r); taxDigits = taxPrinted.replace('-', ''); taxType = 'EIN'; }
  } else if (tr < 0.9) {
    const bn = luhn9(r, String(r.int(1, 8)));
    const prog = r.pick(['', ' RC0001', ' RT0001', 'RC0001']);
    taxPrinted = r.chance(0.3) ? `${bn.slice(0, 3)} ${bn.slice(3, 6)} ${bn.slice(6)}${prog}` : bn + prog;
    taxDigits = (bn + prog).replace(/\s/g, ''); taxType = 'BN';
  }
  const amount = r.pick([15000, 25000, 30000, 40000, 50000, 60000, 75000, 80000, 100000, 125000, 150000]);
  const freq = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 1]] as const);
  const nPayments = freq === 'daily' ? r.pick([120, 140, 160, 180]) : freq === 'weekly' ? r.pick([24, 30, 36, 52]) : freq === 'biweekly' ? r.pick([12, 18, 26]) : r.pick([6, 9, 12]);
  const payment = Math.round((amount * 1.35) / nPayments);
  return {
    lang, country, legal, dba, dbaTruth, entityId, soleProp, state, incState: country === 'US' ? r.pick(US_INC) : state,
    street: `${r.int(100, 9899)} ${lang === 'es' ? r.pick(['NW 36th St', 'Bissonnet St', 'S Broadway', 'Southern Blvd', 'W Flagler St', 'Roosevelt Ave']) : r.pick(['rue Saint-Denis', 'boul. Charest', 'rue Main', 'av. du Parc', 'rue Saint-Jean'])}`,
    city, zip: country === 'US' ? zp + r.digits(2) : `${zp} ${r.int(1, 9)}${r.pick(['A', 'K', 'R', 'V'])}${r.int(1, 9)}`,
    phone: country === 'CA' ? `${AREA[state]!} ${r.int(200, 989)}-${r.digits(4)}` : `(${AREA[state]!}) ${r.int(200, 989)}-${r.digits(4)}`,
    email: `${short.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}${r.int(1, 99)}@${r.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'videotron.ca'])}`,
    taxPrinted, taxDigits, taxType, startIso: isoDate(r, 1998, 2023), industryText, industryId: industryOf(industryText),
    amount, payment, nPayments, freq, owners, dateFmt: lang === 'es' ? r.pick(['mdy', 'mdy', 'dmy', 'long'] as const) : r.pick(['dmy', 'long', 'iso'] as const),
    moneyFmt: r.int(0, 3), useOfFunds: lang === 'es' ? r.pick(['Inventario', 'Capital de trabajo', 'Equipo nuevo', 'Remodelación del local']) : r.pick(['Fonds de roulement', 'Inventaire', 'Équipement', 'Rénovations']),
  };
}
