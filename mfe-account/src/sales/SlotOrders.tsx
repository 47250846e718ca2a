/** Orders of the agent's customers per delivery window from today on (shop time): date, window, orders. */
import { useId } from 'react';
import { formatCount } from '@storefront/shared';
import { formatDate, formatTimeOfDay } from '@storefront/shared/shopping';
import type { SalesDashboardResponse } from '@storefront/shared/signed-in';
import { mutedTextCss, panelCss, panelHeadingCss, tableCss } from './styles';
import { SALES_TEXTS as TEXTS } from './texts';

/** `slots` is absent from a server older than the field: then there is nothing to show yet. */
export function SlotOrders({ slots = [] }: { slots: SalesDashboardResponse['slots'] }) {
  const titleId = `${useId()}-title`;
  return (
    <section aria-labelledby={titleId} css={panelCss}>
      <h2 id={titleId} css={panelHeadingCss}>
        {TEXTS.slotsTitle}
      </h2>
      {slots.length === 0 ? (
        <p css={mutedTextCss}>{TEXTS.noSlotOrders}</p>
      ) : (
        <table aria-labelledby={titleId} css={tableCss}>
          <thead>
            <tr>
              <th scope="col">{TEXTS.slotDate}</th>
              <th scope="col">{TEXTS.slotWindow}</th>
              <th scope="col" data-numeric>
                {TEXTS.slotOrders}
              </th>
            </tr>
          </thead>
          <tbody>
            {slots.map((slot) => (
              <tr key={`${slot.date} ${slot.start_time}`}>
                <td>{formatDate(slot.date)}</td>
                <td>
                  {formatTimeOfDay(slot.start_time)} – {formatTimeOfDay(slot.end_time)}
                </td>
                <td data-numeric>{formatCount(slot.orders)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
