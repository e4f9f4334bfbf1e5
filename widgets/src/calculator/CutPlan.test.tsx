import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Calculator } from './Calculator';
import { planFigure, room, typeInto } from './testing/calculator';

/** Fills room n (adding it when it is not there yet) in metres. */
async function metricRoom(number: number, width: string, length: string, name = '') {
  if (number > 1 && !screen.queryByRole('group', { name: `Room ${number}` })) {
    await userEvent.click(screen.getByRole('button', { name: 'Add a room' }));
  }
  if (name) await typeInto(within(room(number)).getByRole('combobox', { name: 'Room' }), name);
  await typeInto(within(room(number)).getByLabelText('Width'), width);
  await typeInto(within(room(number)).getByLabelText('Length'), length);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('<Calculator> cut plan (issue 24, DESIGN.md section 7)', () => {
  it('orders 8.6 m for a 4.2 × 5 m carpet room on a 3.66 m roll: two drops across the 5 m side, one seam', async () => {
    render(<Calculator />);
    await metricRoom(1, '4.2', '5');
    expect(await planFigure('lineal')).toBe('8.6 m');
    expect(await planFigure('seams')).toBe('1');
    expect(await planFigure('roll-width')).toBe('3.66 m wide');
    // SPEC's figures stay as they were.
    expect(screen.getByText('Total blm').nextElementSibling).toHaveTextContent('6.31');
  });

  it('orders 10.2 m when the pile must run along the length, and 5.1 m with no seam for a 4 × 5 m room on a 4 m roll', async () => {
    render(<Calculator />);
    await metricRoom(1, '4.2', '5');
    expect(await planFigure('lineal')).toBe('8.6 m');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Pile direction for room 1' }),
      'Along the length',
    );
    expect(await planFigure('lineal')).toBe('10.2 m');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Pile direction for room 1' }),
      'Either way',
    );
    await typeInto(screen.getByLabelText('Width'), '4');
    expect(await planFigure('lineal')).toBe('8.2 m');
    const rollWidths = screen.getByRole('group', { name: 'Roll width' });
    expect(within(rollWidths).getByRole('radio', { name: '3.66 m' })).toBeChecked();
    await userEvent.click(within(rollWidths).getByRole('radio', { name: '4 m' }));
    expect(await planFigure('lineal')).toBe('5.1 m');
    expect(await planFigure('seams')).toBe('0');
  });

  it('lists each room’s pieces in words under its diagram, and announces the settled plan politely', async () => {
    render(<Calculator />);
    await metricRoom(1, '4.2', '5', 'Bedroom');
    const figure = await screen.findByRole('figure', {
      name: 'Room 1, Bedroom: 4.2 m by 5 m, 2 drops along the width, 1 seam',
    });
    expect(figure.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(figure.querySelectorAll('svg rect.piece')).toHaveLength(2);
    expect(figure.querySelectorAll('svg line.seam')).toHaveLength(1);
    expect(
      within(figure)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Drop 1: 4.3 m long, 3.66 m wide, from the roll',
      'Drop 2: 4.3 m long, 1.34 m wide, from the roll',
      'Offcut: 2.32 m by 4.3 m, left over',
    ]);
    const announcement = await screen.findByText(
      /^Carpet to order: 8\.6 m off a 3\.66 m roll, waste \d+(\.\d)?%\. Room 1, Bedroom: .*Drop 2: 4\.3 m long, 1\.34 m wide, from the roll\./,
      {},
      { timeout: 5000 },
    );
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    // Only the settled plan is said: not the plan of a room 4.2 m wide and 0.5 m long on the way.
    expect(announcement.textContent).not.toContain('by 0.5 m');
  });

  it('cuts a 0.6 × 3 m hallway from the 3 × 4 m room’s offcut: 4.1 m in all', async () => {
    render(<Calculator />);
    await metricRoom(1, '3', '4');
    await metricRoom(2, '0.6', '3', 'Hall');
    expect(await planFigure('lineal')).toBe('4.1 m');
    expect(await planFigure('saved')).toBe('saves 0.7 m');
    const hall = await screen.findByRole('figure', { name: /^Room 2, Hall:/ });
    expect(within(hall).getByRole('listitem')).toHaveTextContent(
      'Drop 1: 3.1 m long, 0.6 m wide, from the offcut of room 1',
    );
  });

  it('gives one drop of 14 ft 4 in for a 12 × 14 ft room in North America', async () => {
    render(<Calculator region="na" />);
    await typeInto(screen.getByLabelText('Width (ft)'), '12');
    await typeInto(screen.getByLabelText('Length (ft)'), '14');
    expect(await planFigure('lineal')).toBe('14 ft 4 in');
    expect(await planFigure('roll-width')).toBe('12 ft wide');
    expect(screen.getByRole('radio', { name: '15 ft' })).not.toBeChecked();
  });

  it('counts the boxes of hard flooring only when a box coverage is given', async () => {
    const { rerender } = render(<Calculator flooring="hardFlooring" />);
    await metricRoom(1, '3', '3');
    expect(screen.getByText('Total m2').nextElementSibling).toHaveTextContent('9.9 SQM');
    await screen.findByRole('button', { name: 'Print' });
    expect(screen.queryByText('Boxes')).toBeNull();
    rerender(<Calculator flooring="hardFlooring" boxCoverage={2.2} />);
    // 9 m² and 10% wastage over 2.2 m² a box: 4.5, so 5 boxes.
    expect(await planFigure('boxes')).toMatch(/^5 \(2\.2 m² a box, wastage included\)$/);
  });

  it('puts the plan in the change event’s detail', async () => {
    const onChange = jest.fn();
    render(<Calculator onChange={onChange} />);
    await metricRoom(1, '4.2', '5');
    await planFigure('lineal');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        totals: expect.objectContaining({ carpet: expect.objectContaining({ subTotal: 21 }) }),
        plan: expect.objectContaining({ linealMetres: 8.6, rollWidth: 3.66 }),
      }),
    );
  });

  it('prints with Print, and copies the page’s link with Copy link, saying so', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<Calculator />);
    await metricRoom(1, '4', '5');
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/^Link copied\./)).toHaveAttribute('aria-live', 'polite');
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
    expect(window.location.search).toMatch(/^\?gh-calc=1~m~10_10~~c__4_5_e$/);
  });
});
