// Seeded merchants for set 26 (US brokers serving Hispanic merchants): the values a form prints, each with the
// truth applications.md gives it. Spanish answers map to a reference id only where an alias is contained in them.
import { Rng } from '../../statements/generator/prng.ts';

export interface EntityChoice { es: string; en: string; id: string; answer: string; answerId: string | null }
export interface IndustryChoice { en: string[]; answer: string; answerId: string | null; id: string; names: string[] }

export const ENTITIES: readonly EntityChoice[] = [
  { es: 'Corporación', en: 'Corporation', id: 'c_corporation', answer: 'Corporación (Inc.)', answerId: 'c_corporation' },
  { es: 'Compañía de Responsabilidad Limitada', en: 'LLC', id: 'llc', answer: 'Sociedad de Responsabilidad Limitada (LLC)', answerId: 'llc' },
  { es: 'Sociedad', en: 'Partnership', id: 'general_partnership', answer: 'Sociedad entre socios', answerId: null },
  { es: 'Propietario Único', en: 'Sole Proprietor', id: 'sole_proprietorship', answer: 'Dueño único', answerId: null },
  { es: 'Corporación S', en: 'S Corp', id: 's_corporation', answer: 'Corporación S (S Corp)', answerId: 's_corporation' },
];

export const INDUSTRIES: readonly IndustryChoice[] = [
  { id: 'restaurant', en: ['Mexican restaurant', 'Restaurant', 'Taqueria restaurant'], answer: 'Restaurante', answerId: null, names: ['Taquería', 'Cocina', 'Sabor'] },
  { id: 'grocery', en: ['Grocery store', 'Bodega', 'Supermarket'], answer: 'Bodega y carnicería', answerId: 'grocery', names: ['Mercado', 'Supermercado', 'Bodega'] },
  { id: 'personal_care', en: ['Hair salon', 'Barbershop', 'Nail salon'], answer: 'Peluquería', answerId: null, names: ['Estética', 'Salón', 'Belleza'] },
  { id: 'auto_repair', en: ['Mechanic', 'Body shop', 'Collision repair'], answer: 'Taller mecánico', answerId: null, names: ['Taller', 'Auto Servicio', 'Mecánica'] },
  { id: 'specialty_trade_contractor', en: ['Roofing contractor', 'Plumbing', 'Drywall'], answer: 'Techos (roofing)', answerId: 'specialty_trade_contractor', names: ['Construcciones', 'Techos', 'Remodelaciones'] },
  { id: 'cleaning_services', en: ['Commercial cleaning', 'Janitorial services'], answer: 'Limpieza de oficinas', answerId: null, names: ['Limpieza', 'Servicios', 'Brillo'] },
  { id: 'food_truck_catering', en: ['Food truck', 'Catering'], answer: 'Food truck de tacos', answerId: 'food_truck_catering', names: ['Antojitos', 'Sabores', 'El Fogón'] },
  { id: 'landscaping', en: ['Landscaping', 'Lawn care'], answer: 'Jardinería (landscaping)', answerId: 'landscaping', names: ['Jardines', 'Verde', 'Paisajes'] },
  { id: 'retail_general', en: ['Clothing store', 'Boutique'], answer: 'Boutique de ropa', answerId: 'retail_general', names: ['Moda', 'Boutique', 'Novedades'] },
];

const FIRST = ['José', 'María', 'Luis', 'Ana', 'Carlos', 'Guadalupe', 'Jorge', 'Rosa', 'Miguel', 'Lucía', 'Alejandro', 'Verónica', 'Ramón', 'Yesenia', 'Héctor', 'Marisol', 'Raúl', 'Itzel'];
const LAST = ['García', 'Martínez', 'Hernández', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Gómez', 'Díaz', 'Reyes', 'Morales', 'Núñez', 'Castillo', 'Ortiz', 'Vargas', 'Mendoza'];
const PARTICLE = ['De la Cruz', 'De León', 'Del Río', 'De Jesús'];
const PLACES = ['Jalisco', 'Oaxaca', 'Michoacán', 'Puebla', 'El Paraíso', 'La Esperanza', 'San Miguel', 'Los Altos', 'Monterrey', 'Sinaloa'];
export const STATES: readonly { code: string; cities: string[]; area: string; zip: string }[] = [
  { code: 'TX', cities: ['Houston', 'San Antonio', 'El Paso', 'McAllen'], area: '713', zip: '77' },
  { code: 'CA', cities: ['Los Angeles', 'Santa Ana', 'Fresno', 'San Jose'], area: '323', zip: '90' },
  { code: 'FL', cities: ['Miami', 'Hialeah', 'Orlando', 'Kissimmee'], area: '305', zip: '33' },
  { code: 'AZ', cities: ['Phoenix', 'Tucson', 'Mesa'], area: '602', zip: '85' },
  { code: 'IL', cities: ['Chicago', 'Cicero', 'Aurora'], area: '773', zip: '60' },
  { code: 'NY', cities: ['Bronx', 'Queens', 'Brooklyn'], area: '718', zip: '10' },
  { code: 'NJ', cities: ['Newark', 'Paterson', 'Elizabeth'], area: '973', zip: '07' },
  { code: 'NM', cities: ['Albuquerque', 'Las Cruces'], area: '505', zip: '87' },
  { code: 'CO', cities: ['Denver', 'Aurora', 'Pueblo'], area: '303', zip: '80' },
  { code: 'GA', cities: ['Atlanta', 'Dalton', 'Gainesville'], area: '404', zip: '30' },
  { code: 'NV', cities: ['Las Vegas', 'Reno'], area: '702', zip: '89' },
  { code: 'NC', cities: ['Charlotte', 'Raleigh'], area: '704', zip: '28' },
];
const STREETS = ['Calle Ocho', 'Main St', 'Bissonnet St', 'W 26th St', 'E Cesar Chavez Ave', 'Broadway', 'Palm Ave', 'Federal Blvd', 'Buford Hwy', 'Central Ave SW', 'N Mesa St'];

export interface Owner {
  first: string; last: string; middle: string | null; role: string; pct: number; score: number;
  ssn: string; itin: boolean; dob: string; home: string;
}

export interface Merchant {
  legal: string; dba: string | null; entity: EntityChoice; industry: IndustryChoice; industryEn: string;
  taxId: string; taxType: 'EIN' | 'SSN' | 'ITIN'; state: string; city: string; street: string; zip: string; phone: string;
  email: string; amount: number; payment: number; nPayments: number; freq: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  start: string; incState: string; owners: Owner[]; monthly: number;
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
export const isoDate = (y: number, m: number, d: number): string => `${y}-${pad(m)}-${pad(d)}`;
function randDate(rng: Rng, y0: number, y1: number): string { return isoDate(rng.int(y0, y1), rng.int(1, 12), rng.int(1, 28)); }

function ssn(rng: Rng, itin: boolean): string {
  if (itin) return `9${pad(rng.int(0, 99))}${rng.pick(['70', '75', '81', '88', '94', '52'])}${pad(rng.int(1, 9999), 4)}`;
  return `${rng.pick(['2', '4', '5', '6'])}${pad(rng.int(10, 99))}${pad(rng.int(10, 99))}${pad(rng.int(1001, 9999), 4)}`;
}

function ein(rng: Rng): string { return `${rng.pick(['20', '27', '45', '46', '47', '81', '82', '83', '84', '85', '86', '88', '92', '93'])}${pad(rng.int(1000000, 9999999), 7)}`; }

function makeOwner(rng: Rng, used: Set<string>, roles: readonly string[]): Owner {
  let first = rng.pick(FIRST), last = rng.pick(LAST);
  const roll = rng.next();
  if (roll < 0.2) last = rng.pick(PARTICLE);
  else if (roll < 0.4) last = `${last}-${rng.pick(LAST)}`;
  while (used.has(first + last)) first = rng.pick(FIRST);
  used.add(first + last);
  const middle = rng.chance(0.3) ? `${String.fromCharCode(65 + rng.int(0, 25))}.` : null;
  const s = rng.pick(STATES);
  return { first, last, middle, role: rng.pick(roles), pct: 0, score: rng.int(540, 780), ssn: ssn(rng, rng.chance(0.25)), itin: false,
    dob: randDate(rng, 1958, 1996), home: `${rng.int(100, 9899)} ${rng.pick(STREETS)}, ${rng.pick(s.cities)}, ${s.code}` };
}

function shares(rng: Rng, n: number): number[] {
  if (n === 1) return [100];
  if (n === 2) { const a = rng.pick([50, 51, 55, 60, 65, 70, 75, 80]); return [a, 100 - a]; }
  const a = rng.pick([34, 40, 50, 60]); const b = rng.pick([20, 25, 30].filter((x) => x < 100 - a - 5)); return [a, b, 100 - a - b];
}

/** One merchant for (layout, seed): every value varies with the seed. */
export function makeMerchant(rng: Rng, roles: readonly string[]): Merchant {
  const entity = rng.pick(ENTITIES), industry = rng.pick(INDUSTRIES), st = rng.pick(STATES);
  const n = entity.id === 'sole_proprietorship' ? 1 : rng.pick([1, 2, 2, 3]);
  const used = new Set<string>();
  const owners = Array.from({ length: n }, () => makeOwner(rng, used, roles));
  shares(rng, n).forEach((p, i) => { owners[i]!.pct = p; });
  for (const o of owners) o.itin = o.ssn.startsWith('9');
  const o0 = owners[0]!;
  const base = `${rng.pick(industry.names)} ${rng.pick(PLACES)}`;
  const suffix: Record<string, string> = { c_corporation: ', Inc.', llc: ' LLC', general_partnership: ' Partners', s_corporation: ' Corp.', sole_proprietorship: '' };
  let legal = `${base}${suffix[entity.id]}`, dba: string | null = rng.chance(0.6) ? `${rng.pick(industry.names)} ${o0.last.split('-')[0]}` : null;
  let taxId = ein(rng), taxType: Merchant['taxType'] = 'EIN';
  if (entity.id === 'sole_proprietorship') {
    legal = `${o0.first} ${o0.last}`; dba = base;
    if (rng.chance(0.6)) { taxId = o0.ssn; taxType = o0.itin ? 'ITIN' : 'SSN'; }
  }
  if (entity.id === 'general_partnership' && rng.chance(0.5)) legal = `Hermanos ${o0.last.split('-')[0]}`;
  const amount = rng.int(8, 120) * 2500, nPayments = rng.pick([60, 80, 100, 120, 130, 24, 36]);
  const freq = nPayments < 40 ? 'weekly' : rng.pick(['daily', 'daily', 'biweekly', 'monthly'] as const);
  const payment = Math.round((amount * 1.35 * 100) / nPayments) / 100;
  const inc = rng.pick(STATES.filter((s) => s.code !== st.code)).code;
  return { legal, dba, entity, industry, industryEn: rng.pick(industry.en), taxId, taxType, state: st.code, city: rng.pick(st.cities),
    street: `${rng.int(100, 9899)} ${rng.pick(STREETS)}`, zip: `${st.zip}${pad(rng.int(1, 999), 3)}`,
    phone: `(${st.area}) ${rng.int(200, 989)}-${pad(rng.int(0, 9999), 4)}`, email: `${o0.first.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}@${base.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.com`,
    amount, payment, nPayments, freq, start: randDate(rng, 2004, 2023), incState: inc, owners, monthly: rng.int(18, 240) * 1000 };
}

// ---- printed forms of values ----
export const money = (n: number, cents = true): string => `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
export const dmy = (iso: string): string => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };
export const mdy = (iso: string): string => { const [y, m, d] = iso.split('-'); return `${m}/${d}/${y}`; };
export const fmtTax = (digits: string, type: string): string => (type === 'EIN' ? `${digits.slice(0, 2)}-${digits.slice(2)}` : `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`);
export const masked = (digits: string, rng: Rng): string => `${rng.pick(['XXX-XX-', '•••-••-', '***-**-'])}${digits.slice(-4)}`;
export const fullName = (o: Owner): string => [o.first, o.middle, o.last].filter(Boolean).join(' ');

/** Decoy people and businesses: a landlord, references, the broker's agent, existing funders, the bank. */
export function decoyPeople(rng: Rng, m: Merchant): { landlord: string; refs: string[]; agent: string; funders: string[]; bank: string; routing: string; account: string } {
  const taken = new Set(m.owners.map((o) => o.first + o.last));
  const person = (): string => { let f = rng.pick(FIRST), l = rng.pick(LAST); while (taken.has(f + l)) { f = rng.pick(FIRST); l = rng.pick(LAST); } taken.add(f + l); return `${f} ${l}`; };
  return { landlord: rng.chance(0.5) ? `${person()}` : `Inmobiliaria ${rng.pick(PLACES)} LLC`, refs: [`Distribuidora ${rng.pick(PLACES)}`, person()], agent: person(),
    funders: rng.pick([['Capital Rápido Funding', 'Yellowstone Advance'], ['Fondo Latino Capital'], ['Pinnacle Merchant Funding', 'Avance Express LLC']]),
    bank: rng.pick(['Banco Popular', 'BBVA USA', 'Chase', 'Wells Fargo', 'Bank of America', 'International Bank of Commerce', 'Falcon Bank']),
    routing: `${rng.pick(['111', '121', '021', '063', '071'])}${pad(rng.int(0, 999999), 6)}`, account: `${rng.int(1000, 9999)}${pad(rng.int(0, 99999999), 8)}` };
}
