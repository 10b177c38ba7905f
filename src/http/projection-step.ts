/**
 * Projection step of the GET pipeline: applies `jmespath` to the serialized 200 body when asked.
 */
import { project } from './projection';

/** Returns the bytes to send: the body itself, or its projection. */
export function projectIfAsked(bytes: string, expression: string | undefined): string {
  if (expression === undefined) return bytes;
  return project(JSON.parse(bytes) as unknown, expression);
}
