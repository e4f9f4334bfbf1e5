import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Calculator } from './Calculator';
import { room, typeInto } from './testing/calculator';

/** The figure shown beside a totals label inside the totals of one flooring type. */
function totalIn(flooring: 'Carpet' | 'Hard flooring', label: string): string {
  const panel = screen.getByRole('region', { name: flooring });
  const term = within(panel).getByText(label, { selector: 'dt, label' });
  const row = term.closest('.total');
  if (!row) throw new Error(`no total row for ${label}`);
  return row.querySelector('dd')?.textContent ?? '';
}

/** Room n's two control places, minus then plus, as they sit on screen. */
function controlPlaces(number: number): Element[] {
  return [...(room(number).querySelector('.room-actions')?.children ?? [])];
}

describe('<Calculator> (SPEC.md sections 2.11, 4, 5, 9)', () => {
  it('shows the description with its markup kept and scripts removed', async () => {
    const { container } = render(
      <Calculator description='Measure at the <strong>widest</strong> point<img src=x onerror="alert(1)"><script>alert(2)</script>' />,
    );
    expect(await screen.findByText('widest')).toContainHTML('<strong>widest</strong>');
    const description = container.querySelector('.description');
    expect(description?.querySelector('script')).toBeNull();
    expect(description?.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('shows the heading and the Learn more link only when they are given', () => {
    const { rerender } = render(<Calculator />);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Learn more' })).toBeNull();
    rerender(<Calculator heading="Carpet calculator" learnMoreHref="/guide" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Carpet calculator' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/guide');
  });

  it('shows the metric/imperial switch only when enabled, with the current unit chosen', () => {
    const { rerender } = render(<Calculator />);
    expect(screen.queryByRole('radio', { name: 'Imperial' })).toBeNull();
    rerender(<Calculator allowUnitSwitch />);
    expect(screen.getByRole('radio', { name: 'Metric' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Imperial' })).not.toBeChecked();
  });

  it('gives Sub total 20, wastage 2, Total m2 22 and Total blm 6.01 for a 4 × 5 m carpet room at 10% wastage', async () => {
    render(<Calculator />);
    await typeInto(screen.getByLabelText('Width'), '4');
    await typeInto(screen.getByLabelText('Length'), '5');
    expect(totalIn('Carpet', 'Sub total')).toBe('20 SQM');
    expect(screen.getByLabelText('Wastage (%)')).toHaveValue('10');
    expect(screen.getByRole('status')).toHaveTextContent('2 SQM');
    expect(totalIn('Carpet', 'Total m2')).toBe('22 SQM');
    expect(totalIn('Carpet', 'Total blm')).toBe('6.01');
  });

  it('gives 125 sq ft, Total square feet 137.5 and Total square yards 15.28 for 12 ft 6 in × 10 ft in imperial', async () => {
    render(<Calculator units="imperial" />);
    await typeInto(screen.getByLabelText('Width (ft)'), '12');
    await typeInto(screen.getByLabelText('Width (in)'), '6');
    await typeInto(screen.getByLabelText('Length (ft)'), '10');
    expect(totalIn('Carpet', 'Sub total')).toBe('125 SQR Feet');
    expect(totalIn('Carpet', 'Total square feet')).toBe('137.5 SQR Feet');
    expect(totalIn('Carpet', 'Total square yards')).toBe('15.28');
    expect(screen.queryByText('Total blm')).toBeNull();
  });

  it('uses feet and inches inputs in North America, whose units are imperial', () => {
    render(<Calculator region="na" />);
    expect(screen.getByLabelText('Length (ft)')).toBeVisible();
    expect(screen.getByLabelText('Length (in)')).toBeVisible();
    expect(screen.queryByLabelText('Length')).toBeNull();
  });

  it('hides the flooring selector when only one flooring type is allowed', () => {
    const { rerender } = render(<Calculator />);
    expect(screen.getByRole('combobox', { name: 'Flooring' })).toBeVisible();
    rerender(<Calculator flooring="hardFlooring" />);
    expect(screen.queryByRole('combobox', { name: 'Flooring' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Hard flooring' })).toBeVisible();
  });

  it('shows no lineal total for hard flooring', async () => {
    render(<Calculator flooring="hardFlooring" />);
    await typeInto(screen.getByLabelText('Width'), '3');
    await typeInto(screen.getByLabelText('Length'), '3');
    expect(totalIn('Hard flooring', 'Total m2')).toBe('9.9 SQM');
    expect(screen.queryByText('Total blm')).toBeNull();
  });

  it('appends a row with the previous row’s flooring from the plus icon on the last row only', async () => {
    render(<Calculator />);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Flooring' }),
      'hardFlooring',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add a room' }));
    const flooring = screen.getAllByRole('combobox', { name: 'Flooring' });
    expect(flooring).toHaveLength(2);
    expect(flooring[1]).toHaveValue('hardFlooring');
    expect(screen.getAllByRole('button', { name: 'Add a room' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove room 1' })).toBeVisible();
  });

  it('deletes a room with the minus icon and recomputes the totals', async () => {
    render(<Calculator />);
    await typeInto(screen.getByLabelText('Width'), '2');
    await typeInto(screen.getByLabelText('Length'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add a room' }));
    const widths = screen.getAllByLabelText('Width');
    await typeInto(widths[1] as HTMLElement, '3');
    await typeInto(screen.getAllByLabelText('Length')[1] as HTMLElement, '3');
    expect(totalIn('Carpet', 'Sub total')).toBe('13 SQM');
    await userEvent.click(screen.getByRole('button', { name: 'Remove room 1' }));
    expect(screen.getAllByLabelText('Width')).toHaveLength(1);
    expect(totalIn('Carpet', 'Sub total')).toBe('9 SQM');
  });

  it('lists the preset rooms on focus, fills the name on choice and closes on a click outside', async () => {
    render(
      <>
        <Calculator />
        <p>outside</p>
      </>,
    );
    const room = screen.getByRole('combobox', { name: 'Room' });
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.click(room);
    const presets = screen.getByRole('listbox', { name: 'Rooms' });
    expect(
      within(presets)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Kitchen', 'Lounge', 'Dining', 'Bedroom', 'Bathroom', 'Kids', 'Stairs']);
    await userEvent.click(within(presets).getByRole('option', { name: 'Bedroom' }));
    expect(room).toHaveValue('Bedroom');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.click(room);
    expect(screen.getByRole('listbox')).toBeVisible();
    await userEvent.click(screen.getByText('outside'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('chooses a preset room with the arrow keys and Enter', async () => {
    render(<Calculator />);
    const room = screen.getByRole('combobox', { name: 'Room' });
    await userEvent.click(room);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(room).toHaveValue('Lounge');
  });

  it('clamps a width above 199 to 199 and a non-numeric one to 0', async () => {
    render(<Calculator />);
    const width = screen.getByLabelText('Width');
    await typeInto(width, '250');
    await userEvent.tab();
    expect(width).toHaveValue('199');
    await typeInto(width, 'abc');
    await userEvent.tab();
    expect(width).toHaveValue('0');
  });

  it('carries 14 inches into 1 foot 2 inches', async () => {
    render(<Calculator units="imperial" />);
    await typeInto(screen.getByLabelText('Width (ft)'), '10');
    await typeInto(screen.getByLabelText('Width (in)'), '14');
    await userEvent.tab();
    expect(screen.getByLabelText('Width (ft)')).toHaveValue('11');
    expect(screen.getByLabelText('Width (in)')).toHaveValue('2');
  });

  it('keeps each room’s size, to a tenth of an inch, when the units are switched', async () => {
    render(<Calculator allowUnitSwitch />);
    await typeInto(screen.getByLabelText('Width'), '4');
    await typeInto(screen.getByLabelText('Length'), '5');
    await userEvent.click(screen.getByRole('radio', { name: 'Imperial' }));
    expect(screen.getByLabelText('Width (ft)')).toHaveValue('13');
    expect(screen.getByLabelText('Width (in)')).toHaveValue('1.5');
    expect(screen.getByLabelText('Length (ft)')).toHaveValue('16');
    expect(screen.getByLabelText('Length (in)')).toHaveValue('4.9');
    expect(totalIn('Carpet', 'Sub total')).toBe('215.36 SQR Feet');
    await userEvent.click(screen.getByRole('radio', { name: 'Metric' }));
    expect(screen.getByLabelText('Width')).toHaveValue('4');
    expect(totalIn('Carpet', 'Total m2')).toBe('22 SQM');
  });

  it('shows 4.2 m as 13 ft 9.4 in, and a length just short of a foot as the next foot', async () => {
    render(<Calculator allowUnitSwitch />);
    await typeInto(screen.getByLabelText('Width'), '4.2');
    await typeInto(screen.getByLabelText('Length'), '1.8285');
    await userEvent.click(screen.getByRole('radio', { name: 'Imperial' }));
    expect(screen.getByLabelText('Width (ft)')).toHaveValue('13');
    expect(screen.getByLabelText('Width (in)')).toHaveValue('9.4');
    // 1.8285 m is 71.99 in: 6 ft 0 in, not 5 ft 12 in.
    expect(screen.getByLabelText('Length (ft)')).toHaveValue('6');
    expect(screen.getByLabelText('Length (in)')).toHaveValue('0');
  });

  it('says a width of 250 m is held to 199, in a message the width field is described by', async () => {
    render(<Calculator />);
    const width = screen.getByLabelText('Width');
    await typeInto(width, '250');
    expect(screen.getByText('Largest width is 199 m')).toBeVisible();
    expect(width).toHaveAccessibleDescription('Largest width is 199 m');
    await userEvent.tab();
    expect(width).toHaveValue('199');
    expect(width).toHaveAccessibleDescription('Largest width is 199 m');
    expect(screen.getByText('Largest width is 199 m').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await typeInto(width, '150');
    expect(screen.queryByText('Largest width is 199 m')).toBeNull();
    expect(width).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('Length')).not.toHaveAttribute('aria-describedby');
  });

  it('says which limit a length in feet, or feet carried from inches, is held to', async () => {
    render(<Calculator units="imperial" />);
    const feet = screen.getByLabelText('Length (ft)');
    await typeInto(feet, '250');
    expect(feet).toHaveAccessibleDescription('Largest length is 199 ft');
    await typeInto(feet, '199');
    expect(feet).not.toHaveAttribute('aria-describedby');
    const inches = screen.getByLabelText('Length (in)');
    await typeInto(inches, '14');
    expect(inches).toHaveAccessibleDescription('Largest length is 199 ft');
    await userEvent.tab();
    expect(feet).toHaveValue('199');
    expect(inches).toHaveValue('2');
  });

  it('moves focus to the new room’s name after the plus is pressed with Enter, so a second Enter removes nothing', async () => {
    render(<Calculator />);
    await typeInto(screen.getByRole('combobox', { name: 'Room' }), 'Study');
    await typeInto(screen.getByLabelText('Width'), '4');
    await typeInto(screen.getByLabelText('Length'), '5');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Add a room' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const secondName = within(room(2)).getByRole('combobox', { name: 'Room' });
    expect(secondName).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByLabelText('Width')).toHaveLength(2);
    expect(within(room(1)).getByRole('combobox', { name: 'Room' })).toHaveValue('Study');
    expect(within(room(1)).getByLabelText('Width')).toHaveValue('4');
    expect(within(room(1)).getByLabelText('Length')).toHaveValue('5');
    expect(secondName).toHaveFocus();
  });

  it('shows the minus of a room one place left of where its plus was, so a second click there lands on nothing', async () => {
    render(<Calculator />);
    const plus = screen.getByRole('button', { name: 'Add a room' });
    expect(controlPlaces(1).indexOf(plus)).toBe(1);
    await userEvent.click(plus);
    const [minusPlace, plusPlace] = controlPlaces(1);
    expect(minusPlace).toBe(screen.getByRole('button', { name: 'Remove room 1' }));
    expect(plusPlace?.tagName).not.toBe('BUTTON');
    await userEvent.click(plusPlace as Element);
    expect(screen.getAllByLabelText('Width')).toHaveLength(2);
    expect(controlPlaces(2)[1]).toBe(screen.getByRole('button', { name: 'Add a room' }));
  });

  it('removes one room, not two, on a double-click of a minus', async () => {
    render(<Calculator />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a room' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a room' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove room 1' }), { detail: 1 });
    expect(screen.getAllByLabelText('Width')).toHaveLength(2);
    // The second click of the double-click, on the minus of the room that moved up.
    fireEvent.click(screen.getByRole('button', { name: 'Remove room 1' }), { detail: 2 });
    expect(screen.getAllByLabelText('Width')).toHaveLength(2);
  });

  it('offers Undo after a room is removed, which puts it back in its place with its values', async () => {
    render(<Calculator />);
    await typeInto(screen.getByRole('combobox', { name: 'Room' }), 'Bedroom');
    await typeInto(screen.getByLabelText('Width'), '4');
    await typeInto(screen.getByLabelText('Length'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add a room' }));
    await typeInto(within(room(2)).getByLabelText('Width'), '3');
    await typeInto(within(room(2)).getByLabelText('Length'), '3');
    expect(totalIn('Carpet', 'Sub total')).toBe('29 SQM');

    await userEvent.click(within(room(1)).getByLabelText('Length'));
    await userEvent.tab();
    expect(within(room(1)).getByRole('button', { name: 'Remove room 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByLabelText('Width')).toHaveLength(1);
    expect(totalIn('Carpet', 'Sub total')).toBe('9 SQM');
    const message = screen.getByText(/^Room 1 removed\./);
    expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    const undo = within(message).getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(within(room(1)).getByRole('combobox', { name: 'Room' })).toHaveValue('Bedroom');
    expect(within(room(1)).getByLabelText('Width')).toHaveValue('4');
    expect(within(room(1)).getByLabelText('Length')).toHaveValue('5');
    expect(within(room(2)).getByLabelText('Width')).toHaveValue('3');
    expect(totalIn('Carpet', 'Sub total')).toBe('29 SQM');
    expect(screen.queryByText(/removed\./)).toBeNull();
    expect(within(room(1)).getByRole('combobox', { name: 'Room' })).toHaveFocus();
  });

  it('keeps the Undo offer until the next change, or until it is dismissed', async () => {
    render(<Calculator />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a room' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a room' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove room 2' }));
    expect(screen.getByText(/^Room 2 removed\./)).toBeVisible();
    await typeInto(within(room(1)).getByLabelText('Width'), '2');
    expect(screen.queryByText(/removed\./)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Remove room 1' }));
    expect(screen.getByText(/^Room 1 removed\./)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/removed\./)).toBeNull();
    expect(screen.getAllByLabelText('Width')).toHaveLength(1);
    expect(within(room(1)).getByRole('combobox', { name: 'Room' })).toHaveFocus();
  });

  it('recomputes the totals and the wastage amount when the wastage changes, clamped to 100', async () => {
    render(<Calculator />);
    await typeInto(screen.getByLabelText('Width'), '4');
    await typeInto(screen.getByLabelText('Length'), '5');
    const wastage = screen.getByLabelText('Wastage (%)');
    await typeInto(wastage, '25');
    expect(screen.getByRole('status')).toHaveTextContent('5 SQM');
    expect(totalIn('Carpet', 'Total m2')).toBe('25 SQM');
    await typeInto(wastage, '150');
    await userEvent.tab();
    expect(wastage).toHaveValue('100');
    expect(totalIn('Carpet', 'Total m2')).toBe('40 SQM');
  });

  it('reports the state after every edit', async () => {
    const onChange = jest.fn();
    render(<Calculator onChange={onChange} />);
    await typeInto(screen.getByLabelText('Width'), '4');
    await typeInto(screen.getByLabelText('Length'), '5');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        units: 'metric',
        rows: [expect.objectContaining({ width: 4, length: 5, total: 20 })],
        totals: expect.objectContaining({ carpet: expect.objectContaining({ metres: 22 }) }),
      }),
    );
  });

  it('offers Save only when a save handler is supplied, and saves the current state', async () => {
    const { rerender } = render(<Calculator />);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const onSave = jest.fn();
    rerender(<Calculator onSave={onSave} saveLabel="Save my rooms" />);
    await typeInto(screen.getByLabelText('Width'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save my rooms' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ rows: [expect.objectContaining({ width: 4 })] }),
    );
  });

  it('keeps a limit message with its room when a room above goes, and forgets it and the Undo offer when the region changes', async () => {
    const { rerender } = render(<Calculator region="au" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a room' }));
    await typeInto(within(room(2)).getByLabelText('Width'), '250');
    await userEvent.click(screen.getByRole('button', { name: 'Remove room 1' }));
    expect(screen.getByText(/^Room 1 removed\./)).toBeVisible();
    expect(screen.getByLabelText('Width')).toHaveValue('199');
    expect(screen.getByLabelText('Width')).toHaveAccessibleDescription('Largest width is 199 m');
    rerender(<Calculator region="nz" />);
    expect(screen.queryByText(/removed\./)).toBeNull();
    expect(screen.getByLabelText('Width')).toHaveValue('0');
    expect(screen.queryByText('Largest width is 199 m')).toBeNull();
    expect(screen.getByLabelText('Width')).not.toHaveAttribute('aria-describedby');
  });

  it('goes back to one default room when the region changes', async () => {
    const { rerender } = render(<Calculator region="au" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a room' }));
    expect(screen.getAllByLabelText('Width')).toHaveLength(2);
    rerender(<Calculator region="nz" />);
    expect(screen.getAllByLabelText('Width')).toHaveLength(1);
  });
});
