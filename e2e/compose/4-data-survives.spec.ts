/**
 * Data survives: `docker-compose down` (containers and network removed, the named volume kept) then `up -d`. New
 * containers start on the old volume: the orders are all still in PostgreSQL and the shop serves again.
 */
import { expect, test } from '../tests/fixtures';
import { compose, everyContainerHealthy, sql } from './compose';

const orderNumbers = () => sql('select order_number from orders order by order_number');

test('down without -v then up: the orders are still there', async ({ page, consoleErrors }) => {
  test.setTimeout(300_000);
  const orders = orderNumbers();
  expect(orders.length).toBeGreaterThan(0);
  const containers = compose('ps', '-q').split('\n').filter(Boolean);

  compose('down');
  expect(compose('ps', '-q').trim()).toBe('');
  compose('up', '-d');
  await expect.poll(everyContainerHealthy, { timeout: 240_000, intervals: [2000] }).toBe(true);

  const restarted = compose('ps', '-q').split('\n').filter(Boolean);
  expect(restarted.filter((id) => containers.includes(id))).toEqual([]);
  expect(orderNumbers()).toEqual(orders);
  await page.goto('/products');
  await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
