// Reference lists (entity types, industries, states) and the applications.md matching rules used to derive truth ids.
import { readFileSync } from 'node:fs';

interface RefItem { id: string; label: string; aliases?: string[]; countries?: string[] }
const load = (f: string): RefItem[] => (JSON.parse(readFileSync(`/work/shared/reference/${f}`, 'utf8')) as { items: RefItem[] }).items;

export const ENTITY_TYPES = load('entity-types.json');
export const INDUSTRIES = load('industries.json');
export const STATES = (JSON.parse(readFileSync('/work/shared/reference/states.json', 'utf8')) as { items: { code: string; name: string; country: string; type: string }[] }).items;

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The US entity-type id whose id, label or alias equals the text (case and punctuation ignored). */
export function entityId(text: string): string | null {
  const n = norm(text);
  for (const e of ENTITY_TYPES) {
    if (e.countries && !e.countries.includes('US')) continue;
    if ([e.id, e.label, ...(e.aliases ?? [])].some((a) => norm(a) === n)) return e.id;
  }
  return null;
}

/** The industry whose label or alias is the longest one contained, word-bounded, in the text. */
export function industryId(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  for (const it of INDUSTRIES) {
    for (const a of [it.label, ...(it.aliases ?? [])]) {
      const re = new RegExp(`(^|[^A-Za-z0-9])${a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9])`, 'i');
      if (re.test(text) && (!best || a.length > best.len)) best = { id: it.id, len: a.length };
    }
  }
  return best?.id ?? null;
}

// Printed business descriptions, each checked against the rule at load.
export const BUSINESS_KINDS: readonly [string, string][] = [
  ['Hair salon', 'personal_care'], ['Family restaurant', 'restaurant'], ['Dental office', 'dental_practice'],
  ['Veterinary clinic', 'veterinary'], ['HVAC contractor', 'specialty_trade_contractor'], ['Plumbing & drain service', 'specialty_trade_contractor'],
  ['Landscaping and lawn care', 'landscaping'], ['Commercial cleaning', 'cleaning_services'], ['Used car dealer', 'auto_dealer_used'],
  ['Coffee shop', 'restaurant'], ['Convenience store', 'convenience_store'], ['Daycare center', 'childcare'], ['Fitness center', 'fitness'],
  ['Collision repair', 'auto_repair'], ['Dump truck hauling', 'trucking_local'], ['Machine shop', 'manufacturing'], ['Chiropractor', 'medical_practice'],
  ['Liquor store', 'liquor_store'], ['Nail salon', 'personal_care'], ['Roofing contractor', 'specialty_trade_contractor'], ['Pet grooming', 'pet_services'],
  ['Laundromat', 'dry_cleaning'], ['Florist', 'retail_general'], ['Tire shop', 'auto_repair'], ['Web design', 'it_software'], ['Catering', 'food_truck_catering'],
  ['Staffing agency', 'staffing_agency'], ['Home health agency', 'home_health_care'], ['Wholesale distributor', 'wholesale_distribution'],
  ['General contractor', 'general_contractor'], ['Pizzeria', 'restaurant'], ['Medical office', 'medical_practice'], ['Boutique', 'retail_general'],
];
for (const [t, id] of BUSINESS_KINDS) {
  const got = industryId(t);
  if (got !== id) throw new Error(`industry ${t}: ${got} != ${id}`);
}

// Printed entity-type words by id, checked at load.
export const ENTITY_WORDS: Record<string, readonly string[]> = {
  llc: ['LLC', 'L.L.C.', 'Limited Liability Company'], c_corporation: ['Corporation', 'Inc.', 'C-Corp', 'Corp'],
  s_corporation: ['S Corp', 'S-Corp', 'S Corporation'], sole_proprietorship: ['Sole Proprietor', 'Sole Proprietorship'],
  general_partnership: ['Partnership', 'General Partnership'], pllc: ['PLLC'], limited_partnership: ['LP', 'Limited Partnership'],
  professional_corporation: ['P.C.', 'Professional Corporation'],
};
for (const [id, ws] of Object.entries(ENTITY_WORDS)) for (const w of ws) if (entityId(w) !== id) throw new Error(`entity ${w}: ${entityId(w)} != ${id}`);
