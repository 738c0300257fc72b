import type {
  LoginInput,
  MobileResetPasswordInput,
  MobileSignInCodeAnswer,
  MobileSignInInput,
  PublicUser,
  RegisterInput,
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
  /** `locale`: the language the visitor reads in becomes the account's (DESIGN.md §6). */
  register: (input: RegisterInput) => apiPost<Message & { token: string; user: PublicUser; otpToken: string }>('register', input),
  sendOtp: (email: string) => apiPost<Message & { otpToken: string }>('send-otp', { email }),
  verifyOtp: (otpToken: string, otp: string) => apiPost<Message & { user: PublicUser }>('verify-otp', { otpToken, otp }),
  forgotPassword: (email: string) => apiPost<Message>('forgot-password', { email }),
  resetPassword: (token: string, password: string) => apiPost<Message>('reset-password', { token, password }),
  /** The same answer for every number: a code goes only to a verified one (DESIGN.md §10). */
  sendSignInCode: (phone: string) => apiPost<MobileSignInCodeAnswer>('login/mobile-code', { phone }),
  loginWithCode: (input: MobileSignInInput) => apiPost<SignInAnswer>('login/mobile', input),
  sendResetCode: (phone: string) => apiPost<MobileSignInCodeAnswer>('forgot-password/mobile', { phone }),
  resetPasswordWithCode: (input: MobileResetPasswordInput) => apiPost<Message>('reset-password/mobile', input),
};
