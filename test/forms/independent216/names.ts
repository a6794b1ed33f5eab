// Word lists for set 216: people, places, businesses (the printed industry text and the id applications.md's
// longest-alias rule gives it; the test re-derives every id from /work/shared/reference).
export const FIRST = ['Maria', 'James', 'Aaliyah', 'Robert', 'Nguyen', 'Patricia', 'Diego', 'Sarah', 'Mohammed', 'Linda', 'Kwame', 'Jennifer',
  'Thomas', 'Priya', 'Christopher', 'Elena', 'Marcus', 'Hannah', 'Oluwaseun', 'Giovanni', 'Mei', 'Francois', 'Bridget', 'Anthony'];
export const LAST = ['Alvarez', 'Thompson', 'Okafor', 'Van der Berg', 'Smith-Whitfield', 'De La Cruz', "O'Connell", 'Nakamura', 'Petrov',
  'Washington', 'MacDonald', 'Brennan-Lowe', 'Rossi', 'Tremblay', 'Delacroix', 'Kowalczyk', 'Haddad', 'St. Pierre', 'Lindqvist', 'Abernathy'];
export const MIDDLE = ['A', 'J', 'L', 'M', 'R', 'T', 'K'];
export const CREDS = ['DC', 'DDS', 'CPA', 'DVM'];
export const STREETS = ['Maple Avenue', 'Industrial Parkway', 'N. Broad Street', 'Old Mill Road', 'Harbor Boulevard', 'Elm Street',
  'Commerce Drive', 'W. 38th Street', 'Lakeview Terrace', 'Route 9', 'Kingsway', 'Rue Saint-Denis'];
export const US_CITIES: [string, string][] = [['Austin', 'TX'], ['Tampa', 'FL'], ['Columbus', 'OH'], ['Newark', 'NJ'], ['Phoenix', 'AZ'],
  ['Charlotte', 'NC'], ['Denver', 'CO'], ['Brooklyn', 'NY'], ['Sacramento', 'CA'], ['Atlanta', 'GA'], ['Boise', 'ID'], ['Reno', 'NV']];
export const CA_CITIES: [string, string][] = [['Toronto', 'ON'], ['Mississauga', 'ON'], ['Calgary', 'AB'], ['Vancouver', 'BC'],
  ['Montréal', 'QC'], ['Halifax', 'NS'], ['Winnipeg', 'MB'], ['Saskatoon', 'SK']];
export const FUNDERS = ['Bluestone Advance', 'Rapid Rail Funding', 'Kestrel Capital', 'Northway Merchant Services', 'Ironclad Receivables'];
export const BANKS = ['First Citizens Bank', 'TD Bank', 'Regions Bank', 'Chase', 'RBC Royal Bank', 'PNC Bank', 'Desjardins'];
export const PEOPLE = ['Whitmore', 'Castellano', 'Brightwater', 'Hollis', 'Pemberton', 'Garrison', 'Lockhart'];

export interface Business { id: string; texts: string[]; stems: string[]; dbas: string[] }
export const BUSINESSES: Business[] = [
  { id: 'veterinary', texts: ['Veterinary clinic', 'Veterinary clinic (small animals)'], stems: ['Cedar Hollow Animal Care', 'Riverbend Veterinary Group'], dbas: ['Cedar Hollow Vet', 'Paws & Claws Animal Hospital'] },
  { id: 'auto_repair', texts: ['Auto body shop / collision repair', 'Collision repair and paint'], stems: ['Precision Autoworks', 'Iron Horse Collision'], dbas: ['Iron Horse Auto Body', 'Precision Collision Center'] },
  { id: 'restaurant', texts: ['Full-service restaurant', 'Coffee shop and bakery', 'Family diner'], stems: ['Golden Fork Hospitality', 'Blue Door Eateries'], dbas: ["Mama Rosa's Trattoria", 'The Blue Door Cafe'] },
  { id: 'personal_care', texts: ['Hair salon & spa', 'Barbershop'], stems: ['Luxe Strand Studios', 'Sharp Lines Grooming'], dbas: ['Luxe Strand Salon', 'Sharp Lines Barbers'] },
  { id: 'specialty_trade_contractor', texts: ['Plumbing and HVAC contractor', 'Electrical contractor'], stems: ['Summit Ridge Mechanical', 'Brightline Electric Services'], dbas: ['Summit Ridge Plumbing & Heating', 'Brightline Electric'] },
  { id: 'cleaning_services', texts: ['Commercial cleaning services', 'Janitorial services'], stems: ['Spotless Solutions Group', 'Crystal Facility Services'], dbas: ['Spotless Office Cleaning', 'Crystal Clean'] },
  { id: 'dental_practice', texts: ['Dental office', 'Family dentist'], stems: ['Bright Smile Dental Associates', 'Harborview Dental Care'], dbas: ['Bright Smile Family Dentistry', 'Harborview Smiles'] },
  { id: 'landscaping', texts: ['Landscaping and lawn care', 'Tree service & snow removal'], stems: ['Greenway Grounds Management', 'Evergreen Outdoor Services'], dbas: ['Greenway Lawn Pros', 'Evergreen Tree & Snow'] },
  { id: 'trucking_local', texts: ['Local trucking / dump truck hauling', 'Moving company'], stems: ['Granite State Hauling', 'Two Rivers Transport'], dbas: ['Granite Dump Trucks', 'Two Rivers Moving'] },
  { id: 'fitness', texts: ['Gym and fitness center', 'Yoga studio'], stems: ['Peak Performance Athletics', 'Lotus Flow Wellness'], dbas: ['Peak Gym 24/7', 'Lotus Flow Yoga'] },
  { id: 'pet_services', texts: ['Pet grooming salon', 'Dog grooming and boarding'], stems: ['Happy Tails Pet Ventures', 'Wag Station Enterprises'], dbas: ['Happy Tails Grooming', 'Wag Station'] },
  { id: 'convenience_store', texts: ['Convenience store', 'Corner store / deli'], stems: ['Quick Stop Holdings', 'Northside Mini Market Group'], dbas: ['Quick Stop Express', 'Northside Corner Store'] },
  { id: 'medical_practice', texts: ['Physical therapy clinic', 'Chiropractor office'], stems: ['Align Spine & Wellness', 'Motion Rehab Partners'], dbas: ['Align Chiropractic', 'Motion Physical Therapy'] },
  { id: 'it_software', texts: ['IT services and web design', 'Managed services / software'], stems: ['Bitforge Technologies', 'Clearpath Digital Solutions'], dbas: ['Bitforge IT', 'Clearpath Web Studio'] },
];
