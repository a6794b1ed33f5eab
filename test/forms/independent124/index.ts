// Independent set 124: application forms filled the way people fill them - corrections (struck values with the right
// one beside or above, white-out over an old value, initials), values overflowing their blanks, values above the line
// or in the margin with an arrow, sticky notes pointing to an attached owners page; fillable forms with multi-line and
// shrink-to-fit fields and values corrected by StrikeOut + FreeText comments. See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeCase, type Country } from './data.ts';
import { harborline } from './harborline.ts';
import { keystone } from './keystone.ts';
import { mesa } from './mesa.ts';
import { northgate } from './northgate.ts';
import type { Old, Sheet, Style } from './sheet.ts';

type Layout = (c: ReturnType<typeof makeCase>, rng: Rng, style: Style) => Promise<Sheet>;
const LAYOUTS: Record<string, { country: Country; broker: string; draw: Layout }> = {
  'harborline-us': { country: 'US', broker: 'Harborline Capital Group', draw: harborline },
  'northgate-ca': { country: 'CA', broker: 'Northgate Commercial Capital', draw: northgate },
  'keystone-us': { country: 'US', broker: 'Keystone Merchant Funding', draw: keystone },
  'mesa-us': { country: 'US', broker: 'Blue Mesa Funding', draw: mesa },
};

export const INDEPENDENT124_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent124Form {
  pdf: Uint8Array;
  truth: TruthApplication;
  layout: string;
  broker: string;
  country: Country;
  style: Style;
  scan: boolean;
  pages: number;
  /** Truth path -> the exact text printed for it (on the page, in a field, or in a FreeText comment). */
  printed: Record<string, string>;
  /** Old values struck through (on the page, or by a StrikeOut comment): never the truth. */
  struck: Old[];
  /** Old values under white-out: in the text layer, not on the page a person sees. */
  hidden: Old[];
  /** What was done to this form: strike, whiteout, above, margin, strike-none, wrap, run, shrink, clip, multiline, annotation, sticky, void-mark. */
  notes: string[];
  scanSkews?: number[];
}

export async function generateIndependent124(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent124Form> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent124:${layout}:${seed}`);
  const c = makeCase(rng.fork('case'), def.country);
  const sheet = await def.draw(c, rng.fork(`draw:${opts.style}`), opts.style);
  let pdf = await sheet.finish();
  const pages = sheet.pages;
  const out: Independent124Form = { pdf, truth: sheet.truth, layout, broker: def.broker, country: def.country, style: opts.style, scan: opts.scan, pages,
    printed: sheet.printed, struck: sheet.struck, hidden: sheet.hidden, notes: sheet.notes };
  if (opts.scan) {
    const phone = rng.fork('scan').chance(0.3);
    const scanned = await scanPdf(pdf, { ...(phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent124:${layout}:${seed}` });
    pdf = scanned.pdf;
    out.pdf = pdf;
    out.scanSkews = scanned.skews;
  }
  return out;
}
