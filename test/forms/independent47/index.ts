// Set 47: corrected, amended and stamped paperwork. Seven broker application layouts as they come back after the
// merchant or broker changed them (struck values with initials, correction patches, caret insertions, stamps,
// watermarks, sticky notes, highlighter, an amendment page). The truth is what a careful underwriter takes: see README.
import { scanPdf, OFFICE_SCANNER } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { type Case, makeCase, Rng } from './data.ts';
import { amendmentPage, faxHeader, overlays } from './extras.ts';
import { beaconHarbor, ironwood, northgate, tidewater } from './layouts-a.ts';
import { crescentRidge, keystone, silverline } from './layouts-b.ts';
import { type Plan, makePlan } from './parts.ts';
import { Sheet, type Style } from './sheet.ts';

interface Layout { draw: (s: Sheet, c: Case, p: Plan) => void; maxOwners: number; fixed: (c: Case) => Partial<Plan> }

// Each layout always carries its own marks (`fixed`); the seed adds others (makePlan).
const LAYOUTS: Record<string, Layout> = {
  'Beacon Harbor Capital': { draw: beaconHarbor, maxOwners: 2, fixed: () => ({ amount: 'strike', stamp: 'RECEIVED', highlight: true }) },
  'Tidewater Funding Partners': { draw: tidewater, maxOwners: 2, fixed: () => ({ ein: 'patch', stamp: 'FAXED', watermark: 'DRAFT' }) },
  'Northgate Merchant Services': { draw: northgate, maxOwners: 3, fixed: () => ({ legalCaret: true, stamp: 'COPY', sticky: true }) },
  'Ironwood Business Lending': { draw: ironwood, maxOwners: 3, fixed: (c) => ({ pctFix: c.owners.length > 1 ? 1 : null, amend: 'owner' }) },
  'Silverline Advance Group': { draw: silverline, maxOwners: 2, fixed: () => ({ amend: 'amount', watermark: 'CONFIDENTIAL', start: 'patch' }) },
  'Crescent Ridge Funding': { draw: crescentRidge, maxOwners: 3, fixed: () => ({ nameFix: 0, nameFixKind: 'patch', sticky: true, stamp: 'RECEIVED', highlight: true }) },
  'Keystone Bridge Capital': { draw: keystone, maxOwners: 3, fixed: () => ({ start: 'strike', middleCaret: 0, stamp: 'FAXED', amend: 'amount' }) },
};

export const INDEPENDENT47_LAYOUT_NAMES: readonly string[] = Object.keys(LAYOUTS);

export interface Built { pdf: Uint8Array; truth: TruthApplication; printed: string[]; plan: Plan; case: Case }

/** The flat (unscanned) document with the test's evidence: every truth-bearing text as drawn, and the plan. */
export async function buildIndependent47(layout: string, seed: number, style: Style): Promise<Built> {
  const L = LAYOUTS[layout];
  if (!L) throw new Error(`unknown layout ${layout}`);
  const c = makeCase(layout, seed, L.maxOwners);
  const r = new Rng(`independent47:${layout}:${seed}:${style}`);
  const plan = makePlan(c, r.fork('plan'), L.fixed(c));
  const s = new Sheet(style, r.fork('sheet'));
  L.draw(s, c, plan);
  const last = s.page;
  s.doc.switchToPage(0);
  overlays(s, c, plan, layout);
  s.doc.switchToPage(last - 1);
  amendmentPage(s, c, plan, layout, '#333');
  if (plan.stamp === 'FAXED') for (let i = 0; i < s.page; i++) { s.doc.switchToPage(i); faxHeader(s, c, i + 1, s.page); }
  return { pdf: await s.finish(), truth: s.truth, printed: s.printed, plan, case: c };
}

export async function generateIndependent47(layout: string, seed: number, o: { style: Style; scan: boolean }): Promise<{ pdf: Uint8Array; truth: TruthApplication }> {
  const b = await buildIndependent47(layout, seed, o.style);
  if (!o.scan || o.style === 'fillable') return { pdf: b.pdf, truth: b.truth };
  const scanned = await scanPdf(b.pdf, { ...OFFICE_SCANNER, seed: `independent47:${layout}:${seed}:${o.style}` });
  return { pdf: scanned.pdf, truth: b.truth };
}
