import { enquiries } from './0001-enquiries.js';
import { accounts } from './0002-accounts.js';
import { profiles } from './0003-profiles.js';
import { searchPlansInterests } from './0004-search-plans-interests.js';
import { memberLocale } from './0005-member-locale.js';
import { payments } from './0006-payments.js';
import { interestNotifications } from './0007-interest-notifications.js';
import { chat } from './0008-chat.js';
import { trustSafety } from './0009-trust-safety.js';
import { profileViewsByViewed } from './0010-profile-views-by-viewed.js';
import { verificationModeration } from './0011-verification-moderation.js';
import { mailQueue } from './0012-mail-queue.js';
import { codeCeilings } from './0013-code-ceilings.js';
import { searchChangeTriggers } from './0014-search-change-triggers.js';
import { biodata } from './0015-biodata.js';
import { birthDetails } from './0016-birth-details.js';
import { smsQueue } from './0017-sms-queue.js';
import { mobileCodes } from './0018-mobile-codes.js';
import { phoneVerifiedOnCards } from './0019-phone-verified-on-cards.js';
import { verifiedPhoneUnique } from './0020-verified-phone-unique.js';
import { lastActive } from './0021-last-active.js';
import { savedSearches } from './0022-saved-searches.js';
import { dailyPicks } from './0023-daily-picks.js';
import { lastActiveInSearch } from './0024-last-active-in-search.js';
import { mobileOwnership } from './0025-mobile-ownership.js';
import { addressVisibility } from './0026-address-visibility.js';
import { oneInterestPerPair } from './0027-one-interest-per-pair.js';
import { invoicesAndLeaving } from './0028-invoices-and-leaving.js';
import { preferenceRanges } from './0029-preference-ranges.js';
import { smsLanguage } from './0030-sms-language.js';
import { familyCoManagers } from './0031-family-co-managers.js';
import { familyActs } from './0032-family-acts.js';
import { familyHandover } from './0033-family-handover.js';
import { managerPasswordResets } from './0034-manager-password-resets.js';
import { callLog } from './0035-call-log.js';
import { familyTakeoverAsks } from './0036-family-takeover-asks.js';
import { chartsAgree } from './0037-charts-agree.js';
import { oneOutboundQueue } from './0038-one-outbound-queue.js';
import { processes } from './0039-processes.js';
import { outboundVacuum } from './0040-outbound-vacuum.js';
import type { EngineMigration } from './helpers.js';

/** Every migration in order. Names sort in run order; never rename or edit one that has shipped. */
export const migrations: Record<string, EngineMigration> = {
  '0001-enquiries': enquiries,
  '0002-accounts': accounts,
  '0003-profiles': profiles,
  '0004-search-plans-interests': searchPlansInterests,
  '0005-member-locale': memberLocale,
  '0006-payments': payments,
  '0007-interest-notifications': interestNotifications,
  '0008-chat': chat,
  '0009-trust-safety': trustSafety,
  '0010-profile-views-by-viewed': profileViewsByViewed,
  '0011-verification-moderation': verificationModeration,
  '0012-mail-queue': mailQueue,
  '0013-code-ceilings': codeCeilings,
  '0014-search-change-triggers': searchChangeTriggers,
  '0015-biodata': biodata,
  '0016-birth-details': birthDetails,
  '0017-sms-queue': smsQueue,
  '0018-mobile-codes': mobileCodes,
  '0019-phone-verified-on-cards': phoneVerifiedOnCards,
  '0020-verified-phone-unique': verifiedPhoneUnique,
  '0021-last-active': lastActive,
  '0022-saved-searches': savedSearches,
  '0023-daily-picks': dailyPicks,
  '0024-last-active-in-search': lastActiveInSearch,
  '0025-mobile-ownership': mobileOwnership,
  '0026-address-visibility': addressVisibility,
  '0027-one-interest-per-pair': oneInterestPerPair,
  '0028-invoices-and-leaving': invoicesAndLeaving,
  '0029-preference-ranges': preferenceRanges,
  '0030-sms-language': smsLanguage,
  '0031-family-co-managers': familyCoManagers,
  '0032-family-acts': familyActs,
  '0033-family-handover': familyHandover,
  '0034-manager-password-resets': managerPasswordResets,
  '0035-call-log': callLog,
  '0036-family-takeover-asks': familyTakeoverAsks,
  '0037-charts-agree': chartsAgree,
  '0038-one-outbound-queue': oneOutboundQueue,
  '0039-processes': processes,
  '0040-outbound-vacuum': outboundVacuum,
};
