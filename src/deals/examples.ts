// The deal operations' examples in the OpenAPI document: the README's tour (create, read, patch), so the document, the
// README and test/openapi/client.db.test.ts tell the same story.
import type { OperationExamples } from '../platform/http/openapi.ts';

const DEAL_ID = '01938f6e-1a2b-7c3d-8e4f-5a6b7c8d9e0f';

export const tourDeal = {
  external_id: 'crm-1001',
  application: { legal_name: 'Acme Widgets LLC', type_of_entity: 'LLC', industry: 'widget making', country: 'USA', state_region: 'tx',
    business_tax_id: '12-3456789', applicants: [{ first_name: 'Ann', last_name: 'Lee', ownership: 60, credit_score: 680 }] },
  financials: { avg_monthly_revenue: 45000, avg_daily_balance: 8200 },
};

export const tourPatch = { application: { industry: 'restaurant' }, auto_submit: 'disabled' as const, reconciliation: { status: 'requested' as const } };

const dealView = {
  deal_id: DEAL_ID, external_id: 'crm-1001', owner: 'broker', stage: 'Potential', auto_submit: 'auto',
  application: { legal_name: 'Acme Widgets LLC', type_of_entity: 'llc', industry: 'widget making', country: 'United States', state_region: 'TX',
    business_tax_id: '123456789', business_tax_id_country: 'US', business_tax_id_type: 'EIN',
    applicants: [{ first_name: 'Ann', last_name: 'Lee', ownership: 60, credit_score: 680 }] },
  financials: { avg_monthly_revenue: 45000, avg_daily_balance: 8200 },
  funder_results: [], reconciliation: {},
  review_flags: [{ field: 'application.industry', value: 'widget making', reason: 'unrecognized' }],
  dashboard_url: `http://127.0.0.1:3000/app/deals/${DEAL_ID}`,
  created_at: '2026-07-01T14:02:11.120Z', updated_at: '2026-07-01T14:02:11.120Z', corrected_fields: [],
  parsings: [], matchings: [], statement_review: null, review_count: 1,
};

const withJobs = {
  ...dealView,
  financials: { avg_monthly_revenue: 45000, avg_daily_balance: 8200, months: [
    { date: '2026-06', total_credits: 44120.55, total_true_credits: 43900.55, negative_days_count: 0, nsf_count: 0, deposit_count: 31, days_covered: 30, partial: false },
    { date: '2026-07', total_credits: 45879.45, total_true_credits: 45879.45, negative_days_count: 1, nsf_count: 0, deposit_count: 33, days_covered: 31, partial: false },
  ] },
  statement_review: { statements: 2, verified: 2, unreconciled: [], tamper_signals: [], partial_months: [], unread_documents: [] },
  parsings: [
    { parsing_id: '01938f70-0b1c-7d2e-8f30-415263748596', status: 'completed', created_at: '2026-08-03T09:15:40.512Z' },
    { parsing_id: '01938f6f-5a6b-7c8d-9e0f-102132435465', status: 'completed', created_at: '2026-07-01T14:05:02.007Z' },
  ],
  matchings: [{ matching_id: '01938f70-0b40-7a1b-8c2d-3e4f5a6b7c8d', status: 'completed', created_at: '2026-08-03T09:15:41.830Z' }],
};

/** A deal made by an upload of a statement and an application form (issue 36): the form's values and owners, the
 *  statement's figures, and the form's name the statement's holder does not confirm, with both values. */
const fromForm = {
  ...withJobs,
  application: { legal_name: 'Summit Ridge Builders, Inc.', type_of_entity: 'c_corporation', industry: 'general_contractor',
    business_tax_id: '830412579', business_tax_id_country: 'US', business_tax_id_type: 'EIN', state_region: 'CO', country: 'United States',
    requested_amount: 120000, requested_payment: 1150, payment_frequency: 'weekly', business_start_date: '2009-09-12',
    applicants: [{ first_name: 'Daniel', last_name: 'Whitaker', role: 'President', ownership: 60 },
      { first_name: 'Anna', last_name: 'Whitaker-Lee', role: 'Vice President', ownership: 40, tax_id: '512449087', tax_id_type: 'SSN', tax_id_country: 'US', date_of_birth: '1979-04-23' }] },
  review_flags: [{ field: 'application.legal_name', value: 'Summit Ridge Builders, Inc.', reason: 'differs_from_statements', statements_value: 'PEAK VALLEY HOLDINGS LLC' }],
  parsings: withJobs.parsings.slice(1), matchings: [], review_count: 1,
};

export const dealExamples: Record<string, OperationExamples> = {
  createDeal: {
    request: { tour: { summary: 'A deal from CRM data (aliases normalised, an unknown industry flagged)', value: tourDeal } },
    responses: { 201: { tour: { summary: 'The normalised deal, with a review flag', value: dealView } } },
  },
  getDeal: {
    responses: { 200: { jobs: { summary: 'A deal made by an upload, with a further month added (deal_id) and rematched', value: withJobs },
      form: { summary: 'A deal made by an upload of statements and an application form, the form\'s name not the statements\' holder', value: fromForm } } },
  },
  updateDeal: {
    request: { tour: { summary: 'Another industry, auto-submit off for good, a reconciliation requested', value: tourPatch } },
    responses: { 200: { tour: { summary: 'The deal after the patch', value: { ...dealView, auto_submit: 'disabled',
      application: { ...dealView.application, industry: 'restaurant' }, review_flags: [], review_count: 0, reconciliation: { status: 'requested' } } } } },
  },
};
