// Bluewater Capital Group: a one-page form of underlined rows in a serif face, several "Label: ______" pairs on a
// line, the address written out on one line, entity type in free text, no payment terms (those fields read null).
// Up to two owners, with their home addresses on the line under their names.
import type { Model } from './model.ts';
import { authorization, ownRentRow, signatureBlock } from './parts.ts';
import type { Item, Sheet } from './sheet.ts';

const X0 = 36, W = 540, STEP = 21;
const BROKER = 'Bluewater Capital Group';
const LABEL_FONT = 'Times-Roman';

type Pair = [label: string, w: number, fill?: (x: number, y: number, w: number, h: number) => void];

/** Label then a rule to the pair's end; the value sits on the rule. */
function line(s: Sheet, y: number, pairs: Pair[], x0 = X0): number {
  let x = x0;
  for (const [label, w, fill] of pairs) {
    s.text(label, x, y, { size: 8.5, font: LABEL_FONT });
    const lx = x + s.width(label, 8.5, LABEL_FONT) + 3;
    s.line(lx, y + 9.5, x + w - 8, y + 9.5, 0.5);
    fill?.(lx, y - 4, x + w - 8 - lx, 13);
    x += w;
  }
  return y + STEP;
}

const v = (s: Sheet, key: string, item: Item | null) => (x: number, y: number, w: number, h: number) => s.fill(key, item, x, y, w, h, 9.5);
const d = (s: Sheet, key: string, text: string | null) => (x: number, y: number, w: number, h: number) => s.decoy(key, text, x, y, w, h, 9.5);

function heading(s: Sheet, y: number, title: string): number {
  s.text(title, X0, y, { size: 10, font: 'Times-Bold' });
  s.line(X0, y + 11, X0 + s.width(title, 10, 'Times-Bold'), y + 11, 0.7);
  return y + 19;
}

function owner(s: Sheet, m: Model, i: number, y: number): number {
  const o = m.owners[i];
  const k = `owner${i + 1}`;
  y = heading(s, y, `Owner / Guarantor #${i + 1}`);
  y = line(s, y, [['Name:', 270, v(s, `${k}.name`, o?.name ?? null)], ['Title:', 150, v(s, `${k}.title`, o?.title ?? null)],
    ['% Owned:', 120, v(s, `${k}.ownership`, o?.pct ?? null)]]);
  y = line(s, y, [['Home Address:', W, d(s, `${k}.home_address`, o?.home.line ?? null)]]);
  return line(s, y, [['SSN:', 150, v(s, `${k}.ssn`, o?.ssn ?? null)], ['Date of Birth:', 150, v(s, `${k}.dob`, o?.dob ?? null)],
    ['FICO (est.):', 100, v(s, `${k}.credit_score`, o?.credit ?? null)], ['Cell:', 140, d(s, `${k}.cell`, o?.cell ?? null)]]);
}

export function drawLines(s: Sheet, m: Model): void {
  const title = 'BLUEWATER CAPITAL GROUP';
  s.text(title, 306 - s.width(title, 17, 'Times-Bold') / 2, 30, { size: 17, font: 'Times-Bold', color: '#0b3d6b' });
  s.text('Small Business Funding Application', 306 - s.width('Small Business Funding Application', 10.5, 'Times-Italic') / 2, 50,
    { size: 10.5, font: 'Times-Italic' });
  const addr = '88 Harbor Drive, Suite 400, Stamford, CT 06902  |  (203) 555-0147  |  apps@bluewatercg.com';
  s.printedDecoy('broker_address', addr, 306 - s.width(addr, 7.5, LABEL_FONT) / 2, 64, { size: 7.5, font: LABEL_FONT });
  s.line(X0, 76, X0 + W, 76, 1.2);
  s.line(X0, 78.5, X0 + W, 78.5, 0.4);
  let y = line(s, 88, [['Submitted by (ISO / Agent):', 360, d(s, 'iso_rep', m.isoRep)], ['Date:', 180, d(s, 'application_date', m.appDate)]]);

  y = heading(s, y + 2, 'Business Information');
  y = line(s, y, [['Business Legal Name:', W, v(s, 'legal_name', m.legal)]]);
  y = line(s, y, [['DBA:', 300, v(s, 'dba', m.dba)], ['Entity Type:', 240, v(s, 'entity', m.entity.text)]]);
  y = line(s, y, [['Business Address:', W, v(s, 'business_address', m.addressLine)]]);
  y = line(s, y, [['Phone:', 170, d(s, 'business_phone', m.phone)], ['Fax:', 150, d(s, 'business_fax', m.fax)], ['Email:', 220, d(s, 'business_email', m.email)]]);
  y = line(s, y, [['Federal Tax ID (EIN):', 220, v(s, 'tax_id', m.taxId)], ['Date Business Established:', 210, v(s, 'start_date', m.start)],
    ['Years in Business:', 110, d(s, 'years_in_business', m.years)]]);
  y = line(s, y, [['State of Inc.:', 130, d(s, 'incorporation_state', m.incState)], ['Nature of Business:', 270, v(s, 'industry', m.industry)],
    ['# Employees:', 140, d(s, 'employees', m.employees)]]);
  s.text('Premises:', X0, y, { size: 8.5, font: LABEL_FONT });
  const w = ownRentRow(s, m, X0 + 42, y + 0.5, 7.5);
  const rest = W - 52 - w;
  y = line(s, y, [['Landlord:', rest * 0.44, d(s, 'landlord', m.landlord)], ['Phone:', rest * 0.28, d(s, 'landlord_phone', m.landlordPhone)],
    ['Rent/mo:', rest * 0.28, d(s, 'rent', m.rent)]], X0 + 52 + w);

  y = heading(s, y + 2, 'Funding Request');
  y = line(s, y, [['Amount Requested:', 220, v(s, 'requested_amount', m.amount)], ['Use of Funds:', 320, d(s, 'use_of_funds', m.useOfFunds)]]);
  y = line(s, y, [['Avg. Monthly Gross Sales:', 270, d(s, 'monthly_sales', m.monthlySales)], ['Annual Revenue:', 270, d(s, 'annual_sales', m.annualRevenue)]]);

  y = owner(s, m, 0, y + 2);
  y = owner(s, m, 1, y + 2);

  y = heading(s, y + 2, 'Bank & Existing Financing');
  y = line(s, y, [['Bank:', 170, d(s, 'bank_name', m.bank)], ['Routing #:', 170, d(s, 'routing', m.routing)], ['Account #:', 200, d(s, 'account', m.account)]]);
  s.text('Any open cash advances or loans?', X0, y, { size: 8.5, font: LABEL_FONT });
  const yesX = X0 + s.width('Any open cash advances or loans?', 8.5, LABEL_FONT) + 6;
  const yw = s.check('positions_yes', 'Yes', m.positions.length > 0, yesX, y + 0.5, null, { size: 7.5, labelSize: 8 });
  s.check('positions_no', 'No', m.positions.length === 0, yesX + yw + 8, y + 0.5, null, { size: 7.5, labelSize: 8 });
  y += STEP;
  for (let j = 0; j < 2; j++) {
    const p = m.positions[j];
    y = line(s, y, [[`Funder ${j + 1}:`, 200, d(s, `position${j + 1}.funder`, p?.funder ?? null)], ['Balance:', 130, d(s, `position${j + 1}.balance`, p?.balance ?? null)],
      ['Payment:', 210, d(s, `position${j + 1}.payment`, p?.payment ?? null)]]);
  }
  y += s.para(authorization(BROKER), X0, y + 2, W, 6.3, 'Times-Roman') + 8;
  signatureBlock(s, m, 0, X0, y, 250);
  signatureBlock(s, m, 1, X0 + 290, y, 250);
  s.printedDecoy('form_revision', 'BCG Form 7 (rev. 09/2022)', X0, 764, { size: 6.5, font: LABEL_FONT });
}

export const LINES = { name: 'bluewater_lines', broker: BROKER, draw: drawLines, traits: { maxOwners: 2, einLabel: true },
  sheet: { typedFont: 'Times-Roman' as const, genericNames: false, title: 'Bluewater Capital Group Funding Application' } };
