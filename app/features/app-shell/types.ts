export type ShellUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image?: string | null;
  isAnonymous?: boolean | null;
  phoneNumber?: string | null;
};

// Accounts made with a phone number carry a placeholder address (server/auth-phone.ts): the app
// shows the number instead and asks nothing about that address.
export const PHONE_EMAIL_DOMAIN = "phone.lifescript.invalid";

export function contactOf(user: ShellUser): string {
  return user.email.endsWith(`@${PHONE_EMAIL_DOMAIN}`) && user.phoneNumber
    ? user.phoneNumber
    : user.email;
}

export function hasPlaceholderEmail(user: ShellUser): boolean {
  return user.email.endsWith(`@${PHONE_EMAIL_DOMAIN}`);
}
