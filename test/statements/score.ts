// Scoring extraction against statement-truth/1 files; shared by the corpus test and scripts/parse-corpus.ts.
// Rules:
//  - Statements are paired by beginning balance (then ending balance, then order).
//  - Transactions match on date + amount + direction (a multiset match), and separately also on the description
//    with whitespace collapsed.
//  - bank_name is lenient: lower-cased, non-alphanumerics removed, and one must contain the other
//    ("wellsfargo" matches "Wells Fargo Bank, N.A."). account_holder is compared case-insensitively with
//    whitespace collapsed. Other header fields are exact; money compared in cents.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ExtractedDocument, ExtractedStatement } from '../../src/statements/types.ts';

export interface TruthTx { date: string; description: string; amount: number; direction: 'credit' | 'debit'; balance: number | null }
export interface TruthStatement {
  bank_name: string | null; account_holder: string | null; account_number_last4: string | null;
  period_start: string | null; period_end: string | null; beginning_balance: number | null; ending_balance: number | null;
  total_credits: number; total_debits: number; transactions_complete: boolean; transactions: TruthTx[];
}
export interface Truth { file: string; statements: TruthStatement[] }

export const HEADER_FIELDS = ['bank_name', 'account_holder', 'account_number_last4', 'period_start', 'period_end', 'beginning_balance', 'ending_balance'] as const;

const cents = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n * 100));
const ws = (s: string) => s.replace(/\s+/g, ' ').trim();

export function bankMatches(truth: string | null, got: string | null): boolean {
  if (truth === null) return got === null;
  if (!got) return false;
  const a = truth.toLowerCase().replace(/[^a-z0-9]/g, '');
  const b = got.toLowerCase().replace(/[^a-z0-9]/g, '');
  return a.length > 0 && b.length > 0 && (a.includes(b) || b.includes(a));
}

export function fieldMatches(field: (typeof HEADER_FIELDS)[number], t: TruthStatement, g: ExtractedStatement | undefined): boolean {
  const got = g ? (g as unknown as Record<string, unknown>)[field] : null;
  const want = t[field];
  if (field === 'bank_name') return bankMatches(want as string | null, (got as string | null) ?? null);
  if (field === 'beginning_balance' || field === 'ending_balance') return cents(want as number | null) === cents((got as number | null) ?? null);
  if (field === 'account_holder') return (want === null && got == null) || (typeof want === 'string' && typeof got === 'string' && ws(want).toLowerCase() === ws(got).toLowerCase());
  return (want ?? null) === (got ?? null);
}

export interface TxScore { truth: number; got: number; matched: number; matchedDesc: number }

export function scoreTransactions(t: TruthTx[], g: ExtractedStatement['transactions']): TxScore {
  const key = (d: string, a: number, dir: string) => `${d}|${Math.round(a * 100)}|${dir}`;
  const pool = new Map<string, number>();
  const poolD = new Map<string, number>();
  for (const x of g) {
    const k = key(x.date, x.amount, x.direction);
    pool.set(k, (pool.get(k) ?? 0) + 1);
    const kd = k + '|' + ws(x.description);
    poolD.set(kd, (poolD.get(kd) ?? 0) + 1);
  }
  let matched = 0;
  let matchedDesc = 0;
  for (const x of t) {
    const k = key(x.date, x.amount, x.direction);
    const n = pool.get(k) ?? 0;
    if (n > 0) { matched++; pool.set(k, n - 1); }
    const kd = k + '|' + ws(x.description);
    const nd = poolD.get(kd) ?? 0;
    if (nd > 0) { matchedDesc++; poolD.set(kd, nd - 1); }
  }
  return { truth: t.length, got: g.length, matched, matchedDesc };
}

/** Pairs each truth statement with an extracted one. */
export function pairStatements(truth: TruthStatement[], got: ExtractedStatement[]): Array<ExtractedStatement | undefined> {
  const used = new Set<number>();
  return truth.map((t, i) => {
    let idx = got.findIndex((g, k) => !used.has(k) && cents(g.beginning_balance) === cents(t.beginning_balance) && t.beginning_balance !== null);
    if (idx < 0) idx = got.findIndex((g, k) => !used.has(k) && cents(g.ending_balance) === cents(t.ending_balance) && t.ending_balance !== null);
    if (idx < 0 && !used.has(i) && got[i]) idx = i;
    if (idx < 0) return undefined;
    used.add(idx);
    return got[idx];
  });
}

export interface CorpusCase { pdf: string; truth: string | null; name: string }

/** Every PDF of corpus/real, corpus/samples and corpus/challenge (when present), with its own truth file when there is one. */
export function corpusCases(sharedDir: string): CorpusCase[] {
  const out: CorpusCase[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const f of readdirSync(dir).sort()) {
      const p = path.join(dir, f);
      if (statSync(p).isDirectory()) { walk(p); continue; }
      if (!f.endsWith('.pdf')) continue;
      const t = p.replace(/\.pdf$/, '.truth.json');
      out.push({ pdf: p, truth: existsSync(t) ? t : null, name: path.relative(sharedDir, p) });
    }
  };
  walk(path.join(sharedDir, 'corpus', 'real'));
  walk(path.join(sharedDir, 'corpus', 'samples'));
  walk(path.join(sharedDir, 'corpus', 'challenge'));
  return out;
}

export function loadTruth(p: string): Truth {
  return JSON.parse(readFileSync(p, 'utf8')) as Truth;
}

export interface DocScore {
  name: string; tx: TxScore; headerOk: number; headerTotal: number; failedFields: string[]; warnings: string[];
}

export function scoreDocument(name: string, truth: Truth, doc: ExtractedDocument): DocScore {
  const pairs = pairStatements(truth.statements, doc.statements);
  const tx: TxScore = { truth: 0, got: 0, matched: 0, matchedDesc: 0 };
  let headerOk = 0;
  let headerTotal = 0;
  const failedFields: string[] = [];
  truth.statements.forEach((t, i) => {
    const g = pairs[i];
    const s = scoreTransactions(t.transactions, g?.transactions ?? []);
    tx.truth += s.truth; tx.matched += s.matched; tx.matchedDesc += s.matchedDesc; tx.got += s.got;
    for (const f of HEADER_FIELDS) {
      headerTotal++;
      if (fieldMatches(f, t, g)) headerOk++;
      else failedFields.push(`${i}.${f}: want ${JSON.stringify(t[f])} got ${JSON.stringify(g ? (g as unknown as Record<string, unknown>)[f] : undefined)}`);
    }
  });
  // Extracted statements that pair with nothing count as extra transactions (precision).
  const pairedSet = new Set(pairs.filter(Boolean));
  for (const g of doc.statements) if (!pairedSet.has(g)) tx.got += g.transactions.length;
  return { name, tx, headerOk, headerTotal, failedFields, warnings: doc.warnings };
}

export function prf(matched: number, got: number, truth: number): { p: number; r: number; f1: number } {
  const p = got ? matched / got : truth ? 0 : 1;
  const r = truth ? matched / truth : 1;
  const f1 = p + r ? (2 * p * r) / (p + r) : 0;
  return { p, r, f1 };
}
