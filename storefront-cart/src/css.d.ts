/** Stylesheets are bundled as strings (css-loader exportType "string") and injected on first open. */
declare module '*.css' {
  const text: string;
  export default text;
}
