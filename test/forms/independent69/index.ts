// independent69: MCA and revenue-based-financing applications from seven fictional brokers of the Pacific Northwest
// and Mountain West, where the owners are the hard part (rows, columns, stacked principals, main + additional owner,
// a continued owners page). The truth is built from what each layout printed.
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, scanPdf } from '../../statements/scan/scan.ts';
import { CASCADE, WILLAMETTE } from './layouts-a.ts';
import { SILVER_STATE, WASATCH } from './layouts-b.ts';
import { BIG_SKY, ENCHANTED_MESA, SNAKE_RIVER } from './layouts-c.ts';
import { makeMerchant } from './merchant.ts';
import type { Layout } from './parts.ts';
import { Sheet, type Item, type Style } from './sheet.ts';

export const LAYOUTS: readonly Layout[] = [CASCADE, WILLAMETTE, SILVER_STATE, WASATCH, SNAKE_RIVER, BIG_SKY, ENCHANTED_MESA];
export const INDEPENDENT69_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as the printed items give it: only values actually printed (or checked) are set. */
export function truthOf(items: readonly Item[]): TruthApplication {
  const app = emptyApplication();
  for (const it of items) {
    if (!it.fields || (it.checkbox && !it.checked)) continue;
    for (const [path, v] of Object.entries(it.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export interface Built { pdf: Uint8Array; truth: TruthApplication; items: Item[]; pages: number }

/** The form and everything printed on it (the test's view); `generateIndependent69` is the public entry. */
export async function buildIndependent69(layout: string, seed: number, style: Style): Promise<Built> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`independent69: unknown layout ${layout}`);
  const rng = new Rng(`independent69:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), l.states, l.maxOwners, l.broker);
  const s = new Sheet(style, rng.fork(`pen:${style}`), l.valueFont, `${l.name} application`);
  l.draw(s, m, rng.fork('layout'));
  return { pdf: await s.done(), truth: truthOf(s.items), items: s.items, pages: s.page };
}

export async function generateIndependent69(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const b = await buildIndependent69(layout, seed, o.style);
  if (!o.scan || o.style === 'fillable') return { pdf: b.pdf, truth: b.truth };
  const scanned = await scanPdf(b.pdf, { ...OFFICE_SCANNER, seed: `independent69:${layout}:${seed}` });
  return { pdf: scanned.pdf, truth: b.truth };
}
