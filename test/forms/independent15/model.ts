// The merchant behind one form: a business, its request and 1-4 owners, drawn from a seeded Rng. Each layout prints
// what it has room for; the phrases below carry the reference id applications.md's longest-alias rule gives them.
import type { Rng } from '../../statements/generator/prng.ts';

export type Lang = 'es' | 'en' | 'fr';
export interface Owner { first: string; middle: string | null; last: string; title: string; pct: number; ssn: string; dob: string; credit: number; home: string; homeState: string }
export interface Merchant {
  legal: string; dba: string | null; entity: { text: string; id: string }; industry: { text: string; id: string };
  taxId: string; start: string; street: string; city: string; state: string; zip: string; phone: string; email: string;
  amount: number; payment: number; count: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly'; owners: Owner[];
  landlord: string; landlordPhone: string; routing: string; account: string; bank: string; incState: string;
  refs: { name: string; phone: string }[]; rep: string; funders: { name: string; balance: number; payment: number }[];
}

const FIRST_ES = ['María', 'José', 'Luis', 'Carmen', 'Alejandro', 'Lucía', 'Javier', 'Rosa', 'Miguel', 'Ana', 'Héctor', 'Yolanda', 'Raúl', 'Marisol'];
const LAST_ES = ['García', 'Rodríguez', 'Hernández', 'de la Cruz', 'Martínez-Ortiz', 'Santiago', 'Rivera', 'Núñez', 'del Valle', 'Colón', 'Ortega', 'Peña'];
const FIRST_FR = ['Jean-François', 'Marie-Ève', 'Étienne', 'Geneviève', 'Mathieu', 'Sophie', 'Louis', 'Chantal', 'Benoît', 'Isabelle', 'Gaétan', 'Nathalie'];
const LAST_FR = ['Tremblay', 'Gagnon', 'Côté', 'Bouchard', 'Lévesque', 'Gauthier', 'St-Pierre', 'Bélanger', 'Ouellet', 'Desjardins', 'Pelletier', 'Roy'];
const FIRST_EN = ['Karen', 'Derek', 'Priya', 'Connor', 'Tamika', 'Graham', 'Wendell', 'Heather', 'Marcus', 'Olivia', 'Ravi', 'Shannon'];
const LAST_EN = ['MacLeod', 'Okafor', 'Van der Berg', 'Whitfield', "O'Donnell", 'Nakamura', 'Singh', 'Fraser', 'Lindqvist', 'Campbell', 'Boateng', 'Kowalski'];

/** Printed type-of-business phrases and the industry id the longest word-bounded alias in each gives (checked by hand). */
const INDUSTRY: Record<Lang, [string, string][]> = {
  es: [['Restaurante / restaurant', 'restaurant'], ['Taller mecánico (mechanic)', 'auto_repair'], ['Salón de belleza - hair salon', 'personal_care'],
    ['Supermercado / supermarket', 'grocery'], ['Contratista general (general contractor)', 'general_contractor'], ['Plomería / plumbing', 'specialty_trade_contractor'],
    ['Lavado de autos / car wash', 'car_wash'], ['Farmacia / drug store', 'pharmacy'], ['Transporte con dump truck', 'trucking_local']],
  en: [['Family restaurant', 'restaurant'], ['Auto body shop', 'auto_repair'], ['Hair salon & spa', 'personal_care'], ['Dental office', 'dental_practice'],
    ['Veterinary clinic', 'veterinary'], ['Lawn care and snow removal', 'landscaping'], ['Coin laundry', 'dry_cleaning'], ['Pet grooming', 'pet_services'],
    ['Plumbing and heating', 'specialty_trade_contractor']],
  fr: [['Restaurant familial', 'restaurant'], ['Pizzeria', 'restaurant'], ['Salon de coiffure', 'personal_care'], ['Boutique de vêtements', 'retail_general'],
    ['Traiteur (catering)', 'food_truck_catering'], ['Garderie (daycare)', 'childcare'], ['Motel', 'hotel_motel']],
};
const WORDS: Record<Lang, string[]> = {
  es: ['Sol Caribe', 'La Esperanza', 'El Buen Sabor', 'Tres Hermanos', 'Costa Azul', 'Los Pinos', 'Estrella Dorada', 'Puente Viejo'],
  en: ['Harbourfront', 'Maple Ridge', 'Cobblestone', 'Northgate', 'Blue Heron', 'Granite Peak', 'Cedar Lane', 'Lakeshore'],
  fr: ['Le Vieux Moulin', 'Chez Ginette', 'La Belle Province', 'Du Fleuve', 'Les Érables', 'Saint-Laurent', 'Le Petit Nord', 'Boréal'],
};
const FREQS = ['daily', 'weekly', 'biweekly', 'monthly'] as const;

function luhnDigit(d8: string): string {
  let s = 0;
  for (let i = 0; i < 8; i++) { let v = Number(d8[i]) * (i % 2 ? 2 : 1); if (v > 9) v -= 9; s += v; }
  return String((10 - (s % 10)) % 10);
}
/** Nine digits with a Luhn check digit (a BN or a SIN). */
export function luhn9(rng: Rng, first: string): string { const d8 = first + rng.digits(7); return d8 + luhnDigit(d8); }
export function ssn(rng: Rng): string { return `${rng.int(101, 665)}-${rng.int(10, 99)}-${rng.int(1000, 9999)}`; }
export function ein(rng: Rng): string { return `${rng.pick(['12', '20', '26', '33', '45', '47', '59', '65', '81', '84', '86', '91'])}-${rng.digits(7)}`; }
export function isoDate(rng: Rng, y0: number, y1: number): string {
  return `${rng.int(y0, y1)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

const SMALL = new Set(['de', 'y', 'and', 'et', 'du', 'con', '&']);
/** The business words of a type-of-business phrase, title-cased, for names ('Coin laundry' -> 'Coin Laundry'). */
function trade(itext: string): string {
  return itext.split(/ \/ | - | \(/)[0]!.split(' ').slice(0, 3).map((w) => (SMALL.has(w) ? w : w[0]!.toUpperCase() + w.slice(1))).join(' ');
}

export interface Place { state: string; cities: string[]; zip: () => string; canada: boolean }

/** A merchant for a layout: language, place, entities on offer ([printed text, id][]) and the title words. */
export function merchant(rng: Rng, lang: Lang, place: Place, entities: [string, string, string][], titles: string[], maxOwners = 4): Merchant {
  const firsts = lang === 'es' ? FIRST_ES : lang === 'fr' ? FIRST_FR : FIRST_EN;
  const lasts = lang === 'es' ? LAST_ES : lang === 'fr' ? LAST_FR : LAST_EN;
  const entity = rng.pick(entities);
  const [itext, iid] = rng.pick(INDUSTRY[lang]);
  const word = rng.pick(WORDS[lang]);
  const drawn = rng.weighted([[1, 4], [2, 3], [3, 2], [4, 1]].filter(([k]) => k! <= maxOwners) as [number, number][]);
  const n = entity[1] === 'sole_proprietorship' ? 1 : drawn; // a sole proprietor owns it all
  const split = n === 1 ? [100] : n === 2 ? rng.pick([[50, 50], [60, 40], [75, 25], [51, 49]]) : n === 3 ? rng.pick([[40, 30, 30], [34, 33, 33], [50, 25, 25]]) : [25, 25, 25, 25];
  const otherStates = place.canada ? ['ON', 'BC', 'AB', 'NB'] : ['FL', 'TX', 'NY', 'NJ', 'GA'];
  const owners: Owner[] = split.map((pct, i) => {
    const homeState = rng.chance(0.5) ? rng.pick(otherStates.filter((s) => s !== place.state)) : place.state;
    return { first: rng.pick(firsts), middle: rng.chance(0.4) ? rng.pick(['A', 'J', 'M', 'R', 'L']) : null, last: rng.pick(lasts),
      title: i === 0 ? titles[0]! : rng.pick(titles.slice(1)), pct, ssn: place.canada ? luhn9(rng, rng.pick(['1', '2', '4', '5', '6', '7'])) : ssn(rng),
      dob: isoDate(rng, 1958, 1996), credit: rng.int(540, 790), home: `${rng.int(10, 9899)} ${rng.pick(lasts)} ${rng.pick(['Ave', 'Rd', 'St'])}`, homeState };
  });
  let legal = `${word} ${trade(itext)} ${entity[2]}`;
  if (entity[1] === 'sole_proprietorship') legal = `${owners[0]!.first} ${owners[0]!.last}`;
  const dbaChoice = rng.pick(['name', 'name', 'name', 'same', 'blank', 'legal']);
  const dba = dbaChoice === 'name' ? `${rng.pick(WORDS[lang].filter((w) => w !== word))} ${trade(itext)}` : dbaChoice === 'same' ? 'SAME' : dbaChoice === 'legal' ? legal : null;
  const amount = rng.int(10, 250) * 1000;
  const freq = rng.pick(FREQS);
  const count = freq === 'daily' ? rng.pick([120, 140, 160, 180]) : freq === 'weekly' ? rng.pick([26, 32, 40, 52]) : freq === 'biweekly' ? rng.pick([13, 20, 26]) : rng.pick([6, 9, 12]);
  const payment = Math.round((amount * 1.35 / count) * 100) / 100;
  const refName = () => `${rng.pick(WORDS[lang])} ${rng.pick(['Supply', 'Distribución', 'Wholesale', 'Fournitures', 'Foods'])}`;
  return { legal, dba, entity: { text: entity[0], id: entity[1] }, industry: { text: itext, id: iid }, taxId: place.canada ? `${luhn9(rng, rng.pick(['1', '7', '8']))}` : ein(rng),
    start: isoDate(rng, 1998, 2022), street: `${rng.int(10, 9999)} ${rng.pick(lang === 'fr' ? ['rue Principale', 'boul. Laurier', 'rue Saint-Denis', 'ch. du Lac'] : lang === 'es' ? ['Calle Luna', 'Ave. Ponce de León', 'Calle Sol', 'SW 8th St'] : ['King St W', 'Main St', 'Water St', 'Portage Ave'])}`,
    city: rng.pick(place.cities), state: place.state, zip: place.zip(), phone: `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${rng.digits(4)}`,
    email: `info@${word.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.com`, amount, payment, count, freq, owners,
    landlord: `${rng.pick(firsts)} ${rng.pick(lasts.filter((l) => !owners.some((o) => o.last === l)))}`, landlordPhone: `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${rng.digits(4)}`,
    routing: place.canada ? `${rng.digits(5)}-${rng.digits(3)}` : `0${rng.digits(8)}`, account: rng.digits(rng.int(8, 12)), bank: rng.pick(place.canada ? ['Desjardins', 'Banque Nationale', 'RBC', 'TD Canada Trust'] : ['Banco Popular', 'Chase', 'Wells Fargo', 'FirstBank']),
    incState: rng.pick((place.canada ? ['ON', 'BC', 'NB', 'QC'] : ['DE', 'NV', 'NM']).filter((s) => s !== place.state)),
    refs: [{ name: refName(), phone: `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${rng.digits(4)}` }, { name: refName(), phone: `(${rng.int(201, 989)}) ${rng.int(200, 999)}-${rng.digits(4)}` }],
    rep: `${rng.pick(FIRST_EN)} ${rng.pick(LAST_EN.filter((l) => !owners.some((o) => o.last === l)))}`, funders: rng.chance(0.6) ? [{ name: rng.pick(['Pinnacle Advance', 'Ridgeline Capital', 'Velo Funding', 'Marée Capital']), balance: rng.int(5, 60) * 1000, payment: rng.int(150, 900) }] : [] };
}
