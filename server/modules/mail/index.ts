export { createMailer, type Mailer } from './mailer.ts';
export { passwordChangedMail, passwordResetMail, postDueMail, verificationMail } from './templates.ts';
