/**
 * Street parts of a typed address. The gazetteer knows localities, not streets, so a term that
 * starts with a street number ("12 Smith St, Richmond") is split into the street and the locality
 * text, and the street is offered in each matching locality.
 */

export interface StreetQuery {
  number: string;
  street: string;
  /** The locality text after the street, '' when none is typed yet. */
  locality: string;
}

/** Street types as the provider writes them: long name and the usual abbreviation. */
const STREET_TYPES: ReadonlyArray<[long: string, short: string]> = [
  ['Street', 'St'],
  ['Road', 'Rd'],
  ['Avenue', 'Ave'],
  ['Drive', 'Dr'],
  ['Court', 'Ct'],
  ['Place', 'Pl'],
  ['Crescent', 'Cres'],
  ['Terrace', 'Tce'],
  ['Highway', 'Hwy'],
  ['Lane', 'Ln'],
  ['Parade', 'Pde'],
  ['Boulevard', 'Blvd'],
  ['Close', 'Cl'],
  ['Grove', 'Gr'],
  ['Square', 'Sq'],
  ['Circuit', 'Cct'],
  ['Esplanade', 'Esp'],
  ['Way', 'Way'],
];

const byAnyName = new Map<string, [string, string]>();
for (const pair of STREET_TYPES) {
  byAnyName.set(pair[0].toLowerCase(), pair);
  byAnyName.set(pair[1].toLowerCase(), pair);
}

const STREET_NUMBER = /^(\d{1,6}[A-Za-z]?(?:[/-]\d{1,6}[A-Za-z]?)?)\s+(.+)$/;
const WORD = /^[\p{L}][\p{L}'.-]*$/u;

const capitalise = (word: string) =>
  word.length === 0 ? word : word[0]?.toUpperCase() + word.slice(1).toLowerCase();

/** The street's long and short names, e.g. 'smith st' → ['Smith Street', 'Smith St']. */
export function streetNames(street: string): { long: string; short: string } {
  const words = street.replace(/\./g, '').split(/\s+/).filter(Boolean).map(capitalise);
  const last = words.at(-1)?.toLowerCase();
  const type = last && words.length > 1 ? byAnyName.get(last) : undefined;
  if (!type) {
    const name = words.join(' ');
    return { long: name, short: name };
  }
  const base = words.slice(0, -1).join(' ');
  return { long: `${base} ${type[0]}`, short: `${base} ${type[1]}` };
}

/**
 * Splits "12 Smith St, Richmond" (or "12 Smith St Richmond") into number, street and locality.
 * Without a comma, each of the last three words down to the last one is tried as the locality;
 * the caller keeps the first split whose locality exists. Undefined when the term has no street.
 */
export function streetQueries(term: string): StreetQuery[] {
  const match = STREET_NUMBER.exec(term.trim());
  if (!match) return [];
  const [, number = '', rest = ''] = match;
  const comma = rest.indexOf(',');
  if (comma >= 0) {
    const street = rest.slice(0, comma).trim();
    const locality = rest.slice(comma + 1).trim();
    return isStreet(street) ? [{ number, street, locality }] : [];
  }
  const words = rest.split(/\s+/).filter(Boolean);
  const splits: StreetQuery[] = [];
  for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
    const street = words.slice(0, words.length - take).join(' ');
    if (isStreet(street)) {
      splits.push({ number, street, locality: words.slice(words.length - take).join(' ') });
    }
  }
  return splits;
}

function isStreet(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length > 0 && words.length <= 6 && words.every((word) => WORD.test(word));
}
