// Tallgrass Merchant Funding: two portrait pages; the first upright, the second upside down (put back in the feeder
// the wrong way). By seed the second page carries /Rotate 180 (a viewer shows it upright) or nothing (it shows upside
// down until turned). Green rules, labels left of dotted leaders; owners as columns of a table on page 2.
import { money } from './format.ts';
import type { Fill } from './fills.ts';
import type { Ctx, Layout } from './layout.ts';
import { row, scribble, type Look } from './parts.ts';
import type { Frame } from './sheet.ts';

const GREEN = '#2f6b3a';
const LOOK: Look = { place: 'left', font: 'Times-Bold', size: 8.5, color: '#1d1d1d', dotted: true, line: '#555555' };
const L = 48, W = 516;

function part(ctx: Ctx, f: Frame, y: number, roman: string, title: string): number {
  ctx.s.rect(f, L - 4, y - 3, 44, 13, { fill: GREEN });
  ctx.s.text(f, L, y, `PART ${roman}`, { font: 'Helvetica-Bold', size: 8, color: '#ffffff' });
  ctx.s.text(f, L + 48, y, title, { font: 'Helvetica-Bold', size: 9.5, color: GREEN });
  ctx.s.line(f, L + 48, y + 12, L + W, y + 12, 0.8, GREEN);
  return y + 17;
}

function logo(ctx: Ctx, f: Frame): void {
  for (let i = 0; i < 5; i++) ctx.s.polylineFill(f, [[L + i * 7, 62], [L + 3 + i * 7, 30 + (i % 2) * 8], [L + 6 + i * 7, 62]], GREEN);
}

function page1(ctx: Ctx, f: Frame): void {
  const { s, c, fl, rng } = ctx;
  const b = c.business, d = c.decoys;
  logo(ctx, f);
  s.text(f, L + 46, 34, 'TALLGRASS MERCHANT FUNDING', { font: 'Times-Bold', size: 19, color: GREEN });
  s.text(f, L + 46, 55, 'Application for the Purchase of Future Receivables', { font: 'Times-Italic', size: 10 });
  s.text(f, L + W - 100, 36, 'Sheet 1 of 2', { font: 'Times-Roman', size: 8, align: 'right', width: 100 });
  let y = part(ctx, f, 86, 'I', 'THE COMPANY');
  y = row(s, f, LOOK, L, y, W, [{ key: 'tg_legal', label: 'Company legal name', fill: fl.legal() }]);
  y = row(s, f, LOOK, L, y, W, [{ key: 'tg_dba', label: 'Doing business as', fill: fl.dba() }]);
  y = row(s, f, LOOK, L, y, W, [{ key: 'tg_struct', label: 'Business structure', fill: fl.entity() },
    { key: 'tg_ein', label: b.taxType === 'EIN' ? 'Federal EIN' : 'Tax ID no.', fill: fl.taxId() }]);
  y = row(s, f, LOOK, L, y, W, [{ key: 'tg_began', label: 'Business began', fill: fl.start(rng.pick(['long', 'abbr', 'us'] as const)) },
    { key: 'tg_formed', label: 'State where formed', fill: b.incState, decoy: true }]);
  y = row(s, f, LOOK, L, y, W, [{ key: 'tg_ind', label: 'Industry / what the business does', fill: fl.industry() }]);
  y = row(s, f, LOOK, L, y, W, [{ key: 'tg_street', label: 'Business location', fill: b.address.street, decoy: true }]);
  y = row(s, f, LOOK, L, y, W, [{ key: 'tg_city', label: 'City', fill: b.address.city, decoy: true }, { key: 'tg_state', label: 'State', fill: fl.region() },
    { key: 'tg_zip', label: 'ZIP', fill: b.address.postal, decoy: true }], [2, 1, 1]);
  y = row(s, f, LOOK, L, y, W, [{ key: 'tg_phone', label: 'Telephone', fill: b.phone, decoy: true }, { key: 'tg_web', label: 'Web', fill: b.website || b.email, decoy: true }]);
  y = row(s, f, LOOK, L, y, W, [{ key: 'tg_gross', label: 'Gross annual sales', fill: money(b.annualRevenue, 'dollar'), decoy: true },
    { key: 'tg_staff', label: 'Staff', fill: String(b.employees), decoy: true }], [2, 1]);

  y = part(ctx, f, y + 10, 'II', 'FUNDING SOUGHT');
  y = row(s, f, LOOK, L, y, W, [{ key: 'tg_amount', label: 'Funding sought', fill: fl.amount(rng.pick(['dollar', 'plain', 'spaced'] as const)) },
    { key: 'tg_use', label: 'For', fill: c.request.use, decoy: true }]);
  y = row(s, f, LOOK, L, y, W, [{ key: 'tg_pay', label: 'Est. remittance', fill: fl.payment('dollar-cents') }, { key: 'tg_freq', label: 'How often', fill: fl.freq() },
    { key: 'tg_count', label: 'How many', fill: fl.count() }], [1.3, 1.1, 0.8]);

  y = part(ctx, f, y + 10, 'III', 'BANKING AND PRIOR FUNDING');
  y = row(s, f, LOOK, L, y, W, [{ key: 'tg_bank', label: 'Bank', fill: d.bank, decoy: true }, { key: 'tg_rt', label: 'Routing', fill: d.routing, decoy: true },
    { key: 'tg_acct', label: 'Acct', fill: d.account, decoy: true }], [1.6, 1, 1]);
  s.text(f, L, y + 4, 'Advances or loans now open (funder, balance, payment):', { font: 'Times-Italic', size: 8.5 });
  y += 14;
  for (let i = 0; i < 2; i++) {
    const fu = d.funders[i];
    s.line(f, L, y + 14, L + W, y + 14, 0.5, '#555555', 1);
    s.decoy(f, `tg_fu${i}`, L, y + 14, W, fu ? `${fu.name}  \u2014  bal. ${money(fu.balance, 'dollar')}  \u2014  ${money(fu.payment, 'dollar')} ${fu.freq}` : '');
    y += 18;
  }
  s.para(f, L, 730, W, 'Continue on sheet 2: owners, landlord and signatures. Tallgrass Merchant Funding is a broker; approvals are made by funders.',
    { font: 'Times-Italic', size: 8, color: '#444444' });
}

function page2(ctx: Ctx, f: Frame): void {
  const { s, c, fl, rng } = ctx;
  s.text(f, L, 34, 'TALLGRASS MERCHANT FUNDING', { font: 'Times-Bold', size: 13, color: GREEN });
  s.text(f, L + W - 100, 36, 'Sheet 2 of 2', { font: 'Times-Roman', size: 8, align: 'right', width: 100 });
  let y = part(ctx, f, 64, 'IV', 'OWNERS (each owner of 20% or more)');
  const lw = 112, cw = (W - lw) / 3, rh = 24;
  const nameStyle = rng.pick(['first-last', 'full'] as const), dob = rng.pick(['us', 'long'] as const);
  const rows: [string, (i: number) => Fill | string, boolean][] = [
    ['Owner name', (i) => fl.ownerName(i, nameStyle), false], ['Title', (i) => fl.title(i), false], ['Percent owned', (i) => fl.ownership(i), false],
    ['SSN / ITIN', (i) => fl.ownerTax(i), false], ['Date of birth', (i) => fl.dob(i, dob), false], ['FICO (estimate)', (i) => fl.score(i), false],
    ['Home street', (i) => c.owners[i]!.home.street, true], ['City, state, ZIP', (i) => { const h = c.owners[i]!.home; return `${h.city}, ${h.region} ${h.postal}`; }, true],
    ['Phone', (i) => c.owners[i]!.cell, true]];
  for (let j = 0; j < 3; j++) {
    s.rect(f, L + lw + j * cw, y, cw, 16, { fill: '#e3efe5', stroke: GREEN });
    s.text(f, L + lw + j * cw, y + 4, `Owner ${j + 1}`, { font: 'Helvetica-Bold', size: 8, color: GREEN, align: 'center', width: cw });
  }
  y += 16;
  rows.forEach(([label, get, decoy], r) => {
    s.rect(f, L, y, lw, rh, { fill: r % 2 ? '#f4f8f4' : '#ffffff', stroke: GREEN });
    s.text(f, L + 4, y + 8, label, { font: 'Times-Bold', size: 8.5 });
    for (let j = 0; j < 3; j++) {
      s.rect(f, L + lw + j * cw, y, cw, rh, { stroke: GREEN });
      const v = c.owners[j] ? get(j) : '';
      const fill = typeof v === 'string' ? { text: v, vals: {} } : v;
      if (decoy) s.decoy(f, `tg_o${j}r${r}`, L + lw + j * cw + 1, y + rh - 5, cw - 2, fill.text);
      else s.value(f, `tg_o${j}r${r}`, L + lw + j * cw + 1, y + rh - 5, cw - 2, fill.text, fill.vals);
    }
    y += rh;
  });
  y = part(ctx, f, y + 16, 'V', 'PREMISES AND REFERENCES');
  y = row(s, f, LOOK, L, y, W, [{ key: 'tg_ll', label: c.business.owns ? 'Mortgage held by' : 'Landlord', fill: c.decoys.landlord, decoy: true },
    { key: 'tg_llp', label: 'Phone', fill: c.decoys.landlordPhone, decoy: true }, { key: 'tg_rent', label: 'Rent', fill: money(c.business.rent, 'dollar'), decoy: true }], [2, 1.2, 0.9]);
  c.decoys.refs.slice(0, 2).forEach((r, i) => {
    y = row(s, f, LOOK, L, y, W, [{ key: `tg_ref${i}`, label: `Trade reference ${i + 1}`, fill: `${r.name} (${r.contact})`, decoy: true },
      { key: `tg_refp${i}`, label: 'Phone', fill: r.phone, decoy: true }], [2.2, 1]);
  });
  y = part(ctx, f, y + 10, 'VI', 'SIGNATURES');
  y = s.para(f, L, y, W, 'The undersigned, for the business and each for himself or herself, state that everything in this application is true, and authorize ' +
    'Tallgrass Merchant Funding and the funders it works with to check credit, to call the bank, landlord and references listed, and to keep this ' +
    'application whether or not funding is approved. Funding is subject to a funder\u2019s review and a signed purchase agreement.', { font: 'Times-Roman', size: 9 }) + 30;
  c.owners.slice(0, 3).forEach((_, i) => {
    const x = L + i * 175;
    scribble(s, f, x, y, 150, 3 + i * 17 + c.request.amount);
    s.line(f, x, y, x + 160, y, 0.6);
    s.text(f, x, y + 3, `Owner ${i + 1}  \u2022  date`, { font: 'Times-Italic', size: 7.5 });
    s.decoy(f, `tg_sd${i}`, x + 90, y + 18, 70, '1/8/2026');
  });
  s.text(f, L, 760, `Submitted through ${c.decoys.isoCompany} \u2022 rep ${c.decoys.isoName} \u2022 ${c.decoys.isoPhone}`, { font: 'Times-Italic', size: 7.5, color: '#444444' });
}

function draw(ctx: Ctx): void {
  const { s, rng } = ctx;
  s.valueFont = rng.pick(['Courier', 'Times-Roman']);
  s.valueSize = 9.5;
  page1(ctx, s.frame(s.addPage(612, 792), 612, 792, 0));
  // The second sheet went through upside down; a careful clerk may have set /Rotate 180 on it, or not.
  page2(ctx, s.frame(s.addPage(612, 792, rng.chance(0.5) ? 180 : 0), 612, 792, 180));
}

export const TALLGRASS: Layout = { name: 'tallgrass-upside-down', broker: 'Tallgrass Merchant Funding', country: () => 'US', maxOwners: 3,
  soleProp: true, terms: 'always', draw };
