/**
 * An order's margin (issue 35): per product, the units it sold (shipped less returned) at the
 * line's price before tax, less the cost of goods its shipments recorded at moving-average
 * cost (a return takes its cost back). Pure.
 */

const cents = (value: number) => Math.round(value * 100) / 100;

export function orderMargin(
  lines: readonly { productId: string; productName: string; price: number }[],
  costs: readonly { productId: string; units: number; cogs: number }[],
) {
  const cost = new Map(costs.map((c) => [c.productId, c]));
  const byLine = lines.map((line) => {
    const sold = cost.get(line.productId);
    const units = sold?.units ?? 0;
    const revenue = cents(units * line.price);
    const cogs = cents(sold?.cogs ?? 0);
    return {
      product_id: line.productId,
      product_name: line.productName,
      units_sold: units,
      revenue,
      cost_of_goods: cogs,
      margin: cents(revenue - cogs),
    };
  });
  const revenue = cents(byLine.reduce((sum, line) => sum + line.revenue, 0));
  const costOfGoods = cents(byLine.reduce((sum, line) => sum + line.cost_of_goods, 0));
  const margin = cents(revenue - costOfGoods);
  return {
    revenue,
    cost_of_goods: costOfGoods,
    margin,
    margin_percent: revenue > 0 ? Math.round((margin / revenue) * 1000) / 10 : null,
    lines: byLine,
  };
}
