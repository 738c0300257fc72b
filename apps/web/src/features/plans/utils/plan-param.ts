/**
 * `?plan=2`: the plan whose purchase panel is open. It lives in the address, so the panel a
 * visitor asked for before signing in opens again when the login screen brings them back.
 */
export const PLAN_PARAM = 'plan';
