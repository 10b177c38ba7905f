/**
 * Which output formats an operation offers, derived once from its response schema (issue #33):
 * its main list is the single top-level array of objects in its 200 body (`earthquakes`, `alerts`,
 * …); an operation with none, or with several (two parallel series), is not a list operation and
 * answers JSON only. Its records carry coordinates when the item schema has one of the spellings
 * in COORDINATE_SPELLINGS; those operations also answer GeoJSON.
 */
import type { OperationDef } from '../../contract/op';

/** The formats of an answer; JSON is the default and always offered. */
export const OUTPUT_FORMATS = ['json', 'csv', 'geojson'] as const;

/** One of OUTPUT_FORMATS. */
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** Where a record's latitude and longitude are, as a path from the record, in lookup order. */
export const COORDINATE_SPELLINGS: readonly (readonly [lat: readonly string[], lon: readonly string[]])[] = [
  [
    ['location', 'latitude'],
    ['location', 'longitude'],
  ],
  [['latitude'], ['longitude']],
  [['lat'], ['lon']],
  [['lat'], ['lng']],
];

interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

/** What an operation answers besides JSON. */
export interface ListShape {
  /** Name of the main list in the 200 body; undefined when the operation is not a list operation. */
  list: string | undefined;
  /** The formats offered, JSON first. */
  formats: readonly OutputFormat[];
  /** CSV columns of the list's item schema: dotted paths of its scalar fields, in schema order. */
  columns: readonly string[];
}

const shapes = new WeakMap<OperationDef, ListShape>();

/** The list shape of an operation, computed once. */
export function listShapeOf(op: OperationDef): ListShape {
  let shape = shapes.get(op);
  if (!shape) {
    shape = computeShape(op);
    shapes.set(op, shape);
  }
  return shape;
}

function computeShape(op: OperationDef): ListShape {
  const properties = (op.response as SchemaNode).properties ?? {};
  const lists = Object.entries(properties).filter(
    ([, s]) => s.type === 'array' && s.items?.type === 'object' && s.items.properties !== undefined,
  );
  const [main] = lists;
  if (op.method !== 'GET' || lists.length !== 1 || main === undefined)
    return { list: undefined, formats: ['json'], columns: [] };
  const item = main[1].items as SchemaNode;
  const formats: OutputFormat[] = hasCoordinates(item) ? ['json', 'csv', 'geojson'] : ['json', 'csv'];
  return { list: main[0], formats, columns: schemaColumns(item, '') };
}

function hasCoordinates(item: SchemaNode): boolean {
  return COORDINATE_SPELLINGS.some(([lat, lon]) => isNumberAt(item, lat) && isNumberAt(item, lon));
}

function isNumberAt(schema: SchemaNode, path: readonly string[]): boolean {
  let node: SchemaNode | undefined = schema;
  for (const key of path) node = node?.properties?.[key];
  const type = node?.type;
  return type === 'number' || (Array.isArray(type) && type.includes('number'));
}

/** Dotted paths of the scalar (and array) fields of an object schema; nested objects are walked. */
function schemaColumns(schema: SchemaNode, prefix: string): string[] {
  const out: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    if (property.type === 'object' && property.properties) out.push(...schemaColumns(property, `${path}.`));
    else out.push(path);
  }
  return out;
}
