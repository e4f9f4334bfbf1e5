import { createSceneRecord, storeScene } from '@gh/shared/visualiser';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  attributeNames,
  nextEvent,
  observedAttributes,
  placeElement,
} from '../internal/element-testing';
import './element';
import { visualiserMeta } from './meta';
import { sceneStore } from './scene-store';
import { type FakeSceneService, fakeSceneService } from './testing/fake-scene-service';

type VisualiserElement = HTMLElement & {
  open: boolean;
  show(): void;
  hide(): void;
  reset(): void;
};

let service: FakeSceneService;

const place = (attributes: Record<string, string> = {}) =>
  placeElement<VisualiserElement>('gh-visualiser', attributes);

const SCENE_ID = 'abcdefabcdefabcdefabcdef';

function storedScene() {
  storeScene(
    localStorage,
    createSceneRecord({ id: SCENE_ID, filename: 'hall.jpg', previewImage: '' }),
  );
  sceneStore().getState().reload();
}

// The elements render on their own schedule, as in a browser; tests wait with findBy and waitFor.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  globalThis.fetch = (input, init) => service.fetch(input, init);
});
beforeEach(() => {
  service = fakeSceneService();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  document.body.replaceChildren();
  sceneStore().getState().clear();
  localStorage.clear();
  jest.restoreAllMocks();
});

/**
 * A button of the shadow root, once it exists. jsdom does not recompute styles inside a shadow
 * root when the dialog opens, so visibility is not asked for here; tests check the dialog's open
 * attribute instead.
 */
function findButton(root: HTMLElement, name: string) {
  return waitFor(() => within(root).getByRole('button', { name, hidden: true }));
}

const dialogOf = (root: HTMLElement) => root.querySelector('dialog');

describe('<gh-visualiser> (DESIGN.md section 5)', () => {
  it('renders into an open shadow root that carries its own styles', async () => {
    const { element, root } = place();
    expect(await findButton(root, 'Room Visualiser')).toBeInTheDocument();
    expect(element.shadowRoot?.querySelector('style')?.textContent).toContain('.room-view');
  });

  it('observes exactly the attributes its manifest lists', () => {
    expect(observedAttributes('gh-visualiser')).toEqual(attributeNames(visualiserMeta));
  });

  it('opens the modal while the open attribute is present and closes it when removed', async () => {
    const { element, root } = place({ open: '' });
    await waitFor(() => expect(dialogOf(root)).toHaveAttribute('open'));
    element.removeAttribute('open');
    await waitFor(() => expect(dialogOf(root)).not.toHaveAttribute('open'));
  });

  it('opens and closes with show() and hide(), the open property reflecting the attribute', async () => {
    const { element, root } = place();
    await findButton(root, 'Room Visualiser');
    expect(element.open).toBe(false);
    element.show();
    expect(element).toHaveAttribute('open', '');
    expect(element.open).toBe(true);
    expect(await findButton(root, 'Upload Room Photo')).toBeInTheDocument();
    expect(dialogOf(root)).toHaveAttribute('open');
    element.hide();
    expect(element.open).toBe(false);
    await waitFor(() => expect(dialogOf(root)).not.toHaveAttribute('open'));
    element.open = true;
    expect(element).toHaveAttribute('open', '');
    await waitFor(() => expect(dialogOf(root)).toHaveAttribute('open'));
    element.open = false;
    expect(element).not.toHaveAttribute('open');
    await waitFor(() => expect(dialogOf(root)).not.toHaveAttribute('open'));
  });

  it('fires gh-visualiser-show and -hide and sets the open attribute when the visitor opens and closes the modal', async () => {
    const { element, root } = place();
    const heard: string[] = [];
    for (const name of ['gh-visualiser-show', 'gh-visualiser-hide']) {
      document.addEventListener(name, (event) => {
        heard.push(`${event.type} open=${element.hasAttribute('open')}`);
      });
    }
    await userEvent.click(await findButton(root, 'Room Visualiser'));
    await waitFor(() => expect(heard).toEqual(['gh-visualiser-show open=true']));
    expect(element.open).toBe(true);
    await userEvent.click(await findButton(root, 'Close'));
    await waitFor(() =>
      expect(heard).toEqual(['gh-visualiser-show open=true', 'gh-visualiser-hide open=false']),
    );
    expect(dialogOf(root)).not.toHaveAttribute('open');
  });

  it('fires a cancelable gh-visualiser-request-close on Close and Escape; preventDefault keeps it open', async () => {
    const { element, root } = place({ open: '' });
    const requests: string[] = [];
    let keepOpen = true;
    element.addEventListener('gh-visualiser-request-close', (event) => {
      const request = event as CustomEvent<{ source: string }>;
      requests.push(`${request.detail.source} cancelable=${request.cancelable}`);
      if (keepOpen) request.preventDefault();
    });
    await userEvent.click(await findButton(root, 'Close'));
    expect(requests).toEqual(['close-button cancelable=true']);
    expect(dialogOf(root)).toHaveAttribute('open');
    expect(element.open).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(requests).toEqual(['close-button cancelable=true', 'escape cancelable=true']);
    expect(dialogOf(root)).toHaveAttribute('open');
    keepOpen = false;
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialogOf(root)).not.toHaveAttribute('open'));
    expect(element.open).toBe(false);
    element.show();
    await waitFor(() => expect(dialogOf(root)).toHaveAttribute('open'));
    element.hide();
    await waitFor(() => expect(dialogOf(root)).not.toHaveAttribute('open'));
    expect(requests).toHaveLength(3);
  });

  it('fires gh-visualiser-scene, bubbling and composed, when a photo is stored', async () => {
    const { element, root } = place({ 'api-base': 'https://api.example.com' });
    const heard = nextEvent('gh-visualiser-scene');
    element.show();
    const dialog = await waitFor(() => {
      const found = dialogOf(root);
      if (!found?.hasAttribute('open')) throw new Error('not open');
      return found;
    });
    await userEvent.upload(
      within(dialog).getByLabelText('Room photo'),
      new File(['jpeg'], 'den.jpg', { type: 'image/jpeg' }),
    );
    const event = await heard;
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.detail.scene).toMatchObject({ filename: 'den.jpg' });
    expect(service.uploads[0]?.url).toBe('https://api.example.com/scene/get_ki_unique.php');
  });

  it('uploads to the scene-api given instead of the api-base’s', async () => {
    const { element, root } = place({ 'scene-api': 'https://scenes.example.com/v2/' });
    element.show();
    const input = await waitFor(() => within(root).getByLabelText('Room photo'));
    await userEvent.upload(input, new File(['jpeg'], 'den.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(service.uploads[0]?.url).toBe('https://scenes.example.com/v2/get_ki_unique.php'),
    );
  });

  it('fires gh-visualiser-view with the render of variant-id on View Now', async () => {
    storedScene();
    const { element, root } = place({
      'product-code': 'GHRES-1001',
      'variant-id': 'GHRES-1001-03',
    });
    const heard = nextEvent('gh-visualiser-view');
    element.show();
    await userEvent.click(await findButton(root, 'View Now'));
    const { detail } = await heard;
    expect(detail).toMatchObject({ active: true, sceneId: SCENE_ID, variantId: 'GHRES-1001-03' });
    expect(detail.imageUrl).toContain('artnr=GHRES-1001-03');
    element.setAttribute('variant-id', 'GHRES-1001-02');
    await waitFor(() =>
      expect(root.querySelector('img.render')?.getAttribute('src')).toContain(
        'artnr=GHRES-1001-02',
      ),
    );
  });

  it('clears the scene and leaves the room view on reset()', async () => {
    storedScene();
    const { element, root } = place({ 'variant-id': 'GHRES-1001-03' });
    element.show();
    await userEvent.click(await findButton(root, 'View Now'));
    await waitFor(() => expect(root.querySelector('.room-view')).not.toBeNull());
    element.reset();
    await waitFor(() => expect(root.querySelector('.room-view')).toBeNull());
    expect(localStorage.length).toBe(0);
    element.show();
    expect(await findButton(root, 'Upload Room Photo')).toBeInTheDocument();
  });

  it('shares the scene between two visualisers on one page', async () => {
    const first = place();
    const second = place();
    first.element.show();
    await userEvent.upload(
      await waitFor(() => within(first.root).getByLabelText('Room photo')),
      new File(['jpeg'], 'den.jpg', { type: 'image/jpeg' }),
    );
    second.element.show();
    await waitFor(() => expect(within(second.root).getByText('den.jpg')).toBeInTheDocument());
  });
});
