/**
 * GET /api/market/v1/get-cot-positioning: the newest CFTC Traders in Financial Futures positions of
 * the configured contracts. `netPct` = (leveraged funds long − short) / open interest × 100.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import { COT_POSITIONING_UNAVAILABLE, getCotPositioning } from './contract';
import { type CotPosition, marketKeys } from './data';

const text = (n: number) => String(n);

function instrumentOf(p: CotPosition) {
  const opt = (key: string, n: number | undefined) => (n === undefined ? {} : { [key]: text(n) });
  const { leveragedFundsLong: ll, leveragedFundsShort: ls, openInterest: oi } = p;
  const netPct =
    ll !== undefined && ls !== undefined && oi !== undefined && oi > 0
      ? Math.round(((ll - ls) / oi) * 100 * 100) / 100
      : undefined;
  return {
    name: p.name,
    code: p.code,
    reportDate: p.reportDate,
    ...opt('assetManagerLong', p.assetManagerLong),
    ...opt('assetManagerShort', p.assetManagerShort),
    ...opt('leveragedFundsLong', ll),
    ...opt('leveragedFundsShort', ls),
    ...opt('dealerLong', p.dealerLong),
    ...opt('dealerShort', p.dealerShort),
    ...(netPct === undefined ? {} : { netPct }),
    ...opt('smallTraderLong', p.nonReportableLong),
    ...opt('smallTraderShort', p.nonReportableShort),
    smallTraderAvailable: p.nonReportableLong !== undefined && p.nonReportableShort !== undefined,
    ...opt('openInterest', oi),
    ...(p.marketName ? { marketName: p.marketName } : {}),
  };
}

/** Handler of get-cot-positioning. */
export const getCotPositioningHandler = defineHandler(getCotPositioning, async (ctx) => {
  const read = await ctx.snapshots.read(marketKeys.cotPositions);
  if (read.status !== 'hit') return unavailable(COT_POSITIONING_UNAVAILABLE);
  const { data, meta } = read.snapshot;
  const reportDate =
    data.instruments
      .map((i) => i.reportDate)
      .sort()
      .at(-1) ?? '';
  return fromData(
    {
      instruments: data.instruments.map(instrumentOf),
      ...(reportDate ? { reportDate } : {}),
      unavailable: false,
      missingCodes: data.missingCodes,
    },
    meta.fetchedAt,
  );
});
