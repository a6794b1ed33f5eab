// Keystone Revenue Partners: a two-page form with captions above the rules, typewriter (Courier) values, a grey
// "for office use only" sidebar down page 1, checkbox rows for the entity type and for the payment frequency, the
// principal owner on page 1 and every other owner on page 2 under "Additional Owner / Guarantor".
import type { Rng } from '../../statements/generator/prng.ts';
import type { Sheet } from './canvas.ts';
import {
  FREQ_LABELS, amountF, countF, dbaF, dobF, entityChoice, entityF, freqF, homeLine, industryF, legalF, nameF, paymentF, pctF,
  pctText, roleF, scoreF, ssnF, startF, stateF, stateText, taxF,
} from './fields.ts';
import { ownerName, type Deal, type Owner } from './model.ts';

const GREEN = '#1f5d3a';
const ENTITY_LABELS = ['C-Corp', 'S-Corp', 'LLC', 'LLP', 'Sole Prop', 'Partnership', 'Other'];

/** A caption above a rule, the value written on the rule. */
function fld(s: Sheet, caption: string, x: number, y: number, w: number, key: string, text: string | null | undefined,
  fields: Record<string, unknown>, decoy = false): void {
  s.text(caption, x, y, { size: 6.3, color: GREEN, font: 'Helvetica-Bold' });
  s.line(x, y + 21, x + w - 6, y + 21, '#777', 0.5);
  s.val(key, text, fields, x, y + 8, w - 8, { decoy });
}

function band(s: Sheet, title: string, y: number, w = 398): void {
  s.box(36, y, w, 12, { fill: GREEN });
  s.text(title, 41, y + 3, { size: 7.2, color: '#fff', font: 'Helvetica-Bold' });
}

function owner(s: Sheet, rng: Rng, o: Owner | undefined, i: number, y: number, w: number): void {
  const k = (f: string) => `owner${i + 1}.${f}`;
  const u = w / 6;
  fld(s, 'FULL NAME', 36, y, u * 3, k('name'), o ? ownerName(rng, o) : null, o ? nameF(i, o) : {});
  fld(s, 'TITLE', 36 + u * 3, y, u * 1.8, k('title'), o?.role, o ? roleF(i, o) : {});
  fld(s, 'OWNERSHIP %', 36 + u * 4.8, y, u * 1.2, k('pct'), o ? pctText(rng, o) : null, o ? pctF(i, o) : {});
  y += 26;
  fld(s, 'SSN / ITIN', 36, y, u * 1.6, k('ssn'), o?.ssnText, o ? ssnF(i, o) : {});
  fld(s, 'DATE OF BIRTH', 36 + u * 1.6, y, u * 1.5, k('dob'), o?.dobText, o ? dobF(i, o) : {});
  fld(s, 'FICO (IF KNOWN)', 36 + u * 3.1, y, u * 1.1, k('fico'), o?.score == null ? null : String(o.score), o ? scoreF(i, o) : {});
  fld(s, 'MOBILE', 36 + u * 4.2, y, u * 1.8, k('phone'), o?.phone, {}, true);
  y += 26;
  fld(s, 'HOME ADDRESS (STREET, CITY, STATE, ZIP)', 36, y, w, k('home'), o ? homeLine(o) : null, {}, true);
}

export function keystone(s: Sheet, d: Deal, rng: Rng): void {
  s.box(36, 28, 30, 30, { fill: GREEN });
  s.text('K', 44, 33, { size: 21, font: 'Helvetica-Bold', color: '#fff' });
  s.text('KEYSTONE REVENUE PARTNERS', 74, 30, { size: 15, font: 'Helvetica-Bold', color: GREEN });
  s.text('Application for the Purchase of Future Receivables', 74, 48, { size: 8.5 });
  s.text('Page 1 of 2', 530, 30, { size: 7, color: '#555' });

  // The office sidebar runs down the right of page 1.
  s.box(444, 70, 132, 330, { fill: '#ececec', stroke: '#aaa' });
  s.text('FOR OFFICE USE ONLY', 450, 76, { size: 7.5, font: 'Helvetica-Bold', color: '#8b1c1c' });
  const side: [string, string, string][] = [['Sales Rep', 'office.rep', d.office.rep], ['ISO #', 'office.iso', d.office.iso],
    ['Deal ID', 'office.deal_id', d.office.dealId], ['Underwriter', 'office.underwriter', d.office.underwriter],
    ['Approved Amount', 'office.approval', d.office.approval], ['Factor Rate', 'office.factor', d.office.factor],
    ['Holdback %', 'office.holdback', d.office.holdback]];
  side.forEach(([label, key, v], i) => fld(s, label.toUpperCase(), 450, 92 + i * 30, 126, key, v, {}, true));
  s.text('Received: ____/____/______', 450, 310, { size: 6.5 });
  s.text('Stips:  [ ] Bank stmts  [ ] DL  [ ] VC', 450, 324, { size: 6.5 });

  band(s, 'SECTION 1 - BUSINESS', 70);
  fld(s, 'LEGAL BUSINESS NAME', 36, 86, 398, 'biz.legal', d.legal, legalF(d));
  fld(s, 'DBA (IF DIFFERENT)', 36, 112, 250, 'biz.dba', d.dbaText, dbaF(d));
  fld(s, 'BUSINESS PHONE', 286, 112, 148, 'biz.phone', d.bizPhone, {});
  fld(s, 'STREET ADDRESS', 36, 138, 200, 'biz.street', d.address.street, {});
  fld(s, 'CITY', 236, 138, 96, 'biz.city', d.address.city, {});
  fld(s, 'STATE', 332, 138, 50, 'biz.state', stateText(d), stateF(d));
  fld(s, 'ZIP', 382, 138, 52, 'biz.zip', d.address.zip, {});
  fld(s, 'FEDERAL TAX ID (EIN)', 36, 164, 110, 'biz.tax_id', d.taxText, taxF(d));
  fld(s, 'DATE ESTABLISHED', 146, 164, 100, 'biz.start', d.startText, startF(d));
  fld(s, 'INDUSTRY / WHAT YOU SELL', 246, 164, 188, 'biz.industry', d.industryText, industryF(d));
  s.text('LEGAL STRUCTURE', 36, 192, { size: 6.3, color: GREEN, font: 'Helvetica-Bold' });
  const ent = entityChoice(d, ENTITY_LABELS);
  let x = 36;
  const opts = ENTITY_LABELS.map(label => { const o = { label, x, y: 202 }; x += s.width(label, 'Helvetica', 7) + 20; return o; });
  s.checks('biz.entity', opts, ent.checked, ent.other ? {} : entityF(d), { size: 7 });
  s.line(x - 4, 211, 434, 211, '#777', 0.5);
  s.val('biz.entity_other', ent.other, entityF(d), x - 4, 199, 434 - x + 4, { h: 12, size: 8 });

  band(s, 'SECTION 2 - FUNDING REQUEST', 222);
  fld(s, 'AMOUNT REQUESTED', 36, 238, 130, 'request.amount', d.amountText, amountF(d));
  fld(s, 'DESIRED PAYMENT', 166, 238, 120, 'request.payment', d.paymentText, paymentF(d));
  fld(s, 'NUMBER OF PAYMENTS', 286, 238, 148, 'request.count', d.count === null ? null : String(d.count), countF(d));
  s.text('PAYMENT SCHEDULE', 36, 266, { size: 6.3, color: GREEN, font: 'Helvetica-Bold' });
  x = 120;
  const fopts = Object.values(FREQ_LABELS).map(label => { const o = { label, x, y: 265 }; x += s.width(label, 'Helvetica', 7) + 24; return o; });
  s.checks('request.frequency', fopts, d.freq ? FREQ_LABELS[d.freq]! : null, freqF(d), { size: 7 });
  fld(s, 'USE OF FUNDS', 36, 280, 398, 'request.use', d.useOfFunds, {});

  band(s, 'SECTION 3 - PRINCIPAL OWNER', 312);
  owner(s, rng, d.owners[0], 0, 328, 398);
  s.text('Additional owners and guarantors: complete page 2.', 36, 412, { size: 7, font: 'Helvetica-Oblique' });

  band(s, 'SECTION 4 - CURRENT FINANCING', 430, 540);
  for (let i = 0; i < 3; i++) {
    const a = d.advances[i], y = 446 + i * 26;
    fld(s, 'FUNDER / LENDER', 36, y, 240, `adv${i + 1}.funder`, a?.funder, {}, true);
    fld(s, 'BALANCE', 276, y, 140, `adv${i + 1}.balance`, a?.balance, {}, true);
    fld(s, 'PAYMENT', 416, y, 160, `adv${i + 1}.payment`, a?.payment, {}, true);
  }
  s.text('Keystone Revenue Partners, 88 Liberty Square, Pittsburgh, PA 15222  |  (412) 555-0117  |  KRP-APP 2.3', 36, 765, { size: 6.5, color: '#666' });

  s.newPage();
  s.text('KEYSTONE REVENUE PARTNERS', 36, 30, { size: 11, font: 'Helvetica-Bold', color: GREEN });
  s.text('Page 2 of 2', 530, 30, { size: 7, color: '#555' });
  let y = 50;
  for (let i = 1; i < 4; i++) {
    band(s, `ADDITIONAL OWNER / GUARANTOR ${i}`, y, 540);
    owner(s, rng, d.owners[i], i, y + 16, 540);
    y += 94;
  }
  band(s, 'SECTION 5 - BANK & TRADE REFERENCES', y, 540);
  y += 16;
  fld(s, 'BANK NAME', 36, y, 180, 'bank.name', d.bank.name, {}, true);
  fld(s, 'ROUTING #', 216, y, 110, 'bank.routing', d.bank.routing, {}, true);
  fld(s, 'ACCOUNT #', 326, y, 110, 'bank.account', d.bank.account, {}, true);
  fld(s, 'BANK CONTACT', 436, y, 140, 'bank.contact', d.bank.contact.name, {}, true);
  y += 26;
  d.refs.forEach((r, i) => {
    fld(s, `TRADE REFERENCE ${i + 1}`, 36, y, 220, `ref${i + 1}.company`, r.company, {}, true);
    fld(s, 'CONTACT NAME', 256, y, 180, `ref${i + 1}.name`, r.name, {}, true);
    fld(s, 'PHONE', 436, y, 140, `ref${i + 1}.phone`, r.phone, {}, true);
    y += 26;
  });
  fld(s, 'LANDLORD / MORTGAGE COMPANY', 36, y, 220, 'landlord.name', d.landlord.name, {}, true);
  fld(s, 'LANDLORD PHONE', 256, y, 180, 'landlord.phone', d.landlord.phone, {}, true);
  fld(s, 'MONTHLY RENT', 436, y, 140, 'landlord.rent', d.landlord.rent, {}, true);
  y += 34;
  band(s, 'SECTION 6 - AUTHORIZATION', y, 540);
  s.text('The merchant and each owner signing below represent that the information in this application is accurate, authorize ' +
    'Keystone Revenue Partners to obtain credit reports and to contact the references and banks listed, and agree that any ' +
    'offer is subject to underwriting and a signed purchase agreement.', 36, y + 18, { size: 7, width: 540 });
  y += 62;
  for (let i = 0; i < Math.max(1, d.owners.length); i++) {
    const x0 = 36 + (i % 2) * 276, yy = y + Math.floor(i / 2) * 34;
    s.line(x0, yy + 20, x0 + 170, yy + 20);
    s.line(x0 + 184, yy + 20, x0 + 260, yy + 20);
    s.text(i === 0 ? 'PRINCIPAL OWNER SIGNATURE' : `GUARANTOR ${i} SIGNATURE`, x0, yy + 23, { size: 6, color: GREEN });
    s.text('DATE', x0 + 184, yy + 23, { size: 6, color: GREEN });
    s.signature(x0, yy + 2, 170);
    s.val(`sign${i + 1}.date`, d.signed, {}, x0 + 184, yy + 6, 76, { decoy: true });
  }
}
