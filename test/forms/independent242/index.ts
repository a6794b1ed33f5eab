// Independent generator of MCA application forms, set 242: spreadsheet-made forms (Excel / Google Sheets templates)
// printed or exported to PDF. See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { emptyApplication, type Decoy, type TruthApplication } from '../generator/truth.ts';
import { Ctx, type Placed, type Style } from './ctx.ts';
import { drawBlueprint } from './layout-blueprint.ts';
import { drawIronbark } from './layout-ironbark.ts';
import { drawLedgerline } from './layout-ledgerline.ts';
import { drawNorthgrid } from './layout-northgrid.ts';
import { makeMerchant, type Merchant } from './model.ts';

export type { Placed } from './ctx.ts';

interface LayoutDef { broker: string; country: 'US' | 'CA'; draw: (c: Ctx, m: Merchant, r: Rng) => void }

const LAYOUTS: Record<string, LayoutDef> = {
  ledgerline_xlsx: { broker: 'LedgerLine Capital', country: 'US', draw: drawLedgerline },
  northgrid_gsheets_ca: { broker: 'Northgrid Funding', country: 'CA', draw: drawNorthgrid },
  blueprint_spill_2p: { broker: 'Blueprint Business Funding', country: 'US', draw: drawBlueprint },
  ironbark_iso_sheet: { broker: 'Ironbark Merchant Funding', country: 'US', draw: drawIronbark },
};

export const INDEPENDENT242_LAYOUT_NAMES: string[] = Object.keys(LAYOUTS);

export interface Independent242Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Decoy[]; broker: string; country: 'US' | 'CA'; pages: number;
}

/** The application exactly as the placed values give it: every field not placed stays null. */
export function truthFrom(placed: Placed[]): { truth: TruthApplication; decoys: Decoy[] } {
  const app = emptyApplication();
  const decoys: Decoy[] = [];
  for (const p of placed) {
    const entries = Object.entries(p.fields);
    if (!entries.length) { decoys.push({ key: p.key, text: p.text, page: p.page, box: p.box, ...(p.acroform_field ? { acroform_field: p.acroform_field } : {}) }); continue; }
    for (const [path, v] of entries) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) {
        const i = Number(a[1]);
        while (app.applicants.length <= i) {
          app.applicants.push({ first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null, tax_id_type: null,
            tax_id_country: null, date_of_birth: null });
        }
        (app.applicants[i] as unknown as Record<string, unknown>)[a[2]!] = v;
      } else {
        const k = path.slice('application.'.length);
        const prev = (app as unknown as Record<string, unknown>)[k];
        if (prev !== null && prev !== undefined && prev !== v) throw new Error(`conflicting truth for ${k}: ${String(prev)} / ${String(v)}`);
        (app as unknown as Record<string, unknown>)[k] = v;
      }
    }
  }
  return { truth: app, decoys };
}

export async function generateIndependent242(layout: string, seed: number,
  o: { style: Style; scan: boolean | 'phone' }): Promise<Independent242Result> {
  const def = LAYOUTS[layout];
  if (!def) throw new Error(`unknown layout ${layout}; known: ${INDEPENDENT242_LAYOUT_NAMES.join(', ')}`);
  if (o.style === 'fillable' && o.scan) throw new Error('a fillable form cannot be scanned: its values live in AcroForm fields');
  const m = makeMerchant(new Rng(`i242:${layout}:${seed}:merchant`), def.country);
  const c = new Ctx(o.style, new Rng(`i242:${layout}:${seed}:${o.style}:draw`), `${def.broker} application`);
  def.draw(c, m, new Rng(`i242:${layout}:${seed}:form`));
  let pdf = await c.finish();
  if (o.scan) pdf = (await scanPdf(pdf, { ...(o.scan === 'phone' ? PHONE_PHOTO : OFFICE_SCANNER), seed: `${layout}:${seed}` })).pdf;
  const { truth, decoys } = truthFrom(c.placed);
  return { pdf, truth, placed: c.placed, decoys, broker: def.broker, country: def.country, pages: c.page };
}
