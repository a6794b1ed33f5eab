// Independent set 106: branded merchant application forms of seven fictional small US and Canadian ISOs (2026 look:
// coloured header band, section bars, tinted boxes with small grey capital labels, Owner 1 / Owner 2 blocks, a
// "Business Ownership" page two). The truth is built from what was printed (form.ts records each value's truth paths),
// so a value a layout does not print stays null. See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication } from '../generator/truth.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Form } from './form.ts';
import type { Placement, Style } from './form.ts';
import { makeMerchant } from './data.ts';
import type { Merchant } from './data.ts';
import { bluebonnet, harborline, summitpeak } from './layouts-us-a.ts';
import type { Layout } from './layouts-us-a.ts';
import { goldengate, lakeshore } from './layouts-us-b.ts';
import { maplecrest, northshore } from './layouts-ca.ts';

const LAYOUTS: Record<string, Layout> = { harborline, summitpeak, bluebonnet, goldengate, lakeshore, maplecrest, northshore };
export const INDEPENDENT106_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent106Options { style: Style; scan: boolean }
export interface Independent106Result {
  pdf: Uint8Array; truth: TruthApplication; layout: string;
  /** Every value drawn, with the truth paths it gives (none for decoys and neutral values). */
  placements: Placement[]; broker: string; country: 'US' | 'CA'; merchant: Merchant;
}

function emptyApplicant(): TruthApplicant {
  return { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
    tax_id_country: null, date_of_birth: null };
}

/** The application as the printed values give it. */
export function truthFrom(placements: Placement[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placements) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push(emptyApplicant());
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

export async function generateIndependent106(layout: string, seed: number, opts: Independent106Options): Promise<Independent106Result> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`independent106: unknown layout ${layout}`);
  const root = new Rng(`independent106:${layout}:${seed}`);
  const data = root.fork('data'), print = root.fork('print'), pen = root.fork('pen'), scanRng = root.fork('scan');
  const merchant = makeMerchant(data, L.country);
  const form = new Form(L.theme, opts.style, opts.scan, pen, `${L.broker} - Merchant Application`);
  L.draw(form, merchant, print);
  let pdf = await form.end();
  if (opts.scan) {
    const base = scanRng.chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...base, seed: `independent106:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(form.placements), layout, placements: form.placements, broker: L.broker, country: L.country, merchant };
}
