// Test-only builders for ExtractedDocument / ExtractedStatement.
import type { ExtractedDocument, ExtractedStatement, ExtractedTransaction } from '../../src/statements/types.ts';

export function tx(date: string, amount: number, direction: 'credit' | 'debit', description: string,
  extra: Partial<ExtractedTransaction> = {}): ExtractedTransaction {
  return { date, amount, direction, description, balance: null, section: null, page: 1, ...extra };
}

export function stmt(over: Partial<ExtractedStatement> = {}): ExtractedStatement {
  return {
    bank_name: 'Test Bank', account_holder: 'ACME LLC', holder_block: ['ACME LLC', '1 MAIN ST', 'AUSTIN TX 78701'],
    account_number_last4: '1234', account_type: 'checking', period_start: '2026-03-01', period_end: '2026-03-31',
    beginning_balance: 0, ending_balance: 0, printed_total_credits: null, printed_total_debits: null,
    transactions: [], pages: [1, 1], amount_fonts: {}, ...over,
  };
}

/** A statement whose ending balance is computed from the beginning balance and the rows (so it reconciles). */
export function balanced(over: Partial<ExtractedStatement> & { transactions: ExtractedTransaction[] }): ExtractedStatement {
  const begin = over.beginning_balance ?? 0;
  let cents = Math.round(begin * 100);
  for (const t of over.transactions) cents += (t.direction === 'credit' ? 1 : -1) * Math.round(t.amount * 100);
  return stmt({ ...over, beginning_balance: begin, ending_balance: cents / 100 });
}

export function doc(statements: ExtractedStatement[], over: Partial<ExtractedDocument> = {}): ExtractedDocument {
  return {
    file_name: 'test.pdf', pages: 1, text_layer: true, producer: null, creator: null, creation_date: null,
    mod_date: null, warnings: [], statements, ...over,
  };
}
