// Word lists for set 161: people, places, businesses. Every name here is invented or common; nothing is a real merchant.
export const FIRST = ['James', 'Maria', 'Oluwaseun', 'Priya', 'Wei', 'Sofia', 'Mohammed', 'Aisling', 'Dmitri', 'Keisha', 'Luis',
  'Hana', 'Tomasz', 'Fatima', 'Connor', 'Mei', 'Rafael', 'Ngozi', 'Zoë', 'José', 'Renée', 'Gustavo', 'Siobhan', 'Arjun',
  'Leticia', 'Marcus', 'Yusuf', 'Ingrid', 'Darnell', 'Camille', 'Thanh', 'Bogdan', 'Esperanza', 'Kwame', 'Delphine', 'Ravi'];
export const LAST = ['Nguyen', 'Patel', 'Kowalski', 'Hernandez', 'Thompson', 'Okafor', 'Lindqvist', 'Abernathy', 'Chowdhury',
  'Delacroix', 'Brennan', 'Morales', 'Takahashi', 'Fitzgerald', 'Haddad', 'Romano', 'Tremblay', 'Gagnon', 'Bouchard'];
export const PARTICLE_LAST = ['de la Cruz', 'van der Berg', 'Di Marco', 'De Luca', 'von Stein', 'dos Santos', 'le Roux',
  'Van Buren', 'al-Rashid', 'del Rio', 'da Silva', 'St. Clair', 'Mac Giolla', 'ten Have'];
export const HYPHEN_LAST = ['Okafor-Reyes', 'Smith-Jones', 'García-López', 'Harris-Whitfield', 'Nakamura-Bell', 'Lefebvre-Roy'];
export const APOS_LAST = ["O'Brien", "D'Angelo", "N'Diaye", "O'Sullivan", "D'Souza", "O'Neal"];
export const CREDENTIALS = ['CPA', 'DDS', 'DC', 'MD', 'PE', 'DVM'];
export const MIDDLE = 'ABCDEFGHJKLMNPRSTW';

export interface Trade { text: string; id: string; words: string[] }
/** Type-of-business texts with the industry id applications.md's longest-alias rule gives (checked against the reference). */
export const TRADES: Trade[] = [
  { text: 'Veterinary clinic', id: 'veterinary', words: ['Animal Care', 'Pet Clinic'] },
  { text: 'Family dental office', id: 'dental_practice', words: ['Dental Group', 'Smile Studio'] },
  { text: 'Italian restaurant', id: 'restaurant', words: ['Trattoria', 'Kitchen'] },
  { text: 'Coffee shop', id: 'restaurant', words: ['Roasters', 'Espresso Bar'] },
  { text: 'Hair salon', id: 'personal_care', words: ['Hair Studio', 'Salon'] },
  { text: 'Auto body shop', id: 'auto_repair', words: ['Collision', 'Auto Body'] },
  { text: 'Commercial cleaning', id: 'cleaning_services', words: ['Janitorial', 'Cleaning Co'] },
  { text: 'Plumbing contractor', id: 'specialty_trade_contractor', words: ['Plumbing', 'Pipe Works'] },
  { text: 'HVAC installation and repair', id: 'specialty_trade_contractor', words: ['Heating & Air', 'Climate Control'] },
  { text: 'Landscaping and lawn care', id: 'landscaping', words: ['Landscapes', 'Lawn & Garden'] },
  { text: 'Food truck', id: 'food_truck_catering', words: ['Street Eats', 'Taco Truck'] },
  { text: 'Daycare center', id: 'childcare', words: ['Little Learners', 'Kids Academy'] },
  { text: 'Yoga studio', id: 'fitness', words: ['Yoga', 'Movement Studio'] },
  { text: 'Laundromat', id: 'dry_cleaning', words: ['Wash & Fold', 'Laundry'] },
  { text: 'Freight broker', id: 'freight_logistics', words: ['Logistics', 'Freight'] },
  { text: 'Convenience store', id: 'convenience_store', words: ['Quick Mart', 'Corner Store'] },
  { text: 'Pet grooming', id: 'pet_services', words: ['Pet Spa', 'Grooming'] },
  { text: 'Machine shop', id: 'manufacturing', words: ['Machining', 'Precision Parts'] },
  { text: 'Physical therapy clinic', id: 'medical_practice', words: ['Physio', 'Rehab Center'] },
  { text: 'Web design agency', id: 'it_software', words: ['Digital', 'Web Studio'] },
  { text: 'Bookkeeping services', id: 'professional_services', words: ['Bookkeeping', 'Ledger Services'] },
  { text: 'Used car dealer', id: 'auto_dealer_used', words: ['Motors', 'Auto Sales'] },
  { text: 'Moving company', id: 'trucking_local', words: ['Movers', 'Moving & Storage'] },
  { text: 'Bed and breakfast', id: 'hotel_motel', words: ['Inn', 'Guest House'] },
  { text: 'Florist', id: 'retail_general', words: ['Flowers', 'Floral Design'] },
  { text: 'Staffing agency', id: 'staffing_agency', words: ['Staffing', 'Workforce'] },
  { text: 'Tutoring center', id: 'education_private', words: ['Learning Center', 'Tutors'] },
  { text: 'Home care agency', id: 'home_health_care', words: ['Home Care', 'Caregivers'] },
  { text: 'Mexican restaurant and bar', id: 'restaurant', words: ['Cantina', 'Taqueria'] },
  { text: 'Sports bar', id: 'bar_nightclub', words: ['Tap House', 'Sports Pub'] },
  { text: 'Hardware store', id: 'retail_general', words: ['Hardware', 'Supply'] },
  { text: 'Electrical contractor', id: 'specialty_trade_contractor', words: ['Electric', 'Power Systems'] },
];
export const PLACE = ['Cedar Hollow', 'Summit Ridge', 'Blue Heron', 'Ironwood', 'Harbor Point', 'Maple Crest', 'Red Rock',
  'Silver Lake', 'Northgate', 'Prairie Wind', 'Copper Canyon', 'Willow Bend', 'Granite Peak', 'Lakeshore', 'Old Mill'];

export interface City { city: string; state: string; name: string; zip: string }
export const US_CITIES: City[] = [
  { city: 'Columbus', state: 'OH', name: 'Ohio', zip: '432' }, { city: 'Tampa', state: 'FL', name: 'Florida', zip: '336' },
  { city: 'Mesa', state: 'AZ', name: 'Arizona', zip: '852' }, { city: 'Raleigh', state: 'NC', name: 'North Carolina', zip: '276' },
  { city: 'Tacoma', state: 'WA', name: 'Washington', zip: '984' }, { city: 'Yonkers', state: 'NY', name: 'New York', zip: '107' },
  { city: 'Aurora', state: 'CO', name: 'Colorado', zip: '800' }, { city: 'Plano', state: 'TX', name: 'Texas', zip: '750' },
  { city: 'Newark', state: 'NJ', name: 'New Jersey', zip: '071' }, { city: 'Fresno', state: 'CA', name: 'California', zip: '937' },
  { city: 'Macon', state: 'GA', name: 'Georgia', zip: '312' }, { city: 'Dayton', state: 'OH', name: 'Ohio', zip: '454' },
  { city: 'Joliet', state: 'IL', name: 'Illinois', zip: '604' }, { city: 'Provo', state: 'UT', name: 'Utah', zip: '846' },
];
export const CA_CITIES: City[] = [
  { city: 'Mississauga', state: 'ON', name: 'Ontario', zip: 'L5B' }, { city: 'Surrey', state: 'BC', name: 'British Columbia', zip: 'V3T' },
  { city: 'Calgary', state: 'AB', name: 'Alberta', zip: 'T2P' }, { city: 'Laval', state: 'QC', name: 'Quebec', zip: 'H7N' },
  { city: 'Winnipeg', state: 'MB', name: 'Manitoba', zip: 'R3C' }, { city: 'Halifax', state: 'NS', name: 'Nova Scotia', zip: 'B3H' },
  { city: 'Saskatoon', state: 'SK', name: 'Saskatchewan', zip: 'S7K' }, { city: 'Hamilton', state: 'ON', name: 'Ontario', zip: 'L8P' },
];
export const STREETS = ['Main St', 'Oak Ave', 'Industrial Pkwy', 'Commerce Dr', 'Elm Street', 'Lakeview Rd', 'King St W',
  'Riverside Blvd', 'Market Square', 'Pine Ridge Rd', 'Sunset Blvd', 'Queen St E'];
export const BANKS_US = ['First Prairie Bank', 'Keystone Community Bank', 'Harborline Credit Union', 'Tri-County Savings'];
export const BANKS_CA = ['Laurentian Shore Bank', 'Prairie Trust Credit Union', 'Northern Maple Financial', 'Atlantic Caisse'];
export const FUNDERS = ['Rapid Rail Capital', 'Bluebird Advance', 'Ironclad Merchant Funding', 'Sunpath Capital', 'Quarry Street Funding'];
export const REF_COMPANIES = ['Lanecrest Supply', 'Metro Paper Goods', 'Allied Parts Depot', 'Greenleaf Wholesale', 'Tri-State Uniforms'];
