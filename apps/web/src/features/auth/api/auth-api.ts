import type { LoginInput, PublicUser, RegisterInput } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';

interface Message {
  success: boolean;
  message: string;
}

export const authApi = {
  login: (input: LoginInput) => apiPost<Message & { token?: string; user?: PublicUser }>('login', input),
  register: (input: RegisterInput) => apiPost<Message & { token: string; user: PublicUser; otpToken: string }>('register', input),
  profile: (token: string) => apiPost<PublicUser>('getLoggedInUserProfile', {}, { token }),
  logout: (token: string) => apiPost<Message>('logout', {}, { token }),
  sendOtp: (email: string) => apiPost<Message & { otpToken: string }>('send-otp', { email }),
  verifyOtp: (otpToken: string, otp: string) => apiPost<Message & { user: PublicUser }>('verify-otp', { otpToken, otp }),
  forgotPassword: (email: string) => apiPost<Message>('forgot-password', { email }),
  resetPassword: (token: string, password: string) => apiPost<Message>('reset-password', { token, password }),
};
