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

export function invitationMail(to: string, inviter: string, familyName: string, link: string, days: number): MailMessage {
  return {
    to,
    subject: `${inviter} invites you to ${familyName} on Hearth`,
    text: [
      'Hello,',
      '',
      `${inviter} invites you to join ${familyName} on Hearth, where your family runs its money together.`,
      'Register through this link to join:',
      '',
      link,
      '',
      `The invitation is valid for ${days} days.`,
    ].join('\n'),
  };
}
