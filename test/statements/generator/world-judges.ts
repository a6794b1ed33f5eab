// A US business checking statement printed list by list (issue 32): deposits, withdrawals, checks and fees each under
// its own title with its own column header naming the list's amounts ("Deposits", "Withdrawals" over the same
// column), the withdrawals sometimes first, an account summary with the totals and their item counts, the
// withdrawals listed a second time by category after the lists (the same items again: not postings), and a
// daily-balance table.
import type { LayoutDef } from './layouts.ts';
import { renderSectioned, SECTION_TITLES, WORDINGS } from './layouts.ts';
import { printedAll } from './world-extra.ts';

export const JUDGE_LAYOUTS: readonly LayoutDef[] = [
  {
    name: 'us_lists_by_kind',
    description: 'US lists printed one after another, each headed with its own word, withdrawals sometimes first, the withdrawals listed again by category, daily-balance table',
    content: (rng) => ({ country: 'US', months: 1, accounts: 1, periodKind: 'any', density: rng.float(0.6, 1.3) }),
    render: (rng, d, c) => c.statements.map((s) => {
      const spec = {
        dateFmt: rng.pick(['MM/DD', 'M/D'] as const), titles: rng.pick(SECTION_TITLES), checks: 'rows' as const, dailyTable: rng.chance(0.7),
        subtotal: (t: string) => `Total ${t.toLowerCase()}`, listHeaders: true, debitsFirst: rng.chance(0.5), repeatByKind: true,
      };
      c.traits = ['lists_by_kind', 'list_headers_name_direction', 'withdrawals_listed_again_by_category', 'summary_totals_and_counts',
        ...(spec.debitsFirst ? ['withdrawals_before_deposits'] : []), ...(spec.dailyTable ? ['daily_balance_table'] : [])];
      printedAll(s);
      return renderSectioned(rng, d, c, s, spec, { wording: rng.pick(WORDINGS) });
    }),
  },
];
