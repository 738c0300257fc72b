import type { LoginInput, PublicUser, RegisterInput } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';

interface Message {
  success: boolean;
  message: string;
}

/** The account calls of the sign-in, registration, verification and reset screens (specification section 7). */
export const authApi = {
  /** `deletion_cancelled`: the login cancelled a pending account deletion. */
  login: (input: LoginInput) =>
    apiPost<Message & { token?: string; user?: PublicUser; deletion_cancelled?: true }>('login', input),
  /** `locale`: the language the visitor reads in becomes the account's (DESIGN.md §6). */
  register: (input: RegisterInput) => apiPost<Message & { token: string; user: PublicUser; otpToken: string }>('register', input),
  sendOtp: (email: string) => apiPost<Message & { otpToken: string }>('send-otp', { email }),
  verifyOtp: (otpToken: string, otp: string) => apiPost<Message & { user: PublicUser }>('verify-otp', { otpToken, otp }),
  forgotPassword: (email: string) => apiPost<Message>('forgot-password', { email }),
  resetPassword: (token: string, password: string) => apiPost<Message>('reset-password', { token, password }),
};
