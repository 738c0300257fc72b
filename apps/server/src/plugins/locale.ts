import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage, type Locale, type Translator } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The caller's language (docs/design.md, "Languages"): the signed-in member's (or co-manager's) saved `locale`, else the
     * request's Accept-Language, else English. Asked when needed, not stored: the member is
     * known only once the authentication hook has run.
     */
    locale(): Locale;
  }
}

/** The request's own language, whoever the account is: Accept-Language, else English. */
export function requestLocale(request: FastifyRequest): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

/** An account's language: what it saved, else the request's (a visitor, or a member who never chose). */
export function accountLocale(account: { locale: Locale | null } | undefined, request: FastifyRequest): Locale {
  return account?.locale ?? requestLocale(request);
}

/** Gives every request `locale()`. */
export function useLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', function (this: FastifyRequest) {
    // A co-manager reads in their own login's language, not the holder's (docs/decisions/0073-family-co-managers.md).
    const acting = this.member?.acting;
    return acting?.kind === 'manager' ? (acting.locale ?? requestLocale(this)) : accountLocale(this.member?.user, this);
  });
}

/** The texts of the caller's language, for the messages of 2xx answers. */
export function textsFor(request: FastifyRequest): Translator {
  return translatorFor(request.locale());
}
