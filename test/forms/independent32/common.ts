// What every layout needs: the truth each printed value gives (entity ids, tax ids, owners), blank DBA spellings,
// state names, the authorisation fine print and a signature.
import type { Rng } from '../../statements/generator/prng.ts';
import type { Country, Deal, EntityKind, Owner } from './deal.ts';
import { caNine, ssnText } from './fmt.ts';
import type { Look, Paths, Sheet } from './kit.ts';

export interface LayoutDef {
  name: string; country: Country; maxOwners: number;
  look(r: Rng): Look;
  render(s: Sheet, d: Deal, r: Rng): void;
}

const ENTITY_ID: Record<EntityKind, string> = { llc: 'llc', corp: 'c_corporation', scorp: 's_corporation', partnership: 'general_partnership',
  sole: 'sole_proprietorship', lp: 'limited_partnership', llp: 'llp', pllc: 'pllc', pc: 'professional_corporation' };

export function entityId(k: EntityKind, country: Country): string { return k === 'corp' && country === 'CA' ? 'ca_corporation' : ENTITY_ID[k]; }

const LABEL_ID: Record<string, string> = { soleproprietor: 'sole_proprietorship', soleproprietorship: 'sole_proprietorship',
  soleprop: 'sole_proprietorship', partnership: 'general_partnership', generalpartnership: 'general_partnership', corporation: 'corp',
  corp: 'corp', ccorp: 'c_corporation', ccorporation: 'c_corporation', scorp: 's_corporation', scorporation: 's_corporation',
  llc: 'llc', limitedliabilitycompany: 'llc', lp: 'limited_partnership', limitedpartnership: 'limited_partnership', llp: 'llp',
  limitedliabilitypartnership: 'llp', pllc: 'pllc', professionalcorporation: 'professional_corporation', pc: 'professional_corporation' };

/** The entity id a printed entity label gives (applications.md: alias equality, case and punctuation ignored). */
export function labelId(label: string, country: Country): string {
  const k = label.toLowerCase().replace(/[^a-z0-9]/g, '');
  const id = LABEL_ID[k];
  if (!id) throw new Error(`no entity id for ${label}`);
  return id === 'corp' ? (country === 'CA' ? 'ca_corporation' : 'c_corporation') : id;
}

/** Which printed option the deal's entity checks (-1: "Other", with the text written on its line) and the id it gives. */
export function entityPick(d: Deal, options: readonly (readonly [string, readonly EntityKind[]])[]): { index: number; other: string; id: string } {
  const index = options.findIndex(([, kinds]) => kinds.includes(d.entity));
  const other = index < 0 ? OTHER_TEXT[d.entity] : '';
  return { index, other, id: labelId(index < 0 ? other : options[index]![0], d.country) };
}

/** What a person writes on the "Other: ____" line for each kind (each equals an alias of the kind's id). */
export const OTHER_TEXT: Record<EntityKind, string> = { llc: 'LLC', corp: 'Corporation', scorp: 'S Corp', partnership: 'Partnership',
  sole: 'Sole Proprietor', lp: 'LP', llp: 'LLP', pllc: 'PLLC', pc: 'Professional Corporation' };

export const STATE_NAME: Record<string, string> = { AL: 'Alabama', AZ: 'Arizona', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', FL: 'Florida', GA: 'Georgia', ID: 'Idaho', IL: 'Illinois', KY: 'Kentucky', LA: 'Louisiana', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MO: 'Missouri', NE: 'Nebraska', NV: 'Nevada', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', SC: 'South Carolina', TN: 'Tennessee', TX: 'Texas',
  UT: 'Utah', VA: 'Virginia', WA: 'Washington', WI: 'Wisconsin', WY: 'Wyoming' };

/** The DBA as written: the name, or when there is none a blank, "SAME" or "N/A" (all null in the truth). */
export function dba(d: Deal, r: Rng): { value: string; paths?: Paths } {
  if (d.dba) return { value: d.dba, paths: { trade_name: d.dba } };
  return { value: r.pick(['', '', 'SAME', 'N/A', 'Same']) };
}

export function bizTaxPaths(d: Deal): Paths {
  if (d.country === 'CA') return { business_tax_id: d.taxId + d.program, business_tax_id_type: 'BN', business_tax_id_country: 'CA' };
  return { business_tax_id: d.taxId, business_tax_id_type: d.taxType, business_tax_id_country: 'US' };
}

export function industryPaths(d: Deal): Paths { return { industry: d.trade.id }; }

/** The owner's tax id as written and its truth (none when masked). */
export function ownerTax(i: number, o: Owner, mask = 'XXX-XX-', sep: ' ' | '-' | '' = ' '): { value: string; paths?: Paths } {
  if (o.taxType === 'SIN') {
    if (o.masked) return { value: `${mask}${o.taxId.slice(6)}` };
    return { value: caNine(o.taxId, sep), paths: { [`${i}.tax_id`]: o.taxId, [`${i}.tax_id_type`]: 'SIN', [`${i}.tax_id_country`]: 'CA' } };
  }
  if (o.masked) return { value: ssnText(o.taxId, true, mask) };
  return { value: ssnText(o.taxId, false), paths: { [`${i}.tax_id`]: o.taxId, [`${i}.tax_id_type`]: o.taxType, [`${i}.tax_id_country`]: 'US' } };
}

/** An owner's tax id for a nine-cell comb: the digits, or the masked cells typed as X. */
export function ownerTaxComb(i: number, o: Owner): { value: string; paths?: Paths } {
  if (o.masked) return { value: `XXXXX${o.taxId.slice(5)}` };
  return { value: o.taxId, paths: { [`${i}.tax_id`]: o.taxId, [`${i}.tax_id_type`]: o.taxType, [`${i}.tax_id_country`]: o.taxType === 'SIN' ? 'CA' : 'US' } };
}

export function homeLine(o: Owner): string { return `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`; }

export function authText(funder: string, country: Country): string {
  const law = country === 'CA' ? 'In accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), each of the undersigned consents to'
    : 'Each of the undersigned authorizes';
  return `By signing below, each of the above listed business and business owner(s) (individually and collectively, "you") certify that all `
    + `information and documents submitted in connection with this application are true, correct and complete. ${law} ${funder}, its `
    + `agents, partners, affiliates and assignees to obtain consumer or personal, business and investigative reports, and to request `
    + `information from any bank, creditor, landlord or processor named herein, at any time. You authorize ${funder} to share this `
    + `application and related information with funding sources. A photocopy, facsimile or electronic copy of this authorization shall be as valid as the original.`;
}

/** A pen signature on a line (nothing on a live form not yet signed). */
export function signature(s: Sheet, r: Rng, x: number, y: number, w: number): void {
  const pts: string[] = [`M ${x + 6} ${y - 4}`];
  let cx = x + 6;
  for (let i = 0; i < 7; i++) {
    cx += r.float(w * 0.05, w * 0.09);
    pts.push(`Q ${(cx - 6).toFixed(1)} ${(y - 18 + r.float(0, 8)).toFixed(1)} ${cx.toFixed(1)} ${(y - 3 - r.float(0, 6)).toFixed(1)}`);
  }
  if (s.style === 'fillable') return;
  s.doc.save().lineWidth(0.9).path(pts.join(' ')).stroke(s.style === 'handwritten' ? s.look.ink : '#1f2a5a').restore();
}

/** A logo drawn as shapes: a mark and a word. */
export function logo(s: Sheet, kind: 'peak' | 'ring' | 'leaf' | 'wave' | 'bars', x: number, y: number, color: string): void {
  const d = s.doc;
  d.save();
  if (kind === 'peak') d.moveTo(x, y + 22).lineTo(x + 12, y).lineTo(x + 18, y + 10).lineTo(x + 22, y + 5).lineTo(x + 32, y + 22).closePath().fill(color);
  else if (kind === 'ring') { d.lineWidth(4).circle(x + 12, y + 11, 9).stroke(color); d.circle(x + 12, y + 11, 3.5).fill(color); }
  else if (kind === 'leaf') d.moveTo(x, y + 22).bezierCurveTo(x + 2, y + 2, x + 20, y, x + 28, y).bezierCurveTo(x + 26, y + 14, x + 14, y + 24, x, y + 22).fill(color);
  else if (kind === 'wave') {
    d.lineWidth(3).moveTo(x, y + 8).bezierCurveTo(x + 8, y, x + 16, y + 16, x + 28, y + 8).stroke(color);
    d.moveTo(x, y + 16).bezierCurveTo(x + 8, y + 8, x + 16, y + 24, x + 28, y + 16).stroke(color);
  } else for (let i = 0; i < 4; i++) d.rect(x + i * 7, y + 18 - i * 5, 5, 4 + i * 5).fill(color);
  d.restore();
}
