// Independent set 115: submission packets, what a broker (ISO) forwards to a funder: the merchant's application
// with the broker's own pages around it (cover sheet, e-mail printout, signed consent). The truth is only what the
// application itself gives by applications.md; the broker's pages are decoys.
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { merchant, type Country, type Merchant } from './data.ts';
import { truthOf, type Broker, type Shows } from './pages.ts';
import { Pen, type PrintedValue, type Style } from './pen.ts';
import { KEYSTONE, keystone } from './keystone.ts';
import { BAYLINE, bayline } from './bayline.ts';
import { NORTHERN, northern } from './northern.ts';
import { LONESTAR, lonestar } from './lonestar.ts';
import { CASCADE, cascade } from './cascade.ts';

interface Layout { broker: Broker; payments: boolean; draw(pen: Pen, m: Merchant, rng: Rng): Shows }

const LAYOUTS: Record<string, Layout> = {
  'keystone-cover-grid': { broker: KEYSTONE, payments: false, draw: keystone },
  'bayline-email-rows': { broker: BAYLINE, payments: true, draw: bayline },
  'northern-ca-cover-last': { broker: NORTHERN, payments: false, draw: northern },
  'lonestar-four-page': { broker: LONESTAR, payments: true, draw: lonestar },
  'cascade-ca-email-rows': { broker: CASCADE, payments: true, draw: cascade },
};

export const INDEPENDENT115_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Independent115Doc {
  pdf: Uint8Array; truth: TruthApplication; layout: string; broker: string; country: Country; style: string; scan: boolean;
  printed: PrintedValue[]; decoys: string[]; pages: number;
}

export async function generateIndependent115(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Independent115Doc> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent115:${layout}:${seed}`);
  const m = merchant(rng.fork('merchant'), l.broker.country, { payments: l.payments });
  const pen = new Pen(opts.style, rng.fork(`pen:${opts.style}`), opts.scan);
  const shows = l.draw(pen, m, rng.fork('layout'));
  let pdf = await pen.finish();
  if (opts.scan) {
    const phone = rng.fork('scan').chance(0.3);
    pdf = (await scanPdf(pdf, { ...(phone ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  }
  const decoys = [...new Set(pen.decoys)];
  return { pdf, truth: truthOf(m, shows), layout, broker: l.broker.name, country: l.broker.country, style: opts.style, scan: opts.scan,
    printed: pen.printed, decoys, pages: pen.page };
}
