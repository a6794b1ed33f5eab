// Independent test-data generator, set 167: quick applications and text-like submissions (a one-page quick app, a
// printed submission e-mail, a monospaced plain-text export, a CRM deal card), each typed, handwritten or fillable,
// optionally scanned. The truth is what applications.md's rules read from what was printed, null for the rest.
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { Rng } from '../../statements/generator/prng.ts';
import { OFFICE_SCANNER, PHONE_PHOTO, scanPdf } from '../../statements/scan/scan.ts';
import { makeModel, type Model } from './model.ts';
import { Pen, type Placed, type Style } from './pen.ts';
import { drawQuick, QUICK_BROKER } from './quick.ts';
import { drawEmail, EMAIL_BROKER } from './email.ts';
import { drawExport, EXPORT_BROKER } from './export.ts';
import { drawCard, CARD_BROKER } from './card.ts';

export type { Placed, Style } from './pen.ts';

interface LayoutDef { broker: string; caChance: number; maxOwners: number; title: string; draw: (pen: Pen, m: Model, r: Rng) => void }
const LAYOUTS: Record<string, LayoutDef> = {
  'quick-app': { broker: QUICK_BROKER, caChance: 0.3, maxOwners: 2, title: 'Quick App', draw: drawQuick },
  'email-printout': { broker: EMAIL_BROKER, caChance: 0.25, maxOwners: 4, title: 'Harborline Mail - Inbox', draw: drawEmail },
  'text-export': { broker: EXPORT_BROKER, caChance: 0.3, maxOwners: 4, title: 'application-export.txt', draw: drawExport },
  'deal-card': { broker: CARD_BROKER, caChance: 0.25, maxOwners: 4, title: 'Deal card', draw: drawCard },
};

export const INDEPENDENT167_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);
const STYLES: readonly Style[] = ['typed', 'handwritten', 'fillable'];

export interface Independent167Result {
  pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number;
}

const EMPTY_APPLICANT: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null,
  tax_id: null, tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application the placed values give: every path a placed value carries, null everywhere else. */
export function truthFromPlaced(placed: readonly Placed[]): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null,
    requested_payment: null, number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: [] };
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

export async function generateIndependent167(layout: string, seed: number,
  opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }): Promise<Independent167Result> {
  const def = LAYOUTS[layout];
  if (!def || !Object.hasOwn(LAYOUTS, layout)) throw new Error(`independent167: unknown layout '${layout}'`);
  if (!STYLES.includes(opts.style)) throw new Error(`independent167: unknown style '${String(opts.style)}'`);
  if (opts.scan && opts.style === 'fillable') throw new Error('independent167: a fillable form cannot be scanned (its values live in fields)');
  // Separate streams: the merchant and the layout's choices never depend on the style, so every style has one truth.
  const root = new Rng(`independent167:${layout}:${seed}`);
  const content = root.fork('merchant'), choices = root.fork('layout'), jitter = root.fork('style'), scanner = root.fork('scan');
  const model = makeModel(content, { caChance: def.caChance, maxOwners: def.maxOwners });
  const pen = new Pen(opts.style, jitter, { title: def.title, producer: def.broker });
  def.draw(pen, model, choices);
  let pdf = await pen.finish();
  if (opts.scan) {
    const preset = scanner.chance(0.5) ? OFFICE_SCANNER : PHONE_PHOTO;
    pdf = (await scanPdf(pdf, { ...preset, seed: `independent167:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFromPlaced(pen.placed), placed: pen.placed, decoys: pen.decoys, broker: def.broker, country: model.country, pages: pen.page };
}
