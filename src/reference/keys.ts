// The one comparison key for reference look-ups. Case, accents, spaces and punctuation carry no meaning in these
// values ("U.S.A." = "usa", "Québec" = "Quebec", "S-Corp" = "S Corp" = "SCorp"), so they are all dropped; "&" is
// read as "and" so "Newfoundland & Labrador" meets "Newfoundland and Labrador".
export function lookupKey(value: string): string {
  if (typeof value !== 'string') return ''; // a non-string that slipped past a schema matches nothing, never throws
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
}
