// The industries reference (a copy of /work/shared/reference/industries.json: id, label, aliases) and the rule of
// applications.md: the id whose label or alias is the longest one contained in the printed text, word-bounded.
const TABLE: readonly (readonly [string, string, readonly string[]])[] = [
  ['medical_practice', 'Medical practice / clinic', ["doctor", "physician", "medical office", "clinic", "urgent care", "chiropractor", "optometrist", "physical therapy", "med spa (clinical)", "healthcare practice", "lab"]],
  ['dental_practice', 'Dental practice', ["dentist", "dental office", "orthodontist", "oral surgeon"]],
  ['veterinary', 'Veterinary clinic', ["vet", "animal hospital", "veterinarian"]],
  ['pharmacy', 'Pharmacy / drug store', ["drug store", "drugstore", "chemist", "apothecary"]],
  ['professional_services', 'Professional services (accounting, consulting, engineering, architecture, marketing)', ["accountant", "CPA", "bookkeeping", "consulting", "consultant", "engineering firm", "architect", "marketing agency", "advertising agency"]],
  ['manufacturing', 'Manufacturing', ["manufacturer", "fabrication", "machine shop", "factory", "plant"]],
  ['wholesale_distribution', 'Wholesale / distribution', ["wholesaler", "distributor", "distribution", "supplier"]],
  ['retail_general', 'Retail store (general merchandise, apparel, specialty)', ["retail", "store", "shop", "boutique", "clothing store", "apparel", "furniture store", "electronics store", "florist", "gift shop", "hardware store"]],
  ['grocery', 'Grocery / supermarket / specialty food store', ["grocery", "supermarket", "bodega", "deli", "market", "bakery (retail)", "butcher"]],
  ['auto_repair', 'Auto repair / body shop', ["mechanic", "auto shop", "collision repair", "body shop", "tire shop", "oil change", "auto service"]],
  ['car_wash', 'Car wash / detailing', ["car wash", "auto detailing", "detailer"]],
  ['personal_care', 'Beauty salon, barber, nail salon, spa', ["salon", "hair salon", "barber", "barbershop", "nail salon", "spa", "day spa", "beauty", "lash", "waxing"]],
  ['childcare', 'Child care / daycare', ["daycare", "day care", "preschool (private)", "child care center"]],
  ['cleaning_services', 'Janitorial / cleaning services', ["janitorial", "cleaning", "maid service", "carpet cleaning", "commercial cleaning"]],
  ['funeral_services', 'Funeral home / cemetery', ["funeral home", "mortuary", "crematory", "cemetery"]],
  ['pet_services', 'Pet store / grooming / boarding', ["pet store", "pet grooming", "dog grooming", "kennel", "pet boarding", "doggy daycare"]],
  ['restaurant', 'Restaurant / cafe', ["restaurant", "cafe", "coffee shop", "diner", "pizzeria", "fast food", "QSR", "eatery", "bakery cafe", "food service"]],
  ['food_truck_catering', 'Food truck / caterer', ["food truck", "catering", "caterer", "mobile food"]],
  ['convenience_store', 'Convenience store', ["c-store", "convenience store", "corner store", "mini mart"]],
  ['liquor_store', 'Beer, wine & liquor store', ["liquor store", "wine shop", "package store", "bottle shop"]],
  ['ecommerce', 'E-commerce / online retail', ["online store", "ecommerce", "e-commerce", "Amazon seller", "Shopify store", "dropshipping"]],
  ['it_software', 'IT services / software', ["software", "SaaS", "app developer", "IT services", "tech company", "web design", "programming", "managed services"]],
  ['specialty_trade_contractor', 'Specialty trade contractor (plumbing, HVAC, electrical, roofing, etc.)', ["plumber", "plumbing", "HVAC", "electrician", "electrical contractor", "roofer", "roofing", "painter", "flooring", "drywall", "concrete", "masonry", "subcontractor"]],
  ['landscaping', 'Landscaping / lawn care', ["landscaper", "lawn care", "tree service", "snow removal"]],
  ['solar_installer', 'Solar installer', ["solar", "solar panel installer", "solar energy"]],
  ['property_management', 'Property management', ["property manager", "property management", "HOA management"]],
  ['hotel_motel', 'Hotel / motel / lodging', ["hotel", "motel", "inn", "B&B", "bed and breakfast", "lodging", "short-term rental"]],
  ['nursing_assisted_living', 'Nursing home / assisted living', ["nursing home", "assisted living", "senior living", "memory care", "skilled nursing"]],
  ['home_health_care', 'Home health care', ["home health", "home care agency", "caregiver agency", "hospice (home)"]],
  ['fitness', 'Gym / fitness studio', ["gym", "fitness center", "yoga studio", "pilates", "crossfit", "martial arts studio"]],
  ['entertainment_venue', 'Entertainment / arts / recreation venue', ["movie theater", "cinema", "event venue", "amusement park", "bowling alley", "arcade", "escape room", "theater", "concert promoter", "event planner"]],
  ['education_private', 'Private school / training', ["private school", "tutoring", "driving school", "trade school", "training center", "academy"]],
  ['dry_cleaning', 'Dry cleaner / laundromat', ["dry cleaner", "laundromat", "laundry service", "coin laundry"]],
  ['jewelry', 'Jewelry / precious metals', ["jeweler", "jewelry store", "gold buyer", "precious metals", "watch store"]],
  ['mobile_home_dealer', 'Manufactured / mobile home dealer', ["mobile home dealer", "manufactured home sales", "modular homes"]],
  ['direct_selling_telemarketing', 'Direct selling / telemarketing', ["telemarketing", "call center", "door-to-door sales", "direct sales", "phone sales"]],
  ['car_rental', 'Car / truck rental', ["car rental", "rent-a-car", "truck rental", "equipment rental (vehicles)"]],
  ['agriculture', 'Farming / agriculture', ["farm", "farming", "ranch", "agriculture", "greenhouse", "nursery (plants)", "orchard", "dairy farm"]],
  ['logging_forestry', 'Logging / forestry', ["logging", "timber", "forestry"]],
  ['import_export', 'Import / export trading', ["importer", "exporter", "import/export", "trading company"]],
  ['courier_delivery', 'Courier / delivery service', ["courier", "delivery service", "last mile delivery", "messenger", "DSP", "Amazon DSP"]],
  ['trucking_long_haul', 'Trucking \u2013 long haul / OTR', ["OTR", "over the road", "long haul trucking", "owner operator", "owner-operator", "truckload", "LTL", "freight carrier", "18 wheeler", "semi truck"]],
  ['trucking_local', 'Trucking \u2013 local / specialized / moving', ["local trucking", "dump truck", "hauling", "moving company", "movers", "towing (hauling)", "car hauler"]],
  ['freight_logistics', 'Freight brokerage / logistics', ["freight broker", "logistics", "3PL", "freight forwarding", "dispatch service"]],
  ['taxi_limo_rideshare', 'Taxi / limousine / rideshare', ["taxi", "cab", "limo", "limousine", "black car", "rideshare", "Uber driver", "Lyft driver", "chauffeur", "NEMT"]],
  ['auto_dealer_used', 'Used car dealer', ["used car dealer", "used cars", "pre-owned vehicles", "buy here pay here", "BHPH", "auto sales", "car lot"]],
  ['auto_dealer_new', 'New car dealer', ["new car dealer", "franchise dealership", "auto dealership"]],
  ['rv_boat_motorcycle_dealer', 'RV / boat / motorcycle dealer', ["RV dealer", "boat dealer", "marine dealer", "motorcycle dealer", "powersports", "ATV dealer"]],
  ['gas_station', 'Gas station', ["gas station", "fuel station", "service station", "petrol station", "truck stop"]],
  ['general_contractor', 'General contractor / home builder', ["general contractor", "GC", "builder", "home builder", "construction company", "remodeler", "renovation contractor"]],
  ['real_estate_agent_broker', 'Real estate agent / brokerage', ["realtor", "real estate agent", "real estate broker", "realty"]],
  ['real_estate_investor_developer', 'Real estate investor / developer / landlord', ["real estate investor", "flipper", "house flipping", "developer", "land developer", "landlord", "rental property", "REI", "wholesaler (real estate)"]],
  ['law_firm', 'Law firm / attorney', ["attorney", "lawyer", "law office", "law firm", "legal services", "paralegal services"]],
  ['insurance_agency', 'Insurance agency / broker', ["insurance agent", "insurance agency", "insurance broker"]],
  ['staffing_agency', 'Staffing / temp agency / PEO', ["staffing", "temp agency", "employment agency", "PEO", "recruiting firm"]],
  ['travel_agency', 'Travel agency / tour operator', ["travel agent", "travel agency", "tour operator", "tours"]],
  ['bar_nightclub', 'Bar / nightclub / lounge', ["bar", "pub", "tavern", "nightclub", "lounge", "brewpub", "hookah lounge"]],
  ['vape_smoke_shop', 'Vape / smoke / CBD shop', ["vape shop", "smoke shop", "head shop", "tobacco shop", "cigar shop", "CBD store", "hookah shop", "kratom"]],
  ['crypto', 'Cryptocurrency / digital assets', ["crypto", "bitcoin", "crypto mining", "crypto ATM", "NFT", "digital assets", "blockchain exchange"]],
  ['oil_gas', 'Oil & gas extraction / energy trading', ["oil and gas", "oilfield services", "petroleum", "drilling", "fracking", "energy trading"]],
  ['holding_company', 'Holding company / shell', ["holding company", "holdco", "shell company", "parent company"]],
  ['cannabis', 'Cannabis / marijuana business', ["cannabis", "marijuana", "dispensary", "weed", "THC", "grow operation", "cultivator", "MSO", "edibles (THC)"]],
  ['adult_entertainment', 'Adult entertainment / X-rated', ["adult", "strip club", "gentlemen's club", "adult store", "escort", "pornography", "adult video", "cam site"]],
  ['firearms', 'Firearms / ammunition / weapons', ["gun shop", "gun store", "firearms dealer", "FFL", "ammunition", "ammo", "weapons", "shooting range (retail)"]],
  ['gambling', 'Gambling / casino / gaming', ["casino", "gambling", "betting", "sportsbook", "bingo hall", "lottery", "sweepstakes parlor", "skill games", "fantasy sports", "poker room"]],
  ['bail_bonds', 'Bail bonds', ["bail bonds", "bail bondsman", "bail agent"]],
  ['pawn_shop', 'Pawn shop', ["pawn shop", "pawnbroker", "pawnshop", "title pawn"]],
  ['check_cashing_msb', 'Check cashing / money services business', ["check cashing", "money transmitter", "wire transfer", "money order", "currency exchange", "remittance", "MSB", "payment processor", "ATM operator"]],
  ['lending_financial_institution', 'Lender / bank / mortgage / financing company', ["lender", "bank", "credit union", "finance company", "payday lender", "mortgage broker", "mortgage company", "loan broker", "MCA funder", "factoring company", "leasing company (finance)", "ISO/broker (MCA)"]],
  ['securities_investment', 'Securities / investment / trading firm', ["stockbroker", "brokerage", "day trading", "hedge fund", "investment firm", "venture capital", "commodity broker", "forex"]],
  ['collection_agency', 'Collection agency / debt buyer', ["collection agency", "debt collector", "debt collection", "debt buyer", "repossession"]],
  ['credit_repair_debt_relief', 'Credit repair / debt settlement / credit counseling', ["credit repair", "debt settlement", "debt relief", "credit counseling", "credit restoration", "debt consolidation (consumer)"]],
  ['nonprofit_charity_religious', 'Non-profit / charity / religious organization', ["non-profit", "nonprofit", "charity", "church", "ministry", "religious organization", "foundation", "501(c)(3)", "NGO"]],
  ['political_organization', 'Political campaign / PAC / lobbying', ["political campaign", "PAC", "super PAC", "political committee", "lobbying firm", "candidate"]],
  ['government_public_admin', 'Government / public administration', ["government agency", "municipality", "city", "county", "state agency", "public authority", "school district"]],
  ['mlm_pyramid', 'Multi-level marketing / pyramid scheme', ["MLM", "multi-level marketing", "network marketing", "pyramid scheme", "direct sales distributor (MLM)"]],
];

const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The industry id of a printed "type of business" text, or null when no label or alias is in it. Throws on a tie
 *  between two ids (a generator must not print an ambiguous text). */
export function industryOf(text: string): string | null {
  let best: { id: string; len: number } | null = null;
  let tie = false;
  for (const [id, label, aliases] of TABLE) {
    for (const name of [label, ...aliases]) {
      const re = new RegExp(`(^|[^A-Za-z0-9])${esc(name)}($|[^A-Za-z0-9])`, 'i');
      if (!re.test(text)) continue;
      if (!best || name.length > best.len) { best = { id, len: name.length }; tie = false; } else if (name.length === best.len && id !== best.id) tie = true;
    }
  }
  if (tie) throw new Error(`ambiguous industry text: ${text}`);
  return best?.id ?? null;
}
