// Synthetic bank-statement generator (test tooling, not shipped).
//   const { pdf, truth } = await generate('signed_crdr', 42);
// Every statement is reproducible from (layout, seed) and reconciles to the cent.

import { Rng } from './prng.ts';
import { makeContent, type ContentOptions } from './model.ts';
import { Doc } from './render.ts';
import { footerFn, randomStyle } from './layouts.ts';
import { layoutByName } from './catalog.ts';
import { applicationTruth, computeFinancials, statementTruth, type Truth } from './truth.ts';

export { CARD_LAYOUT_NAMES, LAYOUTS, LAYOUT_NAMES, WORLD_LAYOUTS, WORLD_LAYOUT_NAMES, TRAIT_LAYOUTS, TRAIT_LAYOUT_NAMES, ALL_LAYOUT_NAMES, UNSEEN_TRAIT_LAYOUT_NAMES } from './catalog.ts';
export type { Truth, TruthCard, TruthCardTransaction, TruthStatement, TruthTransaction } from './truth.ts';

export interface GenerateOptions {
  /** File name recorded in the truth (default `<layout>_<seed>.pdf`). */
  fileName?: string;
  /** Override parts of the content options the layout would choose. */
  content?: Partial<ContentOptions>;
}

export interface Generated { pdf: Uint8Array; truth: Truth; fileName: string }

export async function generate(layout: string, seed: string | number, options: GenerateOptions = {}): Promise<Generated> {
  const def = layoutByName(layout);
  const rng = new Rng(`${layout}:${seed}`);
  const contentOpts = { ...def.content(rng.fork('content-options')), ...options.content };
  const content = makeContent(rng.fork('content'), contentOpts);
  // World layouts turn the content into another country's (names, currency, descriptions) or cut it (a
  // month-to-date printout) before anything is drawn, so the PDF's metadata names the same bank as its pages.
  // (Forked only for layouts that have the step, so every other layout draws exactly what it drew before.)
  if (def.prepare) def.prepare(rng.fork('prepare'), content);
  const r = rng.fork('render');
  const style = def.style ? def.style(r) : randomStyle(r);
  const fileName = options.fileName ?? `${layout}_${seed}.pdf`;
  const last = content.statements.map((s) => s.periodEnd).sort().at(-1) as string;
  const d = new Doc(style, {
    creationDate: new Date(`${last}T${String(r.int(1, 20)).padStart(2, '0')}:${String(r.int(10, 59))}:00Z`),
    producer: r.pick(['Statement Composer 7.2', 'DocuGen Server', 'Bank Statement Engine 3.1', 'PDFKit']),
    creator: r.pick(['eStatements', 'CIS Statement Print', 'Online Banking']),
    title: `${content.bankName} statement`,
  });
  const rendered = def.render(r, d, content);
  const drawn = await d.finish(def.footer ? def.footer(r, content) : footerFn(r));
  const pdf = def.postprocess ? def.postprocess(drawn, content) : drawn;
  const statements = rendered.map((x) => statementTruth(fileName, content, x.statement, x.rows));
  // Figures are per currency, never mixed: a document with accounts in several currencies computes them in one.
  const fc = content.financialsCurrency;
  const financials = computeFinancials(rendered.map((x) => x.statement).filter((s) => !fc || s.currency === fc));
  const truth: Truth = {
    schema: 'statement-truth/1',
    file: fileName,
    generator: content.traits ? { layout, seed, traits: [...new Set(content.traits)].sort() } : { layout, seed },
    ...(content.documentKind ? { document_kind: content.documentKind } : {}),
    ...(content.card ? { card: content.card } : {}),
    statements,
    application: applicationTruth(content.business),
    financials: fc ? { ...financials, currency: fc } : financials,
  };
  return { pdf, truth, fileName };
}
