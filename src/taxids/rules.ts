// Issuance rules of each tax-ID type, on the 9 digits alone. Each check returns null when the digits can be that
// type, or a human-readable reason why not. Sources: IRS EIN prefix list, SSA SSN randomization (2011) rules, IRS
// ITIN ranges, CRA BN / ESDC SIN check digit; ../shared/reference/README.md sums them up.

export type TaxIdType = 'EIN' | 'SSN' | 'ITIN' | 'BN' | 'SIN' | 'CANADIAN_ITN' | 'TTN';
export type TaxCountry = 'US' | 'CA';

export const taxIdTypes: readonly TaxIdType[] = ['EIN', 'SSN', 'ITIN', 'BN', 'SIN', 'CANADIAN_ITN', 'TTN'];

export const countryOfType: Readonly<Record<TaxIdType, TaxCountry>> = {
  EIN: 'US', SSN: 'US', ITIN: 'US', BN: 'CA', SIN: 'CA', CANADIAN_ITN: 'CA', TTN: 'CA',
};

/** Types a business (application.business_tax_id) and a person (applicant tax_id) may carry. */
export const typesForRole: Readonly<Record<'business' | 'personal', readonly TaxIdType[]>> = {
  business: ['EIN', 'SSN', 'ITIN', 'BN', 'SIN', 'CANADIAN_ITN', 'TTN'],
  personal: ['SSN', 'ITIN', 'SIN', 'CANADIAN_ITN', 'TTN'],
};

// Campus prefixes the IRS has never assigned.
const unissuedEinPrefixes = new Set(['00', '07', '08', '09', '17', '18', '19', '28', '29', '49', '69', '70', '78', '79', '89', '96', '97']);

export function einIssue(digits: string): string | null {
  const prefix = digits.slice(0, 2);
  return unissuedEinPrefixes.has(prefix) ? `EIN prefix ${prefix} is not issued` : null;
}

export function ssnIssue(digits: string): string | null {
  const area = digits.slice(0, 3);
  if (area === '000' || area === '666') return `SSN area ${area} is not issued`;
  if (area.startsWith('9')) return `SSN area ${area} is not issued (900-999 are ITINs, not SSNs)`;
  if (digits.slice(3, 5) === '00') return 'SSN group 00 is not issued';
  if (digits.slice(5) === '0000') return 'SSN serial 0000 is not issued';
  return null;
}

export function itinIssue(digits: string): string | null {
  if (!digits.startsWith('9')) return 'an ITIN starts with 9';
  const group = Number(digits.slice(3, 5));
  const issued = (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
  return issued ? null : `ITIN digits 4-5 (${digits.slice(3, 5)}) must be 50-65, 70-88, 90-92 or 94-99`;
}

/** Luhn (mod 10) over the 9 digits, as used by the SIN and the BN. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function bnIssue(digits: string): string | null {
  return luhnValid(digits) ? null : 'BN check digit is wrong (fails the Luhn check)';
}

/** A SIN starting with 9 belongs to a temporary resident: valid. */
export function sinIssue(digits: string): string | null {
  return luhnValid(digits) ? null : 'SIN check digit is wrong (fails the Luhn check)';
}

/** Why these digits cannot be of this type, or null. Canadian ITN and TTN: 9 digits, no prefix is enforced. */
export function digitsIssue(type: TaxIdType, digits: string): string | null {
  if (/^0+$/.test(digits)) return 'all zeros is not an issued number';
  switch (type) {
    case 'EIN': return einIssue(digits);
    case 'SSN': return ssnIssue(digits);
    case 'ITIN': return itinIssue(digits);
    case 'BN': return bnIssue(digits);
    case 'SIN': return sinIssue(digits);
    case 'CANADIAN_ITN':
    case 'TTN': return null;
  }
}
