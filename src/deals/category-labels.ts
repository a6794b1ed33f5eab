// The categories in plain words: the dashboard's pages and the exports name a category the same way.
import type { Category } from '../statements/index.ts';

export const CATEGORY_LABEL: Record<Category, string> = {
  revenue: 'Revenue', transfer_in: 'Transfer in', loan_proceeds: 'Loan or advance proceeds', reversal: 'Reversal or refund',
  interest: 'Interest', mca_payment: 'MCA payment', nsf_fee: 'NSF or overdraft fee', transfer_out: 'Transfer out',
  loan_payment: 'Loan payment', fee: 'Fee', check: 'Check', other: 'Other',
};
