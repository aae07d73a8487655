export { createMailer, type Mailer } from './mailer.ts';
export {
  emailChangeMail,
  emailChangeNoticeMail,
  passwordChangedMail,
  passwordResetMail,
  postDueMail,
  verificationMail,
} from './templates.ts';
