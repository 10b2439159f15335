import { ImportFormatError } from './csv';
import { PROVINCE_BY_CODE } from './provinces';
import { readTable } from './reference-csv';

/** One city of data/reference/canada_cities_simplemaps.csv (simplemaps.com Canada Cities Basic, CC BY 4.0). */
export interface City {
  id: number;
  name: string;
  asciiName: string;
  provinceCode: string;
  provinceName: string;
  lat: number;
  lng: number;
  population: number | null;
}

const COLUMNS = ['id', 'city', 'city_ascii', 'province_id', 'province_name', 'lat', 'lng', 'population'] as const;

export function parseCitiesCsv(text: string): City[] {
  return readTable(text, COLUMNS, ['population']).map((row) => {
    const lat = Number(row.lat);
    const lng = Number(row.lng);
    if (!/^\d+$/.test(row.id)) throw new ImportFormatError(row.line, `id "${row.id}" is not a number`);
    if (!Number.isFinite(lat) || !Number.isFinite(lng))
      throw new ImportFormatError(row.line, `coordinates "${row.lat}, ${row.lng}" are not numbers`);
    if (!PROVINCE_BY_CODE[row.province_id]) throw new ImportFormatError(row.line, `unknown province code "${row.province_id}"`);
    const population = row.population === '' ? null : Math.round(Number(row.population));
    if (population !== null && !Number.isFinite(population))
      throw new ImportFormatError(row.line, `population "${row.population}" is not a number`);
    return {
      id: Number(row.id),
      name: row.city,
      asciiName: row.city_ascii,
      provinceCode: row.province_id,
      provinceName: row.province_name,
      lat,
      lng,
      population,
    };
  });
}
