import type { AppProviderProps } from '@shopify/polaris';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link, useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { isExternalUrl, withSearch } from './keepQuery';

/** Props Polaris passes to its `linkComponent`. */
export interface QueryLinkProps {
  url: string;
  external?: boolean;
  children?: ReactNode;
  className?: string;
  id?: string;
  'aria-label'?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * Polaris' link component for the whole admin: in-app URLs go through the router with the query string kept,
 * external ones open in a new tab.
 */
export function QueryLink({ url, external, children, className, id, onClick, ...aria }: QueryLinkProps) {
  const { search } = useLocation();
  const common = { className, id, onClick, 'aria-label': aria['aria-label'] };
  if (external || isExternalUrl(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" {...common}>
        {children}
      </a>
    );
  }
  return (
    <Link to={withSearch(url, search)} {...common}>
      {children}
    </Link>
  );
}

/** The link component handed to Polaris' AppProvider. */
export const polarisLinkComponent: NonNullable<AppProviderProps['linkComponent']> = QueryLink;

/** `navigate(to)` that keeps the current query string. */
export function useNavigateKeepingQuery() {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (to: string, options?: NavigateOptions) => navigate(withSearch(to, search), options);
}
