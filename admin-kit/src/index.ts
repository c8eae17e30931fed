export { api, CAMPAIGN_SUMMARY_TAG, TAG_TYPES } from './api/api';
export { DuplicateEndpointError, injectEndpoints } from './api/injectEndpoints';
export type { AdminEndpointBuilder } from './api/injectEndpoints';
export { restArgs, restMutation, restQuery } from './api/restEndpoint';
export { baseQuery, rawBaseQuery, RETRY_DELAY_MS } from './api/baseQuery';
export type { ApiArgs, ApiError, GraphqlArgs, GraphqlErrorEntry, RestArgs } from './api/baseQuery';
export { errorCodeMessage, errorMessageOf, fieldErrorsOf, isApiError, SOMETHING_WENT_WRONG } from './api/gatewayErrors';
export { adminConfig, configureAdmin, shopFromSearch } from './config';
export type { AdminConfig } from './config';
export type { RemoteContract, RemoteContractModule } from './contract';
export { parseRemoteManifest, REMOTE_DEFAULT_PORTS, REMOTE_NAMES } from './remote';
export type { RemoteManifest, RemoteName, RemoteRoutes, RemoteRoutesModule } from './remote';
export { REMOTE_OVERLAYS, REMOTE_ROUTES, routeUrl } from './routeTable';
export type { RemoteRoute } from './routeTable';
export { isExternalUrl, withSearch } from './routing/keepQuery';
export { QueryLink, useNavigateKeepingQuery } from './routing/QueryLink';
export { useLeaveGuard, type LeaveGuard } from './routing/useLeaveGuard';
export type { QueryLinkProps } from './routing/QueryLink';
export { createSession, SignInError, TOKEN_REFRESH_MARGIN_MS } from './session/session';
export type { AppBridgeLike, Session, SessionOptions } from './session/session';
export { jwtExpiry } from './session/jwt';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export { makeStore, rootReducer } from './store/store';
export type { AppDispatch, AppStore, RootState } from './store/store';

/**
 * Slices a remote adds at run time declare themselves by declaration merging on this interface:
 * `declare module '@cartlift/admin-kit' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }`,
 * then `mySlice.injectInto(rootReducer)`. It lives here, in the entry module, because only that one can be augmented.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}
export { Toasts, useToast } from './toast/Toasts';
export { dismissToast, selectToasts, showToast, TOAST_DURATION_MS, toastSlice } from './toast/toastSlice';
export type { ToastMessage, ToastState } from './toast/toastSlice';
export { AdminProviders } from './ui/AdminProviders';
export { NotAvailableYet } from './ui/NotAvailableYet';
export { renderStandalone } from './ui/StandaloneHost';
export type { StandaloneOptions } from './ui/StandaloneHost';
export { ErrorPage, NotFoundPage } from './ui/StatusPages';
export { LOCAL_FLAG_EVENT, readLocalFlag, writeLocalFlag } from './localFlags';
export type { LocalFlag } from './localFlags';
export { useLocalFlag } from './useLocalFlag';
export { HelpOverlay } from './ui/HelpOverlay';
export { InstallationModal } from './ui/InstallationModal';
export { ColourField } from './ui/ColourField';
export type { ColourFieldProps } from './ui/ColourField';
export { LeaveGuardModal, LeavePageModal } from './ui/LeavePageModal';
export { SaveBar } from './ui/SaveBar';
export type { SaveBarProps } from './ui/SaveBar';
export { TextStyleFields } from './ui/TextStyleFields';
export type { FontSizeRange, TextStyleControlProps, TextStyleFieldsProps, TextStyleForm, TextStyleSizeProps } from './ui/TextStyleFields';
export { storefrontPreviewUrl, useStorefrontPreview } from './ui/useStorefrontPreview';
export {
  FAQ_LINKS,
  FAQ_PATH,
  FAQ_SECTION_IDS,
  faqSectionOf,
  faqUrl,
  INSTALL_TUTORIAL_URL,
  TUTORIAL_VIDEO_IDS,
  TUTORIALS,
  VIDEO_GUIDES,
  WELCOME_VIDEO_URL,
  youtubeWatchUrl,
} from './ui/helpLinks';
export type { FaqSectionId, HelpLink, TutorialTopic } from './ui/helpLinks';
export { accepted, documentReducer, documentState, errorsShown } from './form/documentReducer';
export type { Clears, DocumentAction, DocumentState, EditOutcome, EditRefusal, ShowErrors } from './form/documentReducer';
export { firstErrorByPath, sameJson, useDocumentForm } from './form/useDocumentForm';
export type { DocumentForm, DocumentFormOptions, DocumentValidator } from './form/useDocumentForm';
export { saveDocument } from './form/saveDocument';
export type { SaveDocumentSteps, SaveOutcome } from './form/saveDocument';
export { useLazyValidator } from './form/useLazyValidator';
