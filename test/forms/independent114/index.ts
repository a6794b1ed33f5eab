import PDFDocument from 'pdfkit';
import { Rng } from '../../statements/generator/prng.ts';
import { scanPdf, OFFICE_SCANNER, PHONE_PHOTO } from '../../statements/scan/scan.ts';
import type { TruthApplication } from '../generator/truth.ts';
import { makeMerchant, truthOf, money, type Merchant } from './model.ts';
import { ontarioCells, ontarioTruth } from './ontario.ts';

export type Style = 'typed' | 'handwritten' | 'fillable';
export interface Printed { key: string; text: string; page: number; field?: string }
export interface Generated {
  pdf: Uint8Array; truth: TruthApplication; layout: string; broker: string; country: 'US' | 'CA'; style: string; scan: boolean;
  printed: Printed[]; decoys: string[]; pages: number;
}

export const INDEPENDENT114_LAYOUT_NAMES: readonly string[] = ['gulf-landscape', 'northshore-transposed'];
const PEN = '/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf';

interface Ctx { doc: PDFKit.PDFDocument; rng: Rng; style: Style; printed: Printed[]; page: number; n: number }

function value(c: Ctx, key: string, text: string, x: number, y: number, w: number): void {
  c.printed.push({ key, text, page: c.page, field: c.style === 'fillable' ? `f${c.n}` : undefined });
  if (c.style === 'fillable') {
    c.doc.formText(`f${c.n++}`, x, y - 2, w, 11, { value: text, fontSize: 8 });
  } else if (c.style === 'handwritten') {
    c.doc.save().font(PEN).fontSize(10).fillColor(c.rng.pick(['#1a2a8a', '#111111']))
      .rotate(c.rng.float(-2, 2), { origin: [x, y] }).text(text, x + c.rng.float(-1, 1), y - 2 + c.rng.float(-1, 1), { lineBreak: false });
    c.doc.restore();
  } else {
    c.doc.font('Helvetica').fontSize(8).fillColor('black').text(text, x, y, { lineBreak: false });
  }
}

function field(c: Ctx, label: string, key: string, text: string, x: number, y: number, w: number): void {
  c.doc.font('Helvetica-Bold').fontSize(6).fillColor('black').text(label, x, y - 7, { lineBreak: false });
  c.doc.moveTo(x, y + 9).lineTo(x + w, y + 9).lineWidth(0.4).stroke();
  value(c, key, text, x + 2, y, w - 4);
}

function gulfLandscape(c: Ctx, m: Merchant): string[] {
  const d = c.doc;
  d.font('Helvetica-Bold').fontSize(14).text('GULF COAST FUNDING PARTNERS', 36, 30, { lineBreak: false });
  d.font('Helvetica').fontSize(7).text('Broker: 4410 Westheimer Rd, Houston TX 77027 | (713) 555-0190 | TX Lic. #BR-20931', 36, 48, { lineBreak: false });
  const cols = [36, 282, 528];
  const w = 228;
  let y = 80;
  const col = (i: number, title: string): void => { y = 80; d.font('Helvetica-Bold').fontSize(9).text(title, cols[i] ?? 36, y - 14, { lineBreak: false }); };
  col(0, 'SECTION A - BUSINESS');
  const x0 = cols[0] ?? 36;
  const rows: [string, string, string][] = [
    ['Legal Business Name', 'legal_name', m.legal], ['DBA', 'trade_name', m.dba ?? ''], ['Entity Type', 'type_of_entity', m.entityText],
    ['Federal Tax ID (EIN)', 'business_tax_id', m.ein], ['Business Start Date', 'business_start_date', m.start],
    ['State of Incorporation', 'decoy', m.incState], ['Street Address', 'address', m.street], ['City / State / Zip', 'state_region', `${m.city}, ${m.state} ${m.zip}`],
    ['Business Phone', 'phone', m.phone], ['Type of Business', 'industry', m.industryText],
  ];
  for (const [l, k, t] of rows) { if (t) field(c, l, k, t, x0, y, w); y += 26; }
  col(1, 'SECTION B - FUNDING / BANK');
  const x1 = cols[1] ?? 282;
  const rows2: [string, string, string][] = [
    ['Amount Requested', 'requested_amount', money(m.amount)], ['Bank Routing #', 'decoy', m.routing], ['Bank Account #', 'decoy', m.account],
    ['Landlord', 'decoy', m.landlord], ['Trade Reference', 'decoy', m.reference], ['Existing Funder', 'decoy', m.funder],
    ['Balance', 'decoy', m.funderBalance], ['Referred By (ISO Rep)', 'decoy', m.iso],
  ];
  for (const [l, k, t] of rows2) { field(c, l, k, t, x1, y, w); y += 26; }
  col(2, 'SECTION C - OWNERS');
  const x2 = cols[2] ?? 528;
  m.owners.forEach((o, i) => {
    const name = [o.first, o.middle, o.last].filter(Boolean).join(' ');
    field(c, `Owner ${i + 1} Name`, `applicants[${i}].name`, name, x2, y, 140);
    field(c, 'Title', `applicants[${i}].role`, o.title, x2 + 146, y, 82); y += 24;
    field(c, '% Own', `applicants[${i}].ownership`, `${o.pct}%`, x2, y, 40);
    field(c, 'SSN', `applicants[${i}].tax_id`, o.ssn, x2 + 46, y, 80);
    field(c, 'DOB', `applicants[${i}].date_of_birth`, o.dob, x2 + 132, y, 96); y += 24;
    field(c, 'Home Address', 'decoy', o.home, x2, y, w); y += 30;
  });
  d.font('Helvetica').fontSize(6).text('Gulf Coast Funding Partners, 4410 Westheimer Rd, Houston TX - (713) 555-0190 - Lic. BR-20931', 36, 580, { lineBreak: false });
  return [m.incState, m.routing, m.account, m.landlord, m.reference, m.funder, m.funderBalance, m.iso, ...m.owners.map((o) => o.home),
    'Gulf Coast Funding Partners', '(713) 555-0190', 'BR-20931'];
}

export async function generateIndependent114(layout: string, seed: number, opts: { style: Style; scan: boolean }): Promise<Generated> {
  if (!INDEPENDENT114_LAYOUT_NAMES.includes(layout)) throw new Error(`unknown layout ${layout}`);
  const rng = new Rng(`independent114:${layout}:${seed}:${opts.style}`);
  const m = makeMerchant(rng);
  const ca = layout === 'northshore-transposed';
  const rotated = ca && opts.style !== 'fillable' && seed % 2 === 1;
  const doc = new PDFDocument({ size: ca && !rotated ? [612, 792] : [792, 612], margin: 0, autoFirstPage: true, info: { CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((r) => doc.on('end', () => r()));
  if (opts.style === 'fillable') doc.initForm();
  const c: Ctx = { doc, rng, style: opts.style, printed: [], page: 1, n: 0 };
  let decoys: string[];
  let truth = truthOf(m);
  if (ca) {
    if (rotated) {
      (doc.page.dictionary as unknown as { data: Record<string, unknown> }).data['Rotate'] = 90;
      doc.transform(0, -1, 1, 0, 0, 612);
    }
    const prov = rng.pick(['ON', 'QC', 'BC', 'AB']);
    const bn = `${rng.int(100000000, 999999999)}RC0001`;
    const sins = m.owners.map(() => `${rng.int(100, 899)} ${rng.digits(3)} ${rng.digits(3)}`);
    doc.font('Helvetica-Bold').fontSize(13).text('NORTHSHORE CAPITAL BROKERS - BUSINESS FINANCING APPLICATION', 40, 40, { lineBreak: false });
    doc.font('Helvetica').fontSize(7).text('200 Bay St, Toronto ON M5J 2J2 | (416) 555-0143 | FSRA Lic. 13277', 40, 58, { lineBreak: false });
    const r = ontarioCells(m, bn, prov, sins);
    for (const cell of r.cells) field(c, cell.label, cell.key, cell.text, cell.x, cell.y, cell.w);
    doc.font('Helvetica').fontSize(6).text('PIPEDA consent: the applicant consents to the collection of personal information. Northshore Capital Brokers.', 40, 750, { lineBreak: false });
    decoys = r.decoys;
    truth = ontarioTruth(truth, m, bn, prov, sins);
  } else decoys = gulfLandscape(c, m);
  doc.end();
  await done;
  let pdf: Uint8Array = new Uint8Array(Buffer.concat(chunks));
  if (opts.scan) pdf = (await scanPdf(pdf, rng.chance(0.3) ? PHONE_PHOTO : OFFICE_SCANNER)).pdf;
  return { pdf, truth, layout, broker: ca ? 'Northshore Capital Brokers' : 'Gulf Coast Funding Partners', country: ca ? 'CA' : 'US', style: opts.style, scan: opts.scan,
    printed: c.printed, decoys, pages: 1 };
}
