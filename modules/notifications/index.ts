// Notifications: the mails a provider's clients receive of their orders (received, shipped,
// invoiced, cancelled, a return answered, a return's credit note) and its chosen staff of each
// new portal order, each switched by the provider, sent from an outbox the projection runner
// fills: at least once, retried with backoff.
export { notificationsMigrations } from './infrastructure/notifications.migrations';
export { NotificationsModule } from './notifications.module';
export { mailOutboxProjection } from './projections/mail-outbox/mail-outbox.projection';
