import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Calculator } from './Calculator';
import { decodeShare, encodeShare, readParam, withParam } from './share';
import { planFigure, room, typeInto } from './testing/calculator';

describe('the share link (issue 24)', () => {
  it('sets, replaces and removes its own parameter and leaves the rest of the query as it was', () => {
    const search = '?utm_source=mail&q=a%20b+c&flag';
    const set = withParam(search, 'gh-calc', '1~m');
    expect(set).toBe('?utm_source=mail&q=a%20b+c&flag&gh-calc=1~m');
    expect(readParam(set, 'gh-calc')).toBe('1~m');
    expect(readParam(set, 'gh-calc-other')).toBeUndefined();
    expect(withParam(set, 'gh-calc', '1~i')).toBe('?utm_source=mail&q=a%20b+c&flag&gh-calc=1~i');
    expect(withParam(set, 'gh-calc', undefined)).toBe(search);
    expect(withParam('?gh-calc=1', 'gh-calc', undefined)).toBe('');
  });

  it('reads back what it writes, names with spaces, tildes and underscores included', () => {
    const shared = decodeShare('1~i~15_5~4.572~c_Living%20room%7E1%5Fa_150_169.5_l~h_Hall_36_120_');
    expect(shared).toBeDefined();
    if (!shared) return;
    expect(shared.state.units).toBe('imperial');
    expect(shared.state.rows.map((row) => [row.flooring, row.room])).toEqual([
      ['carpet', 'Living room~1_a'],
      ['hardFlooring', 'Hall'],
    ]);
    expect(shared.state.rows[0]).toMatchObject({
      widthFeet: 12,
      widthInches: 6,
      lengthFeet: 14,
      lengthInches: 1.5,
    });
    expect(shared.state.totals.carpet.wastage).toBe(15);
    expect(shared.state.totals.hardFlooring.wastage).toBe(5);
    expect(shared.piles).toEqual(['length', 'either']);
    expect(shared.rollWidth).toBe(4.572);
    expect(encodeShare(shared)).toBe(
      '1~i~15_5~4.572~c_Living%20room%7E1%5Fa_150_169.5_l~h_Hall_36_120_',
    );
    expect(decodeShare('2~m~10_10~~c__4_5_e')).toBeUndefined();
    expect(decodeShare('1~m~10_10~~x__4_5_e')).toBeUndefined();
  });

  it('restores the rows, units, wastage, roll width and pile directions from the page’s address', async () => {
    window.history.replaceState(null, '', '/carpets/?colour=grey#calculator');
    const first = render(<Calculator allowUnitSwitch />);
    await typeInto(within(room(1)).getByRole('combobox', { name: 'Room' }), 'Bedroom');
    await typeInto(within(room(1)).getByLabelText('Width'), '4.2');
    await typeInto(within(room(1)).getByLabelText('Length'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add a room' }));
    await userEvent.selectOptions(
      within(room(2)).getByRole('combobox', { name: 'Flooring' }),
      'hardFlooring',
    );
    await typeInto(within(room(2)).getByLabelText('Width'), '2');
    await typeInto(within(room(2)).getByLabelText('Length'), '3');
    await typeInto(screen.getAllByLabelText('Wastage (%)')[0] as HTMLElement, '15');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Pile direction for room 1' }),
      'length',
    );
    await userEvent.click(screen.getByRole('radio', { name: '4 m' }));
    expect(await planFigure('lineal')).toBe('10.2 m');
    const link = window.location.href;
    expect(link).toMatch(
      /\/carpets\/\?colour=grey&gh-calc=1~m~15_10~4~c_Bedroom_4\.2_5_l~h__2_3_#calculator$/,
    );
    first.unmount();
    // Taken off the page, the calculator takes its parameter out of the address.
    expect(window.location.href).toMatch(/\/carpets\/\?colour=grey#calculator$/);

    window.history.replaceState(null, '', link);
    render(<Calculator allowUnitSwitch />);
    expect(
      await within(await screen.findByRole('group', { name: 'Room 2' })).findByRole('combobox', {
        name: 'Flooring',
      }),
    ).toHaveValue('hardFlooring');
    expect(within(room(1)).getByRole('combobox', { name: 'Room' })).toHaveValue('Bedroom');
    expect(within(room(1)).getByLabelText('Width')).toHaveValue('4.2');
    expect(within(room(2)).getByLabelText('Length')).toHaveValue('3');
    expect(screen.getAllByLabelText('Wastage (%)')[0]).toHaveValue('15');
    expect(await planFigure('lineal')).toBe('10.2 m');
    expect(screen.getByRole('radio', { name: '4 m' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Pile direction for room 1' })).toHaveValue(
      'length',
    );
    expect(window.location.href).toBe(link);
  }, 30_000);

  it('restores imperial rooms in feet and inches', async () => {
    window.history.replaceState(null, '', '/?gh-calc=1~i~10_10~~c_Den_150_120_e');
    render(<Calculator />);
    expect(await screen.findByDisplayValue('Den')).toBeVisible();
    expect(screen.getByLabelText('Width (ft)')).toHaveValue('12');
    expect(screen.getByLabelText('Width (in)')).toHaveValue('6');
    expect(screen.getByLabelText('Length (ft)')).toHaveValue('10');
  });

  it('takes its parameter out of the address when taken off the page the moment its plan shows', async () => {
    window.history.replaceState(null, '', '/carpets/?gh-calc=1~m~10_10~~c_Den_4_5_e#calculator');
    const calculator = render(<Calculator />);
    expect(await planFigure('lineal')).toBe('8.2 m');
    calculator.unmount();
    expect(window.location.href).toMatch(/\/carpets\/#calculator$/);
  });
});
