// Layout 3, Tri-County Business Capital: section names printed vertically (rotated 90 degrees) in a dark band down the
// left margin, fields in a ruled grid of boxes to the right with the caption in the box's top-left corner, the entity
// as a row of small checkboxes inside one box, and each owner as a stacked block of its own band section. Three or four
// owners push the last blocks and the signatures to a second page.
import type { Rng } from '../../statements/generator/prng.ts';
import { dealCells, ownerCells, pickFormats, signDate, type Cell } from './cells.ts';
import type { Deal } from './data.ts';
import { entityChoice } from './fmt.ts';
import type { Pen } from './pen.ts';

const BX = 30, BW = 24, L = BX + BW, R = 582, CH = 25, BOTTOM = 756;
type Box = [caption: string, weight: number, key: string, cell?: Cell];

export function drawBand(pen: Pen, deal: Deal, rng: Rng): void {
  const f = pickFormats(rng, 0.12, ['first-last']);
  const c = dealCells(deal, rng, f);
  const sans = pen.font('tc-sans', 'URWGothic-Book.otf', 'Helvetica');
  const sansB = pen.font('tc-sansb', 'URWGothic-Demi.otf', 'Helvetica-Bold');
  const teal = rng.pick(['#0f4c5c', '#283d3b', '#3d2c5c']);
  const size = rng.pick([8, 8.5, 9]);
  let y = 0;

  /** The band section: a dark strip with its name turned 90 degrees, reading upwards, beside rows y0..y1. */
  const section = (name: string, y0: number, y1: number): void => {
    pen.box(BX, y0, BW, y1 - y0, { fill: teal });
    const d = pen.doc.font(sansB).fontSize(7.5);
    const tw = d.widthOfString(name);
    d.save().rotate(-90, { origin: [BX + (BW - 7.5) / 2, (y0 + y1) / 2 + tw / 2] });
    d.fillColor('#ffffff').text(name, BX + (BW - 7.5) / 2, (y0 + y1) / 2 + tw / 2, { lineBreak: false, characterSpacing: 1 });
    d.restore();
  };
  const row = (boxes: Box[], h = CH): void => {
    const total = boxes.reduce((s, b) => s + b[1], 0);
    let x = L;
    for (const [caption, weight, key, cell] of boxes) {
      const w = (weight / total) * (R - L);
      pen.box(x, y, w, h, { stroke: '#555555', lw: 0.6 });
      pen.label(caption.toUpperCase(), x + 2.5, y + 2, 5.4, sans, { color: '#444444' });
      if (key) pen.value(key, cell?.text ?? '', cell?.fields ?? {}, x + 4, y + h - 4 - size * 1.15, w - 8, size, { decoy: cell?.decoy });
      x += w;
    }
    y += h;
  };
  const block = (name: string, draw: () => void): void => {
    const y0 = y;
    draw();
    section(name, y0, y);
    y += 5;
  };

  // Header: logo box, title, contact strip.
  pen.box(BX, 26, 40, 40, { fill: teal });
  pen.label('TC', BX + 7, 36, 18, sansB, { color: '#ffffff' });
  pen.label('Tri-County Business Capital', BX + 50, 28, 16, sansB, { color: teal });
  pen.label('Small Business Funding Application', BX + 50, 48, 10, sans);
  pen.label('apply@tricountybizcap.com · (610) 555-0177 · 44 Court St., Media, PA 19063', BX + 50, 61, 6.5, sans, { color: '#555555' });
  pen.label('Application ID: ____________', R - 150, 30, 7, sans, { width: 150, align: 'right' });
  y = 76;

  block('BUSINESS', () => {
    row([['Legal business name', 3, 'legal_name', c.legal], ['Federal tax ID (EIN)', 1.2, 'tax_id', c.taxId]]);
    row([['Doing business as (DBA)', 2.2, 'dba', c.dba], ['Business phone', 1, 'phone', c.phone], ['Date business started', 1, 'start', c.start]]);
    // The entity box: small checkboxes in one ruled cell.
    pen.box(L, y, R - L, 20, { stroke: '#555555', lw: 0.6 });
    pen.label('LEGAL STRUCTURE', L + 2.5, y + 2, 5.4, sans, { color: '#444444' });
    const labels: Record<string, string> = { c_corporation: 'C-Corp', s_corporation: 'S-Corp', llc: 'LLC', limited_partnership: 'LP',
      general_partnership: 'Partnership', sole_proprietorship: 'Sole Prop' };
    const ent = entityChoice(deal.entity, labels);
    let x = L + 8;
    for (const lab of [...Object.values(labels), 'Other']) {
      const chosen = (ent.label ?? 'Other') === lab;
      const lw = pen.doc.font(sans).fontSize(7.5).widthOfString(lab);
      pen.check(`entity_${lab}`, lab, chosen && ent.label ? { type_of_entity: deal.entity } : {}, x, y + 9.5, 7, chosen, lw);
      pen.label(lab, x + 10, y + 10, 7.5, sans);
      x += lw + 22;
    }
    pen.line(x - 6, y + 17.5, x + 110, y + 17.5, 0.4);
    pen.value('entity_other', ent.other, ent.label ? {} : { type_of_entity: deal.entity }, x - 4, y + 16.5 - size, 112, size);
    y += 20;
    row([['Street address', 2.5, 'street', c.street], ['City', 1.2, 'city', c.city], ['State', 0.5, 'state', c.state], ['Zip', 0.7, 'zip', c.zip]]);
    row([['Industry / what the business does', 2, 'industry', c.industry], ['State of formation', 1, 'inc_state', c.inc],
      ['Employees', 0.6, 'employees', c.employees], ['Website', 1.4, 'website', c.website]]);
    row([['E-mail', 1.6, 'email', c.email], ['Own or rent?', 0.7, 'own', c.own], ['Landlord / mortgagee', 1.6, 'landlord', c.landlord],
      ['Their phone', 1, 'landlord_phone', c.landlordPhone], ['Monthly rent', 0.8, 'rent', c.rent]]);
  });

  block('FUNDING', () => {
    row([['Requested amount', 1, 'amount', c.amount], ['Use of funds', 1.6, 'use', c.use], ['Monthly gross sales', 1, 'monthly', c.monthly],
      ['Annual revenue', 1, 'annual', c.annual]]);
    row([['Desired payment', 1, 'payment', c.payment], ['No. of payments', 0.8, 'n_payments', c.nPayments], ['Payment frequency', 1, 'freq', c.freq],
      ['Card processor', 1.2, 'processor', { text: rng.pick(['Square', 'Clover', 'Toast', 'Worldpay', '']), fields: {} }]]);
  });

  block('BANKING', () => {
    row([['Bank name', 1.5, 'bank', c.bank], ['Routing #', 1, 'routing', c.routing], ['Account #', 1, 'account', c.account]]);
    for (let i = 0; i < 2; i++) {
      row([[`Current advance / loan ${i + 1}: company`, 1.8, `funder${i}`, c[`funder${i}`]], ['Balance', 1, `balance${i}`, c[`balance${i}`]],
        ['Payment', 1, `fpay${i}`, c[`fpay${i}`]]], 22);
    }
  });

  block('REFS', () => {
    row([['Trade reference', 1.4, 'ref0', c.ref0], ['Phone', 0.9, 'ref_phone0', c.refPhone0], ['Trade reference', 1.4, 'ref1', c.ref1],
      ['Phone', 0.9, 'ref_phone1', c.refPhone1]]);
    row([['Referred by (ISO / agent)', 1.6, 'rep', c.rep], ['Agent code', 0.8, 'rep_id', c.repId], ['Notes', 2.2, 'notes', undefined]], 22);
  });

  const page2 = (): void => {
    pen.addPage([612, 792]);
    const w = pen.label('Tri-County Business Capital · Funding Application (continued) · Business:', L, 28, 7.5, sans, { color: '#555555' });
    pen.value('legal_name_p2', c.legal.text, c.legal.fields, L + w + 6, 27, R - L - w - 6, 8);
    y = 42;
  };
  deal.owners.forEach((o, i) => {
    if (y + 3 * CH > BOTTOM) page2();
    const oc = ownerCells(o, i, rng, f);
    const k = (s: string): string => `owner${i}_${s}`;
    block(`OWNER ${i + 1}`, () => {
      row([['Owner full name', 2, k('name'), oc.name], ['Title', 1, k('title'), oc.title], ['% owned', 0.6, k('pct'), oc.pct]]);
      row([['SSN', 1, k('ssn'), oc.ssn], ['Date of birth', 1, k('dob'), oc.dob], ['Credit score', 0.7, k('fico'), oc.fico], ['Cell phone', 1, k('cell'), oc.cell]]);
      row([['Home address', 2.6, k('home'), oc.home], ['Personal e-mail', 1.5, k('email'), oc.email]]);
    });
  });

  if (y + 40 + 34 * deal.owners.length > BOTTOM) page2();
  block('SIGN', () => {
    const y0 = y;
    y = pen.paragraph('Each undersigned owner certifies that the information above is true and complete, authorizes Tri-County Business Capital '
      + 'and its funding partners to obtain credit reports, bank and trade references and public records on the business and on each owner, '
      + 'and agrees that a copy or electronic image of this application is as valid as the original.', L + 4, y + 4, R - L - 8, 6.8, sans) + 4;
    const sd = signDate(rng, f.date);
    deal.owners.forEach((o, i) => {
      pen.line(L + 6, y + 22, L + 240, y + 22, 0.5);
      pen.line(L + 260, y + 22, L + 360, y + 22, 0.5);
      pen.label(`OWNER ${i + 1} SIGNATURE`, L + 6, y + 24, 5.4, sans, { color: '#444444' });
      pen.label('DATE', L + 260, y + 24, 5.4, sans, { color: '#444444' });
      if (pen.style !== 'fillable') pen.value(`sign${i}`, `${o.first} ${o.last}`, {}, L + 10, y + 8, 220, 11, { font: 'Times-Italic' });
      pen.value(`sign_date${i}`, sd, {}, L + 264, y + 11, 94, size);
      y += 32;
    });
    pen.box(L, y0, R - L, y - y0, { stroke: '#555555', lw: 0.6 });
  });
}
