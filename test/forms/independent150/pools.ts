// Word pools for the independent150 merchants (all fictional). Industry and entity texts carry the reference id the
// applications.md rules give them (checked against /work/shared/reference by the test when that folder is present).

export const FIRST = ['Maria', 'James', 'Aisha', 'Daniel', 'Priya', 'Marcus', 'Elena', 'Tobias', 'Keisha', 'Luis', 'Hannah', 'Omar',
  'Grace', 'Viktor', 'Naomi', 'Ramon', 'Colleen', 'Dmitri', 'Yolanda', 'Trevor', 'Mei', 'Andre', 'Farah', 'Wesley', 'Rosa', 'Kenji',
  'Bridget', 'Samuel', 'Ines', 'Curtis', 'Leticia', 'Gareth', 'Amara', 'Hector', 'Simone', 'Rashid'];
export const LAST = ['Okafor', 'Delgado', 'Whitaker', 'Nguyen', 'Brennan', 'Castellanos', 'Hollis', 'Petrakis', 'Moreau', 'Lindqvist',
  'Abernathy', 'Iwamoto', 'Fairbanks', 'Oyelaran', 'Kowalczyk', 'Santangelo', 'Mbeki', 'Thornbury', 'Vasquez', 'Goldfarb', 'Ashworth',
  'Rahimi', 'Carrington', 'Pellegrino', 'Hargrove', 'Sokolova', 'Ellsworth', 'Quintero'];
/** Last names whose hyphen or particle must survive the reading. */
export const LAST_HARD = ['Ortiz-Vega', 'De la Cruz', 'van der Berg', "O'Donnell", 'St. Clair', 'Smith-Okoye', 'Di Marco', 'McAllister-Reyes', 'da Silva'];
export const MIDDLE = 'ABCDEFGHJKLMNPRSTW';
export const CREDS = ['DC', 'DVM', 'DDS', 'CPA', 'MD', 'PT'];

export interface IndustryPick { text: string; id: string; nouns: string[]; dba: string[] }
export const INDUSTRIES: IndustryPick[] = [
  { text: 'Veterinary clinic', id: 'veterinary', nouns: ['Animal Hospital', 'Veterinary Group'], dba: ['Paws & Claws Vet', 'Northside Animal Clinic'] },
  { text: 'Family pizzeria', id: 'restaurant', nouns: ['Hospitality', 'Foods'], dba: ["Nonna's Pizza", 'Brick Oven Slice'] },
  { text: 'Residential roofing', id: 'specialty_trade_contractor', nouns: ['Roofing', 'Exteriors'], dba: ['TopShield Roofing', 'Ridge Cap Roofers'] },
  { text: 'HVAC contractor', id: 'specialty_trade_contractor', nouns: ['Mechanical', 'Air Systems'], dba: ['CoolBreeze Heating & Air', 'Comfort Pro HVAC'] },
  { text: 'Collision repair / body shop', id: 'auto_repair', nouns: ['Automotive', 'Auto Body'], dba: ['Precision Collision', 'Dent Doctors'] },
  { text: 'Hair salon & spa', id: 'personal_care', nouns: ['Beauty', 'Salon Group'], dba: ['Studio Lux Salon', 'The Mane Room'] },
  { text: 'Dental office', id: 'dental_practice', nouns: ['Dental', 'Family Dentistry'], dba: ['Bright Smile Dental', 'Parkview Dental Care'] },
  { text: 'Chiropractor', id: 'medical_practice', nouns: ['Chiropractic', 'Spine & Wellness'], dba: ['AlignWell Chiropractic', 'Back in Motion'] },
  { text: 'Landscaping & snow removal', id: 'landscaping', nouns: ['Grounds', 'Outdoor Services'], dba: ['GreenEdge Lawn', 'Four Seasons Grounds'] },
  { text: 'Dump truck hauling', id: 'trucking_local', nouns: ['Hauling', 'Transport'], dba: ['Big Load Hauling', 'Gravel Run Trucking'] },
  { text: 'Convenience store', id: 'convenience_store', nouns: ['Mart', 'Retail'], dba: ['QuickStop Market', 'Corner Express'] },
  { text: 'Daycare center', id: 'childcare', nouns: ['Early Learning', 'Kids Academy'], dba: ['Little Sprouts Daycare', 'Bright Beginnings'] },
  { text: 'Commercial cleaning', id: 'cleaning_services', nouns: ['Facility Services', 'Janitorial'], dba: ['SparkleForce Cleaning', 'ProShine Janitorial'] },
  { text: 'Used car dealer', id: 'auto_dealer_used', nouns: ['Motors', 'Auto Sales'], dba: ['DriveNow Auto', 'Value Motors'] },
  { text: 'Coffee shop', id: 'restaurant', nouns: ['Coffee Co', 'Roasters'], dba: ['Daily Grind Cafe', 'Bean There'] },
  { text: 'Plumbing contractor', id: 'specialty_trade_contractor', nouns: ['Plumbing', 'Pipe & Drain'], dba: ['FlowRight Plumbing', 'Rooter Pros'] },
  { text: 'Fitness center', id: 'fitness', nouns: ['Fitness', 'Athletics'], dba: ['IronCore Gym', 'Peak Performance Fitness'] },
  { text: 'Florist', id: 'retail_general', nouns: ['Floral', 'Flowers'], dba: ['Petal & Stem', 'Bloom Room'] },
  { text: 'Grocery & deli', id: 'grocery', nouns: ['Foods', 'Market'], dba: ['Fresh Fields Market', 'Village Deli & Grocery'] },
  { text: 'Dry cleaner', id: 'dry_cleaning', nouns: ['Cleaners', 'Garment Care'], dba: ['Press Perfect Cleaners', 'Spotless Dry Cleaning'] },
  { text: 'Hotel', id: 'hotel_motel', nouns: ['Hospitality', 'Lodging'], dba: ['Harborview Inn', 'Pinecrest Suites'] },
  { text: 'IT services / managed services', id: 'it_software', nouns: ['Technologies', 'IT Solutions'], dba: ['NetGuard IT', 'ByteWise Support'] },
  { text: 'General contractor', id: 'general_contractor', nouns: ['Builders', 'Construction'], dba: ['Solid Frame Builders', 'Keyline Construction'] },
  { text: 'Staffing agency', id: 'staffing_agency', nouns: ['Staffing', 'Workforce'], dba: ['ReadyCrew Staffing', 'ShiftForce'] },
  { text: 'Physical therapy clinic', id: 'medical_practice', nouns: ['Physical Therapy', 'Rehab'], dba: ['MoveWell PT', 'Restore Physical Therapy'] },
  { text: 'Liquor store', id: 'liquor_store', nouns: ['Wine & Spirits', 'Beverage'], dba: ['Cork & Barrel', 'Top Shelf Liquors'] },
  { text: 'Wholesale distributor', id: 'wholesale_distribution', nouns: ['Distribution', 'Supply'], dba: ['Metro Supply Co', 'Allied Wholesale'] },
  { text: 'Pet grooming', id: 'pet_services', nouns: ['Pet Care', 'Grooming'], dba: ['Sudsy Paws', 'Fur Real Grooming'] },
  { text: 'Machine shop', id: 'manufacturing', nouns: ['Machining', 'Fabrication'], dba: ['Precision Parts', 'TruCut Machine'] },
  { text: 'Freight broker / logistics', id: 'freight_logistics', nouns: ['Logistics', 'Freight'], dba: ['LaneLink Logistics', 'Crossdock Freight'] },
];

export const NAME_WORDS = ['Summit Ridge', 'Harbor Point', 'Oakline', 'Blue Mesa', 'Riverbend', 'Ironwood', 'Copperleaf', 'Lakeshore', 'Granite State',
  'Redwood', 'Magnolia', 'Northgate', 'Silverline', 'Prairie Wind', 'Cedar Point', 'Bright Path', 'Canyon View', 'Golden Oak', 'Tidewater',
  'Stonebridge', 'Maple Hollow', 'Eastside', 'Frontier', 'Sunbelt', 'Evergreen', 'Lighthouse', 'Whitestone', 'Crescent Bay'];

export interface EntityPick { text: string; id: string; suffixes: string[] }
/** Entity texts as printed (free text or a checkbox label) and the id each reads as, by country. */
export const ENTITIES_US: EntityPick[] = [
  { text: 'LLC', id: 'llc', suffixes: [' LLC', ', LLC', ' L.L.C.'] },
  { text: 'Limited Liability Company', id: 'llc', suffixes: [' LLC', ', LLC'] },
  { text: 'Corporation', id: 'c_corporation', suffixes: [', Inc.', ' Inc', ' Corp.', ' Corporation'] },
  { text: 'C-Corp', id: 'c_corporation', suffixes: [', Inc.', ' Corp.'] },
  { text: 'S-Corp', id: 's_corporation', suffixes: [', Inc.', ' Inc.', ' Corp.'] },
  { text: 'S Corporation', id: 's_corporation', suffixes: [', Inc.'] },
  { text: 'Partnership', id: 'general_partnership', suffixes: [' Partners', ' & Associates'] },
  { text: 'LLP', id: 'llp', suffixes: [' LLP'] },
  { text: 'PLLC', id: 'pllc', suffixes: [', PLLC', ' PLLC'] },
  { text: 'Sole Proprietor', id: 'sole_proprietorship', suffixes: [''] },
];
export const ENTITIES_CA: EntityPick[] = [
  { text: 'Corporation', id: 'ca_corporation', suffixes: [' Inc.', ' Ltd.', ' Corp.', ' Limited'] },
  { text: 'Inc.', id: 'ca_corporation', suffixes: [' Inc.'] },
  { text: 'Ltd.', id: 'ca_corporation', suffixes: [' Ltd.'] },
  { text: 'Partnership', id: 'general_partnership', suffixes: [' Partners'] },
  { text: 'ULC', id: 'ca_ulc', suffixes: [' ULC'] },
  { text: 'Sole Proprietorship', id: 'sole_proprietorship', suffixes: [''] },
];

export interface Place { region: string; name: string; cities: [string, string][] }
/** Region code, name, and cities with a postal prefix (US ZIP3 or Canadian FSA letter+digit). */
export const US_PLACES: Place[] = [
  { region: 'TX', name: 'Texas', cities: [['Austin', '787'], ['Houston', '770'], ['San Antonio', '782'], ['Plano', '750']] },
  { region: 'CA', name: 'California', cities: [['Fresno', '937'], ['San Diego', '921'], ['Riverside', '925'], ['Oakland', '946']] },
  { region: 'FL', name: 'Florida', cities: [['Tampa', '336'], ['Orlando', '328'], ['Fort Lauderdale', '333']] },
  { region: 'NY', name: 'New York', cities: [['Brooklyn', '112'], ['Buffalo', '142'], ['Yonkers', '107']] },
  { region: 'NJ', name: 'New Jersey', cities: [['Newark', '071'], ['Paterson', '075'], ['Edison', '088']] },
  { region: 'GA', name: 'Georgia', cities: [['Atlanta', '303'], ['Savannah', '314'], ['Marietta', '300']] },
  { region: 'IL', name: 'Illinois', cities: [['Chicago', '606'], ['Naperville', '605'], ['Peoria', '616']] },
  { region: 'OH', name: 'Ohio', cities: [['Columbus', '432'], ['Dayton', '454'], ['Akron', '443']] },
  { region: 'PA', name: 'Pennsylvania', cities: [['Pittsburgh', '152'], ['Allentown', '181'], ['Erie', '165']] },
  { region: 'AZ', name: 'Arizona', cities: [['Phoenix', '850'], ['Tucson', '857'], ['Mesa', '852']] },
  { region: 'NC', name: 'North Carolina', cities: [['Charlotte', '282'], ['Raleigh', '276'], ['Durham', '277']] },
  { region: 'CO', name: 'Colorado', cities: [['Denver', '802'], ['Aurora', '800'], ['Boulder', '803']] },
  { region: 'MI', name: 'Michigan', cities: [['Detroit', '482'], ['Grand Rapids', '495'], ['Lansing', '489']] },
  { region: 'TN', name: 'Tennessee', cities: [['Nashville', '372'], ['Memphis', '381'], ['Knoxville', '379']] },
  { region: 'WA', name: 'Washington', cities: [['Seattle', '981'], ['Spokane', '992'], ['Tacoma', '984']] },
  { region: 'NV', name: 'Nevada', cities: [['Las Vegas', '891'], ['Reno', '895']] },
  { region: 'MA', name: 'Massachusetts', cities: [['Worcester', '016'], ['Springfield', '011'], ['Lowell', '018']] },
  { region: 'MD', name: 'Maryland', cities: [['Baltimore', '212'], ['Rockville', '208']] },
];
export const CA_PLACES: Place[] = [
  { region: 'ON', name: 'Ontario', cities: [['Toronto', 'M5V'], ['Mississauga', 'L5B'], ['Ottawa', 'K1P'], ['Hamilton', 'L8P']] },
  { region: 'QC', name: 'Quebec', cities: [['Montreal', 'H2X'], ['Laval', 'H7N'], ['Quebec City', 'G1R']] },
  { region: 'BC', name: 'British Columbia', cities: [['Vancouver', 'V6B'], ['Surrey', 'V3T'], ['Kelowna', 'V1Y']] },
  { region: 'AB', name: 'Alberta', cities: [['Calgary', 'T2P'], ['Edmonton', 'T5J'], ['Red Deer', 'T4N']] },
  { region: 'MB', name: 'Manitoba', cities: [['Winnipeg', 'R3C'], ['Brandon', 'R7A']] },
  { region: 'NS', name: 'Nova Scotia', cities: [['Halifax', 'B3J'], ['Dartmouth', 'B2Y']] },
  { region: 'SK', name: 'Saskatchewan', cities: [['Saskatoon', 'S7K'], ['Regina', 'S4P']] },
];
export const INC_STATES_US = ['DE', 'NV', 'WY', 'Delaware', 'Nevada'];
export const INC_CA = ['Federal (CBCA)', 'Canada (federal)', 'CBCA'];

export const STREETS = ['Main St', 'Oak Ave', 'Commerce Dr', 'Industrial Pkwy', 'Market St', 'Elm St', 'Harbor Blvd', 'Lincoln Ave',
  'Pine Ridge Rd', 'Westfield Rd', 'Kingsway', 'Lakeview Dr', 'Mill Rd', 'Station St', 'Bayview Ave', 'Church St'];
export const CA_STREETS = ['Yonge St', 'Rue Sainte-Catherine', 'Kingsway', 'Jasper Ave', 'Portage Ave', 'Barrington St', 'Bank St', 'Dundas St W'];

export const FUNDERS_EXISTING = ['Fenwick Capital', 'Rapid Lane Funding', 'Orchard Advance Group', 'Meridian Merchant Capital',
  'Copperline Funding', 'Bayside Revenue Partners', 'Pinnacle Receivables', 'Lantern Business Funding'];
export const ISOS = ['Atlas Funding Partners', 'Crestline Business Solutions', 'Greenlight Capital Advisors', 'Northstar Merchant Services',
  'BridgePoint Funding Group', 'Vantage Lending Network'];
export const REPS = ['Dana Whitfield', 'Jordan Pike', 'Alexis Romano', 'Brandon Tull', 'Cassidy Moon', 'Derek Sandoval', 'Ivy Carmichael'];
export const LANDLORDS = ['Pinecrest Properties LLC', 'Margaret Olsen', 'Westgate Realty Trust', 'Harold Feinberg', 'Crossroads Plaza Mgmt',
  'Lakeside Commercial Holdings', 'Bellmont Property Group'];
export const TRADE_REFS = ['Sysco', 'Uline', 'Grainger', 'Home Depot Pro', 'Ferguson Supply', 'US Foods', 'Staples Business', 'Fastenal'];
export const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Regions Bank', 'Truist', 'Citizens Bank'];
export const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'BMO', 'Scotiabank', 'CIBC', 'Desjardins'];
export const UNDERWRITERS = ['J. Patel', 'R. Kim', 'S. Alvarez', 'T. Boateng', 'M. Harlow'];
export const USES = ['Inventory', 'Equipment purchase', 'Payroll', 'Expansion', 'Working capital', 'Marketing', 'Renovation', 'Debt consolidation'];
