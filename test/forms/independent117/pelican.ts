// Pelican Bay Funding Partners (Tampa, FL): a Word document in a Times look-alike, "Label: ________" lines made of
// typed underscores, Word's ☐ boxes for entity and payment frequency, the typed value either sitting on the
// underscores or having replaced them (overtype), owners 3-4 spilling to page 2, "Page X of 2" in the footer.
import type { Rng } from '../../statements/generator/prng.ts';
import { Canvas, FONT, type Fields } from './canvas.ts';
import { commas } from './format.ts';
import type { Merchant } from './merchant.ts';
import * as V from './values.ts';
import type { Val } from './values.ts';

export const PELICAN = { name: 'Pelican Bay Funding Partners', country: 'US' as const, pages: 2 };
const X0 = 72, XR = 540, LH = 21, FS = 10.5;

type Item = { l: string; w?: number; k?: string; v?: Val; decoy?: boolean } | { box: string; on: boolean; k: string; f?: Fields };

export function drawPelican(c: Canvas, m: Merchant, rng: Rng): void {
  const doc = c.doc;
  const overtype = rng.chance(0.5);
  const replace = c.style === 'typed' && overtype;
  const usW = doc.font(FONT.serif).fontSize(FS).widthOfString('_');
  let y = 0;
  const ctx = (text: string): Val => ({ text, fields: {} });
  const dollars = (n: number): Val => ({ text: n % 1 ? commas(n, 2) : rng.pick([commas(n), commas(n, 2)]), fields: {} });

  const line = (items: Item[]): void => {
    let x = X0;
    items.forEach((it, idx) => {
      if ('box' in it) {
        c.check(it.k, x, y + 1, 8.5, it.on, it.box, it.f ?? {});
        x += 11 + c.label(it.box, x + 11, y, FONT.serif, FS) + 9;
        return;
      }
      x += c.label(it.l, x, y, FONT.serif, FS) + 3;
      if (it.w === undefined && !it.k) return;
      const w = it.w ?? XR - x;
      const end = idx === items.length - 1 ? XR : x + w;
      const ww = Math.max(20, end - x);
      const v = it.v ?? ctx('');
      let under = x;
      if (replace && v.text) under = x + doc.font(c.typedFont).fontSize(FS).widthOfString(v.text) + 4;
      const n = Math.floor((x + ww - under) / usW);
      if (n > 0) c.label('_'.repeat(n), under, y, FONT.serif, FS);
      if (it.k) c.value(it.k, v.text, x, replace ? y - (14 - FS) / 2 - 0.3 : y - 4, replace ? Math.max(ww, under - x + 2) : ww, 14, { fields: v.fields, decoy: it.decoy });
      x += ww + 8;
    });
    y += LH;
  };
  const heading = (t: string): void => {
    y += 4;
    c.label(t, X0, y, FONT.serifBold, 11, { underline: true });
    y += LH;
  };
  const footer = (): void => {
    doc.lineWidth(0.5).strokeColor('black').moveTo(X0, 738).lineTo(XR, 738).stroke();
    c.label('Pelican Bay Funding Partners  –  Confidential', X0, 743, FONT.serifItalic, 8);
    c.label(`Page ${c.page} of 2`, X0, 743, FONT.serif, 8, { width: XR - X0, align: 'center' });
    c.label('Rev. 03/2022', X0, 743, FONT.serif, 8, { width: XR - X0, align: 'right' });
  };

  c.label('PELICAN BAY FUNDING PARTNERS', X0, 50, FONT.serifBold, 15, { width: XR - X0, align: 'center', characterSpacing: 1 });
  c.label('2701 N. Rocky Point Drive, Suite 1150  •  Tampa, Florida 33607  •  Tel (813) 555-0177  •  Fax (813) 555-0178', X0, 70, FONT.serif, 8.5, { width: XR - X0, align: 'center' });
  doc.lineWidth(1.2).moveTo(X0, 84).lineTo(XR, 84).stroke().lineWidth(0.5).moveTo(X0, 86.5).lineTo(XR, 86.5).stroke();
  c.label('Merchant Cash Advance Application', X0, 96, FONT.serifBold, 13, { width: XR - X0, align: 'center' });
  y = 122;
  const rep = `${rng.pick(['Dana', 'Chris', 'Lauren', 'Mike', 'Tony'])} ${rng.pick(['Whitfield', 'Carrasco', 'Pham', 'Bellamy'])}`;
  line([{ l: 'Referred by / ISO Rep:', w: 200, k: 'iso_rep', v: ctx(rep), decoy: true }, { l: 'Date:', k: 'app_date', v: ctx(`${rng.int(1, 12)}/${rng.int(1, 28)}/2024`) }]);
  heading('SECTION 1 – BUSINESS INFORMATION');
  line([{ l: rng.pick(['Business Legal Name:', 'Legal Name of Business:', 'Corporate / Legal Name:']), k: 'legal_name', v: V.legal(m) }]);
  line([{ l: rng.pick(['DBA (if any):', 'D/B/A:', 'Trade Name (DBA):']), k: 'dba', v: V.dba(m) }]);
  line([{ l: 'Business Address:', k: 'street', v: ctx(m.addr.street) }]);
  line([{ l: 'City:', w: 190, k: 'city', v: ctx(m.addr.city) }, { l: 'State:', w: 50, k: 'state', v: V.region(m) }, { l: 'Zip:', k: 'zip', v: ctx(m.addr.zip) }]);
  line([{ l: 'Business Phone:', w: 140, k: 'phone', v: ctx(m.phone) }, { l: 'E-mail:', k: 'email', v: ctx(m.email) }]);
  line([{ l: 'Federal Tax ID #:', w: 110, k: 'tax_id', v: V.taxId(m, rng) }, { l: 'Date Business Started:', k: 'start_date', v: V.start(m, rng) }]);
  line([{ l: 'Type of Business:', w: 190, k: 'industry', v: V.industry(m) }, { l: 'No. of Employees:', k: 'employees', v: ctx(String(m.employees)) }]);
  const boxes: [string, string][] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'], ['Sole Proprietor', 'sole_proprietorship']];
  if (rng.chance(0.5)) boxes.splice(1, 0, ['S-Corp', 's_corporation']);
  const hit = boxes.find((b) => b[1] === m.entityId);
  const ent: Item[] = [{ l: 'Entity:' }, ...boxes.map(([label, id]): Item => ({ box: label, on: id === m.entityId, k: 'entity_type', f: { 'application.type_of_entity': id } }))];
  ent.push({ box: 'Other:', on: !hit, k: 'entity_other' }, { l: '', k: 'entity_type', v: hit ? ctx('') : V.entity(m) });
  line(ent);
  line([{ l: 'State of Incorporation:', w: 60, k: 'state_of_inc', v: ctx(m.incRegion), decoy: true }, { box: 'Own', on: m.own, k: 'premises' }, { box: 'Rent', on: !m.own, k: 'premises' },
    { l: 'Monthly Rent/Mortgage: $', k: 'rent', v: m.own ? ctx('') : dollars(m.rent) }]);
  line([{ l: 'Landlord / Mortgage Holder:', w: 175, k: 'landlord', v: ctx(m.landlord), decoy: true }, { l: 'Phone:', k: 'landlord_phone', v: ctx(m.landlordPhone), decoy: true }]);
  heading('SECTION 2 – FUNDING REQUEST');
  line([{ l: 'Amount Requested: $', w: 95, k: 'requested', v: { text: dollars(m.requested).text, fields: V.requested(m, rng).fields } }, { l: 'Use of Proceeds:', k: 'use_of_funds', v: ctx(m.useOfFunds) }]);
  const terms = rng.chance(0.7);
  const freq: Item[] = (['daily', 'weekly', 'biweekly', 'monthly'] as const).map((f) => ({ box: V.FREQ_LABEL[f], on: terms && m.frequency === f, k: 'frequency', f: { 'application.payment_frequency': f } }));
  line([{ l: 'Desired Payment: $', w: 70, k: 'payment', v: terms ? { text: dollars(m.payment).text, fields: V.payment(m, rng).fields } : ctx('') }, ...freq]);
  line([{ l: 'No. of Payments:', w: 60, k: 'num_payments', v: terms ? V.numPayments(m) : ctx('') }, { l: 'Avg. Monthly Gross Sales: $', k: 'monthly_sales', v: dollars(m.monthlySales) }]);
  const f0 = m.funders[0];
  line([{ l: 'Open advances?' }, { box: 'Yes', on: !!f0, k: 'has_advances' }, { box: 'No', on: !f0, k: 'has_advances' },
    { l: 'With whom:', w: 130, k: 'funder1', v: ctx(f0?.name ?? ''), decoy: true }, { l: 'Balance: $', k: 'funder1_balance', v: f0 ? dollars(f0.balance) : ctx(''), decoy: true }]);
  heading('SECTION 3 – OWNER / OFFICER INFORMATION');
  m.owners.forEach((o, i) => {
    if (y > 640) { footer(); c.addPage(); y = 72; heading('SECTION 3 – OWNER / OFFICER INFORMATION (continued)'); }
    line([{ l: `${i + 1}. Name:`, w: 200, k: `owner${i + 1}_name`, v: V.ownerName(o, i) }, { l: 'Title:', w: 90, k: `owner${i + 1}_title`, v: V.ownerTitle(o, i) },
      { l: '% Owned:', k: `owner${i + 1}_pct`, v: V.ownerPct(o, i, rng) }]);
    line([{ l: '    Social Security #:', w: 110, k: `owner${i + 1}_ssn`, v: V.ownerTax(o, i, rng) }, { l: 'Date of Birth:', w: 90, k: `owner${i + 1}_dob`, v: V.ownerDob(o, i, rng, 'US') },
      { l: 'FICO (est.):', k: `owner${i + 1}_fico`, v: V.ownerCredit(o, i) }]);
    line([{ l: '    Home Address:', k: `owner${i + 1}_home`, v: ctx(V.homeLine(o)), decoy: true }]);
    y += 4;
  });
  if (c.page === 1) { footer(); c.addPage(); y = 72; }
  heading('SECTION 4 – BANK & TRADE REFERENCES');
  line([{ l: 'Bank Name:', w: 150, k: 'bank', v: ctx(m.bank), decoy: true }, { l: 'Routing #:', w: 90, k: 'routing', v: ctx(m.routing), decoy: true }, { l: 'Acct #:', k: 'account', v: ctx(m.account), decoy: true }]);
  m.refs.forEach((r, i) => line([{ l: `Trade Ref. ${i + 1}:`, w: 170, k: `ref${i + 1}`, v: ctx(r.name), decoy: true }, { l: 'Contact:', w: 100, k: `ref${i + 1}_contact`, v: ctx(r.contact), decoy: true },
    { l: 'Phone:', k: `ref${i + 1}_phone`, v: ctx(r.phone), decoy: true }]));
  heading('SECTION 5 – AUTHORIZATION');
  const auth = 'The undersigned business and each owner signing below (together, "Applicant") certify that all information provided in this application is true, accurate and complete, and authorize Pelican Bay Funding Partners and any funding source to which this application is submitted to verify it, to obtain business and personal credit reports, and to contact the Applicant\'s bank, landlord and trade references. Applicant authorizes the sharing of this application and its attachments with such funding sources. This authorization remains valid for any renewal or additional funding. Applicant understands that a merchant cash advance is a purchase of future receivables and not a loan.';
  doc.font(FONT.serif).fontSize(9).fillColor('black').text(auth, X0, y, { width: XR - X0, align: 'justify', lineGap: 1.5 });
  y = doc.y + 18;
  const printNames = rng.chance(0.5);
  m.owners.forEach((o, i) => {
    line([{ l: 'Signature:', w: 150 }, { l: 'Print Name:', w: 140, k: `sig${i + 1}_name`, v: ctx(printNames ? V.ownerName(o, i).text : '') }, { l: 'Date:', k: `sig${i + 1}_date` }]);
    y += 6;
  });
  footer();
}
