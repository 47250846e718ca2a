/** The range's best sellers among the agent's customers (paid orders), by revenue: name, quantity, revenue. */
import { useId } from 'react';
import { formatCount } from '@storefront/shared';
import type { SalesDashboardResponse } from '@storefront/shared/signed-in';
import { mutedTextCss, panelCss, panelHeadingCss, tableCss } from './styles';
import { SALES_TEXTS as TEXTS } from './texts';
import { formatWholeRupees } from './wholeRupees';

export function TopProducts({ products }: { products: SalesDashboardResponse['top_products'] }) {
  const titleId = `${useId()}-title`;
  return (
    <section aria-labelledby={titleId} css={panelCss}>
      <h2 id={titleId} css={panelHeadingCss}>
        {TEXTS.topTitle}
      </h2>
      {products.length === 0 ? (
        <p css={mutedTextCss}>{TEXTS.noTopProducts}</p>
      ) : (
        <table aria-labelledby={titleId} css={tableCss}>
          <thead>
            <tr>
              <th scope="col">{TEXTS.product}</th>
              <th scope="col" data-numeric>
                {TEXTS.quantity}
              </th>
              <th scope="col" data-numeric>
                {TEXTS.productRevenue}
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.product_id}>
                {/* Long names wrap, so three columns fit a phone without scrolling. */}
                <th scope="row" css={{ overflowWrap: 'anywhere' }}>
                  {product.name}
                </th>
                <td data-numeric>{formatCount(product.quantity)}</td>
                <td data-numeric>{formatWholeRupees(product.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
