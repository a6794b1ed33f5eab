// greyfield: Greyfield Capital Services, a one-office ISO whose form copies a government form: each value is typed
// on a ruled line with its small numbered caption printed UNDER the line ("1a Legal name of business"), black part
// bars, the entity type chosen by circling a word and the payment frequency by a tick drawn beside a word.
import type { Rng } from '../../statements/generator/prng.ts';
import { entityOf, ownerName, type DateFmt, type Merchant } from './data.ts';
import type { Opt, Sheet, Val } from './kit.ts';
import { amountVal, AUTH, countVal, creditVal, dbaVal, decoy, dobVal, funderLine, homeVal, idVal, industryVal, legalVal, nameVal, paymentVal, pctVal,
  regionVal, startVal, taxVal, titleVal, type Layout } from './common.ts';

const M = 40, W = 612;
type Cell = [x: number, w: number, caption: string, v: Val];

function caps(s: Sheet, y: number, cells: readonly Cell[]): void {
  for (const [x, w, caption, v] of cells) {
    s.onLine(x, y, w - 8, v, 14, 10);
    s.text(x, y + 16.5, caption, { size: 6.3 });
  }
}
function bar(s: Sheet, y: number, title: string): void {
  s.rect(M, y, W - 2 * M, 13, 0.1, '#000000');
  s.text(M + 5, y + 3, title, { size: 8, font: 'Helvetica-Bold', color: '#ffffff' });
}
const ENTITIES = ['Sole Prop', 'Partnership', 'LLC', 'Corp', 'S-Corp', 'Non-Profit'];
const FREQS: readonly [string, string][] = [['Daily', 'daily'], ['Weekly', 'weekly'], ['Bi-Weekly', 'biweekly'], ['Monthly', 'monthly']];

function draw(s: Sheet, m: Merchant, r: Rng): void {
  const dates: DateFmt = r.chance(0.8) ? 'mdy' : 'mdy2';
  s.text(M, 30, 'GREYFIELD CAPITAL SERVICES', { size: 7.5, font: 'Helvetica-Bold' });
  s.text(M, 40, 'Form GCS-100 (Rev. 2-2025)', { size: 7 });
  s.text(M, 52, 'Application for Business Funding', { size: 16, font: 'Helvetica-Bold', width: W - 2 * M, align: 'center' });
  s.text(W - M - 150, 30, 'For office use only\nFile No. ________________', { size: 6.5, width: 150, align: 'right' });
  s.text(M, 76, 'Type or print in ink. Answer every item; write N/A where an item does not apply. Incomplete applications will be returned.', { size: 7 });
  bar(s, 92, 'PART I    BUSINESS INFORMATION');
  let y = 114;
  caps(s, y, [[M, 340, '1a   Legal name of business', legalVal(m)], [M + 340, 192, '1b   Trade name (D/B/A)', dbaVal(m)]]);
  y += 34;
  const street = decoy('street', m.address.street), city = decoy('city', m.address.city);
  caps(s, y, [[M, 270, '1c   Business street address (no P.O. boxes)', street], [M + 270, 130, '1d   City', city],
    [M + 400, 50, '1e   State', regionVal(m)], [M + 450, 82, '1f   ZIP code', decoy('zip', m.address.postal)]]);
  y += 34;
  caps(s, y, [[M, 140, '1g   Federal EIN (or SSN if none)', taxVal(m)], [M + 140, 120, '1h   Date started (MM/DD/YYYY)', startVal(m, dates)],
    [M + 260, 100, '1i   State of incorporation', decoy('incorporated', m.incorporated)], [M + 360, 172, '1j   Business telephone', decoy('phone', m.phone)]]);
  y += 34;
  caps(s, y, [[M, 260, '1k   Type of business / products sold', industryVal(m)], [M + 260, 272, '1l   Business e-mail', decoy('email', m.email)]]);
  y += 38;
  const chosen = r.chance(0.08) ? null : { sole: 0, partnership: 1, llc: 2, corp: 3, scorp: 4, ulc: null }[m.kind];
  s.circled(M + 14, y, 'entity', ENTITIES.map((l): Opt => ({ label: l, fields: { type_of_entity: entityOf(l, 'US') } })), chosen, { gap: 24, size: 9.5 });
  s.rule(M, y + 14, W - M, 0.4);
  s.text(M, y + 16.5, '1m   Entity type (circle one)', { size: 6.3 });
  y += 34;
  const rent = r.chance(0.65);
  caps(s, y, [[M, 80, '1n   Own or rent', decoy('own_rent', rent ? 'Rent' : 'Own')], [M + 80, 260, '1o   Landlord or mortgage holder', decoy('landlord', rent ? m.landlord : null)],
    [M + 340, 192, '1p   Landlord telephone', decoy('landlord_phone', rent ? m.landlordPhone : null)]]);
  y += 40;
  bar(s, y, 'PART II    FUNDING REQUEST');
  y += 22;
  caps(s, y, [[M, 150, '2a   Amount requested', amountVal(m, r)], [M + 150, 130, '2b   Requested payment', paymentVal(m, r)],
    [M + 280, 100, '2c   Number of payments', countVal(m)], [M + 380, 152, '2d   Use of funds', decoy('use', m.useOfFunds)]]);
  y += 38;
  const f = FREQS.findIndex(([, id]) => id === m.frequency);
  s.ticks(M + 16, y, 'payment_frequency', FREQS.map(([l, id]): Opt => ({ label: l, fields: { payment_frequency: id } })), f < 0 ? null : f, { boxes: false, gap: 34, size: 9.5 });
  s.rule(M, y + 14, W - M, 0.4);
  s.text(M, y + 16.5, '2e   Payment frequency (check one)', { size: 6.3 });
  y += 34;
  caps(s, y, [[M, 150, '2f   Average monthly sales', decoy('monthly_sales', `$${m.monthlySales.toLocaleString('en-US')}`)],
    [M + 150, 382, '2g   Existing advances or loans (lender, balance, payment)', decoy('funder', funderLine(m, r))]]);

  y += 40;
  bar(s, y, 'PART III    OWNERS AND OFFICERS (every owner of 20% or more)');
  y += 22;
  for (let j = 0; j < Math.max(2, m.owners.length); j++) {
    if (j === 2) { s.addPage(); y = 40; bar(s, y, 'PART III    OWNERS AND OFFICERS (continued)'); y += 22; }
    const o = m.owners[j];
    s.text(M, y, `Owner ${j + 1}`, { size: 8, font: 'Helvetica-Bold' });
    y += 10;
    const blank = (k: string): Val => ({ key: `owner${j + 1}_${k}`, text: null });
    caps(s, y, [[M, 280, `3${'abcd'[j]}-1   Full name`, o ? nameVal(j, o, ownerName(o, r)) : blank('name')], [M + 280, 120, `3${'abcd'[j]}-2   Title`, o ? titleVal(j, o) : blank('title')],
      [M + 400, 60, `3${'abcd'[j]}-3   Ownership %`, o ? pctVal(j, o, r) : blank('pct')], [M + 460, 72, `3${'abcd'[j]}-4   Credit score`, o ? creditVal(j, o) : blank('credit')]]);
    y += 32;
    caps(s, y, [[M, 130, `3${'abcd'[j]}-5   SSN or ITIN`, o ? idVal(j, o) : blank('taxid')], [M + 130, 120, `3${'abcd'[j]}-6   Date of birth (MM/DD/YYYY)`, o ? dobVal(j, o, dates) : blank('dob')],
      [M + 250, 282, `3${'abcd'[j]}-7   Home address`, o ? homeVal(j, o) : blank('home')]]);
    y += 38;
  }
  if (m.owners.length <= 2) { s.addPage(); y = 40; }
  bar(s, y, 'PART IV    BANK AND TRADE REFERENCES');
  y += 22;
  caps(s, y, [[M, 200, '4a   Bank name', decoy('bank', m.bank)], [M + 200, 150, '4b   ABA routing number', decoy('routing', m.routing)],
    [M + 350, 182, '4c   Account number', decoy('account', m.account)]]);
  y += 34;
  caps(s, y, [[M, 266, '4d   Trade reference (name, phone)', decoy('reference1', m.refs[0]!)], [M + 266, 266, '4e   Trade reference (name, phone)', decoy('reference2', m.refs[1]!)]]);
  y += 40;
  bar(s, y, 'PART V    CERTIFICATION');
  y += 20;
  s.text(M, y, AUTH, { size: 7, width: W - 2 * M });
  y += 48;
  for (let k = 0; k < 2; k++) {
    s.rule(M + k * 270, y + 14, M + k * 270 + 170, 0.6); s.rule(M + k * 270 + 180, y + 14, M + k * 270 + 250, 0.6);
    s.text(M + k * 270, y + 16.5, `5${'ab'[k]}   Signature of owner ${k + 1}`, { size: 6.3 }); s.text(M + k * 270 + 180, y + 16.5, 'Date', { size: 6.3 });
  }
  y += 36;
  caps(s, y, [[M, 250, '6    Prepared by (ISO / broker representative)', decoy('iso_rep', m.isoRep)]]);
  s.everyPage((p, n) => s.text(M, 758, `Form GCS-100 (Rev. 2-2025)                                          Page ${p} of ${n}`, { size: 6.5 }));
}

export const GREYFIELD: Layout = { name: 'greyfield', broker: 'Greyfield Capital Services', landscape: false, countries: ['US'], maxOwners: 4, typedFont: 'Helvetica', draw };
