// Set 88, online sellers: an e-commerce application (store URL, marketplace seller IDs, payout account, 3PL), US or
// Canadian (Operating Name (O/A), Business Number with RC0001, province, SIN, PIPEDA consent).
import type { Rng } from '../../statements/generator/prng.ts';
import { AUTH, advancesTable, bizTax, countryName, dbaCell, ensure, fundingRows, header, legalCell, ownerRows, signatures, statePaths,
  type Ctx, type LayoutDef } from './common.ts';
import { business, fmtDate, isoDate, money, type Entity } from './model.ts';

const US_SHOP: readonly Entity[] = [{ printed: 'LLC', id: 'llc' }, { printed: 'Inc.', id: 'c_corporation' }, { printed: 'S Corp', id: 's_corporation' },
  { printed: 'Single-Member LLC', id: 'llc' }];
const CA_SHOP: readonly Entity[] = [{ printed: 'Corporation', id: 'ca_corporation' }, { printed: 'Inc.', id: 'ca_corporation' },
  { printed: 'Partnership', id: 'general_partnership' }];
const SHOP = [['Shopify store - apparel', 'ecommerce'], ['Online store', 'ecommerce'], ['Amazon seller (FBA)', 'ecommerce'],
  ['E-commerce, home goods', 'ecommerce'], ['Dropshipping', 'ecommerce']] as const;

const sellerId = (r: Rng) => `A${r.alnum(r.int(12, 13), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}`;

export const CARTLIFT: LayoutDef = {
  name: 'cartlift-ecommerce',
  broker: 'CartLift Capital',
  look: { font: 'Helvetica', bold: 'Helvetica-Bold', accent: '#0b6e8a', labels: 'left', valueFont: 'Helvetica', genericNames: true },
  make(r) {
    const ca = r.chance(0.35);
    return business(r, ca ? 'CA' : 'US', ['Northbound Goods', 'Loom & Linen Co', 'PeakPaw Supply', 'Brightnest Home', 'Tidewater Outfitters',
      'Maple Crate'], ca ? CA_SHOP : US_SHOP, ['Founder', 'CEO', 'Director', 'Co-Founder', 'Operations Lead'], SHOP, 0.1);
  },
  draw(c: Ctx) {
    const { s, r, b } = c;
    const ca = b.country === 'CA';
    let y = header(c, 'CartLift Capital', ca ? 'Online Seller Funding Application (Canada)' : 'Online Seller Funding Application',
      'Revenue-based funding for DTC & marketplace sellers\n1-855-555-0176  apply@cartlift.io');
    s.band('BUSINESS', 36, y, 540);
    y += 18;
    legalCell(c, 36, y, 330, 'Legal Business Name:');
    s.cell('entity', 366, y, 210, 'Structure:', b.entity.printed, { type_of_entity: b.entity.id });
    y += 22;
    dbaCell(c, 36, y, 330, ca ? 'Operating Name (O/A):' : 'Store / Brand Name (DBA):');
    const tax = bizTax(b, r.chance(0.6));
    s.cell('tax', 366, y, 210, ca ? (b.taxType === 'BN' ? 'Business Number (BN):' : 'BN / SIN:') : b.taxType === 'EIN' ? 'EIN:' : 'SSN (sole prop):', tax.text, tax.paths);
    y += 22;
    s.cell('street', 36, y, 260, 'Business Address:', b.addr.street);
    s.cell('city', 296, y, 120, 'City:', b.addr.city);
    s.cell('state', 416, y, 70, ca ? 'Prov.:' : 'State:', b.addr.state, statePaths(b));
    s.cell('zip', 486, y, 90, ca ? 'Postal:' : 'ZIP:', b.addr.zip);
    y += 22;
    if (ca || r.chance(0.3)) s.cell('country', 36, y, 200, 'Country:', countryName(b), { country: countryName(b) });
    s.cell('industry', 236, y, 340, 'What do you sell / how:', b.industry[0], { industry: b.industry[1] });
    y += 22;
    s.cell('start', 36, y, 200, 'First Sale Date:', fmtDate(b.start, r.pick(['mdy', 'long', 'short'] as const)), { business_start_date: b.start });
    s.cell('launch', 236, y, 170, 'Store Launched:', fmtDate(isoDate(r, 2010, 2024), 'mdy'));
    s.cell('inc', 406, y, 170, ca ? 'Incorporated in:' : 'State of Formation:', ca ? r.pick(['Canada (CBCA)', 'Ontario', 'British Columbia']) : b.incState);
    y += 28;
    s.band('STORES & MARKETPLACES', 36, y, 540);
    y += 18;
    const host = b.legal.toLowerCase().replace(/[^a-z]/g, '').slice(0, 14);
    s.cell('shopify', 36, y, 270, 'Shopify Store URL:', `https://${host}.myshopify.com`);
    s.cell('amazon', 306, y, 270, 'Amazon Seller ID:', r.chance(0.8) ? sellerId(r) : null);
    y += 22;
    s.cell('etsy', 36, y, 270, 'Etsy / Walmart Seller #:', r.chance(0.5) ? r.digits(r.pick([8, 9, 10])) : null);
    s.cell('payout', 306, y, 270, 'Payout Account:', r.pick([`Shopify Payments ${r.digits(4)}`, `acct_1${r.alnum(15, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')}`, `PayPal ${r.digits(4)}`]));
    y += 22;
    s.cell('tpl', 36, y, 270, 'Fulfillment / 3PL:', r.pick(['ShipBob', 'Amazon FBA', 'In-house warehouse', 'Red Stag Fulfillment', 'ShipMonk']));
    s.cell('orders', 306, y, 130, 'Orders / Month:', String(r.int(150, 9000)));
    s.cell('aov', 436, y, 140, 'Avg. Order Value:', money(r.int(18, 240), true));
    y += 28;
    s.band(ca ? 'FUNDING (CAD)' : 'FUNDING', 36, y, 540);
    y = fundingRows(c, y + 18, r.chance(0.6));
    y = advancesTable(c, y);
    s.band('OWNERS / DIRECTORS', 36, y, 540);
    y += 18;
    const masked = r.chance(0.35);
    for (let i = 0; i < b.owners.length; i++) {
      y = ensure(c, y, 56);
      y = ownerRows(c, i, y, { how: r.chance(0.2) ? 'lastfirst' : 'full', masked, score: !ca && r.chance(0.4), dobFmt: r.pick(['mdy', 'long', 'dash'] as const) });
    }
    y = ensure(c, y, 80 + 26 * b.owners.length);
    const consent = ca ? ' You consent, under PIPEDA, to the collection, use and disclosure of your personal information for these purposes.' : '';
    y = s.para(AUTH + consent, 36, y + 4, 540) + 8;
    signatures(c, y, fmtDate(isoDate(r, 2025, 2025), 'mdy'));
  },
};
