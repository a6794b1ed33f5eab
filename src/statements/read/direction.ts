// A direction from a description's words: the weakest prior, used only where no column, sign, title or balance decides.
const CREDIT_WORDS = /\b(deposit|credit|refund|reversal|interest\s+(paid|earned|payment)|transfer\s+from|received|incoming|payroll\s+credit|return(ed)?\s+item\s+credit)\b/i;

export function guessDirection(desc: string): 'credit' | 'debit' {
  return CREDIT_WORDS.test(desc) ? 'credit' : 'debit';
}
