// Set 66: business-financing / MCA applications from seven fictional Canadian brokers and funders (README.md), each in
// three styles (typed, handwritten, fillable), optionally scanned. The truth is what the printed form says, read by
// applications.md's rules.
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import { truthFrom, type Ctx } from './common.ts';
import { makeMerchant } from './merchant.ts';
import { Pen, type Printed, type Style } from './pen.ts';
import { fleurDeLys, maplegate } from './layouts-east.ts';
import { pacificTide, prairieLedger } from './layouts-west.ts';
import { harbourline } from './layouts-quick.ts';
import { redRiver, wheatland } from './layouts-prairies.ts';

interface LayoutDef { draw(c: Ctx): Promise<void>; home: readonly string[]; maxOwners: number; pages: number; title: string }

export const INDEPENDENT66_LAYOUTS: Record<string, LayoutDef> = {
  maplegate_two_page: { draw: maplegate, home: ['ON'], maxOwners: 2, pages: 2, title: 'Maplegate Merchant Funding Application' },
  fleur_de_lys_bilingual: { draw: fleurDeLys, home: ['QC'], maxOwners: 2, pages: 1, title: 'Demande de financement / Financing Application' },
  pacific_tide_owners_table: { draw: pacificTide, home: ['BC'], maxOwners: 4, pages: 2, title: 'Pacific Tide Application' },
  prairie_ledger_checkboxes: { draw: prairieLedger, home: ['AB'], maxOwners: 2, pages: 2, title: 'Prairie Ledger Funding Application' },
  harbourline_quick_app: { draw: harbourline, home: ['NS'], maxOwners: 2, pages: 1, title: 'Harbourline Quick Application' },
  red_river_last_first: { draw: redRiver, home: ['MB'], maxOwners: 3, pages: 2, title: 'Red River Revenue Partners Application' },
  wheatland_below_lines: { draw: wheatland, home: ['SK'], maxOwners: 2, pages: 2, title: 'Wheatland Merchant Services Application' },
};

export const INDEPENDENT66_LAYOUT_NAMES: readonly string[] = Object.keys(INDEPENDENT66_LAYOUTS);

export interface Built66 { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; pages: number }

/** The unscanned form with what was printed (for the tests). Same arguments, same bytes. */
export async function buildIndependent66(layout: string, seed: number, style: Style): Promise<Built66> {
  const def = INDEPENDENT66_LAYOUTS[layout];
  if (!def) throw new Error(`unknown independent66 layout: ${layout}`);
  const root = new Rng(`independent66:${layout}:${seed}`);
  const m = makeMerchant(root.fork('merchant'), def.home, def.maxOwners);
  const pen = new Pen(style, root.fork(`pen:${style}`), def.title);
  await def.draw({ pen, m, rng: root.fork('layout') });
  const pdf = await pen.end();
  return { pdf, truth: truthFrom(pen.printed, m.owners.length), printed: pen.printed, pages: pen.page };
}

export async function generateIndependent66(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }):
  Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const b = await buildIndependent66(layout, seed, o.style);
  if (!o.scan || o.style === 'fillable') return { pdf: b.pdf, truth: b.truth };
  const scanned = await scanPdf(b.pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}` });
  return { pdf: scanned.pdf, truth: b.truth };
}
