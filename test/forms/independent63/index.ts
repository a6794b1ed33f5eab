// Set 63: applications printed entirely in Spanish (US brokers in FL, TX, CA, NY) or French (Québec and New Brunswick
// brokers). See README.md for the layouts and the truth decisions.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Lang } from './data.ts';
import { Sheet, type Shown, type Style } from './sheet.ts';
import { fronteraFondos, pacificoPuente, quintaAvenida, solCapital } from './layouts-es.ts';
import { acadieFonds, borealFinancement, capitaleAvance } from './layouts-fr.ts';
import type { Merchant } from './data.ts';

const LAYOUTS: Record<string, [Lang, (s: Sheet, m: Merchant) => void, string]> = {
  sol_capital_miami: ['es', solCapital, 'Sol Capital Financiero'],
  frontera_fondos_houston: ['es', fronteraFondos, 'Frontera Fondos Comerciales'],
  pacifico_puente_los_angeles: ['es', pacificoPuente, 'Pacífico Puente Capital'],
  quinta_avenida_bronx: ['es', quintaAvenida, 'Quinta Avenida Fondeo'],
  boreal_financement_montreal: ['fr', borealFinancement, 'Financement Boréal'],
  capitale_avance_quebec: ['fr', capitaleAvance, 'Groupe Capitale Avance'],
  acadie_fonds_moncton: ['fr', acadieFonds, 'Acadie Fonds Marchands'],
};
export const INDEPENDENT63_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Built { pdf: Uint8Array; truth: TruthApplication; shown: Shown[]; decoys: string[]; merchant: Merchant }

/** The unscanned form with what the tests need: every printed truth value and every decoy. */
export async function buildIndependent63(layout: string, seed: number, style: Style): Promise<Built> {
  const spec = LAYOUTS[layout];
  if (!spec) throw new Error(`unknown layout ${layout}`);
  const [lang, draw, broker] = spec;
  const r = new Rng(`independent63:${layout}:${seed}`);
  const m = makeMerchant(r.fork('merchant'), lang);
  const s = new Sheet(style, r.fork(`draw:${style}`), lang === 'es' ? `${broker} — Solicitud` : `${broker} — Demande`);
  draw(s, m);
  const truth = s.truth();
  return { pdf: await s.end(), truth, shown: s.shown, decoys: s.decoys, merchant: m };
}

export async function generateIndependent63(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const b = await buildIndependent63(layout, seed, o.style);
  if (o.scan && o.style !== 'fillable') return { pdf: (await scanPdf(b.pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}` })).pdf, truth: b.truth };
  return { pdf: b.pdf, truth: b.truth };
}
