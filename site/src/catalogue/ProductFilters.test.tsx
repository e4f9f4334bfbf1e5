import { fireEvent, render, screen, within } from '@testing-library/react';
import { ProductFilters } from './ProductFilters';

const FEATURES = [
  { slug: 'pet-friendly', title: 'Pet Friendly' },
  { slug: 'waterproof', title: 'Waterproof' },
  { slug: 'soft-underfoot', title: 'Soft Underfoot' },
];

describe('<ProductFilters>', () => {
  it('offers the features, each with the products it would show', () => {
    render(
      <ProductFilters
        region="au"
        filters={{}}
        brands={[]}
        features={FEATURES}
        counts={{ feature: { 'pet-friendly': 12, waterproof: 7 } }}
        onChange={() => {}}
      />,
    );
    const group = screen.getByRole('group', { name: 'Features' });
    expect(within(group).getByRole('checkbox', { name: 'Pet Friendly (12)' })).toBeInTheDocument();
    expect(within(group).getByRole('checkbox', { name: 'Waterproof (7)' })).toBeInTheDocument();
    // A feature that would show nothing is not offered.
    expect(within(group).queryByRole('checkbox', { name: /Soft Underfoot/ })).toBeNull();
  });

  it('keeps a chosen feature that now shows nothing, so it can be taken off', () => {
    const onChange = jest.fn();
    render(
      <ProductFilters
        region="au"
        filters={{ feature: ['soft-underfoot'] }}
        brands={[]}
        features={FEATURES}
        counts={{ feature: {} }}
        onChange={onChange}
      />,
    );
    const chosen = screen.getByRole('checkbox', { name: 'Soft Underfoot (0)' });
    expect(chosen).toBeChecked();
    fireEvent.click(chosen);
    expect(onChange).toHaveBeenCalledWith({ feature: [] });
  });

  it('offers the features without counts where none are given, and none on a page that fixes them', () => {
    const { rerender } = render(
      <ProductFilters
        region="nz"
        filters={{}}
        brands={[]}
        features={FEATURES}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Waterproof' })).toBeInTheDocument();
    rerender(
      <ProductFilters
        region="nz"
        filters={{}}
        brands={[]}
        features={FEATURES}
        fixed={['feature']}
        onChange={() => {}}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Features' })).toBeNull();
  });

  it('with counts of every group (search results), offers the styles counted whatever the type', () => {
    render(
      <ProductFilters
        region="au"
        filters={{}}
        brands={[]}
        features={FEATURES}
        counts={{
          type: { CPT: 13, HF: 4 },
          subType: { wool_cpt: 5, hybrid_hf: 4 },
          colour: { gray: 17 },
          rooms: { bedroom: 9 },
          budget: { premium: 3 },
          feature: { 'pet-friendly': 6 },
        }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Carpet (13)' })).toBeInTheDocument();
    const styles = screen.getByRole('group', { name: 'Style' });
    expect(
      within(styles)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['wool_cpt', 'hybrid_hf']);
    expect(screen.getByRole('checkbox', { name: 'Grey (17)' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Black/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Bedroom (9)' })).toBeInTheDocument();
  });
});
