/** Texts the product shows, word for word as the specification gives them. */
export const Messages = {
  unhandled: 'Unhandled exception has occured',
  ensureFields: 'Ensure all fields are completed',
  otherError: 'Some other erroroccured. Can show status',
  notAuthorised: 'You are not authorised to see this page',
  loggedOut: "You're now logged out",
  registrationSuccess: 'Registration Success',
  registrationFailed: 'Registration Failed - ',
  recoverySent: 'A validation PIN has been emailed to you. Please enter the pin once you get it.',
  passwordValidationFailed: 'New password validation failed',
  noChanges: 'No changes were made.',
} as const;
