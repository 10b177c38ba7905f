/**
 * Parser of an Earth Search STAC item search answer (`POST /v1/search`): a GeoJSON
 * FeatureCollection of STAC items with `numberMatched` / `context.matched`, each item with
 * `properties` (`datetime`, `platform`, `gsd`, `eo:*`, `sar:*`, `proj:*`), `geometry`, `assets`
 * (hrefs are https or s3://) and `links`. Items are turned into contract scenes by the rules of the
 * service README. Pure: text in, data out.
 * @see https://github.com/radiantearth/stac-api-spec/tree/main/item-search
 */
import { PayloadError } from '../../../../ingest/errors';
import { jsonObject, num, objectOf, objects, str } from '../../../../ingest/parse/json-values';
import type { ImageryScene } from '../../contract';

/** A scene with the collection it belongs to. */
export type StacScene = ImageryScene & { collection: string };

/** One parsed answer page. */
export interface StacPage {
  scenes: StacScene[];
  /** Items the catalogue matched in all (`numberMatched`, else `context.matched`, else this page's count). */
  totalResults: number;
  /** Items that were not scenes (no id or no acquisition time). */
  skipped: number;
  /** The newest acquisition time of the page (ISO 8601), undefined when it has no scene. */
  asOf?: string;
}

/** UTM zones on WGS84 (EPSG 32601-32660 north, 32701-32760 south): coordinates in metres. */
function isUtm(epsg: number | undefined): boolean {
  return epsg !== undefined && ((epsg >= 32601 && epsg <= 32660) || (epsg >= 32701 && epsg <= 32760));
}

function httpUrl(value: unknown): string | undefined {
  const s = str(value);
  return /^https?:\/\//i.test(s) ? s : undefined;
}

function positive(value: unknown): number | undefined {
  const n = typeof value === 'number' ? num(value) : undefined;
  return n !== undefined && n > 0 ? n : undefined;
}

/** Ground sample distance: the item's `gsd`, else the visual asset's, else its UTM pixel size. */
function resolutionOf(props: Record<string, unknown>, visual?: Record<string, unknown>): number | undefined {
  const gsd = positive(props.gsd) ?? positive(visual?.gsd);
  if (gsd !== undefined) return gsd;
  if (!visual) return undefined;
  const epsg = num(visual['proj:epsg'] ?? props['proj:epsg']);
  const transform = visual['proj:transform'];
  if (!isUtm(epsg) || !Array.isArray(transform)) return undefined;
  const size = typeof transform[0] === 'number' ? Math.abs(transform[0]) : undefined;
  return size !== undefined && size > 0 ? size : undefined;
}

/** `sar:instrument_mode` for radar items, `optical` for items with `eo:` metadata. */
function modeOf(props: Record<string, unknown>, assets: Record<string, unknown>): string | undefined {
  const sar = str(props['sar:instrument_mode']);
  if (sar) return sar;
  const eo =
    'eo:cloud_cover' in props ||
    'eo:bands' in props ||
    Object.values(assets).some((a) => objectOf(a)?.['eo:bands'] !== undefined);
  return eo ? 'optical' : undefined;
}

function linkHref(links: Record<string, unknown>[], rel: string): string | undefined {
  for (const l of links) if (str(l.rel) === rel && httpUrl(l.href)) return httpUrl(l.href);
  return undefined;
}

/** One STAC item as a scene, or undefined when it has no id or no acquisition time. */
export function sceneOf(item: Record<string, unknown>): StacScene | undefined {
  const props = objectOf(item.properties) ?? {};
  const id = str(item.id);
  const datetime = str(props.datetime) || str(props.start_datetime);
  if (!id || !datetime || Number.isNaN(Date.parse(datetime))) return undefined;
  const collection = str(item.collection);
  const assets = objectOf(item.assets) ?? {};
  const links = objects(item.links);
  const visual = objectOf(assets.visual);
  const geometry = objectOf(item.geometry);
  const resolutionM = resolutionOf(props, visual);
  const mode = modeOf(props, assets);
  const previewUrl = httpUrl(objectOf(assets.thumbnail)?.href) ?? linkHref(links, 'thumbnail');
  const assetUrl = httpUrl(visual?.href) ?? linkHref(links, 'self');
  return {
    id,
    satellite: str(props.platform) || str(props.constellation) || collection,
    datetime,
    ...(resolutionM === undefined ? {} : { resolutionM }),
    ...(mode === undefined ? {} : { mode }),
    ...(geometry ? { geometryGeojson: JSON.stringify(geometry) } : {}),
    ...(previewUrl ? { previewUrl } : {}),
    ...(assetUrl ? { assetUrl } : {}),
    collection,
  };
}

/** Parses a STAC ItemCollection; throws PayloadError when the body is not one. */
export function parseStacItemCollection(body: string): StacPage {
  const doc = jsonObject(body, 'Earth Search');
  if (doc.type !== 'FeatureCollection' || !Array.isArray(doc.features))
    throw new PayloadError('Earth Search: not a STAC ItemCollection (no FeatureCollection features)');
  const scenes: StacScene[] = [];
  let skipped = 0;
  for (const f of doc.features) {
    const item = objectOf(f);
    const scene = item ? sceneOf(item) : undefined;
    if (scene) scenes.push(scene);
    else skipped++;
  }
  const matched = num(doc.numberMatched) ?? num(objectOf(doc.context)?.matched);
  const totalResults = matched !== undefined && matched >= 0 ? Math.trunc(matched) : scenes.length;
  let newest: number | undefined;
  for (const s of scenes) {
    const t = Date.parse(s.datetime);
    if (newest === undefined || t > newest) newest = t;
  }
  return {
    scenes,
    totalResults,
    skipped,
    ...(newest === undefined ? {} : { asOf: new Date(newest).toISOString() }),
  };
}
