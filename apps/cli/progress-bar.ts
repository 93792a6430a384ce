import type { Writable } from 'node:stream';

/**
 * `label [#########...........] 45% 450,000/1,000,000 events 123,456 ev/s`, redrawn in place on
 * a terminal; elsewhere (CI logs, pipes) one line every two seconds and one at the end.
 */
export function progressBar(label: string, out: Writable & { isTTY?: boolean }) {
  const started = Date.now();
  let lastLine = 0;
  let last = { processed: 0, total: 0 };
  const render = ({ processed, total }: { processed: number; total: number }) => {
    const seconds = Math.max((Date.now() - started) / 1000, 0.001);
    const ratio = total > 0 ? Math.min(processed / total, 1) : 1;
    const width = 24;
    const filled = Math.round(ratio * width);
    const rate = Math.round(processed / seconds);
    return `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.floor(ratio * 100)}% ${processed.toLocaleString('en-US')}/${total.toLocaleString('en-US')} events ${rate.toLocaleString('en-US')} ev/s`;
  };
  return {
    update(progress: { processed: number; total: number }) {
      last = progress;
      if (out.isTTY) {
        out.write(`\r${render(progress)}`);
      } else if (Date.now() - lastLine >= 2000) {
        lastLine = Date.now();
        out.write(`${render(progress)}\n`);
      }
    },
    done() {
      out.write(out.isTTY ? `\r${render(last)}\n` : `${render(last)}\n`);
    },
  };
}
