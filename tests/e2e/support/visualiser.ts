/**
 * What the specs of the room visualiser do with it, on the widgets' demo page and on the site:
 * upload a room photo through its modal, and wait for the room view's render.
 */
import { expect, type Locator } from '@playwright/test';

/**
 * Uploads a JPEG room photo through the modal's file field and waits until the modal names it
 * (the scene service takes its time on a fresh database).
 */
export async function uploadRoomPhoto(modal: Locator, name: string, photo: Buffer): Promise<void> {
  await modal.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(modal.getByText(name, { exact: true })).toBeVisible({ timeout: 20_000 });
}

/** Waits until the room view's render has loaded, 1400 px wide. */
export async function expectRenderLoaded(render: Locator): Promise<void> {
  await expect
    .poll(() => render.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 30_000,
    })
    .toBe(1400);
}
