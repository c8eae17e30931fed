// What the admin shares as 'react-router-dom': the declarative router API only. A shared module cannot be tree-shaken
// (any remote may use any export), and all of react-router 7 is ~62 KB gzip; this list keeps it to what admin screens
// use. Data routers, framework mode and server rendering are left out on purpose. admin-kit's
// sharedSubsets.test.ts fails when a package imports a name missing here: add it to this list.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  resolvePath,
} from 'react-router';
