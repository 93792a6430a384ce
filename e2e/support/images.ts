import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { eventually, failed } from '../../modules/platform/testing';

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
  await eventually(async () => (await imageLoaded(image)) || failed('The image did not load'), {
    everyMs: 100,
  });
}

/** A small red PNG, for an upload. */
export function redPng(): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
}
