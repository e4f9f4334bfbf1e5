/**
 * Focus follows the visualiser's content as it changes (issue 1/6): the upload ending (View Now,
 * or Upload Room Photo again after a failure), the scene cleared, 'Adjust floor' opening its
 * editor and the editor closing, each with what a screen reader hears.
 */
import { SCENE_UPLOAD_ERROR } from '@gh/shared/visualiser';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { droppingFocusOnPost } from '../internal/focus-testing';
import { service, setUpSceneTests, storedSceneWithPhoto } from './testing/scene-tests';
import { Visualiser } from './Visualiser';

setUpSceneTests();

/**
 * Chromium drops focus from Upload Room Photo once it is disabled for the upload; jsdom keeps it
 * there, so the fake service drops it as the photo arrives.
 */
function dropFocusOnUpload() {
  service().fetch = droppingFocusOnPost(service().fetch);
}

async function openAndUpload(name = 'lounge.jpg') {
  render(<Visualiser apiBase="" productCode="GHRES-1001" />);
  await userEvent.click(screen.getByRole('button', { name: 'Room Visualiser' }));
  const modal = screen.getByRole('dialog');
  const upload = within(modal).getByRole('button', { name: 'Upload Room Photo' });
  // The visitor presses Upload Room Photo and picks a photo in the browser's picker.
  await userEvent.click(upload);
  expect(upload).toHaveFocus();
  const input = within(modal).getByLabelText('Room photo');
  fireEvent.change(input, {
    target: {
      files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' })],
    },
  });
  return modal;
}

describe('<Visualiser>: focus follows the upload and the scene', () => {
  it('moves focus to View Now once the photo is uploaded, and says so', async () => {
    dropFocusOnUpload();
    const modal = await openAndUpload('my lounge.jpg');
    await within(modal).findByText('my lounge.jpg');
    expect(within(modal).getByRole('button', { name: 'View Now' })).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
    expect(
      within(modal).getByText(
        'my lounge.jpg is uploaded. Press View Now to see your room with this floor.',
      ),
    ).toBeInTheDocument();
  });

  it('gives focus back to Upload Room Photo when the upload fails, under the error', async () => {
    service().reply = 'bad-gateway';
    dropFocusOnUpload();
    const modal = await openAndUpload();
    expect(await within(modal).findByRole('alert')).toHaveTextContent(SCENE_UPLOAD_ERROR);
    await waitFor(() =>
      expect(within(modal).getByRole('button', { name: 'Upload Room Photo' })).toHaveFocus(),
    );
  });

  it('moves focus to Upload Room Photo when the scene is cleared, and says so', async () => {
    storedSceneWithPhoto();
    render(<Visualiser apiBase="" productCode="GHRES-1001" />);
    await userEvent.click(screen.getByRole('button', { name: 'Room Visualiser' }));
    const modal = screen.getByRole('dialog');
    await userEvent.click(within(modal).getByRole('button', { name: 'Clear room photo' }));
    expect(within(modal).getByRole('button', { name: 'Upload Room Photo' })).toHaveFocus();
    expect(within(modal).getByText('Your room photo is cleared.')).toBeInTheDocument();
  });
});

describe("<Visualiser>: focus follows 'Adjust floor'", () => {
  async function roomView() {
    storedSceneWithPhoto();
    render(<Visualiser apiBase="" productCode="GHRES-1001" />);
    await userEvent.click(screen.getByRole('button', { name: 'Room Visualiser' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'View Now' }),
    );
    return screen.findByRole('region', { name: 'Your room' });
  }

  it('moves focus to the editor’s heading as it opens, and back to Adjust floor on Cancel', async () => {
    const room = await roomView();
    await userEvent.click(within(room).getByRole('button', { name: 'Adjust floor' }));
    const heading = await within(room).findByRole('heading', { name: 'Adjust floor' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    await within(room).findByRole('button', { name: 'Floor corner 1 of 4' });

    await userEvent.click(within(room).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(room).getByRole('button', { name: 'Adjust floor' })).toHaveFocus(),
    );
    expect(within(room).getByText('Floor not changed.')).toBeInTheDocument();
  });

  it('says the floor was saved as focus comes back to Adjust floor', async () => {
    const room = await roomView();
    await userEvent.click(within(room).getByRole('button', { name: 'Adjust floor' }));
    await within(room).findByRole('button', { name: 'Floor corner 1 of 4' });
    await userEvent.click(within(room).getByRole('button', { name: 'Save floor' }));
    await waitFor(() =>
      expect(within(room).getByRole('button', { name: 'Adjust floor' })).toHaveFocus(),
    );
    expect(
      within(room).getByText('Floor saved: your room is shown with the floor you outlined.'),
    ).toBeInTheDocument();
  });
});
