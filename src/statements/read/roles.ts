// The roles header words give amount columns (credits, debits, a signed-amount column): hints a reading starts from,
// never a decision (the balances and the printed figures decide).
import type { AmountToken } from './amounts.ts';
import type { Direction } from '../types.ts';
import type { HypothesisSettings } from '../settings.ts';
import type { TxRecord, Section } from './records.ts';
import type { Columns } from './columns.ts';
import { headerHint } from './tokens.ts';

export type Role = Direction | 'signed' | null;

/** How far a header word's right edge is from an amount's (or a column's), when the word stands over it; else Infinity. */
const overDistance = (t: { x0: number; x1: number }, a: { x0: number; x1: number }, S: HypothesisSettings) =>
  (a.x1 >= t.x0 - S.headerReachLeft && a.x0 <= t.x1 + S.headerReachRight ? Math.abs(a.x1 - t.x1) : Infinity);

/** Column roles from the header words printed above each amount column (a hint; verification decides). */
export function headerRoles(section: Section, cols: Columns, S: HypothesisSettings): Map<number, Role> {
  const roles = new Map<number, Role>();
  for (const h of section.headers) {
    for (const t of h.text) {
      const hint = headerHint(t.text);
      if (hint !== 'credit' && hint !== 'debit') continue;
      // The header cell whose right part is nearest the column's right edge names it.
      let best = -1;
      let d = Infinity;
      for (let k = 0; k < cols.cols.length; k++) {
        const c = cols.cols[k]!;
        // The header word stands over the column's amounts (right-aligned headers end near the amounts' right edge).
        const e = overDistance(t, c, S);
        if (e < d) { d = e; best = k; }
      }
      if (best >= 0 && !roles.has(best)) roles.set(best, hint);
    }
  }
  return roles;
}

/** The credit or debit header word standing over an amount that is in no column (a lone value in its column). */
export function headerRoleAt(section: Section, a: AmountToken, S: HypothesisSettings): Role {
  let best: Role = null;
  let d = Infinity;
  for (const h of section.headers) {
    for (const t of h.text) {
      const hint = headerHint(t.text);
      if (hint !== 'credit' && hint !== 'debit') continue;
      const e = overDistance(t, a, S);
      if (e < d) { d = e; best = hint; }
    }
  }
  return best;
}

const swapRoles = (roles: Map<number, Role>) => new Map<number, Role>([...roles].map(([k, v]) => [k, v === 'credit' ? 'debit' : v === 'debit' ? 'credit' : v]));

/**
 * The roles a row's columns take: the words of its own list's column header where its list prints one after its title
 * (a deposits list headed "Deposits" and a withdrawals list headed "Withdrawals" over the same column: each header
 * names its own list's column, not the other's), with the reading's roles of the columns no header names (signed
 * columns, the roles a reading gives unnamed columns); else the section's. One map per header, made once per reading.
 */
export function rolesOf(x: { roles: Map<number, Role>; swapped?: boolean }, section: Section, cols: Columns, S: HypothesisSettings): (rec: TxRecord) => Map<number, Role> {
  const made = new Map<TxRecord['header'], Map<number, Role>>();
  const named = new Set(headerRoles(section, cols, S).keys());
  return (rec) => {
    const header = rec.header ?? null;
    let roles = made.get(header);
    if (roles) return roles;
    if (!header) roles = x.roles;
    else {
      roles = headerRoles({ ...section, headers: [header] }, cols, S);
      for (const [c, r] of x.roles) if (!roles.has(c) && (r === 'signed' || !named.has(c))) roles.set(c, r);
    }
    if (x.swapped) roles = swapRoles(roles);
    made.set(header, roles);
    return roles;
  };
}
