/** What other domains may use of delivery: slots, and which warehouses serve a pincode at what charge. */
export { earliestSlot, formatDeliveryWindow, formatShopDate, nextSlot, shopDates, type DeliverySlot, type SlotRule, type SlotWindow } from './slots';
export { deliveryDaysOf, givePlaceBack, takeEarliestPlace, takePlace } from './slotBookings';
export { groupDeliveryCharge, servingWarehouses, type ServingWarehouse } from './warehouses';
