// Maple Leaf Merchant Funding (Toronto ISO, Canada): a bilingual grid of cells, label in the cell's top left. Hard:
// numbered companies (`2468013 Ontario Inc.`, `9301-4455 Québec Inc.`), the Operating Name (O/A) cell, a Business
// Number with its program account, the province spelled out or as a code, First / Middle / Last boxes (a compound
// given name in First, a full middle name in Middle, a suffix left in Last), SIN full or masked, PIPEDA consent.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Deal } from './model.ts';
import { entityOf, industryOf, regionName } from './refs.ts';
import { nameBoxes, nameLook, truthName } from './names.ts';
import type { Sheet, Target } from './sheet.ts';
import { bizTaxId, dbaText, entityText, money, own, ownerId } from './parts.ts';

const RED = '#b3261e';

function cell(s: Sheet, label: string, x: number, y: number, w: number, target: Target, text: string, name: string): void {
  s.rect(x, y, w, 24, { stroke: '#888' });
  s.label(label, x + 2, y + 2, { size: 6, color: '#555' });
  s.put(target, text, x + 1, y + 9, w - 2, name, 14, 9.5);
}

function band(s: Sheet, text: string, y: number): void {
  s.rect(36, y, 540, 12, { fill: '#f3e3e1', stroke: 'none' }).hline(36, 576, y + 12, RED, 1);
  s.label(text, 40, y + 2.5, { bold: true, color: RED, size: 8 });
}

function business(s: Sheet, d: Deal, rng: Rng, y: number): number {
  band(s, 'BUSINESS / ENTREPRISE', y);
  y += 14;
  cell(s, 'Legal Name / Dénomination sociale', 36, y, 300, { legal_name: d.biz.legal }, d.biz.legal, 'legal_name');
  const t = dbaText(d, rng);
  cell(s, 'Operating Name (O/A) / Nom commercial', 336, y, 240, t.target, t.text, 'operating_name');
  y += 24;
  const e = entityText(d, rng);
  cell(s, 'Legal Structure / Forme juridique', 36, y, 150, { type_of_entity: entityOf(e, 'CA') }, e, 'structure');
  const tax = bizTaxId(d);
  cell(s, 'Business Number (BN) incl. program account', 186, y, 190, tax.target, tax.text, 'bn');
  cell(s, 'Date Business Started / Début des activités', 376, y, 200, { business_start_date: d.start.iso }, d.start.printed, 'start');
  y += 24;
  cell(s, 'Street Address / Adresse', 36, y, 220, {}, d.street, 'street');
  cell(s, 'City / Ville', 256, y, 110, {}, d.city, 'city');
  const prov = rng.chance(0.5) ? d.region : regionName(d.region, 'CA');
  cell(s, 'Province', 366, y, 90, { state_region: d.region, country: 'Canada' }, prov, 'province');
  cell(s, 'Postal Code', 456, y, 120, {}, d.postal, 'postal');
  y += 24;
  cell(s, 'Nature of Business / Secteur', 36, y, 220, { industry: industryOf(d.biz.industry) }, d.biz.industry, 'industry');
  cell(s, 'Jurisdiction of Incorporation', 256, y, 130, 'jurisdiction of incorporation', d.decoys.incState, 'jurisdiction');
  cell(s, 'Telephone', 386, y, 190, {}, d.phone, 'phone');
  y += 24;
  cell(s, 'Amount Requested (CAD) / Montant demandé', 36, y, 200, { requested_amount: d.amount }, money(d.amount, rng, true), 'amount');
  cell(s, 'Use of Funds / Utilisation des fonds', 236, y, 200, {}, d.useOfFunds, 'use');
  cell(s, 'Avg. Monthly Sales', 436, y, 140, {}, money(d.monthlySales, rng, true), 'sales');
  return y + 30;
}

function owners(s: Sheet, d: Deal, rng: Rng, y: number): number {
  band(s, 'PRINCIPALS / ACTIONNAIRES (20%+)', y);
  y += 14;
  d.owners.forEach((o, i) => {
    const look = nameLook(rng, 0.3);
    const n = truthName(o.p, look);
    const b = nameBoxes(o.p, look, false);
    s.label(String(i + 1), 38, y + 8, { bold: true, size: 10, color: RED });
    cell(s, 'First Name / Prénom', 50, y, 150, own(i, 'first_name', n.first), b.first, `p${i}_first`);
    cell(s, 'Middle / 2e prénom', 200, y, 90, {}, b.middle, `p${i}_middle`);
    cell(s, 'Last Name / Nom de famille', 290, y, 170, own(i, 'last_name', n.last), b.last, `p${i}_last`);
    cell(s, 'Title / Titre', 460, y, 116, own(i, 'role', o.role), o.role, `p${i}_title`);
    y += 24;
    const id = ownerId(o, i, 'CA');
    cell(s, 'SIN / NAS', 50, y, 110, id.target, id.text, `p${i}_sin`);
    cell(s, '% Owned', 160, y, 60, own(i, 'ownership', o.ownership), `${o.ownership}%`, `p${i}_pct`);
    cell(s, 'Date of Birth', 220, y, 90, o.dob ? own(i, 'date_of_birth', o.dob.iso) : {}, o.dob?.printed ?? '', `p${i}_dob`);
    cell(s, 'Home Address / Domicile', 310, y, 266, 'owner home address', o.home, `p${i}_home`);
    y += 28;
  });
  return y;
}

export function drawMaple(s: Sheet, d: Deal, rng: Rng): void {
  s.rect(36, 30, 22, 22, { fill: RED, stroke: 'none' });
  s.label('MAPLE LEAF MERCHANT FUNDING', 64, 31, { bold: true, size: 14, color: RED });
  s.label('Business Funding Application / Demande de financement  •  Toronto, ON  •  1-888-555-0199', 64, 47, { size: 7, color: '#444' });
  let y = business(s, d, rng.fork('biz'), 64);
  y = owners(s, d, rng.fork('own'), y);
  band(s, 'BANKING / RENSEIGNEMENTS BANCAIRES', y);
  y += 14;
  cell(s, 'Financial Institution', 36, y, 200, 'bank', d.decoys.bank, 'bank');
  cell(s, 'Transit-Institution', 236, y, 140, 'transit number', d.decoys.routing, 'transit');
  cell(s, 'Account Number', 376, y, 200, 'account number', d.decoys.account, 'account');
  y += 24;
  cell(s, 'Landlord / Propriétaire', 36, y, 200, 'landlord', d.decoys.landlord, 'landlord');
  cell(s, 'Referred by (Agent / ISO)', 236, y, 200, 'ISO representative', d.decoys.iso, 'agent');
  cell(s, 'Agent Code', 436, y, 140, 'ISO code', `MLM-${d.decoys.account.slice(0, 4)}`, 'agent_code');
  y += 32;
  s.para('PIPEDA CONSENT. The undersigned consents to Maple Leaf Merchant Funding and its funding partners collecting, using and disclosing the personal information above, including obtaining credit reports from Equifax Canada and TransUnion Canada, for the purpose of evaluating this application, in accordance with the Personal Information Protection and Electronic Documents Act. / Le soussigné consent à la collecte, à l\'utilisation et à la communication des renseignements personnels ci-dessus aux fins de l\'évaluation de la présente demande.', 36, y, 540);
  y += 48;
  for (let i = 0; i < Math.min(2, d.owners.length); i++) {
    const x = 36 + i * 275;
    s.hline(x, x + 170, y + 14).label('Signature', x, y + 17, { size: 6.5 });
    s.hline(x + 180, x + 255, y + 14).label('Date (YYYY-MM-DD)', x + 180, y + 17, { size: 6.5 });
  }
}
