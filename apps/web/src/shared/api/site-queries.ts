import type { FeatureModuleId, TSiteStatus, TWhitelabelNode } from '@gemilang/contract';
import { contentRoutes, systemRoutes } from '@gemilang/contract/web';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rememberZoneOffset } from '../format';
import { callApi } from './client';

/**
 * The site-wide reads that the shell, the home page and the dialogs share. One query key per call so
 * every reader hits the same cache entry; content keys carry the language because the server answers
 * in the caller's language.
 */
export const siteKeys = {
  status: ['system', 'status'] as const,
  whitelabel: ['system', 'whitelabel'] as const,
  domainRoute: ['system', 'domainRoute'] as const,
  announcements: (language: string) => ['content', 'announcements', language] as const,
  helpTopics: (language: string) => ['system', 'helpCenter', language] as const,
};

// The operator's maintenance message comes in the caller's language, so a language change asks again.
const statusQuery = (language: string) => ({
  queryKey: [...siteKeys.status, language],
  queryFn: async () => {
    const status = await callApi(systemRoutes.status, { query: { url: window.location.host } });
    rememberZoneOffset(status.merchant.timeZone, status.merchant.utcOffsetMinutes);
    return status;
  },
  staleTime: 60_000,
  retry: 1,
});

/** The startup permission call: maintenance, region restriction and the merchant's settings. */
export function useSiteStatus() {
  const { i18n } = useTranslation();
  // The previous answer stays on screen during a language change instead of the splash.
  return useQuery({ ...statusQuery(i18n.language), placeholderData: keepPreviousData });
}

/** The merchant's settings once the permission call has answered (the shell renders nothing before). */
export function useMerchant(): TSiteStatus['merchant'] | null {
  return useSiteStatus().data?.merchant ?? null;
}

const whitelabelQuery = {
  queryKey: siteKeys.whitelabel,
  queryFn: () => callApi(systemRoutes.whitelabel),
  staleTime: 5 * 60_000,
  retry: 1,
};

export function useWhitelabel() {
  return useQuery(whitelabelQuery);
}

/** Finds a module anywhere in the whitelabel tree; a module is on only when it says enabled '1'. */
export function isModuleEnabled(nodes: readonly TWhitelabelNode[] | undefined, id: FeatureModuleId): boolean {
  for (const node of nodes ?? []) {
    if (node.modId === id) return node.enabled === '1';
    if (isModuleEnabled(node.childrenNodes, id)) return true;
  }
  return false;
}

export function useFeatureEnabled(id: FeatureModuleId): boolean {
  return isModuleEnabled(useWhitelabel().data, id);
}

const ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';

const announcementsQuery = (language: string) => ({
  queryKey: siteKeys.announcements(language),
  queryFn: () =>
    callApi(contentRoutes.announcements, { body: { types: ANNOUNCEMENT_TYPES, platform: 'W', executionType: 'B' } }),
  staleTime: 5 * 60_000,
});

export function useAnnouncements() {
  const { i18n } = useTranslation();
  return useQuery(announcementsQuery(i18n.language));
}

/**
 * Starts the reads every first paint waits for, all at once, before React renders: the permission call,
 * the whitelabel modules and the announcements (the home page's banners), instead of one after another
 * as the shell and the home page appear.
 */
export function prefetchSiteReads(queryClient: QueryClient, language: string): void {
  void queryClient.prefetchQuery(statusQuery(language));
  void queryClient.prefetchQuery(whitelabelQuery);
  void queryClient.prefetchQuery(announcementsQuery(language));
}

/**
 * The home page's first banner is its largest paint: its picture is asked for as soon as the announcements
 * answer, beside the shell's code, instead of once the carousel has rendered (ADR 043). The carousel's own
 * image then comes from the cache. Nothing when there is no banner with a picture or the read failed.
 */
export function preloadFirstBanner(queryClient: QueryClient, language: string): void {
  const query = announcementsQuery(language);
  void queryClient.prefetchQuery(query).then(() => {
    const first = queryClient.getQueryData<{ banners: { imageUrl?: string | null }[] }>(query.queryKey);
    const url = first?.banners.find((banner) => banner.imageUrl)?.imageUrl;
    if (!url || typeof Image === 'undefined') return;
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = url;
  });
}

export function useHelpTopics() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: siteKeys.helpTopics(i18n.language),
    queryFn: () => callApi(systemRoutes.helpCenter, { query: { lang: i18n.language, device: 'WEB' } }),
    staleTime: 10 * 60_000,
  });
}

/** Customer-service entries (live chat, messenger) the brand configured; none is a valid answer. */
export function useCustomerService() {
  return useQuery({
    queryKey: siteKeys.domainRoute,
    queryFn: () => callApi(systemRoutes.domainRoute, { query: { domain: window.location.host } }),
    staleTime: 10 * 60_000,
    select: (value) => value.customerService,
  });
}
