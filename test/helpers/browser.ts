/**
 * Headless Chromium for tests that look at a page as a person would: the system's `chromium`
 * (Debian's package, or CHROMIUM_PATH) driven through playwright-core, which downloads nothing.
 * Without Chromium a suite is skipped with one loud line saying how to install it, unless
 * REQUIRE_BROWSER=1 (CI), where it runs and fails.
 */
import { accessSync, constants } from 'node:fs';
import { type Browser, chromium, type Locator } from 'playwright-core';
import { describe } from 'vitest';

/** Where Debian and Ubuntu install Chromium; CHROMIUM_PATH is tried first. */
export const CHROMIUM_CANDIDATES: readonly string[] = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Flags for a sandbox-less CI container: no GPU, no /dev/shm reliance, no background traffic. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
];

/** Longest wait for Chromium to start, in ms. */
export const BROWSER_LAUNCH_TIMEOUT_MS = 15_000;

const INSTALL_HINT = 'sudo apt-get install -y chromium (or set CHROMIUM_PATH to a Chromium executable)';

/** The Chromium executable to drive, or undefined when none is installed. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  const candidates = fromEnv ? [fromEnv, ...CHROMIUM_CANDIDATES] : CHROMIUM_CANDIDATES;
  return candidates.find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Starts headless Chromium; throws with the install hint when it is missing. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(`Chromium not found (${INSTALL_HINT})`);
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], timeout: BROWSER_LAUNCH_TIMEOUT_MS });
}

/**
 * A describe block that needs Chromium. Without it the block is skipped with one loud line,
 * unless REQUIRE_BROWSER=1, where it runs and fails on launch.
 */
export function describeWithBrowser(name: string, body: () => void): void {
  if (findChromium() || process.env.REQUIRE_BROWSER === '1') {
    describe(name, body);
    return;
  }
  process.stderr.write(
    `\n*** SKIPPED "${name}": no Chromium found at CHROMIUM_PATH or ${CHROMIUM_CANDIDATES.join(', ')}. Install it (Debian/Ubuntu: ${INSTALL_HINT}) to run it; REQUIRE_BROWSER=1 makes its absence a failure. ***\n`,
  );
  describe.skip(name, body);
}

/** The page's view of an element's computed style (tests compile without the DOM library). */
interface StyleView {
  getComputedStyle(element: unknown): Readonly<Record<string, string>>;
}

/** One computed style property (camelCase, e.g. `backgroundColor`) of the element, as rendered. */
export function computedStyle(locator: Locator, property: string): Promise<string> {
  return locator.evaluate(
    (element, name) => (globalThis as unknown as StyleView).getComputedStyle(element)[name] ?? '',
    property,
  );
}

/** The element's text as a person sees it: rendered, so hidden parts are left out. */
export function visibleText(locator: Locator): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point; textContent includes hidden text
  return locator.innerText();
}
