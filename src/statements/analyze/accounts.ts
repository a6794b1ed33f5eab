// Which statements belong to the same account, which are duplicate uploads, and the inferred period start.
//
// Account identity: bank + last 4 digits + holder, compared after normalisation. A null field is filled from the
// other statements when that is unambiguous (same bank and holder, and only one last4 seen), so a page whose
// number is masked still joins its account. Two statements with the same identity whose periods overlap cannot
// be one account (Ally prints two savings accounts with the same masked xxxxxx1234 in one statement), so each
// identity is split into "chains" of non-overlapping periods; a chain is one account.
import type { ExtractedStatement } from '../types.ts';
import { addDays, firstOfMonth, isIsoDate, monthOf } from '../calendar.ts';
import { sumCents, toCents } from '../money.ts';

export interface StatementRef {
  document: number;
  index: number;                 // index of the statement inside its document
  src: ExtractedStatement;
}

export interface PlacedStatement extends StatementRef {
  account: string;               // account id (identity + chain number)
  period_start: string | null;   // printed or inferred
  period_end: string | null;
  month: string | null;
}

function normText(s: string | null): string {
  return (s ?? '').toUpperCase().replace(/[^A-Z0-9]+/g, ' ').trim();
}

interface Identity { bank: string; last4: string; holder: string }

function identityOf(s: ExtractedStatement): Identity {
  return { bank: normText(s.bank_name), last4: (s.account_number_last4 ?? '').trim(), holder: normText(s.account_holder) };
}

/** Fill empty identity fields from the others when only one candidate value exists. */
function fillIdentities(ids: Identity[]): Identity[] {
  const out = ids.map((i) => ({ ...i }));
  const fields: (keyof Identity)[] = ['last4', 'holder', 'bank'];
  for (const f of fields) {
    for (const id of out) {
      if (id[f]) continue;
      const candidates = new Set<string>();
      for (const other of out) {
        if (!other[f]) continue;
        const compatible = fields.every((g) => g === f || !id[g] || !other[g] || id[g] === other[g]);
        if (compatible) candidates.add(other[f]);
      }
      if (candidates.size === 1) id[f] = [...candidates][0]!;
    }
  }
  return out;
}

/** A printed-content fingerprint: the same account, period, balances and rows means the same statement. */
function fingerprint(id: Identity, s: ExtractedStatement): string {
  const credits = sumCents(s.transactions.filter((t) => t.direction === 'credit').map((t) => t.amount));
  const debits = sumCents(s.transactions.filter((t) => t.direction === 'debit').map((t) => t.amount));
  const bal = (b: number | null) => (b === null ? 'x' : String(toCents(b)));
  return [id.bank, id.last4, id.holder, s.period_start ?? '', s.period_end ?? '', bal(s.beginning_balance),
    bal(s.ending_balance), s.transactions.length, credits, debits].join('|');
}

export interface Placement { statements: PlacedStatement[]; duplicates: StatementRef[] }

interface Kept { ref: StatementRef; id: Identity }

/**
 * Drop duplicate uploads (the first copy wins, in upload order), assign accounts, and infer missing period starts
 * (metrics.md: the day after the previous statement's end of the same account, else the first day of the end month).
 */
export function placeStatements(refs: StatementRef[]): Placement {
  const { kept, duplicates } = dropDuplicates(refs);
  // Chains per identity, in period order.
  const byIdentity = new Map<string, Kept[]>();
  for (const k of kept) {
    const key = `${k.id.bank}|${k.id.last4}|${k.id.holder}`;
    const list = byIdentity.get(key) ?? [];
    list.push(k);
    byIdentity.set(key, list);
  }
  const statements: PlacedStatement[] = [];
  let identityNo = 0;
  for (const [key, list] of byIdentity) {
    identityNo++;
    const chains = chainsOf(list);
    chains.forEach((c, n) => { for (const p of c) { p.account = `${identityNo}:${n}:${key}`; statements.push(p); } });
  }
  // Keep upload order in the output.
  statements.sort((a, b) => a.document - b.document || a.index - b.index);
  return { statements, duplicates };
}

/** The statements with their identities, first copies only, and the later copies of the same printed content. */
function dropDuplicates(refs: StatementRef[]): { kept: Kept[]; duplicates: StatementRef[] } {
  const ids = fillIdentities(refs.map((r) => identityOf(r.src)));
  const seen = new Set<string>();
  const kept: Kept[] = [];
  const duplicates: StatementRef[] = [];
  refs.forEach((ref, i) => {
    const id = ids[i]!;
    const fp = fingerprint(id, ref.src);
    if (seen.has(fp)) { duplicates.push(ref); return; }
    seen.add(fp);
    kept.push({ ref, id });
  });
  return { kept, duplicates };
}

/** Period end: as printed, else the last transaction date (so a statement without a printed end still has a month). */
function endOf(s: ExtractedStatement): string | null {
  if (isIsoDate(s.period_end)) return s.period_end;
  const dates = s.transactions.map((t) => t.date).filter(isIsoDate).sort();
  return dates[dates.length - 1] ?? null;
}

/** One identity's statements, in period order, split into chains of non-overlapping periods (account not yet set). */
function chainsOf(list: Kept[]): PlacedStatement[][] {
  const sorted = [...list].sort((a, b) => (endOf(a.ref.src) ?? '').localeCompare(endOf(b.ref.src) ?? ''));
  const chains: PlacedStatement[][] = [];
  for (const { ref } of sorted) {
    const s = ref.src;
    const end = endOf(s);
    const start = isIsoDate(s.period_start) ? s.period_start : null;
    // Candidate chains: their last statement ends before this one starts (or before its end if no start printed).
    const fits = chains.filter((c) => {
      const last = c[c.length - 1]!;
      if (!last.period_end || !end) return false;
      return start ? last.period_end < start : last.period_end < end;
    });
    // Prefer the chain whose ending balance carries over to this beginning balance.
    const carry = fits.find((c) => {
      const last = c[c.length - 1]!.src;
      return last.ending_balance !== null && s.beginning_balance !== null &&
        toCents(last.ending_balance) === toCents(s.beginning_balance);
    });
    const chain = carry ?? fits[0];
    const prevEnd = chain ? chain[chain.length - 1]!.period_end : null;
    let periodStart = start;
    if (!periodStart && end) periodStart = prevEnd ? addDays(prevEnd, 1) : firstOfMonth(end);
    const p: PlacedStatement = {
      ...ref, account: '', period_start: periodStart, period_end: end, month: end ? monthOf(end) : null,
    };
    if (chain) chain.push(p); else chains.push([p]);
  }
  return chains;
}
