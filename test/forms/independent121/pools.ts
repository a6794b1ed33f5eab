// Name, place and business pools for set 121. Industry texts are checked against the reference's rule by the test.
import type { Rng } from '../../statements/generator/prng.ts';

export const FIRST = ['Maria', 'James', 'Aisha', 'Robert', 'Linh', 'Carlos', 'Priya', 'Michael', 'Keisha', 'David', 'Sofia', 'Anthony',
  'Mei', 'Daniel', 'Fatima', 'Kevin', 'Rosa', 'Brian', 'Yolanda', 'Tyrone', 'Jennifer', 'Hector', 'Olga', 'Samuel', 'Grace', 'Dmitri',
  'Nkechi', 'Luis', 'Heather', 'Raj', 'Tamika', 'Patrick', 'Ana', 'Omar', 'Christine', 'Marcus'];
export const LAST = ['Gonzalez', 'Johnson', "O'Brien", 'Nguyen', 'Patel', 'Williams', 'De La Cruz', 'Kowalski', 'Okafor', 'Smith-Jones',
  'Rodriguez', 'Chen', 'Washington', 'Van der Berg', 'Murphy', 'Ramirez', 'Kim', 'Abernathy', 'Haddad', 'Petrov', 'Brooks', 'Castillo',
  'McAllister', 'Singh', 'Thompson', 'Romano', 'Diallo', 'Friedman', 'Alvarez-Reyes', 'Baptiste', 'Hughes', 'Yamamoto'];
export const FIRST_QC = ['Jean-François', 'Marie-Ève', 'Luc', 'Geneviève', 'Mathieu', 'Isabelle', 'Étienne', 'Chantal', 'Sylvain', 'Nathalie'];
export const LAST_QC = ['Tremblay', 'Gagnon', 'Bouchard', 'Côté', 'Lévesque', 'Bélanger', 'St-Pierre', 'Desrosiers', 'Lachance', 'Ouellet'];
export const STREETS = ['Main Street', 'Oak Avenue', 'Commerce Drive', 'Industrial Pkwy', 'Maple Road', 'Elm St', 'Lakeview Blvd',
  'Market Street', 'Highland Ave', 'Cedar Lane', 'Riverside Dr', 'Washington Ave', 'Pine Street', 'Harbor Way', 'Sunset Blvd', 'King St W'];
export const WORDS = ['Summit', 'Bluewater', 'Golden', 'Redwood', 'Northgate', 'Silverline', 'Cornerstone', 'Evergreen', 'Ironside',
  'Lakeshore', 'Prairie', 'Harbor', 'Pinnacle', 'Crescent', 'Westfield', 'Brightway', 'Oakridge', 'Liberty', 'Granite', 'Sunrise'];

/** `text` is written on the "Type of business" line; `id` is what the reference's longest-alias rule gives for it. */
export const INDUSTRIES: { text: string; id: string; noun: string }[] = [
  { text: 'Veterinary clinic', id: 'veterinary', noun: 'Animal Hospital' },
  { text: 'Family dental office', id: 'dental_practice', noun: 'Dental Care' },
  { text: 'Hair salon', id: 'personal_care', noun: 'Salon' },
  { text: 'Nail salon & spa', id: 'personal_care', noun: 'Nails & Spa' },
  { text: 'Pizzeria', id: 'restaurant', noun: 'Pizza Kitchen' },
  { text: 'Coffee shop', id: 'restaurant', noun: 'Coffee Co' },
  { text: 'Tire shop', id: 'auto_repair', noun: 'Tire & Auto' },
  { text: 'Collision repair', id: 'auto_repair', noun: 'Collision' },
  { text: 'Plumbing & HVAC service', id: 'specialty_trade_contractor', noun: 'Mechanical' },
  { text: 'Roofing contractor', id: 'specialty_trade_contractor', noun: 'Roofing' },
  { text: 'Lawn care & snow removal', id: 'landscaping', noun: 'Grounds' },
  { text: 'Daycare center', id: 'childcare', noun: 'Kids Academy' },
  { text: 'Commercial cleaning', id: 'cleaning_services', noun: 'Cleaning Services' },
  { text: 'Pet grooming', id: 'pet_services', noun: 'Pet Spa' },
  { text: 'Food truck', id: 'food_truck_catering', noun: 'Street Eats' },
  { text: 'Convenience store', id: 'convenience_store', noun: 'Mini Mart' },
  { text: 'Liquor store', id: 'liquor_store', noun: 'Wine & Spirits' },
  { text: 'Furniture store', id: 'retail_general', noun: 'Home Furnishings' },
  { text: 'Machine shop', id: 'manufacturing', noun: 'Precision Machining' },
  { text: 'Wholesale distributor', id: 'wholesale_distribution', noun: 'Supply' },
  { text: 'IT services', id: 'it_software', noun: 'Tech Solutions' },
  { text: 'Fitness center', id: 'fitness', noun: 'Fitness' },
  { text: 'Laundromat', id: 'dry_cleaning', noun: 'Laundry' },
  { text: 'Moving company', id: 'trucking_local', noun: 'Movers' },
  { text: 'Grocery store', id: 'grocery', noun: 'Fresh Market' },
  { text: 'Physical therapy clinic', id: 'medical_practice', noun: 'Physical Therapy' },
  { text: 'Bookkeeping & tax prep', id: 'professional_services', noun: 'Accounting Group' },
  { text: 'General contractor', id: 'general_contractor', noun: 'Builders' },
  { text: 'Car wash', id: 'car_wash', noun: 'Car Wash' },
  { text: 'Jewelry store', id: 'jewelry', noun: 'Jewelers' },
  { text: 'Tutoring center', id: 'education_private', noun: 'Learning Center' },
  { text: 'Motel', id: 'hotel_motel', noun: 'Inn' },
];

// Not issued: 00, 07-09, 17-19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97.
export const EIN_PREFIXES = ['10', '12', '13', '20', '22', '26', '27', '30', '33', '36', '38', '45', '46', '47', '52', '54', '56',
  '61', '65', '74', '76', '81', '82', '83', '84', '85', '86', '87', '88', '90', '91', '92', '93', '94', '95', '98', '99'];

const US_CITIES: [string, string, string][] = [['Houston', 'TX', '770'], ['Dallas', 'TX', '752'], ['Miami', 'FL', '331'], ['Orlando', 'FL', '328'],
  ['Atlanta', 'GA', '303'], ['Brooklyn', 'NY', '112'], ['Newark', 'NJ', '071'], ['Phoenix', 'AZ', '850'], ['Charlotte', 'NC', '282'],
  ['Columbus', 'OH', '432'], ['Chicago', 'IL', '606'], ['Denver', 'CO', '802'], ['Nashville', 'TN', '372'], ['Los Angeles', 'CA', '900'],
  ['Las Vegas', 'NV', '891'], ['Philadelphia', 'PA', '191'], ['Baltimore', 'MD', '212'], ['Seattle', 'WA', '981'], ['Tampa', 'FL', '336'],
  ['Kansas City', 'MO', '641'], ['Birmingham', 'AL', '352'], ['Richmond', 'VA', '232'], ['Hartford', 'CT', '061'], ['Boise', 'ID', '837']];
const CA_CITIES: [string, string, string][] = [['Toronto', 'ON', 'M'], ['Mississauga', 'ON', 'L'], ['Ottawa', 'ON', 'K'], ['Hamilton', 'ON', 'L'],
  ['Calgary', 'AB', 'T'], ['Edmonton', 'AB', 'T'], ['Vancouver', 'BC', 'V'], ['Surrey', 'BC', 'V'], ['Winnipeg', 'MB', 'R'],
  ['Saskatoon', 'SK', 'S'], ['Halifax', 'NS', 'B'], ['Montréal', 'QC', 'H'], ['Laval', 'QC', 'H'], ['Québec', 'QC', 'G'], ['Moncton', 'NB', 'E']];

export function cityFor(rng: Rng, country: 'US' | 'CA', region: string | null): { city: string; region: string; postal: string } {
  const list = country === 'US' ? US_CITIES : CA_CITIES;
  const pool = region ? list.filter((c) => c[1] === region) : list;
  const [city, reg, pre] = rng.pick(pool.length ? pool : list);
  if (country === 'US') return { city, region: reg, postal: pre + rng.digits(2) };
  const L = 'ABCEGHJKLMNPRSTVWXYZ';
  const postal = `${pre}${rng.int(1, 9)}${rng.pick(L.split(''))} ${rng.int(0, 9)}${rng.pick(L.split(''))}${rng.int(0, 9)}`;
  return { city, region: reg, postal };
}
