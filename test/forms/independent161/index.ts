// Independent test-data generator, set 161: MCA applications as exported from office software and online form
// builders (a Word table, an Excel sheet print, a Google-Forms-style print, a JotForm-style submission summary).
import type { TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { buildContent, type ContentCfg, type Section } from './content.ts';
import { Sheet, type Placed, type Style } from './draw.ts';
import { makeMerchant, type Country } from './model.ts';
import { truthFrom } from './truth.ts';
import { drawWord } from './word.ts';
import { drawExcel } from './excel.ts';
import { drawGForm } from './gform.ts';
import { drawJot } from './jot.ts';

export type { Placed } from './draw.ts';
export const INDEPENDENT161_LAYOUT_NAMES: readonly string[] = ['word-table', 'excel-sheet', 'google-form', 'jotform-summary'];

interface LayoutDef { broker: string; phone: string; caChance: number; size: [number, number]; creator: string; producer: string;
  cfg: (r: Rng) => ContentCfg; fieldName: (key: string, n: number, kind: 'text' | 'check') => string;
  draw: (sh: Sheet, secs: Section[], look: Rng, brand: { name: string; phone: string; ca: boolean }) => void }

const LAYOUTS: Record<string, LayoutDef> = {
  'word-table': { broker: 'Hollis & Crane Capital Advisors', phone: '(646) 555-0142', caChance: 0.25, size: [612, 792],
    creator: 'Microsoft® Word for Microsoft 365', producer: 'Microsoft® Word for Microsoft 365',
    cfg: (r) => ({ voice: 0, checkboxes: true, taxBox: r.chance(0.4), splitAddress: r.chance(0.5), splitName: false, dateFmts: ['mdy', 'mdyy', 'long'], moneyFmts: ['dollar', 'cents'], termsChance: 0.6 }),
    fieldName: (_k, n, kind) => (kind === 'text' ? `Text${n}` : `Check Box${n}`), draw: drawWord },
  'excel-sheet': { broker: 'Tallyrock Funding Group', phone: '(312) 555-0177', caChance: 0.3, size: [612, 792],
    creator: 'Microsoft® Excel® for Microsoft 365', producer: 'Microsoft® Excel® for Microsoft 365',
    cfg: (r) => ({ voice: 0, checkboxes: false, taxBox: false, splitAddress: r.chance(0.6), splitName: r.chance(0.3), dateFmts: ['mdy', 'mdyy', 'iso'], moneyFmts: ['cents', 'bare', 'commas'], termsChance: 0.7 }),
    fieldName: (k) => `Sheet1_${k.replace(/[^A-Za-z0-9]+/g, '_')}`, draw: drawExcel },
  'google-form': { broker: 'Bramblegate Business Funding', phone: '(416) 555-0190', caChance: 0.5, size: [612, 792],
    creator: 'Google Chrome', producer: 'Skia/PDF m126',
    cfg: (r) => ({ voice: 1, checkboxes: true, taxBox: false, splitAddress: r.chance(0.5), splitName: r.chance(0.7), dateFmts: ['mdy', 'iso', 'long'], moneyFmts: ['dollar', 'bare', 'commas'], termsChance: 0.4 }),
    fieldName: (_k, n) => `entry.${(104729 * n + 1000003) % 1999993}`, draw: drawGForm },
  'jotform-summary': { broker: 'Quillstone Merchant Capital', phone: '(702) 555-0163', caChance: 0.3, size: [612, 792],
    creator: 'JotForm PDF Editor', producer: 'JotForm',
    cfg: (r) => ({ voice: 2, checkboxes: false, taxBox: false, splitAddress: false, splitName: r.chance(0.3), dateFmts: ['mdy', 'long', 'iso', 'dlong'], moneyFmts: ['dollar', 'cents', 'commas'], termsChance: 0.5 }),
    fieldName: (k, n) => `q${n}_${k.replace(/[^A-Za-z0-9]+/g, '')}`, draw: drawJot },
};

export interface Independent161Result { pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: Country; pages: number }

export async function generateIndependent161(layout: string, seed: number, opts: { style: Style; scan?: boolean }): Promise<Independent161Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}`);
  if (!['typed', 'handwritten', 'fillable'].includes(opts.style)) throw new Error(`unknown style ${String(opts.style)}`);
  if (opts.scan && opts.style === 'fillable') throw new Error('a fillable form cannot be scanned');
  const root = new Rng(`independent161:${layout}:${seed}`);
  const country: Country = root.fork('country').chance(def.caChance) ? 'CA' : 'US';
  const merchant = makeMerchant(root.fork('merchant'), country);
  const cr = root.fork('content');
  const secs = buildContent(merchant, cr, def.cfg(cr));
  const sh = new Sheet(opts.style, root.fork(`ink:${opts.style}`), def.size[0], def.size[1],
    { title: `${def.broker} application`, author: def.broker, creator: def.creator, producer: def.producer }, def.fieldName);
  def.draw(sh, secs, root.fork('look'), { name: def.broker, phone: def.phone, ca: country === 'CA' });
  let pdf = await sh.end();
  const truth = truthFrom(sh.placed);
  if (opts.scan) {
    const sr = root.fork('scan');
    pdf = (await scanPdf(pdf, { ...(sr.chance(0.6) ? OFFICE_SCANNER : PHONE_PHOTO), seed: `161:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth, placed: sh.placed, decoys: sh.decoys, broker: def.broker, country, pages: sh.page };
}
