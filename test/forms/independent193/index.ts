// Independent generator, set 193: French-first Canadian (Quebec and bilingual) MCA application forms from four
// fictional brokers, each typed, handwritten or fillable, optionally scanned, with the exact truth applications.md
// reads from what is printed (see README.md).
import { fileURLToPath } from 'node:url';
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { drawAcadie } from './acadie.ts';
import { drawBoreal } from './boreal.ts';
import { drawFleurDeLys } from './fleurdelys.ts';
import { makeMerchant, type Merchant } from './model.ts';
import { buildTruth } from './parts.ts';
import { drawRiveSud } from './rivesud.ts';
import { Sheet, type Look, type Placed, type Style } from './sheet.ts';

export type { Placed, Box } from './sheet.ts';

const font = (rel: string): string => fileURLToPath(new URL(rel, import.meta.url));
const Z003 = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';
const KALAM = font('../../../node_modules/@fontsource/kalam/files/kalam-latin-400-normal.woff');
const PATRICK = font('../../../node_modules/@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff');

interface LayoutDef {
  broker: string; maxOwners: number;
  provinces: readonly (readonly [string, number])[];
  look: Look;
  draw: (s: Sheet, m: Merchant, rng: Rng) => void;
}

const camel = (k: string): string => k.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

const LAYOUTS: Record<string, LayoutDef> = {
  fleurdelys_grid: {
    broker: 'Capital Fleur-de-Lys', maxOwners: 2, provinces: [['QC', 8], ['ON', 1], ['NB', 1]], draw: drawFleurDeLys,
    look: { typedFont: 'Helvetica', typedSize: 9, handFont: Z003, handSize: 12.5, ink: '#1b2a6b', typedMark: 'x', onState: 'Oui',
      fieldName: (k) => `fdl_${k}` },
  },
  boreal_bilingual: {
    broker: 'Financement Boréal', maxOwners: 3, provinces: [['QC', 5], ['ON', 5]], draw: drawBoreal,
    look: { typedFont: 'Times-Roman', typedSize: 9.5, handFont: KALAM, handSize: 10.5, ink: '#202020', typedMark: 'x', onState: 'Yes',
      fieldName: (_k, n) => `Texte${n}` },
  },
  rivesud_crm: {
    broker: 'Avances Rive-Sud', maxOwners: 4, provinces: [['QC', 9], ['ON', 1]], draw: drawRiveSud,
    look: { typedFont: 'Courier', typedSize: 8.5, handFont: PATRICK, handSize: 11, ink: '#0d1f5c', typedMark: 'check', onState: 'On',
      fieldName: (k) => camel(k) },
  },
  acadie_checkbox: {
    broker: 'Capital Acadie', maxOwners: 2, provinces: [['NB', 5], ['NS', 1.5], ['PE', 1], ['QC', 2.5]], draw: drawAcadie,
    look: { typedFont: 'Helvetica', typedSize: 9, handFont: Z003, handSize: 13, ink: '#10307a', typedMark: 'check', onState: 'Oui',
      fieldName: (k, n) => (/^(entity|tax|freq|premises|advances)_/.test(k) ? `check_${n}` : `fill_${n}`) },
  },
};

export const INDEPENDENT193_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Generated {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[];
  broker: string; country: 'US' | 'CA'; pages: number;
}

export async function generateIndependent193(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Generated> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned: its values live in AcroForm fields');
  // The merchant and every printing choice come from (layout, seed) only; the style has its own jitter stream.
  const rng = new Rng(`independent193:${layout}:${seed}`);
  const merchant = makeMerchant(rng.fork('merchant'), { maxOwners: def.maxOwners, provinces: def.provinces });
  const sheet = new Sheet(opts.style, def.look, new Rng(`independent193:${layout}:${seed}:${opts.style}:ink`), `${def.broker} - demande`);
  def.draw(sheet, merchant, rng.fork('print'));
  let pdf = await sheet.finish();
  if (opts.scan) {
    const tier = rng.fork('scan').chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...tier, seed: `independent193:${layout}:${seed}:${opts.style}` })).pdf;
  }
  return { pdf, truth: buildTruth(sheet.placed, merchant.owners.length), placed: sheet.placed, decoys: sheet.decoys,
    broker: def.broker, country: 'CA', pages: sheet.page };
}
