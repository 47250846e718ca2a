/** `pages/Popup` (typed by `PagesPopupModule`): the promotional popup the shell mounts when it is due. */
export { PromoPopup } from './PromoPopup';
