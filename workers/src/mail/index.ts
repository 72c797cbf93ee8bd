export { MailSender, mailSenderName, type MailSenderOptions } from './mail-sender.ts';
export { createEmlTransport, createMailTransport, createSmtpTransport, type MailTransport, type MailTransportOptions, type OutgoingMail } from './mail-transport.ts';
export { renderMail, type RenderedMail } from './render-mail.ts';
