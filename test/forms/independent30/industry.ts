// Types of business as Canadian owners write them, in English and French, each with the industries reference id
// that applications.md's rule gives (the longest label or alias contained, word-bounded; the test checks every
// entry against the reference). French entries that no alias reaches keep the English words in brackets, as
// bilingual forms do.

export interface IndustryText { en: string; fr: string; id: string; regions?: string[] }

export const INDUSTRIES: readonly IndustryText[] = [
  { en: 'Family restaurant', fr: 'Restaurant familial', id: 'restaurant' },
  { en: 'Pizzeria', fr: 'Pizzeria', id: 'restaurant' },
  { en: 'Coffee shop', fr: 'Restaurant-bistro', id: 'restaurant' },
  { en: 'Hair salon', fr: 'Salon de coiffure', id: 'personal_care' },
  { en: 'Barbershop', fr: 'Salon de barbier', id: 'personal_care' },
  { en: 'Day spa', fr: 'Spa nordique', id: 'personal_care' },
  { en: 'Auto repair & tire shop', fr: 'Garage - mécanique (mechanic)', id: 'auto_repair' },
  { en: 'Collision repair', fr: 'Carrosserie (body shop)', id: 'auto_repair' },
  { en: 'Plumbing & heating', fr: 'Plomberie et chauffage (plumbing)', id: 'specialty_trade_contractor' },
  { en: 'Electrical contractor', fr: 'Entrepreneur électricien (electrician)', id: 'specialty_trade_contractor' },
  { en: 'Roofing', fr: 'Toitures (roofing)', id: 'specialty_trade_contractor' },
  { en: 'Landscaping & snow removal', fr: 'Paysagement et déneigement (snow removal)', id: 'landscaping' },
  { en: 'Dental office', fr: 'Cabinet dentaire (dental office)', id: 'dental_practice' },
  { en: 'Veterinary clinic', fr: 'Hôpital vétérinaire (animal hospital)', id: 'veterinary' },
  { en: 'Physiotherapy clinic', fr: 'Clinique de physiothérapie (clinic)', id: 'medical_practice' },
  { en: 'Grocery store', fr: 'Épicerie (grocery)', id: 'grocery' },
  { en: 'Convenience store', fr: 'Dépanneur (convenience store)', id: 'convenience_store' },
  { en: 'CrossFit gym', fr: "Centre d'entraînement (gym)", id: 'fitness' },
  { en: 'Licensed daycare', fr: 'Garderie privée (daycare)', id: 'childcare' },
  { en: 'Local hauling', fr: 'Transport local (hauling)', id: 'trucking_local' },
  { en: 'Long haul trucking', fr: 'Camionnage longue distance (long haul trucking)', id: 'trucking_long_haul', regions: ['AB', 'SK', 'MB', 'ON'] },
  { en: 'Courier & delivery service', fr: 'Service de messagerie (courier)', id: 'courier_delivery' },
  { en: 'Used car dealer', fr: "Vente d'autos d'occasion (used car dealer)", id: 'auto_dealer_used' },
  { en: 'Car wash', fr: 'Lave-auto (car wash)', id: 'car_wash' },
  { en: 'Dry cleaner', fr: 'Nettoyeur (dry cleaner)', id: 'dry_cleaning' },
  { en: 'Motel', fr: 'Motel', id: 'hotel_motel' },
  { en: 'Bed and breakfast', fr: 'Gîte (bed and breakfast)', id: 'hotel_motel', regions: ['NS', 'PE', 'NB', 'NL', 'QC', 'BC'] },
  { en: 'Irish pub', fr: 'Bistro-pub', id: 'bar_nightclub' },
  { en: 'Catering', fr: 'Traiteur (catering)', id: 'food_truck_catering' },
  { en: 'Clothing store', fr: 'Boutique de vêtements', id: 'retail_general' },
  { en: 'Florist', fr: 'Boutique de fleurs', id: 'retail_general' },
  { en: 'Hardware store', fr: 'Quincaillerie (hardware store)', id: 'retail_general' },
  { en: 'Drugstore', fr: 'Pharmacie (drugstore)', id: 'pharmacy' },
  { en: 'Accounting & bookkeeping', fr: 'Comptabilité et tenue de livres (bookkeeping)', id: 'professional_services' },
  { en: 'Marketing agency', fr: 'Agence de publicité (marketing agency)', id: 'professional_services' },
  { en: 'Software development', fr: 'Développement de logiciels (software)', id: 'it_software' },
  { en: 'Home renovation contractor', fr: 'Rénovation résidentielle (renovation contractor)', id: 'general_contractor' },
  { en: 'Machine shop', fr: 'Atelier d\'usinage (machine shop)', id: 'manufacturing' },
  { en: 'Seafood wholesaler', fr: 'Grossiste en poissons (wholesaler)', id: 'wholesale_distribution', regions: ['NS', 'NB', 'PE', 'NL', 'BC'] },
  { en: 'Oilfield services', fr: 'Services pétroliers (oilfield services)', id: 'oil_gas', regions: ['AB', 'SK'] },
  { en: 'Greenhouse', fr: 'Serre (greenhouse)', id: 'agriculture' },
  { en: 'Home care agency', fr: 'Soins à domicile (home care agency)', id: 'home_health_care' },
  { en: 'Tutoring centre', fr: 'Centre de tutorat (tutoring)', id: 'education_private' },
  { en: 'Pet grooming', fr: 'Toilettage (pet grooming)', id: 'pet_services' },
  { en: 'Nail salon', fr: "Salon d'ongles", id: 'personal_care' },
  { en: 'Moving company', fr: 'Déménagement (moving company)', id: 'trucking_local' },
  { en: 'Private liquor store', fr: 'Magasin de vins (wine shop)', id: 'liquor_store', regions: ['AB', 'BC', 'SK', 'MB'] },
  { en: 'Limousine service', fr: 'Service de limousine', id: 'taxi_limo_rideshare' },
  { en: 'Online store', fr: 'Boutique en ligne (online store)', id: 'ecommerce' },
];

/** Industries fit for a business in `prov` (region-only entries elsewhere are left out). */
export function industriesFor(prov: string): IndustryText[] {
  return INDUSTRIES.filter((i) => !i.regions || i.regions.includes(prov));
}
