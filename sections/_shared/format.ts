/** Formatting shared by resolvers (Node) and components: plain functions, no UI imports. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 })

/** 45 → "$45", 15000 → "$15,000" (same output on server and client: fixed locale). */
export function formatPrice(amount: number): string {
  return usd.format(amount)
}
