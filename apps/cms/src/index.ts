import type { Core } from '@strapi/strapi';
import { startAlertSweep, stopAlertSweep } from './api/alert/sweep';
import { emailOwnerOnApproval } from './api/bike/approval-email';
import { keepStolenPlaces, placeStolenReports } from './api/bike/stolen-place';
import { ensureConversations, keepConversations } from './api/message/conversations';
import { grantPartnersToEditors } from './api/partner/editors';
import { issuePartnerTokens } from './api/partner/token-issue';
import { applyPermissions } from './bootstrap/permissions';
import { applyEditorsDesk } from './bootstrap/editors-desk';
import { dropTelemetryJobs } from './bootstrap/telemetry-jobs';
import { buildCoreMiddlewaresOnce } from './core-middlewares';
import { indexRoutesByPath } from './core-middlewares/route-index';
import { applyUsersPermissionsSettings } from './bootstrap/users-permissions-settings';
import { rememberAbilities } from './extensions/users-permissions/role-permissions-cache';
import { applySocialProviders } from './extensions/users-permissions/social-providers';
import { installPrivateStorage } from './extensions/upload/private-files';
import { invalidateOnWrite } from './cache/public-responses';
import { closeWriteBroadcast, openWriteBroadcast } from './cache/clear-on-write';
import { keepCoreStoreReads } from './cache/core-store-reads';
import { cacheApiTokenLookups } from './extensions/users-permissions/authentication-cache';
import { ensureIndexes } from './database/indexes';
import { ensureAds } from './database/ads';
import { refreshStatistics } from './database/statistics';
import { ensureKeptPublicRows } from './api/bike/public-rows';
import { ensureKeptEntries } from './api/cms-block/kept-entries';
import { ensureSerialPieces } from './database/serial-pieces';
import { ensureBikeCounts, ensureRecoveredCount } from './database/bike-counts';
import { ensureStolenPlacesVersion } from './database/stolen-places';
import { closeSqliteReader, openSqliteReader } from './database/sqlite-reader';
import { confirmCommits, noteOutagesOnRequests, surviveOutageRejections } from './database/unavailable';
import { logEmailsWithoutSmtp } from './email/log-delivery';
import { startEmailOutbox, stopEmailOutbox } from './email/outbox';
import { endSessionsOnPasswordChange } from './extensions/users-permissions/token-verification';
import { closeRateLimitStore, openRateLimitStore } from './rate-limit';
import { rateLimitUploads } from './rate-limit/upload-route';
import { placeMunicipalities } from './seed/reference';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    buildCoreMiddlewaresOnce(strapi);
    indexRoutesByPath(strapi);
    emailOwnerOnApproval(strapi);
    keepStolenPlaces(strapi);
    issuePartnerTokens(strapi);
    // Before the upload plugin's bootstrap, which signs file URLs only if the provider is private.
    installPrivateStorage(strapi);
    rateLimitUploads(strapi);
  },

  /**
   * Everything Strapi keeps in its database but the project decides is set here,
   * so every fresh database behaves exactly like the last one.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    dropTelemetryJobs(strapi);
    await ensureIndexes(strapi);
    await placeMunicipalities(strapi);
    await placeStolenReports(strapi);
    await ensureSerialPieces(strapi);
    await ensureBikeCounts(strapi);
    await ensureRecoveredCount(strapi);
    await ensureStolenPlacesVersion(strapi);
    await ensureAds(strapi);
    await ensureKeptPublicRows(strapi);
    await ensureKeptEntries(strapi);
    await ensureConversations(strapi);
    await refreshStatistics(strapi);
    keepConversations(strapi);
    confirmCommits(strapi);
    noteOutagesOnRequests(strapi);
    surviveOutageRejections(strapi);
    await openRateLimitStore(strapi);
    endSessionsOnPasswordChange(strapi);
    await invalidateOnWrite(strapi);
    rememberAbilities(strapi);
    keepCoreStoreReads(strapi);
    cacheApiTokenLookups(strapi);
    await openWriteBroadcast(strapi);
    await applyPermissions(strapi);
    await applyUsersPermissionsSettings(strapi);
    await applySocialProviders(strapi);
    await applyEditorsDesk(strapi);
    await grantPartnersToEditors(strapi);
    logEmailsWithoutSmtp(strapi);
    startEmailOutbox(strapi);
    startAlertSweep(strapi);
    await openSqliteReader(strapi);
  },
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    stopAlertSweep(strapi);
    await stopEmailOutbox(strapi);
    await closeRateLimitStore(strapi);
    await closeWriteBroadcast(strapi);
    closeSqliteReader(strapi);
  },
};
