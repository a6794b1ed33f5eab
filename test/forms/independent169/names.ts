// Word lists for set 169: people, places and businesses. Everything is fictional; the names are chosen for the
// variety a reader meets in real intake forms (particles, hyphens, apostrophes, accents inside WinAnsi).

/** First names: one word each (a hyphenated or apostrophe name still counts as one), so the first word is the name. */
export const FIRST_NAMES = [
  'James', 'María', 'Oluwaseun', 'Priya', 'Jean-Luc', 'Siobhan', 'Zoë', 'Mohammed', 'Aleksandr', 'Kwame', 'Chloé',
  "D'Andre", 'Mary-Kate', 'Björn', 'Thanh', 'Guadalupe', 'Rajesh', 'Ngozi', 'Hiroshi', 'Fatima', 'Declan', 'Lucía',
  'Tomás', 'Anaïs', 'Darnell', 'Ingrid', 'Yusuf', 'Mei', 'Rafael', 'Keisha', 'Anh', 'Bogdan', 'Soo-jin', 'Kateri',
  'Marisol', 'Everett', 'Noémie', 'Tariq', 'Renée', 'Oksana',
] as const;

/** Last names: particles, hyphens, apostrophes and Mc/Mac prefixes. */
export const LAST_NAMES = [
  "O'Brien", 'van der Merwe', 'de la Cruz', 'Nguyen-Tran', 'MacDonald', "D'Angelo", 'St. Pierre', 'dos Santos',
  'Okafor', 'Kowalczyk', 'al-Rashid', 'von Hoffmann', 'Le Blanc', 'García Márquez', 'Fitzgerald', 'Papadopoulos',
  'Dubois-Lefèvre', 'Mbeki', 'Yamamoto', 'Castellanos', 'di Stefano', 'Van Buren', 'McAllister', 'Haddad',
  'Ó Súilleabháin', 'Thibodeaux', 'Ramírez-Ortiz', 'Abernathy', 'Sørensen', 'Oyelaran', 'La Rosa', 'Bergström',
  'Delacroix', 'Whitehorse', 'Achterberg', 'Kapoor', 'de Vries', 'Mahoney-Reyes', 'Lindqvist', 'Ferreira',
] as const;

export const INITIALS = 'ABCDEFGHJKLMNPRSTW';

export const STREETS = [
  'Industrial Pkwy', 'Commerce Dr', 'Main St', 'Elm St', 'Harbor Blvd', 'Maple Ave', 'Route 9', 'Ridge Rd',
  'Lakeview Ter', 'Depot St', 'Kingsway', 'Rue Saint-Denis', 'Sherbrooke St W', '3rd Ave N', 'Old Mill Rd',
] as const;

/** US addresses: [state, city, zip prefix]. Includes California (`CA`, never Canada) and Puerto Rico. */
export const US_PLACES: readonly (readonly [string, string, string])[] = [
  ['TX', 'Dallas', '752'], ['TX', 'Laredo', '780'], ['CA', 'Fresno', '937'], ['CA', 'Oakland', '946'],
  ['FL', 'Miami', '331'], ['NY', 'Buffalo', '142'], ['IL', 'Chicago', '606'], ['GA', 'Atlanta', '303'],
  ['OH', 'Columbus', '432'], ['PA', 'Pittsburgh', '152'], ['AZ', 'Phoenix', '850'], ['NJ', 'Newark', '071'],
  ['NC', 'Charlotte', '282'], ['TN', 'Memphis', '381'], ['WA', 'Spokane', '992'], ['CO', 'Denver', '802'],
  ['MI', 'Detroit', '482'], ['LA', 'New Orleans', '701'], ['PR', 'San Juan', '009'], ['IN', 'Gary', '464'],
];

/** Canadian addresses: [province, full name, city, postal code first letter]. */
export const CA_PLACES: readonly (readonly [string, string, string, string])[] = [
  ['ON', 'Ontario', 'Mississauga', 'L'], ['ON', 'Ontario', 'Toronto', 'M'], ['ON', 'Ontario', 'Ottawa', 'K'],
  ['QC', 'Quebec', 'Montréal', 'H'], ['QC', 'Quebec', 'Laval', 'H'], ['BC', 'British Columbia', 'Surrey', 'V'],
  ['AB', 'Alberta', 'Calgary', 'T'], ['AB', 'Alberta', 'Red Deer', 'T'], ['MB', 'Manitoba', 'Winnipeg', 'R'],
  ['NS', 'Nova Scotia', 'Halifax', 'B'], ['SK', 'Saskatchewan', 'Regina', 'S'], ['NB', 'New Brunswick', 'Moncton', 'E'],
];

export const US_STATE_NAMES: Record<string, string> = {
  TX: 'Texas', CA: 'California', FL: 'Florida', NY: 'New York', IL: 'Illinois', GA: 'Georgia', OH: 'Ohio',
  PA: 'Pennsylvania', AZ: 'Arizona', NJ: 'New Jersey', NC: 'North Carolina', TN: 'Tennessee', WA: 'Washington',
  CO: 'Colorado', MI: 'Michigan', LA: 'Louisiana', PR: 'Puerto Rico', IN: 'Indiana', DE: 'Delaware', WY: 'Wyoming',
  NV: 'Nevada',
};

/** Words for business names, per theme. */
export const NAME_WORDS = {
  trucking: ['Iron Horse', 'Blue Line', 'Prairie Wind', 'Red Mesa', 'Northstar', 'Crossroads', 'Big Sky', 'Steel Valley'],
  truckingTail: ['Transport', 'Freight', 'Logistics', 'Carriers', 'Hauling', 'Express', 'Trucking'],
  medical: ['Lakeshore', 'Cedar Grove', 'Bright Smile', 'Riverside', 'Harbor View', 'Summit', 'Willow Creek', 'Oak Park'],
  medicalTail: ['Family Dental', 'Dental Group', 'Medical Associates', 'Health Partners', 'Care Clinic', 'Wellness'],
  restaurant: ["Nonna's", 'Blue Agave', 'Golden Wok', 'The Rusty Anchor', 'Maple & Rye', 'Casa Lupita', 'Saffron', 'Smokehouse 42'],
  restaurantTail: ['Kitchen', 'Hospitality', 'Eatery', 'Bistro', 'Grill', 'Foods', 'Café'],
  contractor: ['Keystone', 'Granite Peak', 'True Level', 'Ironwood', 'Cornerstone', 'Bluewater', 'High Plains', 'Redline'],
  contractorTail: ['Builders', 'Construction', 'Contracting', 'Roofing & Siding', 'Mechanical', 'Renovations'],
} as const;

export const FUNDERS = ['Meridian Advance Group', 'Quickline Capital', 'Harborside Funding', 'Velocity Merchant Partners',
  'Crestview Receivables', 'Pinnacle Daily Capital', 'Northgate Business Funding', 'Tidewater Advance'] as const;
export const BANKS = ['First Prairie Bank', 'Coastal Federal Credit Union', 'Union Ridge Bank', 'Great Lakes Savings',
  'Banque Laurentienne Fictive', 'Pacific Crest Bank', 'Heartland Trust'] as const;
export const ISO_SHOPS = ['Bluebird Funding Advisors', 'Capstone ISO Group', 'Lighthouse Merchant Services', 'Greenway Brokerage'] as const;
export const SURETIES = ['Granite State Surety Co.', 'Liberty Bonding Partners', 'Atlas Casualty & Surety', 'Northern Bond & Indemnity'] as const;
export const FACTORS = ['Roadline Factoring', 'FleetPay Capital', 'Mile Marker Funding', 'HaulCash Factoring'] as const;
export const LANDLORDS = ['Parkside Realty Trust', 'Dominion Plaza LP', 'Westgate Properties', 'Harbor Commons Mgmt'] as const;
export const SUPPLIERS = ['ABC Lumber Supply', 'Ferguson-Kline Plumbing Supply', 'Hearthside Foodservice Ltd', 'Metro Restaurant Depot',
  'Prairie Fuel Cards', 'Brightline Dental Supply', 'Coastline Electric Supply'] as const;
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
  'November', 'December'] as const;
