import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Calculator } from './Calculator';

/** The figure shown beside a totals label inside the totals of one flooring type. */
function totalIn(flooring: 'Carpet' | 'Hard flooring', label: string): string {
  const panel = screen.getByRole('region', { name: flooring });
  const term = within(panel).getByText(label, { selector: 'dt, label' });
  const row = term.closest('.total');
  if (!row) throw new Error(`no total row for ${label}`);
  return row.querySelector('dd')?.textContent ?? '';
}

async function typeInto(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
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

  it('keeps each room’s size when the units are switched', async () => {
    render(<Calculator allowUnitSwitch />);
    await typeInto(screen.getByLabelText('Width'), '4');
    await typeInto(screen.getByLabelText('Length'), '5');
    await userEvent.click(screen.getByRole('radio', { name: 'Imperial' }));
    expect(screen.getByLabelText('Width (ft)')).toHaveValue('13');
    expect(screen.getByLabelText('Width (in)')).toHaveValue('1.48');
    expect(totalIn('Carpet', 'Sub total')).toBe('215.28 SQR Feet');
    await userEvent.click(screen.getByRole('radio', { name: 'Metric' }));
    expect(screen.getByLabelText('Width')).toHaveValue('4');
    expect(totalIn('Carpet', 'Total m2')).toBe('22 SQM');
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

  it('goes back to one default room when the region changes', async () => {
    const { rerender } = render(<Calculator region="au" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a room' }));
    expect(screen.getAllByLabelText('Width')).toHaveLength(2);
    rerender(<Calculator region="nz" />);
    expect(screen.getAllByLabelText('Width')).toHaveLength(1);
  });
});
