// Set 189: small regional brokers' forms (two Canadian, two US) with unusual field orders: the funding request first,
// the owners before the business, the tax number and start date in a footer-like strip, vertical checkbox columns and a
// 'For office use' column that repeats some values (decoys). See README.md.
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import type { TruthApplicant, TruthApplication } from '../generator/truth.ts';
import { makeMerchant, type Country, type Merchant } from './merchant.ts';
import { business, office, others, owners, request, signatures, strip, STRIP_Y } from './sections.ts';
import { PAGE_H, PAGE_W, Sheet, type Placed, type Style } from './sheet.ts';

export type { Placed } from './sheet.ts';

interface Layout { broker: string; country: Country; city: string; pages: 1 | 2; maxOwners: number; lastFirst: boolean; color: string }

const LAYOUTS: Record<string, Layout> = {
  'maple-bridge': { broker: 'Maple Bridge Capital', country: 'CA', city: 'Hamilton, ON', pages: 1, maxOwners: 2, lastFirst: false, color: '#7a1f1f' },
  'prairie-gate': { broker: 'Prairie Gate Funding Corp.', country: 'CA', city: 'Regina, SK', pages: 2, maxOwners: 4, lastFirst: true, color: '#3d5a1e' },
  'gulf-coast': { broker: 'Gulf Coast Merchant Partners', country: 'US', city: 'Mobile, AL', pages: 1, maxOwners: 3, lastFirst: false, color: '#0f4c6e' },
  'blue-ridge': { broker: 'Blue Ridge Business Funding', country: 'US', city: 'Roanoke, VA', pages: 2, maxOwners: 4, lastFirst: false, color: '#2b3a67' },
};

export const INDEPENDENT189_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

const CONSENT_CA = 'By signing, each undersigned authorizes the broker and its funding partners to collect, use and disclose personal information, ' +
  'including credit reports from Equifax and TransUnion, for the purpose of evaluating this request, in accordance with PIPEDA. The undersigned ' +
  'certifies that the information above is true and complete and that this is a sale of future receivables, not a loan.';
const CONSENT_US = 'Each of the above-signed (the "Merchant" and its principals) authorizes the broker, its assigns and any funding source to ' +
  'obtain consumer and business credit reports and to verify the information provided, and certifies that it is true and correct. ' +
  'This application is not a commitment to fund.';

function header(sh: Sheet, l: Layout, x: number, w: number, page: number, pages: number): void {
  sh.doc.rect(0, 0, PAGE_W, 6).fill(l.color);
  sh.text(l.broker.toUpperCase(), x, 18, 15, 'Helvetica-Bold');
  sh.text(`${l.city}  |  ${l.country === 'CA' ? 'Merchant Funding Application / Demande de financement' : 'Merchant Cash Advance Application'}`, x, 37, 7.5);
  sh.text(`Page ${page} of ${pages}`, x + w - 40, 22, 7);
}

export async function generateIndependent189(layout: string, seed: number, opts: { style: 'typed' | 'handwritten' | 'fillable'; scan?: boolean }):
  Promise<{ pdf: Uint8Array; truth: TruthApplication; placed: Placed[]; decoys: Placed[]; broker: string; country: 'US' | 'CA'; pages: number }> {
  const l = LAYOUTS[layout];
  if (!l) throw new Error(`unknown layout ${layout}`);
  const style: Style = opts.style;
  if (!['typed', 'handwritten', 'fillable'].includes(style)) throw new Error(`unknown style ${String(style)}`);
  if (style === 'fillable' && opts.scan) throw new Error('a fillable form cannot be scanned');
  const rng = new Rng(`independent189:${layout}:${seed}`);
  const m = makeMerchant(rng.fork('merchant'), l.country, l.maxOwners, l.lastFirst);
  // The layout's small choices come from the seed, never from the style, so all styles print the same values.
  const c = rng.fork('choices');
  const ch = { terms: l.pages === 2 ? c.chance(0.75) : layout === 'gulf-coast' && c.chance(0.5), score: c.chance(0.5), pctSign: c.chance(0.7),
    boxes: layout === 'prairie-gate' ? c.chance(0.3) : layout === 'blue-ridge' ? c.chance(0.5) : true, yearsOnly: c.chance(0.2),
    refs: c.chance(0.5), advances: c.chance(0.6), officeSeed: c.fork('office') };
  const sh = new Sheet(style, new Rng(`independent189:${layout}:${seed}:${style}:pen`), `${l.broker} application`, l.broker);
  const x = 30, officeW = 104, w = PAGE_W - 60 - officeW - 8;
  const ox = PAGE_W - 30 - officeW;
  const pages = l.pages;
  const ownersAll = m.owners.map((_, i) => i);
  const ownerLabel = l.country === 'CA' ? 'Owner / Principal' : 'Owner';
  const consent = l.country === 'CA' ? CONSENT_CA : CONSENT_US;

  sh.addPage();
  header(sh, l, x, w + officeW + 8, 1, pages);
  let y = 56;
  y = request(sh, m, { terms: ch.terms, title: 'A. FUNDING REQUEST' }, x, y, w);
  sh.bar(l.country === 'CA' ? 'B. OWNERS / PRINCIPALS (all owners of 20% or more)' : 'B. OWNERSHIP INFORMATION', x, y, w);
  y += 16;
  if (pages === 1) {
    y = owners(sh, m, ownersAll, { score: ch.score, compact: layout === 'gulf-coast', pctSign: ch.pctSign, label: ownerLabel }, x, y, w);
    y = business(sh, m, { boxes: ch.boxes, title: 'C. BUSINESS INFORMATION' }, x, y, w);
    y = others(sh, m, { refs: false, advances: ch.advances }, x, y, w);
    signatures(sh, m, consent, x, y, w);
    strip(sh, m, ch.yearsOnly, x, STRIP_Y, w);
    office(sh, m, ch.officeSeed, ox, 56, officeW, PAGE_H - 80);
  } else if (layout === 'prairie-gate') {
    // Every owner on page 1, the business on page 2 with the strip at its foot.
    y = owners(sh, m, ownersAll, { score: ch.score, compact: false, pctSign: ch.pctSign, label: ownerLabel }, x, y, w);
    office(sh, m, ch.officeSeed, ox, 56, officeW, Math.max(y, 400));
    sh.addPage();
    header(sh, l, x, w + officeW + 8, 2, pages);
    const fw = PAGE_W - 60;
    y = business(sh, m, { boxes: ch.boxes, title: 'C. BUSINESS INFORMATION' }, x, 56, fw);
    y = others(sh, m, { refs: ch.refs, advances: ch.advances }, x, y, fw);
    signatures(sh, m, consent, x, y, fw);
    strip(sh, m, ch.yearsOnly, x, STRIP_Y, fw);
  } else {
    // Two owners on page 1, the strip at its foot; further owners and the business on page 2.
    y = owners(sh, m, ownersAll.slice(0, 2), { score: ch.score, compact: false, pctSign: ch.pctSign, label: ownerLabel }, x, y, w);
    if (m.owners.length > 2) sh.text('Additional owners: see page 2', x, y, 7, 'Helvetica-Oblique');
    strip(sh, m, ch.yearsOnly, x, STRIP_Y, w);
    office(sh, m, ch.officeSeed, ox, 56, officeW, PAGE_H - 80);
    sh.addPage();
    header(sh, l, x, w + officeW + 8, 2, pages);
    const fw = PAGE_W - 60;
    y = 56;
    if (m.owners.length > 2) {
      sh.bar('B. OWNERSHIP (continued)', x, y, fw);
      y = owners(sh, m, ownersAll.slice(2), { score: ch.score, compact: false, pctSign: ch.pctSign, label: ownerLabel }, x, y + 16, fw);
    }
    y = business(sh, m, { boxes: ch.boxes, title: 'C. BUSINESS INFORMATION' }, x, y, fw);
    y = others(sh, m, { refs: ch.refs, advances: ch.advances }, x, y, fw);
    signatures(sh, m, consent, x, y, fw);
  }
  let pdf = await sh.end();
  if (opts.scan) {
    const base = seed % 3 === 2 ? PHONE_PHOTO : OFFICE_SCANNER;
    pdf = (await scanPdf(pdf, { ...base, seed: `independent189:${layout}:${seed}` })).pdf;
  }
  return { pdf, truth: truthFrom(sh.placed, m), placed: sh.placed, decoys: sh.decoys, broker: l.broker, country: l.country, pages };
}

const EMPTY: TruthApplicant = { first_name: null, last_name: null, role: null, ownership: null, credit_score: null, tax_id: null,
  tax_id_type: null, tax_id_country: null, date_of_birth: null };

/** The application exactly as printed: only values some placed item gives are non-null. */
function truthFrom(placed: Placed[], m: Merchant): TruthApplication {
  const app: TruthApplication = { trade_name: null, legal_name: null, type_of_entity: null, industry: null, business_tax_id: null,
    business_tax_id_country: null, business_tax_id_type: null, state_region: null, country: null, requested_amount: null, requested_payment: null,
    number_of_payments: null, payment_frequency: null, business_start_date: null, applicants: m.owners.map(() => ({ ...EMPTY })) };
  for (const p of placed) {
    for (const [path, v] of Object.entries(p.fields)) {
      const a = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
      if (a) (app.applicants[Number(a[1])] as unknown as Record<string, unknown>)[a[2]!] = v;
      else (app as unknown as Record<string, unknown>)[path.slice('application.'.length)] = v;
    }
  }
  return app;
}
