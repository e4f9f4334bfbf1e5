import {
  createSceneRecord,
  PREVIEW_FAILED_MESSAGE,
  SCENE_PHOTO_STORAGE_KEY,
  SCENE_RECORD_VERSION,
  SCENE_STORAGE_KEY,
  SCENE_UPLOAD_ERROR,
  storeScene,
  storeScenePhoto,
  UPLOAD_IN_PROGRESS_WARNING,
  VISUALISER_DISCLAIMER,
} from '@gh/shared/visualiser';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sceneStore } from './scene-store';
import { consoleError, SCENE_ID, service, setUpSceneTests } from './testing/scene-tests';
import { Visualiser, type VisualiserProps } from './Visualiser';

setUpSceneTests();

let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  consoleWarn.mockRestore();
});
const photoFile = (name = 'lounge.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type });

/** A scene stored by an earlier visit, `ageMs` ago. */
function storedScene(ageMs = 0, extra: { photo?: boolean; version?: number } = {}) {
  const scene = {
    ...createSceneRecord(
      { id: SCENE_ID, filename: 'bedroom.png', previewImage: 'data:image/jpeg;base64,AAAA' },
      Date.now() - ageMs,
    ),
    version: extra.version ?? SCENE_RECORD_VERSION,
  };
  storeScene(localStorage, scene);
  if (extra.photo) {
    storeScenePhoto(localStorage, {
      sceneId: SCENE_ID,
      image: 'data:image/jpeg;base64,BBBB',
      width: 1300,
      height: 975,
    });
  }
  act(() => sceneStore().getState().reload());
  return scene;
}

function place(props: Partial<VisualiserProps> = {}) {
  return render(<Visualiser apiBase="" productCode="GHRES-1001" {...props} />);
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Room Visualiser' }));
  return screen.getByRole('dialog');
}

const photoInput = (modal: HTMLElement) =>
  within(modal).getByLabelText('Room photo') as HTMLInputElement;

async function upload(modal: HTMLElement, file = photoFile()) {
  await userEvent.upload(photoInput(modal), file);
}

/** jsdom's Blob has no arrayBuffer(); its FileReader reads one. */
function bytesOf(blob: Blob): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const dataLayerEvents = () =>
  ((globalThis as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((m) => m.event);

describe('<Visualiser>: the Room Visualiser modal (SPEC.md section 2.12)', () => {
  it("offers 'Upload Room Photo', Close, a disabled View Now and the disclaimer with no scene stored", async () => {
    place();
    const modal = await openModal();
    expect(within(modal).getByRole('heading', { name: 'Room Visualiser' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Upload Room Photo' })).toBeEnabled();
    expect(within(modal).getByRole('button', { name: 'Close' })).toBeEnabled();
    expect(within(modal).getByRole('button', { name: 'View Now' })).toBeDisabled();
    expect(within(modal).getByText(VISUALISER_DISCLAIMER)).toBeInTheDocument();
  });

  it('takes image files only, one at a time, without forcing the camera', async () => {
    place();
    const input = photoInput(await openModal());
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).not.toHaveAttribute('multiple');
    expect(input).not.toHaveAttribute('capture');
  });

  it("reads 'Uploading Your Room...' while the photo uploads", async () => {
    service().reply = 'hold';
    place();
    const modal = await openModal();
    await upload(modal);
    const busy = await within(modal).findByRole('button', { name: 'Uploading Your Room...' });
    expect(busy).toBeDisabled();
    service().reply = 'scene';
    act(() => service().release());
    await within(modal).findByText('lounge.jpg');
    expect(within(modal).getByRole('button', { name: 'View Now' })).toBeEnabled();
  });

  it('posts the photo to get_ki_unique.php, then shows its file name, Scene ID and a clear button', async () => {
    const heard = jest.fn();
    place({ onScene: heard });
    const modal = await openModal();
    await upload(modal, photoFile('my lounge.jpg'));
    const sceneId = `${'0'.repeat(23)}1`;
    await within(modal).findByText(sceneId);
    expect(service().uploads).toHaveLength(1);
    expect(service().uploads[0]?.url).toBe('/scene/get_ki_unique.php');
    expect(service().uploads[0]?.fields).toMatchObject({
      ki_mode_floor: '2',
      ki_mode_wall: '1',
      dbg: '0',
    });
    expect(within(modal).getByText('my lounge.jpg')).toBeInTheDocument();
    expect(within(modal).getByText('Scene ID')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Clear room photo' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'View Now' })).toBeEnabled();
    expect(within(modal).queryByRole('button', { name: 'Upload Room Photo' })).toBeNull();
    expect(heard).toHaveBeenLastCalledWith({
      scene: { id: sceneId, filename: 'my lounge.jpg', previewImage: '' },
    });
  });

  it('keeps the scene in the browser as a versioned record with its save time', async () => {
    place();
    const before = Date.now();
    await upload(await openModal());
    await waitFor(() => expect(localStorage.getItem(SCENE_STORAGE_KEY)).not.toBeNull());
    const record = JSON.parse(localStorage.getItem(SCENE_STORAGE_KEY) ?? '{}');
    expect(record).toMatchObject({
      id: `${'0'.repeat(23)}1`,
      filename: 'lounge.jpg',
      version: SCENE_RECORD_VERSION,
    });
    expect(record.savedAt).toBeGreaterThanOrEqual(before);
  });

  it('sends the original photo and leaves the preview empty (logged) when the browser cannot resize it', async () => {
    // jsdom decodes no images, as a browser that cannot read the photo's format.
    place();
    const modal = await openModal();
    const file = photoFile('odd.jpg');
    await upload(modal, file);
    await within(modal).findByText('odd.jpg');
    const sent = service().uploads[0]?.file;
    expect(await bytesOf(sent as File)).toEqual(await bytesOf(file));
    expect(consoleError()).toHaveBeenCalledWith(PREVIEW_FAILED_MESSAGE, expect.anything());
    expect(modal.querySelector('img.scene-preview')).toBeNull();
  });

  it('sends room_visualiser_upload when an upload starts and room_visualiser_success when it is stored', async () => {
    service().reply = 'hold';
    place();
    const modal = await openModal();
    await upload(modal);
    await waitFor(() => expect(dataLayerEvents()).toEqual(['room_visualiser_upload']));
    service().reply = 'scene';
    act(() => service().release());
    await waitFor(() =>
      expect(dataLayerEvents()).toEqual(['room_visualiser_upload', 'room_visualiser_success']),
    );
  });

  it('ignores a second upload while one runs, with a console warning', async () => {
    service().reply = 'hold';
    place();
    const modal = await openModal();
    const input = photoInput(modal);
    await upload(modal, photoFile('first.jpg'));
    await within(modal).findByRole('button', { name: 'Uploading Your Room...' });
    fireEvent.change(input, { target: { files: [photoFile('second.jpg')] } });
    expect(consoleWarn).toHaveBeenCalledWith(UPLOAD_IN_PROGRESS_WARNING);
    service().reply = 'scene';
    act(() => service().release());
    await within(modal).findByText('first.jpg');
    expect(service().uploads.map((u) => u.file.name)).toEqual(['first.jpg']);
  });

  it('shows the upload error and returns to idle when the scene service fails', async () => {
    service().reply = 'bad-gateway';
    place();
    const modal = await openModal();
    await upload(modal);
    expect(await within(modal).findByRole('alert')).toHaveTextContent(SCENE_UPLOAD_ERROR);
    expect(within(modal).getByRole('button', { name: 'Upload Room Photo' })).toBeEnabled();
    expect(within(modal).getByRole('button', { name: 'View Now' })).toBeDisabled();
    expect(localStorage.getItem(SCENE_STORAGE_KEY)).toBeNull();
    expect(consoleError()).toHaveBeenCalledWith(
      'Room visualiser: the scene upload failed.',
      expect.objectContaining({ message: 'Scene API Response: Bad Gateway' }),
    );
  });

  it('refuses a file that is not an image with the upload error, sending nothing', async () => {
    place();
    const modal = await openModal();
    fireEvent.change(photoInput(modal), {
      target: { files: [new File(['%PDF-1.7'], 'plan.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(modal).findByRole('alert')).toHaveTextContent(SCENE_UPLOAD_ERROR);
    expect(service().uploads).toHaveLength(0);
  });

  it('shows a stored scene with its preview on the next visit', async () => {
    storedScene(24 * 60 * 60 * 1000);
    place();
    const modal = await openModal();
    expect(within(modal).getByText('bedroom.png')).toBeInTheDocument();
    expect(within(modal).getByText(SCENE_ID)).toBeInTheDocument();
    expect(modal.querySelector('img.scene-preview')).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,AAAA',
    );
  });

  it('discards a scene stored more than 60 days ago, or of another version', async () => {
    storedScene(60 * 24 * 60 * 60 * 1000 + 60_000);
    place();
    const modal = await openModal();
    expect(within(modal).getByRole('button', { name: 'Upload Room Photo' })).toBeInTheDocument();
    expect(localStorage.getItem(SCENE_STORAGE_KEY)).toBeNull();
    storedScene(0, { version: SCENE_RECORD_VERSION + 1 });
    expect(within(modal).getByRole('button', { name: 'Upload Room Photo' })).toBeInTheDocument();
  });

  it('clears the stored scene with the clear button', async () => {
    storedScene(0, { photo: true });
    const heard = jest.fn();
    place({ onScene: heard });
    const modal = await openModal();
    await userEvent.click(within(modal).getByRole('button', { name: 'Clear room photo' }));
    expect(within(modal).getByRole('button', { name: 'Upload Room Photo' })).toBeInTheDocument();
    expect(localStorage.getItem(SCENE_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SCENE_PHOTO_STORAGE_KEY)).toBeNull();
    expect(heard).toHaveBeenCalledWith({ scene: null });
  });

  it('closes with Close', async () => {
    place();
    const modal = await openModal();
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('<Visualiser>: the room view (SPEC.md sections 4, 7 and 9)', () => {
  const renderImage = () => screen.getByRole('img', { name: /^Your room with/ });

  async function viewNow(props: Partial<VisualiserProps> = {}) {
    const onView = jest.fn();
    place({ onView, ...props });
    const modal = await openModal();
    await userEvent.click(within(modal).getByRole('button', { name: 'View Now' }));
    return onView;
  }

  it('View Now switches to the room view, rendered for the chosen variant, and closes the modal', async () => {
    storedScene(0, { photo: true });
    const onView = await viewNow({ variantId: 'GHRES-1001-02' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const image = await screen.findByRole('img', { name: 'Your room with Wool Haven Charcoal' });
    const url = new URL(image.getAttribute('src') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/scene/render_img_scene.php');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      pid: SCENE_ID,
      artnr: 'GHRES-1001-02',
      w: '1400',
      h: '1050',
      onam: 'floor',
    });
    expect(onView).toHaveBeenLastCalledWith({
      active: true,
      sceneId: SCENE_ID,
      variantId: 'GHRES-1001-02',
      imageUrl: image.getAttribute('src'),
    });
  });

  it('renders at the default 1400 × 700 when the photo’s size is not known', async () => {
    storedScene();
    await viewNow({ variantId: 'GHRES-1001-03' });
    const url = new URL(
      (await screen.findByRole('img', { name: /Sandstone/ })).getAttribute('src') ?? '',
      'http://localhost',
    );
    expect([url.searchParams.get('w'), url.searchParams.get('h')]).toEqual(['1400', '700']);
  });

  it('switches between the product’s colours without uploading again', async () => {
    storedScene(0, { photo: true });
    const onView = await viewNow();
    const first = await screen.findByRole('img', { name: 'Your room with Wool Haven Ash Grey' });
    expect(first.getAttribute('src')).toContain('artnr=GHRES-1001-01');
    await userEvent.click(screen.getByRole('radio', { name: 'Sandstone' }));
    expect(renderImage().getAttribute('src')).toContain('artnr=GHRES-1001-03');
    expect(renderImage()).toHaveAccessibleName('Your room with Wool Haven Sandstone');
    expect(service().uploads).toHaveLength(0);
    expect(onView).toHaveBeenLastCalledWith(
      expect.objectContaining({ variantId: 'GHRES-1001-03' }),
    );
  });

  it('compares before and after with a slider once the room is rendered', async () => {
    storedScene(0, { photo: true });
    await viewNow();
    const image = await screen.findByRole('img', { name: /^Your room with/ });
    expect(screen.queryByRole('slider')).toBeNull();
    fireEvent.load(image);
    const before = screen.getByRole('img', { name: 'Your room as photographed' });
    expect(before).toHaveAttribute('src', 'data:image/jpeg;base64,BBBB');
    expect(before.style.clipPath).toBe('inset(0 50% 0 0)');
    fireEvent.input(screen.getByRole('slider', { name: 'Before / after' }), {
      target: { value: '80' },
    });
    await waitFor(() => expect(before.style.clipPath).toBe('inset(0 20% 0 0)'));
  });

  it('tells the visitor when the room cannot be rendered', async () => {
    storedScene(0, { photo: true });
    await viewNow();
    fireEvent.error(await screen.findByRole('img', { name: /^Your room with/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('could not be shown');
    expect(screen.getByRole('button', { name: 'Download Image' })).toBeDisabled();
  });

  it('downloads the rendered image as a file', async () => {
    storedScene(0, { photo: true });
    await viewNow({ variantId: 'GHRES-1001-02' });
    fireEvent.load(await screen.findByRole('img', { name: /^Your room with/ }));
    const saved: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    URL.createObjectURL = jest.fn(() => 'blob:room');
    URL.revokeObjectURL = jest.fn();
    await userEvent.click(screen.getByRole('button', { name: 'Download Image' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:room', download: 'room-GHRES-1001-02.jpg' }]),
    );
    expect(service().gets.filter((url) => url.includes('render_img_scene.php'))).toEqual([
      renderImage().getAttribute('src'),
    ]);
    click.mockRestore();
  });

  it('leaves the room view when the scene is cleared', async () => {
    storedScene(0, { photo: true });
    const onView = await viewNow();
    await screen.findByRole('img', { name: /^Your room with/ });
    const modal = await openModal();
    await userEvent.click(within(modal).getByRole('button', { name: 'Clear room photo' }));
    expect(screen.queryByRole('region', { name: 'Your room' })).toBeNull();
    expect(onView).toHaveBeenLastCalledWith({ active: false });
  });

  it('reads the product’s colours from the catalogue only once the visualiser is opened', async () => {
    // An api-base of its own: the catalogue client caches each base's product list for 30 minutes.
    place({ apiBase: 'https://lazy.example.com' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(service().gets).toEqual([]);
    await openModal();
    await waitFor(() =>
      expect(service().gets).toEqual([
        'https://lazy.example.com/api/catalogue/products?website=GHRES&region=au',
      ]),
    );
  });

  it('takes the product from a React host without asking the catalogue', async () => {
    storedScene(0, { photo: true });
    const { WOOL_HAVEN } = await import('./testing/fake-scene-service');
    await viewNow({ productCode: undefined, product: WOOL_HAVEN });
    expect(await screen.findAllByRole('radio')).toHaveLength(3);
    expect(service().gets.some((url) => url.includes('/api/catalogue/'))).toBe(false);
  });
});
