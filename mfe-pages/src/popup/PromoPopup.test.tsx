import { act, fireEvent, screen } from '@testing-library/react';
import type { Popup } from '@storefront/shared';
import { currentLocation, renderScreen } from '@storefront/shared/testing';
import * as popupModule from '.';
import { PromoPopup } from './PromoPopup';

const POPUP: Popup = { image: 'categories/fresh-fruits.svg', duration: 3, link: '/products?c=fresh-fruits', once: true };
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

let onClose: jest.Mock;
beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  onClose = jest.fn();
});
afterEach(() => jest.useRealTimers());

const show = async (popup: Popup = POPUP) => {
  renderScreen(<PromoPopup popup={popup} onClose={onClose} />);
  await wait(10);
  return screen.getByRole('dialog');
};

it('exposes PromoPopup as PagesPopupModule says (pages/Popup)', () => {
  expect(Object.keys(popupModule)).toEqual(['PromoPopup']);
});

it("shows the shop's picture, linked by the page link rules, and remembers it under popupShown", async () => {
  const dialog = await show();
  const link = screen.getByRole('link', { name: 'Offer from the shop' });
  expect(dialog).toContainElement(link);
  expect(link).toHaveAttribute('href', '/products?c=fresh-fruits');
  expect(screen.getByRole('img', { name: 'Offer from the shop' })).toHaveAttribute('src', '/cdn/large/categories/fresh-fruits.svg');
  expect(localStorage.getItem('popupShown')).toBe('categories/fresh-fruits.svg');
});

it('hides by itself after its duration in seconds', async () => {
  await show();
  await wait(2990);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await wait(10);
  await wait(300);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('hides after the default 5 s when the duration is not a positive number', async () => {
  await show({ ...POPUP, duration: 0 });
  await wait(4900);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await wait(100);
  await wait(300);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('waits while the pointer is over the picture, then hides after the rest of its duration', async () => {
  await show();
  await wait(1000);
  const picture = screen.getByRole('img', { name: 'Offer from the shop' });
  fireEvent.pointerEnter(picture);
  await wait(60_000);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  fireEvent.pointerLeave(picture);
  await wait(1990);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  await wait(10);
  await wait(300);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('can be closed before then', async () => {
  await show();
  act(() => screen.getByRole('button', { name: 'Close' }).click());
  await wait(300);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('closes and goes there when its picture is followed', async () => {
  await show();
  act(() => screen.getByRole('link', { name: 'Offer from the shop' }).click());
  expect(currentLocation()).toBe('/products?c=fresh-fruits');
  await wait(300);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
