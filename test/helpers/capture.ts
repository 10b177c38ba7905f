/**
 * A writable stream that keeps what is written, for CLI output and log capture.
 */
import { Writable } from 'node:stream';

/** Collects written text; `text()` returns it all. */
export class Capture extends Writable {
  private chunks: string[] = [];
  override _write(chunk: Buffer | string, _enc: BufferEncoding, done: (err?: Error | null) => void): void {
    this.chunks.push(chunk.toString());
    done();
  }
  text(): string {
    return this.chunks.join('');
  }
}
