// Word lists for set 94's fictional merchants: names, places, the industries and entity types they print (each with
// the reference id a careful reader gets from that printed text), funders, banks. Nothing here is a real merchant.

export const FIRST = ['Marisol', 'Trevor', 'Aaliyah', 'Desmond', 'Priya', 'Gideon', 'Colette', 'Mateo', 'Ingrid', 'Rashad', 'Noelle',
  'Bartholomew', 'Yusuf', 'Henrietta', 'Dmitri', 'Shauna', 'Lorenzo', 'Tamsin', 'Obinna', 'Greta', 'Cormac', 'Lucinda', 'Anselm',
  'Wren', 'Thaddeus', 'Imani', 'Percival', 'Soledad', 'Kwame', 'Rosalind', 'Evander', 'Mireille', 'Jasper', 'Odalys', 'Linus'] as const;

/** Last names, some with particles, hyphens and apostrophes: the reader keeps them whole. */
export const LAST = ['Okafor', 'Lindqvist', 'De La Cruz', 'Van der Meer', "O'Donnell", 'Whitcombe', 'Abernathy-Cole', 'Ferreira',
  'Nakashima', 'St. Pierre', 'Holloway', 'Bergström', 'Castellanos', 'MacAlister', 'Dubois', 'Vargas-Ilunga', 'Pemberton', 'Kowalczyk',
  'Thibodeaux', 'Achterberg', 'Sorensen', 'Balogun', 'Quintero', 'Harrow', 'le Roux', 'Fairweather', 'Mbeki', 'Delacroix'] as const;

export const MIDDLE = ['A.', 'J.', 'R.', 'T.', 'M.', 'K.', 'E.', 'L.'] as const;

export interface City { city: string; region: string; zip: string }
export const US_CITIES: readonly City[] = [
  { city: 'Austin', region: 'TX', zip: '787' }, { city: 'Tampa', region: 'FL', zip: '336' }, { city: 'Buffalo', region: 'NY', zip: '142' },
  { city: 'Fresno', region: 'CA', zip: '937' }, { city: 'Savannah', region: 'GA', zip: '314' }, { city: 'Dayton', region: 'OH', zip: '454' },
  { city: 'Raleigh', region: 'NC', zip: '276' }, { city: 'Mesa', region: 'AZ', zip: '852' }, { city: 'Pueblo', region: 'CO', zip: '810' },
  { city: 'Trenton', region: 'NJ', zip: '086' }, { city: 'Peoria', region: 'IL', zip: '616' }, { city: 'Erie', region: 'PA', zip: '165' },
  { city: 'Spokane', region: 'WA', zip: '992' }, { city: 'Knoxville', region: 'TN', zip: '379' }, { city: 'Lansing', region: 'MI', zip: '489' },
  { city: 'Duluth', region: 'MN', zip: '558' }, { city: 'Reno', region: 'NV', zip: '895' }, { city: 'Eugene', region: 'OR', zip: '974' },
  { city: 'Worcester', region: 'MA', zip: '016' }, { city: 'Roanoke', region: 'VA', zip: '240' }, { city: 'Baton Rouge', region: 'LA', zip: '708' },
];
export const CA_CITIES: readonly City[] = [
  { city: 'Hamilton', region: 'ON', zip: 'L8P' }, { city: 'Ottawa', region: 'ON', zip: 'K1P' }, { city: 'Kelowna', region: 'BC', zip: 'V1Y' },
  { city: 'Red Deer', region: 'AB', zip: 'T4N' }, { city: 'Laval', region: 'QC', zip: 'H7T' }, { city: 'Brandon', region: 'MB', zip: 'R7A' },
  { city: 'Halifax', region: 'NS', zip: 'B3H' }, { city: 'Regina', region: 'SK', zip: 'S4P' }, { city: 'Moncton', region: 'NB', zip: 'E1C' },
];
export const STATE_NAMES: Record<string, string> = { TX: 'Texas', FL: 'Florida', NY: 'New York', CA: 'California', GA: 'Georgia', OH: 'Ohio',
  NC: 'North Carolina', AZ: 'Arizona', CO: 'Colorado', NJ: 'New Jersey', IL: 'Illinois', PA: 'Pennsylvania', WA: 'Washington', TN: 'Tennessee',
  MI: 'Michigan', MN: 'Minnesota', NV: 'Nevada', OR: 'Oregon', MA: 'Massachusetts', VA: 'Virginia', LA: 'Louisiana', DE: 'Delaware', WY: 'Wyoming',
  ON: 'Ontario', BC: 'British Columbia', AB: 'Alberta', QC: 'Quebec', MB: 'Manitoba', NS: 'Nova Scotia', SK: 'Saskatchewan', NB: 'New Brunswick' };

export const STREETS = ['Larkspur Way', 'Quarry Rd', 'Hollins Ave', 'Cedar Bluff Dr', 'Mercantile St', 'Old Mill Ln', 'Beacon Hill Blvd',
  'Tanager Ct', 'Foundry Row', 'Weatherby Pkwy', 'Chestnut St', 'Ironwood Ave', 'Kingfisher Rd', 'Pelham St', 'Granary Ln'] as const;

/** An industry as the merchant writes it, with the id the longest word-bounded alias gives (checked in the test). */
export interface IndustryText { id: string; text: string; nouns: readonly string[]; cred?: string }
export const INDUSTRIES: readonly IndustryText[] = [
  { id: 'restaurant', text: 'Pizzeria', nouns: ['Pizza Co', 'Brick Oven'] },
  { id: 'restaurant', text: 'Coffee shop', nouns: ['Roasters', 'Coffee House'] },
  { id: 'restaurant', text: 'Family restaurant', nouns: ['Kitchen', 'Table'] },
  { id: 'auto_repair', text: 'Auto body shop', nouns: ['Collision', 'Auto Body'] },
  { id: 'auto_repair', text: 'Mechanic / auto service', nouns: ['Motorworks', 'Garage'] },
  { id: 'specialty_trade_contractor', text: 'Plumbing contractor', nouns: ['Plumbing', 'Pipe & Drain'] },
  { id: 'specialty_trade_contractor', text: 'HVAC installation', nouns: ['Heating & Air', 'Climate Services'] },
  { id: 'specialty_trade_contractor', text: 'Roofing', nouns: ['Roofing', 'Roof Systems'] },
  { id: 'personal_care', text: 'Hair salon', nouns: ['Salon', 'Hair Studio'] },
  { id: 'personal_care', text: 'Barbershop', nouns: ['Barber Co', 'Cuts'] },
  { id: 'dental_practice', text: 'Dental office', nouns: ['Family Dental', 'Smiles'], cred: 'DDS' },
  { id: 'veterinary', text: 'Veterinary clinic', nouns: ['Animal Clinic', 'Pet Hospital'], cred: 'DVM' },
  { id: 'medical_practice', text: 'Chiropractor', nouns: ['Chiropractic', 'Spine & Wellness'], cred: 'DC' },
  { id: 'trucking_local', text: 'Moving company', nouns: ['Movers', 'Moving & Storage'] },
  { id: 'landscaping', text: 'Landscaping & lawn care', nouns: ['Lawn & Garden', 'Landscapes'] },
  { id: 'grocery', text: 'Grocery', nouns: ['Market', 'Fresh Foods'] },
  { id: 'fitness', text: 'Fitness center', nouns: ['Fitness', 'Athletic Club'] },
  { id: 'cleaning_services', text: 'Commercial cleaning', nouns: ['Cleaning Co', 'Janitorial'] },
  { id: 'it_software', text: 'IT services', nouns: ['Tech Solutions', 'Networks'] },
  { id: 'professional_services', text: 'Accounting & bookkeeping', nouns: ['Accounting', 'Tax & Books'], cred: 'CPA' },
  { id: 'childcare', text: 'Daycare center', nouns: ['Little Learners', 'Kids Academy'] },
  { id: 'retail_general', text: 'Boutique clothing store', nouns: ['Boutique', 'Apparel'] },
  { id: 'retail_general', text: 'Florist', nouns: ['Flowers', 'Blooms'] },
  { id: 'hotel_motel', text: 'Motel', nouns: ['Inn', 'Motor Lodge'] },
  { id: 'food_truck_catering', text: 'Catering', nouns: ['Catering', 'Events Kitchen'] },
  { id: 'dry_cleaning', text: 'Laundromat', nouns: ['Laundry', 'Wash House'] },
  { id: 'general_contractor', text: 'General contractor', nouns: ['Builders', 'Construction'] },
  { id: 'pet_services', text: 'Dog grooming', nouns: ['Pet Spa', 'Grooming'] },
  { id: 'wholesale_distribution', text: 'Food distributor', nouns: ['Distributors', 'Supply'] },
  { id: 'manufacturing', text: 'Machine shop', nouns: ['Machining', 'Precision Works'] },
];

export const PLACE_WORDS = ['Summit', 'Harbor', 'Copperline', 'Bluewater', 'Redstone', 'Tallgrass', 'Northgate', 'Lakeview', 'Foxglove',
  'Ironbridge', 'Silverleaf', 'Maple Hollow', 'Granite Peak', 'Sundial', 'Brightwater', 'Oak & Ember', 'Three Rivers', 'Westbrook'] as const;

export type EntityId = 'llc' | 'c_corporation' | 's_corporation' | 'sole_proprietorship' | 'general_partnership' | 'limited_partnership' | 'llp'
  | 'pllc' | 'nonprofit_corporation' | 'ca_corporation' | 'cooperative';
/** Entity texts as written on a free-text line, and the legal-name suffix they go with. */
export const US_ENTITIES: readonly { id: EntityId; texts: readonly string[]; suffix: readonly string[]; w: number }[] = [
  { id: 'llc', texts: ['LLC', 'Limited Liability Company', 'L.L.C.'], suffix: ['LLC', 'L.L.C.'], w: 5 },
  { id: 'c_corporation', texts: ['Corporation', 'C Corp', 'Inc.'], suffix: ['Inc.', ', Inc.', 'Corp.', 'Corporation'], w: 3 },
  { id: 's_corporation', texts: ['S Corp', 'S Corporation', 'S-Corp'], suffix: [', Inc.', 'Inc.'], w: 2 },
  { id: 'sole_proprietorship', texts: ['Sole Proprietor', 'Sole Proprietorship'], suffix: [''], w: 1 },
  { id: 'general_partnership', texts: ['Partnership', 'General Partnership'], suffix: ['Partners', '& Co. Partners'], w: 1 },
  { id: 'limited_partnership', texts: ['LP', 'Limited Partnership'], suffix: [', LP', 'L.P.'], w: 1 },
  { id: 'llp', texts: ['LLP'], suffix: ['LLP'], w: 1 },
  { id: 'pllc', texts: ['PLLC'], suffix: [', PLLC', 'PLLC'], w: 1 },
];
export const CA_ENTITIES: readonly { id: EntityId; texts: readonly string[]; suffix: readonly string[]; w: number }[] = [
  { id: 'ca_corporation', texts: ['Corporation', 'Inc.', 'Ltd.'], suffix: ['Inc.', 'Ltd.', 'Corp.', 'Limited'], w: 6 },
  { id: 'sole_proprietorship', texts: ['Sole Proprietorship', 'Sole Proprietor'], suffix: [''], w: 1 },
  { id: 'general_partnership', texts: ['Partnership', 'General Partnership'], suffix: ['Partners'], w: 1 },
  { id: 'cooperative', texts: ['Co-operative', 'Cooperative'], suffix: ['Co-operative'], w: 1 },
];

export const US_TITLES = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Vice President', 'COO', 'Secretary/Treasurer'] as const;
export const CA_TITLES = ['President', 'Director', 'Owner', 'Secretary', 'Vice-President', 'Partner'] as const;

export const FUNDERS = ['Northbeam Capital', 'Rapid Ridge Funding', 'Keystone Merchant Fund', 'Blue Heron Advance', 'Ledgerline Capital',
  'Crescent Bay Funding', 'Pinewood Receivables', 'Atlas Forward Capital'] as const;
export const BANKS = ['First Lakeshore Bank', 'Prairie Mutual Bank', 'Coastal Federal Credit Union', 'Union Crest Bank', 'Harborview Savings',
  'Meridian Trust Bank'] as const;
export const CA_BANKS = ['Laurentian Shore Credit Union', 'Northern Prairie Bank', 'Maritime Trust Co.', 'Cascadia Savings'] as const;
export const REF_COMPANIES = ['Delmar Supply Co.', 'Acre Packaging', 'Tri-County Linen', 'Apex Wholesale', 'Sterling Uniform Service',
  'Greenway Produce', 'Bolt Electric Supply', 'Coastline Paper Goods'] as const;
export const USES = ['Equipment purchase', 'Inventory', 'Working capital', 'Payroll', 'Expansion / second location', 'Renovation',
  'Marketing', 'Debt consolidation'] as const;
