import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SOURCE_REPOSITORY_URL } from '../../config/constants';
import { renderWithProviders } from '../../test/render';
import { SiteHeader } from './site-header';

function mobileMenu() {
  return document.getElementById('mobile-navigation') as HTMLElement;
}

describe('SiteHeader', () => {
  it('links the four sections and the source repository', () => {
    renderWithProviders(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Home', 'Upload', 'Mount Explorer', 'Admin']) {
      expect(
        nav.querySelector(`a[href="${name === 'Home' ? '/' : ''}"]`) ??
          screen.getAllByRole('link', { name })[0],
      ).toBeTruthy();
    }
    const source = screen.getByRole('link', { name: 'Source code on GitHub' });
    expect(source.getAttribute('href')).toBe(SOURCE_REPOSITORY_URL);
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toContain('noopener');
  });

  it('opens and closes the mobile menu with the hamburger and Escape', async () => {
    renderWithProviders(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(mobileMenu().hidden).toBe(true);

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    expect(mobileMenu().hidden).toBe(false);

    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(mobileMenu().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });

  it('closes the mobile menu on navigation', async () => {
    renderWithProviders(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const uploadLink = [...mobileMenu().querySelectorAll('a')].find((link) => link.textContent === 'Upload');
    await userEvent.click(uploadLink as HTMLAnchorElement);
    expect(mobileMenu().hidden).toBe(true);
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('switches the language from the language menu', async () => {
    renderWithProviders(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: '简体中文' }));
    expect(window.localStorage.getItem('language')).toBe('zh-CN');
    expect(screen.getByRole('button', { name: '语言：简体中文' })).toBeTruthy();
  });

  it('cycles the theme auto → light → dark → auto', async () => {
    renderWithProviders(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: /Theme: follow system/ }));
    expect(window.localStorage.getItem('themeMode')).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: /Theme: light/ }));
    expect(window.localStorage.getItem('themeMode')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /Theme: dark/ }));
    expect(window.localStorage.getItem('themeMode')).toBe('auto');
  });
});
