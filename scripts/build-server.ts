/**
 * `npm run build:server`: compiles the server once (at install, through `prepare`) into ES
 * modules under `dist/` (entry `dist/main.js`), so `npm start` runs plain `node` instead of compiling TypeScript at
 * every start. Packages stay external (loaded from node_modules as they are).
 *
 * Bundling puts every module in one file, so `import.meta.url` would name `dist/main.js` for all of
 * them. Modules that read files beside themselves (bundled captures through `bundleBeside`, the
 * package manifest in `version.ts`) are therefore rewritten to use their own source location,
 * relative to `dist/`: the files they read stay where they are in `src/`.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { AIRPORT_COLUMNS, airportTableText } from '../src/reference/airport-table';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'dist');
const ENTRY = join(ROOT, 'src', 'main.ts');
/**
 * Packages left in node_modules: the native SQLite binding, packages that read files beside
 * themselves (`__dirname`: pino's transports, ioredis' error stacks; the i18n locales), and those
 * loaded on demand (the docs page, the airport data the build replaces).
 */
const EXTERNAL = [
  'better-sqlite3',
  'pino',
  'thread-stream',
  'ioredis',
  'i18n-iso-countries/*',
  '@scalar/fastify-api-reference',
  'airport-data-js',
];
/** Lowest Node release the project supports (package.json engines). */
const TARGET = 'node20.12';

/** The airport table, written once beside the build; read at the first airport lookup. */
const AIRPORT_TABLE_FILE = 'airport-table.tsv';

/**
 * Ships the airport table as a file instead of `src/reference/airport-table.ts`, whose derivation
 * loads the 5.4 MB `airport-data-js` package: the built module reads the file (same exports).
 */
const prebuiltAirportTable: Plugin = {
  name: 'prebuilt-airport-table',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]reference[\\/]airport-table\.ts$/ }, () => ({
      contents: [
        "import { readFile } from 'node:fs/promises';",
        `export const AIRPORT_COLUMNS = ${JSON.stringify(AIRPORT_COLUMNS)};`,
        `export const airportTableText = () => readFile(new URL(${JSON.stringify(`./${AIRPORT_TABLE_FILE}`)}, import.meta.url), 'utf8');`,
      ].join('\n'),
      loader: 'js',
    }));
  },
};

/** Replaces `import.meta.url` in each source module by that module's own URL, found from dist/. */
const ownModuleUrl: Plugin = {
  name: 'own-module-url',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const fromDist = relative(OUT_DIR, args.path).split('\\').join('/');
      const own = `new URL(${JSON.stringify(fromDist)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', own), loader: 'ts' };
    });
  },
};

/**
 * Escapes what esbuild leaves non-ASCII (it keeps regular-expression literals as written): V8
 * keeps a script's source in memory, in two bytes per character as soon as one character is not
 * Latin-1. Outside comments (there are none left) a `\uXXXX` escape means the same character in
 * strings, templates, regular expressions and identifiers alike.
 */
async function asciiOnly(files: readonly string[]): Promise<void> {
  for (const file of files) {
    const text = await readFile(join(ROOT, file), 'utf8');
    const escaped = text.replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    if (escaped !== text) await writeFile(join(ROOT, file), escaped);
  }
}

async function main(): Promise<void> {
  await rm(OUT_DIR, { recursive: true, force: true });
  const result = await build({
    entryPoints: [ENTRY],
    outdir: OUT_DIR,
    // Modules imported dynamically (the Redis adapters) become chunks loaded only when used. They
    // sit in dist/ itself, beside main.js: the rewritten module URLs are relative to dist/.
    splitting: true,
    chunkNames: '[name]-[hash]',
    bundle: true,
    external: EXTERNAL,
    // Bundled CommonJS packages call `require` for Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    platform: 'node',
    format: 'esm',
    target: TARGET,
    // Whitespace and comments out (half the size: less to parse at start and to keep in memory);
    // names are kept, so stack traces still name their functions.
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    legalComments: 'linked',
    logLevel: 'warning',
    metafile: true,
    plugins: [prebuiltAirportTable, ownModuleUrl],
  });
  await asciiOnly(Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js')));
  await mkdir(OUT_DIR, { recursive: true });
  await writeFile(join(OUT_DIR, AIRPORT_TABLE_FILE), await airportTableText());
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  const inputs = Object.keys(result.metafile.inputs).length;
  process.stdout.write(`dist/: ${inputs} modules, ${(bytes / 1024).toFixed(0)} KiB with the source maps\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`build failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
