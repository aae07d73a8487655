export { createMailer, type MailMessage, type Mailer } from './mailer.ts';
export {
  passwordChangedMail,
  passwordResetMail,
  postDueMail,
  PRODUCT_NAME,
  verificationMail,
} from './templates.ts';
