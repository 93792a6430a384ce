// Quotes: a buyer's request for a quote from the portal's cart, the staff's revised prices and
// quantities sent back, and the buyer's answer (an accepted quote becomes an order through
// ordering's PlaceOrder at the quoted prices). Plain state in its own tables, numbered Q-1001…
export * from './domain';
export { quotesMigrations } from './infrastructure/quotes.migration';
export { QuotesModule } from './quotes.module';
