import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EnvironmentPreset } from '../../../config/env-presets';
import { renderWithProviders } from '../../../test/render';
import { EnvSwitcherPanel } from './env-switcher-panel';

const presets: EnvironmentPreset[] = [
  { id: 'local', labelKey: 'envSwitcher.presets.local', url: 'http://localhost:8787' },
  { id: 'development', labelKey: 'envSwitcher.presets.development', url: 'https://dev.test' },
  { id: 'test', labelKey: 'envSwitcher.presets.test', url: 'https://test.test' },
  { id: 'production', labelKey: 'envSwitcher.presets.production', url: 'https://prod.test' },
];

describe('EnvSwitcherPanel (spec §2, §4)', () => {
  it('stores a preset and reloads', async () => {
    const reload = vi.fn();
    renderWithProviders(
      <EnvSwitcherPanel presets={presets} currentUrl="http://localhost:8787" reload={reload} />,
    );
    expect(screen.getByRole('heading', { name: 'API environment switch' })).toBeTruthy();
    expect(screen.getByText('http://localhost:8787')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Local development' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.queryByPlaceholderText('Enter the API base URL')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Test worker' }));
    expect(window.localStorage.getItem('vite-api-base-url')).toBe('https://test.test');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('applies a trimmed custom URL, ignores an empty one, and clears the input when toggled off', async () => {
    const reload = vi.fn();
    renderWithProviders(
      <EnvSwitcherPanel presets={presets} currentUrl="https://prod.test" reload={reload} />,
    );
    const customToggle = screen.getByRole('button', { name: 'Custom' });
    await userEvent.click(customToggle);
    const input = screen.getByPlaceholderText('Enter the API base URL');

    await userEvent.type(input, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(reload).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('vite-api-base-url')).toBeNull();

    await userEvent.type(input, 'https://mine.test  ');
    await userEvent.click(customToggle);
    await userEvent.click(customToggle);
    expect((screen.getByPlaceholderText('Enter the API base URL') as HTMLInputElement).value).toBe('');

    await userEvent.type(screen.getByPlaceholderText('Enter the API base URL'), '  https://mine.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(window.localStorage.getItem('vite-api-base-url')).toBe('https://mine.test');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('opens the custom input pre-filled when the current URL matches no preset', () => {
    renderWithProviders(
      <EnvSwitcherPanel presets={presets} currentUrl="https://elsewhere.test" reload={vi.fn()} />,
    );
    expect((screen.getByPlaceholderText('Enter the API base URL') as HTMLInputElement).value).toBe(
      'https://elsewhere.test',
    );
    expect(screen.getByRole('button', { name: 'Custom' }).getAttribute('aria-expanded')).toBe('true');
  });
});
