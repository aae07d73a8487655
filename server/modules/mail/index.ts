export { createMailer, type MailMessage, type Mailer } from './mailer.ts';
export {
  emailChangeMail,
  emailChangeNoticeMail,
  passwordChangedMail,
  passwordResetMail,
  postDueMail,
  PRODUCT_NAME,
  verificationMail,
} from './templates.ts';
