/**
 * 'Adjust floor' in <gh-visualiser> on the retailer demo page (issue 12), against the reference
 * room-scene service: the detected floor shown as an outline with corner handles, a handle dragged
 * with the mouse and another moved by keyboard, corners added by button and by double-clicking an
 * edge, the outline saved as a corrected scene that every colour then renders from, and an outline
 * the service refuses, with its reason in the widget. The editor passes axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { seriousFindings } from '../support/axe';
import { landscapeRoomJpeg } from '../support/room-photo';
import { expect, type Locator, type Page, type Response, test } from '../support/test';
import { expectRenderLoaded, uploadRoomPhoto } from '../support/visualiser';

const DEMO = '/widgets/demo/';

let photo: Buffer;
test.beforeAll(async () => {
  photo = await landscapeRoomJpeg();
});

const roomView = (page: Page): Locator => page.locator('.gh-visualiser-room');
const corners = (page: Page): Locator =>
  roomView(page).getByRole('button', { name: /^Floor corner \d+ of \d+$/ });

/** Uploads the room on the demo page, shows the room view and opens 'Adjust floor'. */
async function adjustFloor(page: Page): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(DEMO);
  await page.locator('#room-visualiser').getByRole('button', { name: 'Room Visualiser' }).click();
  const modal = page.locator('#room-visualiser').getByRole('dialog', { name: 'Room Visualiser' });
  await uploadRoomPhoto(modal, 'living-room.jpg', photo);
  await modal.getByRole('button', { name: 'View Now' }).click();
  const room = roomView(page).getByRole('region', { name: 'Your room' });
  await expect(room).toBeInViewport();

  const outline = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && response.url().includes('/scene_floor.php?'),
  );
  await room.getByRole('button', { name: 'Adjust floor' }).click();
  expect((await outline).status()).toBe(200);
  const editor = room.getByRole('region', { name: 'Adjust floor' });
  await expect(corners(page).first()).toBeVisible();
  return editor;
}

/** Presses Save floor; answers the service's reply to the outline it posted. */
async function saveFloor(page: Page, editor: Locator): Promise<Response> {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/scene_floor.php'),
  );
  await editor.getByRole('button', { name: 'Save floor' }).click();
  return saved;
}

/** The centre of an element on the page, in CSS pixels. */
async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on the page');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('a corner dragged with the mouse and one moved by keyboard are saved, and every colour renders the corrected floor', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const editor = await adjustFloor(page);
  const count = await corners(page).count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(corners(page).first()).toHaveAccessibleName(`Floor corner 1 of ${count}`);

  expect(await seriousFindings(new AxeBuilder({ page }).include('.gh-visualiser-room'))).toEqual(
    [],
  );

  // The mouse: corner 1 dragged 60 px across and 40 px up or down, towards the middle of the
  // photo (a corner on its edge cannot go further out).
  const first = corners(page).nth(0);
  await first.scrollIntoViewIfNeeded();
  const from = await centre(first);
  const middle = await centre(editor.locator('.floor-stage'));
  const dx = from.x < middle.x ? 60 : -60;
  const dy = from.y < middle.y ? 40 : -40;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 4 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 4 });
  await page.mouse.up();
  await expect
    .poll(async () => {
      const to = await centre(first);
      return [Math.round(to.x - from.x), Math.round(to.y - from.y)];
    })
    .toEqual([dx, dy]);
  await expect(first).toBeFocused();

  // The keyboard: corner 2 moved by two small steps right and one big step up.
  const second = corners(page).nth(1);
  const stage = await editor.locator('.floor-stage').boundingBox();
  const before = await centre(second);
  await second.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowUp');
  await expect(editor.getByRole('status')).toHaveText(/^Corner 2: \d+% across, \d+% down\.$/);
  const after = await centre(second);
  // Small steps are 0.5% of the photo's width, a big step 5% of its height (within a pixel).
  expect(Math.abs(after.x - before.x - 0.01 * (stage?.width ?? 0))).toBeLessThan(1.5);
  expect(Math.abs(before.y - after.y - 0.05 * (stage?.height ?? 0))).toBeLessThan(1.5);

  // A corner added in the middle of the longest edge, with focus on it.
  await editor.getByRole('button', { name: 'Add corner' }).click();
  await expect(corners(page)).toHaveCount(count + 1);
  await expect(roomView(page).locator('.corner:focus')).toHaveAccessibleName(
    new RegExp(`^Floor corner \\d+ of ${count + 1}$`),
  );

  // A corner added by double-clicking the middle of the edge from corner 1 to corner 2, where
  // the click landed, with focus on it.
  const [a, b] = [await centre(corners(page).nth(0)), await centre(corners(page).nth(1))];
  const onEdge = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  await page.mouse.dblclick(onEdge.x, onEdge.y);
  await expect(corners(page)).toHaveCount(count + 2);
  const added = corners(page).nth(1);
  await expect(added).toBeFocused();
  await expect(added).toHaveAccessibleName(`Floor corner 2 of ${count + 2}`);
  const at = await centre(added);
  expect(Math.abs(at.x - onEdge.x)).toBeLessThan(1.5);
  expect(Math.abs(at.y - onEdge.y)).toBeLessThan(1.5);

  const reply = await saveFloor(page, editor);
  expect(reply.status()).toBe(200);
  const sent = reply.request().postDataJSON() as { pid: string; floor: [number, number][] };
  expect(sent.floor).toHaveLength(count + 2);
  const { unique } = (await reply.json()) as { unique: string };
  expect(unique).not.toBe(sent.pid);

  // The service keeps the visitor's outline with the corrected scene.
  const stored = await page.request.get(
    `/scene/scene_floor.php?cnf=gh-residential&pid=${encodeURIComponent(unique)}`,
  );
  expect(await stored.json()).toEqual({ floor: sent.floor, source: 'visitor' });

  // The room view renders from the corrected scene, in this colour and in the next.
  const room = roomView(page).getByRole('region', { name: 'Your room' });
  await expect(room.getByRole('button', { name: 'Adjust floor' })).toBeFocused();
  await expect(room.locator('.scene-id')).toHaveText(unique);
  const render = room.locator('img.render');
  await expect(render).toHaveAttribute('src', new RegExp(`pid=${unique}&`));
  await expectRenderLoaded(render);
  await room.getByRole('radio', { name: 'Honey' }).check({ force: true });
  await expect(render).toHaveAttribute('src', /artnr=GHRES-1069-04/);
  await expect(render).toHaveAttribute('src', new RegExp(`pid=${unique}&`));
  await expectRenderLoaded(render);

  // The next visit starts from the corrected scene.
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('gh-room-scene') ?? '{}').id),
  ).toBe(unique);
});

test('an outline whose edges cross is refused by the service, and the widget says why', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const editor = await adjustFloor(page);
  // Four corners, pushed by keyboard into the photo's corners in the order of a bow tie:
  // top left, bottom right, top right, bottom left. Its edges 1–2 and 3–4 cross.
  while ((await corners(page).count()) > 3) {
    await corners(page).last().focus();
    await page.keyboard.press('Delete');
  }
  await editor.getByRole('button', { name: 'Add corner' }).click();
  await expect(corners(page)).toHaveCount(4);
  const bowTie = [
    ['ArrowLeft', 'ArrowUp'],
    ['ArrowRight', 'ArrowDown'],
    ['ArrowRight', 'ArrowUp'],
    ['ArrowLeft', 'ArrowDown'],
  ];
  for (const [index, keys] of bowTie.entries()) {
    await corners(page).nth(index).focus();
    for (const key of keys) {
      // 20 big steps of 5% reach the edge of the photo from anywhere.
      for (let press = 0; press < 20; press++) await page.keyboard.press(`Shift+${key}`);
    }
  }

  const reply = await saveFloor(page, editor);
  expect(reply.status()).toBe(400);
  const { error } = (await reply.json()) as { error: string };
  await expect(editor.getByRole('alert')).toHaveText(`The floor was not saved: ${error}`);
  await expect(editor.getByRole('button', { name: 'Save floor' })).toBeEnabled();

  // Reset puts the outline back, and that one is accepted.
  await editor.getByRole('button', { name: 'Reset' }).click();
  expect((await saveFloor(page, editor)).status()).toBe(200);
  await expect(roomView(page).getByRole('region', { name: 'Adjust floor' })).toHaveCount(0);
});
