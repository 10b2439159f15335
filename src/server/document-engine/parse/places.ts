import { collapseWhitespace } from '../common/text';
import { splitOutsideBrackets, trimSeparators } from './line-text';

/**
 * Kenyan counties, towns and Nairobi estates (and a few countries and Canadian cities), to tell a place
 * from a company or a job title: "Jua Kali Metal Works, Kariobangi, Nairobi".
 */
const KENYAN_PLACES = [
  // Counties
  'mombasa',
  'kwale',
  'kilifi',
  'tana river',
  'lamu',
  'taita taveta',
  'garissa',
  'wajir',
  'mandera',
  'marsabit',
  'isiolo',
  'meru',
  'tharaka nithi',
  'tharaka-nithi',
  'embu',
  'kitui',
  'machakos',
  'makueni',
  'nyandarua',
  'nyeri',
  'kirinyaga',
  "murang'a",
  'muranga',
  'murang’a',
  'kiambu',
  'turkana',
  'west pokot',
  'samburu',
  'trans nzoia',
  'trans-nzoia',
  'uasin gishu',
  'elgeyo marakwet',
  'elgeyo-marakwet',
  'nandi',
  'baringo',
  'laikipia',
  'nakuru',
  'narok',
  'kajiado',
  'kericho',
  'bomet',
  'kakamega',
  'vihiga',
  'bungoma',
  'busia',
  'siaya',
  'kisumu',
  'homa bay',
  'homabay',
  'migori',
  'kisii',
  'nyamira',
  'nairobi',
  // Towns
  'eldoret',
  'thika',
  'ruiru',
  'juja',
  'kitengela',
  'athi river',
  'naivasha',
  'nanyuki',
  'malindi',
  'watamu',
  'kitale',
  'kikuyu',
  'limuru',
  'ngong',
  'kiserian',
  'rongai',
  'ongata rongai',
  'syokimau',
  'mlolongo',
  'isinya',
  'namanga',
  'kabarnet',
  'iten',
  'kapenguria',
  'lodwar',
  'kakuma',
  'maralal',
  'moyale',
  'dadaab',
  'hola',
  'garsen',
  'mwingi',
  'wote',
  'kangundo',
  'tala',
  'matuu',
  'kerugoya',
  'sagana',
  'karatina',
  'othaya',
  'maragua',
  'kangema',
  'chuka',
  'maua',
  'runyenjes',
  'keroka',
  'ogembo',
  'awendo',
  'rongo',
  'kehancha',
  'mbita',
  'kendu bay',
  'oyugis',
  'bondo',
  'ugunja',
  'malaba',
  'webuye',
  'kimilili',
  'mumias',
  'butere',
  'luanda',
  'maseno',
  'ahero',
  'muhoroni',
  'nandi hills',
  'kapsabet',
  'litein',
  'sotik',
  'molo',
  'njoro',
  'gilgil',
  'nyahururu',
  'ol kalou',
  'mai mahiu',
  'kinangop',
  'voi',
  'taveta',
  'wundanyi',
  'mariakani',
  'mtwapa',
  'diani',
  'ukunda',
  'kilindini',
  'likoni',
  'nyali',
  'bamburi',
  'shanzu',
  'changamwe',
  'mazeras',
  'kabarak',
  'kapsowar',
  'eldama ravine',
  'londiani',
  'burnt forest',
  'turbo',
  'moiben',
  'chwele',
  'bumala',
  'port victoria',
  'kisumu city',
  'kericho town',
  'meru town',
  'embu town',
  'kitui town',
  'machakos town',
  'nyeri town',
  'kiambu town',
  'tigoni',
  'banana',
  'githunguri',
  'gatundu',
  'kiria-ini',
  'kangari',
  'murang’a town',
  'kenol',
  'makuyu',
  'mwea',
  'wanguru',
  'kutus',
  'ishiara',
  'marimanti',
  'kathwana',
  'kibwezi',
  'makindu',
  'emali',
  'sultan hamud',
  'mtito andei',
  'loitokitok',
  'narok town',
  'kilgoris',
  'mandera town',
  'elwak',
  'habaswein',
  'modogashe',
  'bura',
  'lokichogio',
  'lokichoggio',
  'kapcherop',
  'chepareria',
  // Nairobi estates and areas
  'karen',
  'lavington',
  'westlands',
  'kilimani',
  'kileleshwa',
  'parklands',
  'eastleigh',
  'embakasi',
  'kasarani',
  'kariobangi',
  'dandora',
  'kawangware',
  'kibera',
  'langata',
  "lang'ata",
  'utawala',
  'ruaka',
  'githurai',
  'kahawa',
  'kahawa west',
  'kahawa sukari',
  'donholm',
  'buruburu',
  'umoja',
  'kayole',
  'komarock',
  'south b',
  'south c',
  'upper hill',
  'upperhill',
  'industrial area',
  'gigiri',
  'runda',
  'muthaiga',
  'kitisuru',
  'loresho',
  'spring valley',
  'highridge',
  'pangani',
  'ngara',
  'kangemi',
  'uthiru',
  'riruta',
  'dagoretti',
  'kabete',
  'wangige',
  'zimmerman',
  'roysambu',
  'kariobangi south',
  'mathare',
  'huruma',
  'kamukunji',
  'gikomba',
  'makadara',
  'makongeni',
  'ruai',
  'njiru',
  'mihango',
  'pipeline',
  'imara daima',
  'fedha',
  'tassia',
  'nairobi west',
  'madaraka',
  'ngumo',
  'jamhuri',
  'kibra',
  'kenyatta road',
  'cbd',
  'nairobi cbd',
  'jkia',
  'ngong road',
  'thika road',
];

const COUNTRIES = [
  'kenya',
  'uganda',
  'tanzania',
  'rwanda',
  'burundi',
  'ethiopia',
  'somalia',
  'south sudan',
  'sudan',
  'drc',
  'congo',
  'canada',
  'usa',
  'united states',
  'uk',
  'united kingdom',
  'uae',
  'united arab emirates',
  'qatar',
  'saudi arabia',
  'oman',
  'bahrain',
  'kuwait',
  'south africa',
  'nigeria',
  'ghana',
  'india',
  'germany',
  'australia',
];

const FOREIGN_PLACES = [
  'kampala',
  'dar es salaam',
  'arusha',
  'kigali',
  'addis ababa',
  'juba',
  'dubai',
  'abu dhabi',
  'doha',
  'riyadh',
  'jeddah',
  'muscat',
  'toronto',
  'ottawa',
  'montreal',
  'vancouver',
  'calgary',
  'edmonton',
  'winnipeg',
  'halifax',
  'regina',
  'saskatoon',
  'mississauga',
  'brampton',
  'hamilton',
  'london',
  'johannesburg',
  'lagos',
  'accra',
  'ontario',
  'alberta',
  'british columbia',
  'quebec',
  'manitoba',
  'saskatchewan',
  'nova scotia',
  'new brunswick',
];

const PLACES = new Set([...KENYAN_PLACES, ...FOREIGN_PLACES]);
const COUNTRY_SET = new Set(COUNTRIES);
/** Words that end a street or building name rather than a town. */
const STREET_WORDS = new Set([
  'road',
  'rd',
  'street',
  'st',
  'avenue',
  'ave',
  'drive',
  'lane',
  'close',
  'crescent',
  'way',
  'highway',
  'house',
  'plaza',
  'building',
  'bldg',
  'towers',
  'tower',
  'apartments',
  'apartment',
  'flats',
  'flat',
  'floor',
  'plot',
  'court',
  'mall',
  'centre',
]);

/**
 * No place, county or country name is longer than this: longer text is no place, which is decided without
 * normalising it (an address field may be a whole pasted line, and each normalising pass costs a walk).
 */
const MAX_PLACE_CHARS = 60;

function normalisePlace(text: string): string {
  return collapseWhitespace(text.toLowerCase().replace(/[.]/g, ''));
}

function lastWord(text: string): string {
  const words = text.split(' ');
  return words[words.length - 1] ?? '';
}

/** "Kajiado County", "Nairobi City County". */
export function isCounty(text: string): boolean {
  if (text.length > MAX_PLACE_CHARS) return false;
  const normal = normalisePlace(text);
  return normal.endsWith(' county') && normal.split(' ').length <= 4;
}

export function isCountry(text: string): boolean {
  return text.length <= MAX_PLACE_CHARS && COUNTRY_SET.has(normalisePlace(text));
}

/** A street, road or building: part of an address, never the location written on a resume. */
export function isStreet(text: string): boolean {
  // Only the last word counts, so only the end of the text is normalised.
  return STREET_WORDS.has(lastWord(normalisePlace(text.slice(-MAX_PLACE_CHARS)))) || /\d/.test(text);
}

/** A known town, estate, county or country ("Nairobi", "Athi River", "Kajiado County", "Kenya"). */
export function isKnownPlace(text: string): boolean {
  if (text.length > MAX_PLACE_CHARS) return false;
  const normal = normalisePlace(text);
  if (normal.length === 0 || normal.length > 40) return false;
  if (PLACES.has(normal) || COUNTRY_SET.has(normal) || isCounty(normal)) return true;
  // "Nairobi Kenya", "Eldoret town", "Kisii Central"
  const withoutSuffix = normal.replace(/ (town|city|central|east|west|north|south|cbd|area|municipality|sub-county)$/, '');
  return withoutSuffix !== normal && PLACES.has(withoutSuffix);
}

/** Every comma-separated part of the text is a known place: "Karen, Nairobi", "Nakuru, Kenya". */
export function isPlaceList(text: string): boolean {
  const parts = splitOutsideBrackets(text, ',');
  return parts.length > 0 && parts.length <= 4 && parts.every((part) => isKnownPlace(part));
}

/** Cuts a postal box off an address: "P.O. Box 4521-00200, Nairobi" → "Nairobi". */
export function stripPostalBox(text: string): string {
  const lower = text.toLowerCase();
  let box = lower.indexOf('box');
  while (box >= 0 && (/\p{L}/u.test(lower.charAt(box - 1)) || /\p{L}/u.test(lower.charAt(box + 3)))) box = lower.indexOf('box', box + 3);
  if (box < 0) return text;
  let index = box + 3;
  // the box number and postal code: digits, spaces, dashes, slashes, commas
  while (index < text.length && /[\d\s\-–/.,:]/.test(text.charAt(index))) index += 1;
  let before = text.slice(0, box).trimEnd();
  // "P.O.", "P. O.", "PO"
  const tail = before.slice(-6).toLowerCase().replace(/[\s.]/g, '');
  if (tail.endsWith('po')) {
    let cut = before.length;
    let letters = 0;
    while (cut > 0 && letters < 2) {
      cut -= 1;
      if (/[a-z]/i.test(before.charAt(cut))) letters += 1;
    }
    before = before.slice(0, cut);
  }
  return trimSeparators(collapseWhitespace(`${before} ${text.slice(index)}`));
}

/** "Nairobi - 00100" → "Nairobi" (a postal code after a dash). */
function withoutPostalCode(part: string): string {
  let end = part.length;
  while (end > 0 && /\d/.test(part.charAt(end - 1))) end -= 1;
  if (end === part.length) return part.trim();
  let dash = end;
  while (dash > 0 && part.charAt(dash - 1) === ' ') dash -= 1;
  if (dash === 0 || part.charAt(dash - 1) !== '-') return part.trim();
  return part.slice(0, dash - 1).trim();
}

/**
 * The place to write on a resume from an address: at most a town and a country, no postal box, street or
 * county ("Athi River, Machakos County, Kenya" → "Athi River, Kenya"; "Embakasi, Nairobi, Kenya" →
 * "Nairobi, Kenya"; "Kitengela, Kajiado County" → "Kitengela").
 */
export function placeFromAddress(address: string): string {
  const parts = splitOutsideBrackets(stripPostalBox(address), ',;')
    .map((part) => withoutPostalCode(part))
    .filter((part) => part.length > 0 && !isStreet(part));
  if (parts.length === 0) return '';
  const last = parts[parts.length - 1] ?? '';
  const country = isCountry(last) ? last : '';
  const places = (country ? parts.slice(0, -1) : parts).filter((part) => !isCounty(part));
  const counties = (country ? parts.slice(0, -1) : parts).filter((part) => isCounty(part));
  const town = places[places.length - 1] ?? (counties[0] ? counties[0] : '');
  return [town, country].filter((part) => part.length > 0).join(', ');
}
