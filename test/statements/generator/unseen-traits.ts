// Unseen trait layouts: US business statements that test whether a reader takes a page as a person sees it —
// pages turned by /Rotate (90, 270, 180, mixed with upright ones), a landscape media box, a landscape report drawn
// sideways on a portrait sheet without /Rotate, transactions in two or three blocks side by side, a text layer
// whose digits lie (the whole file, or page 2 only), and a stamp drawn across the table.
// Written without reading the parser, as a held-out check: kept out of LAYOUT_NAMES and every list other tests
// iterate (catalog.ts: UNSEEN_TRAIT_LAYOUT_NAMES). Truth is what the pages show, whatever the text layer says.

import type { Rng } from './prng.ts';
import type { ContentOptions } from './model.ts';
import type { LayoutDef } from './layouts.ts';
import { FONT_FAMILIES, type NegStyle } from './render.ts';
import type { DateFormat } from './dates.ts';
import { drawStatement, pagerOf, registerEmbedded, unseenFooter, unseenStyle, type Plan, type UnseenStyle, type View } from './unseen-traits-draw.ts';
import { derangement, planLie, rewriteToUnicode, type LieKind } from './unseen-traits-lie.ts';

const P = (rotate: View['rotate'] = 0): View => ({ w: 612, h: 792, rotate, turn: 0 });
const L = (rotate: View['rotate'] = 0, turn: View['turn'] = 0): View => ({ w: 792, h: 612, rotate, turn });

function basePlan(rng: Rng, over: Partial<Plan>): Plan {
  const fonts = rng.pick(FONT_FAMILIES.slice(0, 2));
  const size = rng.pick([7, 7.5, 8]);
  return {
    views: [P()], columns: 1, gutter: 18, rule: false, rows: 'running',
    neg: rng.pick<NegStyle>(['minus', 'parens', 'trailing']),
    dateFmt: rng.pick<DateFormat>(['MM/DD', 'MM/DD/YY', 'Mon DD', 'MM/DD/YYYY']),
    fonts, lie: null, stamp: null, size, lead: Math.round(size * rng.float(1.25, 1.45) * 10) / 10, margin: rng.int(30, 44),
    ...over,
  };
}

const content = (months: [number, number], density: [number, number]) => (rng: Rng): ContentOptions => ({
  country: 'US', months: rng.int(months[0], months[1]), accounts: 1, periodKind: 'any', density: rng.float(density[0], density[1]),
});

interface UnseenDef { name: string; description: string; traits: string[]; content: (rng: Rng) => ContentOptions; plan: (rng: Rng) => Plan; lie?: (rng: Rng) => LieKind }

function layout(u: UnseenDef): LayoutDef {
  return {
    name: u.name,
    description: u.description,
    content: u.content,
    style: (rng) => unseenStyle(u.plan(rng), Boolean(u.lie)),
    footer: (rng) => unseenFooter(rng),
    render: (rng, d, c) => {
      let plan = (d.style as UnseenStyle).plan;
      if (u.lie) {
        const f = registerEmbedded(d);
        plan = { ...plan, fonts: f.honest, lie: plan.lie ? { ...plan.lie, fonts: f.lying } : null };
      }
      const pg = pagerOf(d, plan);
      const out = c.statements.map((s, i) => drawStatement(pg, rng, c, s, i === 0));
      if (u.lie && plan.lie) planLie(c, u.lie(rng), derangement(() => rng.next()), pg.lyingFonts);
      c.traits = [...u.traits];
      return out;
    },
    ...(u.lie ? { postprocess: rewriteToUnicode } : {}),
  };
}

export const UNSEEN_TRAIT_LAYOUT_LIST: readonly LayoutDef[] = [
  layout({
    name: 'unseen_rotate_landscape', traits: ['rotate', 'landscape_view'],
    description: 'portrait sheets with /Rotate 90 or 270 (one per file): every page reads as a landscape report',
    content: content([1, 2], [0.9, 1.5]),
    plan: (rng) => { const r = rng.pick([90, 270] as const); return basePlan(rng, { views: [L(r)], rows: 'split' }); },
  }),
  layout({
    name: 'unseen_rotate_portrait', traits: ['rotate', 'landscape_sheet'],
    description: 'landscape sheets with /Rotate 90 or 270: every page reads as an ordinary portrait statement',
    content: content([1, 2], [0.9, 1.5]),
    plan: (rng) => { const r = rng.pick([90, 270] as const); return basePlan(rng, { views: [P(r)] }); },
  }),
  layout({
    name: 'unseen_rotate_mixed', traits: ['rotate', 'mixed_orientation'],
    description: 'upright pages mixed with pages under /Rotate 90, 270 and 180, in a seeded order',
    content: content([2, 2], [1.0, 1.6]),
    plan: (rng) => basePlan(rng, { views: rng.shuffle([P(), L(90), P(270), P(180), L(270)]).slice(0, 4) }),
  }),
  layout({
    name: 'unseen_landscape_box', traits: ['landscape_box'],
    description: 'a 792x612 media box, no /Rotate: a wide report with separate withdrawal and deposit columns',
    content: content([1, 2], [0.9, 1.5]),
    plan: (rng) => basePlan(rng, { views: [L()], rows: 'split' }),
  }),
  layout({
    name: 'unseen_sideways', traits: ['text_turned'],
    description: 'a landscape report drawn turned 90 degrees on portrait sheets with no /Rotate (the reader turns the page)',
    content: content([1, 1], [0.9, 1.4]),
    plan: (rng) => basePlan(rng, { views: [L(0, rng.pick([90, 270] as const))], rows: 'split' }),
  }),
  layout({
    name: 'unseen_columns_running', traits: ['multi_column'],
    description: 'two blocks of rows side by side (down the left, then the right), each row with its running balance',
    content: content([1, 2], [1.2, 1.8]),
    plan: (rng) => basePlan(rng, { columns: 2, gutter: rng.int(14, 26), rule: rng.chance(0.5), size: 6.5, lead: 8.5 }),
  }),
  layout({
    name: 'unseen_columns_daily', traits: ['multi_column', 'daily_balances'],
    description: 'two (portrait) or three (landscape) blocks of date / description / amount, then a daily balance block',
    content: content([1, 2], [1.2, 1.8]),
    plan: (rng) => {
      const three = rng.chance(0.5);
      return basePlan(rng, { views: [three ? L() : P()], columns: three ? 3 : 2, gutter: rng.int(14, 24), rule: rng.chance(0.5), rows: 'daily', size: 6.5, lead: 8.5 });
    },
  }),
  layout({
    name: 'unseen_lie_lookalike', traits: ['lying_text', 'lie_all_pages'],
    description: 'embedded font whose ToUnicode sends every digit to a letter shaped like it (0->O, 1->l, 5->S ...)',
    content: content([1, 1], [0.8, 1.3]),
    plan: (rng) => basePlan(rng, { lie: { fonts: FONT_FAMILIES[0]!, pages: 'all' } }),
    lie: () => 'lookalike',
  }),
  layout({
    name: 'unseen_lie_page2', traits: ['lying_text', 'lie_page_2'],
    description: 'two months; only page 2 is set in a copy of the font whose digits map to private-use code points, other digits or look-alike letters',
    content: content([2, 2], [0.9, 1.4]),
    plan: (rng) => basePlan(rng, { lie: { fonts: FONT_FAMILIES[0]!, pages: [1] } }),
    lie: (rng) => rng.pick<LieKind>(['private', 'digits', 'lookalike']),
  }),
  layout({
    name: 'unseen_stamp', traits: ['stamp'],
    description: 'a large COPY / PAID / DUPLICATE stamp drawn at 30-45 degrees over the table on every page',
    content: content([1, 2], [0.9, 1.4]),
    plan: (rng) => basePlan(rng, { stamp: { text: rng.pick(['COPY', 'PAID', 'DUPLICATE']), angle: rng.int(30, 45) * (rng.chance(0.5) ? 1 : -1), color: rng.pick(['#777777', '#cc2222']), opacity: 0.22 } }),
  }),
  layout({
    name: 'unseen_stamp_figures', traits: ['stamp', 'stamp_figures'],
    description: 'a PAID / RECEIVED stamp at 30-45 degrees whose second and third lines are a date of the period and a row\'s amount',
    content: content([1, 2], [0.9, 1.4]),
    plan: (rng) => basePlan(rng, { stamp: { text: rng.pick(['PAID\n{date}\n{amount}', 'RECEIVED\n{date}\n{amount}', 'POSTED {date}\nAMOUNT {amount}']),
      angle: rng.int(30, 45) * (rng.chance(0.5) ? 1 : -1), color: rng.pick(['#333333', '#cc2222']), opacity: rng.pick([0.35, 0.6]) } }),
  }),
  layout({
    name: 'unseen_lie_digits', traits: ['lying_text', 'lie_all_pages', 'lie_digits'],
    description: 'every page in a font whose ToUnicode swaps the digits among themselves: the text layer reads as wrong numbers',
    content: content([1, 1], [0.8, 1.3]),
    plan: (rng) => basePlan(rng, { lie: { fonts: FONT_FAMILIES[0]!, pages: 'all' } }),
    lie: () => 'digits',
  }),
  layout({
    name: 'unseen_rotate_columns', traits: ['rotate', 'multi_column'],
    description: 'portrait sheets under /Rotate 90 or 270 read as landscape pages holding three blocks of rows with running balances',
    content: content([1, 2], [1.2, 1.8]),
    plan: (rng) => basePlan(rng, { views: [L(rng.pick([90, 270] as const))], columns: 3, gutter: rng.int(10, 18), rule: rng.chance(0.5), size: 6, lead: 8 }),
  }),
  layout({
    name: 'unseen_sideways_columns', traits: ['text_turned', 'multi_column', 'daily_balances'],
    description: 'a landscape report turned on portrait sheets (no /Rotate), two blocks of date / description / amount, then daily balances',
    content: content([1, 2], [1.2, 1.8]),
    plan: (rng) => basePlan(rng, { views: [L(0, rng.pick([90, 270] as const))], columns: 2, gutter: rng.int(12, 22), rows: 'daily', size: 6.5, lead: 8.5 }),
  }),
];
