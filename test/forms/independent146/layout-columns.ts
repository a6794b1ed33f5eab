// Layout "columns": Meridian Crest Advance Partners (US). Business facts in a two-pair caption/value table; the owners
// side by side as columns "Owner / Guarantor 1" and "Owner / Guarantor 2" (3 and 4 on a second page), with the row
// captions on the left; names written "Last, First"; the city, state and ZIP in one cell.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './data.ts';
import type { FieldValue, Pen } from './pen.ts';
import { bizTax, dba, entityFields, entityWord, fmtDate, fmtMoney, industryFields, ownerBits, ownerName, regionName } from './print.ts';
import { COUNTRY_NAME } from './rules.ts';

const L = 40, W = 532, NAVY = '#1f2d4d', GOLD = '#b58a2c';
type Fields = Record<string, FieldValue>;
interface Pair { cap: string; key: string; text: string; fields?: Fields; decoy?: boolean }

export function drawColumns(pen: Pen, m: Merchant, rng: Rng): void {
  const doc = pen.doc;
  let y = 34;
  const title = (t: string): void => {
    doc.rect(L, y, W, 15).fill(NAVY);
    pen.label(t, L + 6, y + 4, 'Helvetica-Bold', 8, '#ffffff');
    y += 15;
  };
  const put = (p: Pair | null, x: number, w: number, h: number): void => {
    if (!p) return;
    const b = { x, y, w, h };
    if (p.decoy) pen.decoy(p.key, p.text, b); else pen.value(p.key, p.text, p.fields ?? {}, b);
  };
  // A row of two caption/value pairs, captions in shaded cells.
  const pairs = (a: Pair, b: Pair | null): void => {
    const h = 19, cw = 96, vw = W / 2 - cw;
    doc.lineWidth(0.4).strokeColor('#9aa3b5');
    for (const [i, p] of [a, b].entries()) {
      const x = L + i * (W / 2);
      doc.rect(x, y, cw, h).fillAndStroke('#eceff5', '#9aa3b5');
      doc.rect(x + cw, y, vw, h).stroke();
      if (p) pen.label(p.cap, x + 4, y + 6.5, 'Helvetica', 7.2, '#1f2d4d');
      put(p, x + cw + 2, vw - 4, h - 1);
    }
    y += h;
  };

  pen.label('MERIDIAN CREST', L, y, 'Times-Bold', 20, NAVY);
  pen.label('ADVANCE  PARTNERS', L + 2, y + 22, 'Helvetica-Bold', 7.5, GOLD);
  pen.label('Application for Business Capital', L + 300, y + 2, 'Helvetica-Bold', 11, NAVY);
  pen.label('Submitted by ISO rep:', L + 300, y + 20, 'Helvetica', 7.5, '#333333');
  pen.decoy('iso_rep', m.rep, { x: L + 380, y: y + 14, w: 150, h: 14 });
  doc.lineWidth(1.5).strokeColor(GOLD).moveTo(L, y + 36).lineTo(L + W, y + 36).stroke();
  y += 46;

  const sole = m.entity === 'sole_proprietorship';
  const ent = entityWord(rng, m.entity);
  const tax = bizTax(rng, m, 'EIN', false);
  const csz = `${m.city}, ${m.region} ${m.zip}`;
  title('COMPANY');
  pairs({ cap: 'Corporate Name', key: 'legal_name', text: m.legal, fields: { legal_name: m.legal } },
    { cap: 'Doing Business As', key: 'dba', ...dba(rng, m) });
  pairs({ cap: 'Federal Tax ID # (EIN)', key: 'tax_id', ...tax }, { cap: 'Legal Entity', key: 'entity', text: ent, fields: entityFields(ent, m.country) });
  pairs({ cap: 'Date Business Started', key: 'start', text: fmtDate(rng, m.start, ['us', 'abbr', 'long']), fields: { business_start_date: m.start } },
    { cap: 'Incorporated In', key: 'inc_state', text: sole ? '' : regionName(m, m.incRegion), decoy: true });
  pairs({ cap: 'Street Address', key: 'street', text: m.street },
    { cap: 'City, State ZIP', key: 'csz', text: csz, fields: { state_region: m.region, country: COUNTRY_NAME[m.country] } });
  pairs({ cap: 'Business Phone', key: 'phone', text: m.phone }, { cap: 'E-mail', key: 'email', text: m.email });
  pairs({ cap: 'Industry', key: 'industry', text: m.industryText, fields: industryFields(m.industryText) },
    { cap: 'Website', key: 'web', text: m.web });
  pairs({ cap: 'Location is', key: 'own', text: rng.pick(['Rented', 'Owned', 'Leased']) },
    { cap: 'Landlord Name / Phone', key: 'landlord', text: rng.chance(0.8) ? m.landlord : '', decoy: true });
  y += 8;
  title('CAPITAL REQUEST');
  pairs({ cap: 'Funding Amount Sought', key: 'amount', text: fmtMoney(rng, m.amount, m.country), fields: { requested_amount: m.amount } },
    { cap: 'Use of Proceeds', key: 'use', text: rng.chance(0.85) ? m.use : '' });
  pairs({ cap: 'Monthly Gross Revenue', key: 'monthly', text: fmtMoney(rng, m.monthly, m.country) },
    { cap: 'Bank / Routing', key: 'bank', text: `${m.bank.name} / ${m.bank.routing}`, decoy: true });
  y += 8;

  const lastFirst = rng.chance(0.85);
  const groups: Owner[][] = [m.owners.slice(0, 2), m.owners.slice(2, 4)].filter((g) => g.length);
  groups.forEach((g, gi) => {
    if (gi === 1) { pen.addPage(); y = 40; pen.label('Meridian Crest Advance Partners — additional owners', L, y, 'Helvetica-Oblique', 8, NAVY); y += 16; }
    title('OWNERS / GUARANTORS  (each owner of 20% or more must be listed and sign)');
    ownerTable(pen, m, rng, g, gi * 2, y, lastFirst);
    y += 19 * 11 + 10;
  });
  if (sole && m.owners.length !== 1) throw new Error('sole proprietorship with more than one owner');

  title('OUTSTANDING ADVANCES / LOANS');
  const hw = [220, 156, 156];
  ['Lender / Funder', 'Current Balance', 'Payment Amount'].forEach((h, k) => pen.label(h, L + 4 + hw.slice(0, k).reduce((s, v) => s + v, 0), y + 4, 'Helvetica-Bold', 7.5, NAVY));
  y += 14;
  const rows = Math.max(2, m.advances.length);
  for (let r = 0; r < rows; r++) {
    const a = m.advances[r];
    let x = L;
    const texts = a ? [a.funder, fmtMoney(rng, a.balance, m.country), `${fmtMoney(rng, a.pay, m.country)} ${rng.pick(['daily', 'weekly'])}`] : ['', '', ''];
    texts.forEach((t, k) => {
      doc.lineWidth(0.4).strokeColor('#9aa3b5').rect(x, y, hw[k]!, 17).stroke();
      put({ cap: '', key: `adv${r + 1}_${k}`, text: t, decoy: true }, x + 2, hw[k]! - 4, 16);
      x += hw[k]!;
    });
    y += 17;
  }
  y += 10;
  doc.font('Helvetica').fontSize(6.8).fillColor('#333333').text('Each undersigned owner/guarantor certifies that the statements above are true, authorizes Meridian Crest ' +
    'Advance Partners and its funding partners to obtain credit reports and verify the information, and consents to receive communications ' +
    'about this application.', L, y, { width: W });
  y += 30;
  m.owners.forEach((_o, k) => {
    const x = L + (k % 2) * (W / 2);
    if (k === 2) y += 34;
    pen.sign(x + 10, y + 12, 150);
    doc.lineWidth(0.5).strokeColor('#333333').moveTo(x, y + 16).lineTo(x + 240, y + 16).stroke();
    pen.label(`Owner / Guarantor ${k + 1} — signature & date`, x, y + 19, 'Helvetica', 6.5, '#333333');
  });
}

function ownerTable(pen: Pen, m: Merchant, rng: Rng, owners: Owner[], first: number, top: number, lastFirst: boolean): void {
  const doc = pen.doc;
  const capW = 132, colW = (W - capW) / 2, h = 19;
  const caps = ['', 'Name (Last, First M.)', 'Title / Position', 'Equity %', 'Social Security #', 'Date of Birth', 'Home Street', 'City / State / Zip',
    'Cell Phone', 'E-mail', 'FICO (approx.)'];
  const cols = [0, 1].map((c) => {
    const i = first + c;
    const o = owners[c];
    if (!o) return null;
    const b = ownerBits(rng, i, o, ['us', 'us2', 'abbr'], 0.1);
    return [{ text: `Owner / Guarantor ${i + 1}` }, { key: `og${i + 1}_name`, ...ownerName(i, o, lastFirst) }, { key: `og${i + 1}_title`, ...b.title },
      { key: `og${i + 1}_pct`, ...b.pct }, { key: `og${i + 1}_ssn`, ...b.tax }, { key: `og${i + 1}_dob`, ...b.dob },
      { key: `og${i + 1}_home`, text: o.home, decoy: true }, { key: `og${i + 1}_csz`, text: o.homeCity, decoy: true },
      { key: `og${i + 1}_cell`, text: o.phone }, { key: `og${i + 1}_email`, text: rng.chance(0.7) ? o.email : '' }, { key: `og${i + 1}_fico`, ...b.credit }];
  });
  caps.forEach((cap, r) => {
    const y = top + r * h;
    doc.lineWidth(0.4).rect(L, y, capW, h).fillAndStroke(r === 0 ? '#1f2d4d' : '#eceff5', '#9aa3b5');
    pen.label(cap, L + 4, y + 6.5, 'Helvetica', 7.2, '#1f2d4d');
    [0, 1].forEach((c) => {
      const x = L + capW + c * colW;
      if (r === 0) {
        doc.rect(x, y, colW, h).fillAndStroke('#1f2d4d', '#9aa3b5');
        pen.label(`Owner / Guarantor ${first + c + 1}`, x + 6, y + 6, 'Helvetica-Bold', 8, '#ffffff');
        return;
      }
      doc.rect(x, y, colW, h).stroke('#9aa3b5');
      const cell = cols[c]?.[r] as { key: string; text: string; fields?: Fields; decoy?: boolean } | undefined;
      if (!cell) return;
      const b = { x: x + 2, y, w: colW - 4, h: h - 1 };
      if (cell.decoy) pen.decoy(cell.key, cell.text, b); else pen.value(cell.key, cell.text, cell.fields ?? {}, b);
    });
  });
}
