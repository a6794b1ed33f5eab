// What the merchants of set 123 do: the type of business as an owner or a broker writes it, with the industries
// reference id that applications.md's rule (the longest label or alias contained, word-bounded) gives for that text.
// The test checks each pairing against industries.json with its own implementation of the rule.

export interface Trade {
  /** The printed "type of business". */
  text: string;
  /** Its industries.json id by the rule. */
  id: string;
  /** Words for a DBA ("Luigi's Pizzeria") and for a legal name ("Blue Heron Hospitality LLC"). */
  dba: string[];
  legal: string;
  /** Rough monthly sales range in dollars. */
  sales: [number, number];
}

export const TRADES: Trade[] = [
  { text: 'Full-service Italian restaurant', id: 'restaurant', dba: ['Trattoria', 'Kitchen'], legal: 'Hospitality', sales: [45000, 160000] },
  { text: 'Pizzeria', id: 'restaurant', dba: ['Pizza', 'Pizzeria'], legal: 'Foods', sales: [30000, 90000] },
  { text: 'Coffee shop and bakery', id: 'restaurant', dba: ['Coffee', 'Bakehouse'], legal: 'Cafe Group', sales: [20000, 60000] },
  { text: 'Auto repair and body shop', id: 'auto_repair', dba: ['Auto Body', 'Collision'], legal: 'Automotive', sales: [40000, 120000] },
  { text: 'Tire shop and auto service', id: 'auto_repair', dba: ['Tire & Auto', 'Tire Pros'], legal: 'Auto Service', sales: [35000, 110000] },
  { text: 'Hair salon and day spa', id: 'personal_care', dba: ['Salon', 'Salon & Spa'], legal: 'Beauty', sales: [18000, 55000] },
  { text: 'Barbershop', id: 'personal_care', dba: ['Barbers', 'Cuts'], legal: 'Grooming', sales: [12000, 35000] },
  { text: 'Residential plumbing and HVAC', id: 'specialty_trade_contractor', dba: ['Plumbing & Heating', 'Mechanical'], legal: 'Mechanical Services', sales: [60000, 220000] },
  { text: 'Roofing contractor', id: 'specialty_trade_contractor', dba: ['Roofing', 'Roofing & Siding'], legal: 'Roofing', sales: [70000, 260000] },
  { text: 'General contractor - residential remodeling', id: 'general_contractor', dba: ['Builders', 'Renovations'], legal: 'Construction', sales: [90000, 300000] },
  { text: 'Family dental office', id: 'dental_practice', dba: ['Family Dental', 'Smiles'], legal: 'Dental Group', sales: [80000, 200000] },
  { text: 'Veterinary clinic', id: 'veterinary', dba: ['Animal Clinic', 'Veterinary'], legal: 'Veterinary Services', sales: [60000, 150000] },
  { text: 'Physical therapy clinic', id: 'medical_practice', dba: ['Physical Therapy', 'Rehab & Wellness'], legal: 'Therapy Partners', sales: [50000, 140000] },
  { text: 'Commercial cleaning and janitorial', id: 'cleaning_services', dba: ['Cleaning Co.', 'Janitorial'], legal: 'Facility Services', sales: [30000, 110000] },
  { text: 'Landscaping and lawn care', id: 'landscaping', dba: ['Lawn & Landscape', 'Landscaping'], legal: 'Grounds Management', sales: [25000, 90000] },
  { text: 'Local trucking and hauling', id: 'trucking_local', dba: ['Hauling', 'Transport'], legal: 'Logistics', sales: [70000, 240000] },
  { text: 'Convenience store', id: 'convenience_store', dba: ['Quick Mart', 'Food Mart'], legal: 'Retail', sales: [50000, 140000] },
  { text: "Women's clothing boutique", id: 'retail_general', dba: ['Boutique', 'Closet'], legal: 'Apparel', sales: [20000, 70000] },
  { text: 'Fitness center', id: 'fitness', dba: ['Fitness', 'Strength Club'], legal: 'Fitness', sales: [25000, 80000] },
  { text: 'Daycare center', id: 'childcare', dba: ['Little Learners', 'Kids Academy'], legal: 'Early Learning', sales: [30000, 95000] },
  { text: 'Liquor store', id: 'liquor_store', dba: ['Wine & Spirits', 'Liquors'], legal: 'Beverage', sales: [60000, 180000] },
  { text: 'Machine shop / metal fabrication', id: 'manufacturing', dba: ['Machine Works', 'Fabrication'], legal: 'Manufacturing', sales: [90000, 300000] },
  { text: 'Wholesale food distributor', id: 'wholesale_distribution', dba: ['Food Supply', 'Provisions'], legal: 'Distribution', sales: [120000, 400000] },
  { text: 'Pet grooming', id: 'pet_services', dba: ['Pet Spa', 'Grooming'], legal: 'Pet Care', sales: [15000, 45000] },
  { text: 'Laundromat', id: 'dry_cleaning', dba: ['Laundromat', 'Wash & Fold'], legal: 'Laundry', sales: [15000, 50000] },
  { text: 'Food truck and catering', id: 'food_truck_catering', dba: ['Street Eats', 'Catering'], legal: 'Catering', sales: [20000, 70000] },
  { text: 'IT services / managed services', id: 'it_software', dba: ['Tech Solutions', 'IT'], legal: 'Technology', sales: [40000, 150000] },
  { text: 'Grocery store', id: 'grocery', dba: ['Market', 'Fresh Market'], legal: 'Grocers', sales: [80000, 250000] },
  { text: 'Used car dealer', id: 'auto_dealer_used', dba: ['Auto Sales', 'Motors'], legal: 'Motors', sales: [90000, 350000] },
  { text: 'Staffing agency', id: 'staffing_agency', dba: ['Staffing', 'Workforce'], legal: 'Staffing Solutions', sales: [80000, 260000] },
  { text: 'Home health care agency', id: 'home_health_care', dba: ['Home Care', 'Caregivers'], legal: 'Health Services', sales: [70000, 210000] },
  { text: 'Electrical contractor', id: 'specialty_trade_contractor', dba: ['Electric', 'Electrical'], legal: 'Electrical Contracting', sales: [60000, 200000] },
];
