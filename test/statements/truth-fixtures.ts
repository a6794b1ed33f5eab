// Test helpers: ExtractedDocument[] built straight from the corpora's truth files (their transactions are exact),
// so the analysis can be checked independently of PDF extraction. Test-only module.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Category, ExtractedDocument, ExtractedStatement, SectionHint } from '../../src/statements/types.ts';

// The CI clone has shared/ beside the repo; from src/statements that is ../../../shared.
export const SHARED = resolve(import.meta.dirname, '../../../shared');
export const SAMPLES = join(SHARED, 'corpus/samples');
export const REAL = join(SHARED, 'corpus/real');

// Holder blocks as printed on page 1 of each PDF (transcribed by hand: truth files carry no address).
export const HOLDER_BLOCKS: Record<string, string[]> = {
  s01: ['QUARRY LANE COLLISION CENTER LLC', 'DBA METRO AUTO CARE', '8540 BROAD ST', 'MIAMI FL 33130'],
  s02: ['GLENWOOD LAWN AND GARDEN INC', '4280 LAKEVIEW RD STE 290', 'SEATTLE WA 98104'],
  s03: ['WILDFLOWER PHYSICAL THERAPY PLLC', '4940 PARK AVE', 'CHICAGO IL 60607'],
  'ally_combined_customer_statement_sample.pdf': ['DOMINIC BOGDON', '123 LOAFS BLVD', 'SAN DIEGO CA 94577-3037'],
  'southstate_small_business_checking_sample.pdf': ['JOHN SMITH', '1234 TEST STREET', 'SAN FRANCISCO CA 94016'],
  'wells_fargo_checking_sample.pdf': ['DOMINIC BOGDAN', '111 LAKES RD', 'SAN DEGO CA 11111'],
  'wells_fargo_combined_statement_of_accounts_sample.pdf': ['ARLENE Drago', '20 WOODBRIDGE DR', 'LIVONIANSON MI 11111'],
  'wells_fargo_savings_sample.pdf': ['CHRISTIANO GAJORONDO', '212 PEMBROKE AVENUE', 'LIVONIA MI 11111-3333'],
  'bank_of_america_sample_2016.pdf': ['Your Name', 'Your Adress'],
  'first_republic_business_checking_sample.pdf': ['FENIX COMMERCE INC'],
};

// Rows printed inside a section that decides their category (the extraction gives these as `section`), as
// read from the PDFs: Bank of America's "Service fees" section.
export const SECTION_HINTS: Record<string, { date: string; amount: number; section: SectionHint }[]> = {
  'bank_of_america_sample.pdf': [
    { date: '2021-06-22', amount: 0.4, section: 'fee' },
    { date: '2021-06-28', amount: 1.41, section: 'fee' },
  ],
};

export interface TruthTx {
  date: string; description: string; amount: number; direction: 'credit' | 'debit'; balance: number | null;
  category: Category | null;
}
export interface TruthStatement {
  file?: string; bank_name: string | null; account_holder: string | null; account_number_last4: string | null;
  account_type?: string | null; period_start: string | null; period_end: string | null;
  beginning_balance: number | null; ending_balance: number | null; total_credits: number; total_debits: number;
  transactions: TruthTx[];
}
export interface Truth {
  file?: string; files?: string[]; group?: string;
  statements: TruthStatement[];
  application: { legal_name: string | null; trade_name: string | null; type_of_entity: string | null;
    state_region: string | null; country: string | null };
  financials: Record<string, unknown> | null;
}

export function readTruth(path: string): Truth {
  return JSON.parse(readFileSync(path, 'utf8')) as Truth;
}

function holderBlock(file: string): string[] {
  const group = /^(s\d\d)_/.exec(file)?.[1];
  return HOLDER_BLOCKS[file] ?? (group ? HOLDER_BLOCKS[group] : undefined) ?? [];
}

function sectionHint(file: string): (t: TruthTx) => SectionHint {
  const hints = SECTION_HINTS[file] ?? [];
  return (t) => hints.find((h) => h.date === t.date && h.amount === t.amount)?.section ?? null;
}

export function toExtracted(s: TruthStatement, file: string, section: (t: TruthTx) => SectionHint = sectionHint(file)): ExtractedStatement {
  return {
    bank_name: s.bank_name, account_holder: s.account_holder, holder_block: holderBlock(file),
    account_number_last4: s.account_number_last4, account_type: s.account_type ?? null,
    period_start: s.period_start, period_end: s.period_end, beginning_balance: s.beginning_balance,
    ending_balance: s.ending_balance, printed_total_credits: s.total_credits, printed_total_debits: s.total_debits,
    transactions: s.transactions.map((t) => ({
      date: t.date, description: t.description, amount: t.amount, direction: t.direction, balance: t.balance,
      section: section(t), page: 1,
    })),
    pages: [1, 1], amount_fonts: {},
  };
}

function doc(file: string, statements: ExtractedStatement[]): ExtractedDocument {
  return {
    file_name: file, pages: 1, text_layer: true, producer: null, creator: null, creation_date: null, mod_date: null,
    warnings: [], statements,
  };
}

/** Documents for one truth file: one per PDF (a group truth lists its files; statements say which file). */
export function documentsFor(t: Truth, section?: (t: TruthTx) => SectionHint): ExtractedDocument[] {
  const files = t.files ?? [t.file ?? 'unknown.pdf'];
  return files.map((f) => doc(f, t.statements.filter((s) => (s.file ?? t.file) === f || files.length === 1)
    .map((s) => toExtracted(s, f, section))));
}

export function sampleTruthFiles(): string[] {
  if (!existsSync(SAMPLES)) return [];
  const out: string[] = [];
  for (const g of readdirSync(SAMPLES).filter((d) => /^s\d+$/.test(d)).sort()) {
    for (const f of readdirSync(join(SAMPLES, g)).filter((f) => f.endsWith('.truth.json')).sort()) out.push(join(SAMPLES, g, f));
  }
  return out;
}

export function realTruthFiles(): string[] {
  if (!existsSync(REAL)) return [];
  return readdirSync(REAL).filter((f) => f.endsWith('.truth.json')).sort().map((f) => join(REAL, f));
}
