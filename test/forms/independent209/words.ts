// Word lists of set 209: industries as a merchant writes them (with the reference id applications.md's longest-alias
// rule gives: the test checks each one against industries.json), names, places and the people around a deal.

export interface IndustryPhrase { text: string; id: string; words: string[] }

export const INDUSTRIES: IndustryPhrase[] = [
  { text: 'Family restaurant', id: 'restaurant', words: ['Grill', 'Kitchen', 'Table'] },
  { text: 'Pizzeria', id: 'restaurant', words: ['Pizza', 'Slice House'] },
  { text: 'Coffee shop', id: 'restaurant', words: ['Coffee Roasters', 'Espresso Bar'] },
  { text: 'Nail salon', id: 'personal_care', words: ['Nails', 'Nail Lounge'] },
  { text: 'Barbershop', id: 'personal_care', words: ['Barbers', 'Cuts'] },
  { text: 'Auto body shop', id: 'auto_repair', words: ['Collision', 'Auto Body'] },
  { text: 'HVAC contractor', id: 'specialty_trade_contractor', words: ['Heating & Air', 'Mechanical'] },
  { text: 'Plumbing', id: 'specialty_trade_contractor', words: ['Plumbing', 'Rooter'] },
  { text: 'Roofing contractor', id: 'specialty_trade_contractor', words: ['Roofing', 'Exteriors'] },
  { text: 'General contractor', id: 'general_contractor', words: ['Builders', 'Construction'] },
  { text: 'Dental office', id: 'dental_practice', words: ['Dental', 'Family Dentistry'] },
  { text: 'Veterinary clinic', id: 'veterinary', words: ['Animal Care', 'Veterinary'] },
  { text: 'Supermarket', id: 'grocery', words: ['Market', 'Fresh Foods'] },
  { text: 'Convenience store', id: 'convenience_store', words: ['Food Mart', 'Quick Stop'] },
  { text: 'Moving company', id: 'trucking_local', words: ['Movers', 'Moving & Storage'] },
  { text: 'Lawn care', id: 'landscaping', words: ['Lawn & Landscape', 'Outdoor Services'] },
  { text: 'Fitness center', id: 'fitness', words: ['Fitness', 'Athletic Club'] },
  { text: 'Commercial cleaning', id: 'cleaning_services', words: ['Cleaning', 'Janitorial'] },
  { text: 'Clothing store', id: 'retail_general', words: ['Boutique', 'Apparel'] },
  { text: 'Florist', id: 'retail_general', words: ['Flowers', 'Floral Design'] },
  { text: 'Chiropractor', id: 'medical_practice', words: ['Chiropractic', 'Spine & Wellness'] },
  { text: 'IT services', id: 'it_software', words: ['Technologies', 'Networks'] },
  { text: 'Daycare', id: 'childcare', words: ['Learning Center', 'Kids Academy'] },
  { text: 'Laundromat', id: 'dry_cleaning', words: ['Laundry', 'Wash & Fold'] },
  { text: 'Motel', id: 'hotel_motel', words: ['Inn', 'Lodge'] },
  { text: 'Dog grooming', id: 'pet_services', words: ['Pet Spa', 'Grooming'] },
  { text: 'Liquor store', id: 'liquor_store', words: ['Wine & Spirits', 'Liquors'] },
  { text: 'Trucking - dump truck hauling', id: 'trucking_local', words: ['Hauling', 'Transport'] },
];

export const FIRST = ['Maria', 'James', 'Luis', 'Angela', 'Robert', 'Priya', 'Kevin', 'Tamika', 'Daniel', 'Huong', 'Marcus', 'Elena',
  'Christopher', 'Fatima', 'Brian', 'Rosa', 'Anthony', 'Nicole', 'Samuel', 'Yolanda', 'Giovanni', 'Alexandra', 'DeShawn', 'Kimberly'];
export const LAST = ['Gonzalez', 'Whitfield', 'Nguyen', "O'Brien", 'Garcia-Lopez', 'Patel', 'De La Cruz', 'McAllister', 'Van Dyke',
  'Washington', 'Kowalski', 'Abernathy-Stone', 'Ramirez', 'Okafor', 'Lindqvist', 'Del Rosario', 'Thompson', 'Castellanos', 'Baptiste', 'Yamamoto'];
export const NAME_WORDS = ['Summit', 'Harbor', 'Blue Ridge', 'Lakeside', 'Golden State', 'Northstar', 'Cypress', 'Red Oak', 'Liberty',
  'Silver Creek', 'Metro', 'Pioneer', 'Keystone', 'Bayview', 'Evergreen', 'Sunrise', 'Iron Horse', 'Magnolia', 'Granite', 'Tri-County'];
export const STREETS = ['Main St', 'Oak Avenue', 'W 38th Street', 'Commerce Blvd', 'Industrial Pkwy', 'Elm Street', 'Route 9',
  'N Central Ave', 'Peachtree Rd NE', 'Market Street', 'Airport Road', 'Lincoln Hwy', 'Sunset Blvd', 'County Road 12'];
/** City, state code, zip prefix, state name. */
export const CITIES: [string, string, string, string][] = [
  ['Tampa', 'FL', '336', 'Florida'], ['Houston', 'TX', '770', 'Texas'], ['Brooklyn', 'NY', '112', 'New York'],
  ['Phoenix', 'AZ', '850', 'Arizona'], ['Atlanta', 'GA', '303', 'Georgia'], ['Columbus', 'OH', '432', 'Ohio'],
  ['Newark', 'NJ', '071', 'New Jersey'], ['Charlotte', 'NC', '282', 'North Carolina'], ['Denver', 'CO', '802', 'Colorado'],
  ['Fresno', 'CA', '937', 'California'], ['Nashville', 'TN', '372', 'Tennessee'], ['Allentown', 'PA', '181', 'Pennsylvania'],
  ['Las Vegas', 'NV', '891', 'Nevada'], ['Chicago', 'IL', '606', 'Illinois'], ['Baton Rouge', 'LA', '708', 'Louisiana'],
  ['Worcester', 'MA', '016', 'Massachusetts'], ['Tacoma', 'WA', '984', 'Washington'], ['Birmingham', 'AL', '352', 'Alabama'],
];
export const TITLES = ['Owner', 'CEO', 'President', 'Managing Member', 'Member', 'Partner', 'Vice President', 'Owner/Operator', 'COO', 'Manager'];
export const FUNDERS = ['Rapid Lane Funding', 'Oakmont Capital Group', 'Fundstream Advance', 'Blue Pine Merchant Capital', 'Cobalt Bay Funding',
  'Velocity Ridge Capital'];
export const BANKS = ['First Harbor Bank', 'Citizens Plains Bank', 'Pinnacle Trust Bank', 'Chase', 'Wells Fargo', 'TD Bank', 'Regions Bank'];
export const LANDLORDS = ['Brixton Property Mgmt LLC', 'Crossroads Plaza Associates', 'Hanover Realty Partners', 'Westgate Commons LLC'];
export const USES = ['Working Capital', 'Inventory', 'Equipment', 'Expansion', 'Payroll', 'Debt Consolidation'];
