// Demo funders for `mca demo`, converted from the researched draft profiles (shared reference
// funders-example.json) into the contract's criteria shape. The names are fictional; the values are composites of
// published ranges, not any real funder's current guidelines.
//
// Conversion rules (docs/matching.md has the table):
//  - countries -> allowed_countries; restricted_states -> excluded_states; restricted_industries minus
//    restricted_industry_exceptions -> excluded_industries; excluded_entity_types as is. All hard: a funder cannot
//    fund outside these, whatever the numbers.
//  - min_fico -> min_credit_score and min_time_in_business_months: hard (the usual knock-outs), weight 2.
//  - max_existing_positions -> max_positions (hard for first-position-only funders); min_existing_positions > 0 ->
//    min_positions, hard (stacking and consolidation products need an existing position).
//  - min_avg_monthly_revenue (true-revenue deposits) -> min_avg_monthly_true_revenue, soft, weight 3: revenue is
//    what brokers negotiate around, so a miss lowers the score rather than declining.
//  - max_nsf_per_month / max_negative_days_per_month -> max_avg_nsf_count / max_avg_negative_days, soft.
//  - funding_amount -> requested_amount_range, soft (the amount can be resized).
//  - max_combined_existing_debit_pct_of_revenue -> max_remit_percentage (existing positions' share of revenue).
//  - Dropped, no check exists for them: deposit counts, term, factor rate, holdback of the new advance, bankruptcy
//    policy, owner percentage, conditional (industry-specific) rules, card volume (Maple Leaf's C$5,000/month card
//    volume becomes a true-revenue minimum).
//
// The demo deal below (a Texas restaurant, one open position, owners' lowest score 640, $62k true revenue, four
// months of statements, $60k requested) gives, on any date (it opened in 2018, so time in business always passes):
//  full match : Mainstreet Revenue Partners (100), Keystone Second Position Fund (100)
//  soft miss  : QuickStart Micro Advance (amount $60k above its $50k max), Heartland Trucking & Construction Capital
//               (wants 6 months of statements), Ironclad Commercial Capital (true revenue under $75k, balance
//               under $10k)
//  hard decline: Summit Prime Capital (credit 640 < 650; first position only), Maple Leaf Merchant Funding (Canada
//               only), Bridgeway Reverse Consolidation (needs 2+ open positions)

import type { Check, Criterion, FunderProfile } from './criteria.ts';
import type { MatchApplication, MatchFinancials } from '../matching/engine.ts';

export interface DemoFunder {
  /** Stable key (the draft's id), so `mca demo` can find the funder it made last time. */
  key: string;
  profile: FunderProfile;
}

function hard(check: Check, value: Criterion['value'], weight = 1): Criterion {
  return { check, value, hard: true, weight } as Criterion;
}
function soft(check: Check, value: Criterion['value'], weight = 1): Criterion {
  return { check, value, hard: false, weight } as Criterion;
}

// Restricted by nearly every funder in the draft; each profile adds its own on top.
const CORE_EXCLUDED = [
  'adult_entertainment', 'bail_bonds', 'cannabis', 'check_cashing_msb', 'collection_agency', 'credit_repair_debt_relief',
  'firearms', 'gambling', 'government_public_admin', 'lending_financial_institution', 'mlm_pyramid',
  'nonprofit_charity_religious', 'pawn_shop', 'political_organization', 'securities_investment',
];
const NOT_FOR_PROFIT = ['nonprofit_corporation', 'government_entity'];

export const DEMO_FUNDERS: readonly DemoFunder[] = [
  {
    key: 'summit-prime-capital',
    profile: {
      name: 'Summit Prime Capital (demo)',
      criteria: [
        hard('allowed_countries', ['US']),
        hard('excluded_states', ['MT', 'NV', 'RI', 'VT']),
        hard('excluded_industries', [...CORE_EXCLUDED, 'auto_dealer_new', 'auto_dealer_used', 'crypto', 'freight_logistics',
          'law_firm', 'real_estate_agent_broker', 'real_estate_investor_developer', 'rv_boat_motorcycle_dealer',
          'taxi_limo_rideshare', 'trucking_local', 'trucking_long_haul', 'vape_smoke_shop']),
        hard('excluded_entity_types', ['sole_proprietorship', ...NOT_FOR_PROFIT]),
        hard('min_credit_score', 650, 2),
        hard('min_time_in_business_months', 36, 2),
        hard('max_positions', 0),
        soft('min_avg_monthly_true_revenue', 50000, 3),
        soft('min_avg_daily_balance', 5000),
        soft('max_avg_nsf_count', 1),
        soft('max_avg_negative_days', 2),
        soft('min_months_of_statements', 4),
        soft('requested_amount_range', { min: 25000, max: 1500000 }),
      ],
    },
  },
  {
    key: 'mainstreet-revenue-partners',
    profile: {
      name: 'Mainstreet Revenue Partners (demo)',
      criteria: [
        hard('allowed_countries', ['US']),
        hard('excluded_industries', [...CORE_EXCLUDED, 'auto_dealer_new', 'auto_dealer_used', 'crypto', 'law_firm',
          'real_estate_investor_developer', 'vape_smoke_shop']),
        hard('excluded_risk_categories', ['prohibited']),
        hard('excluded_entity_types', NOT_FOR_PROFIT),
        hard('min_credit_score', 550, 2),
        hard('min_time_in_business_months', 6, 2),
        soft('max_positions', 1, 2),
        soft('min_avg_monthly_true_revenue', 15000, 3),
        soft('min_avg_daily_balance', 1000),
        soft('max_avg_nsf_count', 4),
        soft('max_avg_negative_days', 5),
        soft('max_remit_percentage', 15),
        soft('min_months_of_statements', 3),
        soft('requested_amount_range', { min: 10000, max: 500000 }),
      ],
    },
  },
  {
    key: 'keystone-second-position',
    profile: {
      name: 'Keystone Second Position Fund (demo)',
      criteria: [
        hard('allowed_countries', ['US']),
        hard('excluded_states', ['CA', 'UT', 'VA']),
        hard('excluded_industries', [...CORE_EXCLUDED, 'auto_dealer_new', 'auto_dealer_used', 'law_firm',
          'real_estate_investor_developer', 'trucking_local', 'trucking_long_haul']),
        hard('excluded_entity_types', NOT_FOR_PROFIT),
        hard('min_positions', 1),
        hard('min_credit_score', 500, 2),
        hard('min_time_in_business_months', 8, 2),
        soft('max_positions', 3, 2),
        soft('min_avg_monthly_true_revenue', 20000, 3),
        soft('max_avg_nsf_count', 6),
        soft('max_avg_negative_days', 6),
        soft('max_remit_percentage', 35),
        soft('requested_amount_range', { min: 10000, max: 250000 }),
      ],
    },
  },
  {
    key: 'quickstart-micro-advance',
    profile: {
      name: 'QuickStart Micro Advance (demo)',
      criteria: [
        hard('allowed_countries', ['US']),
        hard('excluded_industries', [...CORE_EXCLUDED, 'auto_dealer_new', 'auto_dealer_used', 'entertainment_venue',
          'hotel_motel', 'rv_boat_motorcycle_dealer']),
        hard('excluded_entity_types', NOT_FOR_PROFIT),
        hard('min_credit_score', 500, 2),
        hard('min_time_in_business_months', 3, 2),
        soft('min_avg_monthly_revenue', 5000, 3),
        soft('max_positions', 2),
        soft('max_avg_nsf_count', 5),
        soft('max_avg_negative_days', 7),
        soft('requested_amount_range', { min: 2500, max: 50000 }, 2),
      ],
    },
  },
  {
    key: 'ironclad-commercial-capital',
    profile: {
      name: 'Ironclad Commercial Capital (demo)',
      criteria: [
        hard('allowed_countries', ['US']),
        hard('excluded_industries', [...CORE_EXCLUDED, 'holding_company', 'law_firm', 'real_estate_investor_developer',
          'solar_installer', 'staffing_agency']),
        hard('excluded_entity_types', ['sole_proprietorship', ...NOT_FOR_PROFIT]),
        hard('min_credit_score', 600, 2),
        hard('min_time_in_business_months', 24, 2),
        soft('min_avg_monthly_true_revenue', 75000, 3),
        soft('min_avg_daily_balance', 10000),
        soft('max_positions', 2),
        soft('max_avg_nsf_count', 2),
        soft('max_avg_negative_days', 3),
        soft('min_months_of_statements', 4),
        soft('requested_amount_range', { min: 50000, max: 2500000 }),
      ],
    },
  },
  {
    key: 'heartland-industry-specialist',
    profile: {
      name: 'Heartland Trucking & Construction Capital (demo)',
      criteria: [
        hard('allowed_countries', ['US']),
        hard('excluded_industries', [...CORE_EXCLUDED, 'auto_dealer_new', 'auto_dealer_used', 'rv_boat_motorcycle_dealer']),
        hard('excluded_entity_types', NOT_FOR_PROFIT),
        hard('min_credit_score', 550, 2),
        hard('min_time_in_business_months', 12, 2),
        soft('min_avg_monthly_true_revenue', 50000, 3),
        soft('max_positions', 2),
        soft('max_avg_nsf_count', 3),
        soft('max_avg_negative_days', 3),
        // A specialist reads six months to see a seasonal business through (trucking, construction).
        soft('min_months_of_statements', 6, 2),
        soft('requested_amount_range', { min: 25000, max: 400000 }),
      ],
    },
  },
  {
    key: 'maple-leaf-merchant-funding',
    profile: {
      name: 'Maple Leaf Merchant Funding (demo, Canada)',
      criteria: [
        hard('allowed_countries', ['CA']),
        // Province list is illustrative (the draft found no source): the provinces with the largest card volume.
        hard('allowed_states', ['ON', 'QC', 'BC', 'AB', 'MB', 'SK', 'NS']),
        hard('excluded_industries', [...CORE_EXCLUDED, 'auto_dealer_used', 'ecommerce', 'real_estate_investor_developer']),
        hard('excluded_entity_types', NOT_FOR_PROFIT),
        hard('min_credit_score', 550, 2),
        hard('min_time_in_business_months', 12, 2),
        hard('max_positions', 0),
        soft('min_avg_monthly_true_revenue', 5000, 3),
        soft('max_avg_nsf_count', 3),
        soft('max_avg_negative_days', 5),
        soft('requested_amount_range', { min: 5000, max: 300000 }),
      ],
    },
  },
  {
    key: 'bridgeway-consolidation',
    profile: {
      name: 'Bridgeway Reverse Consolidation (demo)',
      criteria: [
        hard('allowed_countries', ['US']),
        hard('excluded_states', ['CA']),
        hard('excluded_industries', [...CORE_EXCLUDED, 'oil_gas']),
        hard('excluded_entity_types', NOT_FOR_PROFIT),
        hard('min_positions', 2),
        hard('min_credit_score', 500, 2),
        hard('min_time_in_business_months', 12, 2),
        soft('max_positions', 6),
        soft('min_avg_monthly_true_revenue', 100000, 3),
        soft('max_avg_nsf_count', 8),
        soft('max_avg_negative_days', 8),
        soft('requested_amount_range', { min: 50000, max: 1000000 }),
      ],
    },
  },
];

/** A demo deal written the way a CRM sends it: aliases (USA, Texas, LLC) that matching normalises. */
export const DEMO_APPLICATION: MatchApplication = {
  legal_name: 'Lone Star Smokehouse LLC',
  trade_name: 'Lone Star Smokehouse',
  type_of_entity: 'LLC',
  industry: 'restaurant',
  business_tax_id: '12-3456789',
  business_tax_id_country: 'US',
  business_tax_id_type: 'EIN',
  state_region: 'Texas',
  country: 'USA',
  requested_amount: 60000,
  payment_frequency: 'daily',
  business_start_date: '2018-04-02',
  applicants: [
    { first_name: 'Maria', last_name: 'Delgado', role: 'Owner', ownership: 60, credit_score: 640 },
    { first_name: 'James', last_name: 'Delgado', role: 'Owner', ownership: 40, credit_score: 705 },
  ],
};

export const DEMO_FINANCIALS: MatchFinancials = {
  avg_monthly_revenue: 68000,
  avg_monthly_true_revenue: 62000,
  avg_daily_balance: 7400,
  avg_negative_days_count: 1.25,
  avg_nsf_count: 0.5,
  total_positions_count: 1,
  remit_percentage: 8.5,
  months: [
    { date: '2025-02', total_credits: 66000, total_true_credits: 58000, negative_days_count: 2, nsf_count: 1 },
    { date: '2025-03', total_credits: 67500, total_true_credits: 61500, negative_days_count: 1, nsf_count: 0 },
    { date: '2025-04', total_credits: 68000, total_true_credits: 63500, negative_days_count: 1, nsf_count: 1 },
    { date: '2025-05', total_credits: 70500, total_true_credits: 65000, negative_days_count: 1, nsf_count: 0 },
  ],
  positions: [{ name: 'Kapitus', active: true, payment_frequency: 'daily', remit_percentage: 8.5 }],
};
