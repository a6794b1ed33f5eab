// Name pools for the independent90 merchants: people, places, trades and the trading names small owners pick.

export const FIRST = ['Maria', 'Jose', 'Darnell', 'Linda', 'Robert', 'Keisha', 'Tuan', 'Anh', 'Carlos', 'Guadalupe', 'Terrence', 'Shanice',
  'Dmitri', 'Olga', 'Hector', 'Yesenia', 'Marcus', 'Tamika', 'Wei', 'Mei', 'Samuel', 'Esther', 'Luis', 'Rosa', 'Andre', 'Brianna', 'Kwame',
  'Abena', 'Rajesh', 'Priya', 'Bobby', 'Crystal', 'Dwayne', 'Latoya', 'Ignacio', 'Marisol', 'Tyrell', 'Jasmine', 'Eduardo', 'Veronica',
  'Hung', 'Lan', 'Patrick', 'Colleen', 'Omar', 'Fatima', 'Jerome', 'Denise', 'Ricky', 'Angela'] as const;

export const LAST = ['Gonzalez', 'Fox', 'Price', 'Okafor', 'Nguyen', 'Tran', 'Ramirez', 'Washington', 'Petrov', 'Delgado', 'Johnson', 'Lee',
  'Chen', 'Abernathy', 'Ruiz-Campos', 'De La Cruz', 'Van Dyke', "O'Connell", 'McAllister', 'Haddad', 'Mensah', 'Patel', 'Baptiste',
  'Castillo', 'St. Pierre', 'Brooks', 'Whitfield', 'Kowalski', 'Esposito', 'Harlan', 'Dupree', 'Jimenez', 'Osei', 'Le', 'Ibrahim'] as const;

export const MIDDLE = ['A.', 'L.', 'J.', 'M.', 'R.', 'T.', 'E.', 'D.'] as const;

export interface Place { city: string; state: string; zip: string }
export const PLACES: readonly Place[] = [
  { city: 'San Antonio', state: 'TX', zip: '78207' }, { city: 'El Paso', state: 'TX', zip: '79903' }, { city: 'Phoenix', state: 'AZ', zip: '85009' },
  { city: 'Tucson', state: 'AZ', zip: '85713' }, { city: 'Fresno', state: 'CA', zip: '93702' }, { city: 'Riverside', state: 'CA', zip: '92503' },
  { city: 'Orlando', state: 'FL', zip: '32805' }, { city: 'Hialeah', state: 'FL', zip: '33012' }, { city: 'Atlanta', state: 'GA', zip: '30310' },
  { city: 'Charlotte', state: 'NC', zip: '28208' }, { city: 'Columbus', state: 'OH', zip: '43207' }, { city: 'Newark', state: 'NJ', zip: '07105' },
  { city: 'Paterson', state: 'NJ', zip: '07501' }, { city: 'Yonkers', state: 'NY', zip: '10701' }, { city: 'Allentown', state: 'PA', zip: '18102' },
  { city: 'Memphis', state: 'TN', zip: '38106' }, { city: 'Tulsa', state: 'OK', zip: '74112' }, { city: 'Denver', state: 'CO', zip: '80219' },
  { city: 'Las Vegas', state: 'NV', zip: '89101' }, { city: 'Salt Lake City', state: 'UT', zip: '84104' }, { city: 'Gary', state: 'IN', zip: '46404' },
  { city: 'Joliet', state: 'IL', zip: '60432' }, { city: 'Baton Rouge', state: 'LA', zip: '70805' }, { city: 'Birmingham', state: 'AL', zip: '35211' },
  { city: 'Richmond', state: 'VA', zip: '23224' }, { city: 'Baltimore', state: 'MD', zip: '21215' }, { city: 'Providence', state: 'RI', zip: '02907' },
  { city: 'Spokane', state: 'WA', zip: '99205' }, { city: 'Boise', state: 'ID', zip: '83704' }, { city: 'Omaha', state: 'NE', zip: '68107' },
];

export const STREETS = ['Maple Ave', 'Oak St', 'Cedar Ln', 'Pecan Dr', 'Mission Rd', 'Elm St', 'Hillcrest Dr', 'Riverside Blvd', 'Pine Hollow Ct',
  'Magnolia Way', 'Sunset Blvd', 'Church St', 'Industrial Pkwy', 'Commerce Dr', 'Bluebonnet Trl', 'Willow Bend', 'Market St', 'Lakeview Ter'] as const;

/** A trade: how the owner describes it on the form, and trading names built from the owner's first or last name. */
export interface Trade { texts: readonly string[]; dba: readonly string[] }
export const TRADES: Record<string, Trade> = {
  food: { texts: ['Food truck', 'Mobile food truck', 'Catering', 'Taco truck & catering', 'Food truck (BBQ)', 'Mobile food vendor'],
    dba: ["{F}'s Tacos", '{L} Street Eats', 'Smoke & Wheels BBQ', 'Rolling {L} Kitchen', "Mama {F}'s Catering", 'The Curbside Grill'] },
  barber: { texts: ['Barber shop', 'Barbershop', 'Barber', 'Hair salon', 'Nail salon', 'Barber / hair salon'],
    dba: ['Fresh Fades', "{F}'s Barber Shop", 'Kings Cutz', 'Sharp Lines Studio', '{L} Cuts', 'Polished Nail Bar'] },
  lawn: { texts: ['Lawn care', 'Landscaper', 'Lawn care & landscaping', 'Tree service', 'Landscaping / lawn care', 'Lawn care and snow removal'],
    dba: ['{L} Lawn Care', 'Green Edge Landscaping', "{F}'s Lawn & Garden", 'Cut Above Lawn Service', 'Evergreen Yard Works', '{L} Tree Service'] },
  clean: { texts: ['Residential cleaning', 'Cleaning services', 'Janitorial', 'Maid service', 'Commercial cleaning', 'Carpet cleaning'],
    dba: ['Sparkle Clean', '{L} Cleaning Co', 'Spotless Home Services', "{F}'s Maid Service", 'Fresh Start Janitorial', 'Shine Bright Cleaners'] },
  truck: { texts: ['Trucking - owner operator', 'Owner-operator (OTR)', 'Long haul trucking', 'Hauling', 'Dump truck hauling', 'Local trucking'],
    dba: ['{L} Trucking', '{L} Transport', 'Lone Star Hauling', 'Iron Horse Freight', '{F} {L} Trucking', 'Blue Line Carriers'] },
  home: { texts: ['Bookkeeping', 'Home daycare', 'Pet grooming', 'Tutoring', 'Mobile auto detailing', 'Handyman services', 'Wedding photography',
    'Online store (Etsy)', 'Home bakery'],
  dba: ['{L} Bookkeeping', 'Little Sprouts Daycare', 'Pampered Paws Grooming', 'Bright Minds Tutoring', 'Shine Mobile Detailing', '{F} Fix-It',
    '{L} Photography', 'Handmade by {F}', 'Sweet {F} Bakes'] },
};

export const BANKS = ['Chase', 'Wells Fargo', 'Bank of America', 'Regions Bank', 'Truist', 'PNC Bank', 'TD Bank', 'Navy Federal CU', 'Citizens Bank',
  'Fifth Third Bank', 'US Bank', 'BBVA'] as const;
export const FUNDERS = ['Rapid Ridge Capital', 'Greenline Advance', 'Summit Bay Funding', 'Blue Harbor MCA', 'Pinnacle Merchant Funding',
  'Velocity Cash Partners', 'Crescent Funding Group'] as const;
export const REP_FIRST = ['Jake', 'Nicole', 'Tony', 'Brittany', 'Vince', 'Megan', 'Sal', 'Dana'] as const;
export const REP_LAST = ['Marino', 'Feld', 'Costa', 'Reyes', 'Kaplan', 'Doyle', 'Bianchi', 'Sorensen'] as const;
export const SUPPLIERS = ['Sysco', 'Restaurant Depot', 'SiteOne Landscape Supply', 'Sally Beauty', 'Pilot Flying J', 'Home Depot Pro',
  'Uline', 'Cintas', 'TA Petro', 'Lowe\'s Pro Desk', 'Grainger'] as const;
