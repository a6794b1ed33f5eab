// Gable & Spire Advance (a funder): an upright portrait form whose section headings run up the page in a dark strip
// on the left, whose short captions sit sideways in narrow strips beside their boxes, and whose owner table has
// vertical column headers. Canadian merchants get the O/A name, the BN with its program account, province and SIN.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Case } from './data.ts';
import * as K from './kit.ts';
import type { Sheet } from './sheet.ts';

export const GABLESPIRE = { broker: 'Gable & Spire Advance', domain: 'gablespire.co', countries: ['US', 'CA'] as const, valueFont: 'Helvetica' };

const US_BOXES: [string, string][] = [['Corporation', 'c_corporation'], ['LLC', 'llc'], ['Partnership', 'general_partnership'],
  ['Sole Proprietor', 'sole_proprietorship'], ['Non-Profit', 'nonprofit_corporation']];
const CA_BOXES: [string, string][] = [['Corporation', 'ca_corporation'], ['Sole Proprietor', 'sole_proprietorship'], ['Partnership', 'general_partnership']];

export function drawGablespire(s: Sheet, c: Case, rng: Rng): void {
  const ca = c.country === 'CA';
  const ink = '#2b2b2b', strip = '#4a1f2e';
  const X = 62, RX = 588;
  /** A section: its heading written bottom to top in a strip from y0 to y1. */
  const section = (title: string, y0: number, y1: number) => {
    s.rect(24, y0, 26, y1 - y0, { fill: strip });
    s.text(title, 32, y1 - 6, { size: 9, font: 'Helvetica-Bold', color: '#fff', angle: -90 });
    s.rule(X - 6, y0, X - 6, y1, 0.5, strip);
  };
  /** A box whose caption runs up a 12-point strip on its left. */
  const vslot = (cap: string, x: number, y: number, w: number, key: string, v: K.Printed | null, decoy = false) => {
    s.rect(x, y, w, 26, { stroke: '#777', width: 0.5 });
    s.rect(x, y, 12, 26, { fill: '#e9dfe3' });
    s.text(cap, x + 3, y + 24, { size: 5.5, font: 'Helvetica-Bold', color: strip, angle: -90 });
    if (v && v.text) s.value(key, v.text, x + 14, y + 6, w - 16, decoy ? null : v.fields, v.hint);
  };
  const header = (n: number) => {
    s.text('GABLE & SPIRE', 24, 24, { size: 18, font: 'Times-Bold', color: strip });
    s.text('ADVANCE', 170, 31, { size: 9, font: 'Times-Roman', color: strip });
    s.text(`Revenue-Based Funding Application${ca ? ' - Canada' : ''}`, 330, 26, { size: 9, font: 'Helvetica-Bold', color: ink });
    s.text(`${n} / 2`, 560, 40, { size: 7, color: '#666' });
    s.rule(24, 50, 588, 50, 0.8, strip);
  };

  s.newPage('upright');
  header(1);
  section('BUSINESS', 60, 380);
  K.slot(s, 'Legal name of business (as filed)', X, 62, 330, 'legal_name', K.legal(c));
  vslot(ca ? 'O/A' : 'DBA', X + 340, 64, RX - X - 340, 'dba', K.dba(c, rng));
  s.text('Form of organization:', X, 98, { size: 7, font: 'Helvetica-Bold' });
  const boxes = ca ? CA_BOXES : US_BOXES;
  const hit = boxes.find(([, id]) => id === c.entity.id);
  let x = X + 84;
  for (const [label, id] of boxes) {
    s.check(`entity_${id}`, label, x, 97, id === c.entity.id, id === c.entity.id ? { 'application.type_of_entity': id } : null);
    x += s.doc.font('Helvetica').fontSize(8).widthOfString(label) + 22;
  }
  s.check('entity_other', 'Other', x, 97, !hit, null);
  if (!hit) s.value('entity_other_text', rng.pick(c.entity.texts), x + 34, 93, RX - x - 34, { 'application.type_of_entity': c.entity.id });
  s.rule(x + 34, 107, RX, 107, 0.5, '#555');
  vslot(ca ? 'BN' : 'EIN', X, 116, 200, 'business_tax_id', K.bizTax(c, rng, ca ? 'BN' : 'EIN', !ca));
  vslot('SINCE', X + 210, 116, 140, 'start_date', K.startDate(c, ca ? rng.pick(['iso', 'long'] as const) : rng.pick(['mdy', 'dmy-mon', 'long'] as const)));
  vslot('STAFF', X + 360, 116, RX - X - 360, 'employees', K.plain(`${c.employees} employee${c.employees === 1 ? '' : 's'}`), true);
  K.slot(s, 'What does the business do?', X, 150, RX - X, 'industry', K.industry(c));
  K.slot(s, 'Street', X, 182, 300, 'street', K.plain(c.addr.street), true);
  K.slot(s, 'City', X + 310, 182, RX - X - 310, 'city', K.plain(c.addr.city), true);
  vslot(ca ? 'PROV.' : 'STATE', X, 216, 150, 'state', K.state(c, ca && rng.chance(0.4) ? c.addr.regionName : c.addr.region));
  vslot(ca ? 'POSTAL' : 'ZIP', X + 160, 216, 120, 'zip', K.plain(c.addr.postal), true);
  vslot('TEL', X + 290, 216, RX - X - 290, 'biz_phone', K.plain(c.phone), true);
  K.slot(s, ca ? 'Incorporated in (jurisdiction)' : 'Incorporated in (state)', X, 250, 160, 'inc_state', K.plain(c.incRegion), true);
  K.slot(s, 'Landlord', X + 170, 250, 200, 'landlord', K.plain(c.landlord.name), true);
  K.slot(s, 'Monthly rent', X + 380, 250, RX - X - 380, 'rent', K.cash(c.landlord.rent, rng, c), true);
  K.slot(s, 'Website', X, 282, 260, 'website', K.plain(c.website), true);
  K.slot(s, 'E-mail', X + 270, 282, RX - X - 270, 'biz_email', K.plain(c.email), true);
  K.slot(s, 'Average monthly revenue', X, 314, 200, 'monthly_sales', K.cash(c.monthlySales, rng, c), true);
  K.slot(s, 'Other funding balances owed', X + 210, 314, RX - X - 210, 'funders',
    c.funders.length ? K.plain(c.funders.map((f) => `${f.name} ${K.cash(f.balance, rng, c).text}`).join('; ')) : null, true);
  s.text('Figures are as stated by the merchant and verified against bank statements.', X, 350, { size: 6.5, color: '#666' });

  section('FUNDING', 392, 470);
  vslot('AMOUNT', X, 396, 170, 'requested_amount', K.money('requested_amount', c.amount, rng, c));
  vslot('PAYMENT', X + 180, 396, 140, 'requested_payment', K.money('requested_payment', c.payment, rng, c));
  vslot('COUNT', X + 330, 396, 90, 'number_of_payments', K.count(c));
  vslot('EVERY', X + 430, 396, RX - X - 430, 'payment_frequency', K.freq(c, rng));
  K.slot(s, 'Purpose of funds', X, 432, RX - X, 'use', K.plain(c.use), true);

  section('BANKING', 482, 560);
  K.slot(s, ca ? 'Financial institution' : 'Bank', X, 486, 230, 'bank_name', K.plain(c.bank.name), true);
  vslot(ca ? 'TRANSIT' : 'ABA', X + 240, 488, 130, 'bank_routing', K.plain(c.bank.routing), true);
  vslot('ACCT', X + 380, 488, RX - X - 380, 'bank_account', K.plain(c.bank.account), true);
  c.refs.forEach((r, i) => K.slot(s, `Trade reference ${i + 1}`, X + i * 265, 522, 255, `ref${i + 1}`, K.plain(`${r.name}  ${r.phone}`), true));

  s.newPage('upright');
  header(2);
  const n = Math.max(2, c.owners.length);
  const tableBottom = 128 + n * 30;
  section('OWNERS', 60, tableBottom);
  const cols: [string, number][] = [['OWNER NAME', 170], ['TITLE', 90], ['OWN %', 46], [ca ? 'SIN' : 'SSN', 96], ['BIRTH DATE', 90], ['CREDIT SCORE', 34]];
  x = X;
  const cx = cols.map(([h, w]) => {
    s.rect(x, 62, w, 64, { stroke: '#777', width: 0.5 });
    s.text(h, x + w / 2 - 4, 122, { size: 6.5, font: 'Helvetica-Bold', color: strip, angle: -90 });
    const at = x; x += w; return at;
  });
  const dobFmt = ca ? 'iso' : rng.pick(['long', 'dmy-mon', 'mdy'] as const);
  for (let k = 0; k < n; k++) {
    const ry = 128 + k * 30;
    cols.forEach(([, w], i) => s.rect(cx[i]!, ry, w, 28, { stroke: '#999', width: 0.4 }));
    const o = c.owners[k];
    if (!o) continue;
    const vals: [string, K.Printed | null][] = [['name', K.ownerName(o, k, 'full')], ['role', K.role(o, k)], ['pct', K.pct(o, k, rng)],
      ['tax', K.ownerTax(o, k, rng, ca ? 'SIN' : 'SSN')], ['dob', K.dob(o, k, dobFmt)], ['credit', K.credit(o, k)]];
    vals.forEach(([key, v], i) => { if (v) s.value(`owner${k + 1}_${key}`, v.text, cx[i]!, ry + 7, cols[i]![1], v.fields, v.hint); });
  }
  let y = tableBottom + 14;
  section('CONTACT', y, y + 30 + n * 30);
  c.owners.forEach((o, k) => K.slot(s, `Owner ${k + 1} home address`, X, y + 2 + k * 30, RX - X, `owner${k + 1}_home`, K.homeLine(o), true));
  y += 44 + n * 30;
  section('CONSENT', y, y + 120);
  K.consent(s, X, y + 4, RX - X, GABLESPIRE.broker, ca);
  s.rule(X, y + 90, X + 220, y + 90, 0.6);
  s.text('Signature', X, y + 94, { size: 6.5 });
  s.rule(X + 260, y + 90, X + 420, y + 90, 0.6);
  s.text('Date', X + 260, y + 94, { size: 6.5 });
}
