// Set 116: bilingual application forms (Canadian English/French brokers, US English/Spanish brokers).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Sheet, type Printed, type Style } from './canvas.ts';
import { drawFleurdelys } from './layout-fleurdelys.ts';
import { drawFundy } from './layout-fundy.ts';
import { drawRideau } from './layout-rideau.ts';
import { drawSolymar } from './layout-solymar.ts';

interface LayoutDef { broker: string; country: 'US' | 'CA'; title: string; draw: (s: Sheet, rng: Rng) => void }
const LAYOUTS: Record<string, LayoutDef> = {
  fleurdelys: { broker: 'Financement Fleur-de-Lys inc.', country: 'CA', title: "Demande de financement d'entreprise / Business Funding Application", draw: drawFleurdelys },
  fundy: { broker: 'Fundy Tidal Capital Ltd. / Capital Marée Fundy Ltée', country: 'CA', title: 'Merchant Funding Application / Demande de financement', draw: drawFundy },
  rideau: { broker: 'Rideau Merchant Funding Group', country: 'CA', title: 'Application for Business Financing / Demande de financement commercial', draw: drawRideau },
  solymar: { broker: 'Sol y Mar Business Capital LLC', country: 'US', title: 'Business Funding Application / Solicitud de Financiamiento', draw: drawSolymar },
};

export const INDEPENDENT116_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent116Doc {
  pdf: Uint8Array; truth: TruthApplication; layout: string; broker: string; country: 'US' | 'CA'; style: string;
  scan: boolean; printed: { key: string; text: string; page: number; field?: string }[]; decoys: string[]; pages: number;
}

export async function generateIndependent116(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<Independent116Doc> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown independent116 layout ${layout}`);
  const rng = new Rng(`independent116:${layout}:${seed}`);
  const style: Style = opts.style;
  const sheet = new Sheet(style, rng.fork('hand'), style === 'fillable' && opts.scan, { title: def.title, author: def.broker });
  def.draw(sheet, rng.fork('form'));
  let pdf = await sheet.finish();
  if (opts.scan) {
    const phone = rng.fork('scan').chance(0.3);
    pdf = (await scanPdf(pdf, { ...(phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: `independent116:${layout}:${seed}` })).pdf;
  }
  const printed: Printed[] = sheet.printed;
  return { pdf, truth: sheet.app, layout, broker: def.broker, country: def.country, style, scan: opts.scan, printed, decoys: sheet.decoys, pages: sheet.page };
}
