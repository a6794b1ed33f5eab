// Layout "ruled": Bluewater Lane Funding (US). A typewriter-era form: labels end in a colon, values sit on a rule to
// their right, two or three fields share a line; the business structure is a row of checkboxes with an "Other" line.
// Page 1 business, terms, trade references, landlord, bank and ISO rep; page 2 the principals and signatures.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import type { FieldValue, Pen } from './pen.ts';
import { bizTax, dba, entityFields, entityWord, fmtDate, fmtMoney, industryFields, ownerBits, ownerName, region, regionName } from './print.ts';

const L = 48, R = 564;
const LABEL = 'Times-Roman', HEAD = 'Times-Bold';
type Fields = Record<string, FieldValue>;
interface Part { label: string; key: string; text: string; fields?: Fields; decoy?: boolean; span?: number }

export function drawRuled(pen: Pen, m: Merchant, rng: Rng): void {
  const doc = pen.doc;
  let y = 40;
  const line = (parts: Part[], gap = 23): void => {
    const total = parts.reduce((s, p) => s + (p.span ?? 1), 0);
    let x = L;
    for (const p of parts) {
      const w = ((R - L) * (p.span ?? 1)) / total;
      doc.font(LABEL).fontSize(9.5);
      const lw = doc.widthOfString(p.label) + 4;
      pen.label(p.label, x, y + 7, LABEL, 9.5);
      doc.lineWidth(0.6).strokeColor('#000000').moveTo(x + lw, y + 16.5).lineTo(x + w - 8, y + 16.5).stroke();
      const box = { x: x + lw, y: y, w: w - lw - 8, h: 16 };
      if (p.decoy) pen.decoy(p.key, p.text, box); else pen.value(p.key, p.text, p.fields ?? {}, box);
      x += w;
    }
    y += gap;
  };
  const head = (t: string): void => {
    y += 6;
    pen.label(t, L, y, HEAD, 10.5);
    doc.lineWidth(1.2).moveTo(L, y + 13).lineTo(R, y + 13).stroke();
    y += 18;
  };

  pen.label('BLUEWATER LANE FUNDING', L, y, HEAD, 18, '#0b2a4a');
  pen.label('Merchant Cash Advance Application', L, y + 22, 'Times-Italic', 11, '#0b2a4a');
  pen.label('1400 Harbor Blvd, Suite 9, Long Beach, NY 11561', R - 175, y + 4, LABEL, 7.5);
  pen.label('(516) 555-0188  ·  apps@bluewaterlane.com', R - 175, y + 15, LABEL, 7.5);
  doc.lineWidth(2).strokeColor('#0b2a4a').moveTo(L, y + 38).lineTo(R, y + 38).stroke().lineWidth(0.5).moveTo(L, y + 41).lineTo(R, y + 41).stroke();
  y += 50;

  const sole = m.entity === 'sole_proprietorship';
  const tax = bizTax(rng, m, 'EIN', false);
  const reg = region(rng, m, false);
  head('BUSINESS INFORMATION');
  line([{ label: 'Registered Business Name:', key: 'legal_name', text: m.legal, fields: { legal_name: m.legal } }]);
  line([{ label: 'Trade Name (DBA):', key: 'dba', ...dba(rng, m), span: 3 }, { label: 'Employer ID No.:', key: 'tax_id', ...tax, span: 2 }]);

  // Business structure checkboxes, with "Other:" written on its line for anything the row does not list.
  const opts: [string, string[]][] = [['C-Corp', ['c_corporation']], ['S-Corp', ['s_corporation']], ['LLC', ['llc']],
    ['Sole Prop.', ['sole_proprietorship']], ['Partnership', ['general_partnership']]];
  const hit = opts.find(([, ids]) => ids.includes(m.entity));
  const other = hit ? '' : entityWord(rng, m.entity);
  pen.label('Business Structure:', L, y + 7, LABEL, 9.5);
  let x = L + 92;
  const blankRow = rng.chance(0.05);
  for (const [lab] of [...opts, ['Other:', []] as [string, string[]]]) {
    const checked = !blankRow && (hit ? hit[0] === lab : lab === 'Other:');
    doc.font(LABEL).fontSize(9.5);
    const lw = doc.widthOfString(lab);
    pen.check(`structure_${lab.replace(/\W/g, '')}`, lab.replace(':', ''), lab === 'Other:' ? {} : entityFields(lab, 'US'), { x, y: y + 6.5, w: 8, h: 8 }, checked,
      { x: x + 11, y: y + 6, w: lw, h: 10 });
    pen.label(lab, x + 11, y + 7, LABEL, 9.5);
    x += lw + 24;
  }
  doc.lineWidth(0.6).moveTo(x - 10, y + 16.5).lineTo(R - 8, y + 16.5).stroke();
  pen.value('structure_other', blankRow ? '' : other, entityFields(other, 'US'), { x: x - 10, y, w: R - x, h: 16 });
  y += 23;

  line([{ label: 'Date Established:', key: 'start', text: fmtDate(rng, m.start, ['us', 'long', 'us2']), fields: { business_start_date: m.start } },
    { label: 'State of Organization:', key: 'inc_state', text: sole ? '' : rng.chance(0.5) ? m.incRegion : regionName(m, m.incRegion), decoy: true }]);
  line([{ label: 'Physical Address:', key: 'street', text: m.street }]);
  line([{ label: 'City:', key: 'city', text: m.city, span: 3 }, { label: 'State:', key: 'state', ...reg, span: 1.3 }, { label: 'Zip:', key: 'zip', text: m.zip, span: 1.6 }]);
  line([{ label: 'Telephone:', key: 'phone', text: m.phone }, { label: 'E-mail:', key: 'email', text: m.email }]);
  const ind = m.industryText;
  const years = 2026 - Number(m.start.slice(0, 4));
  line([{ label: 'Nature of Business:', key: 'industry', text: ind, fields: industryFields(ind), span: 3 },
    { label: 'Time in Business:', key: 'years', text: rng.chance(0.6) ? `${years} yrs` : '', span: 2 }]);
  line([{ label: 'Gross Annual Sales:', key: 'annual', text: fmtMoney(rng, m.monthly * 12, m.country) },
    { label: 'Monthly Card Volume:', key: 'cards', text: rng.chance(0.5) ? fmtMoney(rng, Math.round(m.monthly * 0.4), m.country) : '' }]);

  head('REQUESTED TERMS');
  const terms = rng.chance(0.75);
  line([{ label: 'Advance Amount Requested:', key: 'amount', text: fmtMoney(rng, m.amount, m.country), fields: { requested_amount: m.amount } },
    { label: 'Use of Funds:', key: 'use', text: m.use }]);
  line([{ label: 'Desired Payment:', key: 'payment', text: terms ? fmtMoney(rng, m.payment, m.country) : '', fields: { requested_payment: m.payment } },
    { label: 'No. of Payments:', key: 'payments', text: terms ? String(m.payments) : '', fields: { number_of_payments: m.payments } },
    { label: 'Frequency:', key: 'freq', text: terms || rng.chance(0.5) ? { daily: 'Daily', weekly: 'Weekly', biweekly: 'Bi-weekly', monthly: 'Monthly' }[m.freq] : '',
      fields: { payment_frequency: m.freq } }]);
  line([{ label: 'Existing advances (funder / balance):', key: 'adv', text: m.advances.map((a) => `${a.funder} / ${fmtMoney(rng, a.balance, m.country)}`).join('; '), decoy: true }]);

  head('TRADE REFERENCES / OTHER');
  m.refs.forEach((r, k) => line([{ label: `Reference ${k + 1}:`, key: `ref${k + 1}`, text: r.name, decoy: true, span: 3 },
    { label: 'Phone:', key: `ref${k + 1}_phone`, text: r.phone, decoy: true, span: 2 }]));
  line([{ label: 'Landlord / Mortgage Holder:', key: 'landlord', text: m.landlord, decoy: true, span: 3 },
    { label: 'Monthly Rent:', key: 'rent', text: fmtMoney(rng, m.rent, m.country), decoy: true, span: 2 }]);
  line([{ label: 'Business Bank:', key: 'bank', text: m.bank.name, decoy: true }, { label: 'Acct #:', key: 'account', text: m.bank.account, decoy: true }]);
  line([{ label: 'Referred By (ISO Rep):', key: 'rep', text: m.rep, decoy: true }]);


  pen.addPage();
  y = 40;
  pen.label('Bluewater Lane Funding — Merchant Application (page 2 of 2)', L, y, 'Times-Italic', 9, '#0b2a4a');
  y += 12;
  m.owners.forEach((o, i) => {
    head(`PRINCIPAL #${i + 1}`);
    const b = ownerBits(rng, i, o, ['us', 'long'], 0.1);
    line([{ label: 'Full Name:', key: `p${i + 1}_name`, ...ownerName(i, o), span: 3 }, { label: 'Title:', key: `p${i + 1}_title`, ...b.title, span: 2 }]);
    line([{ label: 'Ownership %:', key: `p${i + 1}_pct`, ...b.pct, span: 1.1 }, { label: 'Social Security #:', key: `p${i + 1}_ssn`, ...b.tax, span: 1.5 },
      { label: 'DOB:', key: `p${i + 1}_dob`, ...b.dob, span: 1.2 }]);
    line([{ label: 'Residence Address:', key: `p${i + 1}_home`, text: `${o.home}, ${o.homeCity}`, decoy: true }]);
    line([{ label: 'Mobile:', key: `p${i + 1}_cell`, text: o.phone }, { label: 'Credit Score:', key: `p${i + 1}_fico`, ...b.credit }], 20);
  });

  y += 6;
  const text = 'The undersigned certify that all information in this application is true and correct and authorize Bluewater Lane Funding ' +
    'and its assigns to obtain consumer and business credit reports and to contact the references and financial institutions listed.';
  doc.font('Times-Italic').fontSize(8.5).fillColor('#000000').text(text, L, y, { width: R - L });
  y += 32;
  m.owners.forEach((_o, i) => {
    const sx = L + (i % 2) * 260;
    if (i % 2 === 0 && i > 0) y += 34;
    pen.sign(sx + 8, y + 12, 140);
    doc.lineWidth(0.6).strokeColor('#000000').moveTo(sx, y + 16).lineTo(sx + 230, y + 16).stroke();
    pen.label(`Principal #${i + 1} Signature / Date`, sx, y + 19, LABEL, 8);
  });
}
