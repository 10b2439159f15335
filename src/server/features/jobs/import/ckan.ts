import { downloadFeed, type DownloadLimits } from '../funnel/feed-download';
import { quarterFromFileName, quarterFromTitle } from './quarter';

/**
 * Finds ESDC's positive-LMIA quarter files on the open-data portal (open.canada.ca runs CKAN): one
 * `package_show` call lists the dataset's resources, and the English CSV and XLSX files whose name or
 * address names a quarter are the ones `npm run data:update` may load (docs/product.md#lmia-jobs).
 */

/** ESDC's "TFWP: Positive Labour Market Impact Assessment (LMIA) Employers List" dataset. */
export const LMIA_DATASET_ID = '90fed587-1364-4f33-a9ee-208181dc0b97';
export const DEFAULT_CKAN_URL = 'https://open.canada.ca/data';

/** The dataset description is small; a few seconds' wait says the portal is not answering. */
const PACKAGE_LIMITS: DownloadLimits = { timeoutMs: 30_000, maxBytes: 5 * 1024 * 1024 };

export interface LmiaResource {
  quarter: string;
  format: 'csv' | 'xlsx';
  name: string;
  url: string;
}

/** The portal did not answer as CKAN does: unreachable, an HTTP error, or not package_show's JSON. */
export class PortalUnavailableError extends Error {
  override name = 'PortalUnavailableError';
}

interface CkanResource {
  name?: unknown;
  url?: unknown;
  format?: unknown;
  language?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const fileNameOf = (url: string) => decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() ?? '');

/** Network failures in words a person running the command understands, with the system's code kept. */
const NETWORK_REASONS: Record<string, string> = {
  ENOTFOUND: 'its name does not resolve: no network or no DNS',
  EAI_AGAIN: 'its name could not be looked up: no network or no DNS',
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was cut',
  ETIMEDOUT: 'the connection timed out',
  ENETUNREACH: 'the network is unreachable',
  EHOSTUNREACH: 'the host is unreachable',
};

/** What a failure says underneath fetch's bare "fetch failed": ENOTFOUND, ECONNREFUSED, a timeout, an HTTP status. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'no answer in time';
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (typeof cause?.code === 'string') return NETWORK_REASONS[cause.code] ? `${NETWORK_REASONS[cause.code]}, ${cause.code}` : cause.code;
  return typeof cause?.message === 'string' ? cause.message : error.message;
}

function formatOf(resource: CkanResource, fileName: string): LmiaResource['format'] | undefined {
  const declared = text(resource.format).toLowerCase().replace(/^\./, '');
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  for (const format of [declared, extension]) if (format === 'csv' || format === 'xlsx') return format;
  return undefined;
}

/** English by the resource's language list; a resource without one is judged by an '_en'/'_fr' in its name or address. */
function isEnglish(resource: CkanResource, name: string, fileName: string): boolean {
  const languages = Array.isArray(resource.language) ? resource.language.map((language) => text(language).toLowerCase()) : [];
  if (languages.length > 0) return languages.includes('en');
  const words = `${name} ${fileName}`.toLowerCase();
  return !/(^|[^a-z])(fr|fra|french|français)([^a-z]|$)/.test(words);
}

/** 'Q1 2026' as some resource names put it, beside quarter.ts's '2026Q1' and 'January to March 2026'. */
const quarterFromWords = (value: string) => {
  const match = /\bq([1-4])[\s-]*((?:19|20)\d{2})\b/i.exec(value);
  return match ? `${match[2]}Q${match[1]}` : undefined;
};

/** The English positive-LMIA quarter files among a package's resources, in the portal's order. */
export function lmiaQuarterResources(resources: readonly CkanResource[]): LmiaResource[] {
  return resources.flatMap((resource) => {
    const url = text(resource.url);
    if (!/^https?:\/\//i.test(url)) return [];
    const name = text(resource.name);
    const fileName = fileNameOf(url);
    const format = formatOf(resource, fileName);
    if (!format || !isEnglish(resource, name, fileName) || /negative|_neg[_.]/i.test(`${name} ${fileName}`)) return [];
    const quarter = quarterFromFileName(fileName) ?? quarterFromFileName(name) ?? quarterFromTitle(name) ?? quarterFromWords(name);
    return quarter ? [{ quarter, format, name: name || fileName, url }] : [];
  });
}

/** Asks the portal for the dataset's resources (`GET {ckanUrl}/api/3/action/package_show?id=…`). */
export async function fetchLmiaResources(ckanUrl: string, datasetId = LMIA_DATASET_ID): Promise<LmiaResource[]> {
  const address = `${ckanUrl.replace(/\/+$/, '')}/api/3/action/package_show?id=${encodeURIComponent(datasetId)}`;
  let body: Buffer;
  try {
    body = await downloadFeed(address, PACKAGE_LIMITS);
  } catch (error) {
    throw new PortalUnavailableError(`cannot reach the open-data portal at ${ckanUrl} (${reasonOf(error)})`);
  }
  let answer: { success?: unknown; result?: { resources?: unknown } };
  try {
    answer = JSON.parse(body.toString('utf8')) as typeof answer;
  } catch {
    throw new PortalUnavailableError(`the open-data portal at ${ckanUrl} did not answer with CKAN's JSON`);
  }
  if (answer.success !== true || !Array.isArray(answer.result?.resources)) {
    throw new PortalUnavailableError(`the open-data portal at ${ckanUrl} did not list dataset ${datasetId}`);
  }
  return lmiaQuarterResources(answer.result.resources as CkanResource[]);
}

/** One resource's bytes, within the download limits (a size cap checked while it streams, and a time limit). */
export async function downloadLmiaResource(resource: LmiaResource, limits: DownloadLimits): Promise<Buffer> {
  try {
    return await downloadFeed(resource.url, limits);
  } catch (error) {
    throw new Error(`download failed (${error instanceof Error && error.name === 'FeedTooLargeError' ? error.message : reasonOf(error)})`, {
      cause: error,
    });
  }
}
