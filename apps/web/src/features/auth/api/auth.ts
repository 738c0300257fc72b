import type {
  EmailStepAnswer,
  LoginInput,
  MobileResetEmailStepInput,
  MobileResetPasswordInput,
  MobileSignInCodeAnswer,
  MobileSignInEmailStepInput,
  MobileSignInInput,
  NotMeAnswer,
  PublicUser,
  RegisterInput,
  ResetPasswordAnswer,
} from '@inai/shared';
import { apiPost } from '../../../lib/api-client';

interface Message {
  success: boolean;
  message: string;
}

/** A sign-in's answer, by password or by a texted code. `deletion_cancelled`: it cancelled a pending account deletion. */
export type SignInAnswer = Message & { token?: string; user?: PublicUser; deletion_cancelled?: true };

/** The account calls of the sign-in, registration, verification and reset screens (specification section 7). */
export const authApi = {
  login: (input: LoginInput) => apiPost<SignInAnswer>('login', input),
  /** `locale`: the language the visitor reads in becomes the account's (docs/design.md, "Languages"). */
  register: (input: RegisterInput) => apiPost<Message & { token: string; user: PublicUser; otpToken: string }>('register', input),
  sendOtp: (email: string) => apiPost<Message & { otpToken: string }>('send-otp', { email }),
  /** The signed-in member's newest mailed code, checked against their session (no otpToken needed). */
  verifyOtp: (otp: string) => apiPost<Message & { user: PublicUser }>('verify-otp', { otp }),
  forgotPassword: (email: string) => apiPost<Message>('forgot-password', { email }),
  /** `mobile_cleared`: the link verified the address, and so took the number's verification. */
  resetPassword: (token: string, password: string) => apiPost<ResetPasswordAnswer>('reset-password', { token, password }),
  /** The same answer for every number: a code goes only to a verified one (docs/design.md, "Text messages"). */
  sendSignInCode: (phone: string) => apiPost<MobileSignInCodeAnswer>('login/mobile-code', { phone }),
  /** Signed in, or (a number not proven lately) the e-mail step: a code mailed to the account as well. */
  loginWithCode: (input: MobileSignInInput) => apiPost<SignInAnswer | EmailStepAnswer>('login/mobile', input),
  loginWithEmailCode: (input: MobileSignInEmailStepInput) => apiPost<SignInAnswer>('login/mobile/email-code', input),
  sendResetCode: (phone: string) => apiPost<MobileSignInCodeAnswer>('forgot-password/mobile', { phone }),
  resetPasswordWithCode: (input: MobileResetPasswordInput) => apiPost<Message | EmailStepAnswer>('reset-password/mobile', input),
  resetPasswordWithEmailCode: (input: MobileResetEmailStepInput) => apiPost<Message>('reset-password/mobile/email-code', input),
  /** "Not you?" from a sign-in alert, once the member confirms on the page (no session). */
  notMe: (alert: string) => apiPost<NotMeAnswer>('not-me', { alert }),
};

/** Whether a texted code's answer asks for the code mailed to the account as well. */
export const needsEmailCode = (answer: object): answer is EmailStepAnswer => 'email_code_required' in answer;
