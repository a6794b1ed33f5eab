// Word lists for independent set 101. Each industry text is what an owner writes under "Type of Business"; the test
// checks that the reference's longest word-bounded label/alias in it is the industry id given here.

export interface Industry { id: string; texts: string[]; names: string[] }

export const INDUSTRIES: Industry[] = [
  { id: 'restaurant', texts: ['Pizzeria', 'Restaurant', 'Italian restaurant', 'Mexican restaurant', 'Diner'], names: ['Bella Napoli', 'Casa Jalisco', 'Sunrise Diner', 'Golden Wok', 'The Corner Table'] },
  { id: 'restaurant', texts: ['Coffee shop', 'Cafe', 'Bakery cafe'], names: ['Daily Grind Coffee', 'Morning Bell Cafe', 'Sugar & Crumb'] },
  { id: 'personal_care', texts: ['Hair salon', 'Barbershop', 'Nail salon', 'Day spa'], names: ['Luxe Hair Studio', 'Sharp Edge Barbers', 'Polished Nails', 'Serenity Day Spa'] },
  { id: 'specialty_trade_contractor', texts: ['Plumbing', 'HVAC', 'Roofing', 'Electrical contractor', 'Plumbing & HVAC'], names: ['All-Pro Plumbing', 'Comfort Air Mechanical', 'Top Notch Roofing', 'Bright Spark Electric'] },
  { id: 'landscaping', texts: ['Lawn care', 'Landscaping and lawn care', 'Tree service', 'Landscaping / snow removal'], names: ['Green Acres Lawn Care', 'Evergreen Landscapes', 'Timberline Tree Service'] },
  { id: 'dental_practice', texts: ['Dental office', 'Dentist', 'Orthodontist'], names: ['Bright Smile Dental', 'Family Dental Care', 'Parkside Orthodontics'] },
  { id: 'medical_practice', texts: ['Chiropractor', 'Physical therapy', 'Urgent care'], names: ['Align Chiropractic', 'Motion Physical Therapy', 'Westside Urgent Care'] },
  { id: 'auto_repair', texts: ['Auto body shop', 'Mechanic', 'Tire shop', 'Collision repair'], names: ['Precision Auto Body', 'Mike\'s Tire & Lube', 'Eastside Collision'] },
  { id: 'convenience_store', texts: ['Convenience store', 'Mini mart'], names: ['Quick Stop Market', 'Corner Express', 'Sunny Mini Mart'] },
  { id: 'grocery', texts: ['Grocery store', 'Deli', 'Supermarket', 'Butcher'], names: ['Fresh Valley Market', 'La Favorita Grocery', 'Prime Cuts Butcher'] },
  { id: 'childcare', texts: ['Daycare', 'Child care center'], names: ['Little Sprouts Daycare', 'Happy Hearts Child Care'] },
  { id: 'fitness', texts: ['Gym', 'Fitness center', 'Yoga studio', 'Martial arts studio'], names: ['Iron Works Gym', 'Flow Yoga Studio', 'Tiger Martial Arts'] },
  { id: 'cleaning_services', texts: ['Commercial cleaning', 'Janitorial services', 'Carpet cleaning'], names: ['Sparkle Clean Services', 'ProShine Janitorial'] },
  { id: 'retail_general', texts: ['Clothing boutique', 'Florist', 'Furniture store', 'Gift shop'], names: ['Blush Boutique', 'Petal & Stem Florist', 'Oak House Furniture'] },
  { id: 'dry_cleaning', texts: ['Dry cleaner', 'Laundromat'], names: ['Fresh Press Cleaners', 'Suds City Laundromat'] },
  { id: 'pet_services', texts: ['Pet grooming', 'Dog grooming', 'Pet store'], names: ['Pampered Paws', 'Happy Tails Grooming'] },
  { id: 'veterinary', texts: ['Veterinary clinic', 'Animal hospital'], names: ['Parkview Animal Hospital', 'Gentle Care Veterinary'] },
  { id: 'liquor_store', texts: ['Liquor store', 'Wine shop'], names: ['Cork & Barrel Wine Shop', 'Main Street Liquors'] },
  { id: 'food_truck_catering', texts: ['Catering', 'Food truck'], names: ['Smoke Ring BBQ Catering', 'Taco Loco Truck'] },
  { id: 'trucking_local', texts: ['Moving company', 'Dump truck hauling', 'Local trucking'], names: ['Two Brothers Moving', 'Rock Solid Hauling'] },
  { id: 'general_contractor', texts: ['General contractor', 'Construction company', 'Home builder'], names: ['Cornerstone Builders', 'Blue Line Construction'] },
  { id: 'professional_services', texts: ['Bookkeeping', 'Accountant', 'Marketing agency', 'Consulting'], names: ['Ledger Pro Bookkeeping', 'Brightpath Marketing'] },
  { id: 'hotel_motel', texts: ['Motel', 'Hotel', 'Bed and breakfast'], names: ['Lakeside Inn', 'Budget Rest Motel'] },
  { id: 'home_health_care', texts: ['Home health care', 'Home care agency'], names: ['Comfort Keepers Home Care', 'Golden Years Home Health'] },
  { id: 'education_private', texts: ['Tutoring', 'Driving school'], names: ['Bright Minds Tutoring', 'Safe Lane Driving School'] },
];

export interface Place { city: string; region: string; regionName: string; postal: string; area: string }

export const US_PLACES: Place[] = [
  { city: 'Brooklyn', region: 'NY', regionName: 'New York', postal: '11211', area: '718' },
  { city: 'Yonkers', region: 'NY', regionName: 'New York', postal: '10701', area: '914' },
  { city: 'Newark', region: 'NJ', regionName: 'New Jersey', postal: '07102', area: '973' },
  { city: 'Paterson', region: 'NJ', regionName: 'New Jersey', postal: '07501', area: '973' },
  { city: 'Miami', region: 'FL', regionName: 'Florida', postal: '33130', area: '305' },
  { city: 'Orlando', region: 'FL', regionName: 'Florida', postal: '32801', area: '407' },
  { city: 'Houston', region: 'TX', regionName: 'Texas', postal: '77002', area: '713' },
  { city: 'San Antonio', region: 'TX', regionName: 'Texas', postal: '78205', area: '210' },
  { city: 'Los Angeles', region: 'CA', regionName: 'California', postal: '90012', area: '213' },
  { city: 'Fresno', region: 'CA', regionName: 'California', postal: '93721', area: '559' },
  { city: 'Atlanta', region: 'GA', regionName: 'Georgia', postal: '30303', area: '404' },
  { city: 'Chicago', region: 'IL', regionName: 'Illinois', postal: '60607', area: '312' },
  { city: 'Philadelphia', region: 'PA', regionName: 'Pennsylvania', postal: '19103', area: '215' },
  { city: 'Phoenix', region: 'AZ', regionName: 'Arizona', postal: '85004', area: '602' },
  { city: 'Charlotte', region: 'NC', regionName: 'North Carolina', postal: '28202', area: '704' },
  { city: 'Columbus', region: 'OH', regionName: 'Ohio', postal: '43215', area: '614' },
  { city: 'Las Vegas', region: 'NV', regionName: 'Nevada', postal: '89101', area: '702' },
  { city: 'Denver', region: 'CO', regionName: 'Colorado', postal: '80202', area: '303' },
  { city: 'Detroit', region: 'MI', regionName: 'Michigan', postal: '48226', area: '313' },
  { city: 'Nashville', region: 'TN', regionName: 'Tennessee', postal: '37203', area: '615' },
];

export const CA_PLACES: Place[] = [
  { city: 'Toronto', region: 'ON', regionName: 'Ontario', postal: 'M5V 2T6', area: '416' },
  { city: 'Mississauga', region: 'ON', regionName: 'Ontario', postal: 'L5B 3C2', area: '905' },
  { city: 'Ottawa', region: 'ON', regionName: 'Ontario', postal: 'K1P 5G4', area: '613' },
  { city: 'Hamilton', region: 'ON', regionName: 'Ontario', postal: 'L8P 4R5', area: '905' },
  { city: 'Vancouver', region: 'BC', regionName: 'British Columbia', postal: 'V6B 1A1', area: '604' },
  { city: 'Surrey', region: 'BC', regionName: 'British Columbia', postal: 'V3T 2W1', area: '604' },
  { city: 'Calgary', region: 'AB', regionName: 'Alberta', postal: 'T2P 1J9', area: '403' },
  { city: 'Edmonton', region: 'AB', regionName: 'Alberta', postal: 'T5J 0N3', area: '780' },
  { city: 'Montréal', region: 'QC', regionName: 'Québec', postal: 'H2Y 1C6', area: '514' },
  { city: 'Laval', region: 'QC', regionName: 'Québec', postal: 'H7N 5H9', area: '450' },
  { city: 'Québec', region: 'QC', regionName: 'Québec', postal: 'G1R 4P5', area: '418' },
  { city: 'Gatineau', region: 'QC', regionName: 'Québec', postal: 'J8X 3X7', area: '819' },
  { city: 'Winnipeg', region: 'MB', regionName: 'Manitoba', postal: 'R3C 0V8', area: '204' },
  { city: 'Halifax', region: 'NS', regionName: 'Nova Scotia', postal: 'B3J 1S9', area: '902' },
  { city: 'Saskatoon', region: 'SK', regionName: 'Saskatchewan', postal: 'S7K 1J5', area: '306' },
];

export const FIRST_US = ['James', 'Maria', 'Robert', 'Jennifer', 'Luis', 'Aisha', 'David', 'Priya', 'Michael', 'Keisha', 'Carlos', 'Linda',
  'Anthony', 'Mei', 'Jose', 'Tanya', 'Daniel', 'Fatima', 'Kevin', 'Rosa', 'Brian', 'Olga', 'Marcus', 'Hana', 'Victor', 'Nicole', 'Samuel', 'Yolanda'];
export const LAST_US = ['Johnson', 'Rodriguez', 'Nguyen', 'Patel', 'Williams', 'Garcia-Lopez', 'O\'Connor', 'De La Cruz', 'Kim', 'Washington',
  'Hernandez', 'Cohen', 'Okafor', 'van der Berg', 'Russo', 'Chen', 'Mitchell', 'Santos', 'Kowalski', 'Brooks', 'Haddad', 'McAllister', 'Reyes', 'Ivanova'];
export const FIRST_CA = ['Jean-François', 'Marie-Ève', 'Mathieu', 'Isabelle', 'Sébastien', 'Geneviève', 'Alexandre', 'Chantal', 'Olivier',
  'Nathalie', 'Harpreet', 'Wei', 'Connor', 'Siobhan', 'Raj', 'Megan', 'Tyler', 'Amrit'];
export const LAST_CA = ['Tremblay', 'Gagnon', 'Côté', 'Bouchard', 'Lévesque', 'Gauthier', 'Roy', 'Bélanger', 'St-Pierre', 'MacDonald',
  'Singh', 'Sandhu', 'Wong', 'Fraser', 'Leblanc', 'Campbell', 'Dhillon', 'Morrison'];

export const STREETS_US = ['Main St', 'Commerce Dr', 'Broadway', 'Industrial Blvd', 'Oak Ave', 'Elm St', 'Market St', 'Washington Ave',
  'Park Rd', 'Lincoln Hwy', 'Sunset Blvd', 'Peachtree St NE', 'River Rd', 'Maple Ave'];
export const STREETS_CA = ['Queen St W', 'King St E', 'Yonge St', 'Rue Saint-Denis', 'Boul. René-Lévesque', 'Kingsway', '17 Ave SW',
  'Portage Ave', 'Barrington St', 'Dundas St', 'Rue Sainte-Catherine', 'Whyte Ave'];

export const BANKS_US = ['Chase', 'Bank of America', 'Wells Fargo', 'TD Bank', 'PNC Bank', 'Truist', 'Regions Bank', 'Citizens Bank', 'Capital One', 'US Bank'];
export const BANKS_CA = ['RBC Royal Bank', 'TD Canada Trust', 'BMO', 'Scotiabank', 'CIBC', 'Desjardins', 'National Bank'];
export const FUNDERS = ['Everest Merchant Funding', 'Kinetic Business Capital', 'Bluewave Funding', 'Torrent Capital Group', 'Pinnacle Advance',
  'Harbor Line Funding', 'Swift Lane Capital'];
export const USES = ['Working capital', 'Equipment purchase', 'Inventory', 'Expansion', 'Payroll', 'Marketing', 'Renovations', 'Hire staff',
  'New location', 'Truck repairs', 'Catch up on bills'];
export const REF_NAMES = ['Atlas', 'Sysco-Metro', 'Tri-State', 'Coastal', 'Heritage', 'Midwest', 'Superior', 'United', 'Maple Leaf', 'Northern'];
export const HOLDING_WORDS = ['Enterprises', 'Group', 'Holdings', 'Ventures', 'Services', 'Management'];
