// Word pools for the fictional merchants of set 181. Every industry text below was checked against applications.md's
// rule (the longest industries label or alias contained in the text, word-bounded) with the reference file; the test
// checks them again when /work/shared/reference is on the machine.

/** [printed type of business, industries id, nouns a business of that kind puts in its name] */
export const INDUSTRIES: readonly (readonly [string, string, readonly string[]])[] = [
  ['Italian restaurant', 'restaurant', ['Trattoria', 'Kitchen', 'Ristorante']],
  ['Coffee shop', 'restaurant', ['Coffee Co.', 'Roasters', 'Espresso Bar']],
  ['Pizzeria', 'restaurant', ['Pizza', 'Pizza Kitchen']],
  ['Auto body shop', 'auto_repair', ['Auto Body', 'Collision Center']],
  ['Collision repair', 'auto_repair', ['Collision', 'Body Works']],
  ['Tire shop', 'auto_repair', ['Tire & Wheel', 'Tire Center']],
  ['Hair salon', 'personal_care', ['Salon', 'Hair Studio']],
  ['Barbershop', 'personal_care', ['Barbers', 'Cuts']],
  ['Nail salon', 'personal_care', ['Nails', 'Nail Lounge']],
  ['Dental office', 'dental_practice', ['Family Dentistry', 'Dental Group']],
  ['Veterinary clinic', 'veterinary', ['Animal Clinic', 'Veterinary Care']],
  ['Chiropractor', 'medical_practice', ['Chiropractic', 'Spine & Wellness']],
  ['Urgent care', 'medical_practice', ['Urgent Care', 'Walk-In Clinic']],
  ['Plumbing contractor', 'specialty_trade_contractor', ['Plumbing', 'Plumbing & Drain']],
  ['HVAC services', 'specialty_trade_contractor', ['Heating & Air', 'Mechanical']],
  ['Electrical contractor', 'specialty_trade_contractor', ['Electric', 'Electrical Services']],
  ['Roofing', 'specialty_trade_contractor', ['Roofing', 'Roof Systems']],
  ['Lawn care', 'landscaping', ['Lawn & Garden', 'Lawn Care']],
  ['Moving company', 'trucking_local', ['Movers', 'Moving & Storage']],
  ['Convenience store', 'convenience_store', ['Food Mart', 'Quick Stop']],
  ['Liquor store', 'liquor_store', ['Wine & Spirits', 'Liquors']],
  ['Grocery store', 'grocery', ['Market', 'Fresh Foods']],
  ['Food truck', 'food_truck_catering', ['Street Eats', 'Taco Truck']],
  ['Catering', 'food_truck_catering', ['Catering', 'Events & Catering']],
  ['Clothing boutique', 'retail_general', ['Boutique', 'Apparel']],
  ['Florist', 'retail_general', ['Flowers', 'Floral Design']],
  ['Hardware store', 'retail_general', ['Hardware', 'Supply']],
  ['Yoga studio', 'fitness', ['Yoga', 'Hot Yoga']],
  ['Daycare', 'childcare', ['Learning Center', 'Kids Academy']],
  ['Commercial cleaning', 'cleaning_services', ['Cleaning Services', 'Janitorial']],
  ['Dry cleaner', 'dry_cleaning', ['Cleaners', 'Dry Cleaning']],
  ['Pet grooming', 'pet_services', ['Pet Spa', 'Grooming']],
  ['Used car dealer', 'auto_dealer_used', ['Auto Sales', 'Motors']],
  ['Car wash', 'car_wash', ['Car Wash', 'Auto Spa']],
  ['Motel', 'hotel_motel', ['Inn', 'Motor Lodge']],
  ['Home health care', 'home_health_care', ['Home Care', 'Home Health']],
  ['Medical office', 'medical_practice', ['Medical Associates', 'Family Medicine']],
  ['Marketing agency', 'professional_services', ['Marketing', 'Creative Group']],
  ['IT services', 'it_software', ['Technologies', 'Tech Solutions']],
  ['General contractor', 'general_contractor', ['Builders', 'Construction']],
  ['Machine shop', 'manufacturing', ['Machine Works', 'Precision Machining']],
  ['Wholesale distributor', 'wholesale_distribution', ['Distributors', 'Wholesale Supply']],
  ['Insurance agency', 'insurance_agency', ['Insurance Agency', 'Insurance Group']],
  ['Staffing agency', 'staffing_agency', ['Staffing', 'Workforce Solutions']],
  ['Jewelry store', 'jewelry', ['Jewelers', 'Fine Jewelry']],
  ['Property management', 'property_management', ['Property Management', 'Realty Management']],
];

/** Kinds of business whose owners often sign with a credential after the name (dropped from the truth). */
export const CREDENTIALS: Record<string, string> = { 'Dental office': 'DDS', 'Veterinary clinic': 'DVM', Chiropractor: 'DC',
  'Medical office': 'MD', 'Urgent care': 'MD' };

export const STEMS = ['Summit Ridge', 'Blue Harbor', 'Golden Oak', 'Riverbend', 'Lakeshore', 'Iron Gate', 'Northstar', 'Red Canyon',
  'Silver Creek', 'Prairie Wind', 'Cypress Point', 'Stonebridge', 'Cedar Hollow', 'Bright Path', 'Keller', 'Harmon', 'Eastside',
  'Westfield', 'Mission Bay', 'Pinecrest', 'Falcon', 'Beacon Hill', 'Copperline', 'Sunrise', 'Bayview', 'Oakmont', 'Tri-County',
  'Fox Run', 'Old Town', 'Heritage'];

export const US_FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Patricia', 'David', 'Jennifer', 'Carlos', 'Aisha', 'Kevin',
  'Nicole', 'Tuan', 'Priya', 'Marcus', 'Erin', 'Omar', 'Grace', 'Luis', 'Hannah', 'Andre', 'Mei', 'Samuel', 'Rosa', 'Darnell',
  'Yolanda', 'Victor', 'Tamika', 'Brian', 'Fatima'];
export const US_LAST = ['Johnson', 'Martinez', 'Nguyen', 'Patel', "O'Brien", 'Williams', 'Garcia-Lopez', 'de la Cruz', 'Van Buren',
  'McAllister', 'Okafor', 'Kowalski', 'Sullivan', 'Reyes', 'Kim', 'Thompson', 'St. John', 'Del Rio', 'Abernathy', 'Washington',
  'Haddad', 'Fitzgerald', 'Morales', 'Chen', 'Ruiz-Ortega', 'Brooks'];
export const CA_FIRST = ['Jean-François', 'Marie-Ève', 'Liam', 'Olivia', 'Mathieu', 'Chloé', 'Ethan', 'Sophie', 'Raj', 'Amélie',
  'Connor', 'Nadia', 'Gurpreet', 'Émilie', 'Lucas', 'Hannah', 'Wei', 'Daniel'];
export const CA_LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'MacDonald', 'Singh', 'Wong', 'Campbell',
  'Leblanc', 'St-Pierre', 'Fraser', 'Ouellet', 'Bélanger', 'Kowalczuk', 'MacLeod', "O'Reilly", 'Van Dyke'];
export const MIDDLE = 'ABCDEFGHJKLMNPRSTW';

/** [city, state, first three ZIP digits] */
export const US_CITIES: readonly (readonly [string, string, string])[] = [
  ['Austin', 'TX', '787'], ['Houston', 'TX', '770'], ['Tampa', 'FL', '336'], ['Orlando', 'FL', '328'], ['Atlanta', 'GA', '303'],
  ['Charlotte', 'NC', '282'], ['Columbus', 'OH', '432'], ['Cleveland', 'OH', '441'], ['Phoenix', 'AZ', '850'], ['Denver', 'CO', '802'],
  ['Nashville', 'TN', '372'], ['Newark', 'NJ', '071'], ['Brooklyn', 'NY', '112'], ['Buffalo', 'NY', '142'], ['Chicago', 'IL', '606'],
  ['Detroit', 'MI', '482'], ['Minneapolis', 'MN', '554'], ['Sacramento', 'CA', '958'], ['San Diego', 'CA', '921'], ['Las Vegas', 'NV', '891'],
  ['Seattle', 'WA', '981'], ['Portland', 'OR', '972'], ['Baltimore', 'MD', '212'], ['Richmond', 'VA', '232'], ['Philadelphia', 'PA', '191'],
  ['Kansas City', 'MO', '641'], ['Birmingham', 'AL', '352'], ['Salt Lake City', 'UT', '841'], ['Boise', 'ID', '837'], ['Hartford', 'CT', '061'],
];
/** [city, province, first letter and digit of the postal code] */
export const CA_CITIES: readonly (readonly [string, string, string])[] = [
  ['Toronto', 'ON', 'M5'], ['Mississauga', 'ON', 'L5'], ['Ottawa', 'ON', 'K1'], ['Hamilton', 'ON', 'L8'], ['Montréal', 'QC', 'H2'],
  ['Québec', 'QC', 'G1'], ['Laval', 'QC', 'H7'], ['Calgary', 'AB', 'T2'], ['Edmonton', 'AB', 'T5'], ['Vancouver', 'BC', 'V6'],
  ['Surrey', 'BC', 'V3'], ['Winnipeg', 'MB', 'R3'], ['Regina', 'SK', 'S4'], ['Halifax', 'NS', 'B3'], ['Moncton', 'NB', 'E1'],
  ["St. John's", 'NL', 'A1'],
];
export const STREETS = ['Main St', 'Oak Ave', 'Commerce Dr', 'Industrial Pkwy', 'Elm St', 'Market St', 'Park Blvd', 'Lincoln Ave',
  'Route 9', 'Washington St', 'Maple Rd', 'Harbor Way', 'Centre St', 'King St W', 'Rue Saint-Denis', 'Queen St E', 'Broadway',
  'Airport Rd', 'Mill Rd', 'Pioneer Trl'];
export const UNITS = ['', '', '', 'Suite 110', 'Unit 4', 'Ste 2B', '#12'];

export const LANDLORDS = ['Parkside Realty Group LLC', 'Crossroads Plaza Associates', 'Hollister Property Management', 'Brightwater Holdings LP',
  'Eastgate Commercial Realty', 'Harold T. Finch', 'Marisol Vega', 'Greenfield Properties Inc.', 'Tanager Capital Realty'];
export const MORTGAGE_HOLDERS = ['First Federal Savings', 'Keystone Community Bank', 'Pacific Coast Mortgage', 'Heartland Lending Co.'];
export const REFERENCES = ['Metro Restaurant Supply Co.', 'Allied Wholesale Parts', 'Benchmark Uniform Service', 'Coastal Paper & Packaging',
  'Precision Tool Supply', 'Evergreen Produce Distributors', 'Summit Office Products', 'Tri-State Beverage', 'United Janitorial Supply'];
export const BANKS_US = ['Lakeside Community Bank', 'First Meridian Bank', 'Granite Trust Bank', 'Harborview Credit Union', 'Prairie State Bank'];
export const BANKS_CA = ['Caisse Populaire Laurentienne', 'Northern Shore Credit Union', 'Dominion Trust Bank', 'Prairie Coast Bank'];
export const LENDERS = ['Rapid Advance Partners', 'Bluewater Funding', 'Apex Merchant Capital', 'Forward Line Funding', 'Slate Street Capital',
  'Main Line Advance', 'Cornerstone Revenue Partners'];
export const USES = ['Working capital', 'Inventory', 'Equipment purchase', 'Expansion', 'Payroll', 'Marketing', 'Renovation', 'Debt consolidation'];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
