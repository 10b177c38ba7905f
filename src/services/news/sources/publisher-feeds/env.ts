/** The variables the publisher feeds source reads. */
import { envVar, type Parsed } from '../../../../env-vars';
import { httpFeedUrl, parseFeedListVariable } from '../../../../ingest/feed-list';

/** The digest variants the contract names (`variant`); anything else falls back to `full`. */
export const NEWS_VARIANTS = ['full', 'tech', 'finance', 'happy', 'commodity'] as const;
/** One digest variant. */
export type NewsVariant = (typeof NEWS_VARIANTS)[number];

/** A feed as configured: the variant and category it feeds, its publication name, URL and language. */
export interface ConfiguredNewsFeed {
  variant: NewsVariant;
  /** Category bucket of the digest (lower-case letters, digits and dashes). */
  category: string;
  name: string;
  url: string;
  /** ISO 639-1 language code of the feed. */
  lang: string;
}

const feed = (variant: NewsVariant, category: string, name: string, url: string): ConfiguredNewsFeed => ({
  variant,
  category,
  name,
  url,
  lang: 'en',
});

/** Feeds polled when `NEWS_FEEDS` is not set: public publisher feeds, per variant and category. */
export const DEFAULT_NEWS_FEEDS: readonly ConfiguredNewsFeed[] = [
  feed('full', 'world', 'BBC World', 'https://feeds.bbci.co.uk/news/world/rss.xml'),
  feed('full', 'world', 'Guardian World', 'https://www.theguardian.com/world/rss'),
  feed('full', 'us', 'Guardian US', 'https://www.theguardian.com/us/rss'),
  feed('full', 'us', 'NPR News', 'https://feeds.npr.org/1001/rss.xml'),
  feed('full', 'middleeast', 'Guardian Middle East', 'https://www.theguardian.com/world/middleeast/rss'),
  feed('full', 'middleeast', 'Al Jazeera', 'https://www.aljazeera.com/xml/rss/all.xml'),
  feed('full', 'americas', 'Guardian Americas', 'https://www.theguardian.com/world/americas/rss'),
  feed('tech', 'tech', 'Ars Technica', 'https://feeds.arstechnica.com/arstechnica/index'),
  feed('tech', 'tech', 'The Verge', 'https://www.theverge.com/rss/index.xml'),
  feed('tech', 'ai', 'MIT Technology Review', 'https://www.technologyreview.com/feed/'),
  feed('tech', 'security', 'Krebs on Security', 'https://krebsonsecurity.com/feed/'),
  feed('tech', 'startups', 'Hacker News Front Page', 'https://hnrss.org/frontpage'),
  feed('finance', 'markets', 'CNBC Top News', 'https://www.cnbc.com/id/100003114/device/rss/rss.html'),
  feed('finance', 'markets', 'MarketWatch', 'https://feeds.content.dowjones.io/public/rss/mw_topstories'),
  feed('finance', 'economy', 'Guardian Business', 'https://www.theguardian.com/business/rss'),
  feed('happy', 'positive', 'Good News Network', 'https://www.goodnewsnetwork.org/feed/'),
  feed('happy', 'positive', 'Positive News', 'https://www.positive.news/feed/'),
  feed('happy', 'science', 'ScienceDaily', 'https://www.sciencedaily.com/rss/all.xml'),
  feed('commodity', 'energy', 'OilPrice.com', 'https://oilprice.com/rss/main'),
  feed('commodity', 'mining', 'Mining.com', 'https://www.mining.com/feed/'),
  feed('commodity', 'markets', 'Guardian Business', 'https://www.theguardian.com/business/rss'),
];

/** Stable id of a feed (its payload resource name): the name, lower-cased, as dashed words. */
export function newsFeedId(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'feed'
  );
}

/**
 * Reads a feed list: comma- or newline-separated `variant/category|Name|URL`, optionally
 * `|lang` (ISO 639-1, default `en`). A feed may be listed under several variants with the same
 * name and URL (it is fetched once); one name may not name two URLs.
 */
export function parseNewsFeedList(raw: string): Parsed<readonly ConfiguredNewsFeed[]> {
  const urlById = new Map<string, string>();
  return parseFeedListVariable(raw, (fields, entry) => {
    const read = readNewsFeed(fields, entry);
    if (!read.ok) return read;
    const { name, url } = read.value;
    const id = newsFeedId(name);
    const known = urlById.get(id);
    if (known !== undefined && known !== url) return envVar.refuse(`feed name "${name}" names two URLs`);
    urlById.set(id, url);
    return read;
  });
}

/** One entry of `NEWS_FEEDS`: `variant/category|Name|URL[|lang]`. */
function readNewsFeed(fields: string[], entry: string): Parsed<ConfiguredNewsFeed> {
  const [where = '', name = '', url = '', lang = 'en', ...rest] = fields;
  if (rest.length > 0 || !name || !url)
    return envVar.refuse(`must list feeds as variant/category|Name|URL[|lang] (bad: "${entry}")`);
  const [variant, category, ...more] = where.split('/');
  if (!NEWS_VARIANTS.includes(variant as NewsVariant) || more.length > 0)
    return envVar.refuse(`variant must be one of ${NEWS_VARIANTS.join(', ')} (bad: "${where}")`);
  if (!category || !/^[a-z0-9][a-z0-9-]{0,39}$/.test(category))
    return envVar.refuse(`category must be lower-case letters, digits and dashes (bad: "${where}")`);
  if (!httpFeedUrl(url)) return envVar.refuse(`must list http(s) feed URLs (bad: "${url}")`);
  if (!/^[a-z]{2}$/.test(lang)) return envVar.refuse(`language must be an ISO 639-1 code (bad: "${lang}")`);
  return envVar.ok({ variant: variant as NewsVariant, category, name, url, lang });
}

/** Declared variables of the source. */
export const PUBLISHER_FEEDS_ENV = {
  NEWS_FEEDS: envVar.custom<readonly ConfiguredNewsFeed[]>({
    default: DEFAULT_NEWS_FEEDS,
    defaultText: '',
    description: `News digest feeds: comma- or newline-separated \`variant/category|Name|URL[|lang]\` (variants ${NEWS_VARIANTS.join(', ')}; default: ${DEFAULT_NEWS_FEEDS.length} public publisher feeds).`,
    parse: parseNewsFeedList,
  }),
  NEWS_FEEDS_BASE_URL: envVar.optionalUrl({
    description: "Moves every news feed to this origin, keeping each feed's path (proxy or test server).",
  }),
} as const;
