// The fifteenth independent author's MCA application forms: seven brokers and funders from other places and in other
// languages (Spanish, bilingual, Puerto Rico, Québec French, Canadian English, small capitals), each in three styles.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Form, type Drawn, type Style } from './draw.ts';
import { esSolicitud, bilingualEsEn } from './layouts-es.ts';
import { prBroker, smallCapsScript } from './layouts-us.ts';
import { qcFr, caEnDmy } from './layouts-ca.ts';
import { frEnStacked } from './layouts-ca2.ts';

const LAYOUTS: Record<string, (f: Form, rng: Rng) => TruthApplication> = {
  es_solicitud: esSolicitud, bilingual_es_en: bilingualEsEn, pr_broker: prBroker, smallcaps_script: smallCapsScript,
  qc_francais: qcFr, ca_en_dmy: caEnDmy, fr_en_stacked: frEnStacked,
};
export const INDEPENDENT15_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

/** The form and the values drawn on it (for the test), without scanning. */
export async function drawIndependent15(layout: string, seed: number, style: Style): Promise<{ pdf: Uint8Array; truth: TruthApplication; drawn: Drawn[] }> {
  const make = LAYOUTS[layout];
  if (!make) throw new Error(`unknown layout ${layout}`);
  // The merchant's draws and the hand's draws come from separate forks, so the style never changes the merchant.
  const root = new Rng(`independent15:${layout}:${seed}`);
  const model = root.fork('merchant'), hand = root.fork('hand');
  const f = new Form(style, hand);
  const truth = make(f, model);
  return { pdf: await f.end(), truth, drawn: f.drawn };
}

export async function generateIndependent15(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  // A fillable form that is scanned was printed with its values first: draw it typed.
  const style: Style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const { pdf, truth } = await drawIndependent15(layout, seed, style);
  if (!o.scan) return { pdf, truth };
  return { pdf: (await scanPdf(pdf, { seed: `${layout}:${seed}`, dpi: 200 })).pdf, truth };
}
