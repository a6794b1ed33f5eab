// Layout "open-road-trucking": Open Road Fleet Funding, a broker for motor carriers. Two pages of boxed cells in a
// navy band style. Hard: USDOT, MC and IFTA numbers sit beside the tax ID (the IFTA account is printed like an EIN,
// in Canada a CVOR number like a SIN), fleet counts and the authority date sit beside the real numbers and dates,
// and only Daily/Weekly remittance boxes exist (a bi-weekly or monthly deal leaves the frequency blank).
import type { Rng } from '../../statements/generator/prng.ts';
import { Guard, makeMerchant, type Merchant, type Theme } from './data.ts';
import type { Sheet } from './draw.ts';
import * as I from './ids.ts';
import * as N from './names.ts';
import { band, blank, decoy, entityBoxes, freqBoxes, row, values } from './parts.ts';

export const TRUCKING: Theme = {
  words: N.NAME_WORDS.trucking, tails: N.NAME_WORDS.truckingTail, caShare: 0.3, amount: [15000, 250000],
  industries: [['Long haul trucking', 'trucking_long_haul'], ['Owner-operator, dry van', 'trucking_long_haul'],
    ['Refrigerated truckload carrier', 'trucking_long_haul'], ['Freight carrier - flatbed', 'trucking_long_haul'],
    ['Dump truck hauling', 'trucking_local'], ['Local trucking & drayage', 'trucking_local'], ['Car hauler', 'trucking_local'],
    ['Moving company', 'trucking_local'], ['Freight broker / dispatch', 'freight_logistics'], ['Last mile delivery (Amazon DSP)', 'courier_delivery']],
  usEntities: ['sole_proprietorship', 'llc', 'llc', 'c_corporation', 's_corporation', 'general_partnership', 'limited_partnership'],
  caEntities: ['ca_corporation', 'ca_corporation', 'sole_proprietorship', 'general_partnership', 'ca_ulc'],
  roles: ['Owner', 'President', 'Owner-Operator', 'Vice President', 'Secretary', 'Dispatcher / Owner', 'CEO'],
};

const NAVY = '#1f3a5f';

export function drawTrucking(sh: Sheet, rng: Rng): Merchant {
  const m = makeMerchant(rng, TRUCKING);
  const g = new Guard(m);
  const us = m.country === 'US';
  const v = values(rng, m, { date: rng.pick(us ? ['mdy', 'mdy2', 'long'] as const : ['iso', 'long'] as const), dob: us ? 'mdy' : 'iso', name: 'full', pct: '%', maskShare: 0.3 });
  const dateFmt = us ? 'mdy' : 'iso';
  const d = {
    dot: decoy('usdot', 'USDOT #', g.fresh(() => String(rng.int(1000000, 3999999)))),
    mc: decoy(us ? 'mc_number' : 'nsc_number', us ? 'MC/MX #' : 'NSC #', g.fresh(() => us ? `MC-${rng.int(100000, 1299999)}` : `${m.state}${rng.digits(3)}-${rng.digits(4)}`)),
    ifta: decoy('ifta', 'IFTA Account #', g.fresh(() => us ? I.dash(I.ein(rng), [2, 7]) : I.bn(rng))),
    cvor: decoy('cvor', 'CVOR / Safety #', g.fresh(() => I.dash(I.sin(rng), [3, 3, 3]))),
    units: decoy('power_units', 'Power units', g.fresh(() => String(rng.int(1, 48)))),
    trailers: decoy('trailers', 'Trailers', g.fresh(() => String(rng.int(1, 75)))),
    authority: decoy('authority_date', 'Authority granted', g.fresh(() => I.printDate(I.randomDate(rng, 2005, 2023), dateFmt))),
    street: decoy('business_street', 'Street address', g.fresh(() => `${rng.int(12, 9870)} ${rng.pick(N.STREETS)}`)),
    phone: decoy('business_phone', 'Business phone', m.phone),
    incState: decoy('state_of_incorporation', 'State of inc.', g.fresh(() => rng.pick(['DE', 'WY', 'NV', 'TX', 'FL', 'OH'].filter((s) => s !== m.state)))),
    use: decoy('use_of_funds', 'Use of funds', rng.pick(['Fuel, tires & repairs', 'Down payment on tractor', 'Insurance renewal', 'Payroll for drivers'])),
    gross: decoy('avg_monthly_gross', 'Avg monthly gross', I.money(rng, Number(g.fresh(() => String(rng.int(18, 240) * 1000))), m.country)),
    factor: decoy('factoring_company', 'Factoring company', rng.pick(N.FACTORS)),
    fuel: decoy('fuel_card', 'Fuel card #', g.fresh(() => `7083 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`)),
  };
  sh.newPage();
  sh.rect(0, 0, 612, 54, { fill: NAVY });
  sh.text('OPEN ROAD FLEET FUNDING', 36, 14, { size: 16, bold: true, color: '#ffffff' });
  sh.text('Carrier Working Capital Application  |  Form ORF-7 (rev. 03/2024)', 36, 35, { size: 8, color: '#cfd8e3' });
  sh.text(us ? 'For U.S. motor carriers' : 'For Canadian carriers (all amounts CAD)', 420, 35, { size: 8, color: '#cfd8e3' });
  let y = band(sh, '1. CARRIER INFORMATION', 66, NAVY);
  y = row(sh, y, 26, [[320, 'Legal name of carrier (as on tax return)', v.legal], [220, 'DBA / Trade name', v.dba]]);
  sh.text('Entity:', 38, y + 7, { size: 7.5, bold: true });
  entityBoxes(sh, m, v, 74, y + 6);
  y += 22;
  y = row(sh, y, 26, [[150, v.tax.spec.label, v.tax], [90, d.dot.spec.label, d.dot], [110, d.mc.spec.label, d.mc], [190, d.ifta.spec.label, d.ifta]]);
  y = row(sh, y, 26, [[200, 'Street address', d.street], [200, 'City, State / Province, ZIP', v.city], [140, us ? 'Country (if not U.S.)' : 'CVOR / Safety #', us ? null : d.cvor]]);
  const inc = us && m.entity.id !== 'sole_proprietorship' ? d.incState : null;
  y = row(sh, y, 26, [[130, 'Business phone', d.phone], [140, 'Date business started', v.start], [120, 'State of incorporation', inc], [150, d.authority.spec.label, d.authority]]);
  y = row(sh, y, 26, [[270, 'Type of operation', v.industry], [90, 'Power units', d.units], [90, 'Trailers', d.trailers], [90, 'Hazmat?', null]]);
  y = band(sh, '2. FUNDING REQUEST', y + 8, NAVY);
  y = row(sh, y, 26, [[140, 'Amount requested', v.requested], [200, 'Use of funds', d.use], [200, 'Average monthly gross revenue', d.gross]]);
  y = row(sh, y, 26, [[140, 'Est. remittance amount', v.payment], [200, 'Remittance schedule', null], [200, 'Factoring company (if any)', d.factor]]);
  freqBoxes(sh, m, v, 180, y - 13, ['daily', 'weekly']);
  y = row(sh, y, 26, [[340, 'Fuel card number', d.fuel], [200, 'Preferred contact time', null]]);
  y = band(sh, '3. EXISTING ADVANCES / FACTORING ADVANCES', y + 8, NAVY);
  const nAdv = rng.int(0, 2);
  y = row(sh, y, 16, [[260, 'Funder', null], [140, 'Current balance', null], [140, 'Payment', null]]);
  for (let i = 0; i < 2; i++) {
    const has = i < nAdv;
    const funder = has ? decoy(`existing_funder_${i}`, 'Funder', rng.pick(N.FUNDERS)) : null;
    const bal = has ? decoy(`existing_balance_${i}`, 'Balance', I.money(rng, Number(g.fresh(() => String(rng.int(4, 90) * 1000))), m.country)) : null;
    const pay = has ? decoy(`existing_payment_${i}`, 'Payment', I.money(rng, Number(g.fresh(() => String(rng.int(150, 2400)))), m.country)) : null;
    y = row(sh, y, 18, [[260, '', funder], [140, '', bal], [140, '', pay]]);
  }
  sh.text('Page 1 of 2', 36, 760, { size: 7, color: '#666' });
  sh.newPage();
  y = band(sh, '4. OWNERS / OFFICERS (list everyone owning 20% or more)', 40, NAVY);
  v.owners.forEach((o, i) => {
    const cdl = decoy(`owner${i}_cdl`, 'CDL #', g.fresh(() => `${rng.pick(['A', 'B', 'D', 'S'])}${rng.digits(8)}`));
    y = row(sh, y, 26, [[220, `Owner ${i + 1} full name`, o.name], [120, 'Title', o.role], [70, '% owned', o.pct], [130, o.tax.spec.label, o.tax]]);
    y = row(sh, y, 26, [[90, 'Date of birth', o.dob], [90, 'Credit score (est.)', o.credit], [250, 'Home address', o.home], [110, 'CDL #', cdl]]);
    y += 6;
  });
  y = band(sh, '5. OPERATING BANK ACCOUNT', y + 4, NAVY);
  const bank = decoy('bank_name', 'Bank', rng.pick(N.BANKS));
  const routing = decoy('bank_routing', us ? 'Routing #' : 'Transit / Institution', g.fresh(() => us ? I.aba(rng) : `${rng.digits(5)}-${rng.digits(3)}`));
  const acct = decoy('bank_account', 'Account #', g.fresh(() => rng.digits(rng.int(8, 12))));
  y = row(sh, y, 26, [[200, 'Bank name', bank], [160, routing.spec.label, routing], [180, 'Account number', acct]]);
  y = band(sh, '6. SUBMITTED BY', y + 8, NAVY);
  const rep = decoy('iso_rep', 'ISO representative', g.person(rng));
  const repPhone = decoy('iso_phone', 'Rep phone', g.fresh(() => I.usPhone(rng)));
  y = row(sh, y, 26, [[200, 'ISO / broker office', decoy('iso_office', 'ISO office', rng.pick(N.ISO_SHOPS))], [180, 'Representative', rep], [160, 'Rep phone', repPhone]]);
  sh.text(`By signing below, each owner certifies that the information above is true and complete and authorizes Open Road Fleet Funding and its funding partners to obtain consumer and business credit reports, verify the information with any source${us ? '' : ', and collect, use and disclose personal information as described in our privacy notice under PIPEDA'}.`, 36, y + 10, { size: 7, width: 540 });
  y += 44;
  blank(sh, 36, y, 300, 'Owner signature');
  blank(sh, 360, y, 216, 'Date', decoy('signature_date', 'Signature date', g.fresh(() => I.printDate({ y: 2024, m: rng.int(1, 5), d: rng.int(1, 28) }, dateFmt))));
  sh.text('Page 2 of 2', 36, 760, { size: 7, color: '#666' });
  return m;
}
