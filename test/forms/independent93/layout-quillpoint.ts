// Quillpoint Funding Group: a Word document turned into a fillable PDF by a cheap converter. Serif headings, labels to
// the left of underlined blanks, the request first, a principals table. Fillable: generic names in page order (Text1,
// Text2 ..., Check Box1, Group1, Group2) with a tooltip naming only some of them, radio export values Choice1..ChoiceN
// (a frequency group may be left Off), money fields holding bare numbers under a JavaScript format action, and no
// appearance streams for text (NeedAppearances).
import { cityLine, dbaText, entityPick, entityT, type Ctx, type Layout, bizT } from './common.ts';
import { date, einText, fullName, money, ownerT, personalId, ssnText } from './format.ts';
import { box, label, para, rule } from './ink.ts';
import { industryOf } from './reference.ts';
import type { Patch, TextSlot } from './sheet.ts';

const ENTITIES = ['Corporation', 'LLC', 'Partnership', 'Sole Proprietor', 'Non-Profit', 'Other'] as const;
const FREQS = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-weekly', 'biweekly'], ['Monthly', 'monthly']] as const;
const MONEY_FMT = 'AFNumber_Format(2, 0, 0, 0, "$", true);';

class Names {
  private text = 0;
  private check = 0;
  t(): string { return `Text${++this.text}`; }
  c(): string { return `Check Box${++this.check}`; }
}

function line(c: Ctx, n: Names, text: string, x: number, y: number, lw: number, w: number, slot: Omit<TextSlot, 'x' | 'y' | 'w' | 'h' | 'name'>, tip = false): void {
  label(c.doc, text, x, y + 4, { size: 9, font: 'Times-Roman', color: '#111111' });
  rule(c.doc, x + lw, x + lw + w, y + 15, '#222222', 0.5);
  c.sheet.text({ ...slot, name: n.t(), x: x + lw, y, w, h: 15, ...(tip ? { tip: text.replace(/:$/, '') } : {}) });
}

function heading(c: Ctx, text: string, y: number): void {
  label(c.doc, text, 40, y, { size: 11, font: 'Times-Bold', color: '#2d1b4e' });
  rule(c.doc, 40, 572, y + 14, '#2d1b4e', 0.8);
}

function funding(c: Ctx, n: Names, y: number): void {
  const { m, sheet, rng } = c;
  heading(c, 'Section A - Funding Request', y);
  const fillable = sheet.live;
  const amt = (v: number) => (fillable ? v.toFixed(2) : money(v, 'cents'));
  line(c, n, 'Requested Funding Amount:', 40, y + 20, 140, 130, { value: amt(m.req.amount), t: bizT.amount(m), format: MONEY_FMT }, true);
  line(c, n, 'Est. Payment:', 330, y + 20, 70, 100, { value: m.req.payment === null ? '' : amt(m.req.payment), t: bizT.payment(m), format: MONEY_FMT });
  line(c, n, 'Term (No. of Payments):', 40, y + 40, 140, 60, { value: m.req.count === null ? '' : String(m.req.count), t: bizT.count(m) });
  label(c.doc, 'Remittance:', 250, y + 44, { size: 9, font: 'Times-Roman' });
  const kids = FREQS.map(([lab], i) => ({ x: 306 + i * 66, y: y + 43, s: 9, exp: `Choice${i + 1}`, label: lab }));
  kids.forEach((k) => label(c.doc, k.label, k.x + 12, k.y, { size: 9, font: 'Times-Roman' }));
  const left = rng.chance(0.15);
  const i = FREQS.findIndex((f) => f[1] === m.req.freq);
  sheet.radio({ name: 'Group2', kids, selected: i < 0 || left ? null : `Choice${i + 1}`, t: left ? {} : bizT.freq(m) });
  line(c, n, 'Purpose of Funds:', 40, y + 60, 140, 392, { value: m.req.use });
}

function business(c: Ctx, n: Names, y: number): void {
  const { m, sheet, rng } = c;
  heading(c, 'Section B - Business Information', y);
  const dba = dbaText(c);
  line(c, n, 'Legal Name of Business:', 40, y + 20, 140, 392, { value: m.biz.legal, t: bizT.legal(m) }, true);
  line(c, n, 'D/B/A:', 40, y + 40, 140, 392, { value: dba.text, t: dba.t });
  const id = m.biz.taxIdType === 'EIN' ? einText(m.biz.taxId) : ssnText(m.biz.taxId);
  line(c, n, 'Federal Tax ID / SSN:', 40, y + 60, 140, 130, { value: id, t: bizT.taxId(m) }, true);
  const fmt = rng.pick(['long', 'mdy2', 'mdy'] as const);
  line(c, n, 'Date Business Started:', 320, y + 60, 112, 140, { value: date(m.biz.start, fmt), t: bizT.start(m) });
  label(c.doc, 'Type of Entity:', 40, y + 84, { size: 9, font: 'Times-Roman' });
  const pick = entityPick(m, ENTITIES);
  const kids = ENTITIES.map((lab, i) => ({ x: 120 + i * 76, y: y + 83, s: 9, exp: `Choice${i + 1}`, label: lab }));
  kids.forEach((k) => label(c.doc, k.label, k.x + 12, k.y, { size: 8.5, font: 'Times-Roman' }));
  const chosen = ENTITIES[pick.index]!;
  sheet.radio({ name: 'Group1', kids, selected: `Choice${pick.index + 1}`, t: pick.other ? {} : entityT(chosen, m), square: true });
  line(c, n, 'If Other, specify:', 40, y + 100, 140, 150, { value: pick.other, t: pick.other ? entityT(pick.other, m) : {} });
  line(c, n, 'Nature of Business:', 40, y + 120, 140, 392, { value: m.biz.trade.desc, t: { industry: industryOf(m.biz.trade.desc) } }, true);
  line(c, n, 'Business Address:', 40, y + 140, 140, 392, { value: m.biz.addr.street });
  line(c, n, 'City, State, Zip:', 40, y + 160, 140, 392, { value: cityLine(m.biz.addr), t: bizT.state(m) });
  line(c, n, 'Business Phone:', 40, y + 180, 140, 130, { value: m.biz.phone, decoy: 'business_phone' });
  line(c, n, 'Email:', 320, y + 180, 112, 140, { value: m.biz.email, decoy: 'email' });
  const home = sheet.live ? n.c() : 'home';
  sheet.check({ name: home, x: 40, y: y + 203, s: 9, on: rng.chance(0.2), onState: 'On', label: 'Home-based business', decoy: 'home_based' });
  label(c.doc, 'Business is home-based', 54, y + 203, { size: 8.5, font: 'Times-Roman' });
  sheet.check({ name: sheet.live ? n.c() : 'rent', x: 200, y: y + 203, s: 9, on: m.biz.rent, onState: 'On', label: 'Leases location', decoy: 'rents' });
  label(c.doc, 'Business leases its location', 214, y + 203, { size: 8.5, font: 'Times-Roman' });
}

function principals(c: Ctx, n: Names, y: number): void {
  const { m, sheet } = c;
  heading(c, 'Section C - Principals (all owners of 20% or more)', y);
  const cols = [['Name', 150], ['Title', 86], ['Own %', 40], ['SSN', 84], ['Date of Birth', 72], ['FICO (est.)', 46], ['Home Phone', 54]] as const;
  let x = 40;
  const xs = cols.map(([, w]) => { const at = x; x += w; return at; });
  cols.forEach(([h, w], i) => { box(c.doc, xs[i]!, y + 20, w, 13, { fill: '#e9e4f2', stroke: '#555555' }); label(c.doc, h, xs[i]! + 3, y + 23.5, { size: 7.5, font: 'Times-Bold' }); });
  for (let r = 0; r < 3; r++) {
    const o = m.owners[r];
    const ry = y + 33 + r * 17;
    const mask = o?.masked ?? false;
    const cells: [string, Patch, string?][] = [
      [o ? fullName(o) : '', o ? ownerT.name(r, o) : {}], [o?.title ?? '', o ? ownerT.role(r, o) : {}],
      [o ? `${o.ownership}%` : '', o ? ownerT.share(r, o) : {}], [o ? personalId(o, mask) : '', o ? ownerT.taxId(r, o, mask) : {}],
      [o ? date(o.dob, 'mdy') : '', o ? ownerT.dob(r, o) : {}], [o?.creditScore ? String(o.creditScore) : '', o ? ownerT.score(r, o) : {}],
      [o?.cell ?? '', {}, 'owner_phone'],
    ];
    cells.forEach(([v, t, decoy], i) => {
      box(c.doc, xs[i]!, ry, cols[i]![1], 17, { stroke: '#555555' });
      sheet.text({ name: n.t(), x: xs[i]!, y: ry, w: cols[i]![1], h: 17, value: v, t, size: i === 6 ? 6 : 8.5, ...(decoy ? { decoy } : {}) });
    });
  }
}

function others(c: Ctx, n: Names, y: number): void {
  const { m } = c;
  heading(c, 'Section D - References, Landlord and Bank', y);
  m.decoys.refs.forEach((r, i) => {
    line(c, n, `Trade Reference ${i + 1}:`, 40, y + 20 + i * 20, 110, 200, { value: r.name, decoy: 'trade_reference' });
    line(c, n, 'Phone:', 360, y + 20 + i * 20, 40, 132, { value: r.phone, decoy: 'reference_phone' });
  });
  line(c, n, 'Landlord:', 40, y + 60, 110, 200, { value: m.biz.rent ? m.decoys.landlord : '', decoy: 'landlord' });
  line(c, n, 'Phone:', 360, y + 60, 40, 132, { value: m.biz.rent ? m.decoys.landlordPhone : '', decoy: 'landlord_phone' });
  line(c, n, 'Bank:', 40, y + 80, 110, 120, { value: m.decoys.bank, decoy: 'bank' });
  line(c, n, 'ABA:', 280, y + 80, 30, 80, { value: m.decoys.routing, decoy: 'routing' });
  line(c, n, 'Acct:', 400, y + 80, 30, 102, { value: m.decoys.account, decoy: 'account' });
  const f = m.decoys.funders[0];
  line(c, n, 'Current Advance With:', 40, y + 100, 110, 200, { value: f?.name ?? 'None', decoy: 'existing_funder' });
  line(c, n, 'Balance:', 360, y + 100, 40, 132, { value: f ? money(f.balance, 'bare') : '', decoy: 'funder_balance' });
}

export const quillpoint: Layout = {
  name: 'quillpoint', broker: 'Quillpoint Funding Group', tool: 'PDF Converter Pro 8', country: 'US',
  draw(c) {
    const { doc, m } = c;
    const n = new Names();
    label(doc, 'QUILLPOINT FUNDING GROUP', 40, 34, { size: 18, font: 'Times-Bold', color: '#2d1b4e', width: 532, align: 'center' });
    label(doc, 'Business Cash Advance Application', 40, 56, { size: 11, font: 'Times-Italic', width: 532, align: 'center' });
    label(doc, `Submitted by: ${m.decoys.isoName}   ISO Code: ${m.decoys.isoNumber}   Rep: ${m.decoys.repName}`, 40, 74, { size: 7.5, font: 'Times-Roman', width: 532, align: 'center' });
    funding(c, n, 94);
    business(c, n, 182);
    principals(c, n, 412);
    others(c, n, 520);
    const end = para(doc, 'The undersigned principal(s) certify that all information herein is accurate and authorize Quillpoint Funding Group, its assigns ' +
      'and any funder to whom this application is presented to obtain credit reports and to contact the references above.', 40, 646, 532, { font: 'Times-Roman', size: 7.5 });
    rule(doc, 40, 260, end + 36); label(doc, 'Principal Signature', 40, end + 39, { size: 7.5, font: 'Times-Roman' });
    rule(doc, 300, 420, end + 36); label(doc, 'Date', 300, end + 39, { size: 7.5, font: 'Times-Roman' });
  },
};
