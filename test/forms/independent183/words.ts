// Word lists for the fictional merchants of set 183. Every name, street and company here is invented; phone numbers use
// 555 exchanges so none of them rings anywhere.

export const FIRST_NAMES = ['Maria', 'James', 'Priya', 'Darnell', 'Sofia', 'Kevin', 'Aisha', 'Luis', 'Hannah', 'Tomasz', 'Grace', 'Minh',
  'Rosa', 'Andre', 'Leah', 'Victor', 'Nadia', 'Samuel', 'Elena', 'Marcus', 'Yasmin', 'Connor', 'Ines', 'Rajesh', 'Chloe', 'Dmitri',
  'Fatima', 'Owen', 'Keisha', 'Mateo', 'Julie', 'Bao', 'Carmen', 'Isaac', 'Renee', 'Hector', 'Amara', 'Patrick', 'Lucia', 'Wei'] as const;

/** Last names with the hard cases applications.md names: hyphens and particles, kept whole in the truth. */
export const LAST_NAMES = ['Gonzalez', 'Okafor', 'Patel', 'Nguyen', 'Kowalski', 'Brennan', 'Haddad', 'Morrison', 'Delgado', 'Whitfield',
  'Castellanos', 'Abernathy', 'Tran', 'Lindqvist', 'Ramirez-Soto', 'Smith-Jones', 'De La Cruz', 'van der Berg', "O'Neill", 'Fitzgerald',
  'Baptiste', 'Yamamoto', 'Osei', 'Dubois', 'McAllister', 'Ferreira', 'Al-Amin', 'Kaminski', 'Leblanc', 'Da Silva', 'St. Pierre',
  'Harrington', 'Mensah', 'Rossi', 'Chowdhury', 'Novak'] as const;

export const MIDDLE_INITIALS = 'ABCDEFGHJKLMNPRSTW';

export const STREETS = ['Commerce', 'Maple', 'Industrial', 'Harbor', 'Ridgeview', 'Market', 'Cedar', 'Lakeshore', 'Foundry', 'Mill',
  'Station', 'Granite', 'Orchard', 'Union', 'Kingsley', 'Pioneer', 'Willow', 'Beacon', 'Summit', 'Riverside'] as const;
export const STREET_KINDS = ['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Way', 'Pkwy', 'Ln', 'Ct'] as const;
export const UNITS = ['Suite 100', 'Ste 210', 'Unit 4', '#B', 'Suite 3A', 'Unit 12'] as const;

/** US cities with their state and a zip prefix, so an address reads as plausible. */
export const US_CITIES: readonly (readonly [string, string, string])[] = [
  ['Newark', 'NJ', '071'], ['Paterson', 'NJ', '075'], ['Houston', 'TX', '770'], ['San Antonio', 'TX', '782'], ['Orlando', 'FL', '328'],
  ['Tampa', 'FL', '336'], ['Atlanta', 'GA', '303'], ['Charlotte', 'NC', '282'], ['Columbus', 'OH', '432'], ['Phoenix', 'AZ', '850'],
  ['Denver', 'CO', '802'], ['Fresno', 'CA', '937'], ['Sacramento', 'CA', '958'], ['Brooklyn', 'NY', '112'], ['Yonkers', 'NY', '107'],
  ['Chicago', 'IL', '606'], ['Nashville', 'TN', '372'], ['Baltimore', 'MD', '212'], ['Richmond', 'VA', '232'], ['Las Vegas', 'NV', '891'],
  ['Tulsa', 'OK', '741'], ['Omaha', 'NE', '681'], ['Boise', 'ID', '837'], ['Hartford', 'CT', '061'], ['Pittsburgh', 'PA', '152'],
  ['Detroit', 'MI', '482'], ['Kansas City', 'MO', '641'], ['Salt Lake City', 'UT', '841'], ['Birmingham', 'AL', '352'], ['Spokane', 'WA', '992'],
  ['Providence', 'RI', '029'], ['Albuquerque', 'NM', '871'], ['Louisville', 'KY', '402'], ['San Juan', 'PR', '009'], ['Washington', 'DC', '200'],
];

/** Canadian cities with their province and the first letter of the postal code. */
export const CA_CITIES: readonly (readonly [string, string, string])[] = [
  ['Mississauga', 'ON', 'L'], ['Toronto', 'ON', 'M'], ['Hamilton', 'ON', 'L'], ['Ottawa', 'ON', 'K'], ['Calgary', 'AB', 'T'], ['Edmonton', 'AB', 'T'],
  ['Surrey', 'BC', 'V'], ['Burnaby', 'BC', 'V'], ['Winnipeg', 'MB', 'R'], ['Regina', 'SK', 'S'], ['Saskatoon', 'SK', 'S'], ['Laval', 'QC', 'H'],
  ['Gatineau', 'QC', 'J'], ['Halifax', 'NS', 'B'], ['Moncton', 'NB', 'E'], ["St. John's", 'NL', 'A'], ['Charlottetown', 'PE', 'C'],
  ['Whitehorse', 'YT', 'Y'],
];

/** Where a US business is often incorporated when not at home: a decoy beside the business's own state. */
export const INCORPORATION_STATES = ['DE', 'NV', 'WY', 'FL', 'TX', 'NY'] as const;

/** Type-of-business phrases as an owner writes them, with a word for the company's name; the truth's industry is
 *  computed from the phrase by applications.md's rule (rules.ts), never taken from this list. */
export const INDUSTRY_PHRASES: readonly (readonly [string, string])[] = [
  ['Full service restaurant', 'Grill'], ['Pizzeria & catering', 'Pizza'], ['Coffee shop', 'Coffee'], ['Hair salon', 'Salon'],
  ['Barbershop', 'Cuts'], ['Nail salon & spa', 'Nails'], ['Auto repair / tire shop', 'Auto'], ['Collision repair', 'Collision'],
  ['Dental office', 'Dental'], ['Veterinary clinic', 'Animal Care'], ['Chiropractor', 'Chiropractic'], ['Urgent care clinic', 'Urgent Care'],
  ['Plumbing & HVAC contractor', 'Mechanical'], ['Roofing contractor', 'Roofing'], ['Electrical contractor', 'Electric'],
  ['Landscaping & snow removal', 'Grounds'], ['Commercial cleaning', 'Cleaning'], ['Daycare center', 'Kids'], ['Convenience store', 'Mart'],
  ['Liquor store', 'Spirits'], ['Grocery / bodega', 'Market'], ['Clothing store', 'Apparel'], ['Florist', 'Flowers'],
  ['Hardware store', 'Hardware'], ['Gym / fitness center', 'Fitness'], ['Yoga studio', 'Yoga'], ['Dump truck hauling', 'Hauling'],
  ['Moving company', 'Movers'], ['Freight broker', 'Logistics'], ['Medical billing consulting', 'Billing'],
  ['Accounting & bookkeeping', 'Accounting'], ['Machine shop', 'Machine'], ['Food distributor', 'Foods'], ['Dry cleaner', 'Cleaners'],
  ['Laundromat', 'Laundry'], ['Pet grooming', 'Pet Spa'], ['Car wash & detailing', 'Car Wash'], ['Hotel', 'Inn'],
  ['Web design agency', 'Digital'], ['Tutoring center', 'Learning'], ['Jewelry store', 'Jewelers'], ['Used car dealer', 'Motors'],
  ['Bakery cafe', 'Bakery'], ['Food truck', 'Eats'], ['Home health care', 'Home Care'], ['Insurance agency', 'Insurance'],
  ['Staffing agency', 'Staffing'], ['Property management', 'Properties'], ['Funeral home', 'Memorial'], ['Pharmacy & drug store', 'Pharmacy'],
  ['Online store (Shopify)', 'Goods'], ['Tree service', 'Tree Care'],
];

export const USE_OF_FUNDS = ['Working capital', 'Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Renovation', 'Marketing',
  'Debt consolidation', 'Taxes', 'Second location', 'Truck repairs', 'Seasonal inventory'] as const;

export const NAME_STEMS = ['Summit Ridge', 'Blue Harbor', 'Golden Oak', 'Silver Creek', 'Northgate', 'Red Rock', 'Bright Path', 'Evergreen',
  'Copper Kettle', 'Lakeside', 'Ironwood', 'Sunset', 'Keystone', 'Pinecrest', 'Westfield', 'Crescent', 'Harborview', 'Old Mill',
  'Prairie Wind', 'Fox Hollow', 'Stonebridge', 'Cardinal', 'Tri-County', 'Bayside', 'Heritage', 'Magnolia', 'Riverbend', 'Highland'] as const;

export const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Truist', 'Regions Bank', 'Citizens Bank',
  'KeyBank', 'Fifth Third Bank', 'Santander', 'BMO'] as const;
export const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'Scotiabank', 'BMO Bank of Montreal', 'CIBC', 'Desjardins', 'ATB Financial'] as const;

/** Fictional funders for the existing-advances tables: printed, never the applicant. */
export const FUNDERS = ['Rapid Lane Capital', 'Greenpoint Advance', 'Lighthouse Funding', 'Everstone MCA', 'Bluefin Capital Group',
  'Pacer Business Funding', 'Orchard Street Advance', 'Westgate Receivables', 'Trident Merchant Capital', 'Northline Funding'] as const;

export const REFERENCE_COMPANIES = ['Sysco Foods', 'Atlas Supply Co.', 'Metro Paper & Packaging', 'Central Wholesale', 'Delta Auto Parts',
  'Premier Beauty Supply', 'Acme Industrial', 'Keller Lumber', 'Coastal Produce', 'Unified Medical Supply'] as const;

export const ISO_COMPANIES = ['Bridgepoint ISO', 'Capital Connect Partners', 'Main Street Referral Group', 'Apex Funding Advisors',
  'Harborline Brokerage'] as const;
