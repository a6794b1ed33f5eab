// Corrections with an audit trail: an underwriter recategorises a transaction, marks a position as not MCA, or adds
// one; every figure that depends on it is recomputed from the deal's parsed statements (corrected.ts) and written on
// the deal, which lists the corrected figures (`deals.corrected`, the API's `corrected_fields`). Each correction and
// each note is recorded with who, when, before and after, and the deal's activity log (uploads, corrections, notes,
// stage changes, match runs, API changes) reads from the same table. A new upload to the deal is corrected again
// (`reapply`, inside its completion), so corrections survive it. All of it in one transaction with the deal's row lock.
import type { Db } from '../platform/db/index.ts';
import { notFound, validationFailed } from '../platform/errors.ts';
import { isUuid, nowIso, uuidv7 } from '../platform/ids.ts';
import { requireArea, requireScope } from '../orgs/access.ts';
import type { AuthContext } from '../orgs/model.ts';
import type { Category, ParseResult } from '../statements/index.ts';
import { dealPatchFromParse } from '../parsing/to-deal.ts';
import { applyCorrections, transactionKeys, type Correction, type Frequency } from './corrected.ts';
import type { CorrectionsRepository } from './corrections-repository.ts';
import type { DealRecord, DealsRepository } from './repository.ts';
import { applyPatch } from './service.ts';

export const CATEGORIES: readonly Category[] = ['revenue', 'transfer_in', 'loan_proceeds', 'reversal', 'interest', 'mca_payment',
  'nsf_fee', 'transfer_out', 'loan_payment', 'fee', 'check', 'other'];
/** The categories of each direction (metrics.md): a credit is never an NSF fee, a debit never revenue. */
export const CATEGORIES_OF: Record<'credit' | 'debit', readonly Category[]> = {
  credit: ['revenue', 'transfer_in', 'loan_proceeds', 'reversal', 'interest'],
  debit: ['mca_payment', 'nsf_fee', 'transfer_out', 'loan_payment', 'fee', 'check', 'other'],
};
/** At most this many transactions recategorised in one action (a statement page's rows). */
export const RECATEGORISE_MAX = 1000;
const FREQUENCIES: readonly Frequency[] = ['daily', 'weekly', 'biweekly', 'monthly'];
export const NOTE_MAX = 2000;

export interface CorrectionsDeps {
  db: Db; repo: CorrectionsRepository; dealsRepo: DealsRepository;
  /** Called in the correction's transaction once the recomputed figures are on the deal (matching follows them). */
  corrected?: (tx: Db, deal: DealRecord) => Promise<unknown>;
  /** The deal's current parsed result (the newest completed parsing's), or null: read-only, may be frozen. */
  currentResult: (auth: AuthContext, dealId: string) => Promise<ParseResult | null>;
}

/** Who did it, as stored: `user:<id>` (a signed-in user; the log shows the e-mail), `key:<id>` (an API key), or `system`. */
export const actorOf = (auth: AuthContext): string => (auth.keyId.startsWith('user:') ? auth.keyId : `key:${auth.keyId}`);

const asCorrection = (kind: string, data: Record<string, unknown>): Correction => ({ kind, ...data }) as unknown as Correction;

/** The figures worth a line in the log: before and after. */
const KEY_FIGURES = ['avg_monthly_revenue', 'avg_monthly_true_revenue', 'avg_nsf_count', 'total_positions_count', 'remit_percentage'] as const;
function figureChanges(before: Record<string, any>, after: Record<string, any>) {
  const out: Record<string, [unknown, unknown]> = {};
  for (const k of KEY_FIGURES) if (before[k] !== after[k]) out[k] = [before[k] ?? null, after[k] ?? null];
  return out;
}

function cleanNote(note: unknown): string | null {
  if (typeof note !== 'string' || !note.trim()) return null;
  if (note.length > NOTE_MAX || /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(note)) {
    throw validationFailed([{ field: 'note', issue: `at most ${NOTE_MAX} characters, no control characters` }]);
  }
  return note.trim();
}

export function correctionsService(deps: CorrectionsDeps) {
  const { repo } = deps;

  /** The deal's figures from `result` with every stored correction: written on the deal (not yet stored). */
  async function recompute(tx: Db, deal: DealRecord, result: ParseResult) {
    const rows = await repo.correctionsOf(deal.org_id, deal.id, tx);
    const { result: corrected, changed } = applyCorrections(result, rows.map((r) => asCorrection(r.kind, r.data)));
    applyPatch(deal, { financials: dealPatchFromParse(corrected).financials });
    deal.corrected = changed.length ? changed : null;
  }

  /**
   * One correction action (one or more stored corrections, e.g. several rows recategorised at once): the deal locked,
   * the corrections and one log entry stored, the figures recomputed, and matching told, in one transaction.
   */
  async function correct(auth: AuthContext, dealId: string, note: unknown,
    make: (result: ParseResult, current: Correction[]) => { kind: string; data: Record<string, unknown>; summary: Record<string, unknown> }
      | { many: Array<{ kind: string; data: Record<string, unknown> }>; summary: Record<string, unknown> }) {
    requireArea(auth, 'deals'); requireScope(auth, 'deals:write');
    if (!isUuid(dealId)) throw notFound('deal');
    const text = cleanNote(note);
    const actor = actorOf(auth);
    const result = await deps.currentResult(auth, dealId);
    return deps.db.transaction().execute(async (tx) => {
      const deal = await deps.dealsRepo.findOwned(dealId, auth.orgId, tx, true);
      if (!deal) throw notFound('deal');
      if (!result) throw validationFailed([{ field: 'deal', issue: 'has no parsed statements to correct' }]);
      const current = (await repo.correctionsOf(auth.orgId, dealId, tx)).map((r) => asCorrection(r.kind, r.data));
      const made = make(result, current);
      const before = { ...deal.financials };
      const now = nowIso();
      for (const { kind, data } of 'many' in made ? made.many : [made]) {
        await repo.insertCorrection(tx, { id: uuidv7(), org_id: auth.orgId, deal_id: dealId, kind, data: { ...data, note: text }, actor, created_at: now });
      }
      const summary = made.summary;
      await recompute(tx, deal, result);
      deal.updated_at = now;
      await deps.dealsRepo.update(deal, tx);
      await deps.corrected?.(tx, deal);
      await repo.insertActivity(tx, { id: uuidv7(), org_id: auth.orgId, deal_id: dealId, type: 'correction', actor, created_at: now,
        data: { ...summary, note: text, figures: figureChanges(before, deal.financials) } });
      return deal;
    });
  }

  function recategoriseRows(auth: AuthContext, dealId: string, input: { rows: Array<{ statement: number; index: number }>; category: string; funder?: string; note?: string }) {
    if (input.rows.length === 0) throw validationFailed([{ field: 'transactions', issue: 'select at least one transaction' }]);
    if (input.rows.length > RECATEGORISE_MAX) throw validationFailed([{ field: 'transactions', issue: `at most ${RECATEGORISE_MAX} at once` }]);
    if (!(CATEGORIES as readonly string[]).includes(input.category)) {
      throw validationFailed([{ field: 'category', issue: `must be one of ${CATEGORIES.join(', ')}` }]);
    }
    const category = input.category as Category;
    const funder = category === 'mca_payment' && input.funder?.trim() ? input.funder.trim().slice(0, 200) : null;
    return correct(auth, dealId, input.note, (result, current) => {
      const keys = transactionKeys(result);
      const rows = [...new Map(input.rows.map((r) => [`${r.statement}:${r.index}`, r])).values()].map(({ statement, index }) => {
        const t = result.parsing_details.statements[statement]?.transactions[index];
        if (!t) throw validationFailed([{ field: 'transaction', issue: 'no such transaction on the deal\u2019s statements' }]);
        return { t, key: keys[statement]![index]! };
      });
      const wrong = rows.filter(({ t }) => !CATEGORIES_OF[t.direction].includes(category));
      if (wrong.length) {
        const other = rows[0]!.t.direction === 'credit' ? 'money-out' : 'money-in';
        throw validationFailed([{ field: 'category', issue: rows.length === 1 ? `is a ${other} category; this transaction is a ${rows[0]!.t.direction}`
          : `does not fit ${wrong.length} of the selected transactions (${wrong[0]!.t.direction}s); select credits or debits only` }]);
      }
      const beforeOf = (key: string, t: { category: Category }) => {
        const folded = current.filter((c) => c.kind === 'category' && c.key === key).at(-1);
        return folded?.kind === 'category' ? folded.to : t.category;
      };
      const many = rows.map(({ key }) => ({ kind: 'category', data: { key, to: category, funder } }));
      const [first] = rows;
      const summary = rows.length === 1
        ? { what: 'category', transaction: { date: first!.t.date, description: first!.t.description, amount: first!.t.amount, direction: first!.t.direction },
          before: beforeOf(first!.key, first!.t), after: category, funder }
        : { what: 'categories', count: rows.length, after: category, funder,
          transactions: rows.slice(0, 5).map(({ t, key }) => ({ date: t.date, description: t.description, amount: t.amount, before: beforeOf(key, t) })) };
      return { many, summary };
    });
  }

  return {
    /** Recategorises the transaction at (statement, index) of the deal's current result. */
    recategorise(auth: AuthContext, dealId: string, input: { statement: number; index: number; category: string; funder?: string; note?: string }) {
      return recategoriseRows(auth, dealId, { rows: [{ statement: input.statement, index: input.index }], category: input.category, funder: input.funder, note: input.note });
    },
    /** Recategorises several transactions at once (one action, one log entry, the figures recomputed once). */
    recategoriseMany: (auth: AuthContext, dealId: string, input: { rows: Array<{ statement: number; index: number }>; category: string; funder?: string; note?: string }) =>
      recategoriseRows(auth, dealId, input),
    /** Marks a parsed position as not an MCA (or as one again). */
    markPosition(auth: AuthContext, dealId: string, input: { name: string; not_mca: boolean; note?: string }) {
      return correct(auth, dealId, input.note, (result) => {
        if (!result.financials.positions.some((p) => p.name === input.name)) throw validationFailed([{ field: 'position', issue: 'no such position on the deal' }]);
        return { kind: 'position', data: { name: input.name, not_mca: input.not_mca },
          summary: { what: 'position', name: input.name, before: input.not_mca ? 'MCA' : 'not MCA', after: input.not_mca ? 'not MCA' : 'MCA' } };
      });
    },
    /** Adds a position the statements did not show (or removes one added before, with `removed`). */
    addPosition(auth: AuthContext, dealId: string, input: { name: string; payment_amount: number; payment_frequency: string; removed?: boolean; note?: string }) {
      return correct(auth, dealId, input.note, () => {
        const name = input.name.trim();
        const issues = [];
        if (!name || name.length > 200) issues.push({ field: 'name', issue: 'is required, at most 200 characters' });
        if (!(Number.isFinite(input.payment_amount) && input.payment_amount > 0 && input.payment_amount < 1e9)) issues.push({ field: 'payment_amount', issue: 'must be a positive amount' });
        if (!(FREQUENCIES as readonly string[]).includes(input.payment_frequency)) issues.push({ field: 'payment_frequency', issue: `must be one of ${FREQUENCIES.join(', ')}` });
        if (issues.length) throw validationFailed(issues);
        return { kind: 'position_add', data: { name, payment_amount: input.payment_amount, payment_frequency: input.payment_frequency, removed: input.removed ?? false },
          summary: { what: 'position_add', name, before: input.removed ? 'added' : 'none', after: input.removed ? 'removed' : `${input.payment_frequency} ${input.payment_amount}` } };
      });
    },
    /** A note on the deal, in its log. */
    async addNote(auth: AuthContext, dealId: string, note: unknown) {
      requireArea(auth, 'deals'); requireScope(auth, 'deals:write');
      const text = cleanNote(note);
      if (!text) throw validationFailed([{ field: 'note', issue: 'is required' }]);
      if (!isUuid(dealId) || !(await deps.dealsRepo.findOwned(dealId, auth.orgId))) throw notFound('deal');
      await repo.insertActivity(deps.db, { id: uuidv7(), org_id: auth.orgId, deal_id: dealId, type: 'note', actor: actorOf(auth), created_at: nowIso(), data: { note: text } });
    },
    /** A person was shown a sensitive value of the deal (an applicant's tax ID or date of birth): the audit trail says
     *  who, when and which field, never the value (issue 36 item 4). */
    async revealed(auth: AuthContext, dealId: string, field: string) {
      requireArea(auth, 'deals');
      await repo.insertActivity(deps.db, { id: uuidv7(), org_id: auth.orgId, deal_id: dealId, type: 'sensitive_revealed', actor: actorOf(auth), created_at: nowIso(), data: { field } });
    },
    /** Any other event of the deal, in the caller's transaction (uploads, stage changes, match runs, API changes). */
    log: (tx: Db, deal: Pick<DealRecord, 'id' | 'org_id'>, type: string, actor: string, data: Record<string, unknown>) =>
      repo.insertActivity(tx, { id: uuidv7(), org_id: deal.org_id, deal_id: deal.id, type, actor, created_at: nowIso(), data }),
    /** The deal's log, newest first; nothing for another organization's deal. */
    async activity(auth: AuthContext, dealId: string, limit = 100) {
      requireArea(auth, 'deals');
      return isUuid(dealId) ? repo.activityOf(auth.orgId, dealId, limit) : [];
    },
    /** The deal's corrections as stored (oldest first), for the pages that show corrected transactions. */
    async correctionsOf(auth: AuthContext, dealId: string): Promise<Correction[]> {
      return isUuid(dealId) ? (await repo.correctionsOf(auth.orgId, dealId)).map((r) => asCorrection(r.kind, r.data)) : [];
    },
    /** The deal's current result with its corrections (exports, the pages that list transactions); null if none. */
    async correctedResult(auth: AuthContext, dealId: string): Promise<ParseResult | null> {
      const result = await deps.currentResult(auth, dealId);
      if (!result) return null;
      const rows = await repo.correctionsOf(auth.orgId, dealId);
      return rows.length ? applyCorrections(result, rows.map((r) => asCorrection(r.kind, r.data))).result : result;
    },
    /** A result with corrections applied (the pages that list transactions). */
    apply: (result: ParseResult, corrections: readonly Correction[]) => applyCorrections(result, corrections).result,
    /** A new upload completed into the deal: its figures corrected again, inside that completion's transaction. */
    async reapply(tx: Db, deal: DealRecord, result: ParseResult) {
      if (deal.corrected || (await repo.correctionsOf(deal.org_id, deal.id, tx)).length) await recompute(tx, deal, result);
    },
  };
}

export type CorrectionsService = ReturnType<typeof correctionsService>;
