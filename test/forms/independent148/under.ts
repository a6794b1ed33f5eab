// Layout 2, Keystone Commons: a government-style two-page form. Every caption is printed BELOW its line in small type
// with a line number (1, 4b, 20a ...), values sit on the lines, entity and payment frequency are checkbox rows, and the
// ISO representative signs in a "Broker use only" box as a paid preparer would.
import type { Rng } from '../../statements/generator/prng.ts';
import { dealCells, ownerCells, pickFormats, signDate, type Cell } from './cells.ts';
import type { Deal } from './data.ts';
import { entityChoice } from './fmt.ts';
import type { Pen } from './pen.ts';

const L = 40, R = 572, W = R - L, RH = 25;
interface Item { n: string; cap: string; w: number; key: string; cell?: Cell }

export function drawUnder(pen: Pen, deal: Deal, rng: Rng): void {
  const f = pickFormats(rng, 0.12);
  const c = dealCells(deal, rng, f);
  const serif = pen.font('kc-serif', 'NimbusRoman-Regular.otf', 'Times-Roman');
  const serifB = pen.font('kc-serifb', 'NimbusRoman-Bold.otf', 'Times-Bold');
  const size = rng.pick([8.5, 9, 9.5]);

  /** One row of value lines: the value above the rule, "n  caption" under it. */
  const line = (y: number, items: Item[], x0 = L): number => {
    const total = items.reduce((s, i) => s + i.w, 0);
    let x = x0;
    for (const it of items) {
      const w = (it.w / total) * (R - x0);
      pen.line(x, y + 14, x + w - 8, y + 14, 0.5);
      const nw = pen.label(it.n, x, y + 15.5, 6.2, serifB);
      pen.label(it.cap, x + nw + 4, y + 15.8, 5.8, serif);
      pen.value(it.key, it.cell?.text ?? '', it.cell?.fields ?? {}, x + 2, y + 13 - size * 1.1, w - 12, size, { decoy: it.cell?.decoy });
      x += w;
    }
    return y + RH;
  };
  /** A row of checkboxes after a numbered caption; `chosen` is the checked label, with the fields it gives. */
  const boxes = (y: number, n: string, cap: string, labels: string[], chosen: string | null, fields: Record<string, string>, key: string): number => {
    let x = L + pen.label(n, L, y, 6.5, serifB) + 4;
    x += pen.label(cap, x, y, 7, serif) + 10;
    for (const lab of labels) {
      const lw = pen.doc.font(serif).fontSize(7.5).widthOfString(lab);
      pen.check(`${key}_${lab}`, lab, lab === chosen ? fields : {}, x, y - 0.5, 7.5, lab === chosen, lw);
      pen.label(lab, x + 10, y, 7.5, serif);
      x += lw + 19;
    }
    return x;
  };
  const part = (y: number, roman: string, title: string): number => {
    pen.box(L, y, 42, 12, { fill: '#000000' });
    pen.label(`Part ${roman}`, L + 5, y + 2.4, 8, serifB, { color: '#ffffff' });
    pen.label(title, L + 50, y + 2.2, 9, serifB);
    pen.line(L, y + 12, R, y + 12, 0.8);
    return y + 17;
  };
  const formHead = (page: number): number => {
    pen.line(L, 30, R, 30, 1.5);
    pen.label(`Form KC-100 (Rev. 02-2026)`, L, 34, 7, serif);
    pen.label(`Keystone Commons Merchant Funding`, L, 34, 7, serifB, { width: W, align: 'center' });
    pen.label(`Page ${page}`, L, 34, 7, serifB, { width: W, align: 'right' });
    return 46;
  };

  // Page 1 header: form number box, title, "for office use" box.
  pen.box(L, 28, 96, 46, { lw: 0.8 });
  pen.label('Form', L + 4, 32, 7, serif);
  pen.label('KC-100', L + 22, 30, 15, serifB);
  pen.label('(Rev. February 2026)', L + 4, 50, 6, serif);
  pen.label('Keystone Commons LLC', L + 4, 60, 6, serif);
  pen.label('Application for Business Funding', L + 100, 33, 15, serifB, { width: W - 200, align: 'center' });
  pen.label('Merchant cash advance · revenue-based financing · equipment', L + 100, 52, 7.5, serif, { width: W - 200, align: 'center' });
  pen.label('Type or print in ink. Complete all items that apply.', L + 100, 62, 7, serif, { width: W - 200, align: 'center' });
  pen.box(R - 96, 28, 96, 46, { lw: 0.8 });
  pen.label('For office use only', R - 92, 32, 6, serif);
  pen.label('File No. ______________', R - 92, 46, 6.5, serif);
  pen.label('Rec\'d ________________', R - 92, 58, 6.5, serif);
  pen.line(L, 76, R, 76, 1.5);

  let y = part(82, 'I', 'Business Identification');
  y = line(y, [{ n: '1', cap: 'Legal name of business (as shown on your income tax return)', w: 1, key: 'legal_name', cell: c.legal }]);
  y = line(y, [{ n: '2', cap: 'Trade name / doing business as, if different from line 1', w: 2.2, key: 'dba', cell: c.dba },
    { n: '3', cap: 'Business telephone', w: 1, key: 'phone', cell: c.phone }]);
  y = line(y, [{ n: '4a', cap: 'Street address of business location (no P.O. boxes)', w: 1, key: 'street', cell: c.street }]);
  y = line(y, [{ n: '4b', cap: 'City or town', w: 1.4, key: 'city', cell: c.city }, { n: '4c', cap: 'State', w: 0.7, key: 'state', cell: c.state },
    { n: '4d', cap: 'ZIP code', w: 0.7, key: 'zip', cell: c.zip }, { n: '4e', cap: 'State where organized, if different', w: 1.3, key: 'inc_state', cell: c.inc }]);
  const taxCap = deal.taxType === 'EIN' ? 'Employer identification number (EIN)' : 'Taxpayer identification no. (EIN, or SSN if none)';
  y = line(y, [{ n: '5', cap: taxCap, w: 1.4, key: 'tax_id', cell: c.taxId }, { n: '6', cap: 'Date business started', w: 1, key: 'start', cell: c.start },
    { n: '7', cap: 'No. of employees', w: 0.7, key: 'employees', cell: c.employees }, { n: '8', cap: 'Web address', w: 1.3, key: 'website', cell: c.website }]);
  const ent = entityChoice(deal.entity, { c_corporation: 'Corporation', s_corporation: 'S corporation', llc: 'Limited liability company',
    general_partnership: 'Partnership', sole_proprietorship: 'Sole proprietor' });
  const ex = boxes(y + 2, '9', 'Type of entity (check one):', ['Corporation', 'S corporation', 'Limited liability company', 'Partnership',
    'Sole proprietor', 'Non-profit', 'Other'], ent.label ?? 'Other', ent.label ? { type_of_entity: deal.entity } : {}, 'entity');
  void ex;
  const ox = L + 12 + pen.label('If "Other," specify the legal form', L + 12, y + 17, 6.5, serif) + 6;
  pen.line(ox, y + 23, ox + 200, y + 23, 0.5);
  pen.value('entity_other', ent.other, ent.label ? {} : { type_of_entity: deal.entity }, ox + 2, y + 22 - size * 1.1, 196, size);
  y += 29;
  y = line(y, [{ n: '10', cap: 'Principal business activity (product or service)', w: 1.5, key: 'industry', cell: c.industry },
    { n: '11', cap: 'Business e-mail address', w: 1.2, key: 'email', cell: c.email }]);
  y = line(y, [{ n: '12a', cap: 'Premises: own, lease or rent', w: 0.7, key: 'own', cell: c.own },
    { n: '12b', cap: 'Name of landlord or mortgage holder', w: 1.5, key: 'landlord', cell: c.landlord },
    { n: '12c', cap: 'Landlord telephone', w: 0.9, key: 'landlord_phone', cell: c.landlordPhone },
    { n: '12d', cap: 'Monthly rent/mortgage', w: 0.8, key: 'rent', cell: c.rent }]);

  y = part(y + 2, 'II', 'Funding Requested and Existing Obligations');
  y = line(y, [{ n: '13', cap: 'Amount requested ($)', w: 1, key: 'amount', cell: c.amount },
    { n: '14', cap: 'Intended use of proceeds', w: 2, key: 'use', cell: c.use }]);
  const fx = boxes(y + 2, '15', 'Payment frequency:', ['Daily', 'Weekly', 'Bi-weekly', 'Monthly'],
    c.freq.text ? { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' }[deal.freq] : null,
    { payment_frequency: deal.freq }, 'freq');
  pen.label('(for a proposed schedule only)', fx + 2, y + 2.5, 6, serif, { color: '#444444' });
  y = line(y + 14, [{ n: '16', cap: 'Proposed payment amount ($)', w: 1, key: 'payment', cell: c.payment },
    { n: '17', cap: 'Number of payments', w: 0.8, key: 'n_payments', cell: c.nPayments },
    { n: '18', cap: 'Average monthly gross sales ($)', w: 1.1, key: 'monthly', cell: c.monthly },
    { n: '19', cap: 'Gross revenue, last full year ($)', w: 1.1, key: 'annual', cell: c.annual }]);
  for (let i = 0; i < 2; i++) {
    const a = 'ab'[i];
    y = line(y, [{ n: `20${a}`, cap: 'Existing advance or loan: name of funder or lender', w: 2, key: `funder${i}`, cell: c[`funder${i}`] },
      { n: '', cap: 'Current balance ($)', w: 1, key: `balance${i}`, cell: c[`balance${i}`] },
      { n: '', cap: 'Payment amount ($)', w: 1, key: `fpay${i}`, cell: c[`fpay${i}`] }]);
  }

  y = part(y + 2, 'III', 'Banking and Trade References');
  y = line(y, [{ n: '21a', cap: 'Name of bank where business deposits are made', w: 1.6, key: 'bank', cell: c.bank },
    { n: '21b', cap: 'Routing number (9 digits)', w: 1, key: 'routing', cell: c.routing },
    { n: '21c', cap: 'Account number', w: 1, key: 'account', cell: c.account }]);
  for (let i = 0; i < 2; i++) {
    y = line(y, [{ n: `22${'ab'[i]}`, cap: 'Trade reference (supplier or vendor)', w: 2, key: `ref${i}`, cell: c[`ref${i}`] },
      { n: '', cap: 'Telephone', w: 1, key: `ref_phone${i}`, cell: c[`refPhone${i}`] }]);
  }
  const ownerBlock = (i: number): void => {
    const oc = ownerCells(deal.owners[i]!, i, rng, f);
    const k = (s: string): string => `owner${i}_${s}`;
    pen.label(`23${'abcd'[i]}`, L - 16, y + 6, 6.5, serifB);
    y = line(y, [{ n: '', cap: 'Full name (first, middle initial, last)', w: 2, key: k('name'), cell: oc.name },
      { n: '', cap: 'Title', w: 1, key: k('title'), cell: oc.title }, { n: '', cap: 'Percent owned', w: 0.6, key: k('pct'), cell: oc.pct }]);
    y = line(y, [{ n: '', cap: 'Social security number', w: 1, key: k('ssn'), cell: oc.ssn }, { n: '', cap: 'Date of birth', w: 1, key: k('dob'), cell: oc.dob },
      { n: '', cap: 'Credit score (if known)', w: 0.8, key: k('fico'), cell: oc.fico }, { n: '', cap: 'Mobile telephone', w: 1, key: k('cell'), cell: oc.cell }]);
    y = line(y, [{ n: '', cap: 'Home address (number, street, city, state, ZIP code)', w: 2.2, key: k('home'), cell: oc.home },
      { n: '', cap: 'E-mail', w: 1.3, key: k('email'), cell: oc.email }]) + 4;
  };
  const title = 'Owners, Partners or Officers (each person owning 20% or more)';
  y = part(y + 2, 'IV', title);
  let i = 0;
  for (; i < deal.owners.length && y + 80 < 758; i++) ownerBlock(i);
  pen.label('For Privacy Act and consent notices, see page 2.', L, 764, 6.5, serif);
  pen.label('Form KC-100 (Rev. 02-2026)', L, 764, 6.5, serifB, { width: W, align: 'right' });

  // Page 2: the owners that did not fit, the certification, signatures, and the broker's box.
  pen.addPage([612, 792]);
  y = formHead(2);
  y = line(y, [{ n: '', cap: 'Name of business as shown on line 1', w: 2, key: 'legal_name_p2', cell: c.legal },
    { n: '', cap: 'Identifying number (from line 5)', w: 1, key: 'tax_id_p2', cell: c.taxId }]);
  if (i < deal.owners.length) {
    y = part(y, 'IV', `${title} (continued)`);
    for (; i < deal.owners.length; i++) ownerBlock(i);
  }

  y = part(y + 4, 'V', 'Disclosures (answer every question; explain any "Yes" on a separate sheet)');
  ['Does the business or any owner have an open tax lien or payment plan with the IRS or a state?',
    'Is the business or any owner a party to a pending lawsuit or an unsatisfied judgment?',
    'Has the business or any owner filed for bankruptcy in the last seven years?',
    'Has the business ever defaulted on, or asked to modify, a cash advance or loan?'].forEach((q, qi) => {
    pen.label(`24${'abcd'[qi]}`, L, y, 6.5, serifB);
    pen.label(q, L + 20, y, 7.2, serif);
    const yes = rng.chance(0.07);
    pen.check(`disclosure${qi}_yes`, 'Yes', {}, R - 70, y - 0.5, 7.5, yes, 12);
    pen.label('Yes', R - 60, y, 7.5, serif);
    pen.check(`disclosure${qi}_no`, 'No', {}, R - 32, y - 0.5, 7.5, !yes, 10);
    pen.label('No', R - 22, y, 7.5, serif);
    y += 13;
  });

  y = part(y + 4, 'VI', 'Certification and Authorization');
  y = pen.paragraph('Under penalties of law, I certify that I have examined this application and to the best of my knowledge and belief it is true, correct '
    + 'and complete. I authorize Keystone Commons Merchant Funding and any funder to which it submits this application to obtain consumer and '
    + 'commercial credit reports on the business and on each owner, to verify the information given with any bank, processor, landlord or '
    + 'reference named above, and to keep this application whether or not funding is approved. Privacy: the information is used to evaluate '
    + 'the request and is shared only with prospective funders and their service providers.', L, y, W, 7.2, serif) + 8;
  const sd = signDate(rng, f.date);
  deal.owners.forEach((o, i) => {
    pen.label('Sign', L, y + 3, 9, serifB);
    pen.label('Here', L, y + 12, 9, serifB);
    pen.line(L + 28, y + 2, L + 28, y + 22, 1.2);
    if (pen.style !== 'fillable') pen.value(`sign${i}`, `${o.first} ${o.last}`, {}, L + 40, y + 2, 190, 11, { font: 'Times-Italic' });
    y = line(y, [{ n: '', cap: `Signature of owner ${i + 1}`, w: 1.5, key: `sign_line${i}` }, { n: '', cap: 'Date', w: 0.7, key: `sign_date${i}`, cell: { text: sd, fields: {} } },
      { n: '', cap: 'Print name', w: 1.3, key: `print_name${i}`, cell: { text: `${o.first} ${o.last}`, fields: {} } }], L + 36) + 2;
  });
  y += 4;
  pen.box(L, y, W, 44, { lw: 0.8 });
  pen.box(L, y, 70, 44, { fill: '#e8e8e8', stroke: '#000000', lw: 0.8 });
  pen.label('Broker /', L + 6, y + 10, 8, serifB);
  pen.label('ISO Use', L + 6, y + 20, 8, serifB);
  pen.label('Only', L + 6, y + 30, 8, serifB);
  const bx = L + 78;
  pen.value('rep', c.rep.text, {}, bx, y + 5, 190, size, { decoy: true });
  pen.line(bx, y + 17, bx + 200, y + 17, 0.4);
  pen.label("Representative's name", bx, y + 18.5, 5.8, serif);
  pen.value('rep_id', c.repId.text, {}, bx + 215, y + 5, 80, size, { decoy: true });
  pen.line(bx + 215, y + 17, bx + 300, y + 17, 0.4);
  pen.label('Rep ID', bx + 215, y + 18.5, 5.8, serif);
  pen.label('Firm: Keystone Commons Merchant Funding · 200 Market Sq., Harrisburg, PA 17101 · (717) 555-0148', bx, y + 31, 6.5, serif);
  pen.label('Form KC-100 (Rev. 02-2026)', L, 764, 6.5, serifB, { width: W, align: 'right' });
}
