/**
 * GET /api/intelligence/v1/get-gdelt-topic-timeline: the volume and tone timelines of a topic's
 * fixed query (README), asked of GDELT DOC 2.0 at request time. One series missing still answers
 * the other with `error`; both missing is the degraded body.
 */
import { defineHandler, fromData, unavailable } from '../handler';
import {
  DEFAULT_TIMELINE_SPAN,
  GDELT_TOPIC_QUERIES,
  getGdeltTopicTimeline,
  topicTimelineUnavailable,
} from './contract-gdelt';
import { providerError } from './search-gdelt-documents';

/** Handler of get-gdelt-topic-timeline. */
export const getGdeltTopicTimelineHandler = defineHandler(getGdeltTopicTimeline, async (ctx, q) => {
  const provider = ctx.providers.gdeltDoc;
  if (!provider) return unavailable(topicTimelineUnavailable(q.topic, 'not_configured'));
  const query = GDELT_TOPIC_QUERIES[q.topic];
  const span = q.timespan ?? DEFAULT_TIMELINE_SPAN;
  const [vol, tone] = await Promise.allSettled([
    provider.timeline('timelinevol', query, span),
    provider.timeline('timelinetone', query, span),
  ]);
  if (vol.status === 'rejected' && tone.status === 'rejected')
    return unavailable(topicTimelineUnavailable(q.topic, providerError(vol.reason)));
  const failed =
    vol.status === 'rejected' ? vol.reason : tone.status === 'rejected' ? tone.reason : undefined;
  const times = [vol, tone].flatMap((r) => (r.status === 'fulfilled' ? [r.value.fetchedAt] : [])).sort();
  const fetchedAt = times[0] as string;
  return fromData(
    {
      topic: q.topic,
      vol: vol.status === 'fulfilled' ? vol.value.points : [],
      tone: tone.status === 'fulfilled' ? tone.value.points : [],
      fetchedAt,
      error: failed === undefined ? '' : providerError(failed),
    },
    fetchedAt,
  );
});
