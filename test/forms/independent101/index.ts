// Independent set 101: ordinary ISO (broker) merchant-cash-advance applications from seven fictional brokers, four US
// and three Canadian, with the truth read from what each form prints (see README.md).
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant } from './data.ts';
import { Form, type Mark, type Style } from './form.ts';
import { CA_LAYOUTS } from './layouts-ca.ts';
import { US_LAYOUTS_A } from './layouts-us.ts';
import { US_LAYOUTS_B } from './layouts-us2.ts';
import type { Layout } from './parts.ts';
import { Vals } from './vals.ts';

const LAYOUTS: Layout[] = [...US_LAYOUTS_A, ...US_LAYOUTS_B, ...CA_LAYOUTS];
export const INDEPENDENT101_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Independent101Options { style: Style; scan: boolean }

export interface Independent101Detail {
  pdf: Uint8Array; truth: TruthApplication; layout: string; broker: string; country: 'US' | 'CA';
  /** Printed values that are not the application's (bank, landlord, references, ISO rep, funders, home addresses ...). */
  decoys: { key: string; text: string }[];
  /** Every value text put on the form, truth or not. */
  printed: string[];
  pages: number;
}

/** The form and everything known about it (tests use the extras; the set's interface is generateIndependent101). */
export async function buildIndependent101(layout: string, seed: number, opts: Independent101Options): Promise<Independent101Detail> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown independent101 layout ${layout}`);
  const root = new Rng(`independent101:${layout}:${seed}`);
  const data = root.fork('data');
  const pen = root.fork('pen');
  const look = root.fork('look');
  const scanRng = root.fork('scan');
  const merchant = makeMerchant(data.fork('merchant'), l.country, l.regions, 2026);
  const vals = new Vals(merchant, data.fork('print'));
  const onScreen = opts.style === 'fillable' && opts.scan;
  const f = new Form({
    style: opts.style, onScreen, pen, creator: l.creator, title: `${l.broker} - Application`,
    hand: look.pick(['kalam', 'patrick'] as const), ink: look.pick(['#1a2f8f', '#14206b', '#222222', '#0b3d91']),
    mark: look.pick(['X', 'drawn', 'check'] as const satisfies readonly Mark[]), typedFont: l.typedFont,
  });
  l.draw(f, vals, data.fork('layout'));
  const pages = f.pageCount;
  let pdf = await f.finish();
  const app = f.app;
  if (app.state_region && !app.country) app.country = l.country === 'US' ? 'United States' : 'Canada';
  if (opts.scan) {
    const phone = scanRng.chance(0.35);
    pdf = (await scanPdf(pdf, { ...(phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}:${opts.style}` })).pdf;
  }
  return { pdf, truth: app, layout, broker: l.broker, country: l.country, decoys: f.decoys, printed: f.printed, pages };
}

export async function generateIndependent101(layout: string, seed: number, opts: Independent101Options): Promise<{ pdf: Uint8Array; truth: TruthApplication; layout: string }> {
  const d = await buildIndependent101(layout, seed, opts);
  return { pdf: d.pdf, truth: d.truth, layout: d.layout };
}
