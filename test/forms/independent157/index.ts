// Independent generator 157: short and messy merchant applications (see README.md).
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import { makeProfile, type Country, type Profile } from './data.ts';
import { Sheet, type Placed, type Style } from './draw.ts';
import { truthFrom } from './common.ts';
import { drawQuick } from './quick.ts';
import { drawMixed } from './mixed.ts';
import { drawCircled } from './circled.ts';
import { drawCorrections } from './corrections.ts';

export type { Placed } from './draw.ts';

interface Layout { broker: string; font: string; caShare: number; maxOwners: number; draw: (sh: Sheet, p: Profile) => void }
const LAYOUTS: Record<string, Layout> = {
  swiftline_quick_app: { broker: 'SwiftLine Funding', font: 'Helvetica', caShare: 0.2, maxOwners: 2, draw: drawQuick },
  harbor_vine_mixed_hands: { broker: 'Harbor & Vine Capital', font: 'Courier', caShare: 0.35, maxOwners: 4, draw: drawMixed },
  keystone_circled_lines: { broker: 'Keystone Merchant Partners', font: 'Courier-Bold', caShare: 0, maxOwners: 2, draw: drawCircled },
  redline_corrections: { broker: 'Redline Capital Group', font: 'Times-Roman', caShare: 0.3, maxOwners: 4, draw: drawCorrections },
};

export const INDEPENDENT157_LAYOUT_NAMES: readonly string[] = Object.freeze(Object.keys(LAYOUTS));

export interface Generated157 {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

export async function generateIndependent157(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<Generated157> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}; expected one of ${INDEPENDENT157_LAYOUT_NAMES.join(', ')}`);
  const style: Style = opts.style;
  if (!['typed', 'handwritten', 'fillable'].includes(style)) throw new Error(`unknown style ${String(style)}`);
  if (opts.scan && style === 'fillable') throw new Error('a fillable form cannot be scanned: its values live only in AcroForm fields');
  const root = new Rng(`independent157:${layout}:${seed}`);
  const country: Country = root.fork('country').chance(L.caShare) ? 'CA' : 'US';
  const profile = makeProfile(root.fork('profile'), { country, maxOwners: L.maxOwners });
  const sh = new Sheet(style, root.fork('layout'), root.fork(`jitter:${style}`), L.font, `${L.broker} application`);
  L.draw(sh, profile);
  let pdf = await sh.finish();
  if (opts.scan) {
    const scanner = new Rng(`independent157:${layout}:${seed}:scan`).pick([OFFICE_SCANNER, PHONE_PHOTO]);
    pdf = (await scanPdf(pdf, scanner)).pdf;
  }
  return { pdf, truth: truthFrom(sh.placed), placed: sh.placed, decoys: sh.decoys, broker: L.broker, country, pages: sh.page };
}
