// Word pools of generator 158: people, businesses, places, funders and banks (all fictional).
export const FIRST = ['James', 'Maria', 'Wei', 'Aaliyah', 'Dmitri', 'Siobhan', 'José', 'Priya', 'Kwame', 'Mei-Ling', 'Jean-Luc',
  'Fatima', 'Connor', 'Tomasz', 'Renée', 'Olusegun', 'Hannah', 'Marcus', 'Yuki', 'Camila', 'Gareth', 'Anh', 'Ingrid', 'Rashid',
  'Zoë', 'Declan', 'Lucía', 'Bartholomew', 'Ngozi', 'Sven', 'Tanisha', 'Ravi', 'Eleanor', 'Mateo', 'Keiko', 'DeShawn'];

export const LAST = ["O'Brien", 'van der Berg', 'De La Cruz', 'McAllister-Jones', "D'Angelo", 'St. Clair', 'di Napoli', 'Nguyen',
  'Okafor', 'Kowalski', 'Al-Sayed', 'Van Buren', 'da Silva', 'MacDonald', 'Smith-Whitaker', 'Le Roux', 'von Stein', 'Ramírez',
  'Papadopoulos', 'Fitzgerald', 'Ochoa-Reyes', 'Lindqvist', 'Abernathy', "N'Diaye", 'ten Brink', 'Halvorsen', 'Baptiste',
  'Dela Rosa', 'Chaudhry', 'Whitfield', 'Mbeki', 'Castellanos', "O'Neill-Park", 'Yamamoto', 'Lefebvre', 'Brennan'];

export const MIDDLE = 'ABCDEFGHJKLMNPRSTW'.split('');

export const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Secretary/Treasurer',
  'COO', 'Director', 'Co-Owner', 'General Manager'];

/** Printed "type of business" text, the industries id applications.md's rule reads from it, and name nouns. */
export const INDUSTRIES: { text: string; id: string | null; nouns: string[]; cred?: string }[] = [
  { text: 'Veterinary clinic', id: 'veterinary', nouns: ['Animal Care', 'Pet Clinic'], cred: 'DVM' },
  { text: 'Full-service restaurant', id: 'restaurant', nouns: ['Kitchen', 'Grill', 'Bistro'] },
  { text: 'Hair salon & barber', id: 'personal_care', nouns: ['Salon', 'Cuts & Color'] },
  { text: 'Plumbing and HVAC contractor', id: 'specialty_trade_contractor', nouns: ['Mechanical', 'Plumbing & Air'] },
  { text: 'Auto repair / body shop', id: 'auto_repair', nouns: ['Auto Works', 'Collision'] },
  { text: 'Commercial cleaning', id: 'cleaning_services', nouns: ['Janitorial', 'Cleaning Co'] },
  { text: 'Dental office', id: 'dental_practice', nouns: ['Family Dental', 'Smiles'], cred: 'DDS' },
  { text: 'Landscaping and lawn care', id: 'landscaping', nouns: ['Landscapes', 'Grounds'] },
  { text: 'Trucking - local hauling', id: 'trucking_local', nouns: ['Hauling', 'Transport'] },
  { text: 'Convenience store', id: 'convenience_store', nouns: ['Market', 'Quick Stop'] },
  { text: 'Pet grooming', id: 'pet_services', nouns: ['Paws', 'Pet Spa'] },
  { text: 'Coffee shop', id: 'restaurant', nouns: ['Coffee Roasters', 'Espresso Bar'] },
  { text: 'Gym / fitness center', id: 'fitness', nouns: ['Fitness', 'Athletic Club'] },
  { text: 'Daycare center', id: 'childcare', nouns: ['Early Learning', 'Kids Academy'] },
  { text: 'Machine shop', id: 'manufacturing', nouns: ['Machining', 'Precision Works'] },
  { text: 'Roofing contractor', id: 'specialty_trade_contractor', nouns: ['Roofing', 'Exteriors'] },
  { text: 'Liquor store', id: 'liquor_store', nouns: ['Wine & Spirits', 'Liquors'] },
  { text: 'Chiropractic clinic', id: 'medical_practice', nouns: ['Chiropractic', 'Spine & Wellness'], cred: 'DC' },
  { text: 'Tire shop', id: 'auto_repair', nouns: ['Tire', 'Wheel & Tire'] },
  { text: 'Dry cleaner', id: 'dry_cleaning', nouns: ['Cleaners', 'Garment Care'] },
  { text: 'Freight broker', id: 'freight_logistics', nouns: ['Logistics', 'Freight'] },
  { text: 'Bookkeeping and tax prep', id: 'professional_services', nouns: ['Accounting', 'Tax Services'], cred: 'CPA' },
  { text: 'Home health care agency', id: 'home_health_care', nouns: ['Home Care', 'Health Services'] },
  { text: 'Used car dealer', id: 'auto_dealer_used', nouns: ['Motors', 'Auto Sales'] },
  { text: 'Custom signage & printing', id: null, nouns: ['Signs', 'Graphics'] },
  { text: 'Food truck', id: 'food_truck_catering', nouns: ['Street Eats', 'Tacos'] },
  { text: 'Nail salon', id: 'personal_care', nouns: ['Nails', 'Nail Lounge'] },
];

export const PLACES = ['Summit Ridge', 'Cedar Hollow', 'Blue Fern', 'Iron Gate', 'Harbor Light', 'Copper Creek', 'Northwind',
  'Red Mesa', 'Silver Birch', 'Golden Prairie', 'Lakeshore', 'Old Mill', 'Twin Oaks', 'Magnolia', 'Prairie Rose', 'Granite Peak',
  'Riverbend', 'Bayside', 'Foxglove', 'Stonebridge', 'Juniper', 'Westgate'];

export interface City { city: string; code: string; name: string; zip: string }
export const US_CITIES: City[] = [
  { city: 'Austin', code: 'TX', name: 'Texas', zip: '787' }, { city: 'Columbus', code: 'OH', name: 'Ohio', zip: '432' },
  { city: 'Tampa', code: 'FL', name: 'Florida', zip: '336' }, { city: 'Denver', code: 'CO', name: 'Colorado', zip: '802' },
  { city: 'Charlotte', code: 'NC', name: 'North Carolina', zip: '282' }, { city: 'Phoenix', code: 'AZ', name: 'Arizona', zip: '850' },
  { city: 'Newark', code: 'NJ', name: 'New Jersey', zip: '071' }, { city: 'Brooklyn', code: 'NY', name: 'New York', zip: '112' },
  { city: 'Atlanta', code: 'GA', name: 'Georgia', zip: '303' }, { city: 'Fresno', code: 'CA', name: 'California', zip: '937' },
  { city: 'Boise', code: 'ID', name: 'Idaho', zip: '837' }, { city: 'Omaha', code: 'NE', name: 'Nebraska', zip: '681' },
  { city: 'Richmond', code: 'VA', name: 'Virginia', zip: '232' }, { city: 'Tulsa', code: 'OK', name: 'Oklahoma', zip: '741' },
  { city: 'Spokane', code: 'WA', name: 'Washington', zip: '992' }, { city: 'Providence', code: 'RI', name: 'Rhode Island', zip: '029' },
  { city: 'Louisville', code: 'KY', name: 'Kentucky', zip: '402' }, { city: 'Madison', code: 'WI', name: 'Wisconsin', zip: '537' },
  { city: 'Albuquerque', code: 'NM', name: 'New Mexico', zip: '871' }, { city: 'Baton Rouge', code: 'LA', name: 'Louisiana', zip: '708' },
  { city: 'Washington', code: 'DC', name: 'District of Columbia', zip: '200' }, { city: 'Portland', code: 'ME', name: 'Maine', zip: '041' },
  { city: 'Portland', code: 'OR', name: 'Oregon', zip: '972' }, { city: 'Kansas City', code: 'MO', name: 'Missouri', zip: '641' },
];
export const CA_CITIES: City[] = [
  { city: 'Toronto', code: 'ON', name: 'Ontario', zip: 'M5V' }, { city: 'Mississauga', code: 'ON', name: 'Ontario', zip: 'L5B' },
  { city: 'Calgary', code: 'AB', name: 'Alberta', zip: 'T2P' }, { city: 'Edmonton', code: 'AB', name: 'Alberta', zip: 'T5J' },
  { city: 'Vancouver', code: 'BC', name: 'British Columbia', zip: 'V6B' }, { city: 'Winnipeg', code: 'MB', name: 'Manitoba', zip: 'R3C' },
  { city: 'Halifax', code: 'NS', name: 'Nova Scotia', zip: 'B3J' }, { city: 'Saskatoon', code: 'SK', name: 'Saskatchewan', zip: 'S7K' },
  { city: 'Moncton', code: 'NB', name: 'New Brunswick', zip: 'E1C' }, { city: "St. John's", code: 'NL', name: 'Newfoundland and Labrador', zip: 'A1C' },
  { city: 'Laval', code: 'QC', name: 'Quebec', zip: 'H7N' }, { city: 'Charlottetown', code: 'PE', name: 'Prince Edward Island', zip: 'C1A' },
];

export const STREETS = ['Elm Street', 'Commerce Dr', 'N Main St', 'Industrial Pkwy', 'Market Street', 'Oak Ave', 'Route 9',
  'Lakeview Blvd', 'Harbour Rd', 'King St W', 'Centre Street', 'Maple Ave'];
export const UNITS = ['', '', '', 'Suite 210', 'Unit B', 'Ste 4', '#12'];

export const FUNDERS = ['Rapid Ledger Capital', 'Clearwater Advance', 'Pinnacle Daily Funding', 'Beacon Receivables', 'Northstar MCA',
  'Everline Capital', 'Quarry Point Funding', 'Bluebonnet Business Cash'];
export const BANKS_US = ['First Meridian Bank', 'Pacific Trust Bank', 'Heritage Federal Credit Union', 'Tri-County Savings', 'Lone Pine National Bank'];
export const BANKS_CA = ['Prairie Dominion Bank', 'Maritime Credit Union', 'Laurentide Trust', 'Cascadia Savings'];

export const LANDLORDS = ['Westfield Property Group', 'Dunmore Realty LLC', 'K & R Holdings', 'Allegheny Commercial Properties', 'Brightwater Estates'];
export const REFERENCES = ['Sysco Foodservice', 'Grainger Supply', 'Uline', 'Metro Paper & Packaging', 'Ferguson Plumbing Supply',
  'Patterson Dental Supply', 'NAPA Auto Parts', 'Lakeside Linen Service'];
export const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Expansion', 'Payroll', 'Marketing', 'Renovation', 'Debt consolidation'];
