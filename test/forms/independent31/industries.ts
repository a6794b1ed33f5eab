// Types of business as merchants write them, each with the industries reference id that applications.md's rule gives
// (the longest label or alias contained, word-bounded: the test checks every text against reference.json), and the
// words a business of that kind puts in its name.

export interface IndustryKind {
  id: string;
  texts: readonly string[];
  nouns: readonly string[];
  /** Entity ids such a business is commonly organised as (the first ones more often). */
  entities: readonly string[];
}

const COMMON = ['llc', 'llc', 'c_corporation', 's_corporation', 'llc', 'c_corporation', 's_corporation', 'sole_proprietorship', 'general_partnership'];
const PROF = ['pllc', 'professional_corporation', 'llc', 's_corporation'];

export const INDUSTRIES: readonly IndustryKind[] = [
  { id: 'restaurant', texts: ['Restaurant', 'Italian restaurant', 'Full-service restaurant', 'Pizzeria', 'Coffee shop', 'Diner'],
    nouns: ['Bistro', 'Trattoria', 'Kitchen', 'Grill', 'Cafe'], entities: COMMON },
  { id: 'specialty_trade_contractor', texts: ['Plumbing contractor', 'HVAC installation & service', 'Electrical contractor', 'Roofing contractor', 'Flooring installation'],
    nouns: ['Mechanical', 'Plumbing & Heating', 'Electric', 'Roofing', 'Floors'], entities: COMMON },
  { id: 'personal_care', texts: ['Hair salon', 'Nail salon', 'Barbershop', 'Day spa'], nouns: ['Salon', 'Studio', 'Barber Co.', 'Spa'], entities: COMMON },
  { id: 'auto_repair', texts: ['Auto body shop', 'Collision repair', 'Tire shop & auto service', 'Mechanic / auto repair'],
    nouns: ['Auto Care', 'Collision', 'Tire & Service', 'Motors'], entities: COMMON },
  { id: 'medical_practice', texts: ['Chiropractor', 'Urgent care clinic', 'Physical therapy clinic', 'Medical office'],
    nouns: ['Chiropractic', 'Urgent Care', 'Physical Therapy', 'Wellness Center'], entities: PROF },
  { id: 'dental_practice', texts: ['Dental office', 'General dentist', 'Orthodontist'], nouns: ['Dental', 'Family Dentistry', 'Orthodontics'], entities: PROF },
  { id: 'veterinary', texts: ['Veterinary clinic', 'Animal hospital'], nouns: ['Animal Hospital', 'Veterinary Clinic'], entities: PROF },
  { id: 'grocery', texts: ['Grocery store', 'Supermarket', 'Butcher shop'], nouns: ['Market', 'Grocers', 'Fresh Foods'], entities: COMMON },
  { id: 'convenience_store', texts: ['Convenience store', 'Corner store / mini mart'], nouns: ['Quick Mart', 'Food Mart'], entities: COMMON },
  { id: 'liquor_store', texts: ['Liquor store', 'Wine shop'], nouns: ['Wine & Spirits', 'Liquors'], entities: COMMON },
  { id: 'retail_general', texts: ['Clothing boutique', 'Furniture store', 'Hardware store', 'Florist', 'Gift shop'],
    nouns: ['Boutique', 'Home Furnishings', 'Hardware', 'Flowers'], entities: COMMON },
  { id: 'ecommerce', texts: ['Online store', 'E-commerce (Shopify store)', 'Amazon seller'], nouns: ['Goods', 'Supply Co.', 'Trading'], entities: COMMON },
  { id: 'it_software', texts: ['IT services', 'Managed services provider', 'Software development', 'Web design'],
    nouns: ['Technologies', 'Systems', 'Digital'], entities: COMMON },
  { id: 'professional_services', texts: ['Accounting & bookkeeping', 'Marketing agency', 'Engineering firm', 'Consulting'],
    nouns: ['Advisors', 'Consulting Group', 'Engineering'], entities: COMMON },
  { id: 'landscaping', texts: ['Lawn care', 'Tree service', 'Landscaper', 'Lawn care & snow removal'],
    nouns: ['Lawn & Landscape', 'Tree Service', 'Grounds'], entities: COMMON },
  { id: 'cleaning_services', texts: ['Commercial cleaning', 'Janitorial services', 'Carpet cleaning'],
    nouns: ['Cleaning Services', 'Janitorial', 'Maintenance'], entities: COMMON },
  { id: 'trucking_local', texts: ['Local trucking', 'Moving company', 'Dump truck hauling'], nouns: ['Hauling', 'Movers', 'Transport'], entities: COMMON },
  { id: 'trucking_long_haul', texts: ['Long haul trucking', 'OTR trucking', 'Freight carrier'], nouns: ['Freight', 'Logistics', 'Carriers'], entities: COMMON },
  { id: 'general_contractor', texts: ['General contractor', 'Home builder', 'Construction company'],
    nouns: ['Builders', 'Construction', 'Contracting'], entities: COMMON },
  { id: 'fitness', texts: ['Gym', 'Fitness center', 'Yoga studio', 'CrossFit gym'], nouns: ['Fitness', 'Athletic Club', 'Yoga'], entities: COMMON },
  { id: 'childcare', texts: ['Daycare', 'Child care center'], nouns: ['Learning Center', 'Kids Academy'], entities: COMMON },
  { id: 'hotel_motel', texts: ['Hotel', 'Motel', 'Bed and breakfast'], nouns: ['Inn', 'Lodge', 'Suites'], entities: COMMON },
  { id: 'food_truck_catering', texts: ['Catering', 'Food truck'], nouns: ['Catering', 'Eats'], entities: COMMON },
  { id: 'dry_cleaning', texts: ['Dry cleaner', 'Laundromat'], nouns: ['Cleaners', 'Laundry'], entities: COMMON },
  { id: 'pet_services', texts: ['Dog grooming', 'Pet boarding', 'Pet store'], nouns: ['Pet Resort', 'Grooming', 'Pet Supply'], entities: COMMON },
  { id: 'wholesale_distribution', texts: ['Wholesale distributor', 'Food distribution'], nouns: ['Distributors', 'Wholesale'], entities: COMMON },
  { id: 'manufacturing', texts: ['Machine shop', 'Metal fabrication', 'Cabinet manufacturer'], nouns: ['Manufacturing', 'Fabrication', 'Machine Works'], entities: COMMON },
  { id: 'education_private', texts: ['Tutoring center', 'Driving school'], nouns: ['Learning', 'Driving School'], entities: COMMON },
  { id: 'car_wash', texts: ['Car wash', 'Auto detailing'], nouns: ['Car Wash', 'Auto Spa'], entities: COMMON },
  { id: 'home_health_care', texts: ['Home health agency', 'Home care agency'], nouns: ['Home Care', 'Home Health'], entities: COMMON },
  { id: 'law_firm', texts: ['Law firm', 'Law office'], nouns: ['Law Group', 'Legal'], entities: ['pllc', 'llp', 'professional_corporation'] },
  { id: 'bar_nightclub', texts: ['Sports bar', 'Brewpub', 'Cocktail lounge'], nouns: ['Tap House', 'Lounge', 'Brewing'], entities: COMMON },
  { id: 'courier_delivery', texts: ['Courier', 'Last mile delivery', 'Amazon DSP'], nouns: ['Courier', 'Delivery', 'Express'], entities: COMMON },
  { id: 'property_management', texts: ['Property management'], nouns: ['Property Management'], entities: COMMON },
  { id: 'staffing_agency', texts: ['Staffing agency', 'Temp agency'], nouns: ['Staffing', 'Workforce'], entities: COMMON },
  { id: 'insurance_agency', texts: ['Insurance agency'], nouns: ['Insurance Agency', 'Insurance Group'], entities: COMMON },
  { id: 'travel_agency', texts: ['Travel agency'], nouns: ['Travel', 'Tours'], entities: COMMON },
];
