// Set 28: the application as it really reaches a funder from an ISO: printed papers that are not a designed form
// (an e-mail, a CRM export, an intake checklist, a text thread, a spreadsheet row, a fax, a submission summary).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeDeal, truthOf, type Deal, type Prints } from './deal.ts';
import { Pen, type Style } from './draw.ts';
import { crmDealSheet, emailPrintout } from './layouts-a.ts';
import { chatTranscript, intakeChecklist } from './layouts-b.ts';
import { faxCoverApp, spreadsheetRow } from './layouts-c.ts';
import { submissionSummary } from './summary.ts';

type Layout = (pen: Pen, d: Deal, rng: Rng) => Prints;

const LAYOUTS: Record<string, { draw: Layout; landscape?: boolean }> = {
  'crestline-email-printout': { draw: emailPrintout },
  'dealflow-crm-deal-sheet': { draw: crmDealSheet },
  'harborline-intake-checklist': { draw: intakeChecklist },
  'openphone-text-transcript': { draw: chatTranscript },
  'pipeline-spreadsheet-row': { draw: spreadsheetRow, landscape: true },
  'plaintext-fax-cover-app': { draw: faxCoverApp },
  'iso-submission-summary': { draw: submissionSummary },
};

export const INDEPENDENT28_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

/** The styles each paper really comes in (fillable where an export or a checklist would be a fillable PDF). */
export const INDEPENDENT28_STYLES: Record<string, readonly Style[]> = Object.fromEntries(INDEPENDENT28_LAYOUT_NAMES.map((n) =>
  [n, /crm|checklist|spreadsheet|summary/.test(n) ? ['typed', 'handwritten', 'fillable'] : ['typed', 'handwritten']]));

export async function generateIndependent28(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent28:${layout}:${seed}`);
  const deal = makeDeal(rng.fork('deal'));
  // A scan of a fillable PDF would lose its fields: the paper scanned is the typed one (the same truth).
  const style: Style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const pen = new Pen(style, new Rng(`pen:${layout}:${seed}:${style}`), l.landscape);
  const prints = l.draw(pen, deal, rng.fork('layout'));
  let pdf = await pen.end();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(seed % 3 === 0 ? PHONE_PHOTO : OFFICE_SCANNER), seed })).pdf;
  return { pdf, truth: truthOf(deal, prints) };
}
