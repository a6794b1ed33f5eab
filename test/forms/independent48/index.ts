// Set 48: large funders' dense one-page applications (legal or letter size, tiny box labels, shaded bars, owners in
// grids, long fine print) and owners' names as they really come (README). One merchant per (layout, seed), drawn in
// the asked style; the truth is what the Sheet recorded as it drew.
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import type { Layout } from './common.ts';
import { LAYOUTS_A } from './layouts-a.ts';
import { LAYOUTS_B } from './layouts-b.ts';
import { makeMerchant } from './merchant.ts';
import { Sheet, type Facts, type Mark } from './sheet.ts';

const LAYOUTS: readonly Layout[] = [...LAYOUTS_A, ...LAYOUTS_B];
export const INDEPENDENT48_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Options { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }

export async function generateIndependent48(layout: string, seed: number, o: Options): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent48:${layout}:${seed}`);
  // The merchant is the same in every style; only the ink and the marks differ.
  const m = makeMerchant(rng.fork('merchant'), l.country, l.maxOwners, l.entities);
  const mark = rng.fork('mark').pick(['xlines', 'letter', 'check', 'fill'] as const satisfies readonly Mark[]);
  const s = new Sheet(o.style, rng.fork(`ink:${o.style}`), l.size, mark, l.accent);
  l.draw(s, m, rng.fork('layout'));
  let pdf = await s.end();
  if (o.scan && o.style !== 'fillable') pdf = (await scanPdf(pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}:${o.style}` })).pdf;
  return { pdf, truth: truthOf(s.facts) };
}

/** Facts (`legal_name`, `o2.last_name` ...) to the TruthApplication; applicants in printed order. */
export function truthOf(facts: Facts): TruthApplication {
  const app = emptyApplication() as unknown as Record<string, unknown> & TruthApplication;
  for (const [k, v] of Object.entries(facts)) {
    const a = /^o(\d+)\.(\w+)$/.exec(k);
    if (!a) { app[k] = v; continue; }
    const i = Number(a[1]);
    while (app.applicants.length <= i) app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
      tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null });
    (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
  }
  return app;
}
