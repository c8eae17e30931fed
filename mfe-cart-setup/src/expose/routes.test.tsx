import { screen } from '@testing-library/react';
import { describeRouteContract } from '../../../admin-kit/testing/routeContract';
import { renderRoute } from '../testing/renderRoute';
import { startTestGateway } from '../testing/testGateway';
import routes from './routes';

describeRouteContract('mfe_cart_setup', routes);

describe('mfe-cart-setup screens', () => {
  it.each([
    ['/settings', 'Cart Setup'],
    ['/settings/checkout', 'Checkout settings'],
    ['/settings/setup', 'Manual Setup'],
  ])('%s renders %s', async (path, title) => {
    startTestGateway();
    renderRoute(path);
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
  });
});
