import Type from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { PaginationSchema } from './common';
import { EMPTY_PAGINATION, pagedList } from './paged-list';

const Item = Type.Object({ id: Type.String() });

describe('pagedList', () => {
  it('declares the items, then the pagination block, and an empty page the schema accepts', () => {
    const page = pagedList('things', Item, { items: { description: 'Newest first' } });
    expect(Object.keys(page.schema.properties)).toEqual(['things', 'pagination']);
    expect((page.schema.properties.things as { description?: string }).description).toBe('Newest first');
    expect(page.schema.properties.pagination).toBe(PaginationSchema);
    expect(page.empty).toEqual({ things: [], pagination: EMPTY_PAGINATION });
    expect(Value.Check(page.schema, page.empty)).toBe(true);
  });

  it('adds extra fields after the pagination block, or before it when asked', () => {
    const extra = { properties: { dataAvailable: Type.Boolean() }, empty: { dataAvailable: false } };
    const after = pagedList('things', Item, { extra });
    const before = pagedList('things', Item, { extra: { ...extra, beforePagination: true } });
    expect(Object.keys(after.schema.properties)).toEqual(['things', 'pagination', 'dataAvailable']);
    expect(Object.keys(before.schema.properties)).toEqual(['things', 'dataAvailable', 'pagination']);
    expect(after.empty).toEqual({ things: [], pagination: EMPTY_PAGINATION, dataAvailable: false });
    expect(Value.Check(before.schema, before.empty)).toBe(true);
  });
});
