// Word lists for set 89's fictional merchants, owners and decoys. Every name here is made up.

export const FIRST_NAMES = ['Maria', 'James', 'Priya', 'Darnell', 'Sofia', 'Henrik', 'Aaliyah', 'Tomasz', 'Keiko', 'Rafael',
  'Bethany', 'Oluwaseun', 'Graham', 'Lucia', 'Desmond', 'Ingrid', 'Marcus', 'Yasmin', 'Colette', 'Tobias', 'Renata', 'Emeka',
  'Shauna', 'Viktor', 'Noelle', 'Anand', 'Felicity', 'Jorge', 'Mireille', 'Quentin', 'Hollis', 'Zainab', 'Wendell', 'Ximena'];

/** Surnames, some with hyphens, apostrophes and particles (kept whole in the truth's last_name). */
export const LAST_NAMES = ['Alvarez', 'Whitfield', 'Okonkwo', 'Brennan', 'Nguyen-Tran', 'de la Cruz', 'Van Dyke', "O'Sullivan",
  'Castellanos', 'Lindqvist', 'Haddad', 'McAllister', 'St. Pierre', 'Abernathy', 'Kowalczyk', 'Delacroix', 'Rahman', 'Ferreira',
  'Dubois-Martin', 'Achterberg', 'Yamamoto', 'Petrakis', 'Fontaine', 'Mbeki', 'Garza', 'Thorne', 'da Silva', 'Lachance'];

export const MIDDLE_INITIALS = ['A.', 'J.', 'M.', 'R.', 'T.', 'L.', 'E.', 'K.'];
export const CREDENTIALS = ['DC', 'DDS', 'CPA', 'DVM', 'RN'];

/** Industry texts (as printed) by intended reference id, with the nouns a business of that kind is named after. */
export const INDUSTRY_TEXTS: readonly { id: string; texts: readonly string[]; nouns: readonly string[] }[] = [
  { id: 'restaurant', texts: ['Pizzeria', 'Mexican restaurant', 'Coffee shop', 'Family diner', 'Bakery cafe'], nouns: ['Bistro', 'Kitchen', 'Taqueria', 'Grill'] },
  { id: 'dental_practice', texts: ['Dental office', 'Orthodontist'], nouns: ['Dental Studio', 'Smile Center', 'Family Dentistry'] },
  { id: 'veterinary', texts: ['Veterinary clinic', 'Animal hospital'], nouns: ['Animal Care', 'Pet Hospital', 'Veterinary Group'] },
  { id: 'auto_repair', texts: ['Collision repair & body shop', 'Tire shop and oil change', 'Mechanic / auto service'], nouns: ['Auto Works', 'Collision', 'Motorworks'] },
  { id: 'personal_care', texts: ['Hair salon', 'Nail salon & day spa', 'Barbershop'], nouns: ['Salon', 'Studio', 'Barber Co'] },
  { id: 'specialty_trade_contractor', texts: ['HVAC contractor', 'Plumbing and heating', 'Roofing contractor', 'Electrical contractor'], nouns: ['Mechanical', 'Roofing', 'Electric', 'Plumbing'] },
  { id: 'landscaping', texts: ['Lawn care and tree service', 'Landscaping & snow removal'], nouns: ['Landscapes', 'Lawn & Garden', 'Grounds'] },
  { id: 'trucking_local', texts: ['Local trucking / hauling', 'Moving company', 'Dump truck hauling'], nouns: ['Hauling', 'Moving', 'Transport'] },
  { id: 'grocery', texts: ['Neighborhood grocery', 'Bodega', 'Specialty deli'], nouns: ['Market', 'Grocers', 'Provisions'] },
  { id: 'fitness', texts: ['Yoga studio', 'Crossfit gym', 'Martial arts studio'], nouns: ['Fitness', 'Athletics', 'Yoga'] },
  { id: 'cleaning_services', texts: ['Commercial cleaning', 'Janitorial services', 'Carpet cleaning'], nouns: ['Cleaning', 'Janitorial', 'Maintenance'] },
  { id: 'childcare', texts: ['Daycare center', 'Child care center'], nouns: ['Learning Center', 'Kids Academy', 'Daycare'] },
  { id: 'medical_practice', texts: ['Chiropractor', 'Urgent care clinic', 'Physical therapy'], nouns: ['Chiropractic', 'Wellness', 'Health Partners'] },
  { id: 'retail_general', texts: ['Florist', 'Clothing boutique', 'Gift shop', 'Hardware store'], nouns: ['Boutique', 'Mercantile', 'Goods'] },
  { id: 'it_software', texts: ['IT services', 'Web design studio', 'Managed services provider'], nouns: ['Digital', 'Systems', 'Tech'] },
  { id: 'hotel_motel', texts: ['Motel', 'Bed and breakfast'], nouns: ['Inn', 'Lodge', 'Suites'] },
  { id: 'dry_cleaning', texts: ['Dry cleaner', 'Coin laundry'], nouns: ['Cleaners', 'Laundry', 'Garment Care'] },
  { id: 'food_truck_catering', texts: ['Food truck', 'Catering company'], nouns: ['Catering', 'Eats', 'Street Kitchen'] },
  { id: 'manufacturing', texts: ['Machine shop', 'Metal fabrication'], nouns: ['Fabrication', 'Machine', 'Manufacturing'] },
  { id: 'wholesale_distribution', texts: ['Produce distributor', 'Paper goods distributor'], nouns: ['Distribution', 'Supply', 'Wholesale'] },
  { id: 'pet_services', texts: ['Dog grooming', 'Pet boarding'], nouns: ['Pet Spa', 'Grooming', 'Pet Resort'] },
  { id: 'convenience_store', texts: ['Convenience store', 'Corner store'], nouns: ['Mart', 'Quick Stop', 'Corner Store'] },
  { id: 'car_wash', texts: ['Car wash & detailing', 'Auto detailing'], nouns: ['Car Wash', 'Detail', 'Auto Spa'] },
  { id: 'education_private', texts: ['Tutoring center', 'Driving school'], nouns: ['Academy', 'Learning', 'Tutors'] },
];

export const NAME_WORDS = ['Copper Kettle', 'Blue Heron', 'Northgate', 'Silver Maple', 'Redstone', 'Lakeshore', 'Granite Peak',
  'Juniper', 'Harvest Moon', 'Ironwood', 'Bayview', 'Sunfield', 'Old Mill', 'Cedar Hollow', 'Westbrook', 'Tidewater', 'Foxglove',
  'Prairie Wind', 'Highline', 'Stonebridge', 'Riverbend', 'Amber Ridge', 'Kestrel', 'Larkspur'];

export const STREETS = ['Main St', 'Commerce Dr', 'Oak Ave', 'Industrial Pkwy', 'Market St', 'Elm St', 'Lakeview Blvd', 'Route 9',
  'Harbor Rd', 'Washington Ave', 'Pine Ridge Rd', 'Station St', 'Mill Rd', 'Broadway', 'Sycamore Ln', 'Union Ave'];
export const CA_STREETS = ['rue Principale', 'King St W', 'Yonge St', 'Portage Ave', 'Jasper Ave', 'Granville St', 'Queen St E',
  'Boul. St-Laurent', 'Main St N', 'Water St', 'Albert St', 'Bank St'];

/** US cities by state code, with a ZIP prefix. */
export const US_CITIES: readonly { state: string; city: string; zip: string }[] = [
  { state: 'TX', city: 'San Antonio', zip: '782' }, { state: 'TX', city: 'Lubbock', zip: '794' }, { state: 'FL', city: 'Tampa', zip: '336' },
  { state: 'FL', city: 'Ocala', zip: '344' }, { state: 'NY', city: 'Yonkers', zip: '107' }, { state: 'NY', city: 'Buffalo', zip: '142' },
  { state: 'NJ', city: 'Paterson', zip: '075' }, { state: 'GA', city: 'Macon', zip: '312' }, { state: 'OH', city: 'Dayton', zip: '454' },
  { state: 'IL', city: 'Peoria', zip: '616' }, { state: 'AZ', city: 'Mesa', zip: '852' }, { state: 'CO', city: 'Greeley', zip: '806' },
  { state: 'NC', city: 'Durham', zip: '277' }, { state: 'TN', city: 'Knoxville', zip: '379' }, { state: 'WA', city: 'Spokane', zip: '992' },
  { state: 'PA', city: 'Allentown', zip: '181' }, { state: 'MI', city: 'Lansing', zip: '489' }, { state: 'CA', city: 'Fresno', zip: '937' },
  { state: 'MN', city: 'Duluth', zip: '558' }, { state: 'LA', city: 'Shreveport', zip: '711' },
];

/** Canadian cities by province code, with the postal code's first three characters. */
export const CA_CITIES: readonly { prov: string; city: string; fsa: string }[] = [
  { prov: 'ON', city: 'Hamilton', fsa: 'L8P' }, { prov: 'ON', city: 'Kingston', fsa: 'K7L' }, { prov: 'QC', city: 'Laval', fsa: 'H7N' },
  { prov: 'QC', city: 'Sherbrooke', fsa: 'J1H' }, { prov: 'BC', city: 'Kelowna', fsa: 'V1Y' }, { prov: 'AB', city: 'Red Deer', fsa: 'T4N' },
  { prov: 'MB', city: 'Brandon', fsa: 'R7A' }, { prov: 'NS', city: 'Dartmouth', fsa: 'B2Y' }, { prov: 'SK', city: 'Regina', fsa: 'S4P' },
  { prov: 'NB', city: 'Moncton', fsa: 'E1C' },
];
export const PROVINCE_NAMES: Record<string, string> = { ON: 'Ontario', QC: 'Quebec', BC: 'British Columbia', AB: 'Alberta',
  MB: 'Manitoba', NS: 'Nova Scotia', SK: 'Saskatchewan', NB: 'New Brunswick' };

export const BANKS = ['First Prairie Bank', 'Coastal Federal Credit Union', 'Summit National Bank', 'Heartland Trust Bank',
  'Pioneer Savings Bank', 'Granite State Bank'];
export const CA_BANKS = ['Banque Laurentienne du Nord', 'Maple Crown Bank', 'Fraser Valley Credit Union', 'Dominion Prairie Bank'];

/** Fictional funders, named in the existing-advances tables (decoys). */
export const FUNDERS = ['Lumen Ridge Funding', 'Blackpine Capital', 'Velora Advance', 'Crescent Bay Funding', 'Northwind Merchant Capital',
  'Parkside Revenue Partners', 'Everstone Advance', 'Triton Receivables'];

export const REFERENCE_FIRMS = ['Sysco-Lane Foods', 'Apex Uniform Supply', 'Delta Paper & Packaging', 'Riverside Equipment Rental',
  'Mason Produce Co.', 'Keystone Auto Parts', 'Bright Office Supply', 'Unified Linen Service'];

export const LANDLORDS = ['Westfield Property Mgmt', 'Parkway Realty Trust', 'J & R Holdings', 'Meadowlark Properties',
  'Brightwater Commercial', 'Sandstone Leasing Co.'];

export const USES = ['Inventory', 'Working capital', 'Equipment purchase', 'Expansion / second location', 'Payroll', 'Marketing',
  'Renovation', 'Tax payment', 'Debt consolidation'];
