/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination } from './Pagination';

const labels = {
  nav: 'Сторінки',
  previous: 'Попередня сторінка',
  next: 'Наступна сторінка',
  page: (page: number) => `Сторінка ${page}`,
  current: (page: number) => `Сторінка ${page}, поточна`,
};

describe('Pagination', () => {
  it('renders the window with gaps, the current page marked, and prev/next links', () => {
    render(<Pagination total={200} perPage={10} currentPage={10} hrefFor={(page) => `/catalog?page=${page}`} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Сторінки' });
    const items = [...nav.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(['‹', '1', '…', '8', '9', '10', '11', '12', '…', '20', '›']);
    expect(within(nav).getByText('10')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Попередня сторінка' })).toHaveAttribute('href', '/catalog?page=9');
    expect(within(nav).getByRole('link', { name: 'Наступна сторінка' })).toHaveAttribute('href', '/catalog?page=11');
    expect(within(nav).getByRole('link', { name: 'Сторінка 20' })).toHaveAttribute('href', '/catalog?page=20');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(<Pagination total={30} perPage={10} currentPage={1} hrefFor={String} labels={labels} />);
    expect(screen.queryByRole('link', { name: 'Попередня сторінка' })).toBeNull();
    rerender(<Pagination total={30} perPage={10} currentPage={3} hrefFor={String} labels={labels} />);
    expect(screen.queryByRole('link', { name: 'Наступна сторінка' })).toBeNull();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination total={5} perPage={10} currentPage={1} hrefFor={String} labels={labels} />);
    expect(container).toBeEmptyDOMElement();
  });
});
