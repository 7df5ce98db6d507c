// Texts of the account's own settings (issue 22): the server's identity errors are written
// to be shown, so they are shown as they come; anything else gets one plain sentence.
export function accountErrorText(error: unknown): string {
  if (error instanceof Error && error.name.endsWith('Exception')) return error.message;
  return 'Something went wrong. Please try again.';
}
