// Independent test set 123: merchant applications that are not label-and-blank forms: a numbered questionnaire, a
// CRM deal record printed to PDF, and ISO submission e-mails printed to PDF (one Canadian). See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { drawCrm } from './crm.ts';
import { drawEmail } from './email.ts';
import { makeMerchant, type Country, type Merchant } from './merchant.ts';
import { drawQuestionnaire } from './questionnaire.ts';
import { Sheet, type Decoy, type Mark, type Printed, type Style } from './sheet.ts';
import { settle } from './values.ts';

interface LayoutDef { country: Country; broker: string; title: string; draw: (s: Sheet, m: Merchant, r: Rng) => void }
const LAYOUTS: Record<string, LayoutDef> = {
  'keystone-questionnaire': { country: 'US', broker: 'Keystone Bridge Funding', title: 'Business Funding Questionnaire', draw: drawQuestionnaire },
  'dealpilot-crm': { country: 'US', broker: 'Garden State Capital Advisors (DealPilot CRM)', title: 'Deal Record', draw: drawCrm },
  'northshore-email': { country: 'CA', broker: 'Northshore Capital Partners', title: 'Gmail - New Submission', draw: drawEmail },
  'brightpath-email': { country: 'US', broker: 'Brightpath Business Capital', title: 'Submission e-mail', draw: drawEmail },
};

export const INDEPENDENT123_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent123Form {
  pdf: Uint8Array;
  truth: TruthApplication;
  layout: string;
  seed: number;
  style: Style;
  scan: boolean;
  country: Country;
  broker: string;
  pages: number;
  /** Each printed value that gives truth, as printed (in a fillable form: the field's value). */
  printed: Printed[];
  /** Printed values that are not the application's (landlord, bank, ISO, funders, owners' homes ...). */
  decoys: Decoy[];
  /** Every box drawn, checked or not, with its field in a fillable form. */
  marks: Mark[];
  scanProfile?: 'office' | 'phone';
  /** The paper that was scanned (a fillable form's printout: its values drawn on the page). */
  paper?: Uint8Array;
  skews?: number[];
}

export async function generateIndependent123(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<Independent123Form> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT123_LAYOUT_NAMES.join(', ')}`);
  const base = `independent123:${layout}:${seed}`;
  const merchant = makeMerchant(def.country, new Rng(base));
  // The same draws each time: the fillable form and its printout (for a scan) show the same values.
  const draw = (printFields: boolean): Sheet => {
    const r = new Rng(`${base}:draw`);
    const s = new Sheet(opts.style, r.fork('sheet'), def.title, printFields);
    def.draw(s, merchant, r.fork('layout'));
    return s;
  };
  const sheet = draw(false);
  settle(sheet.app, merchant);
  let pdf = await sheet.finish();
  const out: Independent123Form = { pdf, truth: sheet.app, layout, seed, style: opts.style, scan: opts.scan, country: def.country,
    broker: def.broker, pages: sheet.page, printed: sheet.printed, decoys: sheet.decoys, marks: sheet.marks };
  if (opts.scan) {
    const phone = new Rng(`${base}:scan`).chance(0.3);
    // A scanned fillable form is its printout: the same form with its fields' values drawn on the page.
    const paper = opts.style === 'fillable' ? await draw(true).finish() : pdf;
    const scanned = await scanPdf(paper, { ...(phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: base });
    pdf = scanned.pdf;
    Object.assign(out, { pdf, paper, scanProfile: phone ? 'phone' : 'office', skews: scanned.skews });
  }
  return out;
}
