export { mailEffects, type MailEffectOptions } from './mail-effects.ts';
export { defaultRetryDelay, mailReactor, mailSenderName, type ForgetWithheld, type MailRequest, type SendMail } from './mail-reactor.ts';
export { MailSender, type MailSenderOptions } from './mail-sender.ts';
export { createEmlTransport, createMailTransport, createSmtpTransport, type MailTransport, type MailTransportOptions, type OutgoingMail } from './mail-transport.ts';
export { renderMail, type RenderedMail } from './render-mail.ts';
