// linden: Linden Street Advance, a small ISO in Worcester MA that also places Canadian files. Printed in Times:
// numbered questions with the answer on the line beneath each ("1. Legal name of business"), 14a-14c for the
// payment terms, the principal owner as sub-questions 15a-15g, and every other owner on a continuation sheet headed
// "ADDITIONAL OWNER (attach if more than one)".
import type { Rng } from '../../statements/generator/prng.ts';
import { ownerName, type DateFmt, type Merchant, type Owner } from './data.ts';
import type { Sheet, Val } from './kit.ts';
import { amountVal, AUTH, countVal, creditVal, dbaVal, decoy, dobVal, entityText, entityVal, freqVal, funderLine, homeVal, idVal, industryVal, legalVal,
  nameVal, paymentVal, pctVal, regionVal, startVal, taxVal, titleVal, type Layout } from './common.ts';

const M = 54, W = 612, ROW = 36;
type Q = [label: string, v: Val];

/** One row of numbered questions side by side, each answer on the line under its question. */
function row(s: Sheet, y: number, qs: readonly Q[], widths?: readonly number[]): number {
  let x = M;
  qs.forEach(([label, v], i) => {
    const w = widths?.[i] ?? (W - 2 * M) / qs.length;
    s.text(x, y, label, { size: 10, font: 'Times-Roman' });
    s.onLine(x + 14, y + 11, w - 26, v, 14, 11);
    x += w;
  });
  return y + ROW;
}

function ownerQs(s: Sheet, y: number, j: number, o: Owner, r: Rng, m: Merchant, dates: DateFmt): number {
  y = row(s, y, [['15a. Owner name', nameVal(j, o, ownerName(o, r))], ['15b. Title', titleVal(j, o)]], [300, 204]);
  y = row(s, y, [['15c. Percent of ownership', pctVal(j, o, r)], [m.country === 'CA' ? '15d. Social Insurance No. (SIN)' : '15d. Social Security No.', idVal(j, o)]]);
  y = row(s, y, [['15e. Date of birth', dobVal(j, o, dates)], ['15f. Estimated credit score', creditVal(j, o)]]);
  return row(s, y, [['15g. Home address', homeVal(j, o)]]);
}

function draw(s: Sheet, m: Merchant, r: Rng): void {
  const ca = m.country === 'CA';
  const dates: DateFmt = ca ? r.pick(['iso', 'long'] as const) : r.pick(['mdy', 'long', 'mdy2'] as const);
  const head = (y: number) => {
    s.text(M, y, 'LINDEN STREET ADVANCE', { size: 16, font: 'Times-Bold', width: W - 2 * M, align: 'center' });
    s.text(M, y + 19, '48 Linden Street, Worcester, Massachusetts 01609  \u00b7  (508) 555-0144', { size: 8.5, font: 'Times-Roman', width: W - 2 * M, align: 'center' });
    s.rule(M, y + 32, W - M, 0.8); s.rule(M, y + 34, W - M, 0.3);
  };
  head(40);
  s.text(M, 84, 'Application for Business Funding', { size: 13, font: 'Times-Italic', width: W - 2 * M, align: 'center' });
  s.text(M, 102, 'Please answer every question on the line below it. Write "none" where a question does not apply.', { size: 9, font: 'Times-Italic' });
  let y = 124;
  y = row(s, y, [['1. Legal name of business', legalVal(m)]]);
  y = row(s, y, [['2. D/B/A (trade name), if any', dbaVal(m)]]);
  const tax = m.taxIdText && !ca && m.taxIdType === 'EIN' && r.chance(0.35) ? m.taxIdText.replace('-', '') : m.taxIdText;
  y = row(s, y, [['3. Form of business (corp., LLC, partnership, sole prop.)', entityVal(entityText(m, r), m)],
    [ca ? '4. Business Number (BN)' : '4. Federal Tax ID (EIN)', taxVal(m, tax)]], [290, 214]);
  y = row(s, y, [['5. Date business started', startVal(m, dates)], [ca ? '6. Province of incorporation' : '6. State of incorporation', decoy('incorporated', m.incorporated)]]);
  const addr = `${m.address.street}, ${m.address.city}, ${m.address.region} ${m.address.postal}`;
  y = row(s, y, [[ca ? '7. Business address (street, city, province, postal code)' : '7. Business address (street, city, state, ZIP)', regionVal(m, addr)]]);
  y = row(s, y, [['8. Business telephone', decoy('phone', m.phone)], ['9. E-mail address', decoy('email', m.email)]]);
  y = row(s, y, [['10. Nature of business', industryVal(m)]]);
  const rent = r.chance(0.6);
  y = row(s, y, [['11. Do you own or rent? If you rent, landlord\u2019s name and telephone', decoy('landlord', rent ? `Rent - ${m.landlord} ${m.landlordPhone}` : 'Own')]]);
  y = row(s, y, [['12. Average monthly gross sales', decoy('monthly_sales', `$${m.monthlySales.toLocaleString('en-US')}`)], ['13. Use of funds', decoy('use', m.useOfFunds)]]);
  y = row(s, y, [['14. Amount requested', amountVal(m, r)]], [250]);
  row(s, y, [['14a. Payment frequency', freqVal(m, r)], ['14b. Payment amount', paymentVal(m, r)], ['14c. Number of payments', countVal(m)]]);

  s.addPage();
  head(40);
  y = 90;
  s.text(M, y, '15. Principal owner (an owner of 20% or more)', { size: 11, font: 'Times-Bold' });
  y = ownerQs(s, y + 18, 0, m.owners[0]!, r, m, dates) + 4;
  s.text(M, y, '16. Business bank account', { size: 11, font: 'Times-Bold' });
  y = row(s, y + 18, [['16a. Bank name', decoy('bank', m.bank)], [ca ? '16b. Transit / institution no.' : '16b. Routing number', decoy('routing', m.routing)],
    ['16c. Account number', decoy('account', m.account)]]);
  y = row(s, y, [['17. Existing advances or loans (funder, balance, payment)', decoy('funder', funderLine(m, r))]]);
  y = row(s, y, [['18. Trade references (name and telephone)', decoy('reference1', m.refs[0]!)], ['', decoy('reference2', m.refs[1]!)]]);
  y = row(s, y, [['19. Broker or ISO referring this application', decoy('iso_rep', m.isoRep)]], [300]);
  s.text(M, y, 'CERTIFICATION', { size: 10, font: 'Times-Bold' });
  s.text(M, y + 14, AUTH, { size: 8.5, font: 'Times-Roman', width: W - 2 * M });
  y += 70;
  s.rule(M, y, M + 250, 0.6); s.rule(M + 300, y, W - M, 0.6);
  s.text(M, y + 3, 'Signature of principal owner', { size: 8, font: 'Times-Italic' }); s.text(M + 300, y + 3, 'Date', { size: 8, font: 'Times-Italic' });

  if (m.owners.length > 1) {
    s.addPage();
    head(40);
    s.text(M, 88, 'ADDITIONAL OWNER (attach if more than one)', { size: 12, font: 'Times-Bold', width: W - 2 * M, align: 'center' });
    y = row(s, 108, [['Legal name of business (as on page 1)', legalVal(m)]]);
    for (let j = 1; j < m.owners.length; j++) {
      s.text(M, y, `Additional Owner #${j + 1}`, { size: 11, font: 'Times-Bold' });
      y = ownerQs(s, y + 16, j, m.owners[j]!, r, m, dates) + 2;
    }
  }
  s.everyPage((p, n) => s.text(M, 752, `Form LSA-7 (2024)    Page ${p} of ${n}`, { size: 8, font: 'Times-Roman', width: W - 2 * M, align: 'right' }));
}

export const LINDEN: Layout = { name: 'linden', broker: 'Linden Street Advance', landscape: false, countries: ['US', 'US', 'CA'], maxOwners: 4, typedFont: 'Times-Roman', draw };
