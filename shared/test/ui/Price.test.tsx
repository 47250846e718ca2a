import { render, screen } from '@testing-library/react';
import { Price, discountPercent } from '../../src/ui';

describe('Price', () => {
  it('shows the price in ₹ with Indian digit grouping', () => {
    render(<Price price={123456.5} />);
    expect(screen.getByText('₹1,23,456.50')).toBeInTheDocument();
  });

  it('strikes the MRP through and shows the rounded saving when act_price is higher', () => {
    const { container } = render(<Price price={45} actPrice={60} />);
    expect(screen.getByText('₹45')).toBeInTheDocument();
    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent('MRP ₹60');
    expect(screen.getByText('25% off')).toBeInTheDocument();
  });

  it('rounds the saving to a whole percent', () => {
    render(<Price price={199} actPrice={299} />);
    expect(screen.getByText('33% off')).toBeInTheDocument();
    expect(discountPercent(199, 299)).toBe(33);
  });

  it('shows no strike and no saving when act_price equals the price or is missing', () => {
    const { container, rerender } = render(<Price price={45} actPrice={45} />);
    expect(container.querySelector('s, del')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
    rerender(<Price price={45} actPrice={null} />);
    expect(container.querySelector('s, del')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
  });

  it('strikes a different but lower act_price without claiming a saving', () => {
    const { container } = render(<Price price={50} actPrice={40} />);
    expect(container.querySelector('s')).toHaveTextContent('MRP ₹40');
    expect(screen.queryByText(/% off/)).toBeNull();
  });

  it("shows the pack's unit sale price on a line of its own when its name states a net quantity", () => {
    const { rerender } = render(<Price price={219} actPrice={250} packName="5 kg" />);
    expect(screen.getByText('₹43.80/kg')).toBeInTheDocument();
    rerender(<Price price={35} packName="1 pc" />);
    expect(screen.queryByText(/\/(kg|pc|100 g)/)).toBeNull();
  });

  it('spells the MRP out with the taxes note on the product page, struck only when the price is lower', () => {
    const { container, rerender } = render(<Price price={99} actPrice={106} mrpInFull />);
    expect(screen.getByText(/^MRP/)).toHaveTextContent('MRP ₹106 (incl. of all taxes)');
    expect(container.querySelector('s')).toHaveTextContent(/^₹106$/);
    rerender(<Price price={106} actPrice={106} mrpInFull />);
    expect(screen.getByText(/^MRP/)).toHaveTextContent('MRP ₹106 (incl. of all taxes)');
    expect(container.querySelector('s')).toBeNull();
  });
});
