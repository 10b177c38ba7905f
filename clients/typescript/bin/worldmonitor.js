#!/usr/bin/env node
// The `worldmonitor` command. This launcher is committed so that npm links the bin at install
// time (it skips bins whose file does not exist yet); the CLI itself is built into dist/ by
// `npm run build:client`, which `npm ci` runs through the root `prepare` script.
import { existsSync } from 'node:fs';

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write(
    'worldmonitor: the client is not built yet; run `npm run build:client` in the repository\n',
  );
  process.exit(2);
}
await import(cli.href);
