// A US business checking statement printed list by list (issue 32): deposits, withdrawals, checks and fees each under
// its own title with its own column header naming the list's amounts ("Deposits", "Withdrawals" over the same
// column), the withdrawals sometimes first, an account summary with the totals and their item counts, the
// withdrawals listed a second time by category after the lists (the same items again: not postings), and a
// daily-balance table.
import type { LayoutDef } from './layouts.ts';
import { renderSectioned, SECTION_TITLES, WORDINGS } from './layouts.ts';

export const JUDGE_LAYOUTS: readonly LayoutDef[] = [
  {
    name: 'us_lists_by_kind',
    description: 'US lists printed one after another, each headed with its own word, withdrawals sometimes first, the withdrawals listed again by category, daily-balance table',
    content: (rng) => ({ country: 'US', months: 1, accounts: 1, periodKind: 'any', density: rng.float(0.6, 1.3) }),
    render: (rng, d, c) => c.statements.map((s) => renderSectioned(rng, d, c, s, {
      dateFmt: rng.pick(['MM/DD', 'M/D'] as const), titles: rng.pick(SECTION_TITLES), checks: 'rows', dailyTable: rng.chance(0.7),
      subtotal: (t) => `Total ${t.toLowerCase()}`, listHeaders: true, debitsFirst: rng.chance(0.5), repeatByKind: true,
    }, { wording: rng.pick(WORDINGS) })),
  },
];
