// Independent test-data generator 141: key-value application documents that are not boxed forms (a submission
// e-mail, a CRM export, a letter with dot leaders, a funder's deal summary). See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { lakeshoreCrm } from './crm.ts';
import { ironbridgeDeal } from './deal.ts';
import { harborlineEmail } from './email.ts';
import { northgateLetter } from './letter.ts';
import type { DecoyRec, Pen, Rec, Style } from './pen.ts';

const LAYOUTS: Record<string, (r: Rng, style: Style) => Pen> = {
  harborline_email: harborlineEmail,
  lakeshore_crm: lakeshoreCrm,
  northgate_letter: northgateLetter,
  ironbridge_deal: ironbridgeDeal,
};
export const INDEPENDENT141_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated141 { pdf: Uint8Array; truth: TruthApplication; records: Rec[]; decoys: DecoyRec[]; pages: number }

export async function generateIndependent141(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Generated141> {
  const make = LAYOUTS[layout];
  if (!make) throw new Error(`independent141: unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('independent141: a fillable form is not scanned');
  const pen = make(new Rng(`independent141:${layout}:${seed}`), opts.style);
  let pdf = await pen.finish();
  if (opts.scan) pdf = (await scanPdf(pdf, { ...(seed % 3 === 2 ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: pen.truth(), records: pen.records, decoys: pen.decoys, pages: pen.page };
}
