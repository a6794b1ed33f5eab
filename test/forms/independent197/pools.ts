// Word pools and the reference ids their printed texts give. Industry texts were checked by hand against
// industries.json's longest word-bounded alias rule (e.g. 'Auto body shop' is auto_repair by 'body shop', not
// retail_general by 'shop'; plain 'Landscaping' matches no alias, so it is written 'Lawn care & landscaping').
import type { Rng } from '../../statements/generator/prng.ts';

export interface Caps {
  country: 'US' | 'CA';
  maxOwners: number;
  /** Owners' names printed 'Last, First'. */
  lastFirst: boolean;
  /** The form asks for payment, number of payments and frequency. */
  terms: boolean;
  /** The tax id line is labelled 'Federal Tax ID (EIN)', so a bare 9-digit number is an EIN. */
  bareEin: boolean;
  /** Entity checkbox labels with their ids; absent: free text. */
  checks?: readonly (readonly [string, string])[];
}

export const FIRST = ['Maria', 'James', 'Dwayne', 'Priya', 'Tomasz', 'Keisha', 'Luis', 'Anh', 'Robert', 'Fatima', 'Gregory', 'Yolanda',
  'Samuel', 'Nadia', 'Hector', 'Brittany', 'Olusegun', 'Mei', 'Curtis', 'Rosa', 'Jean-Paul', 'Sandeep', 'Tanya', 'Victor'];
export const LAST = ['Garcia', 'Thompson', 'Nguyen', 'Patel', 'Kowalski', 'Washington', 'De La Cruz', 'Okafor', 'Garcia-Lopez', 'Smith',
  "O'Neill", 'Rahman', 'van der Berg', 'Chen', 'Morales', 'Baptiste', 'MacDonald', 'St. Pierre', 'Haddad', 'Brooks', 'Kim', 'Ortiz-Rivera'];
export const CREDENTIALS = [', DC', ', CPA', ', DDS', ', MD'];
export const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'Route 9', 'Bay Rd', 'King St W', 'Oak Blvd', 'Market St',
  'Sunset Hwy', '5th Ave', 'Riverside Dr', 'Mill Rd'];
export const CITIES: Record<'US' | 'CA', { city: string; code: string; name: string; postal: string }[]> = {
  US: [
    { city: 'Tampa', code: 'FL', name: 'Florida', postal: '' }, { city: 'Houston', code: 'TX', name: 'Texas', postal: '' },
    { city: 'Newark', code: 'NJ', name: 'New Jersey', postal: '' }, { city: 'Columbus', code: 'OH', name: 'Ohio', postal: '' },
    { city: 'Phoenix', code: 'AZ', name: 'Arizona', postal: '' }, { city: 'Atlanta', code: 'GA', name: 'Georgia', postal: '' },
    { city: 'Brooklyn', code: 'NY', name: 'New York', postal: '' }, { city: 'Fresno', code: 'CA', name: 'California', postal: '' },
    { city: 'Charlotte', code: 'NC', name: 'North Carolina', postal: '' }, { city: 'Denver', code: 'CO', name: 'Colorado', postal: '' },
  ],
  CA: [
    { city: 'Mississauga', code: 'ON', name: 'Ontario', postal: 'L' }, { city: 'Calgary', code: 'AB', name: 'Alberta', postal: 'T' },
    { city: 'Surrey', code: 'BC', name: 'British Columbia', postal: 'V' }, { city: 'Laval', code: 'QC', name: 'Quebec', postal: 'H' },
    { city: 'Winnipeg', code: 'MB', name: 'Manitoba', postal: 'R' }, { city: 'Halifax', code: 'NS', name: 'Nova Scotia', postal: 'B' },
  ],
};
export const FUNDERS = ['Rapid Capital Funding', 'Kapitus', 'Everest Business Funding', 'Fox Capital', 'Yellowstone', 'Mantis Funding', 'CFG Merchant Solutions'];
export const BANKS = { US: ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC', 'Regions', 'Truist'], CA: ['RBC Royal Bank', 'Scotiabank', 'BMO', 'TD Canada Trust', 'CIBC', 'Desjardins'] };
export const LANDLORDS = ['Westgate Properties LLC', 'Mr. Feldman', 'Crossroads Plaza Mgmt', 'R&J Realty', 'Harbor Point Holdings', 'Sunrise Commercial'];
export const ISO_REPS = ['Mike Tedesco', 'Alexis Ruiz', 'Jordan Blaine', 'Danny K.', 'Steph Morrow'];
export const REF_NAMES = ['Sysco', 'ABC Supply', 'Uline', 'Home Depot Pro', 'Grainger', 'US Foods', 'Ferguson'];
export const USE_OF_FUNDS = ['Inventory', 'payroll', 'Equipment', 'expansion', 'working capital', 'Marketing', 'see attached', 'N/A', 'Repairs'];

/** [printed type of business, industry id, noun used in the business name]. */
const INDUSTRIES: readonly (readonly [string, string, string])[] = [
  ['Hair salon', 'personal_care', 'Salon'], ['Pizzeria', 'restaurant', 'Pizza'], ['Plumbing', 'specialty_trade_contractor', 'Plumbing'],
  ['Auto body shop', 'auto_repair', 'Auto Body'], ['Dental office', 'dental_practice', 'Dental'], ['Veterinary clinic', 'veterinary', 'Animal Care'],
  ['Lawn care & landscaping', 'landscaping', 'Landscapes'], ['Local trucking', 'trucking_local', 'Transport'], ['Daycare', 'childcare', 'Kids Academy'],
  ['Coffee shop', 'restaurant', 'Coffee'], ['Convenience store', 'convenience_store', 'Mart'], ['Gym', 'fitness', 'Fitness'],
  ['Commercial cleaning', 'cleaning_services', 'Cleaning'], ['General contractor', 'general_contractor', 'Builders'], ['Nail salon', 'personal_care', 'Nails'],
  ['Dry cleaner', 'dry_cleaning', 'Cleaners'], ['Chiropractor', 'medical_practice', 'Chiropractic'], ['Florist', 'retail_general', 'Flowers'],
  ['Food truck', 'food_truck_catering', 'Eats'], ['Roofing', 'specialty_trade_contractor', 'Roofing'], ['IT services', 'it_software', 'Tech'],
  ['Mexican restaurant', 'restaurant', 'Cantina'], ['Liquor store', 'liquor_store', 'Spirits'], ['HVAC', 'specialty_trade_contractor', 'Heating & Air'],
];
export function industryFor(rng: Rng): { text: string; id: string; noun: string } {
  const [text, id, noun] = rng.pick(INDUSTRIES);
  return { text: rng.chance(0.3) ? text.toUpperCase() : text, id, noun };
}

/** [printed entity text, id, legal-name suffix] per country, for free-text entity lines. */
const FREE: Record<'US' | 'CA', readonly (readonly [string, string, string])[]> = {
  US: [['LLC', 'llc', ' LLC'], ['L.L.C.', 'llc', ', L.L.C.'], ['Inc.', 'c_corporation', ', Inc.'], ['Corp', 'c_corporation', ' Corp.'],
    ['corporation', 'c_corporation', ' Corporation'], ['S Corp', 's_corporation', ', Inc.'], ['S-Corp', 's_corporation', ' Inc'],
    ['Sole Prop', 'sole_proprietorship', ''], ['Sole Proprietor', 'sole_proprietorship', ''], ['Partnership', 'general_partnership', ' Partners'],
    ['PLLC', 'pllc', ' PLLC'], ['Limited Liability Company', 'llc', ' LLC'], ['C Corp', 'c_corporation', ' Inc.']],
  CA: [['Inc.', 'ca_corporation', ' Inc.'], ['Ltd.', 'ca_corporation', ' Ltd.'], ['Corporation', 'ca_corporation', ' Corporation'],
    ['Limited', 'ca_corporation', ' Limited'], ['Sole Proprietorship', 'sole_proprietorship', ''], ['Partnership', 'general_partnership', ' Partners']],
};
const SUFFIX: Record<string, string> = { llc: ' LLC', c_corporation: ', Inc.', s_corporation: ', Inc.', sole_proprietorship: '', general_partnership: ' Partners',
  limited_partnership: ' LP', llp: ' LLP', nonprofit_corporation: ' Foundation', ca_corporation: ' Ltd.', pllc: ' PLLC' };

/** The entity: free text, or a checked box (check) / the text on an 'Other' line (no check) on checkbox forms. */
export function entityFor(rng: Rng, caps: Caps): { id: string; text: string; suffix: string; check: string | null } {
  if (caps.checks && rng.chance(0.85)) {
    const [label, id] = rng.pick(caps.checks.filter(([, id]) => id !== 'nonprofit_corporation' || rng.chance(0.2)));
    return { id, text: label, suffix: SUFFIX[id] ?? '', check: label };
  }
  const [text, id, suffix] = rng.pick(caps.checks ? FREE[caps.country].filter(([, i]) => i === 'pllc' || i === 'ca_corporation') : FREE[caps.country]);
  return { id, text, suffix, check: null };
}
