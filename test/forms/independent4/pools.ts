// Word pools of the fourth independent form set: fictional people, places and businesses. Each industry text is
// paired with the industries reference id that applications.md's rule (longest label or alias contained in the printed
// text, word-bounded) gives for it; each pair was checked against ../shared/reference/industries.json.

export const FIRST_NAMES = ['Maria', 'James', 'Aisha', 'Tomasz', 'Priya', 'Derek', 'Lucia', 'Kwame', 'Hannah', 'Rafael', 'Mei', 'Oscar',
  'Brenda', 'Anton', 'Fatima', 'Gregory', 'Yolanda', 'Nikolai', 'Sofia', 'Terrence', 'Ingrid', 'Malik', 'Rosa', 'Walter', 'Camille',
  'Desmond', 'Elena', 'Harold', 'Jun', 'Leticia'] as const;

/** Last names with particles and hyphens on purpose: the truth keeps them whole. */
export const LAST_NAMES = ['Gonzalez', 'Whitaker', 'de la Cruz', 'Okafor', 'Van Buren', 'Nakamura', 'Ortiz-Vega', 'Kowalski', 'MacLeod',
  'Abernathy', 'Del Rio', 'Haddad', 'Lindqvist', "O'Connell", 'Patel', 'St. Germain', 'Moreau', 'Adeyemi', 'Castellanos', 'Brandt',
  'Nguyen', 'Fitzgerald', 'Romero-Diaz', 'Sorensen', 'Quintero', 'Baptiste'] as const;

export const SUFFIXES = ['Jr.', 'Sr.', 'III'] as const;
export const CREDENTIALS = ['DDS', 'CPA', 'DC', 'MD', 'PE'] as const;
export const MIDDLE = 'ABCDEFGHJKLMNPRSTW';

export const US_TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary', 'COO', 'Treasurer'] as const;
export const CA_TITLES = ['President', 'Director', 'Owner', 'Secretary-Treasurer', 'Partner', 'Operations Manager'] as const;

export interface Industry { text: string; id: string }
export const INDUSTRIES: readonly Industry[] = [
  { text: 'Veterinary clinic', id: 'veterinary' }, { text: 'Family dentist', id: 'dental_practice' },
  { text: 'Italian restaurant', id: 'restaurant' }, { text: 'Hair salon', id: 'personal_care' },
  { text: 'HVAC contractor', id: 'specialty_trade_contractor' }, { text: 'Commercial cleaning', id: 'cleaning_services' },
  { text: 'Landscaping & lawn care', id: 'landscaping' }, { text: 'Used car dealer', id: 'auto_dealer_used' },
  { text: 'Coffee shop', id: 'restaurant' }, { text: 'Daycare center', id: 'childcare' }, { text: 'Machine shop', id: 'manufacturing' },
  { text: 'Physical therapy clinic', id: 'medical_practice' }, { text: 'Convenience store', id: 'convenience_store' },
  { text: 'Collision repair & body shop', id: 'auto_repair' }, { text: 'Plumbing contractor', id: 'specialty_trade_contractor' },
  { text: 'Yoga studio', id: 'fitness' }, { text: 'Boutique clothing store', id: 'retail_general' }, { text: 'Bakery cafe', id: 'restaurant' },
  { text: 'Dry cleaner', id: 'dry_cleaning' }, { text: 'Pet grooming', id: 'pet_services' }, { text: 'Liquor store', id: 'liquor_store' },
  { text: 'Grocery store', id: 'grocery' }, { text: 'Roofing contractor', id: 'specialty_trade_contractor' },
  { text: 'Food truck', id: 'food_truck_catering' }, { text: 'Moving company', id: 'trucking_local' },
  { text: 'Bookkeeping services', id: 'professional_services' }, { text: 'Web design agency', id: 'it_software' }, { text: 'Motel', id: 'hotel_motel' },
  { text: 'Home health care agency', id: 'home_health_care' }, { text: 'Pizzeria', id: 'restaurant' }, { text: 'Nail salon', id: 'personal_care' },
  { text: 'Furniture store', id: 'retail_general' }, { text: 'Electrical contractor', id: 'specialty_trade_contractor' },
  { text: 'Auto detailing', id: 'car_wash' }, { text: 'Florist', id: 'retail_general' }, { text: 'Dental office', id: 'dental_practice' },
  { text: 'Barbershop', id: 'personal_care' }, { text: 'Tire shop', id: 'auto_repair' }, { text: 'Catering', id: 'food_truck_catering' },
  { text: 'Hardware store', id: 'retail_general' }, { text: 'Medical office', id: 'medical_practice' },
  { text: 'Flooring installation', id: 'specialty_trade_contractor' },
];

export const NAME_WORDS = ['Summit', 'Harbor', 'Granite', 'Willow', 'Bright', 'Copper', 'Evergreen', 'Lakeside', 'Ironwood', 'Golden',
  'Redwood', 'Silver', 'Prairie', 'Beacon', 'Cedar', 'Falcon', 'Juniper', 'Northstar', 'Riverbend', 'Oakmont', 'Sunrise', 'Tidewater'] as const;
export const NAME_TAILS = ['Builders', 'Kitchen', 'Services', 'Group', 'Supply', 'Works', 'Studio', 'Care', 'Partners', 'Enterprises',
  'Solutions', 'Trading', 'Holdings', 'Company'] as const;

export interface City { city: string; region: string; zip: string }
export const US_CITIES: readonly City[] = [
  { city: 'Newark', region: 'NJ', zip: '071' }, { city: 'Tampa', region: 'FL', zip: '336' }, { city: 'Houston', region: 'TX', zip: '770' },
  { city: 'Columbus', region: 'OH', zip: '432' }, { city: 'Phoenix', region: 'AZ', zip: '850' }, { city: 'Brooklyn', region: 'NY', zip: '112' },
  { city: 'Atlanta', region: 'GA', zip: '303' }, { city: 'Denver', region: 'CO', zip: '802' }, { city: 'Fresno', region: 'CA', zip: '937' },
  { city: 'Charlotte', region: 'NC', zip: '282' }, { city: 'Joliet', region: 'IL', zip: '604' }, { city: 'Reno', region: 'NV', zip: '895' },
  { city: 'Allentown', region: 'PA', zip: '181' }, { city: 'Nashville', region: 'TN', zip: '372' }, { city: 'Tacoma', region: 'WA', zip: '984' },
];
export const CA_CITIES: readonly City[] = [
  { city: 'Mississauga', region: 'ON', zip: 'L5B' }, { city: 'Calgary', region: 'AB', zip: 'T2P' }, { city: 'Surrey', region: 'BC', zip: 'V3T' },
  { city: 'Laval', region: 'QC', zip: 'H7N' }, { city: 'Winnipeg', region: 'MB', zip: 'R3C' }, { city: 'Halifax', region: 'NS', zip: 'B3H' },
  { city: 'Saskatoon', region: 'SK', zip: 'S7K' }, { city: 'Moncton', region: 'NB', zip: 'E1C' },
];
/** States of incorporation printed as decoys (chosen to differ from the business address's state). */
export const INC_STATES = ['DE', 'NV', 'WY', 'FL', 'TX'] as const;

export const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'Market St', 'Harbor Blvd', 'Route 9', 'Maple Rd',
  'Bay St', 'King St W', 'Lakeshore Rd', 'Center Ave'] as const;

export const BANKS = ['First Coastal Bank', 'Prairie State Credit Union', 'Union Ledger Bank', 'Heritage National Bank', 'Valley Trust Bank'] as const;
export const CA_BANKS = ['Dominion Harbour Bank', 'Caisse Populaire du Lac', 'Northern Trust Savings'] as const;
export const FUNDERS = ['Bluewater Advance', 'Kestrel Capital', 'Rapid Ledger Funding', 'Pinnacle Receivables', 'Torchlight Merchant Funding'] as const;
export const REF_COMPANIES = ['Apex Wholesale Supply', 'Metro Packaging Co.', 'Delta Restaurant Depot', 'Allied Parts Warehouse', 'Crown Linen Service'] as const;
