/**
 * GET /api/supply-chain/v1/list-energy-disruptions: the curated disruption registry, newest start
 * first. Each event is joined to its asset in the pipeline and storage registries (read through
 * their snapshot keys) for its `countries` and for the country, commodity and bounding-box filters;
 * an event whose asset neither registry holds has no countries and matches none of those filters.
 */
import { DEFAULT_PAGE_SIZE } from '../../contract/common';
import { defineHandler, fromData, type HandlerContext, unavailable } from '../handler';
import { decodeCursor, pageAfter } from '../keyset-cursor';
import { type BoundingBox, boundingBox, inBox } from '../query-window';
import { DISRUPTIONS_PAGE, listEnergyDisruptions } from './contract-energy';
import { type PipelineCommodity, supplyChainKeys } from './data';
import { type DisruptionRecord, supplyChainEnergyKeys } from './data-energy';
import { disruptionKey } from './registry-order';
import { storageCommodity } from './storage-entry';

/** What the join knows of an asset. */
interface Asset {
  countries: string[];
  commodity: PipelineCommodity;
  points: { lat: number; lon: number }[];
}

/** Handler of list-energy-disruptions. */
export const listEnergyDisruptionsHandler = defineHandler(listEnergyDisruptions, async (ctx, query) => {
  const box = boundingBox(query);
  const after = decodeCursor(query.cursor);
  const read = await ctx.snapshots.read(supplyChainEnergyKeys.energyDisruptions);
  if (read.status !== 'hit') return unavailable(DISRUPTIONS_PAGE.empty);
  const { data, meta } = read.snapshot;
  const assets = await assetIndex(ctx.snapshots);
  const matching = data.events
    .map((e) => ({ e, asset: assets.get(`${e.assetType}:${e.assetId}`) }))
    .filter(({ e, asset }) => matches(e, asset, query, box));
  const { page, pagination } = pageAfter(
    matching,
    ({ e }) => disruptionKey(e),
    after,
    query.page_size ?? DEFAULT_PAGE_SIZE,
  );
  return fromData(
    {
      events: page.map(({ e, asset }) => ({ ...e, endAt: e.endAt ?? '', countries: asset?.countries ?? [] })),
      fetchedAt: meta.fetchedAt,
      classifierVersion: data.classifierVersion,
      upstreamUnavailable: false,
      pagination,
    },
    meta.fetchedAt,
  );
});

type Query = {
  asset_id?: string;
  asset_type?: DisruptionRecord['assetType'];
  ongoing_only?: boolean;
  event_type?: DisruptionRecord['eventType'];
  country?: string;
  commodity?: PipelineCommodity;
};

function matches(
  e: DisruptionRecord,
  asset: Asset | undefined,
  q: Query,
  box: BoundingBox | undefined,
): boolean {
  if (q.asset_id !== undefined && e.assetId !== q.asset_id) return false;
  if (q.asset_type !== undefined && e.assetType !== q.asset_type) return false;
  if (q.ongoing_only === true && e.endAt !== undefined) return false;
  if (q.event_type !== undefined && e.eventType !== q.event_type) return false;
  if (q.country !== undefined && !asset?.countries.includes(q.country)) return false;
  if (q.commodity !== undefined && asset?.commodity !== q.commodity) return false;
  if (box !== undefined && !asset?.points.some((p) => inBox(box, p.lat, p.lon))) return false;
  return true;
}

/** Pipelines and storage facilities by `<assetType>:<id>`, from whichever registries have data. */
async function assetIndex(snapshots: HandlerContext['snapshots']): Promise<Map<string, Asset>> {
  const [gas, oil, storage] = await Promise.all([
    snapshots.read(supplyChainKeys.pipelinesGas),
    snapshots.read(supplyChainKeys.pipelinesOil),
    snapshots.read(supplyChainEnergyKeys.storageFacilities),
  ]);
  const index = new Map<string, Asset>();
  for (const reg of [gas, oil]) {
    if (reg.status !== 'hit') continue;
    for (const p of reg.snapshot.data.pipelines) {
      const countries = [
        ...new Set([p.fromCountry, ...p.transitCountries, p.toCountry].filter((c) => c !== '')),
      ];
      const points = [p.startPoint, ...(p.waypoints ?? []), p.endPoint];
      index.set(`pipeline:${p.id}`, { countries, commodity: p.commodityType, points });
    }
  }
  if (storage.status === 'hit') {
    for (const f of storage.snapshot.data.facilities) {
      index.set(`storage:${f.id}`, {
        countries: f.country === '' ? [] : [f.country],
        commodity: storageCommodity(f),
        points: [f.location],
      });
    }
  }
  return index;
}
