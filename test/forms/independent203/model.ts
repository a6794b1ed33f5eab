// The deal behind one form: a fictional Hispanic-owned US business, its owners and its request. Drawn from the seed
// and the layout only, never from the style, so typed, handwritten and fillable copies share one truth.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from '../../statements/generator/prng.ts';
import { REFERENCE_DIR } from '../reference-dir.ts';

interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[] }
interface StateItem { code: string; name: string; country: string }
const load = <T>(f: string): T[] => (JSON.parse(readFileSync(join(REFERENCE_DIR, f), 'utf8')) as { items: T[] }).items;
export const ENTITY_TYPES = load<RefItem>('entity-types.json');
export const INDUSTRIES = load<RefItem>('industries.json');
export const STATES = load<StateItem>('states.json');

/** applications.md: the industry whose label or alias is the longest one contained, word-bounded, in the text. */
export function industryOf(text: string): string | null {
  const t = text.toLowerCase();
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const name of [it.label, ...(it.aliases ?? [])]) {
      const n = name.toLowerCase();
      const esc = n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^\\p{L}\\p{N}])${esc}($|[^\\p{L}\\p{N}])`, 'u').test(t) && (!best || n.length > best.len)) best = { id: it.id, len: n.length };
    }
  }
  return best?.id ?? null;
}

/** The entity-types id whose id, label or alias equals the text (case and punctuation ignored), US reading. */
export function entityOf(text: string): string | null {
  const k = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const t = k(text);
  if (['inc', 'corp', 'ltd', 'corporation'].includes(t)) return 'c_corporation';
  const hit = ENTITY_TYPES.find((e) => e.countries?.includes('US') && [e.id, e.label, ...(e.aliases ?? [])].some((a) => k(a) === t));
  return hit?.id ?? null;
}

export interface Owner {
  first: string; middle: string | null; last: string; role: string; ownership: number; creditScore: number;
  taxId: string; taxIdType: 'SSN' | 'ITIN'; masked: boolean; dob: string; home: string; cell: string;
}
export interface Deal {
  legalName: string; dba: string | null; dbaPrinted: string; entity: string; industryText: string;
  taxId: string; taxIdType: 'EIN' | 'SSN'; bareEin: boolean; start: string; incState: string;
  street: string; city: string; state: string; zip: string; phone: string; email: string;
  amount: number; payment: number; payments: number; frequency: 'daily' | 'weekly' | 'biweekly' | 'monthly';
  monthlySales: number; useOfFunds: string; employees: number;
  owners: Owner[]; landlord: string; rent: number; refs: { name: string; phone: string }[]; iso: string; isoPhone: string;
  bank: string; routing: string; account: string; funders: { name: string; balance: number; payment: number }[]; signed: string;
}

const FIRST = ['José', 'María', 'Luis', 'Carmen', 'Jorge', 'Ana', 'Ricardo', 'Guadalupe', 'Alejandro', 'Rosa', 'Héctor', 'Verónica',
  'Manuel', 'Yesenia', 'Raúl', 'Beatriz', 'Fernando', 'Lucía', 'Óscar', 'Marisol', 'Andrés', 'Daniela', 'Ramón', 'Itzel'];
const SURNAME = ['García', 'Rodríguez', 'Hernández', 'Martínez', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres',
  'Flores', 'Rivera', 'Gómez', 'Díaz', 'Morales', 'Ortiz', 'Gutiérrez', 'Castillo', 'Núñez', 'Vargas', 'Mendoza', 'Peña'];
// Particles and hyphens that belong to the last name (applications.md: last_name keeps them).
const COMPOUND = ['de la Cruz', 'del Valle', 'de León', 'de la Garza', 'de los Santos', 'Santa María'];
const STREETS = ['NW 7th St', 'SW 8th St', 'Calle Ocho', 'Navigation Blvd', 'Cesar Chavez Ave', 'Guadalupe St', 'W Commerce St',
  'Bissonnet St', 'Whittier Blvd', 'E Olympic Blvd', 'Flagler St', 'Zarzamora St', 'Long Point Rd', 'Palmetto Rd'];
export const BROKER_CITY: Record<string, { city: string; state: string; zip: string }[]> = {
  miami: [{ city: 'Miami', state: 'FL', zip: '33135' }, { city: 'Hialeah', state: 'FL', zip: '33012' }, { city: 'Orlando', state: 'FL', zip: '32822' }],
  houston: [{ city: 'Houston', state: 'TX', zip: '77011' }, { city: 'Pasadena', state: 'TX', zip: '77506' }, { city: 'Baton Rouge', state: 'LA', zip: '70806' }],
  la: [{ city: 'Los Angeles', state: 'CA', zip: '90023' }, { city: 'Santa Ana', state: 'CA', zip: '92701' }, { city: 'Phoenix', state: 'AZ', zip: '85009' }, { city: 'Las Vegas', state: 'NV', zip: '89101' }],
  sa: [{ city: 'San Antonio', state: 'TX', zip: '78207' }, { city: 'Laredo', state: 'TX', zip: '78040' }, { city: 'Albuquerque', state: 'NM', zip: '87105' }, { city: 'Denver', state: 'CO', zip: '80219' }],
};
// [business name stem, printed type of business, industry the matcher must find] (checked by the test).
export const TRADES: [string, string, string][] = [
  ['Taquería El Sol de Jalisco', 'Restaurante mexicano / Mexican restaurant', 'restaurant'],
  ['Panadería La Esperanza', 'Panadería y cafetería / Bakery cafe', 'restaurant'],
  ['Taller Mecánico Hermanos', 'Taller mecánico / Auto shop', 'auto_repair'],
  ['Salón Bella Vista', 'Salón de belleza / Hair salon', 'personal_care'],
  ['Supermercado La Placita', 'Supermercado latino / Grocery', 'grocery'],
  ['Constructora Azteca', 'Construcción / General contractor', 'general_contractor'],
  ['Plomería Rápida', 'Plomería / Plumbing', 'specialty_trade_contractor'],
  ['Brillo Total Cleaning', 'Limpieza comercial / Commercial cleaning', 'cleaning_services'],
  ['Transportes del Norte', 'Transporte local / Local trucking', 'trucking_local'],
  ['Sonrisas Dental Care', 'Clínica dental / Dental office', 'dental_practice'],
  ['Jardines del Sur', 'Jardinería / Lawn care', 'landscaping'],
  ['Farmacia San Judas', 'Farmacia / Drug store', 'pharmacy'],
  ['Pequeños Pasos Learning Center', 'Guardería infantil / Daycare', 'childcare'],
  ['Boutique Mariposa', 'Tienda de ropa / Clothing store', 'retail_general'],
  ['Tacos Don Chuy', 'Comida móvil / Food truck', 'food_truck_catering'],
  ['Lavandería La Burbuja', 'Lavandería / Laundromat', 'dry_cleaning'],
  ['Carnicería Los Compadres', 'Carnicería / Butcher', 'grocery'],
];
const FUNDERS = ['Rapid Capital Funding', 'Yellowstone Advance', 'Pearl Merchant Funding', 'Kalamata Capital', 'Fox Business Funding'];
const BANKS = ['Banco Popular', 'BBVA USA', 'Chase Bank', 'Wells Fargo', 'International Bank of Commerce', 'Bank of America'];
const ROLES = ['Dueño', 'Owner', 'Presidente', 'President', 'Managing Member', 'Socio', 'CEO', 'Gerente General'];

function ssn(r: Rng): string {
  return `${r.int(101, 665)}-${String(r.int(1, 99)).padStart(2, '0')}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
function itin(r: Rng): string {
  return `9${r.digits(2)}-${r.int(70, 88)}-${String(r.int(1, 9999)).padStart(4, '0')}`;
}
function ein(r: Rng): string {
  const ok = [10, 11, 12, 13, 14, 15, 16, 20, 26, 27, 30, 33, 36, 45, 46, 47, 52, 59, 61, 65, 74, 81, 84, 85, 86, 87, 88, 91, 92];
  return `${r.pick(ok)}-${r.digits(7)}`;
}
const iso = (y: number, m: number, d: number): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const phone = (r: Rng, area: string): string => `(${area}) ${r.int(200, 989)}-${r.digits(4)}`;

export function makeDeal(broker: string, seed: number): Deal {
  const r = new Rng(`independent203:${broker}:${seed}`);
  const place = r.pick(BROKER_CITY[broker]!);
  const area = { miami: '305', houston: '713', la: '323', sa: '210' }[broker] ?? '305';
  const [stem, industryText] = r.pick(TRADES);
  const nOwners = r.weighted([[1, 5], [2, 4], [3, 1]] as const);
  const shares = nOwners === 1 ? [100] : nOwners === 2 ? r.pick([[50, 50], [60, 40], [51, 49], [75, 25], [70, 30]]) : [40, 35, 25];
  const owners: Owner[] = shares.map((pct, i) => {
    const first = r.pick(FIRST);
    const last = r.chance(0.25) ? (r.chance(0.5) ? r.pick(COMPOUND) : `${r.pick(SURNAME)} ${r.pick(COMPOUND)}`)
      : r.chance(0.2) ? `${r.pick(SURNAME)}-${r.pick(SURNAME)}` : `${r.pick(SURNAME)} ${r.pick(SURNAME)}`;
    const isItin = r.chance(0.2);
    return {
      first, middle: r.chance(0.35) ? `${r.pick('ABCEGJLMRS'.split(''))}.` : null, last: last.trim(),
      role: i === 0 ? r.pick(ROLES) : r.pick(['Socio', 'Partner', 'Vicepresidente', 'Member', 'Co-Owner']), ownership: pct,
      creditScore: r.int(540, 790), taxId: isItin ? itin(r) : ssn(r), taxIdType: isItin ? 'ITIN' : 'SSN', masked: r.chance(0.15),
      dob: iso(r.int(1958, 1996), r.int(1, 12), r.int(1, 28)), home: `${r.int(100, 9999)} ${r.pick(STREETS)}, ${place.city}, ${place.state} ${place.zip}`,
      cell: phone(r, area),
    };
  });
  const entity = r.weighted([['llc', 5], ['c_corporation', 3], ['s_corporation', 1], ['sole_proprietorship', 1.5], ['general_partnership', 0.7]] as const);
  const o0 = owners[0]!;
  const suffix = { llc: r.pick([', LLC', ' LLC', ', L.L.C.']), c_corporation: r.pick([', Inc.', ' Corp.', ' Corporation']), s_corporation: ', Inc.',
    general_partnership: ' Partners', sole_proprietorship: '' }[entity];
  const legalName = entity === 'sole_proprietorship' ? `${o0.first} ${o0.last}` : `${stem}${suffix}`;
  const dbaKind = r.weighted([['name', 5], ['SAME', 1], ['N/A', 1], ['blank', 1]] as const);
  const dba = entity === 'sole_proprietorship' || dbaKind === 'name' ? (entity === 'sole_proprietorship' ? stem : r.pick([stem, `${stem} #2`, stem.toUpperCase()])) : null;
  const soleSsn = entity === 'sole_proprietorship' && o0.taxIdType === 'SSN' && r.chance(0.5);
  const amount = r.pick([15000, 20000, 25000, 35000, 40000, 50000, 60000, 75000, 85000, 100000, 125000, 150000]);
  const frequency = r.weighted([['daily', 4], ['weekly', 4], ['biweekly', 1], ['monthly', 0.5]] as const);
  const payments = { daily: r.pick([120, 140, 160, 180]), weekly: r.pick([24, 30, 36, 52]), biweekly: r.pick([12, 18, 26]), monthly: r.pick([6, 9, 12]) }[frequency];
  const payment = Math.round((amount * r.float(1.25, 1.45)) / payments * 100) / 100;
  const startY = r.int(2004, 2022);
  return {
    legalName, dba, dbaPrinted: dba ?? (dbaKind === 'SAME' ? 'SAME' : dbaKind === 'N/A' ? 'N/A' : ''), entity, industryText,
    taxId: soleSsn ? o0.taxId : ein(r), taxIdType: soleSsn ? 'SSN' : 'EIN', bareEin: r.chance(0.25),
    start: iso(startY, r.int(1, 12), r.int(1, 28)), incState: r.chance(0.3) ? r.pick(['DE', 'WY', 'NV']) : place.state,
    street: `${r.int(100, 19999)} ${r.pick(STREETS)}${r.chance(0.3) ? ` Suite ${r.int(100, 400)}` : ''}`, city: place.city, state: place.state, zip: place.zip,
    phone: phone(r, area), email: `${stem.split(' ')[0]!.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase()}${r.int(1, 99)}@gmail.com`,
    amount, payment, payments, frequency, monthlySales: r.int(25, 180) * 1000, employees: r.int(2, 40),
    useOfFunds: r.pick(['Inventario / Inventory', 'Equipo nuevo / New equipment', 'Capital de trabajo / Working capital', 'Nómina / Payroll', 'Expansión / Expansion']),
    owners, landlord: `${r.pick(['Inversiones', 'Plaza', 'Grupo'])} ${r.pick(SURNAME)} ${r.pick(['Properties LLC', 'Realty', 'Holdings Inc.'])}`, rent: r.int(18, 95) * 100,
    refs: [0, 1].map(() => ({ name: `${r.pick(['Distribuidora', 'Proveedora', 'Importadora'])} ${r.pick(SURNAME)} ${r.pick(['Inc.', 'LLC', 'Co.'])}`, phone: phone(r, area) })),
    iso: `${r.pick(FIRST)} ${r.pick(SURNAME)}`, isoPhone: phone(r, area), bank: r.pick(BANKS), routing: `0${r.digits(8)}`, account: r.digits(r.int(9, 12)),
    funders: r.chance(0.55) ? [{ name: r.pick(FUNDERS), balance: r.int(40, 300) * 100, payment: r.int(90, 600) }] : [],
    signed: iso(2025, r.int(1, 12), r.int(1, 28)),
  };
}

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** An ISO date printed as MM/DD/YYYY or spelled in Spanish ('15 de marzo de 2019'). */
export function fmtDate(isoDate: string, how: 'us' | 'es'): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return how === 'us' ? `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}` : `${d} de ${MESES[m - 1]} de ${y}`;
}
export function fmtMoney(n: number, cents: boolean): string {
  return `$${n.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}
