/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SortSelect } from './SortSelect';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const labels = { label: 'Сортування', apply: 'Сортувати', options: { price_asc: 'Спочатку дешевші', price_desc: 'Спочатку дорожчі', car_rating: 'За рейтингом авто', host_rating: 'За рейтингом власника' } };
const state = { start: '2026-12-23', end: '2026-12-26', delivery: '1' };

afterEach(() => {
  push.mockClear();
  document.body.innerHTML = '';
});

describe('SortSelect', () => {
  it('moves to the sorted search, keeping the dates and filters', async () => {
    render(<SortSelect locale="uk" city="kyiv" state={state} labels={labels} />);
    await userEvent.selectOptions(screen.getByLabelText('Сортування'), 'price_desc');
    expect(push).toHaveBeenCalledWith('/catalog/kyiv?start=2026-12-23&end=2026-12-26&delivery=1&sort=price_desc', { scroll: false });
  });

  it('acts on a sort chosen in the server-rendered select before the page hydrated', async () => {
    const element = <SortSelect locale="uk" city="kyiv" state={state} labels={labels} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    // The person picks a sort while the scripts still load: the DOM changes, React is not there yet.
    container.querySelector('select')!.value = 'car_rating';
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(push).toHaveBeenCalledWith('/catalog/kyiv?start=2026-12-23&end=2026-12-26&delivery=1&sort=car_rating', { scroll: false });
  });

  it('does nothing at hydration when the select shows the list’s sort', async () => {
    const element = <SortSelect locale="uk" city="kyiv" state={{ ...state, sort: 'price_desc' }} labels={labels} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(push).not.toHaveBeenCalled();
  });
});
