// The matching operations' examples in the OpenAPI document: the README's tour (CRM data matched and made a deal).
import type { OperationExamples } from '../platform/http/openapi.ts';

export const tourMatching = {
  external_id: 'crm-1003', create_deal: true,
  application: { legal_name: 'Lone Star Smokehouse LLC', type_of_entity: 'LLC', industry: 'restaurant', country: 'USA', state_region: 'Texas',
    business_tax_id: '12-3456789', requested_amount: 60000, business_start_date: '2018-04-02',
    applicants: [{ first_name: 'Maria', ownership: 60, credit_score: 640 }] },
  financials: { avg_monthly_true_revenue: 62000, avg_daily_balance: 7400, total_positions_count: 1,
    months: [{ date: '2025-02' }, { date: '2025-03' }, { date: '2025-04' }, { date: '2025-05' }] },
};

const job = {
  matching_id: '01938f71-2c3d-7e4f-8a5b-6c7d8e9fa0b1', external_id: 'crm-1003', status: 'queued', deal_id: '01938f71-2c3c-7b1a-9d2e-3f4a5b6c7d8e',
  parsing_id: null, created_at: '2026-07-01T14:07:30.000Z', updated_at: '2026-07-01T14:07:30.000Z', completed_at: null, error: null, funder_results: [],
};

export const matchingExamples: Record<string, OperationExamples> = {
  createMatching: {
    request: {
      tour: { summary: 'CRM data matched, and made a deal', value: tourMatching },
      fromParsing: { summary: 'A completed parsing, with the CRM\'s credit score and industry on top', value: { parsing_id: '01938f6f-5a6b-7c8d-9e0f-102132435465',
        application: { industry: 'restaurant', applicants: [{ first_name: 'Maria', ownership: 60, credit_score: 640 }] } } },
    },
    responses: { 202: { queued: { summary: 'The queued job, with the new deal\'s id', value: job } } },
  },
  getMatching: {
    responses: { 200: { completed: { summary: 'A completed run: one row per funder, matched first', value: { ...job, status: 'completed', completed_at: '2026-07-01T14:07:30.041Z',
      updated_at: '2026-07-01T14:07:30.041Z', funder_results: [{ funder_id: '01938f00-aaaa-7bbb-8ccc-dddddddddddd', funder_name: 'Summit Capital', match_score: 100,
        matched: true, hard_decline: false, matching_breakdown: [{ check: 'min_avg_monthly_true_revenue', label: 'Average monthly true revenue at least 20,000',
          deal_value: 62000, requirement: 20000, outcome: 'pass', hard: false }] }] } } } },
  },
};
