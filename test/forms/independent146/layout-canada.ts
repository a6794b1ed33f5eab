// Layout "canada": Northbridge Merchant Capital (Toronto). Labels left of open value boxes; checkbox rows for the legal
// structure (with an "Other" line), the tax number type (BN or SIN), premises (own / rent) and payment frequency;
// province and postal code; owners' SINs, mostly masked; PIPEDA consent. Always two pages: owners from page 1 on,
// banking, consent and signatures on page 2.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Freq, Merchant } from './data.ts';
import type { Box, FieldValue, Pen } from './pen.ts';
import { bizTax, dba, entityFields, entityWord, fmtDate, fmtMoney, industryFields, ownerBits, ownerName, ownerTax, region, regionName } from './print.ts';

const L = 40, R = 572, RED = '#b3262d';
type Fields = Record<string, FieldValue>;
interface Slot { label: string; key: string; text: string; fields?: Fields; decoy?: boolean; w: number }

export function drawCanada(pen: Pen, m: Merchant, rng: Rng): void {
  const doc = pen.doc;
  doc.registerFont('gothic', '/usr/share/fonts/opentype/urw-base35/URWGothic-Book.otf');
  doc.registerFont('gothic-demi', '/usr/share/fonts/opentype/urw-base35/URWGothic-Demi.otf');
  let y = 36;
  const section = (n: number, t: string): void => {
    y += 6;
    doc.circle(L + 8, y + 7, 8).fill(RED);
    pen.label(String(n), L + 5.2, y + 2.5, 'gothic-demi', 10, '#ffffff');
    pen.label(t, L + 22, y + 1.5, 'gothic-demi', 11, '#222222');
    doc.lineWidth(1).strokeColor(RED).moveTo(L + 22, y + 16).lineTo(R, y + 16).stroke();
    y += 22;
  };
  // Label then an open box; widths share the line.
  const slots = (list: Slot[]): void => {
    let x = L;
    const total = list.reduce((s, p) => s + p.w, 0);
    for (const s of list) {
      const w = ((R - L) * s.w) / total;
      doc.font('gothic').fontSize(8);
      const lw = Math.min(doc.widthOfString(s.label) + 5, w * 0.55);
      pen.label(s.label, x, y + 6, 'gothic', 8, '#333333', { width: lw, lineBreak: true, height: 16 });
      const b: Box = { x: x + lw, y: y + 1, w: w - lw - 6, h: 16 };
      doc.lineWidth(0.5).strokeColor('#8c8c8c').roundedRect(b.x, b.y, b.w, b.h, 2).stroke();
      if (s.decoy) pen.decoy(s.key, s.text, b); else pen.value(s.key, s.text, s.fields ?? {}, b);
      x += w;
    }
    y += 21;
  };
  // A checkbox row: [label, fields, checked] options; "Other:" may carry a written value.
  const boxes = (caption: string, key: string, opts: [string, Fields, boolean][], other?: { text: string; fields: Fields }): void => {
    pen.label(caption, L, y + 5, 'gothic', 8, '#333333');
    doc.font('gothic').fontSize(8);
    let x = L + doc.widthOfString(caption) + 10;
    for (const [lab, fields, on] of opts) {
      doc.font('gothic').fontSize(8.5);
      const lw = doc.widthOfString(lab);
      pen.check(`${key}_${lab.replace(/\W/g, '')}`, lab.replace(/:$/, ''), fields, { x, y: y + 4, w: 8.5, h: 8.5 }, on, { x: x + 12, y: y + 4, w: lw, h: 10 });
      pen.label(lab, x + 12, y + 5, 'gothic', 8.5, '#222222');
      x += lw + 26;
    }
    if (other) {
      doc.lineWidth(0.5).strokeColor('#8c8c8c').moveTo(x - 12, y + 14).lineTo(R, y + 14).stroke();
      pen.value(`${key}_other`, other.text, other.fields, { x: x - 12, y: y - 1, w: R - x + 12, h: 15 });
    }
    y += 19;
  };

  pen.label('NORTHBRIDGE', L, y, 'gothic-demi', 22, RED);
  pen.label('MERCHANT CAPITAL', L + 1, y + 24, 'gothic', 9, '#222222');
  pen.label('Business Cash Advance Application', R - 215, y + 2, 'gothic-demi', 11, '#222222');
  pen.label('Toronto · Vancouver · 1-877-555-0119 · apply@northbridgemc.ca', R - 215, y + 18, 'gothic', 7, '#555555');
  y += 40;

  const sole = m.entity === 'sole_proprietorship';
  section(1, 'Business Information');
  slots([{ label: 'Legal Business Name', key: 'legal_name', text: m.legal, fields: { legal_name: m.legal }, w: 1 }]);
  slots([{ label: 'Operating Name (O/A)', key: 'dba', ...dba(rng, m), w: 1 }]);
  const bareType = m.taxType === 'SIN' ? 'SIN' : 'BN';
  const tax = bizTax(rng, m, bareType, false);
  slots([{ label: 'Business Number (BN) / Program Acct.', key: 'tax_id', ...tax, w: 3 },
    { label: 'Date Started', key: 'start', text: fmtDate(rng, m.start, ['iso', 'long', 'abbr']), fields: { business_start_date: m.start }, w: 2 }]);
  boxes('Number type:', 'taxtype', [['BN', {}, bareType === 'BN'], ['SIN (sole proprietor without a BN)', {}, bareType === 'SIN']]);
  const listed: [string, string][] = [['Corporation', 'ca_corporation'], ['Sole Proprietorship', 'sole_proprietorship'], ['Partnership', 'general_partnership']];
  const hit = listed.find(([, id]) => id === m.entity);
  const otherText = hit ? '' : entityWord(rng, m.entity);
  boxes('Legal structure:', 'structure', [...listed.map(([lab, id]): [string, Fields, boolean] => [lab, entityFields(lab, 'CA'), id === m.entity]),
    ['Other:', {}, !hit]], { text: otherText, fields: entityFields(otherText, 'CA') });
  slots([{ label: 'Jurisdiction of Incorporation', key: 'inc', text: sole ? '' : rng.chance(0.4) ? 'Federal (CBCA)' : regionName(m, m.incRegion), decoy: true, w: 1 },
    { label: 'Nature of Business', key: 'industry', text: m.industryText, fields: industryFields(m.industryText), w: 1 }]);
  slots([{ label: 'Street Address', key: 'street', text: m.street, w: 1 }]);
  slots([{ label: 'City', key: 'city', text: m.city, w: 2.2 }, { label: 'Province', key: 'province', ...region(rng, m, true), w: 1.6 },
    { label: 'Postal Code', key: 'postal', text: m.zip, w: 1.5 }]);
  slots([{ label: 'Business Phone', key: 'phone', text: m.phone, w: 1 }, { label: 'E-mail', key: 'email', text: m.email, w: 1.2 }]);
  const own = rng.chance(0.25);
  boxes('Premises:', 'premises', [['Own', {}, own], ['Rent / Lease', {}, !own]]);
  slots([{ label: own ? 'Mortgage Holder' : 'Landlord / Property Manager', key: 'landlord', text: m.landlord, decoy: true, w: 3 },
    { label: own ? 'Monthly Mortgage' : 'Monthly Rent', key: 'rent', text: fmtMoney(rng, m.rent, 'CA'), decoy: true, w: 2 }]);

  section(2, 'Funding Request');
  slots([{ label: 'Amount Requested (CAD)', key: 'amount', text: fmtMoney(rng, m.amount, 'CA'), fields: { requested_amount: m.amount }, w: 1 },
    { label: 'Use of Funds', key: 'use', text: m.use, w: 1 }]);
  const freqs: [string, Freq][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];
  const noFreq = rng.chance(0.1);
  boxes('Payment frequency:', 'freq', freqs.map(([lab, f]): [string, Fields, boolean] => [lab, { payment_frequency: f }, !noFreq && f === m.freq]));
  const terms = rng.chance(0.7);
  slots([{ label: 'Estimated Payment', key: 'payment', text: terms ? fmtMoney(rng, m.payment, 'CA') : '', fields: { requested_payment: m.payment }, w: 1 },
    { label: 'Number of Payments', key: 'payments', text: terms ? String(m.payments) : '', fields: { number_of_payments: m.payments }, w: 1 },
    { label: 'Avg. Monthly Deposits', key: 'monthly', text: fmtMoney(rng, m.monthly, 'CA'), w: 1.1 }]);

  const page2 = (): void => {
    pen.addPage();
    y = 36;
    pen.label('Northbridge Merchant Capital — Business Cash Advance Application (2/2)', L, y, 'gothic', 8, '#555555');
    y += 10;
  };
  section(3, 'Owners / Guarantors (all owners of 20% or more)');
  m.owners.forEach((o, i) => {
    if (y > 680) page2();
    const b = ownerBits(rng, i, o, ['iso'], 0.1);
    const sin = b.tax.text ? ownerTax(rng, i, o, rng.chance(0.6)) : b.tax;
    pen.label(`Owner ${i + 1}`, L, y + 2, 'gothic-demi', 8.5, RED);
    y += 12;
    slots([{ label: 'Full Name', key: `own${i + 1}_name`, ...ownerName(i, o), w: 2.4 }, { label: 'Title', key: `own${i + 1}_title`, ...b.title, w: 1.4 },
      { label: 'Ownership %', key: `own${i + 1}_pct`, ...b.pct, w: 1.1 }]);
    slots([{ label: 'SIN', key: `own${i + 1}_sin`, ...sin, w: 1.4 }, { label: 'Date of Birth (YYYY-MM-DD)', key: `own${i + 1}_dob`, ...b.dob, w: 1.7 },
      { label: 'Credit Score', key: `own${i + 1}_fico`, ...b.credit, w: 1 }]);
    slots([{ label: 'Home Address', key: `own${i + 1}_home`, text: `${o.home}, ${o.homeCity}`, decoy: true, w: 1 }]);
  });
  if (sole && m.owners.length !== 1) throw new Error('sole proprietorship with more than one owner');

  if (pen.page === 1) page2();
  section(4, 'Banking & Existing Financing');
  slots([{ label: 'Financial Institution', key: 'bank', text: m.bank.name, decoy: true, w: 2 }, { label: 'Transit #', key: 'transit', text: m.bank.routing, decoy: true, w: 1.2 },
    { label: 'Account #', key: 'account', text: m.bank.account, decoy: true, w: 1.6 }]);
  boxes('Current advances or loans?', 'adv', [['Yes', {}, m.advances.length > 0], ['No', {}, m.advances.length === 0]]);
  m.advances.forEach((a, k) => slots([{ label: `Funder ${k + 1}`, key: `adv${k + 1}`, text: a.funder, decoy: true, w: 2 },
    { label: 'Balance', key: `adv${k + 1}_bal`, text: fmtMoney(rng, a.balance, 'CA'), decoy: true, w: 1.3 }]));

  section(5, 'Consent (PIPEDA)');
  const consent = 'In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each undersigned consents to ' +
    'Northbridge Merchant Capital and its funding partners collecting, using and disclosing the personal information above, obtaining credit ' +
    'reports from Equifax Canada and TransUnion Canada, and verifying banking information, for the purpose of evaluating this application.';
  doc.font('gothic').fontSize(7).fillColor('#333333').text(consent, L, y, { width: R - L, lineGap: 1 });
  y += 42;
  m.owners.forEach((_o, i) => {
    const x = L + (i % 2) * 270;
    if (i === 2) y += 34;
    pen.sign(x + 8, y + 12, 140);
    doc.lineWidth(0.5).strokeColor('#555555').moveTo(x, y + 16).lineTo(x + 250, y + 16).stroke();
    pen.label(`Signature — Owner ${i + 1}          Date`, x, y + 19, 'gothic', 7, '#555555');
  });
}
