export { createMailer, type Mailer, type MailerConfig, type MailMessage, outboxDir } from './mailer.ts';
export { latestMail, type OutboxMessage, readOutbox } from './outbox.ts';
export { type MailContent, passwordChangedMail, resetPasswordMail, verifyEmailMail } from './templates.ts';
