// Set 49, layout 7: a Canadian broker's application (Operating Name, BN with program account, province, postal code,
// SIN, PIPEDA consent), owners two to a page, a third and fourth continued on page 2.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, money, type Merchant } from './data.ts';
import type { Form, Look, Truths } from './draw.ts';
import {
  amountT, authText, businessTax, dba, dobT, entityOption, industryT, legalT, nameT, ownerTax, pctT, roleT, startT, stateT,
} from './common.ts';

const pascal = (s: string) => s.replace(/[^A-Za-z0-9 ]/g, ' ').split(' ').filter(Boolean).slice(0, 3).map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase()).join('');
export const MAPLE_LOOK: Look = { typed: 'Helvetica', size: 9.5, hand: 'kalam', mark: 'x', creator: 'Microsoft® Word 2019', producer: 'Foxit PhantomPDF 10.1',
  name: (kind, hint, n) => `${kind === 'text' ? 'txt' : kind === 'check' ? 'chk' : 'rdo'}${pascal(hint) || n}` };

const PROVINCES: Record<string, string> = { ON: 'Ontario', AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NS: 'Nova Scotia', QC: 'Quebec', SK: 'Saskatchewan', NB: 'New Brunswick' };

export function maple(f: Form, m: Merchant, r: Rng): void {
  const X = 40, W = 532, RED = '#b3261e';
  let y = 0;
  const header = (page: number, pages: number) => {
    f.rect(X, 30, 4, 34, { fill: RED, stroke: 'none' });
    f.text('Maple North Business Capital', X + 12, 30, { font: 'Helvetica-Bold', size: 16 });
    f.text('Business Financing Application  /  Demande de financement d\'entreprise', X + 12, 50, { size: 9, color: '#444' });
    f.text('Toronto  ·  Calgary  ·  Halifax\n1-888-555-0175  ·  apply@maplenorthcapital.ca', X + W - 200, 32, { size: 7.5, width: 200, align: 'right', color: '#444' });
    f.text(`MNBC-APP-CA v4.1   Page ${page} of ${pages}`, X, 766, { size: 6.5, color: '#777' });
    y = 78;
  };
  const pages = 2;
  const sec = (t: string) => { f.text(t.toUpperCase(), X, y, { font: 'Helvetica-Bold', size: 8.5, color: RED }); f.line(X, y + 11, X + W, y + 11, { color: RED, lw: 0.8 }); y += 16; };
  // Label above a box with rounded corners.
  const row = (cells: [number, string, string | null | undefined, Truths?, boolean?][]) => {
    let cx = X;
    for (const [w, label, value, set, decoy] of cells) {
      f.text(label, cx, y, { size: 6.8, color: '#444' });
      f.rect(cx, y + 8, w - 6, 17, { stroke: '#9a9a9a', r: 2.5, lw: 0.6 });
      f.value(value, cx + 1, y + 8, w - 8, 17, { set, decoy, hint: label });
      cx += w;
    }
    y += 30;
  };
  const boxes = (label: string, opts: { label: string; on: boolean; set?: Truths }[], hint: string, x0 = X) => {
    f.text(label, x0, y + 1, { size: 7.5, font: 'Helvetica-Bold' });
    let cx = x0 + f.doc.font('Helvetica-Bold').fontSize(7.5).widthOfString(label) + 8;
    f.radio(opts.map((o) => {
      const x = cx; f.rect(x, y, 8, 8, { lw: 0.6 }); f.text(o.label, x + 11, y + 1, { size: 7.5 });
      cx += 11 + f.doc.font('Helvetica').fontSize(7.5).widthOfString(o.label) + 12;
      return { x, y, s: 8, label: o.label, state: pascal(o.label), on: o.on, set: o.set };
    }), hint, false);
    return cx;
  };
  header(1, pages);
  const d = dba(m, r), tax = businessTax(m);
  sec('Business information / Renseignements sur l\'entreprise');
  row([[300, 'Legal Business Name', m.legal, legalT(m)], [232, 'Operating Name (O/A)', d.text, d.set]]);
  row([[190, 'Business Number (BN) / CRA Program Account', tax.text, tax.set], [160, 'Date of Incorporation / Start (YYYY-MM-DD)', fmtDate(m.start, 'YYYY-MM-DD'), startT(m)],
    [182, 'Nature of Business', m.industry.text, industryT(m)]]);
  const ents = [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership']] as const;
  const ent = entityOption(m, ents);
  boxes('Legal Structure:', ents.map(([label, id]) => ({ label, on: ent.label === label, set: { type_of_entity: id } })), 'structure');
  const juris = m.incState === 'Federal (CBCA)' ? 'Federal (CBCA)' : PROVINCES[m.incState] ?? m.incState;
  f.text('Jurisdiction:', X + 330, y + 1, { size: 7.5, font: 'Helvetica-Bold' });
  f.line(X + 380, y + 10, X + W, y + 10);
  f.value(m.entity.id === 'ca_corporation' ? juris : 'N/A', X + 380, y - 4, W - 380, 14, { decoy: m.entity.id === 'ca_corporation' && juris !== PROVINCES[m.address.region], hint: 'Jurisdiction' });
  y += 16;
  row([[220, 'Street Address', m.address.street], [120, 'City', m.address.city], [72, 'Province', m.address.region, stateT(m)], [70, 'Postal Code', m.address.postal],
    [50, 'Country', 'Canada', { country: 'Canada' }]]);
  row([[150, 'Business Phone', m.phone], [200, 'Email', m.email], [182, 'Website', m.website]]);
  row([[120, 'Number of Employees', String(m.employees)], [110, 'Premises', m.own === 'Own' ? 'Owned' : 'Leased'], [150, 'Monthly Rent (CAD)', money(m.rent), undefined, true],
    [152, 'Landlord', m.own === 'Rent' ? m.landlord : '', undefined, true]]);
  y += 2;
  sec('Financing request / Demande de financement');
  const cad = r.chance(0.5);
  row([[170, 'Amount Requested (CAD)', cad ? `CAD ${money(m.requested, { sign: false })}` : money(m.requested, { cents: true }), amountT(m)], [362, 'Intended Use of Funds', m.use]]);
  row([[170, 'Estimated Payment Amount', money(m.plan.payment, { cents: true }), { requested_payment: m.plan.payment }],
    [130, 'Number of Payments', String(m.plan.count), { number_of_payments: m.plan.count }], [232, 'Average Monthly Revenue (CAD)', money(m.monthlySales), undefined, true]]);
  const freqs = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-weekly', 'biweekly'], ['Monthly', 'monthly']] as const;
  boxes('Payment Frequency:', freqs.map(([label, v]) => ({ label, on: m.plan.freq === v, set: { payment_frequency: v } })), 'frequency');
  y += 18;
  const owner = (i: number) => {
    const o = m.owners[i];
    f.text(`Owner / Principal ${i + 1}${i > 0 ? ' (if applicable)' : ''}`, X, y, { font: 'Helvetica-Bold', size: 8 });
    y += 12;
    const t = o ? ownerTax(i, o, r.chance(0.3)) : null;
    row([[200, 'Full Name', o ? `${o.first}${o.middle ? ` ${o.middle}` : ''} ${o.last}` : null, o ? nameT(i, o) : undefined], [130, 'Title / Position', o?.title, o ? roleT(i, o) : undefined],
      [80, '% Ownership', o ? `${o.pct} %` : null, o ? pctT(i, o) : undefined], [122, 'Date of Birth (YYYY-MM-DD)', o ? fmtDate(o.dob, 'YYYY-MM-DD') : null, o ? dobT(i, o) : undefined]]);
    row([[130, 'Social Insurance Number (SIN)', t?.text, t?.set], [260, 'Home Address', o ? `${o.home.street}, ${o.home.city} ${o.home.region} ${o.home.postal}` : null, undefined, true],
      [142, 'Mobile', o?.cell, undefined, true]]);
  };
  sec('Ownership / Propriétaires');
  owner(0);
  owner(1);
  f.addPage();
  header(2, pages);
  sec('Ownership (continued) / Propriétaires (suite)');
  owner(2);
  owner(3);
  sec('Banking / Renseignements bancaires');
  row([[200, 'Financial Institution', m.bank.name], [130, 'Transit / Institution No.', m.bank.routing, undefined, true], [202, 'Account No.', m.bank.account, undefined, true]]);
  sec('Consent / Consentement');
  f.text(authText('Maple North Business Capital Inc.', true), X, y, { size: 7, width: W, align: 'justify' });
  y += 84;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i], x = X + (i % 2) * 270, yy = y + Math.floor(i / 2) * 46;
    f.line(x, yy + 20, x + 160, yy + 20); f.line(x + 170, yy + 20, x + 262, yy + 20);
    if (o) f.signature(x + 6, yy + 16, 140);
    f.value(o ? f.decoy(fmtDate({ y: 2025, m: r.int(1, 6), d: r.int(1, 28) }, 'YYYY-MM-DD')) : null, x + 170, yy + 5, 92, 14, { hint: `Date ${i + 1}` });
    f.text(`Signature - Owner / Principal ${i + 1}`, x, yy + 23, { size: 6.5, color: '#444' }); f.text('Date (YYYY-MM-DD)', x + 170, yy + 23, { size: 6.5, color: '#444' });
  }
}
