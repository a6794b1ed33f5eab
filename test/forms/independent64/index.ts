// Set 64: applications exported from the systems merchants and brokers use (POS capital offer, accounting platform,
// loan marketplace, bank portal, e-signature envelope, forwarded e-mail, broker CRM deal sheet). See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Sheet, type Style, type Shown, type Decoy64 } from './sheet.ts';
import { merchant, type Country, type Merchant } from './data.ts';
import { tillpoint, ledgerleaf, lendbridge, harborline } from './layouts-a.ts';
import { quillsign, emailPrint, dealsheet } from './layouts-b.ts';

type Draw = (s: Sheet, m: Merchant, r: Rng) => void;
const LAYOUTS: Record<string, { draw: Draw; title: string; canada: number }> = {
  tillpoint_capital: { draw: tillpoint, title: 'TillPoint Capital application', canada: 0 },
  ledgerleaf_financing: { draw: ledgerleaf, title: 'LedgerLeaf financing request', canada: 0.4 },
  lendbridge_summary: { draw: lendbridge, title: 'LendBridge application summary', canada: 0 },
  harborline_portal: { draw: harborline, title: 'Harborline business financing', canada: 0.35 },
  meridian_quillsign: { draw: quillsign, title: 'Meridian Funding Partners application', canada: 0.3 },
  brightpath_email: { draw: emailPrint, title: 'Fwd: New application', canada: 0.3 },
  piperidge_dealsheet: { draw: dealsheet, title: 'PipeRidge deal sheet', canada: 0.3 },
};
export const INDEPENDENT64_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated64 { pdf: Uint8Array; truth: TruthApplication; shown: Shown[]; decoys: Decoy64[]; country: Country }

/** The generator with what the tests need besides the truth: every printed value and every decoy. */
export async function generateIndependent64Detailed(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Generated64> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  const r = new Rng(`i64:${layout}:${seed}`);
  const country: Country = r.chance(spec.canada) ? 'CA' : 'US';
  const m = merchant(r, country);
  const s = new Sheet(o.style, new Rng(`i64hand:${layout}:${seed}`), spec.title);
  spec.draw(s, m, r);
  let pdf = await s.end();
  if (o.scan && o.style !== 'fillable') pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: s.app, shown: s.shown, decoys: s.decoys, country };
}

export async function generateIndependent64(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const g = await generateIndependent64Detailed(layout, seed, o);
  return { pdf: g.pdf, truth: g.truth };
}
