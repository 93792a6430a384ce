import type { Locator } from 'playwright-core';
import sharp from 'sharp';

/** Whether an <img> finished loading real pixels. */
function imageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate((element) => {
    const img = element as unknown as { complete: boolean; naturalWidth: number };
    return img.complete && img.naturalWidth > 0;
  });
}

/** Waits until an <img> shows its picture (10 s at most). */
export async function waitForImage(image: Locator): Promise<void> {
  await image.waitFor();
  const deadline = Date.now() + 10_000;
  while (!(await imageLoaded(image))) {
    if (Date.now() > deadline) throw new Error('The image did not load');
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** A small red PNG, for an upload. */
export function redPng(): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
}
