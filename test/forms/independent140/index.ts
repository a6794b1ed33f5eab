// Independent test forms, series 140: "odd layouts, second series". Four fictional brokers/funders whose forms are not
// one label beside one box: a numbered questionnaire, a two-column page with an owner matrix, a cheque-like tear-off
// short form with captions under the rules, and a letter whose business section is a sentence with blanks.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { drawQuestionnaire } from './layout-questionnaire.ts';
import { drawGrid } from './layout-grid.ts';
import { drawTearOff } from './layout-tearoff.ts';
import { drawSentence } from './layout-sentence.ts';
import { makeMerchant, type Country, type Merchant } from './model.ts';
import { Sheet, type Printed, type Style } from './sheet.ts';

interface LayoutDef { broker: string; font: string; ca: number; maxOwners: number; draw: (s: Sheet, m: Merchant, r: Rng) => void }
const LAYOUTS: Record<string, LayoutDef> = {
  keystone_questionnaire: { broker: 'Keystone Bridge Capital', font: 'Helvetica', ca: 0, maxOwners: 3, draw: drawQuestionnaire },
  northfield_owner_grid: { broker: 'Northfield & Pike Funding', font: 'Helvetica', ca: 0.5, maxOwners: 3, draw: drawGrid },
  ledgerline_tearoff: { broker: 'Ledgerline Advance', font: 'Courier', ca: 0.25, maxOwners: 3, draw: drawTearOff },
  harbor_vine_sentence: { broker: 'Harbor & Vine Capital', font: 'Times-Roman', ca: 0, maxOwners: 3, draw: drawSentence },
};
export const INDEPENDENT140_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent140Form {
  pdf: Uint8Array;
  truth: TruthApplication;
  /** Every printed value that gives the truth: its truth paths and the text as printed. */
  printed: Printed[];
  /** Printed values that are not the application's (landlord, ISO rep, bank numbers, other funders ...). */
  decoys: { key: string; text: string }[];
  broker: string;
  country: Country;
}

export async function generateIndependent140(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent140Form> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown independent140 layout ${layout}`);
  const r = new Rng(`independent140:${layout}:${seed}`);
  const country: Country = r.chance(def.ca) ? 'CA' : 'US';
  const m = makeMerchant(r.fork('merchant'), country, def.maxOwners);
  const s = new Sheet(opts.style, r.fork('ink'), def.font, `${def.broker} application`);
  def.draw(s, m, r.fork('layout'));
  let pdf = await s.finish();
  if (opts.scan && opts.style !== 'fillable') {
    pdf = (await scanPdf(pdf, { ...(seed % 3 === 0 ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent140:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: s.truth, printed: s.printed, decoys: s.decoys, broker: def.broker, country };
}
