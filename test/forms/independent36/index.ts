// Independent set 36: applications of multi-product small-business lenders and brokers (MCA, term loan, line of
// credit, equipment financing, SBA) with per-owner personal financial statements, a non-owner spouse or co-signer,
// equipment quotes, bank and accountant. generateIndependent36 renders one form and its truth.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { makeMerchant, splitUses, type Merchant } from './data.ts';
import { Form } from './form.ts';
import type { Printed, Style } from './pen.ts';
import { SPECS } from './layouts.ts';
import type { Spec } from './spec.ts';
import { fmtDate } from './spec.ts';
import { business, owner, ownersGrid, request, uses } from './sections.ts';
import { bank, collateral, cosigner, debts, header, pfs, signing } from './extras.ts';

export const INDEPENDENT36_LAYOUT_NAMES: readonly string[] = SPECS.map((s) => s.name);

export interface Rendered { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; merchant: Merchant }

function draw(f: Form, s: Spec, m: Merchant, t: TruthApplication, rng: Rng): void {
  header(f, s, rng.fork('header'));
  const signDate = fmtDate(`2026-${String(rng.int(9, 11)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`, 'us');
  for (const k of s.order) {
    if (k === 'business') business(f, m, s, t);
    else if (k === 'request') request(f, m, s, t);
    else if (k === 'uses') uses(f, m);
    else if (k === 'owners' && s.ownersAs === 'grid') ownersGrid(f, m, s, t);
    else if (k === 'owners') m.owners.forEach((_, i) => owner(f, m, s, t, i));
    else if (k === 'pfs') pfs(f, m, signDate);
    else if (k === 'cosigner') cosigner(f, m, rng.fork('cosigner'));
    else if (k === 'collateral') collateral(f, m);
    else if (k === 'bank') bank(f, m);
    else if (k === 'debts') debts(f, m, rng.fork('debts'));
    else signing(f, m, s, signDate);
    f.gap(rng.int(2, 6));
  }
}

/** The form, its truth and every value it printed (with whether it is a decoy), for the tests. */
export async function renderIndependent36(layout: string, seed: number, style: Style): Promise<Rendered> {
  const s = SPECS.find((x) => x.name === layout);
  if (!s) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent36:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), s.country);
  splitUses(rng.fork('uses'), m);
  const jitter = rng.fork('look');
  const look = { ...s.look, margin: s.look.margin + jitter.int(-4, 4), rowH: s.look.rowH + jitter.int(-1, 2) };
  const f = new Form(style, rng.fork(`pen:${style}`), look, `${s.broker}  ·  ${s.title}`);
  const t = emptyApplication();
  draw(f, s, m, t, rng.fork('draw'));
  return { pdf: await f.pen.finish(), truth: t, printed: f.pen.printed, merchant: m };
}

export async function generateIndependent36(layout: string, seed: number, o: { style: 'typed' | 'handwritten' | 'fillable'; scan: boolean }):
  Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const r = await renderIndependent36(layout, seed, style);
  if (!o.scan) return { pdf: r.pdf, truth: r.truth };
  const scanned = await scanPdf(r.pdf, { ...OFFICE_SCANNER, seed: `${layout}:${seed}` });
  return { pdf: scanned.pdf, truth: r.truth };
}
