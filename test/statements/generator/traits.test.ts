// Tests of the trait layouts (trait-*.ts): a group of their own, apart from the parser's sets; truth consistent per
// statement (rows add to the totals, opening + credits - debits = closing, every printed balance chains) and per
// month; the PDF opens, the same seed gives the same bytes; the text layer carries every amount except where the
// layout makes the font lie; and each layout has the trait it is for (every sweep day ends at zero, a month without
// activity, checks printed twice, rotated pages that read upright, text that is not what the page shows).

import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { generate, LAYOUT_NAMES, TRAIT_LAYOUT_NAMES, WORLD_LAYOUT_NAMES } from './index.ts';
import { layoutByName } from './catalog.ts';
import { memoGenerate } from './memo.ts';
import { money } from './render.ts';
import { fmtDate, NUM, num } from './world-format.ts';
import type { Truth } from './truth.ts';

const CREDIT = new Set(['revenue', 'transfer_in', 'loan_proceeds', 'reversal', 'interest']);
const DEBIT = new Set(['mca_payment', 'nsf_fee', 'transfer_out', 'loan_payment', 'fee', 'check', 'other']);
const c = (x: number) => Math.round(x * 100);

function checkTraitTruth(t: Truth): void {
  expect(t.schema).toBe('statement-truth/1');
  expect(t.generator.traits?.length, 'traits recorded').toBeGreaterThan(0);
  expect(t.statements.length).toBeGreaterThan(0);
  for (const s of t.statements) {
    expect(s.period_start <= s.period_end).toBe(true);
    expect(s.month).toBe(s.period_end.slice(0, 7));
    let cr = 0, db = 0, bal = c(s.beginning_balance), prev = '';
    for (const x of s.transactions) {
      expect(x.date >= s.period_start && x.date <= s.period_end, `${x.date} in ${s.period_start}..${s.period_end}`).toBe(true);
      expect(x.date >= prev, 'chronological').toBe(true);
      prev = x.date;
      expect(x.amount).toBeGreaterThan(0);
      expect(x.description).toBe(x.description.replace(/\s+/g, ' ').trim());
      expect(x.description.length).toBeGreaterThan(0);
      expect((x.direction === 'credit' ? CREDIT : DEBIT).has(x.category), `${x.category} for ${x.direction}`).toBe(true);
      if (x.direction === 'credit') cr += c(x.amount); else db += c(x.amount);
      bal += x.direction === 'credit' ? c(x.amount) : -c(x.amount);
      if (x.balance !== null) expect(c(x.balance), `balance after ${x.date} ${x.description}`).toBe(bal);
    }
    expect(cr).toBe(c(s.total_credits));
    expect(db).toBe(c(s.total_debits));
    expect(c(s.beginning_balance) + cr - db, 'opening + credits - debits = closing').toBe(c(s.ending_balance));
  }
  // per month (statements of one account by period-end month): the first opening plus the month's credits less its
  // debits is the last closing, and the financials' month credits are the statements' credits
  const byMonth = new Map<string, Truth['statements']>();
  for (const s of t.statements) byMonth.set(`${s.account_number_last4}:${s.month}`, [...(byMonth.get(`${s.account_number_last4}:${s.month}`) ?? []), s]);
  for (const ss of byMonth.values()) {
    const net = ss.reduce((a, s) => a + c(s.total_credits) - c(s.total_debits), 0);
    expect(c(ss[0]!.beginning_balance) + net).toBe(c(ss.at(-1)!.ending_balance));
  }
  // metrics.md "Months": a statement of at most 35 days counts in its month, a longer one by its rows' dates
  const long = (s: Truth['statements'][number]) => (Date.parse(s.period_end) - Date.parse(s.period_start)) / 86_400_000 + 1 > 35;
  for (const m of t.financials.months) {
    const short = t.statements.filter((s) => !long(s) && s.month === m.date).reduce((a, s) => a + c(s.total_credits), 0);
    const split = t.statements.filter(long).flatMap((s) => s.transactions)
      .filter((x) => x.direction === 'credit' && x.date.slice(0, 7) === m.date).reduce((a, x) => a + c(x.amount), 0);
    expect(c(m.total_credits)).toBe(short + split);
  }
  // consecutive statements of one account chain
  const byAcct = new Map<string | null, Truth['statements']>();
  for (const s of t.statements) byAcct.set(s.account_number_last4, [...(byAcct.get(s.account_number_last4) ?? []), s]);
  for (const ss of byAcct.values()) for (let i = 1; i < ss.length; i++) expect(ss[i]!.beginning_balance).toBe(ss[i - 1]!.ending_balance);
}

interface PageText { rotate: number; text: string; upright: boolean; width: number; height: number; items: { str: string; x: number; y: number }[] }

/** Text per page, and whether every text item reads left to right once the viewer applies the page's /Rotate. */
async function pdfPages(pdf: Uint8Array): Promise<PageText[]> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  const doc = await task.promise;
  const out: PageText[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const vp = page.getViewport({ scale: 1 });
    const vt = vp.transform;
    const items: PageText['items'] = [];
    const tc = await page.getTextContent();
    let upright = true;
    const parts: string[] = [];
    for (const it of tc.items) {
      if (!('str' in it)) continue;
      parts.push(it.str);
      if (it.str.trim() === '') continue;
      const [a, b, , , e, f] = it.transform as number[];
      // where the item starts on screen (after /Rotate)
      items.push({ str: it.str, x: vt[0]! * e! + vt[2]! * f! + vt[4]!, y: vt[1]! * e! + vt[3]! * f! + vt[5]! });
      // direction of the text's x axis on screen: viewport transform applied to (a, b)
      const dx = vt[0]! * a! + vt[2]! * b!, dy = vt[1]! * a! + vt[3]! * b!;
      if (!(dx > 0 && Math.abs(dy) < dx * 0.2)) upright = false;
    }
    out.push({ rotate: page.rotate, text: parts.join('\n'), upright, width: vp.width, height: vp.height, items });
  }
  await task.destroy();
  return out;
}

const cached = memoGenerate();
const count = (text: string, s: string) => text.split(s).length - 1;

describe('trait layouts', () => {
  it('are a catalog group of their own, apart from the parser\'s sets, generated by name', () => {
    expect(TRAIT_LAYOUT_NAMES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(TRAIT_LAYOUT_NAMES).size).toBe(TRAIT_LAYOUT_NAMES.length);
    for (const n of TRAIT_LAYOUT_NAMES) {
      expect(LAYOUT_NAMES).not.toContain(n);
      expect(WORLD_LAYOUT_NAMES).not.toContain(n);
      expect(layoutByName(n).name).toBe(n);
    }
  });

  for (const layout of TRAIT_LAYOUT_NAMES) {
    it(`${layout}: truth consistent, deterministic, the PDF opens and shows the amounts`, async () => {
      for (const seed of [1, 2, 3]) {
        const g = await cached(layout, seed);
        checkTraitTruth(g.truth);
        const again = await generate(layout, seed);
        expect(Buffer.from(again.pdf).equals(Buffer.from(g.pdf)), 'same seed, same bytes').toBe(true);
        expect(again.truth).toEqual(g.truth);
        expect(new TextDecoder().decode(g.pdf.slice(0, 5))).toBe('%PDF-');
        const pages = await pdfPages(g.pdf);
        expect(pages.length).toBeGreaterThan(0);
        const traits = g.truth.generator.traits ?? [];
        if (traits.some((x) => x.startsWith('lying_'))) continue;   // checked below
        const text = pages.map((p) => p.text).join('\n');
        for (const s of g.truth.statements) {
          const shown = (x: { amount: number }) => text.includes(money(c(x.amount))) || text.includes(num(c(x.amount), NUM.space));
          expect(s.transactions.filter((x) => !shown(x)).map((x) => x.amount), 'amounts absent from the text').toEqual([]);
          expect(text).toContain(s.bank_name.split(' ')[0]);
        }
        // the holder and its trade name are printed (the truth holds nothing the page does not show)
        const flat = text.replace(/\s+/g, ' ');
        expect(flat).toContain(g.truth.application.legal_name);
        if (g.truth.application.trade_name) expect(flat).toContain(g.truth.application.trade_name);
      }
      expect((await cached(layout, 4)).truth).not.toEqual((await cached(layout, 1)).truth);
    }, 60_000);
  }
});

describe('trait layouts model their traits', () => {
  const seeds = [1, 2, 3, 4, 5, 6];
  const has = (name: string) => TRAIT_LAYOUT_NAMES.includes(name);

  it.runIf(has('zero_balance_sweep'))('zero_balance_sweep: every day with activity ends at 0.00, opening and closing 0.00', async () => {
    for (const seed of seeds) {
      const s = (await cached('zero_balance_sweep', seed)).truth.statements[0]!;
      expect([s.beginning_balance, s.ending_balance]).toEqual([0, 0]);
      let bal = 0;
      const txs = s.transactions;
      txs.forEach((x, i) => {
        bal += x.direction === 'credit' ? c(x.amount) : -c(x.amount);
        if (i === txs.length - 1 || txs[i + 1]!.date !== x.date) expect(bal, `end of ${x.date}`).toBe(0);
      });
      expect(txs.some((x) => x.category === 'transfer_out') && txs.some((x) => x.category === 'transfer_in')).toBe(true);
    }
  });

  it.runIf(has('zero_activity_month'))('zero_activity_month: one statement without transactions, opening = closing', async () => {
    for (const seed of seeds) {
      const ss = (await cached('zero_activity_month', seed)).truth.statements;
      expect(ss.length).toBeGreaterThanOrEqual(2);
      const quiet = ss.filter((s) => s.transactions.length === 0);
      expect(quiet.length).toBe(1);
      expect(quiet[0]!.beginning_balance).toBe(quiet[0]!.ending_balance);
      expect(quiet[0]!.total_credits + quiet[0]!.total_debits).toBe(0);
    }
  });

  it.runIf(has('listed_twice'))('listed_twice: the checks (or every item) printed twice, in the truth once', async () => {
    const seen = new Set<string>();
    for (const seed of seeds) {
      const g = await cached('listed_twice', seed);
      const text = (await pdfPages(g.pdf)).map((p) => p.text).join('\n');
      const traits = g.truth.generator.traits!;
      seen.add(traits.includes('checks_listed_again') ? 'checks' : 'category');
      const twice = g.truth.statements[0]!.transactions.filter((x) => traits.includes('items_listed_by_category') || x.category === 'check');
      for (const x of twice) expect(count(text, money(c(x.amount))), `${x.description} twice`).toBeGreaterThanOrEqual(2);
    }
    expect([...seen].sort()).toEqual(['category', 'checks']);
  });

  it.runIf(has('check_images'))('check_images: every check has an image caption with its serial number and amount', async () => {
    for (const seed of seeds) {
      const g = await cached('check_images', seed);
      const text = (await pdfPages(g.pdf)).map((p) => p.text).join('\n');
      const checks = g.truth.statements[0]!.transactions.filter((x) => x.category === 'check');
      expect(checks.length).toBeGreaterThanOrEqual(2);
      for (const x of checks) expect(count(text, money(c(x.amount))), x.description).toBeGreaterThanOrEqual(3);
    }
  });

  it.runIf(has('bookkeeper_notes'))('bookkeeper_notes: notes stand in the margin and inside rows over the batch', async () => {
    const traits = new Set<string>();
    for (const seed of seeds) for (const x of (await cached('bookkeeper_notes', seed)).truth.generator.traits!) traits.add(x);
    expect(traits.has('note_in_margin') && traits.has('note_inside_row')).toBe(true);
  });

  it.runIf(has('sectioned_counts'))('sectioned layouts print no balance on any row', async () => {
    for (const name of ['sectioned_counts', 'sectioned_short_titles']) {
      for (const seed of seeds) for (const s of (await cached(name, seed)).truth.statements) expect(s.transactions.every((x) => x.balance === null)).toBe(true);
    }
  });
});

describe('trait layouts: day-first dates', () => {
  it.runIf(TRAIT_LAYOUT_NAMES.includes('za_ddmm_three_months'))('za_ddmm_three_months: three months, dates printed day first, many of them ambiguous', async () => {
    const kinds = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const g = await cached('za_ddmm_three_months', seed);
      const ss = g.truth.statements;
      kinds.add(ss.length === 1 ? 'one' : 'three');
      expect([1, 3]).toContain(ss.length);
      const span = (Date.parse(ss.at(-1)!.period_end) - Date.parse(ss[0]!.period_start)) / 86400000;
      expect(span).toBeGreaterThan(85);
      const text = (await pdfPages(g.pdf)).map((p) => p.text).join('\n');
      const rows = ss.flatMap((s) => s.transactions);
      const ambiguous = rows.filter((x) => Number(x.date.slice(8)) <= 12 && x.date.slice(8) !== x.date.slice(5, 7));
      expect(ambiguous.length / rows.length).toBeGreaterThan(0.25);
      for (const x of ambiguous.slice(0, 20)) expect(text.includes(fmtDate(x.date, 'DD/MM/YYYY')) || text.includes(fmtDate(x.date, 'DD-MM-YYYY')), x.date).toBe(true);
      expect(ss.every((s) => s.currency === 'ZAR')).toBe(true);
      expect(g.truth.application.country).toBe('South Africa');
    }
    expect([...kinds].sort()).toEqual(['one', 'three']);
  });
});

describe('trait layouts: pages', () => {
  const seeds = [1, 2, 3];
  const has = (name: string) => TRAIT_LAYOUT_NAMES.includes(name);

  for (const [name, rotate] of [['landscape_rotate_90', 90], ['landscape_rotate_270', 270], ['landscape_wide_page', 0]] as const) {
    it.runIf(has(name))(`${name}: every page displays landscape (/Rotate ${rotate}) and its text reads left to right`, async () => {
      for (const seed of seeds) {
        for (const p of await pdfPages((await cached(name, seed)).pdf)) {
          expect(p.rotate).toBe(rotate);
          expect(p.width).toBeGreaterThan(p.height);
          expect(p.upright).toBe(true);
        }
      }
    });
  }

  it.runIf(has('landscape_rotate_90'))('the upright check fails on a rotated page drawn without the turn (the test can fail)', async () => {
    const g = await generate('landscape_rotate_90', 1);
    // the same sheet with /Rotate 0: the text now runs up the page
    const flat = new Uint8Array(Buffer.from(Buffer.from(g.pdf).toString('latin1').replace(/\/Rotate 90/g, '/Rotate 0 '), 'latin1'));
    expect((await pdfPages(flat)).some((p) => !p.upright)).toBe(true);
  });

  it.runIf(has('two_column_list'))('two_column_list: the list fills the left half, then the right half, rows on shared lines', async () => {
    let both = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const g = await cached('two_column_list', seed);
      const [p1] = await pdfPages(g.pdf);
      const s = g.truth.statements[0]!;
      // truth index of each balance printed on page 1, by half
      const balances = new Map(s.transactions.map((x, i) => [money(c(x.balance!)).replace(/^/, x.balance! < 0 ? '-' : ''), i]));
      const left: number[] = [], right: number[] = [];
      for (const it of p1!.items) {
        const i = balances.get(it.str);
        if (i !== undefined) (it.x > p1!.width / 2 ? right : left).push(i);
      }
      if (left.length && right.length) {
        both++;
        expect(Math.max(...left)).toBeLessThan(Math.min(...right));
        // the halves' rows stand on the same lines (a line-by-line reading interleaves them)
        const ys = new Set(p1!.items.filter((it) => it.x < p1!.width / 2).map((it) => Math.round(it.y)));
        expect(p1!.items.filter((it) => it.x > p1!.width / 2 && ys.has(Math.round(it.y))).length).toBeGreaterThan(5);
      }
    }
    expect(both).toBeGreaterThan(0);
  });

  for (const name of ['lying_font_pua', 'lying_font_scrambled', 'lying_font_mixed']) {
    it.runIf(has(name))(`${name}: lying pages hide the words the page shows, honest pages keep them`, async () => {
      for (const seed of seeds) {
        const g = await cached(name, seed);
        const traits = g.truth.generator.traits!;
        const pages = await pdfPages(g.pdf);
        const lying = new Set(traits.filter((x) => /^lying_page_\d+$/.test(x)).map((x) => Number(x.slice(11))));
        expect(lying.size).toBeGreaterThan(0);
        if (name === 'lying_font_mixed') expect(lying.size).toBeLessThan(pages.length);
        else expect(lying.size).toBe(pages.length);
        const word = g.truth.statements[0]!.bank_name.split(' ')[0]!;
        pages.forEach((p, i) => {
          const all = p.text.replace(/\n/g, ' ');
          const honestText = ['Page', 'Balance', 'balance', 'Date', 'Description'].some((w) => all.includes(w));
          if (lying.has(i + 1)) expect(all.includes(word) || honestText, `page ${i + 1} lies`).toBe(false);
          else expect(honestText, `page ${i + 1} is honest`).toBe(true);
        });
        if (traits.includes('lying_pua') || traits.includes('lying_scramble_all')) {
          const lyingText = pages.filter((_, i) => lying.has(i + 1)).map((p) => p.text).join('\n');
          const shown = g.truth.statements.flatMap((s) => s.transactions).filter((x) => lyingText.includes(money(c(x.amount))));
          expect(shown.length, 'amounts readable on lying pages').toBeLessThan(3);
        }
      }
    });
  }

  it('lieAboutText leaves a PDF without the lie honest (the check can fail)', async () => {
    const g = await generate('lying_font_scrambled', 1);
    const honest = await generate('credits_debits_running', 1);
    const text = (await pdfPages(honest.pdf)).map((p) => p.text).join(' ');
    expect(text).toContain(honest.truth.statements[0]!.bank_name.split(' ')[0]);
    expect((await pdfPages(g.pdf)).map((p) => p.text).join(' ')).not.toContain(g.truth.statements[0]!.bank_name.split(' ')[0]);
  });
});

describe('trait truth check', () => {
  it('fails on totals that do not add and a balance that does not chain', async () => {
    const g = await generate('listed_twice', 1);
    const broken = structuredClone(g.truth);
    broken.statements[0]!.total_debits += 1;
    expect(() => checkTraitTruth(broken)).toThrow();
    const chain = structuredClone(g.truth);
    const row = chain.statements[0]!.transactions.find((x) => x.balance !== null)!;
    row.balance = row.balance! + 0.01;
    expect(() => checkTraitTruth(chain)).toThrow();
  });
});
