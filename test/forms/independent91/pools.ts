// Fictional names, places and businesses the set draws from.

export const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Elena', 'Darnell', 'Priya', 'Thomas', 'Yolanda', 'Kevin', 'Mei', 'Luis',
  'Rachel', 'Omar', 'Brianna', 'Gregory', 'Fatima', 'Victor', 'Hannah', 'Andre', 'Sofia', 'Marcus', 'Leticia', 'Daniel', 'Grace',
  'Hector', 'Nadia', 'Curtis', 'Ingrid', 'Tariq', 'Beatriz', 'Walter', 'Keisha', 'Stefan', 'Rosa', 'Dwayne'];

export const LAST = ['Alvarez', 'Brennan', 'Okafor', 'Castellano', 'Nguyen', 'Whitfield', 'Patel', 'Kowalski', 'Delgado', 'Hartman',
  'Mbeki', 'Lindqvist', 'Romero', 'Takahashi', 'Fitzgerald', 'Abernathy', 'Sandoval', 'Yilmaz', 'Pruitt', 'Vasquez', 'Holloway',
  'Baptiste', 'Greer', 'Szabo', 'Moreau', 'Ferreira', 'Chandler', 'Oduya'];

/** Last names a reader has to keep whole: hyphens, particles, apostrophes. */
export const LAST_HARD = ['Garcia-Lopez', 'De La Cruz', 'van der Meer', "O'Donnell", 'Smith-Barnes', 'Da Silva', 'Le Blanc',
  'McAllister', 'Al-Rashid', 'Von Essen', 'St-Pierre', "D'Angelo"];

export const MIDDLE = ['A.', 'J.', 'L.', 'M.', 'R.', 'T.', 'K.', 'E.'];
export const CREDENTIALS = ['DC', 'DDS', 'CPA', 'MD', 'DVM', 'PE'];

export const TITLES_US = ['Owner', 'President', 'CEO', 'Managing Member', 'Member', 'Partner', 'Vice President', 'COO', 'Secretary',
  'Owner/Operator', 'Managing Partner', 'Treasurer'];
export const TITLES_CA = ['President', 'Director', 'Owner', 'Secretary-Treasurer', 'Partner', 'Operations Director'];

export const NAME_BASES = ['Summit Ridge', 'Blue Heron', 'Copper Kettle', 'Iron Gate', 'Silver Maple', 'Redwood', 'Northgate',
  'Golden Prairie', 'Bayside', 'Stone Bridge', 'Willow Creek', 'Crescent', 'Harbor Light', 'Tall Pines', 'Oak Hollow', 'Lakeview',
  'Riverbend', 'Granite Peak', 'Sunrise', 'Pioneer', 'Cedar Lane', 'Magnolia', 'Keystone Park', 'Four Corners'];

/** Industry text as a merchant writes it, with a noun for the business's name. */
export const INDUSTRY_TEXTS: readonly (readonly [string, string])[] = [
  ['Full-service restaurant', 'Grill'], ['Pizzeria', 'Pizza'], ['Auto body shop', 'Collision'], ['Veterinary clinic', 'Animal Care'],
  ['Hair salon', 'Salon'], ['Plumbing contractor', 'Plumbing'], ['HVAC services', 'Heating & Air'], ['Landscaping and lawn care', 'Landscapes'],
  ['Dental office', 'Dental'], ['Long haul trucking', 'Freight Lines'], ['Convenience store', 'Market'], ['Liquor store', 'Spirits'],
  ['Commercial cleaning', 'Cleaning Services'], ['Fitness center', 'Fitness'], ['Coffee shop', 'Coffee Co'], ['Florist', 'Flowers'],
  ['Medical office', 'Family Medicine'], ['Law firm', 'Legal Group'], ['IT services', 'Tech Solutions'], ['Machine shop', 'Machining'],
  ['Property management', 'Property Management'], ['Food truck', 'Street Eats'], ['Catering', 'Catering'], ['Used car dealer', 'Auto Sales'],
  ['Tire shop', 'Tire & Wheel'], ['Pet grooming', 'Pet Spa'], ['Nail salon', 'Nails'], ['Chiropractor', 'Chiropractic'],
  ['Electrical contractor', 'Electric'], ['Roofing', 'Roofing'], ['Wholesale distributor', 'Supply'], ['Laundromat', 'Laundry'],
  ['Bakery cafe', 'Bakehouse'], ['Day care', 'Kids Academy'], ['Hotel', 'Inn'], ['Furniture store', 'Home Furnishings'],
];

export interface Place { city: string; region: string; regionName: string; postal: string }

export const US_PLACES: readonly Place[] = [
  { city: 'Austin', region: 'TX', regionName: 'Texas', postal: '787' }, { city: 'Tampa', region: 'FL', regionName: 'Florida', postal: '336' },
  { city: 'Columbus', region: 'OH', regionName: 'Ohio', postal: '432' }, { city: 'Mesa', region: 'AZ', regionName: 'Arizona', postal: '852' },
  { city: 'Raleigh', region: 'NC', regionName: 'North Carolina', postal: '276' }, { city: 'Fresno', region: 'CA', regionName: 'California', postal: '937' },
  { city: 'Newark', region: 'NJ', regionName: 'New Jersey', postal: '071' }, { city: 'Yonkers', region: 'NY', regionName: 'New York', postal: '107' },
  { city: 'Aurora', region: 'CO', regionName: 'Colorado', postal: '800' }, { city: 'Savannah', region: 'GA', regionName: 'Georgia', postal: '314' },
  { city: 'Tacoma', region: 'WA', regionName: 'Washington', postal: '984' }, { city: 'Joliet', region: 'IL', regionName: 'Illinois', postal: '604' },
  { city: 'Knoxville', region: 'TN', regionName: 'Tennessee', postal: '379' }, { city: 'Allentown', region: 'PA', regionName: 'Pennsylvania', postal: '181' },
  { city: 'Reno', region: 'NV', regionName: 'Nevada', postal: '895' }, { city: 'Baton Rouge', region: 'LA', regionName: 'Louisiana', postal: '708' },
  { city: 'Grand Rapids', region: 'MI', regionName: 'Michigan', postal: '495' }, { city: 'Omaha', region: 'NE', regionName: 'Nebraska', postal: '681' },
  { city: 'Worcester', region: 'MA', regionName: 'Massachusetts', postal: '016' }, { city: 'Boise', region: 'ID', regionName: 'Idaho', postal: '837' },
];

export const CA_PLACES: readonly Place[] = [
  { city: 'Mississauga', region: 'ON', regionName: 'Ontario', postal: 'L5B' }, { city: 'Hamilton', region: 'ON', regionName: 'Ontario', postal: 'L8P' },
  { city: 'Calgary', region: 'AB', regionName: 'Alberta', postal: 'T2P' }, { city: 'Surrey', region: 'BC', regionName: 'British Columbia', postal: 'V3T' },
  { city: 'Laval', region: 'QC', regionName: 'Quebec', postal: 'H7N' }, { city: 'Winnipeg', region: 'MB', regionName: 'Manitoba', postal: 'R3C' },
  { city: 'Halifax', region: 'NS', regionName: 'Nova Scotia', postal: 'B3H' }, { city: 'Saskatoon', region: 'SK', regionName: 'Saskatchewan', postal: 'S7K' },
  { city: 'Moncton', region: 'NB', regionName: 'New Brunswick', postal: 'E1C' }, { city: 'Kelowna', region: 'BC', regionName: 'British Columbia', postal: 'V1Y' },
];

export const STREETS = ['Main St', 'Commerce Dr', 'Industrial Pkwy', 'Elm Ave', 'Market St', 'Route 9', 'Oak Blvd', 'Harbor Rd',
  'Lincoln Way', 'Pine St', 'Cedar Ave', 'Station Rd', 'Maple Dr', 'Bridge St', 'Highland Ave', 'Mill Rd'];

export const FUNDERS = ['Atlas Advance LLC', 'Crestline Capital', 'FastLane Funding', 'Meridian Merchant Funding', 'Paragon Business Capital',
  'Velocity Advance Group', 'Bluewater Receivables', 'Canyon State Funding'];
export const BANKS = ['First Harbor Bank', 'Prairie National Bank', 'Citizens Trust Bank', 'Lakeside Federal Credit Union',
  'Great Plains Savings', 'Cascade Community Bank'];
export const CA_BANKS = ['Maple Leaf Credit Union', 'Northern Trust Caisse', 'Laurentian Community Bank', 'Prairie Savings & Credit'];
export const LANDLORDS = ['Oakmont Properties LLC', 'Keller Realty Group', 'Brightstone Holdings', 'Parkside Commercial Partners',
  'JLM Property Co.'];
export const ISO_SHOPS = ['Apex Merchant Partners', 'Clearpath ISO', 'Bridgewater Business Funding', 'Momentum Capital Advisors'];
