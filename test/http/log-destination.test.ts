/**
 * The batching log destination: lines are written together once enough are buffered or after the
 * flush interval, in order, and none is lost when stdout takes only part of a batch or is full;
 * while nobody reads stdout the backlog stays bounded, and what it dropped is reported.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BufferedLogDestination,
  DROPPED_LINES_MESSAGE,
  LOG_BACKLOG_MAX_CHARS,
  LOG_BUFFER_BYTES,
  LOG_FLUSH_INTERVAL_MS,
} from '../../src/http/log-destination';

/** A fake file descriptor: records each write call; `script` decides how much each call takes. */
function fakeFd(script: (bytes: Buffer, call: number) => number | Error = (b) => b.length) {
  const written: Buffer[] = [];
  let calls = 0;
  const write = (_fd: number, bytes: Buffer): number => {
    const outcome = script(bytes, calls++);
    if (outcome instanceof Error) throw outcome;
    written.push(Buffer.from(bytes.subarray(0, outcome)));
    return outcome;
  };
  return { write, text: () => Buffer.concat(written).toString('utf8'), calls: () => calls };
}

function errno(code: string): Error {
  return Object.assign(new Error(code), { code });
}

describe('BufferedLogDestination', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes buffered lines together after the flush interval, in order', () => {
    const fd = fakeFd();
    const dest = new BufferedLogDestination(1, fd.write);
    dest.write('one\n');
    dest.write('two\n');
    dest.write('thrée\n');
    expect(fd.calls()).toBe(0);
    vi.advanceTimersByTime(LOG_FLUSH_INTERVAL_MS);
    expect(fd.calls()).toBe(1);
    expect(fd.text()).toBe('one\ntwo\nthrée\n');
  });

  it('writes at once when the buffer is full', () => {
    const fd = fakeFd();
    const dest = new BufferedLogDestination(1, fd.write);
    const line = `${'x'.repeat(1023)}\n`;
    for (let i = 0; i < LOG_BUFFER_BYTES / line.length; i++) dest.write(line);
    expect(fd.calls()).toBe(1);
    expect(fd.text().length).toBe(LOG_BUFFER_BYTES);
  });

  it('keeps what a partial write or a full stdout left, and writes it next, in order', () => {
    // First call takes 3 bytes, the second finds stdout full, the rest take everything.
    const fd = fakeFd((bytes, call) => (call === 0 ? 3 : call === 1 ? errno('EAGAIN') : bytes.length));
    const dest = new BufferedLogDestination(1, fd.write);
    dest.write('first line\n');
    dest.flush();
    expect(fd.text()).toBe('fir');
    dest.write('second line\n');
    vi.advanceTimersByTime(LOG_FLUSH_INTERVAL_MS);
    expect(fd.text()).toBe('first line\nsecond line\n');
  });

  it('flushSync writes everything left, retrying a full stdout', () => {
    const fd = fakeFd((bytes, call) => (call < 2 ? errno('EAGAIN') : bytes.length));
    const dest = new BufferedLogDestination(1, fd.write);
    dest.write('a\n');
    dest.write('b\n');
    dest.flushSync();
    expect(fd.text()).toBe('a\nb\n');
  });

  it('bounds the backlog while stdout takes nothing, then reports how many lines it dropped', () => {
    let open = false;
    const fd = fakeFd((bytes) => (open ? bytes.length : errno('EAGAIN')));
    const dest = new BufferedLogDestination(1, fd.write);
    const line = `${'x'.repeat(1023)}\n`;
    const kept = LOG_BACKLOG_MAX_CHARS / line.length;
    const extra = 500;
    for (let i = 0; i < kept + extra; i++) dest.write(line);
    // Blocked: after the first refused write, the next attempts wait for the retry timer rather
    // than coming with every full buffer.
    expect(fd.calls()).toBe(1);
    vi.advanceTimersByTime(LOG_FLUSH_INTERVAL_MS);
    expect(fd.calls()).toBe(2);
    open = true;
    vi.advanceTimersByTime(LOG_FLUSH_INTERVAL_MS);
    const out = fd
      .text()
      .split('\n')
      .filter((l) => l !== '');
    expect(out).toHaveLength(kept + 1);
    expect(out.slice(0, kept).every((l) => l === line.trimEnd())).toBe(true);
    const notice = JSON.parse(out[kept] ?? '{}') as Record<string, unknown>;
    expect(notice).toMatchObject({ level: 40, dropped: extra, msg: DROPPED_LINES_MESSAGE, pid: process.pid });
    // Unblocked: lines flow again, and nothing more is reported.
    dest.write('after\n');
    dest.flush();
    expect(fd.text().endsWith('after\n')).toBe(true);
  });

  it('stops writing, without throwing, once stdout is gone', () => {
    const fd = fakeFd(() => errno('EPIPE'));
    const dest = new BufferedLogDestination(1, fd.write);
    dest.write('lost\n');
    expect(() => dest.flushSync()).not.toThrow();
    dest.write('ignored\n');
    vi.advanceTimersByTime(LOG_FLUSH_INTERVAL_MS * 2);
    expect(fd.calls()).toBe(1);
  });
});
