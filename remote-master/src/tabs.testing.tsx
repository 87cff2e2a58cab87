/** The check of a page's route tabs (plans and plan groups, views and custom views), written once. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithConsole } from '@console/ui/testing';
import App from './App';

/**
 * At each tab's route that tab is current (aria-current) and the other is a link to its route, which opens
 * the other screen. `serve` fakes the API the screens need.
 */
export function describeRouteTabs(label: string, tabs: [[string, string], [string, string]], serve: () => void) {
  const [[firstRoute, firstName], [secondRoute, secondName]] = tabs;
  describe(`${label}: the tabs`, () => {
    it.each([
      [firstRoute, firstName, secondName, secondRoute],
      [secondRoute, secondName, firstName, firstRoute],
    ])('at %s the tab %s is current; %s leads to %s', async (route, current, other, otherRoute) => {
      serve();
      const { location } = await renderWithConsole(<App />, { route, path: '/master/*' });
      await screen.findByRole('navigation', { name: label });
      const nav = () => within(screen.getByRole('navigation', { name: label }));
      expect(nav().getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
      expect(nav().getByRole('link', { name: other })).not.toHaveAttribute('aria-current');
      expect(nav().getByRole('link', { name: other })).toHaveAttribute('href', otherRoute);
      await userEvent.setup().click(nav().getByRole('link', { name: other }));
      expect(await screen.findByRole('heading', { level: 1, name: other })).toBeInTheDocument();
      expect(location().pathname).toBe(otherRoute);
      expect(nav().getByRole('link', { name: other })).toHaveAttribute('aria-current', 'page');
      expect(nav().getByRole('link', { name: current })).not.toHaveAttribute('aria-current');
    });
  });
}
