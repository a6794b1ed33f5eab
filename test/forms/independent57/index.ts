// Set 57: ordinary MCA applications as mid-size NY / NJ / FL ISOs send them (README.md). Seven fictional brokers,
// three styles (typed, handwritten, fillable), optionally scanned.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { Sheet, type Style, type Printed } from './draw.ts';
import { makeMerchant, money, type Merchant, type MerchantOptions } from './merchant.ts';
import { empireBridge, gardenState, sunbelt, northbound } from './layouts1.ts';
import { liberty, palisades, bayside } from './layouts2.ts';

export const INDEPENDENT57_LAYOUT_NAMES: readonly string[] = ['empire_bridge', 'garden_state', 'sunbelt', 'northbound_ca', 'liberty', 'palisades_express', 'bayside'];

const OPTS: Record<string, MerchantOptions> = {
  empire_bridge: { states: ['NY'] }, garden_state: { states: ['NJ', 'NY'] }, sunbelt: { states: ['FL'] }, northbound_ca: { country: 'CA' },
  liberty: { states: ['NY', 'NJ'], maxOwners: 3 }, palisades_express: { states: ['NJ'] }, bayside: { states: ['FL', 'NY'] },
};

export interface Generated57 {
  pdf: Uint8Array; truth: TruthApplication; merchant: Merchant;
  /** Each truth path with the text printed for it (a checkbox: its label) and, when fillable, its AcroForm field. */
  printed: Printed[];
  decoys: { key: string; text: string }[];
}

function draw(layout: string, s: Sheet, m: Merchant, r: Rng): void {
  switch (layout) {
    case 'empire_bridge': return empireBridge(s, m);
    case 'garden_state': return gardenState(s, m);
    case 'sunbelt': {
      const freq = r.weighted<string | null>([['Daily', 3], ['Weekly', 2], [null, 1]]);
      return sunbelt(s, m, freq, r.pick(['4 months', '6 mo', '9 months', '12 mo', '']));
    }
    case 'northbound_ca': return northbound(s, m);
    case 'liberty': return liberty(s, m);
    case 'palisades_express': {
      const freq = r.weighted([['Daily', 4], ['Weekly', 3], ['Bi-Weekly', 1], ['Monthly', 0.5]] as [string, number][]);
      const per = { Daily: 21, Weekly: 4.33, 'Bi-Weekly': 2.17, Monthly: 1 }[freq]!;
      const months = r.pick([4, 6, 8, 9, 12]), n = Math.round(per * months), value = Math.round((m.amount * r.float(1.25, 1.45) * 100) / n) / 100;
      const text = r.pick([`$${money(value, true)}`, `$ ${money(value, true)}`, money(value, true)]);
      return palisades(s, m, { text, value, n, freq });
    }
    case 'bayside': return bayside(s, m);
    default: throw new Error(`unknown layout ${layout}`);
  }
}

/** The form and everything the tests need about it. */
export async function generateIndependent57Full(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Generated57> {
  if (!INDEPENDENT57_LAYOUT_NAMES.includes(layout)) throw new Error(`unknown layout ${layout}`);
  const r = new Rng(`independent57:${layout}:${seed}`);
  const m = makeMerchant(r.fork('merchant'), OPTS[layout]);
  const s = new Sheet(o.style, r.fork(`sheet:${o.style}`), `${layout} application`, r.fork('layout'));
  draw(layout, s, m, r.fork('terms'));
  let pdf = await s.end();
  if (o.scan && o.style !== 'fillable') pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}` })).pdf;
  return { pdf, truth: s.truth, merchant: m, printed: s.printed, decoys: s.decoys };
}

export async function generateIndependent57(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const g = await generateIndependent57Full(layout, seed, o);
  return { pdf: g.pdf, truth: g.truth };
}
