/**
 * Colour only where the terminal shows it: never with NO_COLOR (https://no-color.org) or
 * TERM=dumb, always with FORCE_COLOR (other than 0), otherwise only when the stream is a TTY.
 */

/** ANSI styles the CLI uses. */
const STYLES = { green: [32, 39], yellow: [33, 39], red: [31, 39], dim: [2, 22], bold: [1, 22] } as const;

/** A style name. */
export type Style = keyof typeof STYLES;

/** Whether output to this stream should be coloured. */
export function colourEnabled(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0';
  if (env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}

/** Wraps text in a style when enabled. */
export function paint(enabled: boolean, style: Style, text: string): string {
  if (!enabled) return text;
  const [open, close] = STYLES[style];
  return `\u001b[${open}m${text}\u001b[${close}m`;
}
