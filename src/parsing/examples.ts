// The parsing operations' examples in the OpenAPI document: the README's tour (an upload that makes a deal, and a
// further month added to that deal with deal_id).
import type { OperationExamples } from '../platform/http/openapi.ts';

const job = {
  parsing_id: '01938f6f-5a6b-7c8d-9e0f-102132435465', external_id: 'crm-1002', status: 'queued', deal_id: '01938f6e-1a2b-7c3d-8e4f-5a6b7c8d9e0f',
  created_at: '2026-07-01T14:05:02.007Z', updated_at: '2026-07-01T14:05:02.007Z', completed_at: null, error: null,
};

export const parsingExamples: Record<string, OperationExamples> = {
  createParsing: {
    request: {
      newDeal: { summary: 'Two months of statements, made into a new deal', value: { files: ['(s01_statement_2026-06.pdf)', '(s01_statement_2026-07.pdf)'], external_id: 'crm-1002', create_deal: 'true' } },
      addMonth: { summary: 'A further month, added to the deal', value: { files: ['(s01_statement_2026-08.pdf)'], deal_id: '01938f6e-1a2b-7c3d-8e4f-5a6b7c8d9e0f' } },
    },
    responses: { 202: { queued: { summary: 'The queued job; its deal_id is the new deal (or the one sent)', value: job } } },
  },
  getParsing: {
    responses: { 200: { processing: { summary: 'Still being read (poll again, or wait for the webhook)', value: { ...job, status: 'processing', updated_at: '2026-07-01T14:05:02.310Z' } } } },
  },
};
