/** What other domains may use of delivery: slots, and which warehouses serve a pincode at what charge. */
export { earliestSlot, formatShopDate, nextSlot, type DeliverySlot, type SlotRule } from './slots';
export { groupDeliveryCharge, servingWarehouses, type ServingWarehouse } from './warehouses';
