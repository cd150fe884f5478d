import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Footer } from '../../layout/Footer';
import { CookieBanner } from '../CookieBanner';
import { ACCEPT_ALL, CONSENT_KEY, consentStorage, SIDEBAR_STATE_KEY } from '../consent';
import { ConsentController, setConsentController } from '../consentStore';
import { fakeStores } from './fakeStores';

// The shell mounts the banner, the footer the preferences dialog: each button's effect on what is stored.
function setup(stored?: string) {
  const fake = fakeStores();
  if (stored !== undefined) fake.local.set(CONSENT_KEY, stored);
  setConsentController(new ConsentController(consentStorage({ kind: 'main', appDomain: 'localhost' }, false, fake.stores), fake.stores));
  const router = createMemoryRouter([{ path: '/', element: (
        <>
          <CookieBanner />
          <Footer />
        </>
      ), }]);
  render(<RouterProvider router={router} />);
  const record = () => (fake.local.has(CONSENT_KEY) ? JSON.parse(fake.local.get(CONSENT_KEY)!) : null);
  return { ...fake, record, user: userEvent.setup() };
}

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('cookie banner and preferences', () => {
  beforeEach(() => setConsentController(null));
  afterEach(() => setConsentController(null));

  it.each([
    ['nothing is stored', undefined],
    ['the record cannot be parsed', '{oops'],
    ['the record is of an old version', JSON.stringify({ ...ACCEPT_ALL, version: '0.1', timestamp: '' })],
  ])('shows the banner when %s, with links to the policies', (_, stored) => {
    setup(stored);
    const b = banner()!;
    expect(b).toBeInTheDocument();
    expect(within(b).getByText(/no tracking or analytics/i)).toBeInTheDocument();
    expect(within(b).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(b).getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
  });

  it.each([
    ['Accept All', { analytics: true, marketing: true }],
    ['Essential Only', { analytics: false, marketing: false }],
  ])('carries out a press on %s in the static banner, made before the app ran', (pressed, stored) => {
    (window as { __staticConsent?: string }).__staticConsent = pressed;
    const { record } = setup();
    expect(record()).toMatchObject({ essential: true, ...stored, version: '1.0' });
    expect(banner()).toBeNull();
    expect((window as { __staticConsent?: string }).__staticConsent).toBeUndefined();
  });

  it('opens the preferences for a press on Preferences in the static banner, made before the app ran', async () => {
    (window as { __staticConsent?: string }).__staticConsent = 'Preferences';
    setup();
    expect(await screen.findByRole('dialog', { name: 'Cookie Preferences' })).toBeInTheDocument();
  });

  it('hides the banner when version 1.0 is stored', () => {
    setup(JSON.stringify({ ...ACCEPT_ALL, version: '1.0', timestamp: '' }));
    expect(banner()).toBeNull();
  });

  it('Accept All stores every category', async () => {
    const { user, record } = setup();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(record()).toMatchObject({ essential: true, analytics: true, preferences: true, marketing: true, version: '1.0' });
    expect(banner()).toBeNull();
  });

  it('Essential Only stores the three others as false', async () => {
    const { user, record } = setup();
    await user.click(screen.getByRole('button', { name: 'Essential Only' }));
    expect(record()).toMatchObject({ essential: true, analytics: false, preferences: false, marketing: false, version: '1.0' });
    expect(banner()).toBeNull();
  });

  it('Preferences opens the dialog: essential locked on, others off; Cancel stores nothing, Save stores the toggles', async () => {
    const { user, record } = setup();
    await user.click(screen.getByRole('button', { name: 'Preferences' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    const essential = within(dialog).getByRole('switch', { name: 'Essential' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    for (const name of ['Analytics', 'Preferences', 'Marketing']) {
      expect(within(dialog).getByRole('switch', { name })).not.toBeChecked();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(record()).toBeNull();
    expect(banner()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Preferences' }));
    dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    await user.click(within(dialog).getByRole('switch', { name: 'Preferences' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    expect(record()).toMatchObject({ essential: true, analytics: false, preferences: true, marketing: false });
    expect(banner()).toBeNull();

    // The footer's 'Cookie Preferences' reopens it from the stored choices.
    await user.click(screen.getByRole('button', { name: 'Cookie Preferences' }));
    dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    expect(within(dialog).getByRole('switch', { name: 'Preferences' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  });

  it('Reset Consent removes the record, shows the banner and clears the sidebar state unless preferences were allowed', async () => {
    const { user, record, local } = setup();
    await user.click(screen.getByRole('button', { name: 'Essential Only' }));
    local.set(SIDEBAR_STATE_KEY, 'true');
    await user.click(screen.getByRole('button', { name: 'Reset Consent' }));
    expect(record()).toBeNull();
    expect(banner()).not.toBeNull();
    expect(local.has(SIDEBAR_STATE_KEY)).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    local.set(SIDEBAR_STATE_KEY, 'true');
    await act(async () => user.click(screen.getByRole('button', { name: 'Reset Consent' })));
    expect(record()).toBeNull();
    expect(local.get(SIDEBAR_STATE_KEY)).toBe('true');
  });

  it("the footer's Privacy Policy opens the 12 sections with the effective date", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(within(dialog).getAllByRole('heading').filter((h) => /^\d+\. /.test(h.textContent ?? ''))).toHaveLength(12);
    expect(within(dialog).getByText(/^Effective date: /)).toBeInTheDocument();
    expect(within(dialog).getByText(/passes to its longest-standing member/)).toBeInTheDocument();
  });
});
