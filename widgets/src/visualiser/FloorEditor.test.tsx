import { FLOOR_CORNER_BIG_STEP, FLOOR_CORNER_STEP } from '@gh/shared/visualiser';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FloorEditor } from './FloorEditor';
import { sceneStore } from './scene-store';
import { SCENE_ID, service, setUpSceneTests, storedSceneWithPhoto } from './testing/scene-tests';
import { Visualiser } from './Visualiser';

setUpSceneTests();

const DETECTED: [number, number][] = [
  [0.1, 0.55],
  [0.9, 0.55],
  [1, 1],
  [0, 1],
];

function placeEditor() {
  const onSaved = jest.fn();
  const onCancel = jest.fn();
  render(
    <FloorEditor
      sceneApi="/scene"
      sceneId={SCENE_ID}
      size={{ w: 1400, h: 1050 }}
      backdrop="data:image/jpeg;base64,BBBB"
      onSaved={onSaved}
      onCancel={onCancel}
    />,
  );
  return { onSaved, onCancel };
}

const corner = (n: number, of: number) =>
  screen.getByRole('button', { name: `Floor corner ${n} of ${of}` });

async function save() {
  await userEvent.click(screen.getByRole('button', { name: 'Save floor' }));
  await waitFor(() => expect(service().corrections).toHaveLength(1));
  return service().corrections[0]?.floor;
}

describe("<FloorEditor>: 'Adjust floor' (issue 12)", () => {
  it('starts from the floor the service found: one handle per corner, read from scene_floor.php', async () => {
    placeEditor();
    expect(await screen.findByRole('button', { name: 'Floor corner 1 of 4' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Floor corner/ })).toHaveLength(4);
    expect(service().gets).toContain(`/scene/scene_floor.php?cnf=gh-residential&pid=${SCENE_ID}`);
    expect(screen.getByRole('heading', { name: 'Adjust floor' })).toBeInTheDocument();
  });

  it('moves the focused corner by a small step with an arrow key and a big one with Shift', async () => {
    placeEditor();
    (await screen.findByRole('button', { name: 'Floor corner 2 of 4' })).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('Corner 2: 91% across, 55% down.');
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    const floor = await save();
    // One step right (0.005 of the width), one big step down (0.05 of the height).
    expect([FLOOR_CORNER_STEP, FLOOR_CORNER_BIG_STEP]).toEqual([0.005, 0.05]);
    expect(floor?.[1]).toEqual([0.905, 0.6]);
    expect(floor?.filter((_, index) => index !== 1)).toEqual(
      DETECTED.filter((_, index) => index !== 1),
    );
  });

  it('keeps a corner inside the photo however far it is pushed', async () => {
    placeEditor();
    (await screen.findByRole('button', { name: 'Floor corner 3 of 4' })).focus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}');
    expect((await save())?.[2]).toEqual([1, 1]);
  });

  it("adds a corner in the middle of the longest edge with 'Add corner', and focuses it", async () => {
    placeEditor();
    await screen.findByRole('button', { name: 'Floor corner 1 of 4' });
    await userEvent.click(screen.getByRole('button', { name: 'Add corner' }));
    expect(screen.getAllByRole('button', { name: /^Floor corner/ })).toHaveLength(5);
    await waitFor(() => expect(corner(4, 5)).toHaveFocus());
    expect((await save())?.[3]).toEqual([0.5, 1]);
  });

  it('adds a corner where an edge is double-clicked, and focuses it', async () => {
    placeEditor();
    await screen.findByRole('button', { name: 'Floor corner 1 of 4' });
    // jsdom lays nothing out: the drawing stands at (100, 50), 700 by 525 px (1400 by 1050 at half size).
    const stage = document.querySelector('.floor-stage') as HTMLElement;
    jest.spyOn(stage, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 50, 700, 525));
    const topEdge = document.querySelector('.floor-edge[data-edge="0"]') as SVGLineElement;
    // 40% across, 50% down: the top edge bent up around a doorway.
    await userEvent.pointer({
      keys: '[MouseLeft][MouseLeft]',
      target: topEdge,
      coords: { clientX: 380, clientY: 312.5 },
    });
    expect(corner(2, 5)).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Corner 2 added: 5 corners.');
    expect((await save())?.slice(0, 3)).toEqual([
      [0.1, 0.55],
      [0.4, 0.5],
      [0.9, 0.55],
    ]);
  });

  it('removes the focused corner with Delete or Backspace, down to 3 and no further', async () => {
    placeEditor();
    (await screen.findByRole('button', { name: 'Floor corner 4 of 4' })).focus();
    await userEvent.keyboard('{Delete}');
    expect(screen.getAllByRole('button', { name: /^Floor corner/ })).toHaveLength(3);
    // Focus stays in the outline, on the corner before the one removed.
    expect(corner(3, 3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(screen.getAllByRole('button', { name: /^Floor corner/ })).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('A floor needs at least 3 corners.');
    expect(screen.getByRole('button', { name: /^Remove corner/ })).toBeDisabled();
    expect(await save()).toEqual(DETECTED.slice(0, 3));
  });

  it('puts the outline back as it started with Reset, and leaves with Cancel', async () => {
    const { onCancel } = placeEditor();
    (await screen.findByRole('button', { name: 'Floor corner 1 of 4' })).focus();
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}{Delete}');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getAllByRole('button', { name: /^Floor corner/ })).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(await save()).toEqual(DETECTED);
  });

  it("answers Save floor with the corrected scene's id", async () => {
    const { onSaved } = placeEditor();
    await screen.findByRole('button', { name: 'Floor corner 1 of 4' });
    await save();
    expect(service().corrections[0]).toMatchObject({ cnf: 'gh-residential', pid: SCENE_ID });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(`${'f'.repeat(23)}1`));
  });

  it("shows the service's reason in an alert when it refuses the outline", async () => {
    service().refuseFloor = 'floor edges must not cross or touch (edges 1 and 3 do)';
    const { onSaved } = placeEditor();
    await screen.findByRole('button', { name: 'Floor corner 1 of 4' });
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The floor was not saved: floor edges must not cross or touch (edges 1 and 3 do)',
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save floor' })).toBeEnabled();
  });

  it('offers an outline to move when the service found no floor', async () => {
    service().floor = null;
    placeEditor();
    expect(await screen.findByText(/No floor was found in your photo/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Floor corner/ })).toHaveLength(4);
  });
});

describe('<Visualiser>: a corrected floor in the room view', () => {
  it('renders every colour from the corrected scene once the floor is saved', async () => {
    storedSceneWithPhoto();
    const onScene = jest.fn();
    render(<Visualiser apiBase="" productCode="GHRES-1001" onScene={onScene} />);
    await userEvent.click(screen.getByRole('button', { name: 'Room Visualiser' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'View Now' }),
    );
    const room = await screen.findByRole('region', { name: 'Your room' });
    expect(within(room).getByText(SCENE_ID)).toBeInTheDocument();

    await userEvent.click(within(room).getByRole('button', { name: 'Adjust floor' }));
    (await within(room).findByRole('button', { name: 'Floor corner 1 of 4' })).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(within(room).getByRole('button', { name: 'Save floor' }));

    const corrected = `${'f'.repeat(23)}1`;
    await waitFor(() => expect(within(room).getByText(corrected)).toBeInTheDocument());
    expect(onScene).toHaveBeenLastCalledWith({
      scene: { id: corrected, filename: 'lounge.jpg', previewImage: '' },
    });
    await waitFor(() =>
      expect(within(room).getByRole('button', { name: 'Adjust floor' })).toHaveFocus(),
    );
    const render1 = new URL(
      (await within(room).findByRole('img', { name: /^Your room with/ })).getAttribute('src') ?? '',
      'http://localhost',
    );
    expect(render1.searchParams.get('pid')).toBe(corrected);

    await userEvent.click(await within(room).findByRole('radio', { name: 'Charcoal' }));
    const render2 = new URL(
      within(room)
        .getByRole('img', { name: /Charcoal/ })
        .getAttribute('src') ?? '',
      'http://localhost',
    );
    expect(render2.searchParams.get('artnr')).toBe('GHRES-1001-02');
    expect(render2.searchParams.get('pid')).toBe(corrected);
    // The scene kept for the next visit is the corrected one, with its photo.
    expect(sceneStore().getState().scene?.id).toBe(corrected);
    expect(sceneStore().getState().photo?.sceneId).toBe(corrected);
  });

  it("shows no colour row of its own when the page has one (colours='page')", async () => {
    storedSceneWithPhoto();
    render(<Visualiser apiBase="" productCode="GHRES-1001" colours="page" />);
    await userEvent.click(screen.getByRole('button', { name: 'Room Visualiser' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'View Now' }),
    );
    const room = await screen.findByRole('region', { name: 'Your room' });
    await within(room).findByRole('img', { name: /^Your room with Wool Haven/ });
    expect(within(room).queryByRole('group', { name: 'Colour' })).not.toBeInTheDocument();
  });
});
