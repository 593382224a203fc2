/** The page served instead of the SPA when apps/web has not been built yet. */
export function renderWebAppMissingPage(distDir: string): string {
  const escaped = distDir.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Shobdo: web app not built</title></head>
<body>
<h1>The Shobdo web app is not built</h1>
<p>The API is running (see <a href="/api/docs/">/api/docs/</a> and <a href="/api/health/">/api/health/</a>),
but no built web app was found in <code>${escaped}</code>.</p>
<p>Build it with <code>npm run build</code> at the repository root, then restart the server: it looks for the
build when it starts. (<code>npm start</code> builds what is missing before it starts the server.)</p>
</body>
</html>
`;
}
