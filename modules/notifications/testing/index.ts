// Test support, for specs only: the local mailbox's mails read back (parts, attachments).
export { ReadMail, readMail, readMailbox } from './mailbox';
