// The four brokers' forms. The business section is ordinary; the owners are written into sentences, signature
// blocks and guarantor pages, which is what this set is about.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Form, Segment } from './canvas.ts';
import { businessSection, decoySection, fmtDate, fullName, moneyText, ownerTax, T, type DateStyle } from './common.ts';
import type { Merchant, Owner } from './data.ts';

export interface Layout { broker: string; country: 'US' | 'CA'; maxOwners: number; draw(f: Form, m: Merchant, rng: Rng): void }

const GUARANTY = 'PERSONAL GUARANTY. In consideration of any purchase of future receivables from the Merchant named above, each undersigned ' +
  'guarantor, jointly and severally, unconditionally guarantees the Merchant\'s performance of all representations, warranties and ' +
  'covenants, and authorizes the funder and its assigns to obtain consumer credit reports and to verify the information given.';

function header(f: Form, broker: string, sub: string, color: string): void {
  f.rect(0, 0, 612, 52, color);
  f.doc.fillColor('#fff');
  f.doc.font('Helvetica-Bold').fontSize(16).text(broker, 40, 14, { lineBreak: false });
  f.doc.font('Helvetica').fontSize(8).text(sub, 40, 34, { lineBreak: false });
  f.doc.fillColor('#000');
}

/** The owner's sentence: name, title, share, and on some layouts the SSN, birth date and home in the same breath. */
function ownerSentence(f: Form, i: number, o: Owner, c: 'US' | 'CA', dates: DateStyle, y: number, extra: boolean): number {
  const taxWord = c === 'US' ? 'Social Security No.' : 'Social Insurance Number (SIN)';
  const segs: Segment[] = [
    'I, ', { key: `owner${i}.name`, text: fullName(o), w: 150, fields: T.name(i, o) }, ' (name), ',
    { key: `owner${i}.title`, text: o.title, w: 95, fields: T.role(i, o) }, ' (title), owning ',
    { key: `owner${i}.pct`, text: String(o.pct), w: 34, fields: T.pct(i, o) }, '% of the business, ',
  ];
  if (extra) {
    segs.push(`${taxWord} `, { key: `owner${i}.tax`, text: ownerTax(o), w: 90, fields: T.tax(i, o, c) }, ', born ',
      { key: `owner${i}.dob`, text: fmtDate(o.dob, dates), w: 90, fields: T.dob(i, o) }, ', residing at ',
      { key: `decoy.owner${i}.home`, text: o.home, w: 140 }, ', ');
  }
  segs.push('certify that the information in this application is true and complete, and authorize its release to funders.');
  return f.prose(segs, 40, y, 532);
}

/** Keystone: a one-page business form, then an owner certification page with one sentence per owner. */
const keystone: Layout = {
  broker: 'Keystone Merchant Partners', country: 'US', maxOwners: 4,
  draw(f, m, rng) {
    const dates = rng.pick(['us', 'us2', 'long'] as const);
    f.addPage();
    header(f, 'Keystone Merchant Partners', 'Working Capital Application  |  Fax 888-555-0143  |  apps@keystonemp.example', '#23395d');
    f.heading('SECTION 1 - BUSINESS INFORMATION', 40, 64, 532);
    let y = businessSection(f, m, rng, 84, { boxes: false, dates, dbaCaption: 'DBA (if any)', taxCaption: 'Federal Tax ID (EIN)' });
    f.heading('SECTION 2 - FUNDING REQUEST', 40, y, 532);
    f.field('requested', 'Amount Requested', moneyText(rng, m.requested), 40, y + 18, 150, T.requested(m));
    f.field('use', 'Use of Funds', rng.pick(['Inventory', 'Payroll', 'Equipment purchase', 'Expansion', 'Working capital']), 200, y + 18, 200);
    f.field('sales', 'Avg. Monthly Sales', moneyText(rng, Math.round(m.requested * rng.float(0.6, 1.4))), 410, y + 18, 162);
    y += 54;
    f.heading('SECTION 3 - BANKING, LANDLORD AND EXISTING ADVANCES', 40, y, 532);
    decoySection(f, m, y + 18, rng.chance(0.5) ? ['bank', 'landlord', 'funder'] : ['bank', 'funder', 'reference']);
    f.addPage();
    f.heading('SECTION 4 - OWNER CERTIFICATION (each owner of 20% or more completes a paragraph)', 40, 40, 532);
    y = 64;
    for (const [i, o] of m.owners.entries()) {
      f.label(`Owner ${i + 1}`, 40, y, 8, true);
      y = ownerSentence(f, i, o, 'US', dates, y + 14, true);
      if (o.credit !== null && rng.chance(0.6)) {
        f.label('Estimated credit score (self-reported):', 40, y + 2, 7.5);
        f.line(180, y + 11, 240); f.value(`owner${i}.credit`, String(o.credit), 183, y + 10, 56, T.credit(i, o));
        y += 18;
      }
      f.label('Signature', 40, y + 22, 6.5); f.line(40, y + 20, 260); f.signature(50, y + 12, 150);
      f.label('Date', 300, y + 22, 6.5); f.line(300, y + 20, 400); f.value(`decoy.owner${i}.signed`, fmtDate('2025-04-2' + String(i + 1), dates), 302, y + 18, 96);
      y += 44;
    }
  },
};

/** Harbor Lane: entity checkboxes and a payment schedule row, then a personal guaranty with signature blocks that carry
 *  each owner's name, title, SSN, birth date and share. */
const harbor: Layout = {
  broker: 'Harbor Lane Funding', country: 'US', maxOwners: 3,
  draw(f, m, rng) {
    const dates = rng.pick(['us', 'us2'] as const);
    f.addPage();
    header(f, 'HARBOR LANE FUNDING', 'Merchant Cash Advance Application - ISO Submission Copy', '#0f5257');
    f.heading('Business Information', 40, 64, 532, '#cfe3e1');
    let y = businessSection(f, m, rng, 84, { boxes: true, dates, dbaCaption: 'DBA / Trade Name', taxCaption: m.taxIdType === 'SSN' ? 'Tax ID (EIN or SSN)' : 'Federal EIN' });
    f.heading('Funding Request', 40, y, 532, '#cfe3e1');
    y += 18;
    f.field('requested', 'Requested Amount', moneyText(rng, m.requested), 40, y, 130, T.requested(m));
    // Some submissions leave the schedule to the funder: then none of it is printed.
    const sched = rng.chance(0.7);
    f.field('payment', 'Requested Payment', sched ? moneyText(rng, m.payment) : '', 180, y, 110, sched ? T.payment(m) : {});
    f.field('npay', 'No. of Payments', sched ? String(m.nPayments) : '', 300, y, 70, sched ? T.nPayments(m) : {});
    let x = 385;
    f.label('Schedule:', x, y + 1, 6.5);
    for (const [lab, v] of [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']] as const) {
      const on = sched && v === m.frequency;
      x = f.check('frequency', lab, x + (lab === 'Daily' ? 0 : 0), y + 12, on, on ? T.frequency(m) : {}) - 4;
    }
    y += 36;
    decoySection(f, m, y, ['landlord', 'reference', 'bank']);
    f.addPage();
    header(f, 'HARBOR LANE FUNDING', 'Personal Guaranty and Authorization', '#0f5257');
    f.label(GUARANTY, 40, 66, 8, false, 532);
    y = 130;
    for (const [i, o] of m.owners.entries()) {
      f.rect(40, y, 532, 96);
      f.label(`GUARANTOR ${i + 1}`, 46, y + 5, 7.5, true);
      f.label('X', 46, y + 24, 10, true); f.line(58, y + 34, 300); f.signature(70, y + 28, 160);
      f.label('Signature', 58, y + 37, 6);
      f.field(`owner${i}.name`, 'Printed Name', fullName(o), 310, y + 14, 150, T.name(i, o));
      f.field(`owner${i}.title`, 'Title', o.title, 470, y + 14, 96, T.role(i, o));
      f.field(`owner${i}.tax`, 'SSN', ownerTax(o), 46, y + 56, 110, T.tax(i, o, 'US'));
      const dob = rng.chance(0.85);
      f.field(`owner${i}.dob`, 'Date of Birth', dob ? fmtDate(o.dob, dates) : '', 166, y + 56, 90, dob ? T.dob(i, o) : {});
      f.field(`owner${i}.pct`, 'Ownership %', `${o.pct}%`, 266, y + 56, 60, T.pct(i, o));
      f.field(`decoy.owner${i}.home`, 'Home Address', o.home, 336, y + 56, 150);
      f.field(`decoy.owner${i}.signed`, 'Date', fmtDate('2025-05-02', dates), 496, y + 56, 70);
      y += 106;
    }
  },
};

/** Northbridge (Canada): the principal's declaration on page 1, each further owner on a page of their own. */
const northbridge: Layout = {
  broker: 'Northbridge Capital Advisors', country: 'CA', maxOwners: 3,
  draw(f, m, rng) {
    const dates = rng.pick(['iso', 'long'] as const);
    const declare = (i: number, o: Owner, y: number): number => {
      const segs: Segment[] = [
        'I, ', { key: `owner${i}.name`, text: fullName(o), w: 150, fields: T.name(i, o) }, ', being the ',
        { key: `owner${i}.title`, text: o.title, w: 95, fields: T.role(i, o) }, ' of the Business and the holder of ',
        { key: `owner${i}.pct`, text: `${o.pct}`, w: 34, fields: T.pct(i, o) }, '% of its shares or interests, SIN ',
        { key: `owner${i}.tax`, text: ownerTax(o), w: 90, fields: T.tax(i, o, 'CA') }, ', date of birth ',
        { key: `owner${i}.dob`, text: fmtDate(o.dob, dates), w: 100, fields: T.dob(i, o) },
        ', declare the above to be true. I consent, under PIPEDA, to the collection, use and disclosure of my personal information, ' +
        'including a credit bureau report, for the purpose of evaluating this application.',
      ];
      y = f.prose(segs, 40, y, 532);
      f.line(40, y + 22, 250); f.signature(50, y + 14, 150); f.label('Signature of Owner', 40, y + 25, 6.5);
      f.line(300, y + 22, 420); f.value(`decoy.owner${i}.signed`, fmtDate('2025-05-06', dates), 302, y + 20, 110); f.label('Date', 300, y + 25, 6.5);
      return y + 40;
    };
    f.addPage();
    header(f, 'Northbridge Capital Advisors', 'Business Financing Application (Canada)  |  Demande de financement', '#5b2a86');
    f.heading('BUSINESS', 40, 64, 532, '#e4dbee');
    let y = businessSection(f, m, rng, 84, { boxes: rng.chance(0.5), dates, dbaCaption: 'Operating Name (O/A)', taxCaption: 'Business Number (BN) incl. program account' });
    f.heading('REQUEST', 40, y, 532, '#e4dbee');
    f.field('requested', 'Amount Requested (CAD)', moneyText(rng, m.requested) + (rng.chance(0.3) ? ' CAD' : ''), 40, y + 18, 150, T.requested(m));
    decoySection(f, m, y + 18, []);
    f.field('decoy.bank', 'Financial Institution', m.decoys.bank, 200, y + 18, 180);
    f.field('decoy.routing', 'Transit / Institution No.', m.decoys.routing, 390, y + 18, 182);
    y += 56;
    f.heading('PRINCIPAL OWNER DECLARATION', 40, y, 532, '#e4dbee');
    declare(0, m.owners[0]!, y + 22);
    for (const [i, o] of m.owners.entries()) {
      if (i === 0) continue;
      f.addPage();
      header(f, 'Northbridge Capital Advisors', `Additional Owner / Co-Applicant - Schedule ${String.fromCharCode(64 + i)}`, '#5b2a86');
      // The business's name again, as a field of this page (so a fillable copy keeps it out of the page text).
      f.field('legal_again', 'Business Legal Name', m.legal, 40, 62, 300, T.legal(m));
      declare(i, o, 100);
    }
  },
};

/** Silver Creek: owner 1 in a sentence with a small grid under it; further owners on a guarantor page whose printed
 *  names are written Last, First. */
const silver: Layout = {
  broker: 'Silver Creek Business Funding', country: 'US', maxOwners: 4,
  draw(f, m, rng) {
    const dates = rng.pick(['long', 'us'] as const);
    f.addPage();
    header(f, 'Silver Creek Business Funding', 'Revenue-Based Funding Application', '#4a4a4a');
    f.heading('Business', 40, 64, 532, '#e6e6e6');
    let y = businessSection(f, m, rng, 84, { boxes: false, dates, dbaCaption: 'Doing Business As', taxCaption: m.taxIdType === 'SSN' ? 'Tax ID / SSN' : 'EIN' });
    f.field('requested', 'How much are you requesting?', moneyText(rng, m.requested), 40, y, 160, T.requested(m));
    decoySection(f, m, y, []);
    f.field('decoy.iso', 'ISO Representative', m.decoys.isoRep, 210, y, 160);
    f.field('decoy.funder', 'Current Funder (if any)', rng.chance(0.6) ? m.decoys.funder : 'None', 380, y, 192);
    y += 40;
    f.heading('Owner', 40, y, 532, '#e6e6e6');
    const o = m.owners[0]!;
    y = ownerSentence(f, 0, o, 'US', dates, y + 22, false);
    f.field('owner0.tax', 'SSN', ownerTax(o), 40, y, 110, T.tax(0, o, 'US'));
    f.field('owner0.dob', 'DOB', fmtDate(o.dob, dates), 160, y, 100, T.dob(0, o));
    f.field('owner0.credit', 'Credit Score (self-reported)', o.credit === null ? '' : String(o.credit), 270, y, 110, o.credit === null ? {} : T.credit(0, o));
    f.field('decoy.owner0.home', 'Home Address', o.home, 390, y, 182);
    f.addPage();
    f.heading('GUARANTOR PAGE', 40, 40, 532, '#e6e6e6');
    f.label(GUARANTY, 40, 60, 8, false, 532);
    f.label('Owner 1 (guarantor, as above):', 40, 118, 7.5, true); f.line(190, 128, 400); f.signature(200, 122, 150);
    y = 150;
    const extra = m.owners.slice(1);
    if (!extra.length) f.label('Additional guarantor: none', 40, y, 8);
    for (const [k, g] of extra.entries()) {
      const i = k + 1;
      f.label(`Guarantor ${i + 1}`, 40, y, 8, true);
      f.field(`owner${i}.name`, 'Print Name (Last, First)', `${g.last}, ${g.first}${g.middle ? ` ${g.middle}` : ''}`, 40, y + 12, 170, T.name(i, g));
      f.field(`owner${i}.title`, 'Title', g.title, 220, y + 12, 100, T.role(i, g));
      f.field(`owner${i}.pct`, '% Owned', `${g.pct}`, 330, y + 12, 50, T.pct(i, g));
      f.field(`owner${i}.tax`, 'SSN', ownerTax(g), 390, y + 12, 90, T.tax(i, g, 'US'));
      f.field(`owner${i}.dob`, 'Date of Birth', fmtDate(g.dob, dates), 490, y + 12, 82, T.dob(i, g));
      f.line(40, y + 64, 260); f.signature(50, y + 58, 150); f.label('Guarantor Signature', 40, y + 67, 6.5);
      y += 86;
    }
  },
};

export const LAYOUTS: Record<string, Layout> = { keystone, harbor, northbridge, silver };
