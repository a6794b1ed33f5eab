// Independent set 29: the ordinary one- or two-page "Merchant Application" PDFs that MCA ISOs and funders publish, from
// seven fictional companies, each with its own look (boxed grids with corner labels, labels over rules, "Label:" lines,
// shaded section bars, owners side by side, checkbox rows, fine print and signature blocks). Typed, handwritten or
// fillable (AcroForm), and scans of the paper. The truth is what the page prints, read by applications.md.
import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type TruthApplicant, type TruthApplication } from '../generator/truth.ts';
import { addZapf } from './acro.ts';
import { makeDeal, type Deal } from './deal.ts';
import { HAND_FONTS, Kit, type Look, type Printed, type Style } from './kit.ts';
import { bluestone } from './l-bluestone.ts';
import { harbor } from './l-harbor.ts';
import { keystone } from './l-keystone.ts';
import { northbridge } from './l-northbridge.ts';
import { pinnacle } from './l-pinnacle.ts';
import { sunrise } from './l-sunrise.ts';
import { liberty } from './l-liberty.ts';

export interface Layout {
  name: string; country: 'US' | 'CA'; maxOwners: number; look: Look; creator: string;
  draw(k: Kit, d: Deal, r: Rng): void;
}

const LAYOUTS: Layout[] = [bluestone, harbor, keystone, pinnacle, northbridge, sunrise, liberty];
export const INDEPENDENT29_LAYOUT_NAMES: readonly string[] = LAYOUTS.map((l) => l.name);

export interface Rendered { pdf: Uint8Array; truth: TruthApplication; printed: Printed[]; decoys: string[]; overflow: string[]; pages: number; deal: Deal }

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application from what the kit printed: every path a printed value gave, nothing else. */
export function truthOf(printed: Printed[]): TruthApplication {
  const app = emptyApplication();
  const seen = new Map<string, string | number>();
  for (const p of printed) {
    for (const [path, v] of Object.entries(p.fields)) {
      if (seen.has(path) && seen.get(path) !== v) throw new Error(`${path} printed as ${String(seen.get(path))} and ${String(v)}`);
      seen.set(path, v);
      const m = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (m) {
        const i = Number(m[1]);
        while (app.applicants.length <= i) app.applicants.push({ ...EMPTY });
        (app.applicants[i] as unknown as Record<string, unknown>)[m[2]!] = v;
      } else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}

async function paper(layout: Layout, d: Deal, r: Rng, style: Style): Promise<{ pdf: Uint8Array; kit: Kit }> {
  const signed = new Date(`${d.signed}T15:${String(r.int(10, 59))}:00Z`);
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, compress: true,
    info: { Title: `${layout.name} Merchant Application`, Creator: layout.creator, Producer: layout.creator, CreationDate: signed, ModDate: signed } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.registerFont('Kalam', HAND_FONTS.Kalam);
  doc.registerFont('Patrick', HAND_FONTS.Patrick);
  // The form's default font is not the fields' one, so each field keeps its own size (not auto-sized).
  if (style === 'fillable') addZapf(doc.font('Times-Roman').initForm());
  const kit = new Kit(doc, style, r.fork('ink'), layout.look);
  layout.draw(kit, d, r.fork('draw'));
  doc.end();
  await done;
  return { pdf: new Uint8Array(Buffer.concat(chunks)), kit };
}

export async function renderIndependent29(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<Rendered> {
  const l = LAYOUTS.find((x) => x.name === layout);
  if (!l) throw new Error(`unknown layout ${layout}`);
  const r = new Rng(`independent29:${layout}:${seed}`);
  const deal = makeDeal(r.fork('deal'), { country: l.country, maxOwners: l.maxOwners });
  const style: Style = o.scan && o.style === 'fillable' ? 'typed' : o.style;
  const { pdf, kit } = await paper(l, deal, r.fork('paper'), style);
  const truth = truthOf(kit.printed);
  const out = { truth, printed: kit.printed, decoys: kit.decoys, overflow: kit.overflow, pages: kit.page, deal };
  if (!o.scan) return { pdf, ...out };
  const scanner = r.chance(0.7) ? OFFICE_SCANNER : PHONE_PHOTO;
  const scanned = await scanPdf(pdf, { ...scanner, seed: `${layout}:${seed}` });
  return { pdf: scanned.pdf, ...out };
}

export async function generateIndependent29(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const { pdf, truth } = await renderIndependent29(layout, seed, o);
  return { pdf, truth };
}
