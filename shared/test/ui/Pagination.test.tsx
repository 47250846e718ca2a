import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pagination, pageWindow } from '../../src/ui/Pagination';

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button')
    .filter((button) => /^Page \d+$/.test(button.getAttribute('aria-label') ?? ''))
    .map((button) => button.textContent);

function Host({ total = 200, initialPerPage = 10, onPerPage = jest.fn() }) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(initialPerPage);
  return (
    <Pagination
      total={total}
      page={page}
      perPage={perPage}
      onPageChange={setPage}
      onPerPageChange={(size) => {
        onPerPage(size);
        setPerPage(size);
        setPage(1);
      }}
    />
  );
}

describe('Pagination', () => {
  it("is a nav landmark showing 'Total: N'", () => {
    render(<Host total={137} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Total: 137');
  });

  it('shows at most 5 page buttons, a window around the current page', async () => {
    render(<Host />);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('moves with previous and next, and stops at either end', async () => {
    render(<Host total={30} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(next);
    await userEvent.click(next);
    await userEvent.click(next);
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(next).toHaveAttribute('aria-disabled', 'true');
  });

  it("offers the page sizes 5, 10, 20, 50 and 100 as 'N per page', and reports a change", async () => {
    const onPerPage = jest.fn();
    render(<Host onPerPage={onPerPage} />);
    const select = screen.getByRole('combobox', { name: 'Page size' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5 per page', '10 per page', '20 per page', '50 per page', '100 per page']);
    expect(select).toHaveValue('10');
    await userEvent.selectOptions(select, '100 per page');
    expect(onPerPage).toHaveBeenCalledWith(100);
    expect(pageButtons()).toEqual(['1', '2']);
  });

  it('keeps a page size that is not among the options selectable', () => {
    render(<Host initialPerPage={24} />);
    expect(screen.getByRole('combobox', { name: 'Page size' })).toHaveValue('24');
    expect(screen.getByRole('option', { name: '24 per page' })).toBeInTheDocument();
  });

  it('computes the window at both ends', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});
