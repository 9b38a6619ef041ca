import type { MailMessage } from '../../platform/mail.js';

export function validationMail(to: string, firstname: string, link: string): MailMessage {
  return {
    to,
    subject: 'Please confirm your e-mail address for Hearth',
    text: [
      `Hello ${firstname},`,
      '',
      'Welcome to Hearth. Please confirm your e-mail address by opening this link:',
      '',
      link,
      '',
      'If you did not register, you can ignore this message.',
    ].join('\n'),
  };
}

export function recoveryMail(to: string, firstname: string, pin: string, minutes: number): MailMessage {
  return {
    to,
    subject: 'Your Hearth password recovery PIN',
    text: [
      `Hello ${firstname},`,
      '',
      `Your validation PIN is: ${pin}`,
      '',
      `Enter it on the Recover Password page within ${minutes} minutes to choose a new password.`,
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

export function existingAccountMail(to: string, firstname: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to register with your e-mail address on Hearth',
    text: [
      `Hello ${firstname},`,
      '',
      'Someone just tried to register a new Hearth account with this e-mail address, which already has one.',
      `If it was you, sign in at ${publicUrl}/ instead, or use "Recover Password" there if you forgot your password.`,
      'If it was not you, you can ignore this message: nothing was changed.',
    ].join('\n'),
  };
}

export function emailChangeNoticeMail(to: string, firstname: string, newAddress: string): MailMessage {
  return {
    to,
    subject: 'Your Hearth e-mail address is being changed',
    text: [
      `Hello ${firstname},`,
      '',
      `Someone signed in to your Hearth account asked to change its e-mail address to ${newAddress}.`,
      'The change takes effect once the link sent to the new address is opened; until then you keep signing in with this one.',
      'If this was not you, sign in, change your password and sign out every other session on the Security page.',
    ].join('\n'),
  };
}

export function signInLockedMail(to: string, firstname: string, minutes: number): MailMessage {
  return {
    to,
    subject: 'Sign-in to your Hearth account was locked',
    text: [
      `Hello ${firstname},`,
      '',
      `There were too many failed attempts to sign in to your Hearth account, so sign-in is locked for ${minutes} minutes.`,
      'If these were not you, someone may be guessing your password: choose a strong one, and consider turning on two-factor sign-in on the Security page.',
    ].join('\n'),
  };
}
