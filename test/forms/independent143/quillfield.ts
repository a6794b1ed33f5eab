// Quillfield Capital Group (ISO, Austin TX; Canadian desk in Mississauga): a Word-made form. A grid table with thin
// black borders, each cell a small label in its top-left corner and the value below it, grey shaded section header
// rows, checkbox rows of ballot-box glyphs (☐, the chosen one ☒ when typed). One or two pages.
import type { Rng } from '../../statements/generator/prng.ts';
import type { EntityKind, Layout, Merchant } from './data.ts';
import { URW, type Opt, type Sheet, type Val } from './kit.ts';
import { amount, bizTax, ctx, dateFmt, dba, decoy, entity, entityOf, FREQ_LABEL, industry, legal, money, owner, region, start } from './rules.ts';

const SANS = `${URW}NimbusSans-Regular.otf`, SANS_B = `${URW}NimbusSans-Bold.otf`, SERIF_B = `${URW}NimbusRoman-Bold.otf`, SERIF = `${URW}NimbusRoman-Regular.otf`;
const X0 = 36, W = 540, BOTTOM = 736;
interface Cell { w: number; label: string; v?: Val }

class Grid {
  y = 92;
  readonly s: Sheet;
  constructor(s: Sheet) { this.s = s; }

  need(h: number): void { if (this.y + h > BOTTOM) { this.s.addPage(); this.y = 40; } }

  header(t: string): void {
    this.need(40);
    this.s.doc.save().rect(X0, this.y, W, 13).fillAndStroke('#d9d9d9', '#000000').restore();
    this.s.text(X0, this.y + 3, t, { font: SANS_B, size: 8, width: W, align: 'center' });
    this.y += 13;
  }

  row(cells: Cell[], h = 24): void {
    this.need(h);
    let x = X0;
    for (const c of cells) {
      this.s.doc.save().rect(x, this.y, c.w, h).lineWidth(0.5).stroke('#000000').restore();
      this.s.text(x + 2, this.y + 1.5, c.label, { font: SANS, size: 6 });
      if (c.v) this.s.put(x + 3, this.y + 9, c.w - 6, h - 10.5, c.v, { size: 9 });
      x += c.w;
    }
    this.y += h;
  }

  /** A row whose left cell is a label and whose right part holds checkbox glyphs (and maybe an "Other" line). */
  checkRow(label: string, key: string, opts: Opt[], chosen: number | null, other?: Val): void {
    this.need(18);
    this.s.doc.save().rect(X0, this.y, W, 18).lineWidth(0.5).stroke('#000000').restore();
    this.s.text(X0 + 3, this.y + 5.5, label, { font: SANS_B, size: 7.5 });
    const end = this.s.checks(X0 + 6 + this.s.width(label, SANS_B, 7.5) + 8, this.y + 4.5, key, opts, chosen, { kind: 'glyph', size: 8, font: SANS, gap: 12 });
    if (other) {
      this.s.doc.save().moveTo(end - 8, this.y + 14).lineTo(end + 96, this.y + 14).lineWidth(0.5).stroke('#000000').restore();
      this.s.put(end - 6, this.y + 3, 100, 11, other, { size: 8.5 });
    }
    this.y += 18;
  }
}

function entityRow(g: Grid, m: Merchant, r: Rng): void {
  const ca = m.country === 'CA';
  const kinds: [EntityKind, string][] = ca ? [['corp', 'Corporation'], ['partnership', 'Partnership'], ['sole', 'Sole Proprietor'], ['nonprofit', 'Non-Profit']]
    : [['corp', 'Corporation'], ['llc', 'LLC'], ['partnership', 'Partnership'], ['sole', 'Sole Proprietor'], ['nonprofit', 'Non-Profit']];
  const opts: Opt[] = kinds.map(([, l]) => ({ label: l, fields: { type_of_entity: entityOf(l, m.country) } }));
  opts.push({ label: 'Other:', fields: { type_of_entity: null } });
  const blank = r.chance(0.06);
  const idx = blank ? null : m.kind === 'other' ? opts.length - 1 : kinds.findIndex(([k]) => k === m.kind);
  g.checkRow('Entity Type:', 'entity', opts, idx, m.kind === 'other' && !blank ? entity(m, m.other) : undefined);
}

function owners(g: Grid, m: Merchant, r: Rng): void {
  const df = dateFmt(r, m.country), ca = m.country === 'CA';
  m.owners.forEach((o, i) => {
    const v = owner(o, i, 'full', df);
    g.need(48);
    g.row([{ w: 220, label: `Owner ${i + 1} Full Name`, v: v.name }, { w: 110, label: 'Title', v: v.title }, { w: 70, label: 'Ownership %', v: v.pct },
      { w: 140, label: 'Date of Birth', v: v.dob }]);
    g.row([{ w: 120, label: ca ? 'SIN' : 'SSN', v: v.tax }, { w: 300, label: 'Home Address (Street, City, State/Prov., Zip)', v: v.home },
      { w: 120, label: 'Cell Phone', v: v.cell }]);
  });
}

function draw(s: Sheet, m: Merchant, r: Rng): void {
  const ca = m.country === 'CA', g = new Grid(s);
  s.typedFont = r.pick(['Helvetica', SANS, 'Times-Roman']);
  s.text(X0, 34, 'QUILLFIELD CAPITAL GROUP', { font: SERIF_B, size: 17, width: W, align: 'center' });
  s.text(X0, 54, `Merchant Cash Advance Application${ca ? ' (Canada)' : ''}`, { font: SERIF, size: 11, width: W, align: 'center' });
  s.text(X0, 69, ca ? '5100 Hurontario St, Suite 210, Mississauga, ON L4Z 3X7  |  Tel (905) 555-0100  |  canada@quillfieldcapital.example'
    : '1200 Congress Ave, Suite 410, Austin, TX 78701  |  Tel (512) 555-0100  |  apps@quillfieldcapital.example', { font: SANS, size: 7, width: W, align: 'center' });
  g.header('BUSINESS INFORMATION');
  g.row([{ w: 330, label: 'Legal Business Name', v: legal(m) }, { w: 210, label: ca ? 'Operating Name (O/A)' : 'DBA (if different)', v: dba(m) }]);
  g.row([{ w: 230, label: 'Business Street Address', v: ctx('street', m.addr.street) }, { w: 130, label: 'City', v: ctx('city', m.addr.city) },
    { w: 60, label: ca ? 'Province' : 'State', v: region(m, ca && r.chance(0.4)) }, { w: 120, label: ca ? 'Postal Code' : 'Zip Code', v: ctx('zip', m.addr.zip) }]);
  g.row([{ w: 130, label: 'Business Phone', v: ctx('phone', m.phone) }, { w: 210, label: 'Business Email', v: ctx('email', m.email) },
    { w: 200, label: 'Website', v: ctx('web', m.web) }]);
  const taxLabel = ca ? 'Business Number (BN)' : m.tax.type === 'EIN' ? 'Federal Tax ID (EIN)' : 'Federal Tax ID / SSN';
  g.row([{ w: 135, label: taxLabel, v: bizTax(m, ca && r.chance(0.4) ? 'bare' : 'dash', ca ? 'BN' : 'EIN') },
    { w: 135, label: 'Business Start Date', v: start(m, dateFmt(r, m.country)) },
    { w: 135, label: ca ? 'Province of Incorporation' : 'State of Incorporation', v: decoy('inc', m.kind === 'sole' ? null : m.incState) },
    { w: 135, label: 'Type of Business / Industry', v: industry(m) }]);
  entityRow(g, m, r);
  const own = r.chance(0.25);
  g.need(24);
  const y = g.y;
  g.row([{ w: 140, label: 'Business Location' }, { w: 190, label: 'Landlord / Mortgage Holder', v: decoy('landlord', m.landlord) },
    { w: 110, label: 'Landlord Phone', v: decoy('landlord_phone', m.landlordPhone) }, { w: 100, label: 'Monthly Rent / Mortgage', v: decoy('rent', money(m.rent, 'dollar')) }]);
  s.checks(X0 + 6, y + 11, 'premises', [{ label: 'Own' }, { label: 'Rent / Lease' }], own ? 0 : 1, { kind: 'glyph', size: 7.5, font: SANS });
  const f = m.funders[0];
  g.row([{ w: 110, label: '# of Employees', v: decoy('employees', String(m.employees)) }, { w: 140, label: 'Avg. Monthly Sales', v: decoy('monthly', money(m.monthly, 'dollar')) },
    { w: 290, label: 'Existing Cash Advance? (Funder / Balance)', v: decoy('funder', f ? `${f.name} / ${money(f.balance, 'dollar')}` : 'None') }]);
  g.header('OWNER / OFFICER INFORMATION');
  owners(g, m, r);
  g.header('FUNDING REQUEST');
  g.row([{ w: 140, label: `Amount Requested${ca ? ' (CAD)' : ''}`, v: amount(m, r.pick(['dollar', 'plain', 'cents'] as const)) },
    { w: 400, label: 'Use of Funds', v: ctx('use', m.use) }]);
  const freqs = (['daily', 'weekly', 'biweekly', 'monthly'] as const).map((k) => ({ label: FREQ_LABEL[k], fields: { payment_frequency: k } }));
  g.checkRow('Preferred Payment Frequency:', 'freq', freqs, m.freq === null ? null : ['daily', 'weekly', 'biweekly', 'monthly'].indexOf(m.freq));
  g.header('BANK INFORMATION');
  g.row([{ w: 180, label: 'Bank Name', v: decoy('bank', m.bank) }, { w: 180, label: ca ? 'Transit / Institution No.' : 'Routing Number', v: decoy('routing', m.routing) },
    { w: 180, label: 'Account Number', v: decoy('account', m.account) }]);
  g.header('TRADE REFERENCES');
  for (const [i, ref] of m.refs.entries()) {
    g.row([{ w: 220, label: `Reference ${i + 1} (Company)`, v: decoy(`ref${i}`, ref.name) }, { w: 180, label: 'Contact', v: decoy(`ref${i}_contact`, ref.contact) },
      { w: 140, label: 'Phone', v: decoy(`ref${i}_phone`, ref.phone) }], 22);
  }
  g.need(120);
  s.text(X0, g.y + 8, `By signing below, each owner certifies that the information above is true and complete and authorizes Quillfield Capital Group, its assigns and `
    + `funding partners to obtain consumer and business credit reports, verify bank statements and contact references${ca ? ', and consents to the collection of personal '
    + 'information under PIPEDA' : ''}. This is not a loan application; any funding is a purchase of future receivables.`, { font: SERIF, size: 7.5, width: W, lineGap: 1 });
  g.y += 52;
  for (const [i, lab] of ['Owner 1 Signature', 'Owner 2 Signature'].entries()) {
    const x = X0 + i * 280;
    s.doc.save().moveTo(x, g.y + 22).lineTo(x + 170, g.y + 22).moveTo(x + 185, g.y + 22).lineTo(x + 255, g.y + 22).lineWidth(0.5).stroke('#000000').restore();
    s.text(x, g.y + 25, lab, { font: SANS, size: 6.5 });
    s.text(x + 185, g.y + 25, 'Date', { font: SANS, size: 6.5 });
    if (s.style === 'handwritten' && i < m.owners.length) {
      s.doc.save().moveTo(x + 10, g.y + 18).bezierCurveTo(x + 30, g.y - 4, x + 40, g.y + 30, x + 70, g.y + 10).bezierCurveTo(x + 90, g.y, x + 95, g.y + 22, x + 130, g.y + 12)
        .lineWidth(1).stroke('#1d3a9e').restore();
    }
  }
  s.eachPage((p, of) => {
    s.text(X0, 752, 'Quillfield Capital Group  -  MCA Application (Rev. 02/2026)', { font: SANS, size: 6.5, color: '#444444' });
    s.text(X0, 752, `Page ${p} of ${of}`, { font: SANS, size: 6.5, color: '#444444', width: W, align: 'right' });
  });
}

export const QUILLFIELD: Layout = {
  name: 'quillfield', broker: 'Quillfield Capital Group', creator: 'Microsoft® Word for Microsoft 365',
  country: (r) => (r.chance(0.3) ? 'CA' : 'US'),
  kinds: (c) => (c === 'CA' ? ['corp', 'partnership', 'sole', 'other'] : ['corp', 'llc', 'partnership', 'sole', 'other']),
  draw,
};
