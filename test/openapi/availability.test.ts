/**
 * Every operation says where its data comes from (DESIGN §8, "Availability is visible"): the
 * registry gives each one an availability, and the committed document carries it on every
 * operation as `x-availability`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_KINDS,
  combineSourceAvailability,
  KEYLESS,
  type SourceAvailability,
} from '../../src/contract/availability';
import { CATALOG } from '../../src/services';
import { createCatalog } from '../../src/services/catalog';
import { type Node, operationsOf } from './walk';

const committed = JSON.parse(
  readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8'),
) as Node;

describe('availability of every operation', () => {
  it.each(CATALOG.registry.operations.map((op) => [op.id, op] as const))('%s has one', (_id, op) => {
    const a = op.availability;
    expect(a).toBeDefined();
    if (!a) return;
    expect(AVAILABILITY_KINDS).toContain(a.kind);
    if (a.kind !== 'keyless-upstream') expect(a.reason.length).toBeGreaterThan(0);
    if (a.kind === 'operator-key') expect(a.variables.length).toBeGreaterThan(0);
    if ('sources' in a) {
      const ids = CATALOG.sources.map((s) => s.id);
      for (const id of a.sources) expect(ids).toContain(id);
    }
  });

  it('names a declared variable wherever an operator key is needed', () => {
    const declared = new Set(CATALOG.envSpecs.flatMap((spec) => Object.keys(spec)));
    for (const op of CATALOG.registry.operations) {
      const a = op.availability;
      if (a && 'variables' in a)
        for (const v of a.variables ?? []) expect(declared, `${op.id}: ${v}`).toContain(v);
    }
  });

  it('is carried as x-availability by every operation of openapi/openapi.json', () => {
    const ops = operationsOf(committed);
    expect(ops.length).toBe(CATALOG.registry.operations.length);
    for (const { op } of ops) {
      const ext = op['x-availability'] as
        | { kind?: string; reason?: string; variables?: string[] }
        | undefined;
      expect(ext, String(op.operationId)).toBeDefined();
      expect(AVAILABILITY_KINDS).toContain(ext?.kind);
      if (ext?.kind !== 'keyless-upstream') expect(ext?.reason ?? ext?.variables).toBeTruthy();
    }
  });

  it('refuses an operation no source feeds and that declares none', () => {
    const [service] = CATALOG.services.filter((s) => s.name === 'climate');
    if (!service) throw new Error('no climate service');
    const bare = { ...service, sources: [] };
    expect(() => createCatalog([bare])).toThrow(/declares no availability/);
  });
});

describe('combineSourceAvailability', () => {
  const key = (variables: string[]): SourceAvailability => ({
    kind: 'operator-key',
    variables,
    reason: `set ${variables.join(' or ')}`,
  });

  it('is keyless when every source is', () => {
    expect(
      combineSourceAvailability([
        { id: 'a', availability: KEYLESS },
        { id: 'b', availability: KEYLESS },
      ]),
    ).toEqual({ kind: 'keyless-upstream', sources: ['a', 'b'] });
  });

  it('takes the most demanding kind and names the keyless sources beside it', () => {
    expect(
      combineSourceAvailability([
        { id: 'a', availability: KEYLESS },
        { id: 'b', availability: key(['B_KEY']) },
      ]),
    ).toEqual({
      kind: 'operator-key',
      sources: ['a', 'b'],
      variables: ['B_KEY'],
      reason: 'b: set B_KEY; a: keyless',
    });
    expect(
      combineSourceAvailability([
        { id: 'b', availability: key(['B_KEY']) },
        { id: 'c', availability: { kind: 'documented-format', reason: 'no capture' } },
      ]),
    ).toMatchObject({
      kind: 'documented-format',
      variables: ['B_KEY'],
      reason: 'b: set B_KEY; c: no capture',
    });
  });
});
