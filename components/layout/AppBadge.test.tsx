/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { AppBadge } from './AppBadge';

describe('AppBadge', () => {
  it('is named by the words it shows, in each language', async () => {
    const { container } = render(
      <>
        <AppBadge store="app-store" href="https://apps.apple.com/ua/app/kermo/id1" locale="uk" />
        <AppBadge store="google-play" href="https://play.google.com/store/apps/details?id=ua.kermo" locale="en" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Завантажте в App Store' })).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
    const result = await axe.run(container, { runOnly: ['label-content-name-mismatch', 'link-name'] });
    expect(result.violations).toEqual([]);
  });
});
