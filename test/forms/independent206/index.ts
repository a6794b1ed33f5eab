// Independent generator, set 206: US broker packages where the application sits among other pages (ISO cover sheet,
// typewritten application, continuation page for extra owners, bank or landlord verification). The truth is built
// from what was placed on the page, never from the deal directly, so an unprinted value is null.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplication, type TruthApplicant } from '../generator/truth.ts';
import { type Deal, makeDeal } from './deal.ts';
import { blueHarbor, keystone } from './layouts-a.ts';
import { pinnacle, triState } from './layouts-b.ts';
import { continuation, coverSheet, type Look, verification } from './pages.ts';
import { FONTS, type Placed, Sheet, type Style } from './sheet.ts';

export type { Placed } from './sheet.ts';

interface Layout {
  broker: string;
  valueFont: keyof typeof FONTS;
  look: Look;
  verify: 'bank' | 'landlord';
  draw: (s: Sheet, d: Deal, look: Look, r: Rng) => number;
}

const LAYOUTS: Record<string, Layout> = {
  keystone_grid: { broker: 'KEYSTONE CAPITAL PARTNERS', valueFont: 'mono', look: { dates: 'mdy', money: 'dollar', lastFirst: false }, verify: 'landlord', draw: keystone },
  blue_harbor_leaders: { broker: 'BLUE HARBOR FUNDING GROUP', valueFont: 'liberationMono', look: { dates: 'short', money: 'cents', lastFirst: false }, verify: 'bank', draw: blueHarbor },
  pinnacle_sentences: { broker: 'PINNACLE MERCHANT SERVICES, INC.', valueFont: 'dejavuMono', look: { dates: 'mdy2', money: 'spaced', lastFirst: false }, verify: 'bank', draw: pinnacle },
  tristate_owner_table: { broker: 'TRI-STATE ISO NETWORK', valueFont: 'notoMono', look: { dates: 'long', money: 'bare', lastFirst: false }, verify: 'landlord', draw: triState },
};

export const INDEPENDENT206_LAYOUT_NAMES = Object.keys(LAYOUTS);

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application as the printed values give it: every path set by a placed value, the rest null. */
export function truthFrom(placed: Placed[]): TruthApplication {
  const app = emptyApplication();
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY_APPLICANT });
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
      }
    }
  }
  return app;
}

export interface Generated {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

export async function generateIndependent206(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Generated> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  if (opts.style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned: its values live only in the fields');
  const deal = makeDeal(`${layout}:${seed}`);
  // The layout's own printing choices come from (layout, seed) only: never from the style.
  const r = new Rng(`independent206:${layout}:${seed}`);
  const s = new Sheet(opts.style, `${layout}:${seed}`, l.valueFont, l.broker);
  coverSheet(s, deal, l.look, r.pick(['CEDAR CAPITAL FUNDING', 'STONEBRIDGE ADVANCE', 'MERIDIAN MERCHANT FUNDING']));
  const printed = l.draw(s, deal, l.look, r);
  if (printed < deal.owners.length) continuation(s, deal, printed, l.look, l.broker);
  verification(s, deal, l.look, l.verify);
  let pdf = await s.finish();
  if (opts.scan) {
    const tier = r.chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...tier, seed: `${layout}:${seed}` })).pdf;
  }
  const values = s.placed.filter((p) => Object.keys(p.fields).length > 0);
  const decoys = s.placed.filter((p) => Object.keys(p.fields).length === 0 && p.text);
  return { pdf, truth: truthFrom(values), placed: values, decoys, broker: l.broker, country: 'US', pages: s.page };
}
